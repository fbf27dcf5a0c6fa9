/**
 * bash-for-search: a Bash command runs grep, egrep, fgrep, rg, ag, ack, find, cat, head or tail on a
 * file or folder operand (lib/search-commands.ts): not only reading a pipe (`npm test | tail -5` does
 * not fire) and, for cat/head/tail, not a write (`cat > f`, `cat <<EOF > f` do not fire). `find` that only
 * acts on files (`-delete`, `-exec rm …`) is no search (real logs clean caches that way). Once per call.
 * No waste figure: the dedicated tool would return about as much.
 */
import { flaggedCommands } from './lib/search-commands.js';
import { defineDetector } from './types.js';

export default defineDetector({
  meta: {
    id: 'bash-for-search',
    title: 'Shell used to search or read files',
    fires:
      'a Bash command runs grep, egrep, fgrep, rg, ag, ack, find, cat, head or tail on a file or folder (not only on a pipe, and not a write such as cat > f)',
    tip: 'Use the dedicated Grep, Glob and Read tools instead of grep, find, cat, head or tail in Bash.',
    // Codex's only tool for files is the shell: rg, find and cat are its right tools, so there is nothing to advise
    tipByFormat: { codex: null },
    rationale: 'The dedicated tools return structured, size-limited results the harness can track; shell output is unbounded and must be re-read.',
    example: 'Bash `grep -rn "def login" src/` or `cat src/auth/models.py`.',
    defaults: {},
  },
  create({ report }) {
    return {
      call(call) {
        if (call.tool !== 'Bash' || typeof call.input.command !== 'string') return;
        if (flaggedCommands(call.input.command).length > 0) report({ evidence: [call] });
      },
    };
  },
});
