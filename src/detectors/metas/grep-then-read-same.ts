/** The meta of grep-then-read-same (src/detectors/grep-then-read-same.ts): plain data, loadable without the detector. */
import { defineDetectorMeta } from '../types.js';

export default defineDetectorMeta({
  id: 'grep-then-read-same',
  title: 'Grep a file, then Read it whole',
  fires: 'a Read of file F, with neither offset nor limit, comes within {within} calls after a Grep whose path is exactly F',
  tip: 'After a Grep of one file, use its output with -C N context lines instead of reading the whole file again.',
  rationale: 'The Grep already found the lines that matter; reading the entire file afterwards repeats them and adds everything else.',
  example: 'Grep "refresh_token" in src/auth/tokens.py, then Read src/auth/tokens.py without offset or limit.',
  shownBefore: ['After an rg of one file, use its output with -C N context lines instead of printing the whole file again with cat.'],
  defaults: { within: 5 },
});
