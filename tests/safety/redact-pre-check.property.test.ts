/**
 * The redactor's pre-check of short texts (src/safety/redact.ts `hintsAccept`) looks for literals instead of
 * compiling the triggers; a pattern runs only where its own trigger accepts the text. So the redaction is the
 * one the triggers make exactly when the hints accept every text a trigger accepts: shown here for each
 * trigger on texts made to match it (fast-check's stringMatching, in any letter case where the trigger ignores
 * case, inside random text), and for all of them together on random mixes of the triggers' pieces. The
 * command-password trigger, now a scan of the text's words made on first use, is held to the one regex of
 * every command word it replaced (built here from the same table).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMAND_PASSWORD_FLAGS } from '../../src/safety/command-passwords.js';
import { hasCommandPasswordFlag } from '../../src/safety/command-password-rule.js';
import { hintsAccept, redactSecrets, SECRET_PATTERNS, type SecretPattern } from '../../src/safety/redact.js';

const RUNS = Number(process.env.TIP_MINER_PROPERTY_RUNS ?? 300);

const regexTriggered = SECRET_PATTERNS.flatMap((pattern) => (pattern.trigger instanceof RegExp ? [[pattern.id, pattern, pattern.trigger] as const] : []));

const triggerAccepts = ({ trigger }: SecretPattern, text: string): boolean => (typeof trigger === 'function' ? trigger(text) : trigger.test(text));

/** Any case of its ASCII letters, as a case-insensitive trigger reads them. */
const anyCase = (text: string): fc.Arbitrary<string> =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => text.replace(/[A-Za-z]/g, (char, index: number) => (upper[index] ? char.toUpperCase() : char.toLowerCase())));

/** Texts the trigger accepts: made to match its source (lookarounds left out: fast-check cannot), kept when it matches. */
function acceptedBy(trigger: RegExp): fc.Arbitrary<string> {
  const source = trigger.source.replace(/\(\?<?!(?:\[[^\]]*\]|[^)])*\)/g, '');
  const matching = fc.stringMatching(new RegExp(source));
  const cased = trigger.ignoreCase ? matching.chain(anyCase) : matching;
  return fc.tuple(fc.string({ maxLength: 12 }), cased, fc.string({ maxLength: 12 })).map(([before, text, after]) => `${before}${text}${after}`);
}

describe('the hints of each trigger', () => {
  it.each(regexTriggered)('%s has hints, in lower case when the trigger ignores case', (_id, { hints }, trigger) => {
    expect(hints?.length).toBeGreaterThan(0);
    for (const hint of hints ?? []) expect(hint.length).toBeGreaterThan(0);
    if (trigger.ignoreCase) for (const hint of hints ?? []) expect(hint).toBe(hint.toLowerCase());
  });

  it.each(regexTriggered)('%s: every text the trigger accepts holds a hint', (_id, pattern, trigger) => {
    fc.assert(
      fc.property(
        acceptedBy(trigger).filter((text) => trigger.test(text)),
        (text) => hintsAccept(text, [pattern]),
      ),
      { numRuns: RUNS },
    );
  });
});

/** Pieces of every trigger: its hints, in both cases, the table's command words and flags, secrets, separators. */
const PIECES = [
  ...SECRET_PATTERNS.flatMap(({ hints }) => hints ?? []).flatMap((hint) => [hint, hint.toUpperCase()]),
  ...COMMAND_PASSWORD_FLAGS.flatMap(({ commands, flags, subcommand }) => [...commands, ...flags, ...(subcommand === undefined ? [] : [subcommand])]),
  ...['/usr/bin/', 'user%', 'pass:', 'user/', '<<<', '=', ':', '"', "'", ' ', '\t', '\n', '\\\n', ' | ', '@', '?', '&', '.', '-', '_'],
  ...['Xy7Qa2Lm9Pz4Rt6Vb8Nc1Kd3Fg5Hj0Ws2Ee4Ty6Ui8Oo', 'S3cretPassw0rdQ', 'abcdefghij0123456789ABCDEFGHIJ0123456789', 'eyJhbGciOi'],
];
const mixes = fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })), { maxLength: 24 }).map((parts) => parts.join(''));

describe('the pre-check of short texts', () => {
  it('accepts every text a trigger accepts (so the redaction is the triggers’)', () => {
    fc.assert(
      fc.property(mixes, (text) => !SECRET_PATTERNS.some((pattern) => triggerAccepts(pattern, text)) || hintsAccept(text)),
      { numRuns: RUNS * 10 },
    );
  });

  it.each([
    ['a command with none of the hints', 'git status --short && npm run build', false],
    ['a path', '/Users/dain/workspace/JSSoundRecorder/src/app.js', false],
    ['a named secret', 'export DB_PASSWORD=hunter2xyz', true],
    ['a command password', 'mysql -uroot -pS3cret db', true],
    ['a key in upper case where the trigger ignores case', 'AUTHORIZATION: Bearer abcdefgh1234', true],
  ] as const)('%s: %s', (_name, text, expected) => {
    expect(hintsAccept(text)).toBe(expected);
  });
});

/** The trigger as it was: one regex of every command word, then that word's flags (src/safety/redact.ts before). */
function commandWordRegexTrigger(): (text: string) => boolean {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  const commandWord = new RegExp(
    String.raw`(?<![\w.-])(${[...new Set(COMMAND_PASSWORD_FLAGS.flatMap(({ commands }) => commands))].map(escape).join('|')})[ \t]`,
    'g',
  );
  const flagsAfter = new Map<string, RegExp>();
  for (const { commands, flags, inside } of COMMAND_PASSWORD_FLAGS) {
    const flag = flags.includes('') ? String.raw`[ \t]{0,16}${inside ?? ''}` : String.raw`[^\n;&|]{0,512}?(?<=[ \t])(?:${flags.join('|')})`;
    for (const command of commands) {
      const known = flagsAfter.get(command)?.source;
      flagsAfter.set(command, new RegExp(known === undefined ? flag : `${known}|${flag}`, 'y'));
    }
  }
  return (text) => {
    commandWord.lastIndex = 0;
    for (let match = commandWord.exec(text); match !== null; match = commandWord.exec(text)) {
      const flags = flagsAfter.get(match[1] ?? '');
      if (flags === undefined) continue;
      flags.lastIndex = match.index + match[0].length - 1;
      if (flags.test(text)) return true;
    }
    return false;
  };
}

describe('the command-password trigger', () => {
  const before = commandWordRegexTrigger();

  it('answers as the one regex of every command word did', () => {
    fc.assert(
      fc.property(mixes, (text) => hasCommandPasswordFlag(text) === before(text)),
      { numRuns: RUNS * 10 },
    );
  });

  it.each([
    ['mysql -pS3cret', true],
    ['/usr/bin/mysql -pS3cret', true],
    ['xmysql -pS3cret', false],
    ['mysql.bak -pS3cret', false],
    ['grep -P x', false],
    ['sqlplus scott/tiger@db', true],
    ['docker compose up -d', false],
    ['docker login -p s3cret', true],
    ['ssh -p 2222 host', false],
  ] as const)('%s: %s', (text, expected) => {
    expect(hasCommandPasswordFlag(text)).toBe(expected);
    expect(before(text)).toBe(expected);
  });

  it('finds its password however many texts came before (its tables are made once, on first use)', () => {
    expect(redactSecrets('mysql -uroot -pS3cretPassw0rdQ db')).toBe('mysql -uroot -p[REDACTED] db');
    expect(redactSecrets('sshpass -p hunter2xyzQ ssh host')).toBe('sshpass -p [REDACTED] ssh host');
  });
});
