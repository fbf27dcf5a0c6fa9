/**
 * The tips and learned rules each session was shown (analyze/shown-tips.ts), read from the text the
 * adapters report as put before the model: once per tip and way shown, at the first line that shows it.
 */
import type { ContextShownEvent, ContextSource } from '../../model/events.js';
import { tipsShownIn } from '../shown-tips.js';
import { defineConcern } from './concern.js';

export interface Exposure {
  sessionId: string;
  /** A tip id (a detector's, `delegate-<pattern>`) or a learned rule's (`rule:<hash>`). */
  tip: string;
  source: ContextSource;
  line: number;
  timestamp?: string;
}

export interface ExposuresPart {
  exposures: Exposure[];
}

export default defineConcern({
  id: 'exposures',
  emptyPart: (): ExposuresPart => ({ exposures: [] }),
  create: () => undefined,
  onEvent: (event, partOf) => {
    if (event.kind !== 'context_shown') return;
    const part = partOf(event.sessionId);
    for (const tip of tipsShownIn(event.text)) addOnce(part, exposureOf(event, tip));
  },
});

function exposureOf(event: ContextShownEvent, tip: string): Exposure {
  return {
    sessionId: event.sessionId,
    tip,
    source: event.source,
    line: event.location.line,
    ...(event.timestamp !== undefined && { timestamp: event.timestamp }),
  };
}

function addOnce(part: ExposuresPart, exposure: Exposure): void {
  if (part.exposures.some((known) => known.tip === exposure.tip && known.source === exposure.source)) return;
  part.exposures.push(exposure);
}
