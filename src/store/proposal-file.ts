/**
 * `<memory-dir>/<repo>/memory_proposals.json`: the seed's SessionSummary for one repository — its
 * pending proposals with evidence. A view of the history database, rewritten whole by `analyze` and
 * `review` (atomically).
 */
import { join } from 'node:path';
import { repoFolderName } from '../analyze/repo-slug.js';
import type { MemoryProposalSummary } from '../corrections/proposal-types.js';
import { writeFileAtomic } from './atomic-write.js';

export const MEMORY_PROPOSALS_FILE = 'memory_proposals.json';

export function memoryProposalsPath(memoryDir: string, repo: string): string {
  return join(memoryDir, repoFolderName(repo), MEMORY_PROPOSALS_FILE);
}

export function writeProposalFile(memoryDir: string, repo: string, summary: MemoryProposalSummary): string {
  const path = memoryProposalsPath(memoryDir, repo);
  writeFileAtomic(path, `${JSON.stringify(summary, null, 2)}\n`);
  return path;
}
