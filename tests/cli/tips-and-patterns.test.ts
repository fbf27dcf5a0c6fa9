import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFolderName } from '../../src/store/repo-folder.js';
import { analyzeReport, cli, stateDir } from '../helpers/cli.js';
import { fixture } from '../helpers/paths.js';

/** A session log as the seed's framework writes it, with three sequential Reads. */
function seedSession(folder: string): string {
  const log = join(folder, 'logs', 'sessions');
  const lines = [
    { ts: '2026-11-20T10:00:00Z', event: 'task_start', task_id: 'impl-demo', repo: 'acme/widgets' },
    ...['src/a.py', 'src/b.py', 'src/c.py'].map((file, index) => ({
      ts: `2026-11-20T10:00:0${index + 1}Z`,
      event: 'tool_call',
      task_id: 'impl-demo',
      tool: 'Read',
      sequence: index + 1,
      input: { file_path: file },
    })),
    { ts: '2026-11-20T10:00:09Z', event: 'task_complete', task_id: 'impl-demo' },
  ];
  mkdirSync(log, { recursive: true });
  writeFileSync(join(log, 'impl-demo.jsonl'), `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  return log;
}

describe("the seed's manual validation", () => {
  it('a session with 3+ sequential Reads gives sequential-reads in tool_patterns.json and a tips block that mentions Grep', async () => {
    const state = stateDir();
    const logs = seedSession(state);
    const db = join(state, 'history.db');
    const memory = join(state, 'memory');
    const analyzed = await cli('analyze', logs, '--db', db, '--memory-dir', memory, '--json');
    expect(analyzed.code).toBe(0);
    expect(analyzeReport(analyzed).toolPatternFiles).toEqual([join(memory, 'acme__widgets', 'tool_patterns.json')]);
    const patterns = JSON.parse(readFileSync(join(memory, 'acme__widgets', 'tool_patterns.json'), 'utf8')) as Array<Record<string, unknown>>;
    expect(patterns).toEqual([expect.objectContaining({ pattern_id: 'sequential-reads', hit_count: 1, last_seen: Date.parse('2026-11-20T10:00:03Z') / 1000 })]);

    const tips = await cli('tips', '--memory-dir', memory, '--repo', 'acme/widgets');
    expect(tips.code).toBe(0);
    expect(tips.stdout).toMatch(/^## Tool Efficiency Tips\n\n- Search with Grep/);

    // analysing the same logs again changes nothing
    const again = await cli('analyze', logs, '--db', db, '--memory-dir', memory, '--json');
    expect(JSON.parse(again.stdout)).toMatchObject({ files: 0, newFindings: {}, toolPatternFiles: [] });
    expect(JSON.parse(readFileSync(join(memory, 'acme__widgets', 'tool_patterns.json'), 'utf8'))).toEqual(patterns);
  });
});

describe('tip-miner tips', () => {
  it("leaves out a tip the project's CLAUDE.md already gives, and says so in one line on stderr", async () => {
    const state = stateDir();
    const memory = join(state, 'memory');
    expect((await cli('analyze', seedSession(state), '--db', join(state, 'history.db'), '--memory-dir', memory)).code).toBe(0);
    const project = mkdtempSync(join(tmpdir(), 'tip-miner-project-'));
    writeFileSync(join(project, 'CLAUDE.md'), '# Project\n\n- Search with Grep or Glob first, then Read only the files that match.\n');
    const tips = await cli('tips', '--memory-dir', memory, '--repo', 'acme/widgets', '--project-dir', project);
    expect(tips).toMatchObject({ code: 0, stdout: '' });
    expect(tips.stderr).toContain('tips left out: sequential-reads (CLAUDE.md already says it)');
    const json = JSON.parse((await cli('tips', '--memory-dir', memory, '--repo', 'acme/widgets', '--project-dir', project, '--json')).stdout) as unknown;
    expect(json).toMatchObject({ agent: 'agent-framework', tips: [], leftOut: [{ pattern: 'sequential-reads', reason: 'CLAUDE.md already says it' }] });
  });

  it('prints nothing, and says why on stderr, when the config turns tips off', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-tips-'));
    writeFileSync(join(folder, 'off.yaml'), 'optimization:\n  enable_tool_pattern_tips: false\n');
    const run = await cli('tips', '--config', join(folder, 'off.yaml'), '--memory-dir', folder, '--repo', 'x');
    expect(run).toMatchObject({ code: 0, stdout: '' });
    expect(run.stderr).toMatch(/tips are turned off/);
  });

  it('prints nothing for a repository without patterns', async () => {
    const run = await cli('tips', '--memory-dir', stateDir(), '--repo', 'nobody/nothing');
    expect(run).toMatchObject({ code: 0, stdout: '' });
    expect(run.stderr).toMatch(/no tips for nobody\/nothing yet .*; run tip-miner analyze first/);
  });

  it.each([
    ['tips', 'tips'],
    ['patterns', 'tool patterns'],
  ])('%s for a repository without data names the repositories that have some', async (command, what) => {
    const memory = stateDir();
    for (const repo of ['acme/widgets', 'solo', 'odd name']) {
      const folder = join(memory, repoFolderName(repo));
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'tool_patterns.json'), JSON.stringify([{ pattern_id: 'repeated-glob', tip: 't', hit_count: 1, last_seen: 1 }]));
    }
    mkdirSync(join(memory, 'no-file-here'));
    const run = await cli(command, '--memory-dir', memory, '--repo', 'nobody');
    expect(run).toMatchObject({ code: 0, stdout: '' });
    expect(run.stderr).toContain(`no ${what} for nobody (`);
    expect(run.stderr).toContain(`there are ${what} for acme/widgets, odd name, solo: name one with --repo`);
  });

  it('says the budget is too small, not that analyze is missing, when no tip fits', async () => {
    const memory = stateDir();
    const folder = join(memory, 'acme');
    mkdirSync(folder, { recursive: true });
    const tip = 'Reuse the result of a Glob you already ran, or use one broader pattern, instead of running the same Glob again.';
    writeFileSync(join(folder, 'tool_patterns.json'), JSON.stringify([{ pattern_id: 'repeated-glob', tip, hit_count: 3, last_seen: 1_700_000_000 }]));
    const run = await cli('tips', '--memory-dir', memory, '--repo', 'acme', '--max-chars', '40');
    expect(run).toMatchObject({ code: 0, stdout: '' });
    expect(run.stderr).toContain("none of acme's tips fits in the budget (--max-chars, --max-count)");
  });

  // the config budget and --format json, on the corpus: tips-and-patterns.corpus.test.ts
});

describe('tip-miner patterns, findings and detectors', () => {
  // patterns --json and findings --json, on the corpus: tips-and-patterns.corpus.test.ts
  it('detectors --json lists every detector from its meta', async () => {
    const run = await cli('detectors', '--json');
    expect((JSON.parse(run.stdout) as { detectors: Array<{ id: string }> }).detectors.map((meta) => meta.id)).toContain('edit-retry');
  });
});

describe('analyze --fail-on', () => {
  // exit 1 on new findings of the named patterns, 0 otherwise, on the corpus: tips-and-patterns.corpus.test.ts
  it('rejects an unknown pattern id (exit 2)', async () => {
    const run = await cli('analyze', fixture('agent-framework'), '--fail-on', 'sequential-read');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/unknown pattern id sequential-read/);
  });
});
