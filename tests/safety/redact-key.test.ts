/** A key from a log leaves through the redactor and stays a key: unchanged when nothing in it is secret, else redacted and still distinct. */
import { describe, expect, it } from 'vitest';
import { redactKey } from '../../src/safety/redact-key.js';

describe('redactKey', () => {
  it.each([
    ['a Claude Code session id (a UUID)', '0f5e2a4c-1b3d-4e6f-8a9b-0c1d2e3f4a5b'],
    ['a tool call id', 'toolu_01ABCDEFabcdef0123456789xyz'],
    ['a Codex call id', 'call_aB3dEfGhIjKlMnOpQrStUvWx'],
    ['a stream id', 'main'],
    ['an agent-framework task id', 'impl-0b1e'],
  ])('keeps %s as it is', (_name, key) => {
    expect(redactKey(key)).toBe(key);
  });

  it.each([
    ['a 32-hex id', '0123456789abcdef0123456789abcdef', '0123456789abcdef0123456789abcdee'],
    ['a token', 'ghp_R3aLlYn0tAr3alT0k3nButL00ksLik30ne12', 'ghp_R3aLlYn0tAr3alT0k3nButL00ksLik30ne13'],
  ])('redacts %s, a digest keeping two of them apart', (_name, key, other) => {
    const redacted = redactKey(key);
    expect(redacted).toMatch(/^\[REDACTED\]#[0-9a-f]{12}$/);
    expect(redacted).not.toContain(key.slice(4, -4));
    expect(redactKey(key)).toBe(redacted);
    expect(redactKey(other)).not.toBe(redacted);
  });
});
