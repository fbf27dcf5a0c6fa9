/**
 * Gemini CLI's profile: its chats' place (`~/.gemini/tmp/<project>/chats/`, the home folder being
 * `$GEMINI_CLI_HOME` when set: packages/core/src/utils/paths.ts `homedir()`), which of its files are chats, and
 * its tips in the words of its tools — read_file, grep_search, glob, run_shell_command, replace, write_file and
 * invoke_agent (its sub-agents, e.g. codebase_investigator and generalist).
 */
import { join, resolve } from 'node:path';
import { defineAgent } from '../agent-profile.js';
import type { ToolKinds } from './tool-call.js';

/** Gemini CLI's tools per canonical kind (packages/core/src/tools/definitions/base-declarations.ts, tool-names.ts). */
export const GEMINI_TOOL_KINDS: ToolKinds = new Map([
  ['read_file', 'Read'],
  ['grep_search', 'Grep'],
  // the grep tool's name before it became grep_search (TOOL_LEGACY_ALIASES)
  ['search_file_content', 'Grep'],
  ['glob', 'Glob'],
  ['run_shell_command', 'Bash'],
  ['replace', 'Edit'],
  ['write_file', 'Write'],
  // sub-agents: one tool for all of them (AGENT_TOOL_NAME), the one before it, and the built-in agents that were tools of their own
  ['invoke_agent', 'Task'],
  ['delegate_to_agent', 'Task'],
  ['codebase_investigator', 'Task'],
  ['generalist', 'Task'],
  ['cli_help', 'Task'],
]);

