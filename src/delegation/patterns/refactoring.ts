/**
 * refactoring: repeated edits to the same few files — ≥3 edits to ≤2 files in the last 6 calls (0.9),
 * ≥2 edits to files of one folder (0.7). Checked last, so it speaks only when implementation did not.
 */
import { posix } from 'node:path';
import type { DelegationCall } from '../types.js';
import { countLast, defineDelegationPattern, distinctFiles, lastCalls } from './define.js';

const isEdit = (call: DelegationCall): boolean => call.role === 'edit';

export default defineDelegationPattern({
  meta: {
    id: 'refactoring',
    title: 'Refactoring in the main thread',
    situation: 'refactored the same files edit after edit',
    tip: 'give a refactoring to a sub-agent (Task, subagent_type "general-purpose") that keeps behaviour unchanged and runs the tests before reporting back',
    // Codex has no sub-agent tool to hand the work to
    tipByFormat: { codex: null },
    rationale:
      'Edit after edit to the same files keeps their old and new contents in the main context; ' +
      'a sub-agent can restructure them and return a summary of the change.',
    example: 'Edit utils.py, Read utils.py, Edit utils.py, Edit helpers.py — three edits to two files in six calls.',
    confidences: { '0.9': '≥3 edits to ≤2 files in the last 6 calls', '0.7': '≥2 edits to files in one folder' },
    subagentType: 'general-purpose',
    prompt: {
      lead: 'Refactor {goal} without changing its behaviour.',
      asks: ['Improve the structure and readability', 'Keep the existing behaviour', 'Run the tests to confirm nothing broke', 'Report what changed'],
      filesHeading: 'Files to refactor:',
    },
    description: 'Refactor {goal}',
  },
  match(window) {
    if (countLast(window, 6, isEdit) < 2) return undefined;
    const edits = lastCalls(window, 6).filter(isEdit);
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
