/**
 * A key from a log (a session, stream or call id) that leaves tip-miner as a join key: it passes the one
 * redactor, and where a secret was redacted the key keeps a short digest of what it was, so two keys that
 * differ stay different (a 32-hex session id is redacted as a hex secret; two of them must not become one).
 */
import { createHash } from 'node:crypto';
import { redactSecrets } from './redact.js';

/** Hex digits of the SHA-256 of the original kept after a redacted key: 48 bits, so distinct keys do not collide in practice. */
const DIGEST_CHARS = 12;

export function redactKey(key: string): string {
  const redacted = redactSecrets(key);
  if (redacted === key) return key;
  return `${redacted}#${createHash('sha256').update(key).digest('hex').slice(0, DIGEST_CHARS)}`;
}
