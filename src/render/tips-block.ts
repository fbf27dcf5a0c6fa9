/**
 * The "## Tool Efficiency Tips" block injected into prompts: at most `maxCount` tips within
 * `maxChars` characters in all, the most valuable first (views/tip-value.ts: tokens the pattern wasted
 * against tokens the tip costs in every prompt; tips below the floor, or costing more than they save,
 * are left out; patterns with no token figure follow the measured ones by score), never two that
 * conflict (detectors/conflicts.ts). Each tip is the fixed text its meta gives for the agent the block is
 * written for (delegation/tip-texts.ts; a pattern with no text for that agent is left out) plus figures
 * that are whole numbers checked here; nothing else from the file or the logs reaches the prompt. A tip
 * whose rule the repository's memory files (CLAUDE.md, AGENTS.md) already state is left out, by the
 * check `review --write-to` uses (corrections/already-stated.ts). Delegation tips (`delegate-<pattern>`)
 * are ranked with the tool tips; patterns the user set to `never` are left out.
 */
import { statedIn } from '../corrections/already-stated.js';
import { conflictsWith } from '../detectors/conflicts.js';
import { patternOfTipId } from '../delegation/tip-ids.js';
import { tipTextFor, tipTextsOf } from '../delegation/tip-texts.js';
import { isEffective, scoreFactorOf } from '../views/tip-effect-fields.js';
import type { DelegationPatternId } from '../delegation/types.js';
import { FORMAT_IDS } from '../ingest/formats/format-ids.js';
import type { FormatId } from '../ingest/formats/index.js';
import { tipWorth, worthProblem, type TipWorth } from '../views/tip-value.js';
import { patternScore, type ToolPatternEntry } from '../views/tool-patterns.js';

export { TIPS_HEADING } from '../model/tip-markers.js';
import { TIPS_HEADING } from '../model/tip-markers.js';
import { compareText } from '../util/compare-text.js';
import { nameInCode } from '../safety/sanitize.js';

export interface TipsBudget {
  maxCount: number;
  maxChars: number;
  /** Epoch seconds, for the decay of scores. */
  now: number;
  /** The agent the block is written for: each tip in the words of its tools (default Claude Code). */
  agent?: FormatId;
  /** Sessions of the repository by the agent: the prompts a tip would have stood in (default: the most sessions of an entry). */
  repoSessions?: number;
  /** Tips of measured patterns that wasted fewer (decayed) tokens are left out (config tip_miner.tip_min_wasted_tokens; default 0). */
  minWastedTokens?: number;
  /** The repository's memory files: a tip they already state is left out. */
  memory?: readonly MemoryText[];
  /** Delegation patterns the user set to `never`. */
  suppressed?: ReadonlySet<DelegationPatternId>;
  /** Tools routing showed helpful here (routing/available-tools.ts): one more line, when it fits; not counted as a tip. */
  availableTools?: AvailableTools;
}

export interface AvailableTools {
  names: readonly string[];
  /** Share of replayed routing suggestions used within 10 calls. */
  hitRate: number;
}

/** A memory file of the repository: its name (for the note) and its text. */
export interface MemoryText {
  name: string;
  text: string;
}

export interface ChosenTip {
  pattern_id: string;
  text: string;
  hit_count: number;
  wasted_tokens?: number;
  /** hit_count × 2^(−age / 14 days). */
  score: number;
  /** What the tip is worth (views/tip-value.ts). */
  worth: TipWorth;
  /** Judged no-effect or worse (a score factor below 1): ranked after every tip not demoted. */
  demoted: boolean;
}

/** A tip of the file not in the block, and why (budget and conflicts aside). */
export interface LeftOutTip {
  pattern_id: string;
  reason: string;
}

export interface TipsBlock {
  /** Empty when no tip fits. */
  markdown: string;
  tips: ChosenTip[];
  /** The available-tools line's text, when it is in the block. */
  availableTools?: string;
  /** Known tips left out: no wording for the agent, already in a memory file, below the floor, costing more than they save. */
  leftOut: LeftOutTip[];
}

