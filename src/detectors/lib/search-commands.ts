/**
 * Which simple commands of a Bash line read or search files where the agent has a better way — the rule of
 * bash-for-search (docs/detectors.md), one per agent:
 *
 * - Claude Code (and agent-framework, whose tools bear the same names) has Read, Grep and Glob: the program is
 *   grep, egrep, fgrep, rg, ag, ack, find, cat, head or tail, and it names a file or folder operand (it is not
 *   only reading a pipe). A `cat`/`head`/`tail` that writes a file, or whose output is piped into a program that
 *   processes it (anything but a reader or a search, READING_CONSUMERS), is no read; a `find` that lists folders
 *   only (`-type d`) or acts on what it finds (`-exec`, `-delete`, `| xargs …`) is no search: no tool does that.
 * - Codex has no such tools: `rg`, `rg --files`, `sed -n`, `nl -ba`, `head`, `cat` are its way to search and
 *   read. Only a recursive `grep` (`-r`, `-R`, `--recursive`, or a folder operand), a `find` by name or path
 *   (`-name`, `-iname`, `-path`, `-regex`, … — and, as above, not listing folders nor acting) and `ls -R` are
 *   flagged: `rg` and `rg --files` do their job.
 *
 * Simple commands inside `$(…)`, backticks and `<(…)` count like any other (shell.ts reads them).
 */
import type { FormatId } from '../../ingest/formats/format.js';
import { simpleCommands, type SimpleCommand } from './shell.js';

const SEARCH_PROGRAMS: ReadonlySet<string> = new Set(['grep', 'egrep', 'fgrep', 'rg', 'ag', 'ack', 'find']);
const READ_PROGRAMS: ReadonlySet<string> = new Set(['cat', 'head', 'tail']);
const GREP_FAMILY: ReadonlySet<string> = new Set(['grep', 'egrep', 'fgrep']);
/** ripgrep, ag and ack search the working folder when given no path. */
const SEARCHES_CWD_BY_DEFAULT: ReadonlySet<string> = new Set(['rg', 'ag', 'ack']);
/**
 * Programs that read or search what is piped into them: `cat f | grep x` still reads f to look at it. Any
 * other program a read is piped into (jq, awk, sort, uniq, wc, cut, tr, xargs, python, node, base64,
 * sha256sum, diff, tee, …) processes it, which no tool does. `sed` reads only with `-n` (READING_SED).
 */
const READING_CONSUMERS: ReadonlySet<string> = new Set([
  'grep',
  'egrep',
  'fgrep',
  'rg',
  'ag',
  'ack',
  'head',
  'tail',
  'less',
  'more',
  'nl',
  'cat',
  'bat',
  'batcat',
]);
/** `sed -n`, `sed --quiet`/`--silent`, or `-n` among other short options (`-ne`): it prints only what it is told, a reader. */
const READING_SED = /^(?:-[a-zA-Z]*n[a-zA-Z]*|--quiet|--silent)$/;
/** find actions that act on each file found (run a command, delete, write a list to a file). */
const FIND_ACTIONS: ReadonlySet<string> = new Set(['-exec', '-execdir', '-ok', '-okdir', '-delete', '-fprint', '-fprint0', '-fprintf', '-fls']);
/** Programs that act on each path piped into them (`find … -print0 | xargs -0 rm`). */
const ACTING_CONSUMERS: ReadonlySet<string> = new Set(['xargs', 'parallel']);
/** find tests by name or path: what Codex's rule flags (rg --files with a glob does that job). */
const FIND_NAME_TESTS: ReadonlySet<string> = new Set(['-name', '-iname', '-path', '-ipath', '-wholename', '-iwholename', '-regex', '-iregex']);
const FIND_TYPE_TESTS: ReadonlySet<string> = new Set(['-type', '-xtype']);

