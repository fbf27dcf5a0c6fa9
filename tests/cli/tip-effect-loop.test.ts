/**
 * The loop end to end, on a crafted history whose answers are known (issue 15, "Done when"): sessions of
 * a repository show sequential reads and greps in Bash; analyze; `hook session-start` prints the tips
 * block; later sessions carry that block in their real hook attachment lines (hook_success and
 * hook_additional_context) on alternate days, the others are the control; analyze again; `report --json`
 * shows the exposure — the tip whose pattern fell is effective, the one whose pattern did not move has
 * no effect and is demoted — and a repository whose tip was shown in too few sessions has too little data.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import type { Host } from '../../src/util/host.js';
import { checkout } from '../helpers/agent-logs.js';
import { claudeTranscript, type Call } from '../helpers/claude-transcript.js';
import { tempHost } from '../helpers/host.js';

const DAY = 86_400_000;
// a month back: tips are ranked by waste decayed with age, so the history is recent
const START = Math.floor(Date.now() / DAY) * DAY - 35 * DAY + 9 * 3_600_000;

async function run(host: Host, cwd: string, args: string[], stdin?: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    ...(stdin !== undefined && { readStdin: () => Promise.resolve({ text: stdin, complete: true }) }),
    cwd,
    env: host.env,
    host,
  });
  return { code, stdout, stderr };
}

/** 60 calls: `reads` sequential-reads occurrences (three big Reads of new files each), fillers, then `greps` greps in Bash. */
function calls(folder: string, day: number, reads: number, greps: number): Call[] {
  const list: Call[] = [];
  for (let index = 0; index < 3 * reads; index++) {
    list.push({ tool: 'Read', input: { file_path: `${folder}/src/d${day}-f${index}.ts` }, result: 'export const x = 1;\n'.repeat(400) });
  }
  const todo = (): Call => ({ tool: 'TodoWrite', input: { todos: [] }, result: 'ok' });
  for (let index = 0; index < 6; index++) list.push(todo());
  for (let index = 0; index < greps; index++) list.push({ tool: 'Bash', input: { command: `grep -rn value${index} src` }, result: 'src/a.ts:1' });
  while (list.length < 60) list.push(todo());
  return list;
}

/** A Claude Code session of `folder` on `day`, its lines moved to that day; with `block`, the SessionStart hook's lines first. */
function session(host: Host, folder: string, day: number, reads: number, greps: number, block?: string): void {
  const sessionId = `${String(day).padStart(8, '0')}-0000-4000-8000-${(folder.endsWith('widgets') ? 1 : 2).toString().padStart(12, '0')}`;
  const shift = START + day * DAY - Date.UTC(2025, 0, 1);
  const lines = claudeTranscript(calls(folder, day, reads, greps), { sessionId, cwd: folder }).lines.map((line) => {
    const value = JSON.parse(line) as { timestamp: string };
    return JSON.stringify({ ...value, timestamp: new Date(Date.parse(value.timestamp) + shift).toISOString() });
  });
  if (block !== undefined) {
    const base = {
      sessionId,
      cwd: folder,
      isSidechain: false,
      version: '2.1.114',
      type: 'attachment',
      timestamp: new Date(START + day * DAY - 1000).toISOString(),
    };
    const answer = JSON.stringify({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: block } });
    lines.unshift(
      JSON.stringify({
        ...base,
        uuid: `${sessionId}-h1`,
        parentUuid: null,
        attachment: {
          type: 'hook_success',
          hookName: 'SessionStart:startup',
          hookEvent: 'SessionStart',
          toolUseID: 'x',
          content: '',
          stdout: `${answer}\n`,
          stderr: '',
          exitCode: 0,
        },
      }),
      JSON.stringify({
        ...base,
        uuid: `${sessionId}-h2`,
        parentUuid: `${sessionId}-h1`,
        attachment: { type: 'hook_additional_context', content: [block], hookName: 'SessionStart', toolUseID: 'SessionStart', hookEvent: 'SessionStart' },
      }),
    );
  }
  const project = join(host.homeDir, '.claude', 'projects', folder.replace(/[/.]/g, '-'));
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, `${sessionId}.jsonl`), `${lines.join('\n')}\n`);
}

interface ReportTip {
  repo: string;
  patternId: string;
  exposedSessions: number;
  controlSessions: number;
  verdict: string;
  demoted: boolean;
  change: number | null;
}

async function sessionStartBlock(host: Host, folder: string): Promise<string> {
  const event = JSON.stringify({ session_id: 'next', cwd: folder, source: 'startup', hook_event_name: 'SessionStart' });
  const started = await run(host, folder, ['hook', 'session-start'], event);
  expect(started.code).toBe(0);
  expect(started.stdout, started.stderr).not.toBe('');
  return (JSON.parse(started.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
}

describe('the loop: tips shown at session start, read back from the logs, measured', () => {
  it('the tip whose pattern falls is effective; the one whose pattern does not move has no effect and is demoted; too few sessions: insufficient data', async () => {
    const host = tempHost();
    const widgets = checkout(join(host.homeDir, 'widgets'), 'git@github.com:acme/widgets.git');
    const gadgets = checkout(join(host.homeDir, 'gadgets'), 'git@github.com:acme/gadgets.git');
    for (let day = 0; day < 10; day++) {
      session(host, widgets, day, 4, 3);
      session(host, gadgets, day, 4, 3);
    }
    expect((await run(host, host.homeDir, ['analyze'])).code).toBe(0);

    const block = await sessionStartBlock(host, widgets);
    expect(block).toContain('## Tool Efficiency Tips');
    // sequential reads of 5+ files: the block says to delegate the exploration (the more valuable of the two tips for the same reads)
    expect(block).toContain('you explored 5+ files in a row; delegate exploration');
    expect(block).toContain('Use the dedicated Grep, Glob and Read tools');
    for (let day = 10; day < 30; day++) {
      // shown the block: a quarter of the sequential reads, as many greps in Bash as before
      if (day % 2 === 0) session(host, widgets, day, 1, 3, block);
      else session(host, widgets, day, 4, 3);
    }
    const gadgetsBlock = await sessionStartBlock(host, gadgets);
    for (let day = 10; day < 13; day++) session(host, gadgets, day, 1, 3, gadgetsBlock);
    expect((await run(host, host.homeDir, ['analyze'])).code).toBe(0);

    const report = await run(host, widgets, ['report', '--json']);
    expect(report.code, report.stderr).toBe(0);
    const { repo, tips } = JSON.parse(report.stdout) as { repo: string; tips: ReportTip[] };
    expect(repo).toBe('acme/widgets');
    const byPattern = new Map(tips.map((tip) => [tip.patternId, tip]));
    expect(byPattern.get('delegate-exploration')).toMatchObject({ exposedSessions: 10, controlSessions: 9, verdict: 'effective', demoted: false });
    expect(byPattern.get('bash-for-search')).toMatchObject({ exposedSessions: 10, verdict: 'no-effect', demoted: true, change: 0 });

    const few = JSON.parse((await run(host, gadgets, ['report', '--json'])).stdout) as { tips: ReportTip[] };
    expect(few.tips.find((tip) => tip.patternId === 'delegate-exploration')).toMatchObject({
      exposedSessions: 3,
      verdict: 'insufficient-data',
      demoted: false,
    });

    const text = await run(host, widgets, ['report']);
    expect(text.stdout).toMatch(/delegate-exploration .*effective/);
    expect(text.stdout).toMatch(/bash-for-search \(demoted\)/);
  });
});
