/**
 * What a tip is worth in the prompt (issue 15, "tips that pay their way"): the tokens its pattern wasted
 * against the tokens the tip itself costs in every prompt it stands in.
 *
 *   wasted = the entry's wasted_tokens of the agent's sessions   (= tokens per session × sessions with the pattern)
 *   cost   = ⌈characters of the tip's line / 4⌉ × sessions of the repository by that agent
 *   value  = (wasted − cost) × 2^(−age / 14 days)          (age since the pattern was last seen, as the score decays)
 *
 * A block is worded for one agent and goes into that agent's prompts: both figures are that agent's (the
 * log format's). The cost counts every session of the repository by the agent, not only those with the
 * pattern: the block goes into every prompt, so over the period the pattern was seen the tip would have
 * stood in all of them. A tip is printed only when wasted ≥ the floor (config `tip_miner.tip_min_wasted_tokens`) and
 * wasted > cost — both tests are on undecayed figures, so an old pattern ranks lower but does not vanish
 * while no newer session shows it gone — and the tips that pass are ranked by value. A pattern whose
 * detector measures no tokens (bash-for-search) has no `wasted`: no figure is made up for it — it is ranked
 * after every measured tip, by score, and neither the floor nor the cost test applies to it.
 */
import { decayFactor } from './tool-patterns.js';

/** Tokens estimated from characters (prompt text, as the detectors estimate results from bytes). */
const CHARS_PER_TOKEN = 4;

export interface TipWorth {
  /** Tokens of the tip's line in the prompt. */
  tipTokens: number;
  /** Tokens the pattern wasted; undefined when its detector measures none. */
  wasted?: number;
  /** Tokens the tip would have cost over the repository's sessions. */
  cost: number;
  /** (wasted − cost) × decay; undefined when not measured. */
  value?: number;
}

export interface TipWorthInput {
  /** The entry's wasted_tokens over the agent's sessions (undefined: not measured). */
  wastedTokens: number | undefined;
  lastSeen: number;
  /** Characters of the tip's line as the block prints it. */
  lineChars: number;
  /** Sessions of the repository by the agent. */
  repoSessions: number;
  now: number;
}

export function tipWorth(input: TipWorthInput): TipWorth {
  const tipTokens = Math.ceil(input.lineChars / CHARS_PER_TOKEN);
  const cost = tipTokens * input.repoSessions;
  if (input.wastedTokens === undefined) return { tipTokens, cost };
  return { tipTokens, wasted: input.wastedTokens, cost, value: (input.wastedTokens - cost) * decayFactor(input.lastSeen, input.now) };
}

/** Why a measured tip is not printed, or undefined when it pays its way. */
export function worthProblem(worth: TipWorth, minWastedTokens: number): string | undefined {
  if (worth.wasted === undefined) return undefined;
  if (worth.wasted < minWastedTokens) return `~${worth.wasted} tokens spent, below tip_min_wasted_tokens ${minWastedTokens}`;
  if (worth.wasted <= worth.cost) return `its line would cost ~${worth.cost} tokens in the prompts for ~${worth.wasted} spent`;
  return undefined;
}
