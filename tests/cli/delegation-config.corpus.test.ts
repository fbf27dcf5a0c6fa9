import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, stateDir } from '../helpers/cli.js';
import { claudeProject } from '../helpers/paths.js';

const SESSION = claudeProject('-Users-dain-workspace-JSSoundRecorder', '7acd37a8-2745-4b58-a8a9-46164b22ad9e.jsonl');

interface Report {
  overall: { points: number };
  patterns: Array<{ pattern: string; points: number; example?: { code: string } }>;
}

async function analyzeWith(config: string): Promise<{ state: string; analyzed: { delegationPoints: number; newDelegationPoints: number }; report: Report }> {
  const state = stateDir();
  const file = join(state, 'agent-framework.yaml');
  writeFileSync(file, config);
  const common = ['--config', file, '--db', join(state, 'h.db'), '--memory-dir', join(state, 'm')];
  const analyzed = JSON.parse((await cli('analyze', SESSION, ...common, '--json')).stdout) as { delegationPoints: number; newDelegationPoints: number };
  const report = JSON.parse((await cli('delegation', ...common, '--json')).stdout) as Report;
  return { state, analyzed, report };
}

describe('delegation settings from the config file', () => {
  it('analyze --json counts the points, new ones only the first time', async () => {
    const { state, analyzed, report } = await analyzeWith('tip_miner: {}\n');
    expect(analyzed.delegationPoints).toBe(report.overall.points);
    expect(analyzed.delegationPoints).toBeGreaterThan(0);
    expect(analyzed.newDelegationPoints).toBe(analyzed.delegationPoints);
    const again = JSON.parse(
      (
        await cli(
          'analyze',
          SESSION,
          '--config',
          join(state, 'agent-framework.yaml'),
          '--db',
          join(state, 'h.db'),
          '--memory-dir',
          join(state, 'm'),
          '--json',
          '--full',
        )
      ).stdout,
    ) as { newDelegationPoints: number };
    expect(again.newDelegationPoints).toBe(0);
  });

  it('a longer cooldown gives fewer points', async () => {
    const usual = await analyzeWith('tip_miner:\n  delegation_cooldown_calls: 5\n');
    const longer = await analyzeWith('tip_miner:\n  delegation_cooldown_calls: 50\n');
    expect(longer.report.overall.points).toBeGreaterThan(0);
    expect(longer.report.overall.points).toBeLessThan(usual.report.overall.points);
  });

  it('the report footer ends every suggested prompt, with {pattern} and {goal} filled in', async () => {
    const { report } = await analyzeWith('tip_miner:\n  delegation_report_footer: "Write your findings to notes/{pattern}.md ({goal})."\n');
    const examples = report.patterns.flatMap((summary) => (summary.example ? [[summary.pattern, summary.example.code] as const] : []));
    expect(examples.length).toBeGreaterThan(0);
    for (const [pattern, code] of examples) expect(code).toMatch(new RegExp(`Write your findings to notes/${pattern}\\.md \\(.+\\)\\.\\n    """`));
  });

  it('no footer by default: the prompt ends with what to return', async () => {
    const { report } = await analyzeWith('tip_miner: {}\n');
    const codes = report.patterns.flatMap((summary) => (summary.example ? [summary.example.code] : []));
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(code).toMatch(/Return a short structured summary\.\n {4}""",\n/);
  });
});
