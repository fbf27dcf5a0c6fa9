/** Tool anti-pattern occurrences (detectors/): one detector instance per stream, findings in stream order. */
import type { Finding } from '../../detectors/types.js';
import { appendAll } from '../../util/arrays.js';
import { DetectorRunner } from '../detector-runner.js';
import { defineConcern } from './concern.js';

export interface FindingsPart {
  findings: Finding[];
}

export default defineConcern({
  id: 'findings',
  emptyPart: (): FindingsPart => ({ findings: [] }),
  create: (partOf, settings) =>
    settings.detectors.length === 0
      ? undefined
      : new DetectorRunner(settings.detectors, (finding) => partOf(finding.sessionId).findings.push(finding), settings.format),
  merge: (into, from) => void appendAll(into.findings, from.findings),
});
