/**
 * Which simple commands of a Bash line search or read files — the rule of bash-for-search
 * (docs/detectors.md): the program is grep, egrep, fgrep, rg, ag, ack, find, cat, head or tail, it names a
 * file or folder operand (it is not only reading a pipe), and for the readers it is not a write.
 */
import { simpleCommands, type SimpleCommand } from './shell.js';

const SEARCH_PROGRAMS: ReadonlySet<string> = new Set(['grep', 'egrep', 'fgrep', 'rg', 'ag', 'ack', 'find']);
const READ_PROGRAMS: ReadonlySet<string> = new Set(['cat', 'head', 'tail']);
const GREP_FAMILY: ReadonlySet<string> = new Set(['grep', 'egrep', 'fgrep']);
/** ripgrep, ag and ack search the working folder when given no path. */
const SEARCHES_CWD_BY_DEFAULT: ReadonlySet<string> = new Set(['rg', 'ag', 'ack']);

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
const GREP_RECURSIVE = /^(?:-[a-zA-Z]*[rR][a-zA-Z]*|--recursive|--dereference-recursive)$/;
/** find actions that run a command on each file; the command decides whether it searches. */
const FIND_EXEC = new Set(['-exec', '-execdir', '-ok', '-okdir']);
const READERS_AND_SEARCHERS: ReadonlySet<string> = new Set(['grep', 'egrep', 'fgrep', 'rg', 'ag', 'ack', 'cat', 'head', 'tail']);

export interface CommandUse {
  command: SimpleCommand;
  /** A search program (grep, rg, find…) rather than a reader (cat, head, tail). */
  search: boolean;
}

/** Cheap test before parsing: most commands name none of the programs at all. */
const MENTIONS_PROGRAM = /(?:^|[^\w-])(?:e?grep|fgrep|rg|ag|ack|find|cat|head|tail)\b/;

/** The simple commands of `line` that bash-for-search flags. */
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

/** True when the line runs a search program on files: the agent searched, with the wrong tool. */
export function isSearchCommand(line: string): boolean {
  return flaggedCommands(line).some((use) => use.search);
}

function searchesFiles(command: SimpleCommand): boolean {
  if (command.program === 'find') return findSearches(command.args);
  const { operands, patternGiven } = positionalWords(command);
  const paths = patternGiven ? operands : operands.slice(1);
  if (paths.length > 0 || command.inputFile) return true;
  if (command.pipedIn || command.heredoc) return false;
  if (SEARCHES_CWD_BY_DEFAULT.has(command.program)) return true;
  return GREP_FAMILY.has(command.program) && command.args.some((arg) => GREP_RECURSIVE.test(arg));
}

/**
 * `find` lists or searches files — unless it only acts on them: `-delete`, or `-exec rm …` (an `-exec`
 * of grep or cat still searches).
 */
function findSearches(args: readonly string[]): boolean {
  if (args.includes('-delete')) return false;
  const exec = args.findIndex((arg) => FIND_EXEC.has(arg));
  if (exec === -1) return true;
  const program = args[exec + 1]?.split('/').pop() ?? '';
  return READERS_AND_SEARCHERS.has(program);
}

function readsFiles(command: SimpleCommand): boolean {
  if (command.writesFile) return false;
  return command.inputFile || positionalWords(command).operands.length > 0;
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
