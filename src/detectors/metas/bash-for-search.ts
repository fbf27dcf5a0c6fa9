/** The meta of bash-for-search (src/detectors/bash-for-search.ts): plain data, loadable without the detector. */
import { defineDetectorMeta } from '../types.js';

export default defineDetectorMeta({
  id: 'bash-for-search',
  title: 'Shell used to search or read files',
  fires:
    'a Bash command runs grep, egrep, fgrep, rg, ag, ack, find, cat, head or tail on a file or folder (in a command substitution too; ' +
    'not only on a pipe, not a write such as cat > f, not a cat, head or tail piped into a program that processes its output such as jq, ' +
    'and not a find that lists folders or acts on what it finds)',
  tip: 'Use the dedicated Grep, Glob and Read tools instead of grep, find, cat, head or tail in Bash.',
  rationale: 'The dedicated tools return structured, size-limited results the harness can track; shell output is unbounded and must be re-read.',
  example: 'Bash `grep -rn "def login" src/` or `cat src/auth/models.py`.',
  defaults: {},
});
