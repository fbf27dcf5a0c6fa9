/**
 * `tip-miner tips`: prints the "## Tool Efficiency Tips" block for the repository, from its
 * tool_patterns.json (and routing.json, for the available-tools line) alone — no database, no logs —
 * so a prompt pipeline can run it before every task. Its options and action: tips-run.ts.
 */
import { Command } from 'commander';
import type { CommandIo } from './io.js';
import { addOptions } from './option-specs.js';
import { runTips, TIPS_OPTIONS, type TipsFlags } from './tips-run.js';

export function tipsCommand(io: CommandIo): Command {
  const command = new Command('tips').description('print the "## Tool Efficiency Tips" block for the repository (from its tool_patterns.json)');
  return addOptions(command, TIPS_OPTIONS).action((flags: TipsFlags) => {
    runTips(flags, io);
  });
}
