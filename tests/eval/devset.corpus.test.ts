/**
 * `npm run eval` on the devset (../shared/devset, real logs of other people with every human turn labelled)
 * meets the devset's thresholds in eval/thresholds.json: floors set at the figures measured, raised as the
 * classifier and the detectors improve (raising one number there is all it takes). The rule groups written
 * by hand (eval/labels/devset/rule-groups.json) name labelled corrections of two or more sessions.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { devsetDir, repoRoot } from '../helpers/paths.js';

interface Turn {
  file: string;
  line: number;
  kind: string;
}

describe('npm run eval on the devset', () => {
  let result: { scores: { devset?: { turns: number } }; unmet: string[] };

  beforeAll(() => {
    // the harness runs on dist/ (built by pretest:corpus), in a process of its own with the devset named
    const output = execFileSync(process.execPath, [join(repoRoot, 'eval', 'run.mjs'), '--devset-only', '--json'], {
      env: { ...process.env, TIP_MINER_DEVSET: devsetDir() },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    result = JSON.parse(output) as typeof result;
  }, 120_000);

  it('scores every labelled turn', () => {
    const labelled = (JSON.parse(readFileSync(join(devsetDir(), 'labels', 'human-turns.json'), 'utf8')) as { human_turns: Turn[] }).human_turns;
    expect(result.scores.devset?.turns).toBe(labelled.length);
  });

  it('meets its thresholds', () => {
    expect(result.unmet).toEqual([]);
  });

  it('groups only labelled corrections said in two or more sessions', () => {
    const labelled = (JSON.parse(readFileSync(join(devsetDir(), 'labels', 'human-turns.json'), 'utf8')) as { human_turns: Turn[] }).human_turns;
    const kindAt = new Map(labelled.map((turn) => [`${turn.file}:${turn.line}`, turn.kind]));
    const { groups } = JSON.parse(readFileSync(join(repoRoot, 'eval', 'labels', 'devset', 'rule-groups.json'), 'utf8')) as {
      groups: Array<{ rule: string; turns: Array<{ file: string; line: number }> }>;
    };
    for (const group of groups) {
      for (const turn of group.turns)
        expect(['correction', 'rejection_reason'], `${group.rule}: ${turn.file}:${turn.line}`).toContain(kindAt.get(`${turn.file}:${turn.line}`));
      expect(new Set(group.turns.map((turn) => turn.file)).size, group.rule).toBeGreaterThanOrEqual(2);
    }
  });
});
