/**
 * One figure per thing: every pattern `patterns` lists for a repository, tool pattern or delegation tip,
 * `findings --pattern <id>` lists as many occurrences of; the export's tool_calls rows add up to the
 * sessions' tool calls that analyze and report show. On the corpus and the devset.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { claudeProjects, devsetDir, fixture } from '../helpers/paths.js';

// real Claude Code and Codex logs of other people, the fixtures' other formats, and a pre-envelope Codex rollout
const LOGS = [claudeProjects(), devsetDir(), ...['codex', 'agent-framework', 'routing'].map((path) => fixture(path))];
const root = mkdtempSync(join(tmpdir(), 'tip-miner-figures-'));
const state = ['--db', join(root, 'history.db'), '--memory-dir', join(root, 'memory')];
let analyzed: { sessions: number; toolCalls: number; sessionDetails: Array<{ repo?: string }> };

beforeAll(async () => {
  const run = await cli('analyze', ...LOGS, ...state, '--json');
  expect(run.code, run.stderr).toBe(0);
  analyzed = JSON.parse(run.stdout) as typeof analyzed;
}, 120_000);

describe('figures agree across commands', () => {
  it('patterns and findings --pattern count the same occurrences, delegation tips included', async () => {
    const repos = [...new Set(analyzed.sessionDetails.flatMap((session) => (session.repo !== undefined ? [session.repo] : [])))];
    let delegationSeen = false;
    for (const repo of repos) {
      const patterns = JSON.parse((await cli('patterns', '--repo', repo, '--json', ...state)).stdout) as {
        patterns: Array<{ pattern_id: string; occurrences?: number }>;
      };
      for (const pattern of patterns.patterns) {
        const run = await cli('findings', '--repo', repo, '--pattern', pattern.pattern_id, '--json', ...state);
        expect(run.code, run.stderr).toBe(0);
        const listed = (JSON.parse(run.stdout) as { findings: Array<{ pattern: string }> }).findings;
        expect(listed.length, `${repo} ${pattern.pattern_id}`).toBe(pattern.occurrences);
        expect(listed.every((finding) => finding.pattern === pattern.pattern_id)).toBe(true);
        if (pattern.pattern_id.startsWith('delegate-')) delegationSeen = true;
      }
    }
    expect(delegationSeen).toBe(true);
  }, 120_000);

  it('sessions and tool calls: analyze, report, repos and the export say the same', async () => {
    const report = JSON.parse((await cli('report', '--json', '--all-repos', ...state)).stdout) as { sessions: number; toolCalls: number };
    const repos = JSON.parse((await cli('repos', '--json', ...state)).stdout) as { repos: Array<{ sessions: number }> };
    const out = join(root, 'export');
    expect((await cli('export', '--format', 'ndjson', '--out', out, '--all-repos', ...state)).code).toBe(0);
    const rows = (table: string) =>
      readFileSync(join(out, `${table}.ndjson`), 'utf8')
        .split('\n')
        .filter(Boolean).length;
    expect(report.sessions).toBe(analyzed.sessions);
    expect(repos.repos.reduce((sum, entry) => sum + entry.sessions, 0)).toBe(analyzed.sessions);
    expect(rows('sessions')).toBe(analyzed.sessions);
    expect(report.toolCalls).toBe(analyzed.toolCalls);
    expect(rows('tool_calls')).toBe(analyzed.toolCalls);
  });
});
