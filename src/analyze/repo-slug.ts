/**
 * Which repository a session belongs to: `--repo` (or config `tip_miner.repo`) for all, else what the
 * log says (agent-framework task `repo`, Codex git remote), else the last folder of the session's
 * working directory (Claude Code). Folder names under the memory dir: `/` becomes `__` (the seed's).
 */
import { posix } from 'node:path';
import type { SessionPart } from './file-analysis.js';

export function repoOfSession(session: Pick<SessionPart, 'repo' | 'cwd'>, override?: string): string | undefined {
  if (override !== undefined) return override;
  if (session.repo !== undefined) return session.repo;
  if (session.cwd === undefined) return undefined;
  const name = posix.basename(session.cwd.replace(/\/+$/, ''));
  return name.length > 0 ? name : undefined;
}

/** `acme/widgets` → `acme__widgets`; any other character unsafe in a folder name becomes `_`. */
export function repoFolderName(slug: string): string {
  return slug.replace(/\//g, '__').replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
}
