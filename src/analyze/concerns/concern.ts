/**
 * A per-session concern (knip's plugins are the shape): what it keeps for each session of a file, the
 * stream consumer that fills it, how two files' parts of one session add up. One file per concern in
 * this folder, one line in index.ts; its storage is one entry in app/concern-records.ts (the compiler
 * asks for it) over a repository of store/.
 */
import type { DelegationSettings } from '../../delegation/delegation-detector.js';
import type { FormatId } from '../../ingest/formats/format.js';
import type { NormalizedEvent } from '../../model/events.js';
import type { StreamConsumer } from '../../model/stream.js';
import type { ConfiguredDetector } from '../detector-runner.js';

/** What the concerns of one reading are set up with. */
export interface ConcernSettings {
  /** Tool anti-pattern detectors to run (none: no findings). */
  detectors: readonly ConfiguredDetector[];
  delegation: DelegationSettings;
  /** The file's log format, known from its first recognised line, before any stream item: patterns that do not apply to its agent are not looked for. */
  format: () => FormatId | undefined;
}

export interface SessionConcern<Id extends string, Part> {
  readonly id: Id;
  /** What it holds for one session of one file, before the file is read. */
  emptyPart(): Part;
  /** Its consumer of one file's streams (none when it has nothing to do); `partOf` gives a session's part. */
  create(partOf: (sessionId: string) => Part, settings: ConcernSettings): StreamConsumer | undefined;
  /** Adapter events that are no stream items (a tool listing), for a concern that needs them. */
  onEvent?(event: NormalizedEvent, partOf: (sessionId: string) => Part): void;
  /**
   * Adds one file's part of a session to what earlier files gave, for what the run hands back (its report,
   * findings, corrections, delegation). A concern the run does not hand back has none: its records are
   * stored file by file, and the run keeps nothing of it once a file is recorded — routing's every tool
   * use, kept to the end of the run, made memory grow with the logs read.
   */
  merge?(into: Part, from: Part): void;
}

export function defineConcern<const Id extends string, Part>(concern: SessionConcern<Id, Part>): SessionConcern<Id, Part> {
  return concern;
}
