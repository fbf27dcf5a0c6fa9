/**
 * The table of `tip-miner findings`: each stored occurrence, its file and the lines of its calls (the
 * last completes it), the tokens its results cost where the detector measures them (`--json` adds the
 * session, stream and call ids).
 */
import type { StoredFinding } from '../detectors/types.js';
import { displayPath, PLAIN, sharedFolder, sharedFolderLine, type TextLayout } from './layout.js';
import { NOT_MEASURED, formatTokens } from './numbers.js';
import { fitLines } from './prose.js';
import { renderTable } from './table.js';

/** A listed occurrence: a tool pattern's finding or a delegation tip's point (`delegate-<pattern>`). */
export type ListedFinding = Pick<StoredFinding, 'file' | 'lines' | 'wastedTokens'> & { detector: string };

export function renderFindingsTable(findings: readonly ListedFinding[], layout: TextLayout = PLAIN): string {
  if (findings.length === 0) return 'no findings stored\n';
  const base = sharedFolder(findings.map((finding) => finding.file));
  const rows = findings.map((finding) => [
    finding.detector,
    displayPath(finding.file, layout, base),
    finding.lines.join(', '),
    finding.wastedTokens !== undefined ? formatTokens(finding.wastedTokens) : NOT_MEASURED,
  ]);
  const table = renderTable(
    [{ header: 'Pattern' }, { header: 'File', fit: 'middle' }, { header: 'Lines', flex: true }, { header: 'Tokens', align: 'right' }],
    rows,
    layout,
  );
  return `${base !== undefined ? `${fitLines(sharedFolderLine(base, layout), layout)}\n` : ''}${table}\n`;
}
