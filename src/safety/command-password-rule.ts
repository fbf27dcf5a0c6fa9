/**
 * The command-password rule's regex parts, made from COMMAND_PASSWORD_FLAGS (command-passwords.ts) on first use, not
 * when the redactor loads: the table is ~110 command words in 26 entries, and making it into patterns costs a few
 * milliseconds that a hook call, which mostly meets no command word, need not pay.
 *
 * `hasCommandPasswordFlag` is the rule's trigger: a command word (a run of `[\w.-]` that starts after none of those
 * characters and ends at a space or tab) with one of its own flags after it. The words are found by a plain scan
 * over the text's runs and looked up in a Set — what the one regex alternation of every word
 * (`(?<![\w.-])(mysql|sshpass|…)[ \t]`) found, without compiling it — and each word's flags are a sticky regex
 * made the first time that word is met.
 */
import { COMMAND_PASSWORD_FLAGS, type CommandPasswordFlags } from './command-passwords.js';

// Shell argument separators (spaces, a line continuation) and one argument, as the command-password rule reads a command line.
const ARG_SEPARATOR = String.raw`(?:[ \t]|\\\r?\n){1,16}`;
const ARGUMENT = String.raw`[^\s;&|]{1,512}`;
const MAX_ARGUMENTS_BEFORE_FLAG = 24;

export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** One entry of COMMAND_PASSWORD_FLAGS as a regex source that ends right before the password. */
function commandFlagSource({ commands, subcommand, flags, form, inside, skip }: CommandPasswordFlags): string {
  const command = `(?:${commands.map(escapeRegex).join('|')})`;
  const arguments_ = (count: number) => `(?:${ARG_SEPARATOR}${ARGUMENT}){0,${count}}?`;
  const sub = subcommand === undefined ? '' : `${arguments_(4)}${ARG_SEPARATOR}${escapeRegex(subcommand)}(?=[ \\t\\\\])`;
  const after = { glued: '', separate: `(?:${ARG_SEPARATOR}|=)`, either: `(?:${ARG_SEPARATOR}|=)?` }[form];
  const flagCluster = `(?:${ARG_SEPARATOR}-[A-Za-z]{1,8}){0,4}`;
  const skipped = skip === undefined ? '' : `(?:${flagCluster}${ARG_SEPARATOR}(?!-)${ARGUMENT}){${skip}}${flagCluster}${ARG_SEPARATOR}`;
  // A separate password is never a flag, a redirection or the end of the command.
  const guard = form === 'glued' && inside === undefined ? '(?!\\s)' : '(?![-<>|;&\\s])';
  return `${command}${sub}${arguments_(MAX_ARGUMENTS_BEFORE_FLAG)}${ARG_SEPARATOR}(?:${flags.join('|')})${skipped === '' ? after : skipped}${inside ?? ''}${guard}`;
}

let heads: string | undefined;

/** Every entry's source, joined: the head of the rule's pattern, up to the password (made once, on first use). */
export function commandPasswordHeads(): string {
  heads ??= COMMAND_PASSWORD_FLAGS.map(commandFlagSource).join('|');
  return heads;
}

let commandWords: ReadonlySet<string> | undefined;
let longestWord = 0;
const flagsAfterWord = new Map<string, RegExp>();

function words(): ReadonlySet<string> {
  if (commandWords === undefined) {
    commandWords = new Set(COMMAND_PASSWORD_FLAGS.flatMap(({ commands }) => commands));
    for (const word of commandWords) longestWord = Math.max(longestWord, word.length);
  }
  return commandWords;
}

/**
 * What may follow `word` up to one of its flags (or, for an entry without a flag, what comes inside its argument), up
 * to 512 characters on, as a sticky regex started at the space after the word: the entries naming it, in table order.
 */
function flagsAfter(word: string): RegExp {
  let flags = flagsAfterWord.get(word);
  if (flags === undefined) {
    const sources = COMMAND_PASSWORD_FLAGS.filter(({ commands }) => commands.includes(word)).map(({ flags: entryFlags, inside }) =>
      entryFlags.includes('') ? String.raw`[ \t]{0,16}${inside ?? ''}` : String.raw`[^\n;&|]{0,512}?(?<=[ \t])(?:${entryFlags.join('|')})`,
    );
    flags = new RegExp(sources.join('|'), 'y');
    flagsAfterWord.set(word, flags);
  }
  return flags;
}

/** `[\w.-]`: the characters of a command word and of what may not stand right before one. */
function isWordCharacter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x5f || code === 0x2e || code === 0x2d;
}

/**
 * The command-password rule's trigger: whether a command word has one of its password flags after it. Most texts
 * have no command word; after one, only its own flags are looked for (`docker compose up -d` and `curl -s URL` have
 * none of theirs).
 */
export function hasCommandPasswordFlag(text: string): boolean {
  const known = words();
  let index = 0;
  while (index < text.length) {
    if (!isWordCharacter(text.charCodeAt(index))) {
      index++;
      continue;
    }
    const start = index;
    while (index < text.length && isWordCharacter(text.charCodeAt(index))) index++;
    // the run ends at `index`: a command word when it is one of the table's and a space or tab follows
    const next = text.charCodeAt(index);
    if ((next !== 0x20 && next !== 0x09) || index - start > longestWord) continue;
    const word = text.slice(start, index);
    if (!known.has(word)) continue;
    const flags = flagsAfter(word);
    flags.lastIndex = index;
    if (flags.test(text)) return true;
  }
  return false;
}
