/**
 * Which repository a session belongs to: `--repo` (or config `tip_miner.repo`) for all, else what the
 * log says (agent-framework task `repo`, Codex git remote), else the last folder of the session's
 * working directory (Claude Code). An empty name is no name. Folder names: store/repo-folder.ts.
 */
import { posix } from 'node:path';
import type { SessionPart } from '../model/session-part.js';

export function repoOfSession(session: Pick<SessionPart, 'repo' | 'cwd'>, override?: string): string | undefined {
  if (override !== undefined) return override;
  const named = session.repo?.trim();
  if (named !== undefined && named !== '') return named;
  if (session.cwd === undefined) return undefined;
  const name = posix.basename(session.cwd.replace(/\/+$/, ''));
  return name.trim().length > 0 ? name : undefined;
}
