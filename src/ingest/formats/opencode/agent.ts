/**
 * OpenCode's profile (sst/opencode, now anomalyco/opencode): its data folder, `$XDG_DATA_HOME/opencode` or
 * `~/.local/share/opencode` on every platform (global/index.ts uses the xdg-basedir package, which has no
 * platform branch), holding the SQLite database of current versions and the `storage/` JSON files of older
 * ones; its tips in the words of its own tools — read, grep, glob, bash, edit, write, apply_patch and task
 * (sub-agents `general` and `explore`), all lower case, with camel-case inputs (`filePath`, `oldString`).
 */
import { isAbsolute, join, resolve } from 'node:path';
import { defineAgent, slashPath, type LogLocation } from '../agent-profile.js';

/**
 * `opencode.db`, or `opencode-<channel>.db` of a build of another channel (storage/db.ts `getChannelPath`); not
 * one in Kilo Code's data folder (`kilo/opencode-<channel>.db`, a Kilo dev build's database: kilo-code/agent.ts).
 */
const DATABASE = /(?:^|\/)(?:opencode|(?<!(?:^|\/)kilo\/)opencode-[A-Za-z0-9._-]+)\.db$/;
/**
 * `storage/session/<projectID>/ses_….json`; not the per-project `session/info|message|part` layout before it, nor
 * Kilo Code's (`kilo/storage/…`, the same layout in Kilo's data folder).
 */
const SESSION_FILE = /(?:^|\/)(?<!(?:^|\/)kilo\/)storage\/session\/(?!info\/|message\/|part\/)[^/]+\/ses_[^/]+\.json$/;

