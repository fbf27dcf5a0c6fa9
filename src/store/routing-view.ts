/**
 * `<memory-dir>/<repo>/routing.json`: the view of a repository's routing that needs no database — the
 * tool registry, the learned patterns and the replay figures — for the live hook and the tips block.
 * `analyze` rewrites it whole (it holds nothing a person writes), but never over a file of another shape
 * (view-file.ts); reading is lenient: a file of another shape is a problem, and routing then goes on as
 * if there were none.
 */
import { join } from 'node:path';
import { repoFolderPath, writeRepoFile } from './repo-folder.js';
import type { RegistryEntry } from '../routing/registry.js';
import type { RoutingSummary, TierFigures } from '../routing/replay.js';
import type { RoutingPattern } from '../routing/types.js';
import { routingViewOf, type RoutingView } from '../views/routing-view.js';
import { readBeforeWrite, readView, shape, type FileWrite, type WriteGuard } from './view-file.js';

const ROUTING_FILE = 'routing.json';

export function routingViewPath(memoryDir: string, repo: string): string {
  return join(repoFolderPath(memoryDir, repo), ROUTING_FILE);
}

export function writeRoutingView(memoryDir: string, repo: string, outcome: RoutingSummary, now: number, guard: WriteGuard = { repair: false, now }): FileWrite {
  const path = routingViewPath(memoryDir, repo);
  const read = readBeforeWrite(path, ROUTING_VIEW, guard);
  if (!read.usable) return { path, written: false, problem: read.problem };
  writeRepoFile(memoryDir, repo, ROUTING_FILE, `${JSON.stringify(routingViewOf(repo, outcome, now), null, 2)}\n`);
  return { path, written: true, ...(read.setAside && { setAside: read.setAside }), ...(read.problem && { problem: read.problem }) };
}

export interface RoutingViewRead {
  view?: RoutingView;
  problem?: string;
}

export function readRoutingView(path: string): RoutingViewRead {
  const read = readView(path, ROUTING_VIEW);
  if (read.problem !== undefined) return { problem: `${read.problem}; routing goes on without it (tip-miner analyze --repair sets it aside and rewrites it)` };
  return read.value !== undefined ? { view: read.value } : {};
}

const ROUTING_VIEW = shape('a tip-miner routing view', isRoutingView);

function isRoutingView(value: unknown): value is RoutingView {
  if (typeof value !== 'object' || value === null) return false;
  // the fields as read from the file: anything until checked
  const view = value as { [K in keyof RoutingView]?: unknown };
  const { replay } = view;
  return (
    typeof view.repo === 'string' &&
    isCount(view.events) &&
    Array.isArray(view.tools) &&
    view.tools.every(isEntry) &&
    Array.isArray(view.patterns) &&
    view.patterns.every(isPattern) &&
    (view.hitsByTool === undefined || (typeof view.hitsByTool === 'object' && view.hitsByTool !== null && Object.values(view.hitsByTool).every(isCount))) &&
    typeof replay === 'object' &&
    replay !== null &&
    (['learned', 'heuristic', 'all'] as const).every((tier) => isFigures((replay as Record<string, unknown>)[tier]))
  );
}

function isEntry(value: unknown): value is RegistryEntry {
  const entry = value as Partial<RegistryEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.name === 'string' &&
    typeof entry.kind === 'string' &&
    Array.isArray(entry.sources) &&
    isCount(entry.uses) &&
    isCount(entry.failures) &&
    (entry.status === 'active' || entry.status === 'demoted') &&
    typeof entry.suggestable === 'boolean' &&
    typeof entry.removed === 'boolean' &&
    (entry.description === undefined || typeof entry.description === 'string')
  );
}

function isPattern(value: unknown): value is RoutingPattern {
  const pattern = value as Partial<RoutingPattern> | null;
  return (
    typeof pattern === 'object' &&
    pattern !== null &&
    typeof pattern.target === 'string' &&
    Array.isArray(pattern.preceding) &&
    pattern.preceding.every((name) => typeof name === 'string') &&
    isCount(pattern.frequency)
  );
}

function isFigures(value: unknown): value is TierFigures {
  const figures = value as Partial<TierFigures> | null;
  return typeof figures === 'object' && figures !== null && isCount(figures.suggestions) && isCount(figures.hits);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
