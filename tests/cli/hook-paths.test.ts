/**
 * Every hook that takes a path from its event reads only the regular file it is given: a folder (or a
 * link to one), a FIFO, a device, a socket, a path that is not there, a relative one or one with a NUL
 * gives one line on stderr, exit 0 (a hook never breaks the agent), nothing on stdout — and nothing read:
 * no history database made, no hook state written.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { claudeTranscript, readSource } from '../helpers/claude-transcript.js';
import { tempHost } from '../helpers/host.js';

const SESSION = '7c1e9a2b-3d4f-4a5b-8c6d-9e0f1a2b3c4d';
const host = tempHost();
const place = join(host.homeDir, 'place');
const logs = join(place, 'logs');
const socketPath = join(place, 'hook.sock');
let server: Server;

/** The places a hostile event names, and the stderr line each gives (after `tip-miner hook: `). */
const HOSTILE: ReadonlyArray<[string, () => string, RegExp]> = [
  ['a folder of transcripts', () => logs, /cannot read the transcript .*logs: it is a folder, not a regular file; nothing read$/],
  ['a link to a folder', () => join(place, 'link-to-logs.jsonl'), /cannot read the transcript .*link-to-logs\.jsonl: it is a folder, not a regular file/],
  ['a FIFO', () => join(place, 'fifo.jsonl'), /cannot read the transcript .*fifo\.jsonl: it is a FIFO, not a regular file/],
  ['/dev/zero', () => '/dev/zero', /cannot read the transcript \/dev\/zero: it is a device, not a regular file/],
  ['a socket', () => socketPath, /cannot read the transcript .*hook\.sock: it is a socket, not a regular file/],
  ['a path that is not there', () => join(place, 'gone.jsonl'), /transcript not found: .*gone\.jsonl$/],
  ['a relative path', () => 'logs/a.jsonl', /the event's transcript_path is not an absolute path: logs\/a\.jsonl; nothing read$/],
  ['a path with a NUL', () => `${logs}/a.jsonl\u0000.txt`, /the event's transcript_path holds a NUL character: ".*a\.jsonl\\u0000\.txt"; nothing read$/],
  ['a path with a line break', () => `${place}/x\nInjected line.jsonl`, /transcript not found: ".*x\\nInjected line\.jsonl"$/],
];

async function run(args: string[], event: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    readStdin: () => Promise.resolve({ text: event, complete: true }),
    cwd: place,
    env: host.env,
    host,
  });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  mkdirSync(logs, { recursive: true });
  // a folder of real transcripts: read as a folder, they would all be analysed
  for (let index = 0; index < 5; index++) {
    const sessionId = `${SESSION.slice(0, -1)}${index}`;
    const calls = Array.from({ length: 7 }, (_, file) => readSource(`/work/app/src/${file}.ts`));
    writeFileSync(join(logs, `${sessionId}.jsonl`), `${claudeTranscript(calls, { sessionId, cwd: '/work/app' }).lines.join('\n')}\n`);
  }
  symlinkSync(logs, join(place, 'link-to-logs.jsonl'));
  execFileSync('mkfifo', [join(place, 'fifo.jsonl')]);
  server = createServer();
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
});

afterAll(async () => {
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
});

describe.skipIf(process.platform === 'win32')('a hook given a path that is no regular file', () => {
  it.each(HOSTILE)('session-end, %s: one line, exit 0, nothing analysed', async (_name, path, line) => {
    const db = join(place, `end-${readdirSync(place).length}.db`);
    const event = JSON.stringify({ session_id: SESSION, transcript_path: path(), cwd: place, hook_event_name: 'SessionEnd' });
    const result = await run(['hook', 'session-end', '--db', db, '--memory-dir', join(place, 'memory')], event);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    const lines = result.stderr.split('\n').filter((text) => text !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^tip-miner hook: session-end: ${line.source}`));
    expect(existsSync(db)).toBe(false);
  });

  it.each(HOSTILE)('post-tool-use, %s: one line, exit 0, no state written', async (_name, path, line) => {
    const stateDir = join(place, `state-${readdirSync(place).length}`);
    const event = JSON.stringify({ session_id: SESSION, transcript_path: path(), cwd: place, hook_event_name: 'PostToolUse' });
    const result = await run(['hook', 'post-tool-use', '--state-dir', stateDir, '--memory-dir', join(place, 'memory')], event);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    const lines = result.stderr.split('\n').filter((text) => text !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^tip-miner hook: ${line.source}`));
    expect(existsSync(stateDir) ? readdirSync(stateDir) : []).toEqual([]);
  });

  it.each<[string, () => string, RegExp]>([
    ['a file', () => join(logs, `${SESSION.slice(0, -1)}0.jsonl`), /the working folder .*0\.jsonl is a file, not a folder; nothing read in it$/],
    ['a FIFO', () => join(place, 'fifo.jsonl'), /the working folder .*fifo\.jsonl is a FIFO, not a folder; nothing read in it$/],
    ['/dev/zero', () => '/dev/zero', /the working folder \/dev\/zero is a device, not a folder; nothing read in it$/],
    ['a socket', () => socketPath, /the working folder .*hook\.sock is a socket, not a folder; nothing read in it$/],
    ['a relative path', () => 'work/app', /the event's cwd is not an absolute path: work\/app; nothing read$/],
    ['a path with a NUL', () => `${place}\u0000/x`, /the event's cwd holds a NUL character: ".*\\u0000\/x"; nothing read$/],
  ])('session-start, a cwd that is %s: one line, exit 0, no tips', async (_name, cwd, line) => {
    const event = JSON.stringify({ session_id: SESSION, transcript_path: '/nowhere.jsonl', cwd: cwd(), hook_event_name: 'SessionStart', source: 'startup' });
    const result = await run(['hook', 'session-start', '--memory-dir', join(place, 'memory')], event);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    const lines = result.stderr.split('\n').filter((text) => text !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^tip-miner hook: ${line.source}`));
  });

  it('post-tool-use with a good transcript and a cwd that is no folder: a note, and the transcript is read', async () => {
    const stateDir = join(place, 'state-good');
    const transcript = join(logs, `${SESSION.slice(0, -1)}0.jsonl`);
    const event = JSON.stringify({ session_id: SESSION, transcript_path: transcript, cwd: '/dev/zero', hook_event_name: 'PostToolUse' });
    const result = await run(['hook', 'post-tool-use', '--state-dir', stateDir, '--memory-dir', join(place, 'memory')], event);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('tip-miner hook: the working folder /dev/zero is a device, not a folder; nothing read in it\n');
    expect(readdirSync(stateDir)).toEqual([`${SESSION}-delegation.json`]);
  });
});
