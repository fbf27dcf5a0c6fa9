/**
 * `<memory-dir>/repos.json`: the repositories the history database knows, with every name they answer
 * to and the folders their sessions ran in (views/repo-list.ts) — so that `tips`, `patterns` and the
 * hook, which open no database, find a repository by any of its names or by the folder they run in.
 * Rewritten whole by the refresh of the views; read leniently (a file of another shape is a problem,
 * and names are then taken as given).
 */
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.js';
import type { RepoListing } from '../views/repo-list.js';
import { readBeforeWrite, readView, shape, type FileWrite, type WriteGuard } from './view-file.js';

const REPOS_VIEW_FILE = 'repos.json';
const SCHEMA_VERSION = 1;

export function reposViewPath(memoryDir: string): string {
  return join(memoryDir, REPOS_VIEW_FILE);
}

export function writeReposView(memoryDir: string, repos: readonly RepoListing[], guard: WriteGuard): FileWrite {
  const path = reposViewPath(memoryDir);
  const read = readBeforeWrite(path, REPOS_VIEW, guard);
  if (!read.usable) return { path, written: false, problem: read.problem };
  writeFileAtomic(path, `${JSON.stringify({ schemaVersion: SCHEMA_VERSION, repos }, null, 2)}\n`);
  return { path, written: true, ...(read.setAside && { setAside: read.setAside }), ...(read.problem && { problem: read.problem }) };
}

export function readReposView(memoryDir: string): { repos: RepoListing[]; problem?: string } {
  const read = readView(reposViewPath(memoryDir), REPOS_VIEW);
  if (read.problem !== undefined)
    return { repos: [], problem: `${read.problem}; repository names are taken as given (tip-miner analyze --repair rewrites it)` };
  return { repos: read.value?.repos ?? [] };
}

interface ReposView {
  schemaVersion: number;
  repos: RepoListing[];
}

const REPOS_VIEW = shape('a tip-miner list of repositories', isReposView);

function isReposView(value: unknown): value is ReposView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as { schemaVersion?: unknown; repos?: unknown };
  return typeof view.schemaVersion === 'number' && Array.isArray(view.repos) && view.repos.every(isListing);
}

function isListing(value: unknown): value is RepoListing {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as { [K in keyof RepoListing]?: unknown };
  return typeof entry.repo === 'string' && isStrings(entry.aliases) && isStrings(entry.folders) && typeof entry.sessions === 'number';
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
