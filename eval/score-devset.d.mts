/** Types of eval/score-devset.mjs (the harness runs as plain Node; the unit tests import it from TypeScript). */
export interface TurnLabel {
  file: string;
  line: number;
  kind: string;
  lang?: string;
  rule?: string;
  note?: string;
}
export interface DevsetDetection {
  file: string;
  line: number;
  kind: string;
  text?: string;
}
export interface ClaimScores {
  expected: number;
  found: number;
  precision: number;
  recall: number;
  misses: Array<{ label: TurnLabel; detectedAs?: string }>;
  falsePositives: Array<{ detection: DevsetDetection; label?: TurnLabel }>;
}
export interface LanguageFigures {
  expected: number;
  right: number;
  falsePositives: number;
  precision: number;
  recall: number;
}
export interface DevsetCorrectionScores extends ClaimScores {
  notATurn: number;
  byKind: Record<string, { labelled: number; foundAs: Record<string, number> }>;
  byLang: Record<string, LanguageFigures>;
  failureReports: ClaimScores;
}
export interface RuleGroup {
  rule: string;
  turns: Array<{ file: string; line: number }>;
  note?: string;
}
export interface DevsetProposal {
  content: string;
  scope: string;
  evidence?: Array<{ file: string; line: number }>;
}
export interface DevsetProposalScores {
  proposed: number;
  forbidden: Array<{ proposal: DevsetProposal; evidence: { file: string; line: number }; kind: string }>;
  taskRequests: number;
  groups: number;
  foundOnce: number;
  misses: Array<{ group: RuleGroup }>;
  split: Array<{ group: RuleGroup; proposals: DevsetProposal[] }>;
  recall: number;
}
export interface OccurrenceLabel {
  pattern: string;
  file: string;
  line: number;
  tool_use_ids?: string[];
}
export interface DevsetFinding {
  detector: string;
  file: string;
  line: number;
  callIds?: string[];
}
export interface DetectorFigures {
  right: number;
  falsePositives: number;
  misses: number;
  precision: number;
  recall: number;
}
export interface DevsetFindingScores {
  expected: number;
  found: number;
  precision: number;
  recall: number;
  falsePositives: Array<{ finding: DevsetFinding; evidenceDiffers?: boolean }>;
  misses: Array<{ label: OccurrenceLabel }>;
  byDetector: Record<string, DetectorFigures>;
  byFormat: Record<string, DetectorFigures>;
}
export interface ToolCallScores {
  labelled: number;
  counted: number;
  files: number;
  differing: Array<{ file: string; labelled: number; counted: number }>;
}
export const POSITIVE_KINDS: string[];
export const FAILURE_REPORT_KIND: string;
export const NOT_A_TURN: string;
export function scoreDevsetCorrections(turns: readonly TurnLabel[], detections: readonly DevsetDetection[]): DevsetCorrectionScores;
export function scoreDevsetProposals(turns: readonly TurnLabel[], groups: readonly RuleGroup[], proposals: readonly DevsetProposal[]): DevsetProposalScores;
export function scoreDevsetFindings(
  occurrences: readonly OccurrenceLabel[],
  findings: readonly DevsetFinding[],
  formatOf: (file: string) => string,
): DevsetFindingScores;
export function scoreToolCalls(labelled: Readonly<Record<string, number>>, counted: ReadonlyMap<string, number>): ToolCallScores;
