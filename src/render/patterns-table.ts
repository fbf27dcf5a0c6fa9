/**
 * The table of `tip-miner patterns`: the repository's tool patterns ranked. The score (sessions halved
 * every 14 days since last seen) shows in two significant digits; tokens a detector does not measure
 * show as a dash, not 0.
 */
import { isEffective, scoreFactorOf } from '../views/tip-effect-fields.js';
import type { ToolPatternEntry } from '../views/tool-patterns.js';
import { displayPath, PLAIN, type TextLayout } from './layout.js';
import { formatCount, formatScore, formatTokens, NOT_MEASURED } from './numbers.js';
import { fitLines, heading } from './prose.js';
import { renderTable } from './table.js';

export function renderPatternsTable(repo: string, file: string, ranked: readonly ToolPatternEntry[], layout: TextLayout = PLAIN): string {
  const rows = ranked.map((entry, index) => [
    index + 1,
    `${entry.pattern_id}${effectMark(entry)}`,
    formatCount(entry.hit_count),
    typeof entry.occurrences === 'number' ? formatCount(entry.occurrences) : NOT_MEASURED,
    typeof entry.wasted_tokens === 'number' ? formatTokens(entry.wasted_tokens) : NOT_MEASURED,
    new Date(entry.last_seen * 1000).toISOString().slice(0, 10),
    typeof entry.score === 'number' ? formatScore(entry.score) : NOT_MEASURED,
  ]);
  const table = renderTable(
    [
      { header: '#', align: 'right' },
      { header: 'Pattern' },
      { header: 'Sessions', align: 'right' },
      { header: 'Found', align: 'right' },
      { header: 'Tokens spent', align: 'right' },
      { header: 'Last seen' },
      { header: 'Score', align: 'right' },
    ],
    rows,
    layout,
  );
  return `${fitLines(heading(`${repo} (${displayPath(file, layout)})`, layout), layout)}\n${table}\n`;
}

/** " (demoted)" for a tip judged to have no effect or to make things worse, " (effective)" for one that works (views/tip-effect-fields.ts). */
function effectMark(entry: ToolPatternEntry): string {
  if (scoreFactorOf(entry) < 1) return ' (demoted)';
  return isEffective(entry) ? ' (effective)' : '';
}
