/**
 * Failure reports end to end (issue 17 item 3), on crafted Claude Code sessions of one checkout: a rule
 * correction and failure reports after the agent's edits. `corrections` lists each with its kind and says a
 * failure report is no proposal candidate, even with the confidence floor lowered so that it is clustered;
 * `proposals` holds the rule only; `report` counts the two apart, per period and per week, in text, JSON
 * (valid against its schema) and HTML.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { craftLines } from '../../eval/craft.mjs';
import { checkout } from '../helpers/agent-logs.js';
import { runnerFor, type RunCli } from '../helpers/crafted-history.js';
import { tempHost } from '../helpers/host.js';
import { outputSchema, schemaErrors } from '../helpers/json-schemas.js';

const DAY = 86_400_000;
/** A Monday at 09:00 UTC, three to four weeks back: two ISO weeks of sessions, recent enough to rank. */
const MONDAY = Math.floor((Date.now() - 28 * DAY) / (7 * DAY)) * 7 * DAY - 3 * DAY + 9 * 3_600_000;

const edit = (cwd: string, file: string) => ({
  call: 'Edit',
  input: { file_path: `${cwd}/${file}`, old_string: 'a', new_string: 'b' },
  result: `The file ${cwd}/${file} has been updated.`,
});

/** Three sessions: the first week one with a rule correction and a failure report, the second one with a failure report and one with neither. */
function sessions(cwd: string) {
  return [
    {
      session: 'a1a1a1a1-0000-4000-8000-000000000001',
      day: 0,
      turns: [
        { user: 'Add a retry to the upload handler in src/upload.ts' },
        { call: 'Read', input: { file_path: `${cwd}/src/upload.ts` }, result: 'export function upload() {}' },
        edit(cwd, 'src/upload.ts'),
        { user: 'no, never use console.log for errors, use the logger' },
        edit(cwd, 'src/upload.ts'),
        { user: 'the upload is still broken, same error as before' },
        edit(cwd, 'src/upload.ts'),
      ],
    },
    {
      session: 'b2b2b2b2-0000-4000-8000-000000000002',
      day: 7,
      turns: [
        { user: 'Fix the redirect after login' },
        edit(cwd, 'src/login.ts'),
        { user: 'the upload is still broken, same error as before' },
        edit(cwd, 'src/upload.ts'),
      ],
    },
    {
      session: 'c3c3c3c3-0000-4000-8000-000000000003',
      day: 8,
      turns: [{ user: 'Rename the config loader' }, edit(cwd, 'src/config.ts'), { user: 'thanks, that works' }],
    },
  ];
}

interface ListedCorrection {
  kind: string;
  text: string;
  proposable: boolean;
  confidence: number;
}

interface FeedbackCount {
  count: number;
  sessions: number;
  perSession: number | null;
  sessionShare: number | null;
}

interface ReportJson {
  sessions: number;
  feedback: { corrections: FeedbackCount; failureReports: FeedbackCount };
  weeks: Array<{ week: string; sessions: number; feedback: { corrections: FeedbackCount; failureReports: FeedbackCount } }>;
}

