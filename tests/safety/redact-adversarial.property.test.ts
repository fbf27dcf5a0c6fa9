/**
 * The redactor and the sanitiser on multi-megabyte hostile texts (a crafted 8-million-character text once
 * overflowed the redactor's regex stack): long runs of one character, of `a=`, `:`, `@`, `-p`, deep nesting,
 * megabytes without a space or of spaces only, shapes that start a pattern at every position. Whatever comes:
 * no exception, no surviving planted secret, and redacting twice is redacting once. Linear time is shown by
 * these texts completing (no stopwatch), and by construction: no pattern has a `{n,}` quantifier (V8 compiles
 * one into a loop that overflows on megabytes) — see the comment at the top of src/safety/redact.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutAtToken, redactThenCut } from '../../src/safety/cut.js';
import { REDACTED, redactSecrets, SECRET_PATTERNS } from '../../src/safety/redact.js';
import { sanitizeAndRedact, sanitizeText } from '../../src/safety/sanitize.js';

const MB = 1024 * 1024;
const RUNS = Number(process.env.TIP_MINER_PROPERTY_RUNS ?? 6);
const TIMEOUT = 240_000;

const repeat = (unit: string, length: number): string => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const key = (...parts: string[]): string => parts.join('');

/** Units that, repeated, make a pattern start (and scan) at every position, nest, or never end. */
const HOSTILE_UNITS = [
  'a',
  ' ',
  '\n',
  'a=',
  ':',
  '@',
  ' -p',
  'a.',
  '"',
  '(',
  '[',
  '[x](',
  '<script ',
  '<a',
  '<a@b.c',
  '-',
  '- ',
  '\u001b[',
  '\u001b]8;;',
  '&#',
  '\\',
  'key=',
  'token=',
  'password: ',
  'password=$',
  'key="',
  'eyJaaaaa.',
  '-----BEGIN ',
  'sk-',
  '-u a:',
  '|',
  'bearer ',
  'authorization: token ',
  'mysql -u a ',
  'docker login ',
  'echo a | ',
  'config set a ',
  'login a password ',
  'sqlplus a/',
  '?key=',
  'a\u200b',
  'aB3-',
  '![',
  '`',
  '#',
];

/** Secrets planted in the hostile texts, each with the part that must not survive. */
const PLANTED: ReadonlyArray<readonly [text: string, secret: string]> = [
  [key('sk-', 'proj-', 'Xy7Qa2Lm9Pz4Rt6Vb8Nc1Kd3Fg5Hj0Ws2Ee4Ty6Ui8Oo'), 'Xy7Qa2Lm9Pz4Rt6Vb8Nc1Kd3Fg5Hj0Ws2Ee4Ty6Ui8Oo'],
  [key('ghp', '_R3aLlYn0tAr3alT0k3nButL00ksLik30ne12'), 'R3aLlYn0tAr3alT0k3nButL00ksLik30ne12'],
  ['mysql -uroot -pS3cretPassw0rdQ', 'S3cretPassw0rdQ'],
  ['sshpass -p hunter2xyzQ ssh host', 'hunter2xyzQ'],
  ['https://hooks.slack.com/services/T0AAAA/B0BBBB/WebhookSecretQ9', 'WebhookSecretQ9'],
  ['Authorization: token abcdef0123456789abcdQ', 'abcdef0123456789abcdQ'],
  ['https://s3cr3tT0kenValueQ@host.example/x.git', 's3cr3tT0kenValueQ'],
];

/**
 * `unit` repeated to `length`, the i-th secret planted at `planted[i]` of that text — each at its place in the
 * repeated text, never inside another planted line (one cut into "mysql" would leave "ysql -pX": no command's password).
 */
function hostileText(unit: string, length: number, planted: number[] = []): string {
  let text = repeat(unit, length);
  const cuts = planted.map((at, index) => ({ at: Math.min(at, text.length), index })).sort((a, b) => b.at - a.at || b.index - a.index);
  for (const { at, index } of cuts) {
    const [plant] = PLANTED[index % PLANTED.length]!;
    text = `${text.slice(0, at)}\n ${plant} \n${text.slice(at)}`;
  }
  return text;
}

