/**
 * The loop end to end, on a crafted history whose answers are known (issue 15, "Done when"): sessions of
 * a repository show sequential reads and greps in Bash; analyze; `hook session-start` prints the tips
 * block; later sessions carry that block in their real hook attachment lines (hook_success and
 * hook_additional_context) on alternate days, the others are the control; analyze again; `report --json`
 * shows the exposure — the tip whose pattern fell is effective, the one whose pattern did not move has
 * no effect and is demoted — and a repository whose tip was shown in too few sessions has too little data.
 */
import { describe, expect, it } from 'vitest';
import { checkout } from '../helpers/agent-logs.js';
import { buildLoopHistory, runnerFor } from '../helpers/crafted-history.js';
import { tempHost } from '../helpers/host.js';
import { schemaErrors } from '../helpers/json-schemas.js';
import { readFileSync } from 'node:fs';

interface ReportTip {
  patternId: string;
  exposedSessions: number;
  controlSessions: number;
  verdict: string;
  demoted: boolean;
  change: number | null;
}

describe('the loop: tips shown at session start, read back from the logs, measured', () => {
  it('the tip whose pattern falls is effective; the one whose pattern does not move has no effect and is demoted; too few sessions: insufficient data', async () => {
    const host = tempHost();
    const run = runnerFor(host);
    const { widgets, gadgets, blocks } = await buildLoopHistory(host, run, checkout);
    expect(blocks.widgets).toContain('## Tool Efficiency Tips');
    // sequential reads of 5+ files: the block says to delegate the exploration (the more valuable of the two tips for the same reads)
    expect(blocks.widgets).toContain('- Delegate exploring more than a few files to a sub-agent');
    expect(blocks.widgets).toContain('Use the dedicated Grep, Glob and Read tools');

    const report = await run(widgets, ['report', '--json']);
    expect(report.code, report.stderr).toBe(0);
    const { repo, tips } = JSON.parse(report.stdout) as { repo: string; tips: ReportTip[] };
    expect(repo).toBe('acme/widgets');
    const byPattern = new Map(tips.map((tip) => [tip.patternId, tip]));
    expect(byPattern.get('delegate-exploration')).toMatchObject({ exposedSessions: 10, controlSessions: 9, verdict: 'effective', demoted: false });
    expect(byPattern.get('bash-for-search')).toMatchObject({ exposedSessions: 10, verdict: 'no-effect', demoted: true, change: 0 });

    const few = JSON.parse((await run(gadgets, ['report', '--json'])).stdout) as { tips: ReportTip[] };
    expect(few.tips.find((tip) => tip.patternId === 'delegate-exploration')).toMatchObject({
      exposedSessions: 3,
      verdict: 'insufficient-data',
      demoted: false,
    });

    // tool_patterns.json says so, and the ranking demotes the tip that does not work
    const patterns = JSON.parse((await run(widgets, ['patterns', '--json'])).stdout) as {
      patterns: Array<{ pattern_id: string; effect?: { verdict: string; exposed_sessions: number }; score_factor?: number }>;
    };
    const entry = (id: string) => patterns.patterns.find((pattern) => pattern.pattern_id === id);
    expect(entry('bash-for-search')).toMatchObject({ effect: { verdict: 'no-effect', exposed_sessions: 10 }, score_factor: 0.25 });
    expect(entry('delegate-exploration')).toMatchObject({ effect: { verdict: 'effective', exposed_sessions: 10 } });
    expect(entry('delegate-exploration')?.score_factor).toBeUndefined();
    expect((await run(widgets, ['patterns'])).stdout).toMatch(/bash-for-search \(demoted\)/);
    const file = (JSON.parse((await run(widgets, ['patterns', '--json'])).stdout) as { file: string }).file;
    expect(schemaErrors('files/tool_patterns.schema.json', JSON.parse(readFileSync(file, 'utf8')))).toEqual([]);
    expect(schemaErrors('output/report.schema.json', JSON.parse(report.stdout))).toEqual([]);

    const text = await run(widgets, ['report']);
    expect(text.stdout).toMatch(/delegate-exploration .*effective/);
    expect(text.stdout).toMatch(/bash-for-search \(demoted\)/);
  });
});
