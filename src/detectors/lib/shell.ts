/**
 * Just enough of POSIX shell to tell what a Bash command line runs: split it into simple commands
 * (on `;`, `&&`, `||`, `|`, `&`, newlines and subshell parentheses), honour quotes and escapes, skip
 * heredoc bodies, note each command's redirections and which command its output is piped into, and
 * read the commands of command substitutions (`$(…)`, backticks) and process substitutions (`<(…)`,
 * `>(…)`) as simple commands like any other. Used by bash-for-search (detectors.md).
 */
import { boundedMemo } from '../../util/bounded-memo.js';
export interface SimpleCommand {
  /** Program name without its folder, after `env`/`sudo`/`time` and variable assignments. */
  program: string;
  /** Words after the program, redirections and their targets removed. */
  args: string[];
  /** Standard input comes from a pipe. */
  pipedIn: boolean;
  /** Standard input comes from a file (`< file`). */
  inputFile: boolean;
  /** Standard output goes to a file (`> f`, `>> f`, `&> f`; not /dev/null). */
  writesFile: boolean;
  /** Standard input comes from a heredoc or herestring. */
  heredoc: boolean;
  /** The command its standard output is piped into (`a | b`: b), if any. */
  pipedTo?: SimpleCommand;
}

type Token = { kind: 'word'; value: string } | { kind: 'op'; value: string } | { kind: 'redirect'; value: string; fd?: string };

const CONTROL = new Set([';', '&&', '||', '|', '|&', '&', '\n', '(', ')']);
const PREFIX_COMMANDS = new Set(['env', 'sudo', 'time', 'command', 'nice', 'nohup']);
/** Options of the prefix commands that take a value as the next word. */
const PREFIX_OPTIONS_WITH_VALUE = new Set(['-u', '-g', '-C', '-n', '-p', '-S']);
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const REDIRECT_OPERATOR = /^(<<<|<<-|<<|>>|>\||>&|&>>|&>|<&|>|<)/;
const CONTROL_OPERATOR = /^(&&|\|\||\|&|;;|[;&|()])/;

/** Recent lines parsed: the detectors and delegation advice ask about the same command one after another. */
const PARSED_KEPT = { maxEntries: 256, maxChars: 4096 };
/** Substitutions inside substitutions read this deep; deeper ones are left unread (a hostile line cannot recurse without end). */
const MAX_SUBSTITUTION_DEPTH = 8;

/** The simple commands of a command line, those of its substitutions after its own (read-only: the result is shared between callers). */
export const simpleCommands: (line: string) => readonly SimpleCommand[] = boundedMemo((line) => parseSimpleCommands(line, 0), PARSED_KEPT);

function parseSimpleCommands(line: string, depth: number): SimpleCommand[] {
  const commands: SimpleCommand[] = [];
  const substitutions: string[] = [];
  let words: Token[] = [];
  let pipedIn = false;
  let pipingCommand: SimpleCommand | undefined;
  const flush = (pipes: boolean) => {
    const command = toSimpleCommand(words, pipedIn);
    if (command) {
      if (pipedIn && pipingCommand) pipingCommand.pipedTo = command;
      commands.push(command);
    }
    pipingCommand = pipes ? command : undefined;
    words = [];
    pipedIn = pipes;
  };
  for (const token of tokenize(line, substitutions)) {
    if (token.kind === 'op' && CONTROL.has(token.value)) flush(token.value === '|' || token.value === '|&');
    else words.push(token);
  }
  flush(false);
  if (depth < MAX_SUBSTITUTION_DEPTH) for (const body of substitutions) commands.push(...parseSimpleCommands(body, depth + 1));
  return commands;
}

