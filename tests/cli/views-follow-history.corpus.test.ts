/**
 * Every view follows the history database, whatever logs a run reads: after a crash between the
 * database commit and the files, after a file that could not be written, after a change of settings,
 * and in a new memory dir. A view that cannot be used is never overwritten (exit 2, one line saying
 * what to do); --repair sets it aside. And an unchanged re-run writes nothing. On the corpus's synthetic
 * logs and the Claude Code fixture (a --memory-dir that is a file: views-follow-history.test.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tipTextFor } from '../../src/delegation/tip-texts.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { analyzeIntoHistory } from '../../src/app/analyze-into-history.js';
import { cli } from '../helpers/cli.js';
import { corpus, fixture } from '../helpers/paths.js';

const LOGS = [corpus('synthetic'), fixture('claude-code')];
const REPOS = ['acme__widgets', 'inline', 'me__proj'];

function state() {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-views-'));
  const db = join(folder, 'history.db');
  const memory = join(folder, 'memory');
  return { folder, db, memory, args: ['--db', db, '--memory-dir', memory] };
}

async function analyzeJson(...args: string[]) {
  const run = await cli('analyze', ...args, '--json');
  return {
    ...run,
    report:
      run.stdout === ''
        ? undefined
        : (JSON.parse(run.stdout) as Record<string, unknown> & {
            toolPatternFiles: string[];
            memoryProposalFiles: string[];
            routingFiles: string[];
            outputProblems: string[];
            files: number;
          }),
  };
}

describe('views follow the history database', () => {
  it('a run after a crash between the database commit and the files writes every view, though it reads nothing new', async () => {
    const { db, memory, args } = state();
    const history = HistoryDb.open(db);
    await analyzeIntoHistory({ db: history, paths: LOGS });
    history.close();
    expect(existsSync(memory)).toBe(false);

    const { code, report } = await analyzeJson(...LOGS, ...args);
    expect(code).toBe(0);
    expect(report!.files).toBe(0);
    for (const repo of REPOS) {
      expect(report!.toolPatternFiles).toContain(join(memory, repo, 'tool_patterns.json'));
      expect(report!.routingFiles).toContain(join(memory, repo, 'routing.json'));
      expect(report!.memoryProposalFiles).toContain(join(memory, repo, 'memory_proposals.json'));
    }
    // me/proj is a Codex repository: tips read its view, every entry told in Codex's words or left out with a reason
    const view = JSON.parse(readFileSync(join(memory, 'me__proj', 'tool_patterns.json'), 'utf8')) as Array<{ pattern_id: string }>;
    type Tips = { agent: string; tips: Array<{ pattern: string; text: string }>; leftOut: Array<{ pattern: string; reason: string }> };
    const tips = JSON.parse((await cli('tips', '--repo', 'me/proj', '--memory-dir', memory, '--json')).stdout) as Tips;
    expect(tips.agent).toBe('codex');
    expect([...tips.tips, ...tips.leftOut].map((tip) => tip.pattern).sort()).toEqual(view.map((entry) => entry.pattern_id).sort());
    for (const tip of tips.tips) expect(tip.text.startsWith(`${tipTextFor(tip.pattern, 'codex')} (seen in `)).toBe(true);
    // no Claude Code session of me/proj showed any of them
    const claude = JSON.parse((await cli('tips', '--repo', 'me/proj', '--memory-dir', memory, '--agent', 'claude-code', '--json')).stdout) as Tips;
    expect(claude.tips).toEqual([]);
    expect(claude.leftOut).toEqual(view.map((entry) => ({ pattern: entry.pattern_id, reason: 'not seen in claude-code sessions' })));
  });

  it('an unchanged re-run writes no file', async () => {
    const { args } = state();
    const first = await analyzeJson(...LOGS, ...args);
    expect(first.report!.toolPatternFiles).toHaveLength(3);
    const second = await analyzeJson(...LOGS, ...args);
    expect(second.report).toMatchObject({ files: 0, toolPatternFiles: [], routingFiles: [], memoryProposalFiles: [], outputProblems: [] });
  });

  it("new lines of one repository rewrite that repository's views, and only those", async () => {
    const { folder, memory, args } = state();
    const grown = join(folder, 'grown.jsonl');
    const lines = readFileSync(corpus('synthetic/agent-framework/minimal.jsonl'), 'utf8').trimEnd().split('\n');
    writeFileSync(grown, `${lines.slice(0, 2).join('\n')}\n`);
    await analyzeJson(...LOGS, grown, '--repo', 'acme/grown', ...args);
    writeFileSync(grown, `${lines.join('\n')}\n`);
    const run = await analyzeJson(...LOGS, grown, '--repo', 'acme/grown', ...args);
    expect(run.report).toMatchObject({
      files: 1,
      toolPatternFiles: [join(memory, 'acme__grown', 'tool_patterns.json')],
      routingFiles: [join(memory, 'acme__grown', 'routing.json')],
    });
  });

  it("a log rewritten with another repository's session rewrites the views of both", async () => {
    const { folder, memory, args } = state();
    const log = join(folder, 'rotated.jsonl');
    const session = (cwd: string) =>
      readFileSync(corpus('synthetic/agent-framework/minimal.jsonl'), 'utf8')
        .trimEnd()
        .split('\n')
        .map((line) => JSON.stringify({ ...JSON.parse(line), ts: '2026-01-01T00:00:00Z', event: 'tool_call', task_id: cwd }))
        .join('\n');
    writeFileSync(log, `${JSON.stringify({ ts: '2026-01-01T00:00:00Z', event: 'task_start', task_id: 'alpha', repo: 'acme/alpha' })}\n${session('alpha')}\n`);
    await analyzeJson(log, ...args);
    const before = JSON.parse(readFileSync(join(memory, 'acme__alpha', 'tool_patterns.json'), 'utf8')) as unknown[];
    expect(before.length).toBeGreaterThan(0);
    writeFileSync(log, `${JSON.stringify({ ts: '2026-01-02T00:00:00Z', event: 'task_start', task_id: 'beta', repo: 'acme/beta' })}\n${session('beta')}\n`);
    const run = await analyzeJson(log, ...args);
    expect(run.report!.toolPatternFiles.sort()).toEqual([join(memory, 'acme__alpha', 'tool_patterns.json'), join(memory, 'acme__beta', 'tool_patterns.json')]);
    expect(JSON.parse(readFileSync(join(memory, 'acme__alpha', 'tool_patterns.json'), 'utf8'))).toEqual([]);
  });

  it('a file that could not be written is an error line and exit 2; the others are written, and the next run writes it', async () => {
    const { memory, args } = state();
    mkdirSync(memory, { recursive: true });
    writeFileSync(join(memory, 'inline'), 'a file where the repository folder goes');
    const blocked = await analyzeJson(...LOGS, ...args);
    expect(blocked.code).toBe(2);
    expect(blocked.stderr).toMatch(/tip-miner: error: .*inline.*(ENOTDIR|EEXIST)/);
    expect(blocked.report!.toolPatternFiles).toEqual([join(memory, 'acme__widgets', 'tool_patterns.json'), join(memory, 'me__proj', 'tool_patterns.json')]);
    expect(blocked.report!.outputProblems.length).toBeGreaterThan(0);

    rmSync(join(memory, 'inline'));
    const after = await analyzeJson(...LOGS, ...args);
    expect(after.code).toBe(0);
    expect(after.report).toMatchObject({ files: 0, toolPatternFiles: [join(memory, 'inline', 'tool_patterns.json')], outputProblems: [] });
  });

  it('a view that is not of its shape is left as it is (exit 2, what to do); --repair sets it aside and writes it', async () => {
    const { memory, args } = state();
    const path = join(memory, 'me__proj', 'tool_patterns.json');
    mkdirSync(join(memory, 'me__proj'), { recursive: true });
    writeFileSync(path, '{ hand-edited');

    const refused = await analyzeJson(...LOGS, ...args);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`tip-miner: error: ${path}: not valid JSON`);
    expect(refused.stderr).toContain('not overwritten: fix or remove it, or run tip-miner analyze --repair');
    expect(refused.report!.toolPatternFiles).toHaveLength(2);
    expect(readFileSync(path, 'utf8')).toBe('{ hand-edited');

    const again = await analyzeJson(...LOGS, ...args);
    expect(again.code).toBe(2);
    expect(readFileSync(path, 'utf8')).toBe('{ hand-edited');

    const repaired = await analyzeJson(...LOGS, ...args, '--repair');
    expect(repaired.code).toBe(0);
    expect(repaired.stderr).toMatch(/warning: .*tool_patterns\.json: not valid JSON .*; set aside as .*tool_patterns\.json\.invalid-\d+/);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(expect.any(Array));
    expect(readdirSync(join(memory, 'me__proj')).filter((name) => name.includes('.invalid-'))).toHaveLength(1);
  });

  it('a change of settings rewrites the views made with the old ones', async () => {
    const { folder, memory, args } = state();
    await analyzeJson(...LOGS, ...args);
    writeFileSync(join(folder, 'config.yaml'), 'tip_miner:\n  max_proposals: 1\n');
    const run = await analyzeJson(...LOGS, ...args, '--config', join(folder, 'config.yaml'));
    expect(run.report).toMatchObject({ files: 0, toolPatternFiles: [], routingFiles: [] });
    expect(run.report!.memoryProposalFiles.sort()).toEqual(REPOS.map((repo) => join(memory, repo, 'memory_proposals.json')).sort());
  });

  it('a database that is damaged: analyze says what to do (exit 2); --repair rebuilds it from the logs and rewrites the views', async () => {
    const { db, memory, args } = state();
    await analyzeJson(...LOGS, ...args);
    writeFileSync(db, 'garbage where the database was, long enough for a header');
    rmSync(`${db}-wal`, { force: true });
    rmSync(`${db}-shm`, { force: true });
    const refused = await cli('analyze', ...LOGS, ...args);
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^tip-miner: error: .*history\.db is not a usable history database .*run tip-miner analyze --repair/),
    ]);

    const repaired = await analyzeJson(...LOGS, ...args, '--repair');
    expect(repaired.code).toBe(0);
    expect(repaired.stderr).toMatch(/set aside as .*history\.db\.damaged-\d+; a new database is filled from the logs/);
    expect(repaired.report!.files).toBe(5);
    expect(repaired.report!.toolPatternFiles).toHaveLength(3);
    expect(readdirSync(memory).sort()).toEqual(expect.arrayContaining(REPOS));
  });
});