export const opencodeAgent = defineAgent({
  id: 'opencode',
  title: 'OpenCode',
  /**
   * The database and the older JSON sessions in the data folder (`$XDG_DATA_HOME/opencode`, relative from the
   * home folder, else `~/.local/share/opencode`), and `$OPENCODE_DB` (relative: from the data folder) when it
   * names a database by OpenCode's own file name.
   */
  locations: ({ env, homeDir }) => {
    const xdg = env.XDG_DATA_HOME !== undefined && env.XDG_DATA_HOME !== '';
    const data = xdg ? join(resolve(homeDir, env.XDG_DATA_HOME ?? ''), 'opencode') : join(homeDir, '.local', 'share', 'opencode');
    const source = xdg ? 'OpenCode, $XDG_DATA_HOME' : 'OpenCode';
    const places: LogLocation[] = [];
    const custom = env.OPENCODE_DB;
    if (custom !== undefined && custom !== '' && custom !== ':memory:') {
      const path = isAbsolute(custom) ? custom : join(data, custom);
      if (DATABASE.test(slashPath(path))) places.push({ path, source: 'OpenCode, $OPENCODE_DB' });
    }
    places.push({ path: join(data, 'opencode.db'), source }, { path: join(data, 'storage', 'session'), source });
    return places;
  },
  documents: [DATABASE, SESSION_FILE],
  tools: { read: 'read', search: 'grep', find: 'glob', shell: 'bash', edit: 'edit', delegate: 'task' },
  words: {
    'bash-for-search': {
      fires:
        'a bash command runs grep, egrep, fgrep, rg, ag, ack, find, cat, head or tail on a file or folder (in a command substitution too; ' +
        'not only on a pipe, not a write such as cat > f, not a cat, head or tail piped into a program that processes its output such as jq, ' +
        'and not a find that lists folders or acts on what it finds)',
      tip: 'Use the grep, glob and read tools instead of grep, find, cat, head or tail in bash.',
      example: 'bash `grep -rn "def login" src/` or `cat src/auth/models.py`.',
    },
    'edit-retry': {
      fires: 'an edit/write fails on its own (oldString not found, file not read first) and the first call after its message edits the same file again',
      tip: 'Before editing, look at the exact lines with the read tool and copy oldString verbatim from them; one precise edit beats retrying a guess.',
      example: 'edit of src/app.ts fails with "oldString not found in content", and the next call is another edit of src/app.ts.',
    },
    'grep-then-read-same': {
      title: 'grep a file, then read it whole',
      fires: 'a read of file F, with neither offset nor limit, comes within {within} calls after a grep whose path is exactly F',
      // OpenCode's grep has no context option: the lines around its matches come from read with offset and limit
      tip: 'After a grep of one file, read only the lines around its matches (read with offset and limit) instead of the whole file.',
      rationale: 'The grep already found the lines that matter; reading the entire file afterwards repeats them and adds everything else.',
      example: 'grep "refresh_token" in src/auth/tokens.py, then read src/auth/tokens.py without offset or limit.',
    },
    'read-without-limit': {
      title: 'Whole-file read after a search',
      fires:
        'a read with neither offset nor limit of a file that a grep searched or named in the {lookback} calls before ' +
        '(files of more than {minLines} lines, where the log tells)',
      tip: 'When a search already located the lines you need, read with offset and limit rather than reading the whole file.',
      example: 'grep "parse_config" finds src/config.py:412, then read src/config.py (1,800 lines) without offset or limit.',
    },
    'repeated-glob': {
      title: 'The same glob twice',
      fires: 'a glob repeats an earlier glob of the stream with the same pattern and path',
      tip: 'Reuse the result of a glob you already ran, or use one broader pattern, instead of running the same glob again.',
      rationale: 'An identical glob returns the same file list; the second call only adds a round trip and tokens.',
      example: 'glob "**/*.py" early in the task, then glob "**/*.py" again a few steps later.',
    },
    'repeated-read': {
      tip: 'Lines you already read stay in context until the file changes; re-read only what an edit changed.',
      example: 'read src/app.ts, then read it again twice without any edit in between.',
    },
    'sequential-reads': {
      fires: '{window} calls hold ≥{minReads} reads of distinct files, with no grep/glob (or searching bash) in them or the {searchLookback} calls before',
      tip: 'Search with grep (or glob) first, then read only the files that match, instead of reading files one by one.',
      example: 'read a.py, read b.py, read c.py looking for where a function is defined, with no grep before.',
    },
    debugging: {
      tip: 'Give a failing test run to a sub-agent (task tool, subagent_type "general") with the test command, and keep its output out of the main context.',
      example: 'bash "npm test" (exit 1), read src/parser.ts, edit src/parser.ts — a failure followed by two fixes.',
      subagentType: 'general',
    },
    exploration: {
      tip: 'Delegate exploring more than a few files to a sub-agent (task tool, subagent_type "explore") and keep only its summary in the main context.',
      example: 'read src/auth/routes.py, grep "token", read src/auth/middleware.py, read src/auth/models.py, glob src/auth/*.py — five lookups in seven calls.',
      subagentType: 'explore',
    },
    implementation: {
      tip: 'Hand changes across several files to a sub-agent (task tool, subagent_type "general") with the files, the goal and the test command.',
      example: 'read a.py, edit a.py, read b.py, edit b.py, edit c.py — three edits to three files in five calls.',
      subagentType: 'general',
    },
    refactoring: {
      tip: 'Give a refactoring to a sub-agent (task tool, subagent_type "general") that keeps behaviour unchanged and runs the tests before reporting back.',
      example: 'edit utils.py, read utils.py, edit utils.py, edit helpers.py — three edits to two files in six calls.',
      subagentType: 'general',
    },
    'solo-streak': {
      fires:
        'the main thread makes N calls in a row without a task call (N = tip_miner.solo_streak_threshold, 2 by default); the advisory fires once per streak',
      example: 'read, grep, edit, bash in the main thread with no task call in between: a streak of 4.',
      tip: 'Keep the main session for quick reads, planning and launching agents; delegate implementation, analysis and multi-step work to a sub-agent via the task tool.',
    },
  },
  features: { humanTurns: true, tokens: true, subagents: true },
  reader: async () => (await import('./index.js')).opencodeFormat,
});
