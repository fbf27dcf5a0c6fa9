/**
 * The table of `tip-miner repos`: each repository, its sessions per log format (one line each), when they
 * ran (first and last day), and the other names it answers to — narrow enough for 80 columns.
 */
import { FORMAT_IDS } from '../ingest/formats/index.js';
import type { RepoListing } from '../views/repo-list.js';
import { PLAIN, type TextLayout } from './layout.js';
import { formatCount } from './numbers.js';
import { renderTable } from './table.js';

export function renderReposTable(repos: readonly RepoListing[], current: string | undefined, layout: TextLayout = PLAIN): string {
  const rows = repos.map((entry) => [
    `${entry.repo === current ? '* ' : ''}${entry.repo}`,
    FORMAT_IDS.flatMap((format) => {
      const count = entry.sessionsByFormat[format] ?? 0;
      return count > 0 ? [`${formatCount(count)} ${format}`] : [];
    }).join('\n'),
    seen(entry),
    entry.aliases.join(', ') || '—',
  ]);
  const table = renderTable(
    [{ header: 'Repository', fit: 'middle' }, { header: 'Sessions' }, { header: 'Seen' }, { header: 'Also named', flex: true }],
    rows,
    layout,
  );
  const footer = current !== undefined ? `* the working folder's repository (tips, patterns, findings and proposals take it without --repo)\n` : '';
  return `${table}\n${footer}`;
}

/** The first and last day of its sessions (one day once). */
function seen(entry: RepoListing): string {
  const first = entry.firstSeen?.slice(0, 10);
  const last = entry.lastSeen?.slice(0, 10);
  if (first === undefined || last === undefined) return first ?? last ?? '—';
  return first === last ? first : `${first}\n${last}`;
}