export function buildTipsBlock(entries: readonly ToolPatternEntry[], budget: TipsBudget): TipsBlock {
  const agent = budget.agent ?? 'claude-code';
  const repoSessions = Math.max(budget.repoSessions ?? 0, ...entries.map((entry) => figuresOf(entry, agent).sessions), 1);
  const leftOut: LeftOutTip[] = [];
  const candidates: ChosenTip[] = [];
  for (const entry of entries) {
    const tip = tipFor(entry, agent, budget.suppressed);
    if (tip === undefined) continue;
    if ('reason' in tip) {
      leftOut.push(tip);
      continue;
    }
    const stated = budget.memory?.find((file) => tipTextsOf(tip.pattern_id).some((text) => statedIn(file.text, text)));
    if (stated) {
      leftOut.push({ pattern_id: tip.pattern_id, reason: `${stated.name} already says it` });
      continue;
    }
    // a tip judged effective keeps its place as its pattern becomes rare: its worth is not decayed
    const lastSeen = isEffective(entry) ? budget.now : safeTime(entry.last_seen, budget.now);
    const worth = demote(
      tipWorth({ wastedTokens: tip.wasted_tokens, lastSeen, lineChars: `- ${tip.text}\n`.length, repoSessions, now: budget.now }),
      scoreFactorOf(entry),
    );
    const problem = worthProblem(worth, budget.minWastedTokens ?? 0);
    if (problem !== undefined) {
      leftOut.push({ pattern_id: tip.pattern_id, reason: problem });
      continue;
    }
    const factor = scoreFactorOf(entry);
    candidates.push({ ...tip, score: patternScore({ hit_count: tip.hit_count, last_seen: lastSeen }, budget.now) * factor, worth, demoted: factor < 1 });
  }
  const ranked = candidates.sort(byWorth);
  const chosen: ChosenTip[] = [];
  let length = TIPS_HEADING.length + 1;
  for (const tip of ranked) {
    if (chosen.length >= budget.maxCount) break;
    if (chosen.some((other) => conflictsWith(other.pattern_id, tip.pattern_id))) continue;
    const line = `- ${tip.text}\n`;
    if (length + 1 + line.length > budget.maxChars) continue; // a blank line follows the heading
    chosen.push(tip);
    length += line.length + (chosen.length === 1 ? 1 : 0);
  }
  const lines = chosen.map((tip) => `- ${tip.text}\n`);
  const tools = budget.availableTools && availableToolsLine(budget.availableTools, budget.maxChars - (chosen.length === 0 ? TIPS_HEADING.length + 2 : length));
  if (tools !== undefined) lines.push(tools);
  if (lines.length === 0) return { markdown: '', tips: [], leftOut };
  return { markdown: `${TIPS_HEADING}\n\n${lines.join('')}`, tips: chosen, ...(tools !== undefined && { availableTools: tools.slice(2, -1) }), leftOut };
}

/**
 * Tips not demoted first (one proven to change nothing never ranks above one that is not, whatever its
 * tokens); within each, measured tips by value, then the unmeasured ones by score; equal: tool tips first
 * (a delegation tip never displaces a tool tip it does not outrank), then by id.
 */
function byWorth(a: ChosenTip, b: ChosenTip): number {
  const demoted = Number(a.demoted) - Number(b.demoted);
  if (demoted !== 0) return demoted;
  const measured = Number(b.worth.value !== undefined) - Number(a.worth.value !== undefined);
  if (measured !== 0) return measured;
  const value = (b.worth.value ?? 0) - (a.worth.value ?? 0) || b.score - a.score;
  return value || Number(isDelegationTip(a)) - Number(isDelegationTip(b)) || compareText(a.pattern_id, b.pattern_id);
}

/** "- Tools available here that routing found useful: …", with as many names as fit in `room` characters. */
function availableToolsLine(tools: AvailableTools, room: number): string | undefined {
  const tail = ` (taken up after ${Math.round(tools.hitRate * 100)}% of past suggestions)`;
  for (let count = tools.names.length; count > 0; count--) {
    // the names are plain (views/available-tools.ts): each a code span
    const names = tools.names.slice(0, count).flatMap((name) => nameInCode(name) ?? []);
    const line = `- Tools available here that routing found useful: ${names.join(', ')}${tail}\n`;
    if (line.length <= room) return line;
  }
  return undefined;
}