function toSimpleCommand(tokens: Token[], pipedIn: boolean): SimpleCommand | undefined {
  const words: string[] = [];
  let inputFile = false;
  let writesFile = false;
  let heredoc = false;
  let targetAt = -1;
  for (const [index, token] of tokens.entries()) {
    if (index === targetAt) continue; // a redirection's target is no word of the command
    if (token.kind !== 'redirect') {
      words.push(token.value);
      continue;
    }
    const next = tokens[index + 1];
    let target = '';
    if (next?.kind === 'word') {
      target = next.value;
      targetAt = index + 1;
    }
    if (token.value === '<<' || token.value === '<<-' || token.value === '<<<') heredoc = true;
    else if (token.value === '<') inputFile = true;
    else if (isOutputToFile(token, target)) writesFile = true;
  }
  const start = programIndex(words);
  const path = words[start];
  if (path === undefined) return undefined;
  const program = path.slice(path.lastIndexOf('/') + 1);
  return { program, args: words.slice(start + 1), pipedIn, inputFile, writesFile, heredoc };
}

function isOutputToFile(token: Extract<Token, { kind: 'redirect' }>, target: string): boolean {
  if (!['>', '>>', '>|', '&>', '&>>'].includes(token.value)) return false;
  if (token.fd !== undefined && token.fd !== '1') return false;
  return target !== '' && target !== '/dev/null' && !target.startsWith('&');
}

/** Skips variable assignments and `env`/`sudo`/`time` prefixes (with their options). */
function programIndex(words: string[]): number {
  let index = 0;
  for (let word = words[index]; word !== undefined; word = words[index]) {
    if (ASSIGNMENT.test(word)) {
      index++;
    } else if (PREFIX_COMMANDS.has(word)) {
      index = pastPrefixOptions(words, index + 1);
    } else {
      break;
    }
  }
  return index;
}

/** Where the words after a prefix command's options (and assignments: `env A=1 B=2 cmd`) begin. */
function pastPrefixOptions(words: string[], start: number): number {
  let index = start;
  for (let word = words[index]; word !== undefined && (word.startsWith('-') || ASSIGNMENT.test(word)); word = words[index]) {
    index += PREFIX_OPTIONS_WITH_VALUE.has(word) ? 2 : 1;
  }
  return index;
}

/** Splits a line into words and operators; the bodies of its command and process substitutions go to `substitutions`. */
function* tokenize(line: string, substitutions: string[]): Generator<Token> {
  let word = '';
  let inWord = false;
  const pendingHeredocs: string[] = [];
  let index = 0;
  const endWord = function* (): Generator<Token> {
    if (inWord) yield { kind: 'word', value: word };
    word = '';
    inWord = false;
  };
  while (index < line.length) {
    const char = line.charAt(index);
    if (char === '\\' && index + 1 < line.length) {
      const escaped = line.charAt(index + 1);
      if (escaped !== '\n') word += escaped;
      inWord = inWord || escaped !== '\n';
      index += 2;
    } else if (char === "'") {
      const end = line.indexOf("'", index + 1);
      word += line.slice(index + 1, end === -1 ? line.length : end);
      inWord = true;
      index = end === -1 ? line.length : end + 1;
    } else if (char === '"') {
      const [text, next] = doubleQuoted(line, index + 1, substitutions);
      word += text;
      inWord = true;
      index = next;
    } else if (char === '$' && line[index + 1] === '(') {
      const end = substitution(line, index, substitutions);
      word += line.slice(index, end);
      inWord = true;
      index = end;
    } else if (char === '`') {
      const end = backticks(line, index, substitutions);
      word += line.slice(index, end);
      inWord = true;
      index = end;
    } else if ((char === '<' || char === '>') && line[index + 1] === '(' && !inWord) {
      // a process substitution stands for a pipe (/dev/fd/N), no file: it adds no word
      index = matchingParen(line, index + 1, substitutions) + 1;
    } else if (char === '#' && !inWord) {
      while (index < line.length && line[index] !== '\n') index++;
    } else if (char === ' ' || char === '\t') {
      yield* endWord();
      index++;
    } else if (char === '\n') {
      yield* endWord();
      yield { kind: 'op', value: '\n' };
      index = skipHeredocBodies(line, index + 1, pendingHeredocs.splice(0));
    } else if (char === '>' || char === '<' || (char === '&' && line[index + 1] === '>')) {
      const fd = inWord && /^\d+$/.test(word) ? word : undefined;
      if (fd === undefined) yield* endWord();
      word = '';
      inWord = false;
      const op = operatorAt(line, index, REDIRECT_OPERATOR);
      index += op.length;
      yield { kind: 'redirect', value: op === '>&' && fd === undefined ? '&>' : op, ...(fd !== undefined && { fd }) };
      if (op.startsWith('<<') && op !== '<<<') pendingHeredocs.push(heredocDelimiter(line, index));
    } else if (';&|()'.includes(char)) {
      yield* endWord();
      const op = operatorAt(line, index, CONTROL_OPERATOR);
      index += op.length;
      yield { kind: 'op', value: op === ';;' ? ';' : op };
    } else {
      word += char;
      inWord = true;
      index++;
    }
  }
  yield* endWord();
}

