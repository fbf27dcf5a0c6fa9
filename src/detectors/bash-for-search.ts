/**
 * bash-for-search: a Bash command reads or searches files with the shell where the agent has a better way,
 * by the rule of its agent (lib/search-commands.ts). Where Read, Grep and Glob exist (Claude Code,
 * agent-framework): grep, egrep, fgrep, rg, ag, ack, find, cat, head or tail on a file or folder operand — not
 * only reading a pipe (`npm test | tail -5` does not fire), not a write (`cat > f`, `cat <<EOF > f`), not a read
 * piped into a program that processes it (`cat f | jq .`), not a `find` that lists folders (`-type d`) or acts
 * on what it finds (`-exec`, `-delete`, `| xargs`). In a Codex stream (no such tools; rg, sed -n, cat are its
 * way): only a recursive grep, a find by name or path, and ls -R. Commands inside `$(…)` and backticks count
 * like any other. Once per call. No waste figure: the dedicated tool would return about as much.
 */
import { shellSearchRuleFor } from './lib/search-commands.js';
import { defineDetector } from './types.js';
import meta from './metas/bash-for-search.js';

export default defineDetector({
  meta,
  create({ format, report }) {
    const flaggedCommands = shellSearchRuleFor(format);
    return {
      call(call) {
        if (call.tool !== 'Bash' || typeof call.input.command !== 'string') return;
        if (flaggedCommands(call.input.command).length > 0) report({ evidence: [call] });
      },
    };
  },
});