const NO_OPTIONS: ReadonlySet<string> = new Set();
/** Options that take the next word as their value, per program (a Map: the program name comes from the log). */
const OPTIONS_WITH_VALUE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  [
    'grep',
    new Set([
      '-e',
      '-f',
      '-m',
      '-A',
      '-B',
      '-C',
      '-d',
      '-D',
      '--regexp',
      '--file',
      '--max-count',
      '--after-context',
      '--before-context',
      '--context',
      '--include',
      '--exclude',
      '--exclude-dir',
      '--label',
      '--binary-files',
      '--devices',
      '--directories',
    ]),
  ],
  [
    'rg',
    new Set([
      '-e',
      '-f',
      '-g',
      '-t',
      '-T',
      '-m',
      '-A',
      '-B',
      '-C',
      '-M',
      '-j',
      '-E',
      '-r',
      '--regexp',
      '--file',
      '--glob',
      '--iglob',
      '--type',
      '--type-not',
      '--type-add',
      '--max-count',
      '--after-context',
      '--before-context',
      '--context',
      '--max-columns',
      '--threads',
      '--encoding',
      '--max-depth',
      '--sort',
      '--sortr',
      '--pre',
      '--max-filesize',
      '--colors',
      '--replace',
    ]),
  ],
  ['ag', new Set(['-G', '-g', '-A', '-B', '-C', '-m', '--file-search-regex', '--ignore', '--after', '--before', '--context', '--max-count', '--depth'])],
  ['ack', new Set(['-A', '-B', '-C', '-m', '-g', '--type', '--ignore-dir', '--match'])],
  ['head', new Set(['-n', '-c', '--lines', '--bytes'])],
  ['tail', new Set(['-n', '-c', '--lines', '--bytes', '--pid', '-s', '--sleep-interval'])],
]);
/** Options that give the pattern, so that no positional word is the pattern. */
const PATTERN_OPTIONS: ReadonlySet<string> = new Set(['-e', '-f', '--regexp', '--file', '--files', '-g', '-G', '--file-search-regex']);
/** grep's recursive options: `-r`, `-R` alone or among other short options (`-rn`), the long forms, `--directories=recurse`. */
const GREP_RECURSIVE = /^(?:-[a-zA-Z]*[rR][a-zA-Z]*|--recursive|--dereference-recursive|--directories=recurse)$/;
/** ls's recursive option: `-R` alone or among other short options (`-laR`; `-r` only reverses the order), or `--recursive`. */
const LS_RECURSIVE = /^(?:-[a-zA-Z]*R[a-zA-Z]*|--recursive)$/;
/** An operand that is a folder by its very form: `.`, `..`, `~`, or a path ending in a slash. */
const FOLDER_OPERAND = /^(?:\.{1,2}|~)$|\/$/;

export interface CommandUse {
  command: SimpleCommand;
  /** A search program (grep, rg, find…) rather than a reader (cat, head, tail). */
  search: boolean;
}

/** A rule of bash-for-search: the simple commands of a line it flags. */
export type ShellSearchRule = (line: string) => CommandUse[];

/** Cheap test before parsing: most commands name none of the programs at all. */
const MENTIONS_PROGRAM = /(?:^|[^\w-])(?:e?grep|fgrep|rg|ag|ack|find|cat|head|tail)\b/;
const MENTIONS_CODEX_PROGRAM = /(?:^|[^\w-])(?:e?grep|fgrep|find|ls)\b/;

/** The simple commands of `line` that bash-for-search flags where Read, Grep and Glob exist (Claude Code, agent-framework). */
export function flaggedCommands(line: string): CommandUse[] {
  const uses: CommandUse[] = [];
  if (!MENTIONS_PROGRAM.test(line)) return uses;
  for (const command of simpleCommands(line)) {
    if (SEARCH_PROGRAMS.has(command.program) ? searchesFiles(command) : READ_PROGRAMS.has(command.program) && readsFiles(command)) {
      uses.push({ command, search: SEARCH_PROGRAMS.has(command.program) });
    }
  }
  return uses;
}

/** The simple commands of `line` that bash-for-search flags in a Codex stream: recursive grep, find by name or path, ls -R. */
function codexFlaggedCommands(line: string): CommandUse[] {
  const uses: CommandUse[] = [];
  if (!MENTIONS_CODEX_PROGRAM.test(line)) return uses;
  for (const command of simpleCommands(line)) {
    if (GREP_FAMILY.has(command.program) ? grepsRecursively(command) : command.program === 'find' ? findsByName(command) : isRecursiveLs(command)) {
      uses.push({ command, search: true });
    }
  }
  return uses;
}

/** The rule for the agent of a log format (a Map: the format is data); a format not listed has the tools rule. */
const RULE_BY_FORMAT: ReadonlyMap<FormatId, ShellSearchRule> = new Map([['codex', codexFlaggedCommands]]);

