/**
 * The command-password rule's regex parts, made from COMMAND_PASSWORD_FLAGS (command-passwords.ts) on first use, not
 * when the redactor loads: the table is ~110 command words in 26 entries, and making it into patterns costs a few
 * milliseconds that a hook call, which mostly meets no command word, need not pay.
 *
 * `hasCommandPasswordFlag` is the rule's trigger: a command word with one of its own flags after it. The regex of every
 * command word is made the first time a text is checked, and each word's flags the first time that word is met (a
 * hook call meets one or two of the ~110, if any).
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

let commandWord: RegExp | undefined;
const flagsAfterWord = new Map<string, RegExp>();

/** Every command word of the table where one starts (after none of `[\w.-]`) and a space or tab ends it. */
function commandWords(): RegExp {
  commandWord ??= new RegExp(
    String.raw`(?<![\w.-])(${[...new Set(COMMAND_PASSWORD_FLAGS.flatMap(({ commands }) => commands))].map(escapeRegex).join('|')})[ \t]`,
    'g',
  );
  return commandWord;
}

/**
 * What may follow `word` up to one of its flags (or, for an entry without a flag, what comes inside its argument), up
 * to 512 characters on, as a sticky regex started at the space after the word: the entries naming it, in table order.
 */
function flagsAfter(word: string): RegExp | undefined {
  let flags = flagsAfterWord.get(word);
  if (flags === undefined) {
    const sources = COMMAND_PASSWORD_FLAGS.filter(({ commands }) => commands.includes(word)).map(({ flags: entryFlags, inside }) =>
      entryFlags.includes('') ? String.raw`[ \t]{0,16}${inside ?? ''}` : String.raw`[^\n;&|]{0,512}?(?<=[ \t])(?:${entryFlags.join('|')})`,
    );
    if (sources.length === 0) return undefined;
    flags = new RegExp(sources.join('|'), 'y');
    flagsAfterWord.set(word, flags);
  }
  return flags;
}

/**
 * The command-password rule's trigger: whether a command word has one of its password flags after it. Most texts
 * have no command word (one test); after one, only its own flags are looked for (`docker compose up -d` and
 * `curl -s URL` have none of theirs).
 */
export function hasCommandPasswordFlag(text: string): boolean {
  const words = commandWords();
  words.lastIndex = 0;
  for (let match = words.exec(text); match !== null; match = words.exec(text)) {
    const flags = flagsAfter(match[1] ?? '');
    if (flags === undefined) continue;
    flags.lastIndex = match.index + match[0].length - 1;
    if (flags.test(text)) return true;
  }
  return false;
}
