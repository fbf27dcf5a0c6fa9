/**
 * The live PostToolUse hook as a use case: the delegation preferences and, for the session's project,
 * the routing knowledge (the repository's routing.json, the config's tools and the project folder's,
 * read now) given to hook/post-tool-use.ts, which reads the event and the transcript.
 */
import { join } from 'node:path';
import { repoOfRunningSession } from './current-repo.js';
import { configuredTools, delegationSettings, routingSettings } from '../config/stage-settings.js';
import type { StdinRead } from '../hook/hook-event.js';
import { postToolUse, type HookResult, type HookRouting } from '../hook/post-tool-use.js';
import { knowledgeOf } from '../routing/knowledge.js';
import { scanProject } from '../routing/project-scan.js';
import { redactSecrets } from '../safety/redact.js';
import { readPreferencesView } from '../store/delegation-preferences.js';
import { readRoutingView, routingViewPath } from '../store/routing-view.js';
import type { AppSettings } from './settings.js';

/** The hook's time: after it no transcript line is parsed (the next call reads on); Claude Code itself allows 60 s. */
export const HOOK_BUDGET_MS = 2000;

export type HookSettings = Pick<AppSettings, 'config' | 'memoryDir' | 'repo'>;

export interface HookRun {
  /** The event read from stdin. */
  input: StdinRead;
  /** Per-session state files (default: <memory-dir>/hook-state). */
  stateDir?: string;
  /** When reading the transcript stops (epoch ms). */
  deadline: number;
}

export function runPostToolUse(settings: HookSettings, run: HookRun): HookResult {
  const preferences = readPreferencesView(settings.memoryDir);
  const result = postToolUse(run.input, {
    stateDir: run.stateDir ?? join(settings.memoryDir, 'hook-state'),
    settings: delegationSettings(settings.config),
    preferences: preferences.preferences,
    routing: (project) => hookRouting(settings, project.cwd),
    deadline: run.deadline,
  });
  return preferences.problem !== undefined ? { ...result, notes: [preferences.problem, ...result.notes] } : result;
}

/**
 * Routing for the session's project: the repository's routing.json (from the last analyze), the
 * config's tools and, read now, those of the project folder (the event's working directory).
 */
function hookRouting(settings: HookSettings, cwd: string | undefined): HookRouting {
  // the same name analyze files the session's sessions under (their working folder redacted)
  const repo = repoOfRunningSession(settings, cwd !== undefined ? redactSecrets(cwd) : undefined);
  const read = repo !== undefined ? readRoutingView(routingViewPath(settings.memoryDir, repo)) : {};
  const scan = cwd !== undefined ? scanProject(cwd) : { tools: [], problems: [] };
  const declared = [
    ...configuredTools(settings.config).map((tool) => ({ tool, source: 'config' as const })),
    ...scan.tools.map((tool) => ({ tool, source: 'project' as const })),
  ];
  const notes = [...(read.problem !== undefined ? [read.problem] : []), ...scan.problems];
  return { knowledge: knowledgeOf(read.view, declared), settings: routingSettings(settings.config), notes };
}
