/**
 * bash-for-search: a Bash command runs grep, egrep, fgrep, rg, ag, ack, find, cat, head or tail on a
 * file or folder operand (lib/search-commands.ts): not only reading a pipe (`npm test | tail -5` does
 * not fire) and, for cat/head/tail, not a write (`cat > f`, `cat <<EOF > f` do not fire). `find` that only
 * acts on files (`-delete`, `-exec rm …`) is no search (real logs clean caches that way). Once per call.
 * No waste figure: the dedicated tool would return about as much.
 */
import { flaggedCommands } from './lib/search-commands.js';
import { defineDetector } from './types.js';
import meta from './metas/bash-for-search.js';

export default defineDetector({
  meta,
  create({ report }) {
    return {
      call(call) {
        if (call.tool !== 'Bash' || typeof call.input.command !== 'string') return;
        if (flaggedCommands(call.input.command).length > 0) report({ evidence: [call] });
      },
    };
  },
});
