/**
 * implementation: edits pile up in the main thread — ≥3 edits to ≥2 files in the last 5 calls (0.9),
 * ≥2 edits in the last 5 (0.7), one edit after ≥2 Reads in the last 5 (0.5).
 */
import type { DelegationCall } from '../types.js';
import { countLast, defineDelegationPattern, distinctFiles, lastCalls } from './define.js';

const isEdit = (call: DelegationCall): boolean => call.role === 'edit';

export default defineDelegationPattern({
  meta: {
    id: 'implementation',
    title: 'Implementing across files in the main thread',
    situation: 'made 3+ edits across files within 5 calls',
    tip: 'hand multi-file changes to a sub-agent (Task, subagent_type "general-purpose") with the files, the goal and the test command',
    // Codex has no sub-agent tool to hand the work to
    tipByFormat: { codex: null },
    rationale:
      'Implementation work fills the main context with file contents and diffs that the planning thread does not need; ' +
      'a sub-agent makes the change and reports what it did.',
    example: 'Read a.py, Edit a.py, Read b.py, Edit b.py, Edit c.py — three edits to three files in five calls.',
    confidences: { '0.9': '≥3 edits to ≥2 files in the last 5 calls', '0.7': '≥2 edits in the last 5', '0.5': '1 edit after ≥2 Reads in the last 5' },
    subagentType: 'general-purpose',
    prompt: {
      lead: 'Make the changes needed in {goal}.',
      asks: ['Make the necessary code changes', 'Run the tests to verify them', 'Report what changed and any problem met'],
      filesHeading: 'Files to change:',
    },
    description: 'Change {goal}',
  },
  match(window) {
    if (countLast(window, 5, isEdit) === 0) return undefined;
    const recent = lastCalls(window, 5);
    const edits = recent.filter((call) => call.role === 'edit');
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
    const readsBefore = recent.slice(0, editAt).filter((call) => call.tool === 'Read');
    if (readsBefore.length < 2) return undefined;
    return {
      pattern: 'implementation',
      confidence: 0.5,
      calls: [...readsBefore, edit],
      description: `1 edit after ${readsBefore.length} reads in the last 5 calls`,
    };
  },
});
