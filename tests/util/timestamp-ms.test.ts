import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timestampMs } from '../../src/util/timestamp-ms.js';

describe('timestampMs', () => {
  it.each<[string, string]>([
    ['the canonical form', '2025-06-01T12:34:56.789Z'],
    ["a day past the month's end, which Date.parse rolls over", '2025-02-30T00:00:00.000Z'],
    ['24:00, which Date.parse takes as the next day', '2025-01-01T24:00:00.000Z'],
    ['minute 60 (not a time)', '2025-01-01T23:60:00.000Z'],
    ['second 60', '2025-01-01T23:59:60.000Z'],
    ['month 0', '2025-00-10T00:00:00.000Z'],
    ['month 13', '2025-13-10T00:00:00.000Z'],
    ['day 0', '2025-01-00T00:00:00.000Z'],
    ['year 0000 (Date.UTC would read 1900)', '0000-01-01T00:00:00.000Z'],
    ['year 0099', '0099-01-01T00:00:00.000Z'],
    ['a letter among the digits', '2025-0a-01T00:00:00.000Z'],
    ['a sign among the digits', '2025-01-01T-1:00:00.000Z'],
    ['an offset instead of Z', '2025-06-01T12:34:56+02:00'],
    ['no milliseconds', '2025-06-01T12:34:56Z'],
    ['microseconds', '2025-06-01T12:34:56.789123Z'],
    ['a date alone', '2025-06-01'],
    ['nothing', ''],
    ['not a time', 'yesterday at noon, roughly.'],
  ])('%s: as Date.parse', (_name, text) => {
    expect(timestampMs(text)).toEqual(Date.parse(text));
  });

  it('is Date.parse for any text of the canonical shape or near it', () => {
    const digit = fc.constantFrom('0', '1', '2', '3', '5', '6', '9', 'a', '-', ' ');
    const two = fc.tuple(digit, digit).map((parts) => parts.join(''));
    const shaped = fc
      .tuple(fc.tuple(digit, digit, digit, digit), two, two, two, two, two, fc.tuple(digit, digit, digit), fc.constantFrom('Z', 'z', '+'))
      .map(([year, month, day, hour, minute, second, ms, zone]) => `${year.join('')}-${month}-${day}T${hour}:${minute}:${second}.${ms.join('')}${zone}`);
    const real = fc.date({ min: new Date(-1e14), max: new Date(1e14), noInvalidDate: true }).map((date) => date.toISOString());
    fc.assert(
      fc.property(fc.oneof(shaped, real, fc.string({ maxLength: 30 })), (text) => {
        expect(timestampMs(text)).toEqual(Date.parse(text));
      }),
      { numRuns: 2000 },
    );
  });
});
