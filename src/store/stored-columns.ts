/**
 * What each column of the history database may hold, as data: a kind per column name (the same name means the
 * same thing in every table), checked by the database's readers (history-db.ts: a value of the wrong type or
 * out of bounds is read as missing, or its row left out where the column cannot be missing) and by `merge`
 * (merge-check.ts: an input holding one is refused). The bounds are model/value-bounds.ts's.
 */
import { shownValue, VALUE_BOUNDS, withinBounds, type NumberBounds } from '../model/value-bounds.js';

export type StoredKind = { type: 'number'; bounds: NumberBounds } | { type: 'text'; maxChars: number };

/** Longest text a column holds unless it is named below (every text ingest stores is capped well under it). */
const MAX_STORED_TEXT_CHARS = 64 * 1024;
/** A repository's routing state and the settings views were written with: JSON that grows with the history. */
const MAX_STATE_CHARS = 64 * 1024 * 1024;

const TIME: StoredKind = { type: 'number', bounds: VALUE_BOUNDS.storedTime };
const TIME_MS: StoredKind = { type: 'number', bounds: VALUE_BOUNDS.storedTimeMs };
const COUNT: StoredKind = { type: 'number', bounds: VALUE_BOUNDS.storedCount };

/** Kinds by column name; any other INTEGER column is a count, any other TEXT column text of MAX_STORED_TEXT_CHARS. */
const KINDS: Readonly<Record<string, StoredKind>> = {
  // a session's first and last event: milliseconds
  first_ts: TIME_MS,
  last_ts: TIME_MS,
  ts: TIME,
  timestamp: TIME,
  seen_at: TIME,
  analysed_at: TIME,
  started_at: TIME,
  finished_at: TIME,
  decided_at: TIME,
  refined_at: TIME,
  last_seen: TIME,
  computed_at: TIME,
  set_at: TIME,
  written_at: TIME,
  applied_at: TIME,
  mtime_ms: TIME_MS,
  confidence: { type: 'number', bounds: VALUE_BOUNDS.confidence },
  explicit: { type: 'number', bounds: VALUE_BOUNDS.flag },
  ended_by_delegation: { type: 'number', bounds: VALUE_BOUNDS.flag },
  added: { type: 'number', bounds: VALUE_BOUNDS.flag },
  removed: { type: 'number', bounds: VALUE_BOUNDS.flag },
  suggestable: { type: 'number', bounds: VALUE_BOUNDS.flag },
  state: { type: 'text', maxChars: MAX_STATE_CHARS },
  settings: { type: 'text', maxChars: MAX_STATE_CHARS },
  head: { type: 'text', maxChars: MAX_STATE_CHARS },
};

/** Columns that keep JSON, by `table.column`: a list or an object. */
export const JSON_COLUMNS: Readonly<Record<string, 'array' | 'object'>> = {
  'findings.call_ids': 'array',
  'findings.lines': 'array',
  'corrections.cues': 'array',
  'delegation_suggestions.files': 'array',
  'delegation_suggestions.call_ids': 'array',
  'proposal_decisions.member_keys': 'array',
  'stream_metrics.tool_calls_by_tool': 'object',
  'tool_registry.sources': 'array',
  'view_marks.settings': 'object',
  'routing_states.settings': 'object',
  'routing_states.head': 'array',
  'routing_states.state': 'object',
};

/** What the column holds, by its name and declared type (`INTEGER`, `REAL`, `TEXT`); undefined for any other type. */
export function storedKind(column: string, declaredType: string): StoredKind | undefined {
  const named = Object.hasOwn(KINDS, column) ? KINDS[column] : undefined;
  if (named) return named;
  const type = declaredType.toUpperCase();
  if (type === 'INTEGER') return COUNT;
  if (type === 'REAL') return { type: 'number', bounds: { min: -Number.MAX_VALUE, max: Number.MAX_VALUE, integer: false, what: 'a finite number' } };
  if (type === 'TEXT') return { type: 'text', maxChars: MAX_STORED_TEXT_CHARS };
  return undefined;
}

/** Why a stored value is not of its kind (undefined when it is; NULL is checked by the caller). */
export function storedValueProblem(kind: StoredKind, value: unknown): string | undefined {
  if (kind.type === 'number') return withinBounds(value, kind.bounds) ? undefined : `${shownValue(value)} is not ${kind.bounds.what}`;
  if (typeof value !== 'string') return `${shownValue(value)} is not text`;
  return value.length > kind.maxChars ? `a text of ${value.length} characters is over the ${kind.maxChars}-character limit` : undefined;
}