describe('failure reports: listed, counted apart from rule corrections, never proposed', () => {
  const host = tempHost();
  const run: RunCli = runnerFor(host);
  const shop = checkout(join(host.homeDir, 'shop'), 'git@github.com:acme/shop.git');
  // clustered too: only their kind keeps failure reports (confidence 0.5) out of the proposals
  const config = join(host.homeDir, 'tip-miner.yaml');

  beforeAll(async () => {
    writeFileSync(config, 'tip_miner:\n  min_correction_confidence: 0.5\n');
    const project = join(host.homeDir, '.claude', 'projects', shop.replace(/[^A-Za-z0-9]/g, '-'));
    mkdirSync(project, { recursive: true });
    for (const spec of sessions(shop)) {
      const start = new Date(MONDAY + spec.day * DAY).toISOString();
      writeFileSync(join(project, `${spec.session}.jsonl`), `${craftLines({ ...spec, cwd: shop, start }).join('\n')}\n`);
    }
    const analyzed = await run(host.homeDir, ['analyze', '--config', config]);
    expect(analyzed.code, analyzed.stderr).toBe(0);
  });

  it.each([
    ['the default floor (0.6)', false],
    ['the floor lowered to 0.5, where failure reports are clustered', true],
  ])('corrections --json gives each its kind, and no failure report is a proposal candidate: %s', async (_case, lowered) => {
    const listed = await run(shop, ['corrections', '--json', ...(lowered ? ['--config', config] : [])]);
    expect(listed.code, listed.stderr).toBe(0);
    const output = JSON.parse(listed.stdout) as { corrections: ListedCorrection[] };
    expect(schemaErrors(outputSchema('corrections'), output)).toEqual([]);
    expect(output.corrections.map(({ kind, text, proposable }) => ({ kind, text, proposable }))).toEqual([
      { kind: 'instruction', text: 'no, never use console.log for errors, use the logger', proposable: true },
      { kind: 'failure-report', text: 'the upload is still broken, same error as before', proposable: false },
      { kind: 'failure-report', text: 'the upload is still broken, same error as before', proposable: false },
    ]);
  });

  it('the corrections table shows the kind and says failure reports are never proposed', async () => {
    const table = await run(shop, ['corrections', '--config', config]);
    expect(table.stdout).toMatch(/failure-report\s*│\s*0\.50\s*│\s*the upload is still broken/);
    expect(table.stdout).toMatch(/instruction\s*│\s*0\.\d\d\s*│\s*no, never use console\.log/);
    expect(table.stdout).toContain(
      '2 of them are failure reports (the result is wrong, not how to work): counted by tip-miner report, never proposed as a rule',
    );
  });

  it('proposals hold the rule, never the failure report that recurs in two sessions', async () => {
    const listed = await run(shop, ['proposals', '--all', '--json', '--config', config]);
    expect(listed.code, listed.stderr).toBe(0);
    const { allProposals } = JSON.parse(listed.stdout) as { allProposals: Array<{ content: string; evidence: Array<{ kind: string }> }> };
    expect(allProposals.map((proposal) => proposal.content)).toEqual([expect.stringMatching(/console\.log/)]);
    expect(allProposals.flatMap((proposal) => proposal.evidence.map((evidence) => evidence.kind))).not.toContain('failure-report');
  });

  it('report --json counts rule corrections and failure reports apart, over the period and per week, and its schema accepts it', async () => {
    const report = await run(shop, ['report', '--json']);
    expect(report.code, report.stderr).toBe(0);
    const output = JSON.parse(report.stdout) as ReportJson;
    expect(schemaErrors(outputSchema('report'), output)).toEqual([]);
    expect(output.sessions).toBe(3);
    expect(output.feedback).toEqual({
      corrections: { count: 1, sessions: 1, perSession: 0.33, sessionShare: 1 / 3 },
      failureReports: { count: 2, sessions: 2, perSession: 0.67, sessionShare: 2 / 3 },
    });
    expect(output.weeks.map((week) => [week.sessions, week.feedback.corrections.count, week.feedback.failureReports.count])).toEqual([
      [1, 1, 1],
      [2, 0, 1],
    ]);
    expect(output.weeks[1]?.feedback.failureReports).toMatchObject({ perSession: 0.5, sessionShare: 0.5 });
  });

  it('the text and HTML reports show the figures', async () => {
    const html = join(host.homeDir, 'report.html');
    const report = await run(shop, ['report', '--html', html]);
    expect(report.code, report.stderr).toBe(0);
    const line =
      'Corrections (how to work): 1 in 1 session (33% of sessions), 0.33 per session. ' +
      'Failure reports (the result is wrong; never proposed as rules): 2 in 2 sessions (67% of sessions), 0.67 per session';
    expect(report.stdout).toContain(line);
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('<h2>Corrections and failure reports</h2>');
    expect(page).toContain('aria-label="Corrections and failure reports per session by week"');
    expect(page).toContain(line);
    expect(page).toMatch(/<title>Week of \d{4}-\d{2}-\d{2}, 2 sessions: 0\.50 failure reports per session \(1 in 1 session\)<\/title>/);
  });
});
