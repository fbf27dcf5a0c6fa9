/**
 * The OTLP/JSON encoding as an OpenTelemetry collector's file exporter writes it (pdata's JSON marshaler,
 * docs/log-formats.md "Claude Code OpenTelemetry events"): lowerCamelCase keys, attributes a list of
 * `{key, value}` whose value is one of `stringValue`, `boolValue`, `intValue` (a 64-bit integer: a string),
 * `doubleValue`, `arrayValue {values}`, `kvlistValue {values: [{key, value}]}`, `bytesValue` (base64);
 * timestamps nanoseconds since the epoch as decimal strings. Attributes are read into a `Map`: a key is data.
 */
import { asArray, asRecord, asString, type JsonRecord } from '../../json-guards.js';

/** A decoded attribute value; `kvlistValue` is not read into anything (Claude Code writes none). */
export type OtlpValue = string | number | boolean | OtlpValue[] | undefined;

/** Items of an array or attributes of a record read at most: a hostile line cannot make one record cost more. */
const MAX_ITEMS = 1024;

/** The attributes of a record or resource, by key; a repeated key keeps its first value (as the collector does). */
export function attributesOf(record: JsonRecord | undefined): Map<string, OtlpValue> {
  const attributes = new Map<string, OtlpValue>();
  for (const item of (asArray(record?.attributes) ?? []).slice(0, MAX_ITEMS)) {
    const entry = asRecord(item);
    const key = asString(entry?.key);
    if (key === undefined || attributes.has(key)) continue;
    attributes.set(key, anyValue(entry?.value));
  }
  return attributes;
}

/** One `AnyValue`; an empty one (`{}`, an attribute set to nothing) is undefined. */
export function anyValue(value: unknown): OtlpValue {
  const any = asRecord(value);
  if (!any) return undefined;
  if (typeof any.stringValue === 'string') return any.stringValue;
  if (typeof any.boolValue === 'boolean') return any.boolValue;
  if (typeof any.intValue === 'string' || typeof any.intValue === 'number') return integer(any.intValue);
  if (typeof any.doubleValue === 'number') return any.doubleValue;
  const array = asArray(asRecord(any.arrayValue)?.values);
  if (array) return array.slice(0, MAX_ITEMS).map(anyValue);
  return undefined;
}

/** A string attribute (Claude Code writes every value of its own as a string), or a number's or boolean's text. */
export function textOf(value: OtlpValue): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A count: an `intValue`, a `doubleValue`, or a string of digits (Claude Code's `"1234"`). */
export function countOf(value: OtlpValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** `"true"`/`"false"` as Claude Code writes them, or a `boolValue`. */
export function flagOf(value: OtlpValue): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** Milliseconds since the epoch of a `…UnixNano` field (a decimal string, or a number from a lenient writer); 0 or junk is undefined. */
export function nanosToMs(value: unknown): number | undefined {
  let text: string | undefined;
  if (typeof value === 'string' && /^\d{1,25}$/.test(value)) text = value;
  else if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) text = String(value);
  if (text === undefined || text.length <= 6) return undefined;
  const ms = Number(text.slice(0, -6));
  return ms > 0 && ms < 8.64e15 ? ms : undefined;
}

function integer(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (!/^-?\d{1,20}$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}
