/** Corrections the human gave in each main thread, and the languages of the files each session touched (for their scope). */
import { CorrectionDetector } from '../../corrections/correction-detector.js';
import { TouchedLanguages } from '../../corrections/touched-languages.js';
import type { Correction } from '../../corrections/types.js';
import { fanOut } from '../../model/stream.js';
import { appendAll } from '../../util/arrays.js';
import { addCount, emptyCounts, type Counts } from '../../util/counts.js';
import { defineConcern } from './concern.js';

export interface CorrectionsPart {
  corrections: Correction[];
  /** Files the agent read or wrote, counted by language. */
  languages: Counts;
}

export default defineConcern({
  id: 'corrections',
  emptyPart: (): CorrectionsPart => ({ corrections: [], languages: emptyCounts() }),
  create: (partOf) =>
    fanOut([
      new CorrectionDetector((correction) => partOf(correction.sessionId).corrections.push(correction)),
      new TouchedLanguages((sessionId) => partOf(sessionId).languages),
    ]),
  merge: (into, from) => {
    appendAll(into.corrections, from.corrections);
    for (const [language, touches] of Object.entries(from.languages)) addCount(into.languages, language, touches);
  },
});
