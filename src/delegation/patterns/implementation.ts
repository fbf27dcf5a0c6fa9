/**
 * implementation: edits pile up in the main thread — ≥3 edits to ≥2 files in the last 5 calls (0.9),
 * ≥2 edits in the last 5 (0.7), one edit after ≥2 Reads in the last 5 (0.5). Only edits of code count:
 * the agent's own files (plans, CLAUDE.md) and documentation are no implementation work (work-files.ts).
 */
import { countLast, defineDelegationPattern, distinctFiles, isCodebaseRead, isWorkEdit, lastCalls } from './define.js';
import meta from './metas/implementation.js';

export default defineDelegationPattern({
  meta,
  match(window) {
    if (countLast(window, 5, isWorkEdit) === 0) return undefined;
    const recent = lastCalls(window, 5);
    const edits = recent.filter(isWorkEdit);
    const editedFiles = distinctFiles(edits);
    if (edits.length >= 3 && editedFiles.length >= 2) {
      return {
        pattern: 'implementation',
        confidence: 0.9,
        calls: edits,
        description: `${edits.length} edits to ${editedFiles.length} files in the last 5 calls`,
      };
    }
    if (edits.length >= 2) return { pattern: 'implementation', confidence: 0.7, calls: edits, description: `${edits.length} edits in the last 5 calls` };
    // fewer than two edits here: one, or none
    const [edit] = edits;
    if (edit === undefined) return undefined;
    const editAt = recent.indexOf(edit);
    const readsBefore = recent.slice(0, editAt).filter(isCodebaseRead);
    if (readsBefore.length < 2) return undefined;
    return {
      pattern: 'implementation',
      confidence: 0.5,
      calls: [...readsBefore, edit],
      description: `1 edit after ${readsBefore.length} reads in the last 5 calls`,
    };
  },
});
