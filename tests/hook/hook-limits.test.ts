/**
 * A hook finishes within its budget whatever it is given: a FIFO or a device as transcript or state
 * file, a state dir it cannot use, an event of hundreds of megabytes, a transcript too big to read in
 * time. Each is a note, never a hang, an exception or advice repeated at every call.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELEGATION_SETTINGS } from '../../src/delegation/delegation-detector.js';
import { parseHookEvent } from '../../src/hook/hook-event.js';
import { hookStatePath } from '../../src/hook/hook-state.js';
import { postToolUse } from '../../src/hook/post-tool-use.js';
import { processEnv } from '../helpers/cli.js';
import { repoRoot } from '../helpers/paths.js';

const SESSION = 'S';

function bashLines(count: number): string {
  let text = '';
  for (let id = 1; id <= count; id++) {
    const base = { sessionId: SESSION, isSidechain: false, cwd: '/repo', timestamp: '2025-01-01T00:00:01Z' };
    const call = { type: 'tool_use', id: `t${id}`, name: 'Bash', input: { command: 'git status' } };
    const result = { type: 'tool_result', tool_use_id: `t${id}`, content: 'ok' };
    text += `${JSON.stringify({ ...base, type: 'assistant', uuid: `a${id}`, message: { id: `m${id}`, content: [call] } })}\n`;
    text += `${JSON.stringify({ ...base, type: 'user', uuid: `u${id}`, message: { content: [result] } })}\n`;
  }
  return text;
}

function setup() {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-hook-limits-'));
  const transcript = join(folder, `${SESSION}.jsonl`);
  writeFileSync(transcript, bashLines(2));
  const stateDir = join(folder, 'state');
  return { folder, transcript, stateDir };
}

function event(transcript: string): string {
  return JSON.stringify({ session_id: SESSION, transcript_path: transcript, cwd: '/repo' });
}

function mkfifo(path: string): boolean {
  return spawnSync('mkfifo', [path]).status === 0;
}

const options = (stateDir: string, deadline?: number) => ({
  stateDir,
  settings: DEFAULT_DELEGATION_SETTINGS,
  preferences: {},
  ...(deadline !== undefined && { deadline }),
});

describe('the hook never blocks', () => {
  it('a FIFO as the transcript: a note, no state written', () => {
    const { folder, stateDir } = setup();
    const fifo = join(folder, 'fifo.jsonl');
    if (!mkfifo(fifo)) return;
    const result = postToolUse(event(fifo), options(stateDir));
    expect(result).toEqual({ notes: [`cannot read the transcript ${fifo}: it is a FIFO, not a regular file; nothing read`] });
  });

  it('a device as the transcript (through a link): a note', () => {
    const { folder, stateDir } = setup();
    const link = join(folder, 'zero.jsonl');
    symlinkSync('/dev/zero', link);
    expect(postToolUse(event(link), options(stateDir)).notes).toEqual([`cannot read the transcript ${link}: it is a device, not a regular file; nothing read`]);
  });

  it('a FIFO as the state file: a note, no advice, and the FIFO left as it is', () => {
    const { transcript, stateDir } = setup();
    mkdirSync(stateDir);
    const statePath = hookStatePath(stateDir, SESSION);
    if (!mkfifo(statePath)) return;
    const result = postToolUse(event(transcript), options(stateDir));
    expect(result.output).toBeUndefined();
    expect(result.notes).toEqual([`${statePath}: is not a regular file (a FIFO, socket or device); no advice until it is removed`]);
    expect(statSync(statePath).isFIFO()).toBe(true);
  });

  it.each([
    [
      'a file',
      (dir: string) => {
        writeFileSync(dir, '');
      },
      /the hook state dir .* cannot be used \(EEXIST\); no advice until it can/,
    ],
    [
      'below a file',
      (dir: string) => {
        writeFileSync(join(dir, '..'), '');
      },
      /the hook state dir .* cannot be used \(ENOTDIR\); no advice until it can/,
    ],
  ])('a state dir that is %s: one note before anything is read, no advice', (_name, make, note) => {
    const { folder, transcript } = setup();
    const stateDir = _name === 'below a file' ? join(folder, 'blocker', 'state') : join(folder, 'state');
    make(stateDir);
    const result = postToolUse(event(transcript), options(stateDir));
    expect(result.output).toBeUndefined();
    expect(result.notes).toEqual([expect.stringMatching(note)]);
  });
});

describe('the hook keeps to its time', () => {
  it('past its deadline it stops parsing, keeps where it stopped, and the next call reads on', () => {
    const { transcript, stateDir } = setup();
    const text = bashLines(2000);
    writeFileSync(transcript, text);
    // a first call reads the last 1,000 lines (transcript-tail.ts FIRST_READ_TAIL)
    const tailFrom = text.length - text.split('\n').slice(-1001, -1).join('\n').length - 1;
    const first = postToolUse(event(transcript), options(stateDir, Date.now() - 1));
    expect(first.notes).toEqual([
      `${transcript}: out of time after 255 new lines; the next call reads on`,
      `${transcript}: first read from byte ${tailFrom}, its last lines; what came before is left as history`,
    ]);
    expect(first.state).toMatchObject({ lines: 255 });
    const second = postToolUse(event(transcript), options(stateDir));
    expect(second.notes).toEqual([]);
    expect(second.state).toMatchObject({ lines: 1000, offset: statSync(transcript).size });
  });
});

describe('the hook event', () => {
  it.each([
    [
      'a whole event',
      { text: JSON.stringify({ session_id: 'S', transcript_path: '/t.jsonl', cwd: '/repo' }), complete: true },
      { sessionId: 'S', transcriptPath: '/t.jsonl', cwd: '/repo' },
    ],
    [
      'an event cut short after its head',
      { text: `{"session_id":"S","transcript_path":"/t\\\\x.jsonl","cwd":"/repo","tool_response":{"stdout":"${'x'.repeat(1000)}`, complete: false },
      { sessionId: 'S', transcriptPath: '/t\\x.jsonl', cwd: '/repo' },
    ],
    [
      'a cut event without the fields',
      { text: `{"tool_response":"${'x'.repeat(100)}`, complete: false },
      'hook event without session_id (stdin was cut short: over the size or time limit)',
    ],
    ['nothing', { text: '', complete: true }, 'no hook event on stdin'],
    ['a list', { text: '[1]', complete: true }, 'stdin is not a JSON object: expected a Claude Code hook event'],
    [
      'an over-long transcript path',
      { text: JSON.stringify({ session_id: 'S', transcript_path: 'x'.repeat(5000) }), complete: true },
      'hook event without transcript_path',
    ],
  ])('%s', (_name, input, expected) => {
    expect(parseHookEvent(input)).toEqual(expected);
  });

  it('the hook command reads at most 4 MiB of stdin, gives up waiting, and exits 0 (300 MB on stdin)', async () => {
    const { transcript, stateDir } = setup();
    const child = spawn(process.execPath, [join(repoRoot, 'bin/tip-miner.js'), 'hook', 'post-tool-use', '--state-dir', stateDir], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: processEnv(),
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const head = `{"session_id":"${SESSION}","transcript_path":${JSON.stringify(transcript)},"cwd":"/repo","tool_response":"`;
    child.stdin.on('error', () => {}); // the hook stops reading: writes after that fail, as they should
    child.stdin.write(head);
    const block = Buffer.alloc(1024 * 1024, 0x61);
    let written = 0;
    const pump = () => {
      while (written < 300 && child.stdin.writable) {
        written++;
        if (!child.stdin.write(block)) return void child.stdin.once('drain', pump);
      }
      child.stdin.end();
    };
    pump();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(written).toBeLessThan(300);
    expect(stderr).toBe('');
    expect(JSON.parse(readFileSync(hookStatePath(stateDir, SESSION), 'utf8'))).toMatchObject({ lines: 4 });
  }, 30_000);
});