export const geminiCliAgent = defineAgent({
  id: 'gemini-cli',
  title: 'Gemini CLI',
  /** `$GEMINI_CLI_HOME/.gemini/tmp` (relative: from the home folder), else `~/.gemini/tmp`, on every platform. */
  locations: ({ env, homeDir }) => [
    env.GEMINI_CLI_HOME !== undefined && env.GEMINI_CLI_HOME !== ''
      ? { path: join(resolve(homeDir, env.GEMINI_CLI_HOME), '.gemini', 'tmp'), source: 'Gemini CLI, $GEMINI_CLI_HOME' }
      : { path: join(homeDir, '.gemini', 'tmp'), source: 'Gemini CLI' },
  ],
  // a chat: `session-<time>-<id8>.json(l)` in a project's `chats` folder, or a sub-agent's `<id>.jsonl` in its parent's folder there
  documents: [/(?:^|\/)\.gemini\/tmp\/[^/]+\/chats\/(?:session-[^/]+\.jsonl?|[^/]+\/[^/]+\.jsonl)$/],
  tools: { read: 'read_file', search: 'grep_search', find: 'glob', shell: 'run_shell_command', edit: 'replace', delegate: 'invoke_agent' },
  words: {
    'bash-for-search': {
      fires:
        'a run_shell_command runs grep, egrep, fgrep, rg, ag, ack, find, cat, head or tail on a file or folder (in a command substitution too; ' +
        'not only on a pipe, not a write such as cat > f, not a cat, head or tail piped into a program that processes its output such as jq, ' +
        'and not a find that lists folders or acts on what it finds)',
      tip: 'Use the grep_search, glob and read_file tools instead of grep, find, cat, head or tail in run_shell_command.',
      example: 'run_shell_command `grep -rn "def login" src/` or `cat src/auth/models.py`.',
    },
    'edit-retry': {
      title: 'Failed replace retried at once',
      fires: 'a replace or write_file fails on its own (old_string not found, the file changed) and the first call after its message edits the same file again',
      tip: 'Read the exact lines with read_file before a replace and copy old_string verbatim from them; one precise replace beats retrying a guess.',
      rationale: 'A failed replace sends its whole old and new text for nothing, and the retry often fails the same way.',
      example: 'replace in src/app.ts fails with "Failed to edit, 0 occurrences found for old_string", and the next call is another replace in src/app.ts.',
    },
    'grep-then-read-same': {
      title: 'grep_search a file, then read_file it whole',
      fires: 'a read_file of file F, with no line range, comes within {within} calls after a grep_search whose path is exactly F',
      tip: 'After a grep_search of one file, use the lines it returned instead of reading the whole file again with read_file.',
      rationale: 'The grep_search already found the lines that matter; reading the entire file afterwards repeats them and adds everything else.',
      example: 'grep_search "refresh_token" in src/auth/tokens.py, then read_file src/auth/tokens.py without start_line or end_line.',
    },
    'read-without-limit': {
      title: 'Whole-file read_file after a search',
      fires:
        'a read_file with no line range of a file that a grep_search searched or named in the {lookback} calls before ' +
        '(files of more than {minLines} lines, where the log tells)',
      tip: 'When a search already located the lines you need, call read_file with start_line and end_line rather than reading the whole file.',
      example: 'grep_search "parse_config" finds src/config.py:412, then read_file src/config.py (1,800 lines) without start_line or end_line.',
    },
    'repeated-glob': {
      title: 'The same glob twice',
      fires: 'a glob repeats an earlier glob of the stream with the same pattern and folder',
      tip: 'Reuse the result of a glob you already ran, or use one broader pattern, instead of running the same glob again.',
      rationale: 'An identical glob returns the same file list; the second call only adds a round trip and tokens.',
      example: 'glob "**/*.py" early in the task, then glob "**/*.py" again a few steps later.',
    },
    'repeated-read': {
      tip: 'Lines you already read stay in context until the file changes; read again only what a replace changed.',
      example: 'read_file src/app.ts, then read_file it again twice without any replace in between.',
    },
    'sequential-reads': {
      fires:
        '{window} calls hold ≥{minReads} read_file calls of distinct files, with no grep_search or glob (or searching run_shell_command) in them or the {searchLookback} calls before',
      tip: 'Search with grep_search (or glob) first, then read_file only the files that match, instead of reading files one by one.',
      example: 'read_file a.py, read_file b.py, read_file c.py looking for where a function is defined, with no grep_search before.',
    },
    exploration: {
      tip: 'Delegate exploring more than a few files to a sub-agent (invoke_agent with agent_name "codebase_investigator") and keep only its report in the main context.',
      example:
        'read_file src/auth/routes.py, grep_search "token", read_file src/auth/middleware.py, read_file src/auth/models.py, glob src/auth/*.py — five lookups in seven calls.',
    },
    implementation: {
      tip: 'Hand changes across several files to a sub-agent (invoke_agent with agent_name "generalist") with the files, the goal and the test command.',
      example: 'read_file a.py, replace in a.py, read_file b.py, replace in b.py, replace in c.py — three edits to three files in five calls.',
    },
    debugging: {
      tip: 'Give a failing test run to a sub-agent (invoke_agent with agent_name "generalist") with the test command, and keep its output out of the main context.',
      example: 'run_shell_command "npm test" (exit 1), read_file src/parser.ts, replace in src/parser.ts — a failure followed by two fixes.',
    },
    refactoring: {
      tip: 'Give a refactoring to a sub-agent (invoke_agent with agent_name "generalist") that keeps behaviour unchanged and runs the tests before reporting back.',
      example: 'replace in utils.py, read_file utils.py, replace in utils.py, replace in helpers.py — three edits to two files in six calls.',
    },
    'solo-streak': {
      fires:
        'the main thread makes N calls in a row without an invoke_agent call (N = tip_miner.solo_streak_threshold, 2 by default); ' +
        "the advisory fires once per streak (with tip_miner.solo_streak_min_tokens set, only once the streak's tool results reach that many tokens)",
      tip: 'Keep the main session for quick reads, planning and launching agents; delegate implementation, analysis and multi-step work to a sub-agent with invoke_agent.',
      example: 'read_file, grep_search, replace, run_shell_command in the main thread with no invoke_agent call in between: a streak of 4.',
    },
  },
  features: { humanTurns: true, tokens: true, subagents: true },
  reader: async () => (await import('./index.js')).geminiCliFormat,
});
