/**
 * Every wording of every tip, from the metas alone (data, no log text): the fixed text the tips block
 * shows for a pattern to the agent of a log format (detectors/metas/wording.ts), and every text it can
 * ever have shown for a pattern — so a shown tip can be recognised in a log. Each text stands verbatim in
 * the block line of its pattern, the figures after it.
 */
import type { FormatId } from '../ingest/formats/format.js';
import { detectorMetaById } from '../detectors/metas/index.js';
import { everyTip, inWordsOf, type Worded } from '../detectors/metas/wording.js';
import { delegationPatternMetaById } from './patterns/metas/index.js';
import { patternOfTipId } from './tip-ids.js';

/** The meta of a tool pattern or a delegation tip (`delegate-<pattern>`); undefined for an unknown id. */
function metaOf(patternId: string): (Worded & { shownBefore?: readonly string[] }) | undefined {
  const delegation = patternOfTipId(patternId);
  return delegation !== undefined ? delegationPatternMetaById(delegation) : detectorMetaById(patternId);
}

/** The fixed text of a pattern's tip for an agent of `format`: null when the pattern has no tip for that format, undefined for an unknown pattern. */
export function tipTextFor(patternId: string, format: FormatId): string | null | undefined {
  const meta = metaOf(patternId);
  return meta === undefined ? undefined : (inWordsOf(meta, format)?.tip ?? null);
}

/** Every text the tips block shows or has shown for a pattern, whatever the format (empty for an unknown pattern). */
export function tipTextsOf(patternId: string): string[] {
  const meta = metaOf(patternId);
  return meta === undefined ? [] : everyTip(meta);
}
