/**
 * The "## Tool Efficiency Tips" block injected into prompts: at most `maxCount` tips within
 * `maxChars` characters in all, highest score first, never two that conflict (detectors/conflicts.ts).
 * Each tip is the detector's fixed text plus figures that are whole numbers checked here; nothing
 * else from the file or the logs reaches the prompt. Delegation tips (`delegate-<pattern>`) are ranked
 * with the tool tips by the same score, so one never displaces a higher-scored tool tip; patterns the
 * user set to `never` are left out.
 */
import { conflictsWith } from '../detectors/conflicts.js';
import { detectorById } from '../detectors/index.js';
import { delegationPatternById } from '../delegation/patterns/index.js';
import { patternOfTipId } from '../delegation/tip-ids.js';
import type { DelegationPatternId } from '../delegation/types.js';
import { patternScore, type ToolPatternEntry } from '../views/tool-patterns.js';

export const TIPS_HEADING = '## Tool Efficiency Tips';

export interface TipsBudget {
  maxCount: number;
  maxChars: number;
  /** Epoch seconds, for the decay of scores. */
  now: number;
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

export interface ChosenTip {
  pattern_id: string;
  text: string;
  hit_count: number;
  wasted_tokens?: number;
  score: number;
}

export interface TipsBlock {
  /** Empty when no tip fits. */
  markdown: string;
  tips: ChosenTip[];
  /** The available-tools line's text, when it is in the block. */
  availableTools?: string;
}

export function buildTipsBlock(entries: readonly ToolPatternEntry[], budget: TipsBudget): TipsBlock {
  const ranked = entries
    .flatMap((entry) => {
      const tip = tipFor(entry, budget.suppressed);
      return tip ? [{ ...tip, score: patternScore({ hit_count: tip.hit_count, last_seen: safeTime(entry.last_seen, budget.now) }, budget.now) }] : [];
    })
    // equal scores: tool tips first (a delegation tip never displaces a tool tip it does not outscore)
    .sort((a, b) => b.score - a.score || Number(isDelegationTip(a)) - Number(isDelegationTip(b)) || a.pattern_id.localeCompare(b.pattern_id));
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
  if (lines.length === 0) return { markdown: '', tips: [] };
  return { markdown: `${TIPS_HEADING}\n\n${lines.join('')}`, tips: chosen, ...(tools !== undefined && { availableTools: tools.slice(2, -1) }) };
}

/** "- Tools available here that routing found useful: …", with as many names as fit in `room` characters. */
function availableToolsLine(tools: AvailableTools, room: number): string | undefined {
  const tail = ` (taken up after ${Math.round(tools.hitRate * 100)}% of past suggestions)`;
  for (let count = tools.names.length; count > 0; count--) {
    const line = `- Tools available here that routing found useful: ${tools.names.slice(0, count).join(', ')}${tail}\n`;
    if (line.length <= room) return line;
  }
  return undefined;
}

/** The tip line of a known pattern, with sanitised figures; undefined for entries we cannot vouch for. */
function tipFor(entry: ToolPatternEntry, suppressed: ReadonlySet<DelegationPatternId> = new Set()): Omit<ChosenTip, 'score'> | undefined {
  const sessions = wholeNumber(entry.hit_count);
  if (sessions === undefined || sessions === 0) return undefined;
  const tokens = wholeNumber(entry.wasted_tokens);
  const pattern = patternOfTipId(entry.pattern_id);
  if (pattern !== undefined) return suppressed.has(pattern) ? undefined : delegationTip(entry.pattern_id, pattern, sessions, tokens);
  const detector = detectorById(entry.pattern_id);
  if (!detector) return undefined;
  const figures = [`seen in ${sessions} session${sessions === 1 ? '' : 's'}`];
  if (tokens !== undefined && tokens > 0) figures.push(`~${compact(tokens)} tokens spent`);
  return {
    pattern_id: detector.meta.id,
    text: `${detector.meta.tip} (${figures.join(', ')})`,
    hit_count: sessions,
    ...(tokens !== undefined && { wasted_tokens: tokens }),
  };
}

/** "In 12 sessions you explored 5+ files in a row; delegate exploration to …" */
function delegationTip(id: string, pattern: DelegationPatternId, sessions: number, tokens: number | undefined): Omit<ChosenTip, 'score'> {
  const { meta } = delegationPatternById(pattern);
  const saved = tokens !== undefined && tokens > 0 ? ` (~${compact(tokens)} tokens of results kept in the main context)` : '';
  return {
    pattern_id: id,
    text: `In ${sessions} session${sessions === 1 ? '' : 's'} you ${meta.situation}; ${meta.tip}${saved}`,
    hit_count: sessions,
    ...(tokens !== undefined && { wasted_tokens: tokens }),
  };
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
