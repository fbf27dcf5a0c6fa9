/**
 * A `role: "user"` record of a Cursor agent transcript: what the human typed, and when. Cursor wraps the typed text
 * in `<user_query>…</user_query>` after a `<timestamp>Friday, May 8, 2026, 6:05 AM (UTC+5:30)</timestamp>` line and
 * attachment preambles (`[Image]`, `<image_files>`, `<uploaded_documents>`); only what stands before the first
 * `<user_query>` is structure — angle brackets inside it are the user's pasted text — and the body ends at the last
 * `</user_query>`. The harness writes its own continuations there too (after a sub-agent's or a background task's
 * result): those are no human turn (docs/log-formats.md, Cursor).
 */

/** What the harness writes as a user query (HulkInTherapy/potsherd docs/formats/cursor.md, "telling a human prompt from an injected one"). */
const INJECTED_QUERIES = ['The above subagent result is already visible to the user.', 'Briefly inform the user about the task result'];

const OPEN = '<user_query>';
const CLOSE = '</user_query>';
const TIMESTAMP = /<timestamp>([^<]{1,120})<\/timestamp>/;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** `Friday, May 8, 2026, 6:05 AM (UTC+5:30)`; the weekday and the offset may be missing (no offset: UTC). */
const STAMP =
  /^\s*(?:[A-Za-z]{3,9},\s*)?([A-Za-z]{3,9})\.?\s+(\d{1,2}),\s*(\d{4}),?\s+(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*(?:\((?:UTC|GMT)(?:\s*([+-])(\d{1,2})(?::?(\d{2}))?)?\))?\s*$/;

export interface CursorUserText {
  /** The typed text (the query's body, or the whole text when it has no `<user_query>`). */
  text: string;
  /** The harness wrote it, no human. */
  injected: boolean;
  /** The record's `<timestamp>`, as an ISO time, when it has one that reads. */
  timestamp?: string;
}

export function readUserText(raw: string): CursorUserText {
  const open = raw.indexOf(OPEN);
  const preamble = open === -1 ? raw : raw.slice(0, open);
  const stamp = TIMESTAMP.exec(preamble)?.[1];
  const timestamp = stamp === undefined ? undefined : cursorTimestamp(stamp);
  let text: string;
  if (open === -1) text = raw.replace(TIMESTAMP, '');
  else {
    const close = raw.lastIndexOf(CLOSE);
    text = close > open ? raw.slice(open + OPEN.length, close) : raw.slice(open + OPEN.length);
  }
  text = text.trim();
  const injected = INJECTED_QUERIES.some((query) => text.startsWith(query));
  return timestamp === undefined ? { text, injected } : { text, injected, timestamp };
}

/**
 * The ISO time of a Cursor `<timestamp>`: read with its own offset (never by `Date.parse`, which takes the
 * parenthesised offset for a comment and reads the rest in the machine's zone), undefined when it does not read.
 */
export function cursorTimestamp(text: string): string | undefined {
  const match = STAMP.exec(text);
  if (!match) return undefined;
  const [, monthName = '', day = '', year = '', hour = '', minute = '', meridiem = '', sign, offsetHours, offsetMinutes] = match;
  const month = MONTHS.indexOf(monthName.slice(0, 3).toLowerCase());
  const hour12 = Number(hour);
  if (month === -1 || hour12 < 1 || hour12 > 12 || Number(minute) > 59) return undefined;
  const hour24 = (hour12 % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  const offset = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes ?? 0));
  const ms = Date.UTC(Number(year), month, Number(day), hour24, Number(minute)) - offset * 60_000;
  const date = new Date(ms);
  // a day that does not exist (Feb 31) rolls over: no time
  const local = new Date(Date.UTC(Number(year), month, Number(day)));
  if (Number.isNaN(ms) || local.getUTCMonth() !== month) return undefined;
  return date.toISOString();
}
