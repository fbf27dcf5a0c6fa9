/**
 * Property tests (fast-check): random bytes to the reader, random JSON and random field types to
 * every format adapter, through the whole per-file pipeline and the live hook. Whatever comes: no
 * exception escapes, the reader's counts add up, and good lines around the random ones are analysed.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../../src/analyze/file-analysis.js';
import { configuredDetectors } from '../../src/analyze/detector-runner.js';
import { DEFAULT_DELEGATION_SETTINGS } from '../../src/delegation/delegation-detector.js';
import { postToolUse } from '../../src/hook/post-tool-use.js';
import { readJsonl } from '../../src/ingest/read-jsonl.js';
import type { StreamConsumer } from '../../src/model/stream.js';

const RUNS = Number(process.env.TIP_MINER_PROPERTY_RUNS ?? 150);
const folder = mkdtempSync(join(tmpdir(), 'tip-miner-property-'));
let fileCount = 0;
function file(content: string | Uint8Array, name = 'log.jsonl'): string {
  const path = join(folder, `${++fileCount}-${name}`);
  writeFileSync(path, content);
  return path;
}

/** Keys of every format, and names that are Object.prototype members. */
const KEYS = [
  'type',
  'message',
  'content',
  'id',
  'name',
  'input',
  'tool_use_id',
  'is_error',
  'sessionId',
  'isSidechain',
  'agentId',
  'uuid',
  'parentUuid',
  'cwd',
  'timestamp',
  'usage',
  'attachment',
  'toolUseResult',
  'isMeta',
  'requestId',
  'payload',
  'call_id',
  'arguments',
  'output',
  'role',
  'text',
  'source',
  'git',
  'repository_url',
  'info',
  'total_token_usage',
  'event',
  'task_id',
  'tool',
  'ts',
  'success',
  'result_size',
  'tokens_in',
  'repo',
  'command',
  'file_path',
  'pattern',
  'skill',
  'addedNames',
  'removedNames',
  'filenames',
  'file',
  'numLines',
  '__proto__',
  'constructor',
  'toString',
] as const;
const WORDS = fc.constantFrom(
  'assistant',
  'user',
  'system',
  'attachment',
  'tool_use',
  'tool_result',
  'text',
  'skill_listing',
  'deferred_tools_delta',
  'session_meta',
  'response_item',
  'event_msg',
  'turn_context',
  'function_call',
  'function_call_output',
  'custom_tool_call',
  'local_shell_call',
  'message',
  'user_message',
  'token_count',
  'turn_aborted',
  'task_start',
  'tool_call',
  'llm_complete',
  'task_complete',
  'task_failed',
  'Read',
  'Edit',
  'Bash',
  'Grep',
  'Task',
  'Skill',
  'shell',
  'apply_patch',
  'main',
  'constructor',
  '__proto__',
  'toString',
  '<command-name>/x</command-name>',
  '[Request interrupted by user]',
  '- a: b\n- c: d',
);
const leaf = fc.oneof(fc.jsonValue({ maxDepth: 2 }), WORDS, fc.string({ unit: 'binary', maxLength: 40 }));
const field: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 6 }),
  ),
})).value;
const record = fc.dictionary(fc.constantFrom(...KEYS), field, { maxKeys: 10 });

/** A random line: a record of the format's words, any JSON, or bytes. */
const randomLine = fc.oneof(
  record.map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary', maxLength: 200 }).map((text) => text.replace(/\n/g, ' ')),
);

interface Format {
  name: string;
  /** Good lines; the calls they hold are named good-<n>. */
  good(index: number): string[];
  /** Lines of the format's own shape with random values (names, ids, inputs, types) in every field. */
  shaped: fc.Arbitrary<string>;
}

/** A random value for a field: one of the format's words (prototype names among them), or anything. */
const hole = fc.oneof(WORDS, WORDS, field);

