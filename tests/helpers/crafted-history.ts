/**
 * A crafted history whose answers are known (issue 15): Claude Code sessions of a checkout, one a day, with
 * a chosen number of sequential-reads occurrences and greps in Bash, and — for sessions shown a tips block —
 * the SessionStart hook's real attachment lines carrying it. The lines are moved to their day, a month back
 * from now (tips are ranked by waste decayed with age).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../../src/cli/main.js';
import type { Host } from '../../src/util/host.js';
import { claudeTranscript, type Call } from './claude-transcript.js';

const DAY = 86_400_000;
// a month back: tips are ranked by waste decayed with age, so the history is recent
const START = Math.floor(Date.now() / DAY) * DAY - 35 * DAY + 9 * 3_600_000;

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

/** Runs the CLI in a folder, with stdin for a hook. */
export type RunCli = (cwd: string, args: string[], stdin?: string) => Promise<{ code: number; stdout: string; stderr: string }>;

/** The CLI in this process on `host`'s made-up machine. */
export function runnerFor(host: Host): RunCli {
  return async (cwd, args, stdin) => {
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
  };
}

/**
 * The loop, in `host`'s home: 10 days of sessions of acme/widgets and acme/gadgets (4 sequential-reads
 * occurrences and 3 greps in Bash each), analyze, the SessionStart hook's block for each; then 20 days of
 * widgets sessions, on even days shown its block with a quarter of the reads (as many greps), on odd days
 * not (the control), and 3 gadgets sessions shown its block; analyze. Returns the checkouts and blocks.
 */
export async function buildLoopHistory(host: Host, run: RunCli, checkout: (folder: string, url: string) => string) {
  const widgets = checkout(join(host.homeDir, 'widgets'), 'git@github.com:acme/widgets.git');
  const gadgets = checkout(join(host.homeDir, 'gadgets'), 'git@github.com:acme/gadgets.git');
  for (let day = 0; day < 10; day++) {
    session(host, widgets, day, 4, 3);
    session(host, gadgets, day, 4, 3);
  }
  await expectOk(run(host.homeDir, ['analyze']));
  const blocks = { widgets: await sessionStartBlock(run, widgets), gadgets: await sessionStartBlock(run, gadgets) };
  for (let day = 10; day < 30; day++) {
    if (day % 2 === 0) session(host, widgets, day, 1, 3, blocks.widgets);
    else session(host, widgets, day, 4, 3);
  }
  for (let day = 10; day < 13; day++) session(host, gadgets, day, 1, 3, blocks.gadgets);
  await expectOk(run(host.homeDir, ['analyze']));
  return { widgets, gadgets, blocks };
}

/** The tips block `hook session-start` prints for a session starting in `folder`. */
async function sessionStartBlock(run: RunCli, folder: string): Promise<string> {
  const event = JSON.stringify({ session_id: 'next', cwd: folder, source: 'startup', hook_event_name: 'SessionStart' });
  const started = await expectOk(run(folder, ['hook', 'session-start'], event));
  if (started.stdout === '') throw new Error(`hook session-start printed nothing: ${started.stderr}`);
  return (JSON.parse(started.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
}

async function expectOk<T extends { code: number; stderr: string }>(running: Promise<T>): Promise<T> {
  const done = await running;
  if (done.code !== 0) throw new Error(`exit ${String(done.code)}: ${done.stderr}`);
  return done;
}
