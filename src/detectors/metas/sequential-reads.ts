/** The meta of sequential-reads (src/detectors/sequential-reads.ts): plain data, loadable without the detector. */
import { defineDetectorMeta } from '../types.js';

export default defineDetectorMeta({
  id: 'sequential-reads',
  title: 'Sequential reads without a search',
  fires: '{window} calls hold ≥{minReads} Reads of distinct files, with no Grep/Glob (or searching Bash) in them or the {searchLookback} calls before',
  tip: 'Search with Grep (or Glob) first, then Read only the files that match, instead of reading files one by one.',
  rationale: 'Reading several files in a row to find something loads every one of them into context; a search returns only the matching lines.',
  example: 'Read a.py, Read b.py, Read c.py looking for where a function is defined, with no Grep before.',
  shownBefore: ['Search with rg (or list files with rg --files) first, then print only the files that match, instead of cat-ing files one by one.'],
  defaults: { window: 5, minReads: 3, searchLookback: 5 },
});
