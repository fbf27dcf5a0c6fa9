/**
 * Routing end to end: sessions where the same five calls come before an MCP tool teach a pattern on
 * `analyze`; `routes` shows it with the replay's hit rate; the live hook suggests the tool when a new
 * session makes the same calls; `tips` names it once the replay shows routing helps.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { repoRoot } from '../helpers/paths.js';
import type { RoutesReport } from '../../src/routing/report.js';
import { claudeTranscript, git, read, type Call } from '../helpers/claude-transcript.js';
import { analyzeReport, cli, testHost } from '../helpers/cli.js';

const MCP = 'mcp__github__create_pull_request';
const grep = (): Call => ({ tool: 'Grep', input: { pattern: 'parsePr' }, result: 'src/pr.ts' });
const edit = (): Call => ({ tool: 'Edit', input: { file_path: '/repo/src/pr.ts', old_string: 'a', new_string: 'b' }, result: 'ok' });
const test = (): Call => ({ tool: 'Bash', input: { command: 'npm test' }, result: 'all passed' });
const openPr = (): Call => ({ tool: MCP, input: { title: 'Fix the PR parser' }, result: 'created #12' });
const RUN = [read('src/pr.ts'), grep(), read('src/util.ts'), edit(), test()];

function logs(sessions: Call[][]): string {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-routing-logs-'));
  sessions.forEach((calls, index) => {
    const sessionId = `s${index + 1}`;
    writeFileSync(join(folder, `${sessionId}.jsonl`), `${claudeTranscript(calls, { sessionId }).lines.join('\n')}\n`);
  });
  return folder;
}

async function hook(input: string, ...flags: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['hook', 'post-tool-use', ...flags], {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    readStdin: () => Promise.resolve({ text: input, complete: true }),
    cwd: repoRoot,
    env: testHost.env,
    host: testHost,
  });
  return { code, stdout, stderr };
}

describe('routing loop', () => {
  it('learns a pattern, replays it, suggests it live and names the tool in the tips', async () => {
    const state = mkdtempSync(join(tmpdir(), 'tip-miner-routing-state-'));
    const db = join(state, 'h.db');
    const memory = join(state, 'memory');
    // timestamps grow with the session number: each session's calls start at 2025-01-01, so order them by id via distinct days
    const sessions = [1, 2, 3, 4].map(() => [git(), git(), ...RUN, openPr()]);
    const folder = logs(sessions);
    const analyzed = await cli('analyze', folder, '--db', db, '--memory-dir', memory, '--json');
    expect(analyzed.code).toBe(0);
    expect(analyzeReport(analyzed).routingFiles).toEqual([join(memory, 'repo', 'routing.json')]);

    const routes = await cli('routes', '--db', db, '--memory-dir', memory, '--json');
    const [report] = (JSON.parse(routes.stdout) as { repos: RoutesReport[] }).repos;
    expect(report!.repo).toBe('repo');
    expect(report!.events).toBe(32);
    expect(report!.patterns).toEqual([{ target: MCP, preceding: ['Read', 'Grep', 'Read', 'Edit', 'Bash'], frequency: 4 }]);
    expect(report!.tools.find((tool) => tool.name === MCP)).toMatchObject({
      kind: 'mcp',
      server: 'github',
      uses: 4,
      failures: 0,
      status: 'active',
      suggestable: true,
    });
    // sessions 1–2 teach the pattern. In session 3 the project reaches 16 + 4 = 20 uses at its 4th call (Grep, line 7); the
    // seed's overlap counts the pattern's distinct names among the last calls — Bash, Read, Grep of {Read, Grep, Edit, Bash}:
    // 0.75 ≥ 0.6 — so the learned tier suggests the tool there, and it is used 4 calls later
    expect(report!.replay.tiers.learned).toEqual({ suggestions: 2, hits: 2, hitRate: 1 });
    expect(report!.replay.suggestions.map((suggestion) => [suggestion.sessionId, suggestion.line, suggestion.confidence, suggestion.usedAfter])).toEqual([
      ['s3', 7, 0.75, 4],
      ['s4', 7, 0.75, 4],
    ]);
    const table = await cli('routes', '--db', db, '--memory-dir', memory);
    expect(table.stdout).toContain('Read → Grep → Read → Edit → Bash');
    expect(table.stdout).toMatch(/learned\s+│\s+2\s+│\s+2\s+│\s+100%/);

    const live = mkdtempSync(join(tmpdir(), 'tip-miner-routing-live-'));
    const transcript = join(live, 'live.jsonl');
    writeFileSync(transcript, `${claudeTranscript([git(), ...RUN], { sessionId: 'live' }).lines.join('\n')}\n`);
    const event = JSON.stringify({ session_id: 'live', transcript_path: transcript, cwd: '/repo' });
    const advised = await hook(event, '--memory-dir', memory, '--state-dir', join(live, 'state'));
    expect(advised.code).toBe(0);
    const context = (JSON.parse(advised.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
    expect(context).toContain(`Tool suggestion: \`${MCP}\` is available. In this project it was used after calls like these 4 times.`);
    const saved = JSON.parse(readFileSync(join(live, 'state', 'live-delegation.json'), 'utf8')) as { routing: { suggestions: number; suggested: string[] } };
    expect(saved.routing).toMatchObject({ suggestions: 1, suggested: [MCP] });

    // two replayed suggestions are too few to show that routing helps: no available-tools line yet
    const tips = await cli('tips', '--memory-dir', memory, '--repo', 'repo', '--format', 'json');
    expect(JSON.parse(tips.stdout)).not.toHaveProperty('availableTools');
  });

  it('names the tool in the tips once enough replayed suggestions were taken up', async () => {
    const state = mkdtempSync(join(tmpdir(), 'tip-miner-routing-state-'));
    const memory = join(state, 'memory');
    const folder = logs(Array.from({ length: 8 }, () => [git(), git(), ...RUN, openPr()]));
    await cli('analyze', folder, '--db', join(state, 'h.db'), '--memory-dir', memory);
    const view = JSON.parse(readFileSync(join(memory, 'repo', 'routing.json'), 'utf8')) as { replay: { all: { suggestions: number; hits: number } } };
    expect(view.replay.all).toMatchObject({ suggestions: 6, hits: 6 });
    const tips = await cli('tips', '--memory-dir', memory, '--repo', 'repo');
    expect(tips.stdout).toContain(`- Tools available here that routing found useful: \`${MCP}\` (taken up after 100% of past suggestions)`);
  });

  it("suggests a skill of the session's project folder by its description (heuristic tier)", async () => {
    const project = mkdtempSync(join(tmpdir(), 'tip-miner-routing-project-'));
    mkdirSync(join(project, '.claude', 'skills', 'release-notes'), { recursive: true });
    writeFileSync(
      join(project, '.claude', 'skills', 'release-notes', 'SKILL.md'),
      '---\nname: release-notes\ndescription: Draft release notes from merged pull requests\n---\n',
    );
    const calls: Call[] = [
      git(),
      { tool: 'Bash', input: { command: 'gh pr list --state merged' }, result: '#1 #2' },
      { tool: 'Read', input: { file_path: `${project}/CHANGELOG.md` }, result: '' },
      { tool: 'Bash', input: { command: 'git log --merges --oneline' }, result: '' },
      { tool: 'Write', input: { file_path: `${project}/docs/release-notes-draft.md`, content: 'pull requests merged' }, result: 'ok' },
    ];
    const transcript = join(project, 'session.jsonl');
    writeFileSync(transcript, `${claudeTranscript(calls, { sessionId: 'rn' }).lines.join('\n')}\n`);
    const memory = join(project, 'memory');
    const advised = await hook(
      JSON.stringify({ session_id: 'rn', transcript_path: transcript, cwd: project }),
      '--memory-dir',
      memory,
      '--state-dir',
      join(project, 'state'),
    );
    const context = (JSON.parse(advised.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
    expect(context).toContain('Tool suggestion: the skill `release-notes` (Skill tool) is available — Draft release notes from merged pull requests.');
    expect(context).toContain('Your recent work mentions draft, release, notes, merged.');
    // the delegation advice of the same call comes first, a blank line between
    expect(context.split('\n\n').map((part) => part.split(':')[0])).toEqual(['Orchestration advisory', 'Tool suggestion']);
  });
});