/** The bash-for-search rule for a stream of `format` (Claude Code's when the format is not known). */
export function shellSearchRuleFor(format: FormatId | undefined): ShellSearchRule {
  return (format === undefined ? undefined : RULE_BY_FORMAT.get(format)) ?? flaggedCommands;
}

/** True when the line runs a search program on files: the agent searched, with the wrong tool. */
export function isSearchCommand(line: string): boolean {
  return flaggedCommands(line).some((use) => use.search);
}

function searchesFiles(command: SimpleCommand): boolean {
  if (command.program === 'find') return findLists(command);
  const { operands, patternGiven } = positionalWords(command);
  const paths = patternGiven ? operands : operands.slice(1);
  if (paths.length > 0 || command.inputFile) return true;
  if (command.pipedIn || command.heredoc) return false;
  if (SEARCHES_CWD_BY_DEFAULT.has(command.program)) return true;
  return GREP_FAMILY.has(command.program) && command.args.some((arg) => GREP_RECURSIVE.test(arg));
}

/** `find` lists files — unless it lists folders only, or acts on what it finds (no tool does either). */
function findLists(command: SimpleCommand): boolean {
  if (command.args.some((arg) => FIND_ACTIONS.has(arg))) return false;
  if (command.pipedTo && ACTING_CONSUMERS.has(command.pipedTo.program)) return false;
  return !listsFoldersOnly(command.args);
}

/** Every `-type` given asks for folders (`-type d`; `-type d,f` asks for files too). */
function listsFoldersOnly(args: readonly string[]): boolean {
  const types = args.flatMap((arg, index) => (FIND_TYPE_TESTS.has(arg) ? [args[index + 1] ?? ''] : []));
  return types.length > 0 && types.every((type) => type.split(',').every((letter) => letter === 'd'));
}

function findsByName(command: SimpleCommand): boolean {
  return command.args.some((arg) => FIND_NAME_TESTS.has(arg)) && findLists(command);
}

function grepsRecursively(command: SimpleCommand): boolean {
  const { operands, patternGiven } = positionalWords(command);
  const paths = patternGiven ? operands : operands.slice(1);
  if (paths.some((path) => FOLDER_OPERAND.test(path))) return true;
  if (!command.args.some((arg) => GREP_RECURSIVE.test(arg)) && !directoriesRecurse(command.args)) return false;
  return paths.length > 0 || !(command.pipedIn || command.heredoc);
}

/** `-d recurse` / `--directories recurse`: the option's value in the next word. */
function directoriesRecurse(args: readonly string[]): boolean {
  return args.some((arg, index) => (arg === '-d' || arg === '--directories') && args[index + 1] === 'recurse');
}

function isRecursiveLs(command: SimpleCommand): boolean {
  return command.program === 'ls' && command.args.some((arg) => LS_RECURSIVE.test(arg));
}

/** A cat/head/tail of a file that the agent reads: not a write, not piped into a program that processes it. */
function readsFiles(command: SimpleCommand): boolean {
  if (command.writesFile) return false;
  if (command.pipedTo && !readsWhatIsPiped(command.pipedTo)) return false;
  return command.inputFile || positionalWords(command).operands.length > 0;
}

function readsWhatIsPiped(consumer: SimpleCommand): boolean {
  if (consumer.program === 'sed') return consumer.args.some((arg) => READING_SED.test(arg));
  return READING_CONSUMERS.has(consumer.program);
}

function positionalWords(command: SimpleCommand): { operands: string[]; patternGiven: boolean } {
  const withValue = OPTIONS_WITH_VALUE.get(GREP_FAMILY.has(command.program) ? 'grep' : command.program) ?? NO_OPTIONS;
  const operands: string[] = [];
  let patternGiven = false;
  let optionsEnded = false;
  const args = command.args.values();
  for (const arg of args) {
    if (optionsEnded || !arg.startsWith('-') || arg === '-') {
      if (arg !== '-') operands.push(arg);
      continue;
    }
    if (arg === '--') {
      optionsEnded = true;
      continue;
    }
    const [name = arg] = arg.split('=');
    if (PATTERN_OPTIONS.has(name)) patternGiven = true;
    if (withValue.has(arg)) args.next(); // the option's value is no operand
  }
  return { operands, patternGiven };
}
