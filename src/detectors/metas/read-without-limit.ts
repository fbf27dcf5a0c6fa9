/** The meta of read-without-limit (src/detectors/read-without-limit.ts): plain data, loadable without the detector. */
import { defineDetectorMeta } from '../types.js';

export default defineDetectorMeta({
  id: 'read-without-limit',
  title: 'Whole-file Read after a search',
  fires:
    'a Read with neither offset nor limit of a file that a Grep searched or named in the {lookback} calls before ' +
    '(files of more than {minLines} lines, where the log tells)',
  tip: 'When a search already located the lines you need, Read with offset and limit (or Grep with -C) rather than reading the whole file.',
  rationale: 'A long file read in full after a search fills the context with lines the search showed were not needed.',
  example: 'Grep "parse_config" finds src/config.py:412, then Read src/config.py (1,800 lines) without offset or limit.',
  shownBefore: ["When rg already located the lines you need, print only them with sed -n 'A,Bp' (or rg -C N) rather than cat-ing the whole file."],
  defaults: { lookback: 20, minLines: 200 },
});