const FORMATS: Format[] = [
  {
    name: 'claude-code',
    good: (index) => {
      const base = { sessionId: 'good-session', isSidechain: false, cwd: '/repo', timestamp: '2026-01-01T00:00:00Z' };
      return [
        JSON.stringify({
          ...base,
          type: 'assistant',
          uuid: `ga-${index}`,
          message: {
            id: `good-message-${index}`,
            role: 'assistant',
            content: [{ type: 'tool_use', id: `good-${index}`, name: 'Read', input: { file_path: `/repo/f${index}.ts` } }],
          },
        }),
        JSON.stringify({
          ...base,
          type: 'user',
          uuid: `gu-${index}`,
          message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: `good-${index}`, content: 'ok' }] },
        }),
      ];
    },
    shaped: fc
      .oneof(
        fc.record({
          sessionId: hole,
          isSidechain: hole,
          agentId: hole,
          cwd: hole,
          type: fc.constant('assistant'),
          message: fc.record({ id: hole, content: fc.array(fc.record({ type: fc.constant('tool_use'), id: hole, name: hole, input: hole })), usage: hole }),
        }),
        fc.record({
          sessionId: hole,
          type: fc.constant('user'),
          isMeta: hole,
          message: fc.record({
            content: fc.oneof(
              hole,
              fc.array(fc.record({ type: fc.constantFrom('tool_result', 'text'), tool_use_id: hole, content: hole, is_error: hole, text: hole })),
            ),
          }),
          toolUseResult: hole,
        }),
        fc.record({
          sessionId: hole,
          type: fc.constant('attachment'),
          attachment: fc.record({ type: fc.constantFrom('skill_listing', 'deferred_tools_delta'), content: hole, addedNames: hole, removedNames: hole }),
        }),
      )
      .map((value) => JSON.stringify(value)),
  },
  {
    name: 'codex',
    good: (index) => [
      JSON.stringify({
        timestamp: '2026-01-01T00:00:00Z',
        type: 'response_item',
        payload: { type: 'function_call', name: 'shell', arguments: JSON.stringify({ command: ['ls', `d${index}`] }), call_id: `good-${index}` },
      }),
      JSON.stringify({
        timestamp: '2026-01-01T00:00:00Z',
        type: 'response_item',
        payload: { type: 'function_call_output', call_id: `good-${index}`, output: 'Exit code: 0' },
      }),
    ],
    shaped: fc
      .oneof(
        fc.record({
          timestamp: hole,
          type: fc.constant('response_item'),
          payload: fc.record({
            type: fc.constantFrom('function_call', 'custom_tool_call', 'local_shell_call', 'function_call_output', 'message'),
            name: hole,
            arguments: fc.oneof(
              hole,
              field.map((value) => JSON.stringify(value)),
            ),
            call_id: hole,
            input: hole,
            action: hole,
            output: hole,
            role: hole,
            content: hole,
          }),
        }),
        fc.record({
          timestamp: hole,
          type: fc.constantFrom('session_meta', 'event_msg', 'turn_context'),
          payload: fc.record({ id: hole, type: hole, cwd: hole, source: hole, git: hole, message: hole, info: hole, reason: hole }),
        }),
      )
      .map((value) => JSON.stringify(value)),
  },
  {
    name: 'agent-framework',
    good: (index) => [
      JSON.stringify({
        ts: '2026-01-01T00:00:00Z',
        event: 'tool_call',
        task_id: 'good-task',
        tool: 'Read',
        tool_use_id: `good-${index}`,
        input: { file_path: `f${index}.ts` },
      }),
      JSON.stringify({
        ts: '2026-01-01T00:00:00Z',
        event: 'tool_result',
        task_id: 'good-task',
        tool: 'Read',
        tool_use_id: `good-${index}`,
        success: true,
        result_size: 10,
      }),
    ],
    shaped: fc
      .record({
        ts: hole,
        event: fc.oneof(WORDS, hole),
        task_id: hole,
        tool: hole,
        tool_use_id: hole,
        input: hole,
        success: hole,
        result_size: hole,
        sequence: hole,
        repo: hole,
      })
      .map((value) => JSON.stringify(value)),
  },
];

