/** The meta of the exploration delegation pattern (src/delegation/patterns/exploration.ts): plain data, loadable without its match. */
import type { DelegationPatternMeta } from '../define.js';

const meta: DelegationPatternMeta = {
  id: 'exploration',
  title: 'Exploring the codebase in the main thread',
  tip: 'Delegate exploring more than a few files to a sub-agent (Task/Agent tool, subagent_type "Explore") and keep only its summary in the main context.',
  // the block's line before ("In N sessions you <situation>; <tip>") and tool_patterns.json's tip before
  shownBefore: [
    'explored 5+ files in a row; delegate exploration to a sub-agent (Task, subagent_type "Explore") and keep only its summary',
    'Delegate exploration: delegate exploration to a sub-agent (Task, subagent_type "Explore") and keep only its summary.',
  ],
  rationale:
    'Every file read and every search result stays in the main context for the rest of the session; ' +
    'a sub-agent reads them in its own context and returns a short summary.',
  example: 'Read src/auth/routes.py, Grep "token", Read src/auth/middleware.py, Read src/auth/models.py, Glob src/auth/*.py — five lookups in seven calls.',
  confidences: { '0.9': '≥5 of the last 7 calls are lookups', '0.7': '≥3 of the last 5', '0.5': '2 of the last 3' },
  subagentType: 'Explore',
  prompt: {
    lead: 'Explore {goal} and report what you find.',
    asks: ['Overview of what this code does', 'Key components and how they relate', 'Anything surprising or broken'],
    filesHeading: 'Files looked at so far:',
  },
  description: 'Explore {goal}',
};

export default meta;