/**
 * The tip line of a known pattern for `agent`, with sanitised figures; a reason when the pattern has no
 * text for that agent; undefined for entries we cannot vouch for (unknown ids, no sessions, set to never).
 */
function tipFor(
  entry: ToolPatternEntry,
  agent: FormatId,
  suppressed: ReadonlySet<DelegationPatternId> = new Set(),
): Omit<ChosenTip, 'score' | 'worth' | 'demoted'> | LeftOutTip | undefined {
  const all = wholeNumber(entry.hit_count);
  if (all === undefined || all === 0) return undefined;
  const pattern = patternOfTipId(entry.pattern_id);
  if (pattern !== undefined && suppressed.has(pattern)) return undefined;
  const text = tipTextFor(entry.pattern_id, agent);
  if (text === undefined) return undefined;
  if (text === null) return { pattern_id: entry.pattern_id, reason: `no tip for ${agent}` };
  const { sessions, tokens } = figuresOf(entry, agent);
  if (sessions === 0) return { pattern_id: entry.pattern_id, reason: `not seen in ${agent} sessions` };
  const spent = tokens !== undefined && tokens > 0 ? compact(tokens) : undefined;
  // one shape for every tip: its sentence, then the figures (a delegation tip's tokens are results it kept in the main context)
  const cost = spent === undefined ? '' : pattern !== undefined ? `, ~${spent} tokens of results in the main context` : `, ~${spent} tokens spent`;
  const line = `${text} (seen in ${sessions} session${sessions === 1 ? '' : 's'}${cost})`;
  return { pattern_id: entry.pattern_id, text: line, hit_count: sessions, ...(tokens !== undefined && { wasted_tokens: tokens }) };
}

/**
 * The sessions and tokens of `agent` in an entry that splits them by format (ours); the whole entry's for
 * one that does not (written by another tool or an older version). Tokens of several formats not split
 * are no agent's: not measured for it.
 */
function figuresOf(entry: ToolPatternEntry, agent: FormatId): { sessions: number; tokens: number | undefined } {
  const formats = countsByFormat(entry.formats);
  const all = { sessions: wholeNumber(entry.hit_count) ?? 0, tokens: wholeNumber(entry.wasted_tokens) };
  if (formats === undefined) return all;
  const sessions = wholeNumber(formats.get(agent)) ?? 0;
  const tokens = countsByFormat(entry.wasted_tokens_by_format);
  if (tokens !== undefined) return { sessions, tokens: wholeNumber(tokens.get(agent)) };
  return { sessions, tokens: formats.size === 1 ? all.tokens : undefined };
}

/** A `{format: count}` object's known formats with their values; undefined when it is none or names no known format. */
function countsByFormat(value: unknown): Map<FormatId, unknown> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const counts = new Map<FormatId, unknown>();
  for (const format of FORMAT_IDS) if (Object.hasOwn(value, format)) counts.set(format, (value as Record<string, unknown>)[format]);
  return counts.size > 0 ? counts : undefined;
}

/** A demoted tip's value (views/tip-effect-fields.ts) multiplied by its factor. */
function demote(worth: TipWorth, factor: number): TipWorth {
  return factor === 1 || worth.value === undefined ? worth : { ...worth, value: worth.value * factor };
}

function isDelegationTip(tip: Pick<ChosenTip, 'pattern_id'>): boolean {
  return patternOfTipId(tip.pattern_id) !== undefined;
}

function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(Math.floor(value), 1e12) : undefined;
}

function safeTime(value: number, now: number): number {
  return Number.isFinite(value) ? Math.min(value, now) : 0;
}

function compact(value: number): string {
  if (value < 1000) return String(value);
  if (value < 1_000_000) return `${(value / 1000).toFixed(value < 10_000 ? 1 : 0)}k`;
  return `${(value / 1_000_000).toFixed(1)}M`;
}
