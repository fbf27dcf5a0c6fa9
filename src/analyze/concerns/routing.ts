/**
 * Routing's records of a session: every stream's tool uses in order (compact: name, outcome, a few
 * keywords), the outcomes of calls an earlier reading stored before their results, and the tools the
 * session listed (Claude Code attachments).
 */
import type { ToolListing, ToolListingEvent } from '../../model/events.js';
import { RoutingCollector, type StreamUses } from '../../routing/routing-collector.js';
import { defineConcern } from './concern.js';

export interface RoutingPart {
  /** By stream id. */
  streams: Map<string, StreamUses>;
  listings: ToolListing[];
}

function usesOf(part: RoutingPart, streamId: string): StreamUses {
  let uses = part.streams.get(streamId);
  if (!uses) part.streams.set(streamId, (uses = { uses: [], lateOutcomes: [] }));
  return uses;
}

export default defineConcern({
  id: 'routing',
  emptyPart: (): RoutingPart => ({ streams: new Map(), listings: [] }),
  create: (partOf) => new RoutingCollector((stream) => usesOf(partOf(stream.sessionId), stream.streamId)),
  onEvent: (event, partOf) => {
    if (event.kind !== 'tool_listing') return;
    partOf(event.sessionId).listings.push(listingOf(event));
  },
});

/** The listing as a session keeps it: the event without its kind and session id. */
function listingOf({ skills, tools, removedTools, timestamp, location }: ToolListingEvent): ToolListing {
  return { skills, tools, removedTools, timestamp, location };
}
