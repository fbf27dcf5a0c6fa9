/** The table of `tip-miner repos`: each repository, its sessions per format, first and last seen, and the other names it answers to. */
import { FORMAT_IDS } from '../ingest/formats/index.js';
import type { RepoListing } from '../views/repo-list.js';
import { PLAIN, type TextLayout } from './layout.js';
import { formatCount } from './numbers.js';
import { renderTable, type Column } from './table.js';

export function renderReposTable(repos: readonly RepoListing[], current: string | undefined, layout: TextLayout = PLAIN): string {
  const formats = FORMAT_IDS.filter((format) => repos.some((entry) => (entry.sessionsByFormat[format] ?? 0) > 0));
  const columns: Column[] = [
    { header: 'Repository', fit: 'middle' },
    ...formats.map((format): Column => ({ header: format, align: 'right' })),
    { header: 'First seen' },
    { header: 'Last seen' },
    { header: 'Also named' },
  ];
  const rows = repos.map((entry) => [
    `${entry.repo === current ? '* ' : ''}${entry.repo}`,
    ...formats.map((format) => formatCount(entry.sessionsByFormat[format] ?? 0)),
    entry.firstSeen?.slice(0, 10) ?? '—',
    entry.lastSeen?.slice(0, 10) ?? '—',
    entry.aliases.join(', ') || '—',
  ]);
  const footer = current !== undefined ? `* the working folder's repository (tips, patterns, findings and proposals take it when no --repo is given)\n` : '';
  return `${renderTable(columns, rows, layout)}\n${footer}`;
}
