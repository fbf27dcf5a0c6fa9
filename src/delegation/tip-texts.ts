/**
 * Every wording of every tip, from the metas alone (data, no log text): the fixed text the tips block
 * shows for a pattern to the agent of a log format (a detector's `tip`, or its `tipByFormat` entry for
 * that format), and every text it can ever show for a pattern — so a shown tip can be recognised in a log.
 * A delegation tip's fixed text is "<situation>; <tip>": the block line is "In N sessions you <that>".
 * Each text stands verbatim in the block line of its pattern, the figures around it.
 */
import type { FormatId } from '../ingest/formats/format.js';
import { detectorMetaById } from '../detectors/metas/index.js';
import { delegationPatternMetaById } from './patterns/metas/index.js';
import { patternOfTipId } from './tip-ids.js';

interface Worded {
  tip: string;
  tipByFormat?: Partial<Record<FormatId, string | null>>;
}

/** The fixed text of a pattern's tip for an agent of `format`: null when the pattern has no tip for that format, undefined for an unknown pattern. */
export function tipTextFor(patternId: string, format: FormatId): string | null | undefined {
  const delegation = patternOfTipId(patternId);
  if (delegation !== undefined) {
    const meta = delegationPatternMetaById(delegation);
    const tip = wordingFor(meta, format);
    return tip === null ? null : `${meta.situation}; ${tip}`;
  }
  const meta = detectorMetaById(patternId);
  return meta ? wordingFor(meta, format) : undefined;
}

/** Every text the tips block can show for a pattern, whatever the format (empty for an unknown pattern). */
export function tipTextsOf(patternId: string): string[] {
  const delegation = patternOfTipId(patternId);
  const meta = delegation !== undefined ? delegationPatternMetaById(delegation) : detectorMetaById(patternId);
  if (!meta) return [];
  const tips = [meta.tip, ...Object.values(meta.tipByFormat ?? {}).filter((text): text is string => typeof text === 'string')];
  const texts = delegation !== undefined && 'situation' in meta ? tips.map((tip) => `${meta.situation}; ${tip}`) : tips;
  return [...new Set(texts)];
}

function wordingFor(meta: Worded, format: FormatId): string | null {
  const byFormat = meta.tipByFormat;
  if (byFormat !== undefined && Object.hasOwn(byFormat, format)) return byFormat[format] ?? null;
  return meta.tip;
}
