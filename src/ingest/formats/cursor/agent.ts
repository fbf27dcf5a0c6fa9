/**
 * Cursor's profile: the agent's transcripts (`~/.cursor/projects`) and the editor's chat database
 * (`<user data>/User/globalStorage/state.vscdb`), and its tips in the words of its tools — Read, Grep, Glob, Shell,
 * StrReplace, Write and Task (docs/log-formats.md, Cursor). Its sub-agents are logged but not linked to the call
 * that started them (neither log says which call), so it has no sub-agent feature; tokens come from the editor's
 * database only, and failed or refused calls too (the transcripts record no result).
 */
import { join, resolve } from 'node:path';
import { defineAgent } from '../agent-profile.js';
import type { Host } from '../../../util/host.js';

/** The editor's chat database, by its path's tail (`/` separators): no other `state.vscdb` (VS Code's own) is taken. */
export const STATE_DB = /\/Cursor\/User\/globalStorage\/state\.vscdb$/;

/** Where Electron keeps Cursor's user data: `%APPDATA%\Cursor`, `~/Library/Application Support/Cursor`, `$XDG_CONFIG_HOME/Cursor` (else `~/.config/Cursor`). */
function editorDatabase({ env, homeDir, platform }: Host): { path: string; source: string } {
  const file = ['Cursor', 'User', 'globalStorage', 'state.vscdb'];
  if (platform === 'win32') {
    const appData = env.APPDATA;
    return appData !== undefined && appData !== ''
      ? { path: join(appData, ...file), source: 'Cursor editor, %APPDATA%' }
      : { path: join(homeDir, 'AppData', 'Roaming', ...file), source: 'Cursor editor' };
  }
  if (platform === 'darwin') return { path: join(homeDir, 'Library', 'Application Support', ...file), source: 'Cursor editor' };
  const config = env.XDG_CONFIG_HOME;
  return config !== undefined && config !== '' && config.startsWith('/')
    ? { path: join(resolve(config), ...file), source: 'Cursor editor, $XDG_CONFIG_HOME' }
    : { path: join(homeDir, '.config', ...file), source: 'Cursor editor' };
}

const DELEGATE = 'a sub-agent (Task tool, subagent_type';

