/**
 * Factory Droid's profile: its sessions' place, and its tips in the words of its tools. Droid reads with Read,
 * searches with Grep and Glob (several `patterns` at once), lists with LS, runs commands with Execute, edits
 * with Edit / MultiEdit (`old_str`, `new_str`) or ApplyPatch, creates files with Create, and hands work to a
 * custom droid with the Task tool (`subagent_type` names the droid). It has no Bash, Write or Agent tool.
 */
import { join, resolve } from 'node:path';
import { defineAgent } from '../agent-profile.js';

const DELEGATE = 'a custom droid through the Task tool (subagent_type: its name)';

export const factoryDroidAgent = defineAgent({
  id: 'factory-droid',
  title: 'Factory Droid',
  /**
   * `~/.factory/sessions`; `$FACTORY_HOME_OVERRIDE` replaces the home folder Droid puts `.factory` in (a relative
   * one taken from the home folder). Windows too: Droid keeps it under the user's home, not %APPDATA%.
   */
  locations: ({ env, homeDir }) => [
    env.FACTORY_HOME_OVERRIDE !== undefined && env.FACTORY_HOME_OVERRIDE !== ''
      ? { path: join(resolve(homeDir, env.FACTORY_HOME_OVERRIDE), '.factory', 'sessions'), source: 'Factory Droid, $FACTORY_HOME_OVERRIDE' }
      : { path: join(homeDir, '.factory', 'sessions'), source: 'Factory Droid' },
  ],
  tools: { read: 'Read', search: 'Grep', find: 'Glob', shell: 'Execute', edit: 'Edit', delegate: 'Task' },
  words: {
    'bash-for-search': {
      title: 'Shell used to search or read files',
      fires:
        'an Execute command runs grep, egrep, fgrep, rg, ag, ack, find, cat, head or tail on a file or folder (in a command substitution too; ' +
        'not only on a pipe, not a write such as cat > f, not a cat, head or tail piped into a program that processes its output such as jq, ' +
        'and not a find that lists folders or acts on what it finds)',
      tip: 'Use the dedicated Grep, Glob, LS and Read tools instead of grep, find, cat, head or tail in Execute.',
      rationale: 'The dedicated tools return structured, size-limited results the harness can track; shell output is unbounded and must be re-read.',
      example: 'Execute `grep -rn "def login" src/` or `cat src/auth/models.py`.',
    },
    'edit-retry': {
      title: 'Failed edit retried at once',
      fires:
        'an Edit, MultiEdit, ApplyPatch or Create fails on its own (old_str not found, file not read first) and the first call after its message edits the same file again',
      tip: 'Read the exact lines before editing and copy old_str verbatim from them; one precise edit beats retrying a guess.',
      rationale: 'A failed edit sends the whole old and new text for nothing, and the retry often fails the same way.',
      example: 'An Edit of src/app.ts fails because its old_str is not in the file, and the next call is another Edit of src/app.ts.',
    },
    'grep-then-read-same': {
      title: 'Grep a file, then Read it whole',
      fires: 'a Read of file F, with neither offset nor limit, comes within {within} calls after a Grep whose path is exactly F',
      tip: 'After a Grep of one file, run it with output_mode "content" and context N instead of reading the whole file again.',
      rationale: 'The Grep already found the lines that matter; reading the entire file afterwards repeats them and adds everything else.',
      example: 'Grep "refresh_token" in src/auth/tokens.py, then Read src/auth/tokens.py without offset or limit.',
    },
    'read-without-limit': {
      title: 'Whole-file Read after a search',
      fires:
        'a Read with neither offset nor limit of a file that a Grep searched or named in the {lookback} calls before ' +
        '(files of more than {minLines} lines, where the log tells)',
      tip: 'When a search already located the lines you need, Read with offset and limit (or Grep with output_mode "content" and context) rather than reading the whole file.',
      rationale: 'A long file read in full after a search fills the context with lines the search showed were not needed.',
      example: 'Grep "parse_config" finds src/config.py, then Read src/config.py (1,800 lines) without offset or limit.',
    },
    'repeated-glob': {
      title: 'The same Glob twice',
      fires: 'a Glob repeats an earlier Glob of the stream with the same patterns and folder',
      tip: 'Reuse the result of a Glob you already ran, or give one Glob all the patterns you need, instead of running the same Glob again.',
      rationale: 'An identical Glob returns the same file list; the second call only adds a round trip and tokens.',
      example: 'Glob ["**/*.py"] early in the task, then Glob ["**/*.py"] again a few steps later.',
    },
    'repeated-read': {
      title: 'The same lines read again',
      fires: 'a file is re-read {rereadsToFire} times over lines already read, with no edit to it in between',
      tip: 'Lines you already read stay in context until the file changes; re-read only what an edit changed.',
      rationale: 'Reading unchanged lines again adds them to the context a second and third time.',
      example: 'Read src/app.ts, then Read it again twice without any edit in between.',
    },
    'sequential-reads': {
      title: 'Sequential reads without a search',
      fires: '{window} calls hold ≥{minReads} Reads of distinct files, with no Grep/Glob (or searching Execute) in them or the {searchLookback} calls before',
      tip: 'Search with Grep (or Glob) first, then Read only the files that match, instead of reading files one by one.',
      rationale: 'Reading several files in a row to find something loads every one of them into context; a search returns only the matching lines.',
      example: 'Read a.py, Read b.py, Read c.py looking for where a function is defined, with no Grep before.',
    },
    debugging: {
      tip: `Give a failing test run to ${DELEGATE} with the test command, and keep its output out of the main context.`,
      example: 'Execute "npm test" (exit 1), Read src/parser.ts, Edit src/parser.ts — a failure followed by two fixes.',
    },
    exploration: {
      tip: `Delegate exploring more than a few files to ${DELEGATE} and keep only its summary in the main context.`,
      example: 'Read src/auth/routes.py, Grep "token", Read src/auth/middleware.py, Read src/auth/models.py, Glob src/auth/*.py — five lookups in seven calls.',
    },
    implementation: {
      tip: `Hand changes across several files to ${DELEGATE} with the files, the goal and the test command.`,
      example: 'Read a.py, Edit a.py, Read b.py, Edit b.py, Edit c.py — three edits to three files in five calls.',
    },
    refactoring: {
      tip: `Give a refactoring to ${DELEGATE} that keeps behaviour unchanged and runs the tests before reporting back.`,
      example: 'Edit utils.py, Read utils.py, Edit utils.py, Edit helpers.py — three edits to two files in six calls.',
    },
    'solo-streak': {
      fires:
        'the main thread makes N calls in a row without a Task call (N = tip_miner.solo_streak_threshold, 2 by default); ' +
        'TodoWrite neither counts nor resets it; ' +
        "the advisory fires once per streak (with tip_miner.solo_streak_min_tokens set, only once the streak's tool results reach that many tokens)",
      example: 'Read, Grep, Edit, Execute in the main thread with no Task call in between: a streak of 4.',
      tip: `Keep the main session for quick reads, planning and launching droids; delegate implementation, analysis and multi-step work to ${DELEGATE}.`,
    },
  },
  // its human turns are in the session file; its tokens only in the .settings.json beside it, which is not read
  features: { humanTurns: true, tokens: false, subagents: true },
  reader: async () => (await import('./index.js')).factoryDroidFormat,
});
