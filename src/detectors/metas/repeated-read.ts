/** The meta of repeated-read (src/detectors/repeated-read.ts): plain data, loadable without the detector. */
import { defineDetectorMeta } from '../types.js';

export default defineDetectorMeta({
  id: 'repeated-read',
  title: 'The same lines read again',
  fires: 'a file is re-read {rereadsToFire} times over lines already read, with no edit to it in between',
  tip: 'Lines you already read stay in context until the file changes; re-read only what an edit changed.',
  rationale: 'Reading unchanged lines again adds them to the context a second and third time.',
  example: 'Read src/app.ts, then Read it again twice without any edit in between.',
  shownBefore: ['Lines you already printed stay in context until the file changes; print again only what a patch changed.'],
  defaults: { rereadsToFire: 2 },
});
