/**
 * Runs the tool anti-pattern detectors over the streams of one file: one detector instance per stream
 * (state in its closure, like an ESLint rule per file), findings collected in stream order. A detector
 * runs only on streams of a log format it applies to — one whose agent it has a tip for
 * (detectors/metas/wording.ts): a pattern with no fix for an agent is never reported about it.
 */
import type { DetectorSettings } from '../config/detector-settings.js';
import { DETECTORS, type DetectorId } from '../detectors/index.js';
import { BYTES_PER_TOKEN, type Detector, type DetectorHandlers, type Occurrence, type Finding } from '../detectors/types.js';
import { appliesTo } from '../detectors/metas/wording.js';
import type { FormatId } from '../ingest/formats/format.js';
import type { StreamKey } from '../model/events.js';
import type { StreamConsumer, StreamItem } from '../model/stream.js';
import { StreamStates } from '../model/stream-states.js';

export interface ConfiguredDetector {
  detector: Detector<unknown, DetectorId>;
  options: unknown;
}

/** The registered detectors that are enabled, with their default options overridden by the settings. */
export function configuredDetectors(settings: DetectorSettings = {}): ConfiguredDetector[] {
  return DETECTORS.filter((detector) => settings[detector.meta.id]?.enabled !== false).map((detector) => ({
    detector,
    options: { ...(detector.meta.defaults as object), ...settings[detector.meta.id]?.options },
  }));
}

export class DetectorRunner implements StreamConsumer {
  private readonly running: StreamStates<DetectorHandlers[]>;

  /**
   * `formatOf`: the log format of the streams being read, asked when a stream's detectors start (its first
   * item), by which time the file's format is known (undefined: every detector runs).
   */
  constructor(
    private readonly detectors: readonly ConfiguredDetector[],
    private readonly onFinding: (finding: Finding) => void,
    private readonly formatOf: () => FormatId | undefined = () => undefined,
  ) {
    this.running = new StreamStates((stream) => this.start(stream));
  }

  onItem(stream: StreamKey, item: StreamItem): void {
    for (const handlers of this.running.of(stream)) {
      if (item.type === 'call') handlers.call?.(item.call);
      else if (item.type === 'user') handlers.user?.(item.turn);
      else handlers.interrupt?.();
    }
  }

  onStreamEnd(stream: StreamKey): void {
    for (const handlers of this.running.take(stream) ?? []) handlers.end?.();
  }

  /** One instance of each detector that applies to the file's format, for the stream. */
  private start(stream: StreamKey): DetectorHandlers[] {
    const format = this.formatOf();
    const applying = format === undefined ? this.detectors : this.detectors.filter(({ detector }) => appliesTo(detector.meta, format));
    return applying.map(({ detector, options }) =>
      detector.create({
        stream,
        format,
        options,
        report: (occurrence) => {
          this.onFinding(toFinding(detector.meta.id, stream, occurrence));
        },
      }),
    );
  }
}

function toFinding(detector: DetectorId, stream: StreamKey, occurrence: Occurrence): Finding {
  const completing = occurrence.evidence.at(-1);
  if (completing === undefined) throw new Error(`detector ${detector} reported an occurrence without evidence`);
  const finding: Finding = {
    detector,
    sessionId: stream.sessionId,
    streamId: stream.streamId,
    file: completing.location.file,
    line: completing.location.line,
    callIds: occurrence.evidence.map((call) => call.id),
    lines: occurrence.evidence.map((call) => call.location.line),
  };
  if (completing.timestamp !== undefined) finding.timestamp = completing.timestamp;
  if (occurrence.wastedBytes !== undefined) {
    finding.wastedBytes = occurrence.wastedBytes;
    finding.wastedTokens = Math.ceil(occurrence.wastedBytes / BYTES_PER_TOKEN);
  }
  return finding;
}
