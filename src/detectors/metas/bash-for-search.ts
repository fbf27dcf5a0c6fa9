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
  byFormat: {
    // Codex's tools for files are shell commands, and its instructions make rg, rg --files, sed -n and nl -ba the way to use them
    codex: {
      title: 'Recursive grep, find or ls -R where rg does the job',
      fires:
        'a shell command runs a recursive grep (-r, -R, --recursive, or grep over a folder), a find by name or path (-name, -iname, -path, -regex) or ls -R',
      tip: 'Search with rg and list files with rg --files instead of a recursive grep, find -name or ls -R.',
      rationale:
        'rg is much faster than grep and find, skips ignored and binary files and names the file and line of each match; ' +
        'a recursive grep, find or ls -R walks every folder, build output and dependencies included, into the context.',
      example: 'Shell `grep -rn "def login" .` or `find . -name "*.py"` instead of `rg -n "def login"` or `rg --files -g "*.py"`.',
    },
  },
  defaults: {},
});
