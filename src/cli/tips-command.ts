/**
 * `tip-miner tips`: prints the "## Tool Efficiency Tips" block for the repository, from its
 * tool_patterns.json (and routing.json, for the available-tools line) alone — no database, no logs —
 * so a prompt pipeline can run it before every task.
 */
import { basename } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { buildTipsBlock } from '../render/tips-block.js';
import { readToolPatterns, toolPatternsPath } from '../store/tool-patterns-file.js';
import { readPreferencesView } from '../store/delegation-preferences.js';
import type { DelegationPatternId } from '../delegation/types.js';
import { availableToolNames } from '../views/available-tools.js';
import { readRoutingView, routingViewPath } from '../store/routing-view.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { warn, type CliIo } from './io.js';

interface TipsFlags extends GlobalOptions {
  maxCount?: number;
  maxChars?: number;
  format?: 'markdown' | 'json';
}

export function tipsCommand(io: CliIo): Command {
  const command = new Command('tips')
    .description('print the "## Tool Efficiency Tips" block for the repository (from its tool_patterns.json)')
    .option('--max-count <n>', 'most tips (default: optimization.tool_tips_max_count, 5)', positive)
    .option('--max-chars <n>', 'characters of the whole block at most (default: optimization.tool_tips_max_chars, 1500)', positive)
    .option('--format <format>', 'markdown (default) or json', format);
  addGlobalOptions(command);
  return command.action((flags: TipsFlags) => {
    const settings = resolveSettings(flags);
    const { optimization } = settings.config;
    if (!optimization.enable_tool_pattern_tips) {
      warn(io, `tips are turned off (optimization.enable_tool_pattern_tips: false in ${settings.config.file ?? 'the config'})`);
      return;
    }
    const repo = settings.repo ?? basename(process.cwd());
    const path = toolPatternsPath(settings.memoryDir, repo);
    const { entries, problem } = readToolPatterns(path);
    if (problem) warn(io, problem);
    const preferences = readPreferencesView(settings.memoryDir);
    if (preferences.problem) warn(io, preferences.problem);
    const suppressed = new Set(Object.entries(preferences.preferences).flatMap(([pattern, action]) => (action === 'never' ? [pattern as DelegationPatternId] : [])));
    const routing = readRoutingView(routingViewPath(settings.memoryDir, repo));
    if (routing.problem) warn(io, routing.problem);
    const toolNames = routing.view ? availableToolNames(routing.view) : [];
    const block = buildTipsBlock(entries, {
      suppressed,
      ...(toolNames.length > 0 && { availableTools: { names: toolNames, hitRate: routing.view!.replay.all.hits / routing.view!.replay.all.suggestions } }),
      maxCount: flags.maxCount ?? optimization.tool_tips_max_count,
      maxChars: flags.maxChars ?? optimization.tool_tips_max_chars,
      now: Math.floor(Date.now() / 1000),
    });
    if (flags.format === 'json') {
      io.stdout(`${JSON.stringify({ repo, file: path, tips: block.tips, ...(block.availableTools !== undefined && { availableTools: block.availableTools }), markdown: block.markdown }, null, 2)}\n`);
      return;
    }
    if (block.markdown === '') warn(io, `no tips for ${repo} yet (${path}); run tip-miner analyze first`);
    io.stdout(block.markdown);
  });
}

function positive(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new InvalidArgumentError('expected a whole number above 0');
  return number;
}

function format(value: string): 'markdown' | 'json' {
  if (value !== 'markdown' && value !== 'json') throw new InvalidArgumentError('expected markdown or json');
  return value;
}
