/**
 * What `tip-miner tips` does once its options are read — by commander (tips-command.ts) or by the fast
 * path (fast-path.ts): the options as data, and the action. Nothing here loads commander.
 */
import { tipsFor } from '../app/tips.js';
import { FORMAT_IDS, isFormatId } from '../ingest/formats/format-ids.js';
import type { FormatId } from '../ingest/formats/format.js';
import { GLOBAL_OPTIONS, resolveSettings, type GlobalOptions } from './global-options.js';
import { noDataYet } from './no-data.js';
import { warn, type CommandIo } from './io.js';
import { jsonText, type JsonFlag } from './json-output.js';
import { OptionValueError, type OptionSpec } from './option-specs.js';

export interface TipsFlags extends GlobalOptions, JsonFlag {
  maxCount?: number;
  maxChars?: number;
  format?: 'markdown' | 'json';
  agent?: FormatId;
  projectDir?: string;
}

/** The options of `tips`, in the order help lists them. */
export const TIPS_OPTIONS: readonly OptionSpec[] = [
  { flags: '--max-count <n>', description: 'most tips (default: optimization.tool_tips_max_count, 5)', parse: positive },
  { flags: '--max-chars <n>', description: 'characters of the whole block at most (default: optimization.tool_tips_max_chars, 1500)', parse: positive },
  { flags: '--format <format>', description: 'markdown (default) or json (the same as --json)', parse: format },
  {
    flags: '--agent <format>',
    description: `the agent the tips are worded for: ${FORMAT_IDS.join(', ')} (default: the repository's format with the most sessions)`,
    parse: agent,
  },
  {
    flags: '--project-dir <dir>',
    description: 'folder whose CLAUDE.md, AGENTS.md and .claude/CLAUDE.md are read: tips they already give are left out (default: the working folder)',
  },
  { flags: '--json', description: 'print one JSON object: {schemaVersion, enabled, repo, file, agent, tips, leftOut, availableTools?, markdown}' },
  ...GLOBAL_OPTIONS,
];

export function runTips(flags: TipsFlags, io: CommandIo): void {
  const outcome = tipsFor(resolveSettings(flags, io), {
    ...(flags.maxCount !== undefined && { maxCount: flags.maxCount }),
    ...(flags.maxChars !== undefined && { maxChars: flags.maxChars }),
    ...(flags.agent !== undefined && { agent: flags.agent }),
    ...(flags.projectDir !== undefined && { projectDir: flags.projectDir }),
  });
  for (const note of outcome.notes) warn(io, note);
  if (outcome.enabled && outcome.block.leftOut.length > 0) {
    warn(io, `tips left out: ${outcome.block.leftOut.map((tip) => `${tip.pattern_id} (${tip.reason})`).join(', ')}`);
  }
  const json = flags.json === true || flags.format === 'json';
  if (!outcome.enabled) {
    if (json) io.stdout(jsonText({ enabled: false, tips: [], markdown: '' }));
    return;
  }
  const { repo, file, block, agent } = outcome;
  if (json) {
    const { availableTools, markdown } = block;
    const tips = block.tips.map((tip) => ({
      pattern: tip.pattern_id,
      text: tip.text,
      sessions: tip.hit_count,
      ...(tip.wasted_tokens !== undefined && { wastedTokens: tip.wasted_tokens }),
      score: tip.score,
      tipTokens: tip.worth.tipTokens,
      // four significant digits, as the score: an old pattern's value is small but still ranks
      ...(tip.worth.value !== undefined && { value: Number(tip.worth.value.toPrecision(4)) }),
    }));
    const leftOut = block.leftOut.map((tip) => ({ pattern: tip.pattern_id, reason: tip.reason }));
    io.stdout(jsonText({ enabled: true, repo, file, agent, tips, leftOut, ...(availableTools !== undefined && { availableTools }), markdown }));
    return;
  }
  // every entry left out: the line above said why
  if (block.markdown === '' && (outcome.entries === 0 || block.leftOut.length < outcome.entries)) {
    warn(
      io,
      outcome.entries > 0 ? `none of ${repo}'s tips fits in the budget (--max-chars, --max-count)` : noDataYet('tips', repo, file, outcome.reposWithTips ?? []),
    );
  }
  io.stdout(block.markdown);
}

function positive(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new OptionValueError('expected a whole number above 0');
  return number;
}

function format(value: string): 'markdown' | 'json' {
  if (value !== 'markdown' && value !== 'json') throw new OptionValueError('expected markdown or json');
  return value;
}

function agent(value: string): FormatId {
  if (!isFormatId(value)) throw new OptionValueError(`expected one of ${FORMAT_IDS.join(', ')}`);
  return value;
}
