/** The meta of the debugging delegation pattern (src/delegation/patterns/debugging.ts): plain data, loadable without its match. */
import type { DelegationPatternMeta } from '../define.js';

const meta: DelegationPatternMeta = {
  id: 'debugging',
  title: 'Debugging a failing test in the main thread',
  tip: 'Give a failing test run to a sub-agent (Task/Agent tool, subagent_type "general-purpose") with the test command, and keep its output out of the main context.',
  // the block's line before ("In N sessions you <situation>; <tip>") and tool_patterns.json's tip before
  shownBefore: [
    'debugged failing tests read by read in the main thread; give a failing test run to a sub-agent (Task, subagent_type "general-purpose") with the test command, and keep its output out of the main context',
    'Delegate debugging: give a failing test run to a sub-agent (Task, subagent_type "general-purpose") with the test command, and keep its output out of the main context.',
  ],
  rationale:
    'Test output and the read-fix-rerun cycle that follows are long and mostly noise for the main thread; ' +
    'a sub-agent can loop until the tests pass and report the root cause.',
  example: 'Bash "npm test" (exit 1), Read src/parser.ts, Edit src/parser.ts — a failure followed by two fixes.',
  confidences: {
    '0.9':
      'a failed test run (one that tested something: not `command not found`, no missing module, script or test file) followed by ≥2 Read/Edit/Write calls (in the last 5)',
    '0.7': 'followed by 1',
    '0.5': 'the failure alone',
  },
  subagentType: 'general-purpose',
  prompt: {
    lead: 'Debug and fix the failing tests of: {test}',
    asks: ['Run the tests and read the full failure output', 'Find the root cause', 'Fix it and re-run until the tests pass', 'Report the cause and the fix'],
    filesHeading: 'Files involved so far:',
  },
  description: 'Fix failing tests',
};

export default meta;
