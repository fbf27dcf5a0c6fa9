/**
 * The profile of Cline and of its forks Roo Code and Kilo Code (the Roo-derived extension Kilo shipped until its
 * 2026 rebuild): VS Code extensions that keep each task as `tasks/<taskId>/api_conversation_history.json` (the
 * conversation sent to the model) and `ui_messages.json` (what the chat showed, with token counts) under the
 * editor's globalStorage folder of the extension, and Cline's CLI under `~/.cline/data`. Their tools are
 * read_file, search_files, list_files, execute_command, replace_in_file (Cline) or apply_diff (Roo Code, Kilo
 * Code), write_to_file and new_task (a subtask in Roo Code and Kilo Code; Cline's new_task hands over to a fresh
 * task, its sub-agents run through use_subagents and are not logged).
 */
import { posix, win32 } from 'node:path';
import type { Host } from '../../../util/host.js';
import { defineAgent, type LogLocation } from '../agent-profile.js';

/** The extensions' ids, as VS Code names their globalStorage folders (lower case), and whose they are. */
const EXTENSIONS = [
  { folder: 'saoudrizwan.claude-dev', agent: 'Cline' },
  { folder: 'rooveterinaryinc.roo-cline', agent: 'Roo Code' },
  { folder: 'kilocode.kilo-code', agent: 'Kilo Code' },
] as const;

/** The VS Code family of editors, by the name of their user-data folder. */
const EDITORS = [
  { folder: 'Code', editor: 'VS Code' },
  { folder: 'Code - Insiders', editor: 'VS Code Insiders' },
  { folder: 'Cursor', editor: 'Cursor' },
  { folder: 'VSCodium', editor: 'VSCodium' },
  { folder: 'Windsurf', editor: 'Windsurf' },
] as const;

/** The host's path functions: Windows paths on Windows, POSIX paths elsewhere. */
function pathsOf(host: Host): typeof posix {
  return host.platform === 'win32' ? win32 : posix;
}

/** The editors' user-data folders: `~/.config` (Linux), `~/Library/Application Support` (macOS), `%APPDATA%` (Windows). */
function editorRoot(host: Host): string {
  const paths = pathsOf(host);
  if (host.platform === 'win32') {
    const appData = host.env.APPDATA;
    return appData !== undefined && appData !== '' ? appData : paths.join(host.homeDir, 'AppData', 'Roaming');
  }
  return host.platform === 'darwin' ? paths.join(host.homeDir, 'Library', 'Application Support') : paths.join(host.homeDir, '.config');
}

/** Cline's CLI: `$CLINE_DATA_DIR`, else `$CLINE_DIR/data`, else `~/.cline/data` (relative folders from the home folder). */
function cliLocation(host: Host): LogLocation {
  const paths = pathsOf(host);
  const dataDir = host.env.CLINE_DATA_DIR;
  if (dataDir !== undefined && dataDir !== '') return { path: paths.join(paths.resolve(host.homeDir, dataDir), 'tasks'), source: 'Cline CLI, $CLINE_DATA_DIR' };
  const clineDir = host.env.CLINE_DIR;
  if (clineDir !== undefined && clineDir !== '')
    return { path: paths.join(paths.resolve(host.homeDir, clineDir), 'data', 'tasks'), source: 'Cline CLI, $CLINE_DIR' };
  return { path: paths.join(host.homeDir, '.cline', 'data', 'tasks'), source: 'Cline CLI' };
}

const SUBTASK = 'a subtask (new_task in Roo Code and Kilo Code, use_subagents in Cline)';

