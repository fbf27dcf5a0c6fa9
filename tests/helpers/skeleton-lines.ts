/**
 * Claude Code lines run through the adapter twice — each line parsed whole, and through the fast path
 * (formats/claude-code/skeleton.ts) as the reader runs it — so tests can hold the two to the same events.
 */
import { isUtf8 } from 'node:buffer';
import { expect } from 'vitest';
import { stringUtf16Length, stringUtf8Bytes } from '../../src/ingest/cut-strings.js';
import { claudeCodeFormat } from '../../src/ingest/formats/claude-code/index.js';
import type { LogReader } from '../../src/ingest/formats/format.js';

export interface AdapterRun {
  /** Every event, stream declaration and item problem, in order. */
  out: unknown[];
  /** Lines read through the fast path (a skeleton value). */
  skeletons: number;
  /** Of those, lines the adapter asked to read whole. */
  wholes: number;
}

/** `lines` through `format`'s adapter: each parsed whole, or (`fast`) through the format's skeleton as the reader runs it. */
export function runFormatLines(format: LogReader, lines: readonly Buffer[], fast: boolean, file: string): AdapterRun {
  const run: AdapterRun = { out: [], skeletons: 0, wholes: 0 };
  const adapter = format.createAdapter({
    file,
    emit: (event) => run.out.push(event),
    declareStream: (info) => run.out.push({ declared: info }),
    problem: (line, message) => run.out.push({ problem: line, message }),
  });
  lines.forEach((bytes, index) => {
    const parse = () => JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
    const skeleton = fast ? format.skeleton?.(bytes, 0, bytes.length) : undefined;
    if (skeleton === undefined) {
      adapter.line({ line: index + 1, offset: 0, value: parse() });
      return;
    }
    run.skeletons++;
    adapter.line({
      line: index + 1,
      offset: 0,
      value: skeleton,
      whole: () => {
        run.wholes++;
        return parse();
      },
    });
  });
  run.out.push({ verdict: adapter.end() });
  return run;
}

export function runAdapter(lines: readonly Buffer[], fast: boolean, file = '/logs/project/S1.jsonl'): AdapterRun {
  return runFormatLines(claudeCodeFormat, lines, fast, file);
}

export const SESSION = { sessionId: 'S1', cwd: '/work/demo', version: '2.1.3', isSidechain: false, userType: 'external' };

/** An assistant line calling the tools given (id → [name, input]). */
export function assistantLine(calls: ReadonlyArray<[id: string, name: string, input: Record<string, unknown>]>): Buffer {
  const content = calls.map(([id, name, input]) => ({ type: 'tool_use', id, name, input }));
  return line({ ...SESSION, type: 'assistant', uuid: 'a1', timestamp: '2026-01-01T00:00:00Z', message: { id: 'm1', role: 'assistant', content } });
}

/** A user line holding these content blocks and, when given, a toolUseResult. */
export function resultLine(content: unknown[], toolUseResult?: unknown, extra: Record<string, unknown> = {}): Buffer {
  return line({
    parentUuid: 'a1',
    ...SESSION,
    type: 'user',
    message: { role: 'user', content },
    uuid: 'u1',
    timestamp: '2026-01-01T00:00:01Z',
    ...(toolUseResult !== undefined && { toolUseResult }),
    ...extra,
  });
}

export function line(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

/** The skeleton is the line's value but for strings cut to a shorter start of themselves. */
export function expectSameButCut(skeleton: unknown, whole: unknown, path = '$'): void {
  if (typeof whole === 'string' && typeof skeleton === 'string' && skeleton !== whole) {
    expect(whole.startsWith(skeleton), path).toBe(true);
    expect(skeleton.length, path).toBeLessThan(whole.length);
    return;
  }
  if (typeof whole !== 'object' || whole === null) {
    expect(skeleton, path).toBe(whole);
    return;
  }
  expect(Object.keys(skeleton as object), path).toEqual(Object.keys(whole));
  for (const [key, item] of Object.entries(whole)) expectSameButCut((skeleton as Record<string, unknown>)[key], item, `${path}.${key}`);
}

/**
 * A skeleton given for these bytes is faithful: the bytes are valid UTF-8 and JSON, the skeleton is their value but for
 * cut strings, and the sizes kept of the tool results' strings are those of the whole ones.
 */
export function expectFaithfulSkeleton(skeleton: Record<string, unknown>, bytes: Buffer): void {
  expect(isUtf8(bytes)).toBe(true);
  const whole = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
  expectSameButCut(skeleton, whole);
  const blocks = (whole.message as { content?: unknown }).content;
  const cutBlocks = (skeleton.message as { content?: unknown }).content;
  if (!Array.isArray(blocks) || !Array.isArray(cutBlocks)) return;
  blocks.forEach((block: unknown, index) => {
    const cutBlock = cutBlocks[index] as Record<string, unknown>;
    if (typeof block !== 'object' || block === null) return;
    const content = (block as Record<string, unknown>).content;
    if (typeof content === 'string') expect(stringUtf8Bytes(cutBlock, 'content', cutBlock.content as string)).toBe(Buffer.byteLength(content));
    if (!Array.isArray(content)) return;
    content.forEach((part: unknown, partIndex) => {
      const cutPart = (cutBlock.content as Array<Record<string, unknown>>)[partIndex]!;
      const text = (part as Record<string, unknown> | null)?.text;
      if (typeof text === 'string') expect(stringUtf8Bytes(cutPart, 'text', cutPart.text as string)).toBe(Buffer.byteLength(text));
      const data = ((part as Record<string, unknown> | null)?.source as Record<string, unknown> | undefined)?.data;
      const cutSource = cutPart.source as Record<string, unknown>;
      if (typeof data === 'string') expect(stringUtf16Length(cutSource, 'data', cutSource.data as string)).toBe(data.length);
    });
  });
}
