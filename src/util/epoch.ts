import { timestampMs } from './timestamp-ms.js';

/** Epoch seconds of an ISO timestamp from a log, undefined when there is none or it does not parse. */
export function epochSeconds(timestamp: string | undefined): number | undefined {
  if (timestamp === undefined) return undefined;
  const ms = timestampMs(timestamp);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}
