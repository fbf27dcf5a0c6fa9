/**
 * The command-password rule's regexes are made on first use (src/safety/command-password-rule.ts): the regex of
 * every command word when a text is first checked, each word's flags when that word is first met, the rule's
 * pattern when its trigger first accepts a text. The trigger is held to the tables the redactor used to build when
 * it loaded (built here the same way from the same table): the same answer on random mixes of the table's command
 * words, flags and separators, and on the cases that set the rule's bounds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasCommandPasswordFlag } from '../../src/safety/command-password-rule.js';
import { COMMAND_PASSWORD_FLAGS } from '../../src/safety/command-passwords.js';
import { redactSecrets } from '../../src/safety/redact.js';

const RUNS = Number(process.env.TIP_MINER_PROPERTY_RUNS ?? 3000);

/** The trigger as the redactor built it when it loaded: one regex of every command word, and a map of every word's flags. */
function triggerBuiltAtLoad(): (text: string) => boolean {
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

/** The table's command words, flags and subcommands, and what stands around them on a command line. */
const PIECES = [
  ...COMMAND_PASSWORD_FLAGS.flatMap(({ commands, flags, subcommand }) => [...commands, ...flags, ...(subcommand === undefined ? [] : [subcommand])]),
  ...['/usr/bin/', 'x', 'user%', 'pass:', 'user/', '<<<', '=', ':', '"', "'", ' ', ' ', ' ', '\t', '\n', '\\\n', ' | ', ';', '&', '.', '-', '_', 'S3cret'],
];
const commandLines = fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 })), { maxLength: 24 }).map((parts) => parts.join(''));

describe('the command-password trigger, made on first use', () => {
  const atLoad = triggerBuiltAtLoad();

  it('answers as the tables built at load did', () => {
    fc.assert(
      fc.property(commandLines, (text) => hasCommandPasswordFlag(text) === atLoad(text)),
      { numRuns: RUNS },
    );
  });

  it.each([
    ['mysql -pS3cret', true],
    ['/usr/bin/mysql -pS3cret', true],
    ['xmysql -pS3cret', false],
    ['mysql.bak -pS3cret', false],
    ['sqlplus scott/tiger@db', true],
    ['docker login -p s3cret', true],
    ['docker compose up -d', false],
    ['grep -P x', false],
    ['ssh -p 2222 host', false],
    ['mysql\n-pS3cret', false],
  ] as const)('%j: %s', (text, expected) => {
    expect(hasCommandPasswordFlag(text)).toBe(expected);
    expect(atLoad(text)).toBe(expected);
  });

  it('the pattern made on first use redacts as the rule says', () => {
    expect(redactSecrets('mysql -uroot -pS3cretPassw0rdQ db')).toBe('mysql -uroot -p[REDACTED] db');
    expect(redactSecrets('sshpass -p hunter2xyzQ ssh host')).toBe('sshpass -p [REDACTED] ssh host');
    expect(redactSecrets('docker run -p 8080:80 img')).toBe('docker run -p 8080:80 img');
  });
});
