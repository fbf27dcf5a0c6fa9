/**
 * The command line: parses arguments with commander (or, for the small commands, fast-path.ts), calls
 * the library, returns the exit code.
 * Exit codes: 0 done; 1 findings over a threshold the user asked to fail on; 2 usage, config or
 * input error. Known errors print one line; anything else is a bug and is re-thrown.
 */
import type { Command } from 'commander';
import { commandIo, processIo, PROGRAM, type CliIo, type CommandIo } from './io.js';
import { EXIT_OK, EXIT_USAGE } from './exit-codes.js';
import { failureExitCode } from './failure.js';
import { runFastCommand } from './fast-path.js';
import { packageVersion } from '../util/package-version.js';
import { printStoredProblems } from './stored-warnings.js';

export { EXIT_OK, EXIT_USAGE } from './exit-codes.js';

type CommandFactory = (io: CommandIo, setExitCode: (code: number) => void) => Command;

/** Each command's module is loaded only when it runs (or for help), so `tips` stays fast: no SQLite, no parsers. */
const COMMANDS: Record<string, () => Promise<CommandFactory>> = {
  analyze: async () => (await import('./analyze-command.js')).analyzeCommand,
  merge: async () => (await import('./merge-command.js')).mergeCommand,
  tips: async () => (await import('./tips-command.js')).tipsCommand,
  patterns: async () => (await import('./patterns-command.js')).patternsCommand,
  findings: async () => (await import('./findings-command.js')).findingsCommand,
  detectors: async () => (await import('./detectors-command.js')).detectorsCommand,
  corrections: async () => (await import('./corrections-command.js')).correctionsCommand,
  proposals: async () => (await import('./proposals-command.js')).proposalsCommand,
  review: async () => (await import('./review-command.js')).reviewCommand,
  delegation: async () => (await import('./delegation-command.js')).delegationCommand,
  routes: async () => (await import('./routes-command.js')).routesCommand,
  repos: async () => (await import('./repos-command.js')).reposCommand,
  report: async () => (await import('./report-command.js')).reportCommand,
  export: async () => (await import('./export-command.js')).exportCommand,
  prefs: async () => (await import('./prefs-command.js')).prefsCommand,
  explain: async () => (await import('./explain-command.js')).explainCommand,
  hook: async () => (await import('./hook-command.js')).hookCommand,
  hooks: async () => (await import('./hooks-command.js')).hooksCommand,
  doctor: async () => (await import('./doctor-command.js')).doctorCommand,
  formats: async () => (await import('./formats-command.js')).formatsCommand,
};

export async function runCli(argv: readonly string[], rawIo: CliIo = processIo): Promise<number> {
  // whatever a log holds, no escape sequence, control or bidi character reaches the terminal (or a pipe)
  const io = commandIo(rawIo);
  try {
    // `tips` and the hooks a session runs all the time start without commander (and its ~10 ms)
    return (await runFastCommand(argv, io)) ?? (await runCommander(argv, io));
  } finally {
    printStoredProblems(argv, io);
  }
}

/** runCli without the fast path: every command read by commander (tests check that both read and print the same). */
export async function runCliWithoutFastPath(argv: readonly string[], rawIo: CliIo = processIo): Promise<number> {
  const io = commandIo(rawIo);
  try {
    return await runCommander(argv, io);
  } finally {
    printStoredProblems(argv, io);
  }
}

async function runCommander(argv: readonly string[], io: CommandIo): Promise<number> {
  const { Command, CommanderError } = await import('commander');
  let exitCode = EXIT_OK;
  const setExitCode = (code: number) => (exitCode = code);
  const program = new Command(PROGRAM)
    .description('Mine coding-agent session logs for tool anti-patterns, user corrections, delegation and routing advice.')
    .version(packageVersion(), '-V, --version')
    .exitOverride()
    .configureOutput({
      writeOut: io.stdout,
      writeErr: io.stderr,
      outputError: (text, write) => {
        write(text);
      },
    })
    .showHelpAfterError('(run with --help for usage)');
  const wanted = argv.find((arg) => !arg.startsWith('-'));
  // own keys only: an argument such as "constructor" is no command
  const only = wanted !== undefined && Object.hasOwn(COMMANDS, wanted) ? COMMANDS[wanted] : undefined;
  for (const load of only ? [only] : Object.values(COMMANDS)) {
    const factory = await load();
    program.addCommand(inheritSettings(factory(io, setExitCode), program));
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (caught) {
    if (caught instanceof CommanderError) return caught.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    return failureExitCode(caught, io);
  }
}

/** Output, exit override and help settings reach nested subcommands too (`prefs set`, `hook post-tool-use`). */
function inheritSettings(command: Command, program: Command): Command {
  command.copyInheritedSettings(program);
  for (const child of command.commands) inheritSettings(child, program);
  return command;
}