function goodCallIds() {
  const ids = new Set<string>();
  const consumer: StreamConsumer = {
    onItem: (_stream, item) => {
      if (item.type === 'call' && item.call.id.startsWith('good-')) ids.add(item.call.id);
    },
  };
  return { ids, consumer };
}

/** As the reader sees a line: one trailing CR dropped, blank when empty or only whitespace. */
function isBlankLine(body: Buffer): boolean {
  const text = body.toString('utf8', 0, body.at(-1) === 0x0d ? body.length - 1 : body.length);
  return text.length === 0 || (text.charCodeAt(0) <= 0x20 && text.trim().length === 0);
}

function withoutBom(body: Buffer): Buffer {
  return body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf ? body.subarray(3) : body;
}

describe('the reader, given random bytes', () => {
  it('never throws, and its counts add up: every line is a value, malformed, or blank', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.uint8Array({ maxLength: 120 }),
            randomLine.map((text) => new TextEncoder().encode(text)),
          ),
          { maxLength: 12 },
        ),
        async (lines) => {
          const bodies = lines.map((bytes) => Buffer.from(bytes.filter((byte) => byte !== 0x0a)));
          const content = Buffer.concat(bodies.flatMap((body) => [body, Buffer.from('\n')]));
          const path = file(content);
          let values = 0;
          const stats = await readJsonl(
            path,
            () => {
              values++;
            },
            { chunkBytes: 64 },
          );
          const blank = bodies.filter((body, index) => isBlankLine(index === 0 ? withoutBom(body) : body)).length;
          expect(stats.lines).toBe(bodies.length);
          expect(stats.values).toBe(values);
          expect(stats.values + stats.malformedLines + stats.oversizeLines + blank).toBe(stats.lines);
          expect(stats.consumedOffset).toBe(content.length);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('reads every good line around a random one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (junk) => {
        const line = Buffer.from(junk.filter((byte) => byte !== 0x0a && byte !== 0x0d));
        const path = file(Buffer.concat([Buffer.from('{"n":1}\n'), line, Buffer.from('\n{"n":2}\n')]));
        const seen: unknown[] = [];
        await readJsonl(path, (entry) => void seen.push(entry.value.n));
        expect(seen.filter((value) => value === 1 || value === 2)).toEqual([1, 2]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe.each(FORMATS)('the $name adapter, given random lines between good ones', (format) => {
  it('never throws, and analyses every good call', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(randomLine, format.shaped), { maxLength: 10 }),
        fc.array(fc.oneof(randomLine, format.shaped), { maxLength: 10 }),
        async (before, between) => {
          const lines = [...format.good(1), ...before, ...format.good(2), ...between, ...format.good(3)];
          const path = file(`${lines.join('\n')}\n`);
          const { ids, consumer } = goodCallIds();
          const analysis = await analyzeFile(path, { detectors: configuredDetectors(), consumers: [consumer] });
          expect(analysis.format).toBe(format.name);
          expect([...ids].sort()).toEqual(['good-1', 'good-2', 'good-3']);
          expect(analysis.itemProblems.count).toBeGreaterThanOrEqual(analysis.itemProblems.problems.length);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('the live hook, given random transcript lines', () => {
  it('never throws and always keeps its place', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(randomLine, FORMATS[0]!.shaped), { maxLength: 15 }), (lines) => {
        const transcript = file(`${[...FORMATS[0]!.good(1), ...lines, ...FORMATS[0]!.good(2)].join('\n')}\n`);
        const stateDir = join(folder, `state-${fileCount}`);
        const result = postToolUse(JSON.stringify({ session_id: 'good-session', transcript_path: transcript }), {
          stateDir,
          settings: DEFAULT_DELEGATION_SETTINGS,
          preferences: {},
        });
        expect(result.state?.lines).toBe(lines.length + 4);
      }),
      { numRuns: RUNS },
    );
  });
});
