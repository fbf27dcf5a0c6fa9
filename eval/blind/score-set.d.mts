/** Types of eval/blind/score-set.mjs (the scorer runs as plain Node; the unit tests import it from TypeScript). */
export interface BlindTurn {
  id: string;
  lang: string;
  source: string;
  agentChanged: boolean;
  agent?: string;
  text: string;
  kind: string;
  rule?: string;
  note?: string;
  /** What the agent's calls named since the human last spoke (sets from 155 on). */
  agentDid?: string;
  /** Whether the human's turn before this one asked something (sets from 155 on). */
  previousAsked?: boolean;
}
export interface TurnContext {
  agentChanged: boolean;
  agentAsked?: boolean;
  agentSeeksGoAhead?: boolean;
  agentText?: string;
  agentWords?: string;
  previousAsked?: boolean;
}
export interface Classifier {
  classifyHumanTurn(text: string, source: 'message' | 'after-refusal' | 'rejection-reason', context: TurnContext): { kind: string };
  agentAsks(text: string): boolean;
  agentSeeksGoAhead(text: string): boolean;
}
export interface Tally {
  found: number;
  falsePositives: number;
  missed: number;
  turns: number;
  kindsRight: number;
}
export const POSITIVE_LABELS: ReadonlySet<string>;
export const POSITIVE_READINGS: ReadonlySet<string>;
export function readTurn(classifier: Classifier, turn: BlindTurn): string;
export function contextOf(classifier: Pick<Classifier, 'agentAsks' | 'agentSeeksGoAhead'>, turn: BlindTurn): TurnContext;
export function tally(): Tally;
export function add(row: Tally, label: string, reading: string): void;
export function summary(row: Tally): Tally & { precision: number; recall: number };
