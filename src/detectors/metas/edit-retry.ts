/** The meta of edit-retry (src/detectors/edit-retry.ts): plain data, loadable without the detector. */
import { defineDetectorMeta } from '../types.js';

export default defineDetectorMeta({
  id: 'edit-retry',
  title: 'Failed edit retried at once',
  fires: 'an Edit/Write fails on its own (old string not found, file not read first) and the first call after its message edits the same file again',
  tip: 'Read the exact lines before editing and copy old_string verbatim from them; one precise edit beats retrying a guess.',
  rationale: 'A failed edit sends the whole old and new text for nothing, and the retry often fails the same way.',
  example: 'Edit src/app.ts fails with "String to replace not found in file", and the next call is another Edit of src/app.ts.',
  shownBefore: [
    "Print the exact lines (sed -n 'A,Bp' FILE) before an apply_patch and copy its context lines verbatim from them; one precise patch beats retrying a guess.",
  ],
  defaults: {},
});
