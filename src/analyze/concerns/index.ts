/** The per-session concerns, in the order their consumers see each stream item. One line each. */
import corrections from './corrections.js';
import delegation from './delegation.js';
import exposures from './exposures.js';
import findings from './findings.js';
import routing from './routing.js';
import type { SessionConcern } from './concern.js';
import type { SessionPart } from '../../model/session-part.js';

export const SESSION_CONCERNS = [corrections, routing, delegation, findings, exposures] as const;

type Concern = (typeof SESSION_CONCERNS)[number];
export type ConcernId = Concern['id'];
/** Each concern's part of one session, by its id. */
export type ConcernParts = { [C in Concern as C['id']]: ReturnType<C['emptyPart']> };
/** One session as one file (or, merged, the files of a run) tells it. */
export type AnalyzedSession = SessionPart<ConcernParts>;

export function emptyParts(): ConcernParts {
  return Object.fromEntries(SESSION_CONCERNS.map((concern) => [concern.id, concern.emptyPart()])) as ConcernParts;
}

/** A concern seen through its id alone: for loops over all of them (each is typed where it is defined). */
export function anyConcern(concern: Concern): SessionConcern<ConcernId, unknown> {
  return concern;
}

export type { DelegationPart } from './delegation.js';
export type { RoutingPart } from './routing.js';