describe('every redaction pattern is bounded', () => {
  const sources = SECRET_PATTERNS.flatMap(({ id, pattern, trigger }) => [
    [id, pattern.source] as const,
    ...(trigger instanceof RegExp ? [[`${id} trigger`, trigger.source] as const] : []),
  ]);

  it.each(sources)('%s has no `{n,}` quantifier', (_id, source) => {
    expect(source).not.toMatch(/(?<!\\)\{\d+,\}/);
  });
});

describe('multi-megabyte hostile texts', () => {
  it.each(HOSTILE_UNITS.map((unit) => [JSON.stringify(unit), unit] as const))(
    '%s repeated: no throw, idempotent, planted secrets gone',
    (_name, unit) => {
      const text = hostileText(unit, MB, [0, MB / 2, MB]);
      const redacted = redactSecrets(text);
      expect(redactSecrets(redacted)).toBe(redacted);
      const safe = sanitizeAndRedact(text, { maxChars: Number.POSITIVE_INFINITY, multiline: true });
      for (const output of [redacted, safe]) for (const [, secret] of PLANTED.slice(0, 3)) expect(output.includes(secret), secret).toBe(false);
      expect(sanitizeText(safe, { maxChars: Number.POSITIVE_INFINITY, multiline: true })).toBe(safe);
    },
    TIMEOUT,
  );

  it.each(['a', '-', '"', 'aB3-', ' '])(
    '8 MB of %j: redacted without a stack overflow',
    (unit) => {
      const text = `${repeat(unit, 8 * MB)}x`;
      expect(() => redactSecrets(text)).not.toThrow();
    },
    TIMEOUT,
  );

  it(
    'random mixes of hostile units with planted secrets: no throw, no secret, idempotent',
    () => {
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...HOSTILE_UNITS), { minLength: 1, maxLength: 6 }),
          fc.integer({ min: MB / 8, max: MB / 2 }),
          fc.array(fc.nat({ max: MB / 2 }), { minLength: 1, maxLength: PLANTED.length }),
          (units, length, positions) => {
            const text = hostileText(units.join(''), length, positions);
            const redacted = redactSecrets(text);
            expect(redactSecrets(redacted)).toBe(redacted);
            const safe = sanitizeAndRedact(text, { maxChars: 4000 });
            expect(sanitizeAndRedact(safe, { maxChars: 4000 })).toBe(safe);
            for (const [index] of positions.entries()) {
              const [, secret] = PLANTED[index % PLANTED.length]!;
              expect(redacted.includes(secret), secret).toBe(false);
              expect(safe.includes(secret), secret).toBe(false);
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});

describe('redact whole, then cut', () => {
  const secret = key('sk-', 'ant-', 'api03-', 'Zq9Wx8Ev7Rc6Tb5Yn4Um3Il2Ok1Pj0Hg9Fd8Sa7Qw6Er5Ty');

  it('leaves no part of a key that straddles any cut', () => {
    fc.assert(
      fc.property(fc.nat({ max: 120 }), fc.integer({ min: 1, max: 200 }), (before, cut) => {
        const text = `${'w '.repeat(before)}${secret} tail`;
        const output = redactThenCut(text, cut);
        expect(output.length).toBeLessThanOrEqual(cut);
        // no 8 characters of the key's random part, and no halved marker
        for (let at = 13; at + 8 <= secret.length; at++) expect(output).not.toContain(secret.slice(at, at + 8));
        expect(output.replaceAll(REDACTED, '')).not.toMatch(/\[RED|ACTED\]/);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps the context that marks a password, even when the cut falls before it', () => {
    expect(redactThenCut('echo Dckr5ecretPass | docker login -u me --password-stdin', 20)).not.toContain('Dckr5ecretPass');
  });

  it('drops the token a first cut would halve', () => {
    expect(cutAtToken(`a b ${secret} c`, 10)).toBe('a b ');
    expect(cutAtToken('a b c', 3)).toBe('a b');
    expect(cutAtToken('short', 10)).toBe('short');
    // a token longer than 1,024 characters keeps that much, enough for every pattern to know it
    expect(cutAtToken('x'.repeat(5000), 2000)).toBe('x'.repeat(2000));
  });
});