/** The operator that starts at `index` (the caller saw its first character, so one always does). */
function operatorAt(line: string, index: number, operator: RegExp): string {
  const op = operator.exec(line.slice(index))?.[1];
  if (op === undefined) throw new Error(`no shell operator at ${index} of ${JSON.stringify(line)}`);
  return op;
}

function doubleQuoted(line: string, start: number, substitutions: string[]): [string, number] {
  let text = '';
  let index = start;
  while (index < line.length && line[index] !== '"') {
    if (line[index] === '\\' && index + 1 < line.length && '"\\$`'.includes(line.charAt(index + 1))) {
      text += line.charAt(index + 1);
      index += 2;
    } else if (line[index] === '$' && line[index + 1] === '(') {
      const end = substitution(line, index, substitutions);
      text += line.slice(index, end);
      index = end;
    } else if (line[index] === '`') {
      const end = backticks(line, index, substitutions);
      text += line.slice(index, end);
      index = end;
    } else {
      text += line.charAt(index);
      index++;
    }
  }
  return [text, index + 1];
}

/** `$(…)` at `start` (its body kept) or `$((…))`, arithmetic (no command); returns where it ends. */
function substitution(line: string, start: number, substitutions: string[]): number {
  if (line[start + 2] === '(') return matchingParen(line, start + 1) + 1;
  return matchingParen(line, start + 1, substitutions) + 1;
}

/** A backtick substitution at `start` (its body kept); returns where it ends. */
function backticks(line: string, start: number, substitutions: string[]): number {
  const end = line.indexOf('`', start + 1);
  substitutions.push(line.slice(start + 1, end === -1 ? line.length : end));
  return end === -1 ? line.length : end + 1;
}

/**
 * The index of the parenthesis closing the one at `open` (quotes and escapes inside honoured), or the
 * line's last index when none does; with `substitutions`, the text between them is kept there.
 */
function matchingParen(line: string, open: number, substitutions?: string[]): number {
  let depth = 0;
  for (let index = open; index < line.length; index++) {
    const char = line[index];
    if (char === '\\') index++;
    else if (char === "'" || char === '"') index = closingQuote(line, index, char);
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) {
      substitutions?.push(line.slice(open + 1, index));
      return index;
    }
  }
  substitutions?.push(line.slice(open + 1));
  return line.length - 1;
}

/** The index of the quote closing the one at `open` (in double quotes, a backslash escapes), or the line's last index. */
function closingQuote(line: string, open: number, quote: string): number {
  for (let index = open + 1; index < line.length; index++) {
    if (quote === '"' && line[index] === '\\') index++;
    else if (line[index] === quote) return index;
  }
  return line.length - 1;
}

/** The delimiter word after `<<`, quotes removed. */
function heredocDelimiter(line: string, start: number): string {
  const match = /^\s*(['"]?)([^\s'";&|<>()]+)\1/.exec(line.slice(start));
  return match?.[2] ?? '';
}

/** Skips the bodies of the heredocs opened on the line that just ended; returns where commands resume. */
function skipHeredocBodies(line: string, start: number, delimiters: string[]): number {
  let index = start;
  for (const delimiter of delimiters) {
    while (index < line.length) {
      const end = line.indexOf('\n', index);
      const bodyLine = line.slice(index, end === -1 ? line.length : end);
      index = end === -1 ? line.length : end + 1;
      if (bodyLine.trim() === delimiter) break;
    }
  }
  return index;
}
