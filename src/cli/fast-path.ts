/**
 * The fast path of the small commands a prompt pipeline or an agent runs all the time — `tips`,
 * `hook post-tool-use`, `hook session-start`: their options are read by parseKnownOptions from the same
 * specs commander reads (option-specs.ts), so they start without commander and without any other
 * command's modules. Whatever the fast parser is not sure of (help, an unknown option, an argument, a
 * bad value) is left to commander, which reads and explains it as always.
 */
import { EXIT_OK } from './exit-codes.js';
import { failureExitCode } from './failure.js';
import type { CommandIo } from './io.js';
import { parseKnownOptions } from './option-specs.js';

/** The exit code of `argv` run on the fast path, or undefined when it is not a command the fast path reads. */
export async function runFastCommand(argv: readonly string[], io: CommandIo): Promise<number | undefined> {
  try {
    const fast = await fastCommand(argv, io);
    if (fast === undefined) return undefined;
    await fast();
    return EXIT_OK;
  } catch (caught) {
    return failureExitCode(caught, io);
  }
}

/** The command `argv` asks for, ready to run, when it is a small command with options read here; undefined for commander to read. */
async function fastCommand(argv: readonly string[], io: CommandIo): Promise<(() => Promise<void>) | undefined> {
  const [command, subcommand] = argv;
  if (command === 'tips') {
    const { runTips, TIPS_OPTIONS } = await import('./tips-run.js');
    const flags = parseKnownOptions(TIPS_OPTIONS, argv.slice(1));
    return (
      flags &&
      (() => {
        runTips(flags, io);
        return Promise.resolve();
      })
    );
  }
  if (command !== 'hook') return undefined;
  if (subcommand === 'post-tool-use') {
    const { runPostToolUseHook, POST_TOOL_USE_OPTIONS } = await import('./hook-run.js');
    const flags = parseKnownOptions(POST_TOOL_USE_OPTIONS, argv.slice(2));
    return flags && (() => runPostToolUseHook(flags, io));
  }
  if (subcommand === 'session-start') {
    const { runSessionStartHook, HOOK_OPTIONS } = await import('./hook-run.js');
    const flags = parseKnownOptions(HOOK_OPTIONS, argv.slice(2));
    return flags && (() => runSessionStartHook(flags, io));
  }
  return undefined;
}
