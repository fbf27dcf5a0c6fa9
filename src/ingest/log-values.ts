/**
 * Every number and date an adapter takes from a log, checked in one place against model/value-bounds.ts before
 * anything reads it: a timestamp that does not parse to a time from 2000 to 2200, a token count, size or line
 * count that is not a whole number within its bounds (1e308, -1, 1.5) is a named problem of its line and
 * the field is left out (a token count counts 0, a result's size and a Read's extent are unknown). So no
 * extreme value reaches a detector, the history database or a report.
 */
import type { NormalizedEvent, ReadExtent, TokenCounts } from '../model/events.js';
import { shownValue, VALUE_BOUNDS, withinBounds, type NumberBounds } from '../model/value-bounds.js';
import { timestampMs } from '../util/timestamp-ms.js';

export type ValueProblem = (message: string) => void;

const TOKEN_FIELDS: ReadonlyArray<keyof TokenCounts> = ['input', 'output', 'cacheCreation', 'cacheRead'];
const EXTENT_FIELDS: ReadonlyArray<keyof ReadExtent> = ['startLine', 'numLines', 'totalLines'];

/** Checks the values of the events of one file; the events of one line share a timestamp, checked once. */
export class LogValueCheck {
  private lastTimestamp: string | undefined;
  private lastTimestampOk = true;

  /** The event with every value out of bounds left out (the same object when all are fine). */
  checked(event: NormalizedEvent, problem: ValueProblem): NormalizedEvent {
    let result = event;
    if (event.timestamp !== undefined && !this.timestampOk(event.timestamp)) {
      problem(`timestamp ${shownValue(event.timestamp)} is not ${VALUE_BOUNDS.logTimeMs.what}; left out`);
      result = { ...result, timestamp: undefined };
    }
    if (result.kind === 'usage') {
      const given = result.tokens;
      const bad = TOKEN_FIELDS.filter((field) => !withinBounds(given[field], VALUE_BOUNDS.tokens));
      if (bad.length > 0) {
        for (const field of bad) problem(outOfBounds(`${field} tokens`, given[field], VALUE_BOUNDS.tokens, 'counted as 0'));
        const tokens = { ...given };
        for (const field of bad) tokens[field] = 0;
        result = { ...result, tokens };
      }
    } else if (result.kind === 'tool_result') {
      if (result.bytes !== undefined && !withinBounds(result.bytes, VALUE_BOUNDS.bytes)) {
        problem(outOfBounds('the result size', result.bytes, VALUE_BOUNDS.bytes, 'left out'));
        result = { ...result, bytes: undefined };
      }
      const read = result.read;
      const bad = read ? EXTENT_FIELDS.find((field) => !withinBounds(read[field], VALUE_BOUNDS.lines)) : undefined;
      if (read && bad !== undefined) {
        problem(outOfBounds(`the Read's ${bad}`, read[bad], VALUE_BOUNDS.lines, "the Read's extent left out"));
        result = { ...result, read: undefined };
      }
    }
    return result;
  }

  private timestampOk(timestamp: string): boolean {
    if (timestamp !== this.lastTimestamp) {
      this.lastTimestamp = timestamp;
      const ms = timestampMs(timestamp);
      // a timestamp that does not parse at all is no time either way: the readers skip it as before
      this.lastTimestampOk = Number.isNaN(ms) || withinBounds(ms, VALUE_BOUNDS.logTimeMs);
    }
    return this.lastTimestampOk;
  }
}

function outOfBounds(what: string, value: unknown, bounds: NumberBounds, outcome: string): string {
  return `${what} ${shownValue(value)} is not ${bounds.what}; ${outcome}`;
}
