/**
 * `tip-miner hook post-tool-use`: the live delegation and routing advice, run by Claude Code after
 * every tool call (settings.json `hooks.PostToolUse`). Prints the hook output when the solo streak,
 * a delegation pattern or a routing suggestion fires, else nothing; always exits 0 — whatever goes wrong (bad stdin, a missing transcript, a bad
 * config) is one note on stderr, and the agent carries on.
 */
import { join, resolve } from 'node:path';
import { Command } from 'commander';
import { defaultConfig } from '../config/load-config.js';
import { delegationSettings, configuredTools, routingSettings } from '../config/stage-settings.js';
import { MAX_EVENT_BYTES } from '../hook/hook-event.js';
import { postToolUse } from '../hook/post-tool-use.js';
import { readPreferencesView } from '../store/delegation-preferences.js';
import { repoOfSession } from '../analyze/repo-slug.js';
import { redactSecrets } from '../safety/redact.js';
import type { HookRouting } from '../hook/post-tool-use.js';
import { knowledgeOf } from '../routing/knowledge.js';
import { scanProject } from '../routing/project-scan.js';
import { readRoutingView, routingViewPath } from '../store/routing-view.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions, type Settings } from './global-options.js';
import { PROGRAM, type CliIo } from './io.js';

export const STATE_DIR_ENV = 'TIP_MINER_STATE_DIR';
/** The hook's time: after it no transcript line is parsed (the next call reads on); Claude Code itself allows 60 s. */
export const HOOK_BUDGET_MS = 2000;
/** How long the hook waits for its event on stdin. */
const STDIN_WAIT_MS = 1000;

interface HookFlags extends GlobalOptions {
  stateDir?: string;
}

export function hookCommand(io: CliIo): Command {
  const hook = new Command('hook').description('live hooks for Claude Code (settings.json); they never fail the agent');
  const postToolUseCommand = new Command('post-tool-use')
    .description('read a PostToolUse event on stdin; print delegation or routing advice (hookSpecificOutput.additionalContext) when it fires')
    .option('--state-dir <dir>', `per-session state files (default: $${STATE_DIR_ENV}, else <memory-dir>/hook-state)`)
    // a flag or argument this version does not know must not make the hook fail the agent
    // (an argument, not allowExcessArguments: the settings copied from the program would reset that)
    .argument('[ignored...]', 'ignored')
    .allowUnknownOption();
  addGlobalOptions(postToolUseCommand).action(async (_ignored: string[], flags: HookFlags) => {
    const note = (message: string) => io.stderr(`${PROGRAM} hook: ${message}\n`);
    try {
      const deadline = Date.now() + HOOK_BUDGET_MS;
      const input = io.readStdin ? await io.readStdin({ maxBytes: MAX_EVENT_BYTES, timeoutMs: STDIN_WAIT_MS }) : { text: '', complete: true };
      const settings = hookSettings(flags, note);
      const stateDir = flags.stateDir ?? process.env[STATE_DIR_ENV] ?? join(settings.memoryDir, 'hook-state');
      const preferences = readPreferencesView(settings.memoryDir);
      if (preferences.problem) note(preferences.problem);
      const result = postToolUse(input, {
        stateDir,
        settings: delegationSettings(settings.config),
        preferences: preferences.preferences,
        routing: (project) => hookRouting(settings, project.cwd),
        deadline,
      });
      for (const message of result.notes) note(message);
      if (result.output) io.stdout(result.output);
    } catch (error) {
      note(`skipped: ${(error as Error).message}`);
    }
  });
  return hook.addCommand(postToolUseCommand);
}

/**
 * Routing for the session's project: the repository's routing.json (from the last analyze), the
 * config's tools and, read now, those of the project folder (the event's working directory).
 */
function hookRouting(settings: Pick<Settings, 'config' | 'memoryDir' | 'repo'>, cwd: string | undefined): HookRouting {
  // the same name analyze files the session's sessions under (their working folder redacted)
  const repo = repoOfSession(cwd !== undefined ? { cwd: redactSecrets(cwd) } : {}, settings.repo);
  const read = repo !== undefined ? readRoutingView(routingViewPath(settings.memoryDir, repo)) : {};
  const scan = cwd !== undefined ? scanProject(cwd) : { tools: [], problems: [] };
  const declared = [
    ...configuredTools(settings.config).map((tool) => ({ tool, source: 'config' as const })),
    ...scan.tools.map((tool) => ({ tool, source: 'project' as const })),
  ];
  const notes = [...(read.problem !== undefined ? [read.problem] : []), ...scan.problems];
  return { knowledge: knowledgeOf(read.view, declared), settings: routingSettings(settings.config), notes };
}

/** The settings, or the defaults (keeping --memory-dir) when the config cannot be used: the hook goes on. */
function hookSettings(flags: HookFlags, note: (message: string) => void): Pick<Settings, 'config' | 'memoryDir' | 'repo'> {
  try {
    return resolveSettings(flags);
  } catch (error) {
    note(`${(error as Error).message}; using the default settings`);
    const config = defaultConfig();
    return { config, memoryDir: flags.memoryDir !== undefined ? resolve(flags.memoryDir) : config.tip_miner.memory_dir, ...(flags.repo !== undefined && { repo: flags.repo }) };
  }
}
