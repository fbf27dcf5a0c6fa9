/** The table of detectors in docs/detectors.md, made from their meta (the words live in one place). */
import { DETECTORS } from '../detectors/index.js';

const TABLE_START = '<!-- detectors:start (generated from src/detectors meta: npm run readme) -->';
const TABLE_END = '<!-- detectors:end -->';

function detectorTableMarkdown(): string {
  const rows = DETECTORS.map(({ meta }) => {
    const options = Object.entries(meta.defaults as Record<string, unknown>)
      .map(([key, value]) => `\`${key}: ${String(value)}\``)
      .join(', ');
    const codex = meta.tipByFormat && Object.hasOwn(meta.tipByFormat, 'codex') ? (meta.tipByFormat.codex ?? '— (none)') : 'the same';
    return `| \`${meta.id}\` | ${meta.title} | ${meta.tip} | ${codex} | ${options || '—'} |`;
  });
  return ['| id | finds | tip | tip for Codex | options (defaults) |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** `readme` with the text between the markers replaced by the current table. */
export function withDetectorTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end === -1 || end < start) throw new Error('docs/detectors.md has no detectors table markers');
  return `${readme.slice(0, start + TABLE_START.length)}\n${detectorTableMarkdown()}\n${readme.slice(end)}`;
}
