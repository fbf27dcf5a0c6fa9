/**
 * GitHub Copilot CLI's profile: its session logs' place, and its tips in the words of its own tools — `view`
 * reads (a `view_range` bounds it), `grep` searches contents (`rg` for GPT models), `glob` finds files, `bash`
 * (`powershell` on Windows) runs commands, `edit` changes a file (`old_str`/`new_str`; GPT models patch with
 * `apply_patch`), `task` starts a sub-agent (`agent_type` "explore", "general-purpose", …).
 */
import { join, resolve } from 'node:path';
import { defineAgent } from '../agent-profile.js';

const DELEGATE = 'task tool, agent_type "general-purpose"';

export const copilotCliAgent = defineAgent({
  id: 'copilot-cli',
  title: 'GitHub Copilot CLI',
  /** `$COPILOT_HOME/session-state` (relative: from the home folder), else `~/.copilot/session-state` (Windows: `%USERPROFILE%\.copilot`). */
  locations: ({ env, homeDir }) => [
    env.COPILOT_HOME !== undefined && env.COPILOT_HOME !== ''
      ? { path: join(resolve(homeDir, env.COPILOT_HOME), 'session-state'), source: 'GitHub Copilot CLI, $COPILOT_HOME' }
      : { path: join(homeDir, '.copilot', 'session-state'), source: 'GitHub Copilot CLI' },
  ],
  tools: { read: 'view', search: 'grep', find: 'glob', shell: 'bash', edit: 'edit', delegate: 'task' },
  delegateTypeField: 'agent_type',
  words: {
    'bash-for-search': {
      fires:
        'a bash or powershell command runs grep, egrep, fgrep, rg, ag, ack, find, cat, head or tail on a file or folder (in a command substitution too; ' +
        'not only on a pipe, not a write such as cat > f, not a cat, head or tail piped into a program that processes its output such as jq, ' +
        'and not a find that lists folders or acts on what it finds)',
      tip: "Use Copilot's own grep, glob and view tools instead of running grep, find, cat, head or tail through the bash tool.",
      example: 'bash `grep -rn "def login" src/` or `cat src/auth/models.py`.',
    },
    'edit-retry': {
      fires: 'an edit or create fails on its own (old_str not found, file not viewed first) and the first call after its message edits the same file again',
      tip: 'View the exact lines before editing and copy old_str verbatim from them; one precise edit beats retrying a guess.',
      example: 'edit of src/app.ts fails because its old_str is not in the file, and the next call is another edit of src/app.ts.',
    },
    'grep-then-read-same': {
      title: 'grep a file, then view it whole',
      fires: 'a view of file F, without view_range, comes within {within} calls after a grep whose path is exactly F',
      tip: 'After a grep of one file, use its output with -C N context lines instead of viewing the whole file again.',
      rationale: 'The grep already found the lines that matter; viewing the entire file afterwards repeats them and adds everything else.',
      example: 'grep "refresh_token" in src/auth/tokens.py, then view src/auth/tokens.py without view_range.',
    },
    'read-without-limit': {
      title: 'Whole-file view after a search',
      fires:
        'a view without view_range of a file that a grep searched or named in the {lookback} calls before (files of more than {minLines} lines, where the log tells)',
      tip: 'When a search already located the lines you need, view them with view_range (or grep with -C) rather than viewing the whole file.',
      rationale: 'A long file viewed in full after a search fills the context with lines the search showed were not needed.',
      example: 'grep "parse_config" finds src/config.py:412, then view src/config.py (1,800 lines) without view_range.',
    },
    'repeated-glob': {
      title: 'The same glob twice',
      fires: 'a glob repeats an earlier glob of the stream with the same pattern and path',
      tip: 'Reuse the result of a glob you already ran, or use one broader pattern, instead of running the same glob again.',
      rationale: 'An identical glob returns the same file list; the second call only adds a round trip and tokens.',
      example: 'glob "**/*.py" early in the task, then glob "**/*.py" again a few steps later.',
    },
    'repeated-read': {
      tip: 'Lines you already viewed stay in context until the file changes; view again only what an edit changed.',
      example: 'view src/app.ts, then view it again twice without any edit in between.',
    },
    'sequential-reads': {
      title: 'Sequential views without a search',
      fires:
        '{window} calls hold ≥{minReads} views of distinct files, with no grep or glob (or searching bash command) in them or the {searchLookback} calls before',
      tip: 'Search with grep (or glob) first, then view only the files that match, instead of viewing files one by one.',
      rationale: 'Viewing several files in a row to find something loads every one of them into context; a search returns only the matching lines.',
      example: 'view a.py, view b.py, view c.py looking for where a function is defined, with no grep before.',
    },
    exploration: {
      tip: 'Delegate exploring more than a few files to a sub-agent (task tool, agent_type "explore") and keep only its summary in the main context.',
      example: 'view src/auth/routes.py, grep "token", view src/auth/middleware.py, view src/auth/models.py, glob src/auth/*.py — five lookups in seven calls.',
      subagentType: 'explore',
    },
    debugging: {
      tip: `Give a failing test run to a sub-agent (${DELEGATE}) with the test command, and keep its output out of the main context.`,
      example: 'bash "npm test" (exit 1), view src/parser.ts, edit src/parser.ts — a failure followed by two fixes.',
    },
    implementation: {
      tip: `Hand changes across several files to a sub-agent (${DELEGATE}) with the files, the goal and the test command.`,
      example: 'view a.py, edit a.py, view b.py, edit b.py, edit c.py — three edits to three files in five calls.',
    },
    refactoring: {
      tip: `Give a refactoring to a sub-agent (${DELEGATE}) that keeps behaviour unchanged and runs the tests before reporting back.`,
      example: 'edit utils.py, view utils.py, edit utils.py, edit helpers.py — three edits to two files in six calls.',
    },
    'solo-streak': {
      fires:
        'the main thread makes N calls in a row without a task call (N = tip_miner.solo_streak_threshold, 2 by default); ' +
        "the advisory fires once per streak (with tip_miner.solo_streak_min_tokens set, only once the streak's tool results reach that many tokens)",
      tip: 'Keep the main session for quick reads, planning and launching agents; delegate implementation, analysis and multi-step work to a sub-agent via the task tool.',
      example: 'view, grep, edit, bash in the main thread with no task call in between: a streak of 4.',
    },
  },
  features: { humanTurns: true, tokens: true, subagents: true },
  reader: async () => (await import('./index.js')).copilotCliFormat,
});