export const clineAgent = defineAgent({
  id: 'cline',
  title: 'Cline / Roo Code / Kilo Code',
  locations: (host) => {
    const root = editorRoot(host);
    const paths = pathsOf(host);
    const places: LogLocation[] = EDITORS.flatMap(({ folder, editor }) =>
      EXTENSIONS.map((extension) => ({
        path: paths.join(root, folder, 'User', 'globalStorage', extension.folder, 'tasks'),
        source: `${extension.agent} (${editor})`,
      })),
    );
    return [...places, cliLocation(host)];
  },
  // a task's conversation; ui_messages.json and history_item.json beside it are read with it
  documents: [/(?:^|\/)tasks\/[^/]+\/api_conversation_history\.json$/],
  tools: { read: 'read_file', search: 'search_files', find: 'list_files', shell: 'execute_command', edit: 'replace_in_file', delegate: 'new_task' },
  words: {
    'bash-for-search': {
      title: 'Shell used to search or read files',
      fires:
        'an execute_command runs grep, egrep, fgrep, rg, ag, ack, find, cat, head or tail on a file or folder (in a command substitution too; ' +
        'not only on a pipe, not a write such as cat > f, not a cat, head or tail piped into a program that processes its output, ' +
        'and not a find that lists folders or acts on what it finds)',
      tip: 'Use search_files, list_files and read_file instead of grep, find, cat, head or tail in execute_command.',
      rationale: 'The dedicated tools return bounded results the extension can track; command output is unbounded and must be read again.',
      example: 'execute_command `grep -rn "def login" src/` or `cat src/auth/models.py`.',
    },
    'edit-retry': {
      title: 'Failed edit retried at once',
      fires:
        'a replace_in_file or apply_diff (or write_to_file) fails on its own (its SEARCH block is not in the file) and the first call after it edits the same file again',
      tip: 'Before editing, read the exact lines with read_file and copy each SEARCH block verbatim from them; one precise edit beats retrying a guess.',
      rationale: 'A failed edit sends its whole SEARCH and REPLACE text for nothing, and the retry often fails the same way.',
      example: 'replace_in_file of src/app.ts fails (its SEARCH block does not match the file), and the next call is another replace_in_file of src/app.ts.',
    },
    'grep-then-read-same': {
      title: 'search_files on a file, then read_file of it whole',
      fires: 'a read_file of file F, with no line range, comes within {within} calls after a search_files whose path is exactly F',
      tip: 'After a search_files of one file, use the matching lines and context it returned instead of reading the whole file again with read_file.',
      rationale: 'The search already returned the lines that matter; reading the entire file afterwards repeats them and adds everything else.',
      example: 'search_files "refresh_token" in src/auth/tokens.py, then read_file src/auth/tokens.py without a line range.',
    },
    'read-without-limit': {
      title: 'Whole-file read_file after a search',
      fires:
        'a read_file with no line range of a file that a search_files searched or named in the {lookback} calls before ' +
        '(files of more than {minLines} lines, where the log tells)',
      tip: 'When search_files already located the lines you need, read only that range (read_file with offset and limit, or a line range, in Roo Code and Kilo Code) rather than the whole file.',
      rationale: 'A long file read in full after a search fills the context with lines the search showed were not needed.',
      example: 'search_files "parse_config" finds src/config.py:412, then read_file src/config.py (1,800 lines) without a line range.',
    },
    'repeated-glob': {
      title: 'The same list_files twice',
      fires: 'a list_files repeats an earlier list_files of the task with the same folder and the same recursive flag',
      tip: 'Reuse the result of a list_files you already ran instead of listing the same folder again.',
      rationale: 'An identical list_files returns the same file list; the second call only adds a round trip and tokens.',
      example: 'list_files src recursive early in the task, then list_files src recursive again a few steps later.',
    },
    'repeated-read': {
      title: 'The same lines read again',
      fires: 'a file is read again {rereadsToFire} times with read_file over lines already read, with no edit to it in between',
      tip: 'Lines you already read stay in context until the file changes; re-read only what an edit changed.',
      rationale: 'Reading unchanged lines again adds them to the context a second and third time.',
      example: 'read_file src/app.ts, then read_file src/app.ts twice more without any edit in between.',
    },
    'sequential-reads': {
      title: 'Sequential reads without a search',
      fires:
        '{window} calls hold ≥{minReads} read_file calls of distinct files, with no search_files/list_files (or searching execute_command) in them or the {searchLookback} calls before',
      tip: 'Search with search_files (or list_files) first, then read_file only the files that match, instead of reading files one by one.',
      rationale: 'Reading several files in a row to find something loads every one of them into context; a search returns only the matching lines.',
      example: 'read_file a.py, read_file b.py, read_file c.py looking for where a function is defined, with no search_files before.',
    },
    debugging: {
      fires:
        '0.9: a failed test run (one that tested something: not `command not found`, no missing module, script or test file) followed by ' +
        '≥2 read_file or edit calls (in the last 5); 0.7: followed by 1; 0.5: the failure alone',
      tip: `Give a failing test run to ${SUBTASK} with the test command, and keep its output out of the main task.`,
      example: 'execute_command "npm test" (exit 1), read_file src/parser.ts, replace_in_file src/parser.ts — a failure followed by two fixes.',
    },
    exploration: {
      tip: `Delegate exploring more than a few files to ${SUBTASK} and keep only its summary in the main task.`,
      example:
        'read_file src/auth/routes.py, search_files "token", read_file src/auth/middleware.py, read_file src/auth/models.py, list_files src/auth — five lookups in seven calls.',
    },
    implementation: {
      tip: `Hand changes across several files to ${SUBTASK} with the files, the goal and the test command.`,
      example: 'read_file a.py, replace_in_file a.py, read_file b.py, replace_in_file b.py, replace_in_file c.py — three edits to three files in five calls.',
    },
    refactoring: {
      rationale:
        'One edit after another to the same files keeps their old and new contents in the main context; ' +
        'a subtask can restructure them and return a summary of the change.',
      tip: `Give a refactoring to ${SUBTASK} that keeps behaviour unchanged and runs the tests before reporting back.`,
      example: 'replace_in_file utils.py, read_file utils.py, replace_in_file utils.py, replace_in_file helpers.py — three edits to two files in six calls.',
    },
    // the streak advisory is tip-miner's live hook, which runs in Claude Code only
    'solo-streak': null,
  },
  features: { humanTurns: true, tokens: true, subagents: true },
  reader: async () => (await import('./index.js')).clineFormat,
});
