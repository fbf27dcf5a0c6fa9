/** Types of eval/score.mjs (the harness runs as plain Node; the unit tests import it from TypeScript). */
export interface CorrectionLabel {
  line?: number;
  text?: string;
  kind?: string;
  class?: string;
  note?: string;
}
export interface TaskLabel {
  line?: number;
  files?: string[];
  goal?: string;
}
export interface FindingLabel {
  detector: string;
  /** Log lines of the evidence calls, the completing call last. */
  lines: number[];
  note?: string;
}
export interface LabelledCase {
  id: string;
  file: string;
  complete?: boolean;
  corrections?: CorrectionLabel[];
  negatives?: CorrectionLabel[];
  tasks?: { expected?: TaskLabel[]; complete?: boolean; forbiddenFiles?: string[] };
  findings?: { expected?: FindingLabel[]; complete?: boolean };
}
export interface Detection {
  file: string;
  line: number;
  kind: string;
  text?: string;
  confidence?: number;
}
export interface ProposalLabel {
  keywords: string[];
  scope?: string;
  why?: string;
}
export interface ProposalFound {
  content: string;
  scope: string;
  evidence?: Array<{ file: string; line: number; quote?: string }>;
}
export interface TaskPoint {
  file: string;
  line: number;
  files?: string[];
  goal?: string;
}
export interface CorrectionScores {
  expected: number;
  found: number;
  falsePositives: Array<{ case: string; detection: Detection; label?: CorrectionLabel }>;
  misses: Array<{ case: string; label: CorrectionLabel; detectedAs?: string }>;
  unlabelled: Array<{ case: string; detection: Detection }>;
  precision: number;
  recall: number;
}
export interface ProposalScores {
  expected: number;
  proposed: number;
  found: number;
  misses: Array<{ label: ProposalLabel; proposedAs?: string }>;
  falsePositives: ProposalFound[];
  forbidden: Array<{ proposal: ProposalFound; why: string }>;
  precision: number;
  recall: number;
}
export interface FindingFound {
  detector: string;
  file: string;
  lines: number[];
}
export interface FindingScores {
  expected: number;
  found: number;
  falsePositives: Array<{ case: string; finding: FindingFound }>;
  misses: Array<{ case: string; label: FindingLabel }>;
  byDetector: Array<{ detector: string; right: number; falsePositives: number; misses: number; precision: number; recall: number }>;
  precision: number;
  recall: number;
}
export interface TaskScores {
  produced: number;
  right: number;
  wrong: Array<{ case: string; point: TaskPoint; why: string }>;
  misses: Array<{ case: string; label: TaskLabel }>;
  share: number;
}
export function normalText(text: string): string;
export function ratio(part: number, whole: number): number;
export function atLabel(label: CorrectionLabel, file: string, detection: Pick<Detection, 'file' | 'line' | 'text'>): boolean;
export function scoreCorrections(cases: readonly LabelledCase[], detections: readonly Detection[]): CorrectionScores;
export function hasKeywords(keywords: readonly string[], text: string): boolean;
export function scopeMatches(expected: string | undefined, actual: string): boolean;
export function scoreProposals(
  expectations: { expected?: ProposalLabel[]; forbidden?: ProposalLabel[] },
  proposals: readonly ProposalFound[],
  cases: readonly LabelledCase[],
): ProposalScores;
export function suggestionMatches(label: TaskLabel, point: TaskPoint): boolean;
export function scoreTasks(cases: readonly LabelledCase[], points: readonly TaskPoint[]): TaskScores;
export function scoreFindings(cases: readonly LabelledCase[], findings: readonly FindingFound[]): FindingScores;
export interface SetThresholds {
  /** Dotted paths into a set's scores, each figure at least this. */
  floors?: Record<string, number>;
  /** Dotted paths into a set's scores, each figure (a list: its length) at most this. */
  ceilings?: Record<string, number>;
}
export function figureAt(scores: unknown, path: string): number | undefined;
export function unmetThresholds(thresholds: SetThresholds, scores: unknown): string[];
