/**
 * A session's first hook call (no saved state: the hook installed mid-session) reads only the transcript's
 * tail (hook/transcript-tail.ts FIRST_READ_TAIL), found by scanning backwards from the end for line starts.
 * On crafted transcripts whose advice comes from their last calls, the advice is the whole-file read's,
 * whatever the tail's cut: after N lines, mid-line, with a sub-agent's lines in it or at its end.
 */
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELEGATION_SETTINGS } from '../../src/delegation/delegation-detector.js';
import { postToolUse, type HookResult } from '../../src/hook/post-tool-use.js';
import { readTail, type TailBound } from '../../src/hook/transcript-tail.js';
import type { JsonlValue } from '../../src/ingest/read-jsonl.js';
import { claudeTranscript, git, read, readSource, task, times, todo, type Call } from '../helpers/claude-transcript.js';

const SESSION = 'S';
const WHOLE: TailBound = { lines: Number.MAX_SAFE_INTEGER, bytes: Number.MAX_SAFE_INTEGER };

/** readTail with the values it hands on gathered. */
function readAll(path: string, offset: number, firstLine: number, deadline = Number.POSITIVE_INFINITY, bound?: TailBound) {
  const gather = () => {
    const values: JsonlValue[] = [];
    return { values, line: (value: JsonlValue) => void values.push(value) };
  };
  const tail = readTail(path, offset, firstLine, gather, deadline, bound);
  return { ...tail, values: tail.reader.values };
}

/** A sub-agent's calls: sidechain lines of the same session, with call ids of their own. */
function subAgentLines(calls: readonly Call[]): string[] {
  return claudeTranscript(calls, { sessionId: SESSION, sidechain: true, agentId: 'a1b2c3d' }).lines.map((line) =>
    line.replaceAll('toolu_', 'toolu_sub').replaceAll(`"${SESSION}-`, `"${SESSION}-sub-`),
  );
}

function mainLines(calls: readonly Call[]): string[] {
  return claudeTranscript(calls, { sessionId: SESSION }).lines;
}

const reads = (count: number) => Array.from({ length: count }, (_, index) => read(`src/module${index}.py`));

/** Transcripts: [name, lines]. Each has a long history before what its advice is about. */
const TRANSCRIPTS: [string, string[]][] = [
  ['a streak of Bash calls after a Task call', mainLines([...times(300, git), task(), ...times(20, git)])],
  ['lookups after a Task call: the exploration pattern at 0.9', mainLines([...times(200, git), ...reads(7), task(), ...times(12, todo), ...reads(7)])],
  ['big Reads after history', mainLines([...times(150, git), task(), ...Array.from({ length: 9 }, (_, index) => readSource(`src/big${index}.ts`))])],
  ["a sub-agent's lines at the end", [...mainLines([...times(100, git), task(), ...reads(3)]), ...subAgentLines([...reads(12), ...times(10, git)])]],
  [
    "a sub-agent's lines in the middle of the tail",
    (() => {
      const main = mainLines([...times(120, git), task(), ...reads(6)]);
      return [...main.slice(0, -6), ...subAgentLines(reads(8)), ...main.slice(-6)];
    })(),
  ],
  ['no Task call anywhere: one long streak', mainLines(times(400, git))],
];

function writeTranscript(lines: readonly string[], trailing = ''): { folder: string; path: string } {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-first-read-'));
  const path = join(folder, `${SESSION}.jsonl`);
  writeFileSync(path, `${lines.join('\n')}\n${trailing}`);
  return { folder, path };
}

function firstCall(path: string, folder: string, firstRead: TailBound, state: string): HookResult {
  const event = JSON.stringify({ session_id: SESSION, transcript_path: path, cwd: '/repo', hook_event_name: 'PostToolUse', tool_name: 'Read' });
  return postToolUse(event, { stateDir: join(folder, state), settings: DEFAULT_DELEGATION_SETTINGS, preferences: {}, firstRead });
}

