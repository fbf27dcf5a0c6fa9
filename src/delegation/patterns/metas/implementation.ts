/** The meta of the implementation delegation pattern (src/delegation/patterns/implementation.ts): plain data, loadable without its match. */
import type { DelegationPatternMeta } from '../define.js';

const meta: DelegationPatternMeta = {
  id: 'implementation',
  title: 'Implementing across files in the main thread',
  tip: 'Hand changes across several files to a sub-agent (Task/Agent tool, subagent_type "general-purpose") with the files, the goal and the test command.',
  // the block's line before ("In N sessions you <situation>; <tip>") and tool_patterns.json's tip before
  shownBefore: [
    'made 3+ edits across files within 5 calls; hand multi-file changes to a sub-agent (Task, subagent_type "general-purpose") with the files, the goal and the test command',
    'Delegate implementation: hand multi-file changes to a sub-agent (Task, subagent_type "general-purpose") with the files, the goal and the test command.',
  ],
  rationale:
    'Implementation work fills the main context with file contents and diffs that the planning thread does not need; ' +
    'a sub-agent makes the change and reports what it did.',
  example: 'Read a.py, Edit a.py, Read b.py, Edit b.py, Edit c.py — three edits to three files in five calls.',
  confidences: {
    '0.9': "≥3 edits of code to ≥2 files in the last 5 calls (documentation and the agent's own files, its plans and CLAUDE.md, are no code)",
    '0.7': '≥2 edits of code in the last 5',
    '0.5': '1 edit of code after ≥2 Reads in the last 5',
  },
  subagentType: 'general-purpose',
  prompt: {
    lead: 'Make the changes needed in {goal}.',
    asks: ['Make the necessary code changes', 'Run the tests to verify them', 'Report what changed and any problem met'],
    filesHeading: 'Files to change:',
  },
  description: 'Change {goal}',
};

export default meta;
