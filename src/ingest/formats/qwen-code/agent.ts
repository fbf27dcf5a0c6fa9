/**
 * Qwen Code's profile (a fork of Gemini CLI): its chats' place, `<runtime dir>/projects/<project>/chats/<session
 * id>.jsonl` (packages/core/src/config/storage.ts: the runtime dir is `$QWEN_RUNTIME_DIR`, else `$QWEN_HOME`, else
 * `~/.qwen`), and its tips in the words of its tools — read_file, grep_search, glob, run_shell_command, edit,
 * write_file and agent (its sub-agents; `task` before).
 */
import { isAbsolute, join, resolve } from 'node:path';
import type { LogLocation } from '../agent-profile.js';
import { defineAgent } from '../agent-profile.js';
import type { ToolKinds } from '../gemini-cli/tool-call.js';

/** Qwen Code's tools per canonical kind (packages/core/src/tools/tool-names.ts `ToolNames`, `ToolNamesMigration`). */
export const QWEN_TOOL_KINDS: ToolKinds = new Map([
  ['read_file', 'Read'],
  ['grep_search', 'Grep'],
  ['search_file_content', 'Grep'],
  ['glob', 'Glob'],
  ['run_shell_command', 'Bash'],
  ['edit', 'Edit'],
  ['replace', 'Edit'],
  ['write_file', 'Write'],
  ['agent', 'Task'],
  ['task', 'Task'],
]);

/** A folder a variable names: `~` is the home folder, a relative one is taken from the home folder. */
function folderOf(homeDir: string, value: string): string {
  if (value === '~' || value.startsWith('~/') || value.startsWith('~\\')) return join(homeDir, value.slice(2));
  return isAbsolute(value) ? value : resolve(homeDir, value);
}

export const qwenCodeAgent = defineAgent({
  id: 'qwen-code',
  title: 'Qwen Code',
  /** `$QWEN_RUNTIME_DIR/projects`, else `$QWEN_HOME/projects`, then `~/.qwen/projects` (where versions without these variables write). */
  locations: ({ env, homeDir }) => {
    const places: LogLocation[] = [];
    const runtime = env.QWEN_RUNTIME_DIR;
    const home = env.QWEN_HOME;
    if (runtime !== undefined && runtime !== '') places.push({ path: join(folderOf(homeDir, runtime), 'projects'), source: 'Qwen Code, $QWEN_RUNTIME_DIR' });
    else if (home !== undefined && home !== '') places.push({ path: join(folderOf(homeDir, home), 'projects'), source: 'Qwen Code, $QWEN_HOME' });
    places.push({ path: join(homeDir, '.qwen', 'projects'), source: 'Qwen Code' });
    return places;
  },
  tools: { read: 'read_file', search: 'grep_search', find: 'glob', shell: 'run_shell_command', edit: 'edit', delegate: 'agent' },
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
      title: 'Failed edit retried at once',
      fires:
        'an edit or write_file fails on its own (old_string not found, the file not read first) and the first call after its message edits the same file again',
      tip: 'Read the exact lines with read_file before an edit and copy old_string verbatim from them; one precise edit beats retrying a guess.',
      example: 'edit of src/app.ts fails with "Failed to edit, could not find the string to replace.", and the next call is another edit of src/app.ts.',
    },
    'grep-then-read-same': {
      title: 'grep_search a file, then read_file it whole',
      fires: 'a read_file of file F, with neither offset nor limit, comes within {within} calls after a grep_search whose path is exactly F',
      tip: 'After a grep_search of one file, use the lines it returned instead of reading the whole file again with read_file.',
      rationale: 'The grep_search already found the lines that matter; reading the entire file afterwards repeats them and adds everything else.',
      example: 'grep_search "refresh_token" in src/auth/tokens.py, then read_file src/auth/tokens.py without offset or limit.',
    },
    'read-without-limit': {
      title: 'Whole-file read_file after a search',
      fires:
        'a read_file with neither offset nor limit of a file that a grep_search searched or named in the {lookback} calls before ' +
        '(files of more than {minLines} lines, where the log tells)',
      tip: 'When a search already located the lines you need, call read_file with offset and limit rather than reading the whole file.',
      example: 'grep_search "parse_config" finds src/config.py:412, then read_file src/config.py (1,800 lines) without offset or limit.',
    },
    'repeated-glob': {
      title: 'The same glob twice',
      fires: 'a glob repeats an earlier glob of the stream with the same pattern and path',
      tip: 'Reuse the result of a glob you already ran, or use one broader pattern, instead of running the same glob again.',
      rationale: 'An identical glob returns the same file list; the second call only adds a round trip and tokens.',
      example: 'glob "**/*.py" early in the task, then glob "**/*.py" again a few steps later.',
    },
    'repeated-read': {
      tip: 'Lines you already read stay in context until the file changes; read again only what an edit changed.',
      example: 'read_file src/app.ts, then read_file it again twice without any edit in between.',
    },
    'sequential-reads': {
      fires:
        '{window} calls hold ≥{minReads} read_file calls of distinct files, with no grep_search or glob (or searching run_shell_command) in them or the {searchLookback} calls before',
      tip: 'Search with grep_search (or glob) first, then read_file only the files that match, instead of reading files one by one.',
      example: 'read_file a.py, read_file b.py, read_file c.py looking for where a function is defined, with no grep_search before.',
    },
    exploration: {
      tip: 'Delegate exploring more than a few files to a sub-agent (the agent tool) and keep only its summary in the main context.',
      example:
        'read_file src/auth/routes.py, grep_search "token", read_file src/auth/middleware.py, read_file src/auth/models.py, glob src/auth/*.py — five lookups in seven calls.',
    },
    implementation: {
      tip: 'Hand changes across several files to a sub-agent (the agent tool) with the files, the goal and the test command.',
      example: 'read_file a.py, edit a.py, read_file b.py, edit b.py, edit c.py — three edits to three files in five calls.',
    },
    debugging: {
      tip: 'Give a failing test run to a sub-agent (the agent tool) with the test command, and keep its output out of the main context.',
      example: 'run_shell_command "npm test" (exit 1), read_file src/parser.ts, edit src/parser.ts — a failure followed by two fixes.',
    },
    refactoring: {
      tip: 'Give a refactoring to a sub-agent (the agent tool) that keeps behaviour unchanged and runs the tests before reporting back.',
      example: 'edit utils.py, read_file utils.py, edit utils.py, edit helpers.py — three edits to two files in six calls.',
    },
    'solo-streak': {
      fires:
        'the main thread makes N calls in a row without an agent call (N = tip_miner.solo_streak_threshold, 2 by default); ' +
        "the advisory fires once per streak (with tip_miner.solo_streak_min_tokens set, only once the streak's tool results reach that many tokens)",
      tip: 'Keep the main session for quick reads, planning and launching agents; delegate implementation, analysis and multi-step work to a sub-agent with the agent tool.',
      example: 'read_file, grep_search, edit, run_shell_command in the main thread with no agent call in between: a streak of 4.',
    },
  },
  features: { humanTurns: true, tokens: true, subagents: false },
  reader: async () => (await import('./index.js')).qwenCodeFormat,
});