describe("the first hook call reads the transcript's tail", () => {
  it.each(TRANSCRIPTS)('%s: the same advice as the whole file, with the tail cut after whole lines', (_name, lines) => {
    const { folder, path } = writeTranscript(lines);
    const whole = firstCall(path, folder, WHOLE, 'whole');
    const tail = firstCall(path, folder, { lines: 60, bytes: Number.MAX_SAFE_INTEGER }, 'tail');
    expect(whole.output).toBeDefined();
    expect(tail.output).toBe(whole.output);
    // the tail was a tail: 60 lines of many, and the offset where the next call goes on is the same
    expect(whole.notes).toEqual([]);
    expect(tail.notes).toEqual([expect.stringMatching(/: first read from byte \d+, its last lines; what came before is left as history$/)]);
    expect(tail.state!.offset).toBe(whole.state!.offset);
    expect(tail.state!.lines).toBe(60);
  });

  it.each(TRANSCRIPTS)('%s: the same advice with the tail cut in the middle of a line by its byte bound', (_name, lines) => {
    const { folder, path } = writeTranscript(lines);
    const lastLines = lines.slice(-50).join('\n').length + 1;
    // the bound ends half-way into the line before the last 50: that line is not read, nor counted as malformed
    const bytes = lastLines + Math.floor((lines.at(-51)!.length + 1) / 2);
    const whole = firstCall(path, folder, WHOLE, 'whole');
    const tail = firstCall(path, folder, { lines: 1000, bytes }, 'tail');
    expect(tail.output).toBe(whole.output);
    expect(tail.notes).toEqual([expect.stringContaining(': first read from byte ')]);
    expect(tail.state!.lines).toBe(50);
  });

  it('a line still being written at the end is left for the next call, whole or tail', () => {
    const lines = mainLines([...times(80, git), task(), ...reads(7)]);
    const { folder, path } = writeTranscript(lines, '{"type":"assistant","message":{"content":[{"type":"tool_use"');
    const whole = firstCall(path, folder, WHOLE, 'whole');
    const tail = firstCall(path, folder, { lines: 30, bytes: 1 << 20 }, 'tail');
    expect(tail.output).toBe(whole.output);
    expect(tail.state!.offset).toBe(whole.state!.offset);
    // the next call reads the completed line from where either stopped: the whole of it
    appendFileSync(path, '}]}}\n');
    const next = readAll(path, tail.state!.offset, 31);
    expect(next.lines).toBe(1);
    expect(next.values.map((value) => value.value)).toEqual([{ type: 'assistant', message: { content: [{ type: 'tool_use' }] } }]);
  });
});

describe('readTail from the start', () => {
  const lines = mainLines(times(50, git)); // 100 lines

  it.each([
    ['more lines than the bound', { lines: 10, bytes: 1 << 20 }, 10, true],
    ['exactly the bound', { lines: 100, bytes: 1 << 20 }, 100, false],
    ['fewer lines than the bound', { lines: 500, bytes: 1 << 20 }, 100, false],
    ['a byte bound that ends at a line start', { lines: 500, bytes: lines.slice(-7).join('\n').length + 1 }, 7, true],
    ['a byte bound that ends one byte before a line start', { lines: 500, bytes: lines.slice(-7).join('\n').length + 2 }, 7, true],
    ['a byte bound that ends one byte after a line start', { lines: 500, bytes: lines.slice(-7).join('\n').length }, 6, true],
  ] as const)('%s: the last lines read, none malformed', (_name, bound, expected, cut) => {
    const { path } = writeTranscript(lines);
    const tail = readAll(path, 0, 1, Number.POSITIVE_INFINITY, bound);
    expect(tail.lines).toBe(expected);
    expect(tail.malformed).toBe(0);
    expect(tail.values.map((value) => JSON.stringify(value.value))).toEqual(lines.slice(-expected));
    expect(tail.values.map((value) => value.line)).toEqual(Array.from({ length: expected }, (_, index) => index + 1));
    expect(tail.tailFrom !== undefined).toBe(cut);
  });

  it('a last line longer than the byte bound: nothing read, and the next call starts after it', () => {
    const { path } = writeTranscript([...lines, JSON.stringify({ type: 'user', text: 'x'.repeat(5000) })]);
    const tail = readAll(path, 0, 1, Number.POSITIVE_INFINITY, { lines: 10, bytes: 1000 });
    expect(tail.lines).toBe(0);
    expect(tail.values).toEqual([]);
  });

  it('a read that goes on from an offset is not cut', () => {
    const { path } = writeTranscript(lines);
    const offset = lines.slice(0, 10).join('\n').length + 1;
    const tail = readAll(path, offset, 11, Number.POSITIVE_INFINITY, { lines: 5, bytes: 100 });
    expect(tail.lines).toBe(90);
    expect(tail.tailFrom).toBeUndefined();
  });
});
