/**
 * `<memory-dir>/<repo>/memory_proposals.json`: the seed's SessionSummary for one repository — its
 * pending proposals with evidence. A view of the history database, rewritten whole (atomically); a file
 * there that is not such a summary is not overwritten (view-file.ts).
 */
import { join } from 'node:path';
import type { MemoryProposalSummary } from '../corrections/proposal-types.js';
import { repoFolderPath, writeRepoFile } from './repo-folder.js';
import { readBeforeWrite, shape, type FileWrite, type WriteGuard } from './view-file.js';

const MEMORY_PROPOSALS_FILE = 'memory_proposals.json';

export function memoryProposalsPath(memoryDir: string, repo: string): string {
  return join(repoFolderPath(memoryDir, repo), MEMORY_PROPOSALS_FILE);
}

export function writeProposalFile(memoryDir: string, repo: string, summary: MemoryProposalSummary, guard: WriteGuard): FileWrite {
  const path = memoryProposalsPath(memoryDir, repo);
  const read = readBeforeWrite(path, SUMMARY, guard);
  if (!read.usable) return { path, written: false, problem: read.problem };
  writeRepoFile(memoryDir, repo, MEMORY_PROPOSALS_FILE, `${JSON.stringify(summary, null, 2)}\n`);
  return { path, written: true, ...(read.setAside && { setAside: read.setAside }), ...(read.problem && { problem: read.problem }) };
}

const SUMMARY = shape('a memory proposal summary', isSummary);

function isSummary(value: unknown): value is MemoryProposalSummary {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray((value as { proposals?: unknown }).proposals);
}
