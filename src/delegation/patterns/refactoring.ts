/**
 * refactoring: repeated edits to the same few files — ≥3 edits to ≤2 files in the last 6 calls (0.9),
 * ≥2 edits to files of one folder (0.7). Checked last, so it speaks only when implementation did not.
 * Only edits of code count (work-files.ts), as for implementation.
 */
import { posix } from 'node:path';
import { countLast, defineDelegationPattern, distinctFiles, isWorkEdit, lastCalls } from './define.js';
import meta from './metas/refactoring.js';

export default defineDelegationPattern({
  meta,
  match(window) {
    if (countLast(window, 6, isWorkEdit) < 2) return undefined;
    const edits = lastCalls(window, 6).filter(isWorkEdit);
    const files = distinctFiles(edits);
    if (edits.length >= 3 && files.length <= 2 && files.length > 0) {
      return {
        pattern: 'refactoring',
        confidence: 0.9,
        calls: edits,
        description: `${edits.length} edits to ${files.length} file${files.length === 1 ? '' : 's'} in the last 6 calls`,
      };
    }
    if (edits.length >= 2 && files.length > 0 && new Set(files.map((file) => posix.dirname(file))).size === 1) {
      return { pattern: 'refactoring', confidence: 0.7, calls: edits, description: `${edits.length} edits to files of one folder in the last 6 calls` };
    }
    return undefined;
  },
});
