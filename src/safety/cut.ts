/**
 * Cutting log text and redacting it in the one safe order: redact the whole text, then cut. A cut made first
 * could halve a key (what is left no longer looks like one) or cut away the context that marks a password
 * (`echo X | docker login --password-stdin` cut after `X`). Where a text must be cut first to bound the cost
 * (a 256 KiB heredoc), the first cut is generous — longer than the final length by more than any pattern looks
 * ahead — and drops the token it would halve, so no part of a secret straddling it survives.
 */
import { REDACTED, redactSecrets } from './redact.js';

/**
 * More than any redaction pattern looks past a secret for its context: the longest is a URL's user and password
 * before its `@` (1,300 characters); a password echoed into a command looks 256 characters on for the pipe.
 */
export const REDACTION_CONTEXT_CHARS = 4096;

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * The longest part of a token a cut drops: a longer token keeps at least this much, more than any pattern needs to
 * know it (a vendor prefix, a random run judged on its first 512 characters, a value redacted to its end).
 */
const MAX_DROPPED_TOKEN = 1024;

/** At most `cap` characters, ending where a token ends: a token the cut would halve is dropped whole (up to MAX_DROPPED_TOKEN). */
export function cutAtToken(text: string, cap: number): string {
  if (text.length <= cap) return text;
  const cut = Math.max(0, cap);
  let end = cut;
  if (!isSpace(text.charCodeAt(end))) while (end > 0 && cut - end < MAX_DROPPED_TOKEN && !isSpace(text.charCodeAt(end - 1))) end--;
  return text.slice(0, cut - end >= MAX_DROPPED_TOKEN ? cut : end);
}

/** At most `maxChars` characters of a redacted text, never halving a surrogate pair or a `[REDACTED]` marker. */
export function cutKeepingMarkers(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  let end = Math.max(0, maxChars);
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  const marker = end > 0 ? text.lastIndexOf(REDACTED, end - 1) : -1;
  if (marker >= 0 && marker + REDACTED.length > end) end = marker;
  return text.slice(0, end);
}

/** The text redacted whole (or up to a generous first cut, see above), then cut to `maxChars`. */
export function redactThenCut(text: string, maxChars: number): string {
  return cutKeepingMarkers(redactSecrets(cutAtToken(text, maxChars + REDACTION_CONTEXT_CHARS)), maxChars);
}
