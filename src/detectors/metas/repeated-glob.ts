/** The meta of repeated-glob (src/detectors/repeated-glob.ts): plain data, loadable without the detector. */
import { defineDetectorMeta } from '../types.js';

export default defineDetectorMeta({
  id: 'repeated-glob',
  title: 'The same Glob twice',
  fires: 'a Glob repeats an earlier Glob of the stream with the same pattern and path',
  tip: 'Reuse the result of a Glob you already ran, or use one broader pattern, instead of running the same Glob again.',
  rationale: 'An identical Glob returns the same file list; the second call only adds a round trip and tokens.',
  example: 'Glob "**/*.py" early in the task, then Glob "**/*.py" again a few steps later.',
  shownBefore: ['Reuse the file list of an rg --files or find you already ran, or use one broader pattern, instead of running the same listing again.'],
  defaults: {},
});
