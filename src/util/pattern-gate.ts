/**
 * Patterns tried only on a text that holds a literal each cannot match without (regex-literals.ts): one pass over
 * the folded text (literal-scanner.ts) tells which patterns may match; a pattern that needs no literal may match
 * anything and is always among them. Exact by construction: a pattern left out could not have matched. The human-turn
 * classifier tries hundreds of patterns on every sentence and clause, most of which find nothing
 * (docs/performance.md "Issue 30: patterns a sentence can match").
 */
import { LiteralScanner } from './literal-scanner.js';
import { necessaryLiterals, type Need } from './regex-literals.js';

export class PatternGate {
  private readonly scanner: LiteralScanner;
  /** Per pattern, 1 where it needs no literal: it is tried on every text. */
  private readonly always: Uint8Array;
  private readonly marks: Uint8Array;

  constructor(patterns: readonly RegExp[]) {
    this.always = new Uint8Array(patterns.length);
    this.marks = new Uint8Array(patterns.length);
    const literals: Array<readonly [string, number]> = [];
    patterns.forEach((pattern, index) => {
      const need = needOf(pattern);
      if (need === undefined) this.always[index] = 1;
      else for (const literal of need) literals.push([literal, index]);
    });
    this.scanner = new LiteralScanner(literals);
  }

  /** The indices of the patterns that may match a text, in order; `folded`: the text as foldCase gives it. */
  mayMatch(folded: string): number[] {
    const marks = this.marks;
    marks.set(this.always);
    this.scanner.scan(folded, marks);
    const indices: number[] = [];
    for (let index = 0; index < marks.length; index++) if (marks[index] === 1) indices.push(index);
    return indices;
  }
}

/** What each pattern needs, read once: a pattern is in the gates of several lists (corrections/cue-gate.ts). */
const needs = new WeakMap<RegExp, Need>();

function needOf(pattern: RegExp): Need {
  if (needs.has(pattern)) return needs.get(pattern);
  const need = necessaryLiterals(pattern);
  needs.set(pattern, need);
  return need;
}
