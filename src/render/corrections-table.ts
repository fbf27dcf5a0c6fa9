/**
 * The table of `tip-miner corrections`: where each correction is, its kind, how sure, and its text (one line,
 * clipped); under it, how many are failure reports, which no proposal is made of.
 */
import type { StoredCorrection } from '../corrections/propose.js';
import { isRuleKind } from '../corrections/types.js';
import { displayPath, PLAIN, sharedFolder, sharedFolderLine, type TextLayout } from './layout.js';
import { fitLines } from './prose.js';
import { renderTable } from './table.js';
import { cutEnd } from './text-width.js';

const MAX_TEXT = 140;

export function renderCorrectionsTable(corrections: readonly StoredCorrection[], layout: TextLayout = PLAIN): string {
  if (corrections.length === 0) return 'no corrections stored\n';
  const base = sharedFolder(corrections.map((correction) => correction.file));
  const rows = corrections.map((correction) => [
    `${displayPath(correction.file, layout, base)}:${correction.line}`,
    correction.kind,
    correction.confidence.toFixed(2),
    cutEnd(correction.text.replace(/\s+/g, ' ').trim(), MAX_TEXT),
  ]);
  const table = renderTable(
    [{ header: 'Where', fit: 'middle' }, { header: 'Kind' }, { header: 'Conf.', align: 'right' }, { header: 'Text', flex: true }],
    rows,
    layout,
  );
  const failures = corrections.filter((correction) => !isRuleKind(correction.kind)).length;
  const note =
    failures > 0
      ? `${fitLines(`${failures} of them ${failures === 1 ? 'is a failure report' : 'are failure reports'} (the result is wrong, not how to work): counted by tip-miner report, never proposed as a rule`, layout)}\n`
      : '';
  return `${base !== undefined ? `${fitLines(sharedFolderLine(base, layout), layout)}\n` : ''}${table}\n${note}`;
}
