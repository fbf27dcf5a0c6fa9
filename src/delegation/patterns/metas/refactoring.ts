/** The meta of the refactoring delegation pattern (src/delegation/patterns/refactoring.ts): plain data, loadable without its match. */
import type { DelegationPatternMeta } from '../define.js';

const meta: DelegationPatternMeta = {
  id: 'refactoring',
  title: 'Refactoring in the main thread',
  tip: 'Give a refactoring to a sub-agent (Task/Agent tool, subagent_type "general-purpose") that keeps behaviour unchanged and runs the tests before reporting back.',
  // the block's line before ("In N sessions you <situation>; <tip>") and tool_patterns.json's tip before
  shownBefore: [
    'refactored the same files edit after edit; give a refactoring to a sub-agent (Task, subagent_type "general-purpose") that keeps behaviour unchanged and runs the tests before reporting back',
    'Delegate refactoring: give a refactoring to a sub-agent (Task, subagent_type "general-purpose") that keeps behaviour unchanged and runs the tests before reporting back.',
  ],
  rationale:
    'Edit after edit to the same files keeps their old and new contents in the main context; ' +
    'a sub-agent can restructure them and return a summary of the change.',
  example: 'Edit utils.py, Read utils.py, Edit utils.py, Edit helpers.py — three edits to two files in six calls.',
  confidences: { '0.9': '≥3 edits of code to ≤2 files in the last 6 calls', '0.7': '≥2 edits of code to files in one folder' },
  subagentType: 'general-purpose',
  prompt: {
    lead: 'Refactor {goal} without changing its behaviour.',
    asks: ['Improve the structure and readability', 'Keep the existing behaviour', 'Run the tests to confirm nothing broke', 'Report what changed'],
    filesHeading: 'Files to refactor:',
  },
  description: 'Refactor {goal}',
};

export default meta;
