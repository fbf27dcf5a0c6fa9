/**
 * The table of detectors in docs/detectors.md, made from their meta (the words live in one place): the
 * tip in the meta's own words (Claude Code's), and one more column for each agent whose tips differ
 * somewhere (Codex): its tip, "the same", or "not looked for" where the detector does not apply to it.
 */
import { DETECTORS } from '../detectors/index.js';
import { inWordsOf } from '../detectors/metas/wording.js';
import { FORMAT_IDS } from '../ingest/formats/format-ids.js';
import type { FormatId } from '../ingest/formats/format.js';

const TABLE_START = '<!-- detectors:start (generated from src/detectors meta: npm run readme) -->';
const TABLE_END = '<!-- detectors:end -->';
const OWN_WORDS: FormatId = 'claude-code';

function detectorTableMarkdown(): string {
  const metas = DETECTORS.map(({ meta }) => meta);
  const others = FORMAT_IDS.filter((format) => format !== OWN_WORDS && metas.some((meta) => inWordsOf(meta, format)?.tip !== meta.tip));
  const rows = metas.map((meta) => {
    const options = Object.entries(meta.defaults as Record<string, unknown>)
      .map(([key, value]) => `\`${key}: ${String(value)}\``)
      .join(', ');
    const tips = others.map((format) => {
      const tip = inWordsOf(meta, format)?.tip;
      return tip === undefined ? '— (not looked for)' : tip === meta.tip ? 'the same' : tip;
    });
    return `| \`${meta.id}\` | ${meta.title} | ${[meta.tip, ...tips].join(' | ')} | ${options || '—'} |`;
  });
  const header = ['id', 'finds', 'tip', ...others.map((format) => `tip for ${format}`), 'options (defaults)'];
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---|').join('')}`, ...rows].join('\n');
}

/** `readme` with the text between the markers replaced by the current table. */
export function withDetectorTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end === -1 || end < start) throw new Error('docs/detectors.md has no detectors table markers');
  return `${readme.slice(0, start + TABLE_START.length)}\n${detectorTableMarkdown()}\n${readme.slice(end)}`;
}
