/**
 * `tip-miner tips`: prints the "## Tool Efficiency Tips" block for the repository, from its
 * tool_patterns.json (and routing.json, for the available-tools line) alone — no database, no logs —
 * so a prompt pipeline can run it before every task.
 */
import { Command, InvalidArgumentError } from 'commander';
import { tipsFor } from '../app/tips.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { noDataYet } from './no-data.js';
import { warn, type CommandIo } from './io.js';

interface TipsFlags extends GlobalOptions {
  maxCount?: number;
  maxChars?: number;
  format?: 'markdown' | 'json';
}

export function tipsCommand(io: CommandIo): Command {
  const command = new Command('tips')
    .description('print the "## Tool Efficiency Tips" block for the repository (from its tool_patterns.json)')
    .option('--max-count <n>', 'most tips (default: optimization.tool_tips_max_count, 5)', positive)
    .option('--max-chars <n>', 'characters of the whole block at most (default: optimization.tool_tips_max_chars, 1500)', positive)
    .option('--format <format>', 'markdown (default) or json', format);
  addGlobalOptions(command);
  return command.action((flags: TipsFlags) => {
    const outcome = tipsFor(resolveSettings(flags, io), {
      ...(flags.maxCount !== undefined && { maxCount: flags.maxCount }),
      ...(flags.maxChars !== undefined && { maxChars: flags.maxChars }),
    });
    for (const note of outcome.notes) warn(io, note);
    if (!outcome.enabled) return;
    const { repo, file, block } = outcome;
    if (flags.format === 'json') {
      const { tips, availableTools, markdown } = block;
      io.stdout(`${JSON.stringify({ repo, file, tips, ...(availableTools !== undefined && { availableTools }), markdown }, null, 2)}\n`);
      return;
    }
    if (block.markdown === '') {
      warn(
        io,
        outcome.entries > 0
          ? `none of ${repo}'s tips fits in the budget (--max-chars, --max-count)`
          : noDataYet('tips', repo, file, outcome.reposWithTips ?? []),
      );
    }
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