export const cursorAgent = defineAgent({
  id: 'cursor',
  title: 'Cursor',
  locations: (host) => [{ path: join(host.homeDir, '.cursor', 'projects'), source: 'Cursor agent transcripts' }, editorDatabase(host)],
  documents: [STATE_DB],
  // a chat in both logs: the database has its outcomes and tokens, the transcript only its calls
  richerRecord: STATE_DB,
  tools: { read: 'Read', search: 'Grep', find: 'Glob', shell: 'Shell', edit: 'StrReplace', delegate: 'Task' },
  words: {
    'bash-for-search': {
      title: 'Shell used to search or read files',
      fires:
        'a Shell command runs grep, egrep, fgrep, rg, ag, ack, find, cat, head or tail on a file or folder (in a command substitution too; ' +
        'not only on a pipe, not a write such as cat > f, not a cat, head or tail piped into a program that processes its output such as jq, ' +
        'and not a find that lists folders or acts on what it finds)',
      tip: 'Use the Grep, Glob and Read tools instead of grep, find, cat, head or tail in Shell.',
      rationale: 'The dedicated tools return structured, size-limited results the agent can track; shell output is unbounded and must be re-read.',
      example: 'Shell `grep -rn "def login" src/` or `cat src/auth/models.py`.',
    },
    'edit-retry': {
      title: 'Failed edit retried at once',
      fires: 'a StrReplace or Write fails on its own (old_string not found, the file changed) and the first call after its message edits the same file again',
      tip: 'Read the exact lines before a StrReplace and copy old_string verbatim from them; one precise edit beats retrying a guess.',
      rationale: 'A failed edit sends the whole old and new text for nothing, and the retry often fails the same way.',
      example: 'StrReplace of src/app.ts fails because old_string is not in the file, and the next call is another StrReplace of src/app.ts.',
    },
    'grep-then-read-same': {
      title: 'Grep a file, then Read it whole',
      fires: 'a Read of file F, with neither offset nor limit, comes within {within} calls after a Grep whose path is exactly F',
      tip: 'After a Grep of one file, use the lines it found instead of reading the whole file again; Read with offset and limit if you need more.',
      rationale: 'The Grep already found the lines that matter; reading the entire file afterwards repeats them and adds everything else.',
      example: 'Grep "refresh_token" in src/auth/tokens.py, then Read src/auth/tokens.py without offset or limit.',
    },
    'read-without-limit': {
      title: 'Whole-file Read after a search',
      fires:
        'a Read with neither offset nor limit of a file that a Grep searched or named in the {lookback} calls before ' +
        '(files of more than {minLines} lines, where the log tells)',
      tip: 'When a search already located the lines you need, Read with offset and limit rather than reading the whole file.',
      rationale: 'A long file read in full after a search fills the context with lines the search showed were not needed.',
      example: 'Grep "parse_config" finds src/config.py:412, then Read src/config.py (1,800 lines) without offset or limit.',
    },
    'repeated-glob': {
      title: 'The same Glob twice',
      fires: 'a Glob repeats an earlier Glob of the stream with the same pattern and folder',
      tip: 'Reuse the result of a Glob you already ran, or use one broader pattern, instead of running the same Glob again.',
      rationale: 'An identical Glob returns the same file list; the second call only adds a round trip and tokens.',
      example: 'Glob "**/*.py" early in the task, then Glob "**/*.py" again a few steps later.',
    },
    'repeated-read': {
      title: 'The same lines read again',
      fires: 'a file is re-read {rereadsToFire} times over lines already read, with no edit to it in between',
      tip: 'Lines you already read stay in context until the file changes; re-read only what a StrReplace changed.',
      rationale: 'Reading unchanged lines again adds them to the context a second and third time.',
      example: 'Read src/app.ts, then Read it again twice without any StrReplace in between.',
    },
    'sequential-reads': {
      title: 'Sequential reads without a search',
      fires:
        '{window} calls hold ≥{minReads} Reads of distinct files, with no Grep/Glob (or searching Shell command) in them or the {searchLookback} calls before',
      tip: 'Search with Grep (or Glob) first, then Read only the files that match, instead of reading files one by one.',
      rationale: 'Reading several files in a row to find something loads every one of them into context; a search returns only the matching lines.',
      example: 'Read a.py, Read b.py, Read c.py looking for where a function is defined, with no Grep before.',
    },
    debugging: {
      tip: `Give a failing test run to ${DELEGATE} "generalPurpose") with the test command, and keep its output out of the main context.`,
      example: 'Shell "npm test" (exit 1), Read src/parser.ts, StrReplace in src/parser.ts — a failure followed by two fixes.',
      subagentType: 'generalPurpose',
    },
    exploration: {
      tip: `Delegate exploring more than a few files to ${DELEGATE} "explore") and keep only its summary in the main context.`,
      example: 'Read src/auth/routes.py, Grep "token", Read src/auth/middleware.py, Read src/auth/models.py, Glob src/auth/*.py — five lookups in seven calls.',
      subagentType: 'explore',
    },
    implementation: {
      tip: `Hand changes across several files to ${DELEGATE} "generalPurpose") with the files, the goal and the test command.`,
      example: 'Read a.py, StrReplace in a.py, Read b.py, StrReplace in b.py, StrReplace in c.py — three edits to three files in five calls.',
      subagentType: 'generalPurpose',
    },
    refactoring: {
      tip: `Give a refactoring to ${DELEGATE} "generalPurpose") that keeps behaviour unchanged and runs the tests before reporting back.`,
      example: 'StrReplace in utils.py, Read utils.py, StrReplace in utils.py, StrReplace in helpers.py — three edits to two files in six calls.',
      subagentType: 'generalPurpose',
    },
    'solo-streak': {
      title: 'Solo streak: calls in a row without delegating',
      fires:
        'the main thread makes N calls in a row without a Task call (N = tip_miner.solo_streak_threshold, 2 by default); the advisory fires once per streak',
      example: 'Read, Grep, StrReplace, Shell in the main thread with no Task call in between: a streak of 4.',
      tip: 'Keep the main session for quick reads, planning and launching agents; delegate implementation, analysis and multi-step work to a sub-agent via the Task tool.',
    },
  },
  features: { humanTurns: true, tokens: true, subagents: false },
  reader: async () => (await import('./index.js')).cursorFormat,
});
