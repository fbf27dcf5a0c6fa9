/**
 * The fast path for big Codex rollout lines (formats/codex/skeleton.ts): which lines it takes, what it cuts,
 * the exact size it keeps of a tool's output, and the adapter's events — the same as with every line parsed
 * whole. The shared corpus and devset: codex-skeleton.corpus.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { isCut, stringUtf8Bytes } from '../../../src/ingest/cut-strings.js';
import { rolloutLineSkeleton } from '../../../src/ingest/formats/codex/skeleton.js';
import { CUT_MIN_BYTES, PREFIX_BYTES } from '../../../src/ingest/skeleton-walk.js';
import type { JsonRecord } from '../../../src/ingest/json-guards.js';
import { envelope, output, patchCall, runRollout, sessionMeta, shellCall } from '../../helpers/rollout-lines.js';
import { expectSameButCut } from '../../helpers/skeleton-lines.js';

const ASCII = 'PASS tests/parser.test.ts (12 tests) "ok" \\ done\t\n'.repeat(120);
const UNICODE = 'héllo wörld — 中文 😀 𝄞 "q" \\ \u2028 \n'.repeat(150);
const ANSI = '\u001b[32m✓\u001b[0m passed\r\n'.repeat(200);
/** Written with \u escapes in the line's bytes: non-ASCII characters, a surrogate pair, lone halves, a line separator. */
const ESCAPED = String.raw`caf\u00e9 \ud83d\ude00 \ud800 x \udc00 \u2028 \u20ac\n`.repeat(150);
const INSTRUCTIONS = `# AGENTS.md\n${'- keep it small\n'.repeat(300)}`;
const ENCRYPTED = 'gAAAAABo'.repeat(600);

function skeletonOf(bytes: Buffer): JsonRecord | undefined {
  return rolloutLineSkeleton(bytes, 0, bytes.length);
}

/** A line whose string at `marker` is written with the given escapes (JSON.stringify writes non-ASCII characters as they are). */
function withEscapes(bytes: Buffer, marker: string, escapedText: string): Buffer {
  return Buffer.from(bytes.toString('utf8').replace(marker, escapedText));
}

const exec = (code: number, text: string) => `Exit code: ${code}\nWall time: 1.4 seconds\nOutput:\n${text}`;
const unified = (code: number, text: string) =>
  `Chunk ID: 4f2a\nWall time: 0.0512 seconds\nProcess exited with code ${code}\nOriginal token count: 900\nOutput:\n${text}`;

const turnContext = envelope('turn_context', { cwd: '/home/me/proj/sub', approval_policy: 'on-request', model: 'gpt-5', user_instructions: INSTRUCTIONS });
const reasoning = envelope('response_item', {
  type: 'reasoning',
  summary: [{ type: 'summary_text', text: `**Planning** ${UNICODE}` }],
  content: null,
  encrypted_content: ENCRYPTED,
});

describe('rolloutLineSkeleton', () => {
  it.each([
    { name: "a turn_context's instructions (its cwd kept)", bytes: turnContext, kept: ['payload.cwd'] },
    {
      name: 'a turn_context with a long cwd (kept whole)',
      bytes: envelope('turn_context', { cwd: `/home/me/${'deep/'.repeat(600)}`, user_instructions: INSTRUCTIONS }),
      kept: ['payload.cwd'],
    },
    { name: "a reasoning item's encrypted content and summary", bytes: reasoning, kept: ['payload.type'] },
    { name: 'an agent_message event', bytes: envelope('event_msg', { type: 'agent_message', message: UNICODE }), kept: [] },
    {
      name: 'an exec_command_end event',
      bytes: envelope('event_msg', { type: 'exec_command_end', call_id: 'c1', stdout: ASCII, stderr: '', aggregated_output: ASCII, exit_code: 0 }),
      kept: ['payload.exit_code'],
    },
    {
      name: 'a compacted line',
      bytes: envelope('compacted', { message: UNICODE, replacement_history: [{ type: 'message', content: [{ text: ASCII }] }] }),
      kept: [],
    },
    { name: 'a web_search_call', bytes: envelope('response_item', { type: 'web_search_call', action: { query: ASCII } }), kept: [] },
    {
      name: 'the key order changed (payload first, its type last)',
      bytes: Buffer.from(JSON.stringify({ payload: { encrypted_content: ENCRYPTED, type: 'reasoning' }, type: 'response_item', timestamp: 't' })),
      kept: [],
    },
    {
      name: 'an unimportant key given twice',
      bytes: withEscapes(reasoning, '"encrypted_content":', `"encrypted_content":"${ENCRYPTED}","encrypted_content":`),
      kept: [],
    },
    { name: 'a __proto__ key', bytes: withEscapes(reasoning, '"content":null', `"content":null,"__proto__":{"polluted":"yes"}`), kept: [] },
  ])('cuts what the adapter does not read: $name', ({ bytes, kept }) => {
    const value = skeletonOf(bytes);
    expect(value).toBeDefined();
    const whole = JSON.parse(bytes.toString('utf8')) as JsonRecord;
    expectSameButCut(value, whole);
    expect(JSON.stringify(value).length).toBeLessThan(bytes.length / 2);
    for (const path of kept) {
      const [, key] = path.split('.');
      expect((value?.payload as JsonRecord)[key!]).toEqual((whole.payload as JsonRecord)[key!]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    { name: 'ASCII with escapes', text: exec(0, ASCII) },
    { name: 'UTF-8 of 2, 3 and 4 bytes and a raw line separator', text: exec(0, UNICODE) },
    { name: 'narrow \\u escapes (ANSI colours)', text: unified(0, ANSI) },
    { name: 'a multi-byte character across the prefix end', text: `${'a'.repeat(PREFIX_BYTES - 1)}😀${'b'.repeat(CUT_MIN_BYTES)}` },
    { name: 'an escape across the prefix end', text: `${'a'.repeat(PREFIX_BYTES - 3)}\u001b${'b'.repeat(CUT_MIN_BYTES)}` },
    { name: 'a run of backslashes across the prefix end', text: `${'a'.repeat(PREFIX_BYTES - 40)}${'\\'.repeat(60)}${'b'.repeat(CUT_MIN_BYTES)}` },
    { name: 'lone surrogates', text: `\ud800${'x\udfff'.repeat(CUT_MIN_BYTES)}` },
  ])("cuts a tool's output ($name) to a prefix and keeps its exact UTF-8 size", ({ text }) => {
    const bytes = output('c1', text);
    const value = skeletonOf(bytes);
    const payload = value?.payload as JsonRecord;
    const kept = payload.output as string;
    expect(kept.length).toBeLessThan(text.length);
    expect(text.startsWith(kept)).toBe(true);
    expect(isCut(payload, 'output')).toBe(true);
    expect(stringUtf8Bytes(payload, 'output', kept)).toBe(Buffer.byteLength(text));
    expectSameButCut(value, JSON.parse(bytes.toString('utf8')));
  });

  it('measures an output written with \\u escapes (non-ASCII, a surrogate pair, lone halves, U+2028) as JSON.parse decodes it', () => {
    const bytes = withEscapes(output('c1', 'ESCAPED-TEXT'), 'ESCAPED-TEXT', `Exit code: 0\\n${ESCAPED}`);
    const whole = JSON.parse(bytes.toString('utf8')) as JsonRecord;
    const payload = skeletonOf(bytes)?.payload as JsonRecord;
    expect(stringUtf8Bytes(payload, 'output', payload.output as string)).toBe(Buffer.byteLength((whole.payload as JsonRecord).output as string));
  });

  const big = output('c1', exec(0, ASCII)).toString('utf8');
  it.each([
    { name: 'a short line', bytes: output('c1', 'Exit code: 0\nok') },
    { name: 'session_meta', bytes: envelope('session_meta', { id: 's', instructions: INSTRUCTIONS }) },
    {
      name: 'a message (its text is read)',
      bytes: envelope('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text: ASCII }] }),
    },
    { name: "a function_call's arguments", bytes: shellCall('c1', `cat <<'EOF'\n${ASCII}EOF`) },
    { name: 'a user_message event', bytes: envelope('event_msg', { type: 'user_message', message: ASCII }) },
    { name: 'the older bare form', bytes: Buffer.from(JSON.stringify({ type: 'reasoning', encrypted_content: ENCRYPTED })) },
    { name: 'an unknown line type', bytes: envelope('something_new', { text: ASCII }) },
    { name: 'the line type written with an escape', bytes: withEscapes(turnContext, '"turn_context"', '"turn\\u005fcontext"') },
    { name: 'the payload type written with an escape', bytes: Buffer.from(big.replace('"function_call_output"', '"function\\u005fcall_output"')) },
    { name: 'the line type given twice', bytes: Buffer.from(big.replace('"type":"response_item"', '"type":"turn_context","type":"response_item"')) },
    { name: 'the payload given twice', bytes: Buffer.from(big.replace('"payload":', '"payload":{"type":"reasoning"},"payload":')) },
    {
      name: 'the payload type given twice',
      bytes: Buffer.from(big.replace('"type":"function_call_output"', '"type":"reasoning","type":"function_call_output"')),
    },
    { name: 'the output given twice', bytes: Buffer.from(big.replace('"output":', '"output":"Exit code: 1","output":')) },
    { name: 'an output in the JSON form', bytes: output('c1', JSON.stringify({ output: ASCII, metadata: { exit_code: 0, duration_seconds: 0.5 } })) },
    { name: 'an exit-code header past the start', bytes: output('c1', `${ASCII}\nExit code: 1\n`) },
    { name: 'a process exit past the start', bytes: output('c1', `${ASCII}\nProcess exited with code 2\n`) },
    { name: 'a header spelt with an escape past the start', bytes: withEscapes(output('c1', `${ASCII}MARK`), 'MARK', '\\n\\u0045xit code: 1') },
    { name: 'a header across the cut', bytes: output('c1', `${'x'.repeat(PREFIX_BYTES - 6)}\nExit code: 1\n${ASCII}`) },
    { name: 'a rejection at the end', bytes: output('c1', `${ASCII} rejected by user`) },
    { name: 'not valid JSON', bytes: Buffer.from(big.slice(0, -3)) },
    { name: 'invalid UTF-8', bytes: Buffer.concat([Buffer.from(big.slice(0, 200)), Buffer.from([0xc3, 0x28]), Buffer.from(big.slice(200))]) },
    { name: 'a raw control character in a cut string', bytes: Buffer.from(big.replace('PASS', 'PA\u0001SS')) },
  ])('leaves $name to the full parse', ({ bytes }) => {
    expect(skeletonOf(bytes)).toBeUndefined();
  });

  it('reads a line inside a larger buffer by its offsets', () => {
    const bytes = output('c1', exec(0, UNICODE));
    const buffer = Buffer.concat([Buffer.from('{"x":1}\n'), bytes, Buffer.from('\n{"y":2}')]);
    const payload = rolloutLineSkeleton(buffer, 8, 8 + bytes.length)?.payload as JsonRecord;
    expect(stringUtf8Bytes(payload, 'output', payload.output as string)).toBe(Buffer.byteLength(exec(0, UNICODE)));
  });
});

const shell = shellCall('c1', 'npm test');
const patch = patchCall('p1', 'src/app.ts');

describe('the adapter on skeleton lines', () => {
  it.each([
    {
      name: 'context, reasoning and events that are not read',
      lines: [sessionMeta, turnContext, reasoning, envelope('event_msg', { type: 'agent_message', message: UNICODE })],
      skeletons: 3,
      wholes: 0,
    },
    { name: 'a command that passed', lines: [sessionMeta, shell, output('c1', exec(0, UNICODE))], skeletons: 1, wholes: 0 },
    { name: 'a unified exec that passed', lines: [sessionMeta, shell, output('c1', unified(0, ANSI))], skeletons: 1, wholes: 0 },
    { name: 'a command that failed (its text is read whole)', lines: [sessionMeta, shell, output('c1', exec(1, ASCII))], skeletons: 1, wholes: 1 },
    { name: 'a unified exec that failed', lines: [sessionMeta, shell, output('c1', unified(127, ASCII))], skeletons: 1, wholes: 1 },
    {
      name: 'exit-code digits running past the start',
      lines: [sessionMeta, shell, output('c1', `Exit code: ${'1'.repeat(PREFIX_BYTES)}\n${ASCII}`)],
      skeletons: 1,
      wholes: 1,
    },
    {
      name: 'a zero exit code whose digits run past the start',
      lines: [sessionMeta, shell, output('c1', `Exit code: ${'0'.repeat(PREFIX_BYTES)}1\n${ASCII}`)],
      skeletons: 1,
      wholes: 1,
    },
    {
      name: 'a long working folder',
      lines: [sessionMeta, envelope('turn_context', { cwd: `/home/me/${'deep/'.repeat(600)}`, user_instructions: INSTRUCTIONS }), shell],
      skeletons: 1,
      wholes: 0,
    },
    { name: 'a rejection in the start', lines: [sessionMeta, shell, output('c1', `${'x'.repeat(100)} rejected by user${ASCII}`)], skeletons: 1, wholes: 1 },
    {
      name: 'an abort after a long wall time',
      lines: [sessionMeta, shell, output('c1', `Wall time: 1.0 seconds${' '.repeat(3000)}aborted`)],
      skeletons: 1,
      wholes: 1,
    },
    { name: 'an execution error', lines: [sessionMeta, shell, output('c1', `execution error: ${ASCII}`)], skeletons: 1, wholes: 1 },
    {
      name: 'a sandbox failure',
      lines: [sessionMeta, shell, output('c1', `failed in sandbox LinuxSeccomp with execution error: ${ASCII}`)],
      skeletons: 1,
      wholes: 1,
    },
    { name: 'an output mostly of spaces', lines: [sessionMeta, shell, output('c1', `  error: x${' '.repeat(3000)}`)], skeletons: 1, wholes: 1 },
    {
      name: 'a patch that did not apply',
      lines: [sessionMeta, patch, output('p1', `apply_patch verification failed: ${ASCII}`, 'custom_tool_call_output')],
      skeletons: 1,
      wholes: 1,
    },
    {
      name: 'a patch that applied',
      lines: [sessionMeta, patch, output('p1', `Success. Updated the following files:\nM src/app.ts\n${ASCII}`, 'custom_tool_call_output')],
      skeletons: 1,
      wholes: 0,
    },
    { name: 'an output whose text "error: " is no patch', lines: [sessionMeta, shell, output('c1', `error: ${ASCII}`)], skeletons: 1, wholes: 0 },
    {
      name: 'an output without a call id',
      lines: [sessionMeta, envelope('response_item', { type: 'function_call_output', output: exec(0, ASCII) })],
      skeletons: 1,
      wholes: 0,
    },
    {
      name: 'lines in another key order',
      lines: [
        sessionMeta,
        shell,
        Buffer.from(
          JSON.stringify({ payload: { output: exec(0, ASCII), call_id: 'c1', type: 'function_call_output' }, type: 'response_item', timestamp: 't' }),
        ),
      ],
      skeletons: 1,
      wholes: 0,
    },
  ])('emits the same events for $name', ({ lines, skeletons, wholes }) => {
    const full = runRollout(lines, false);
    const fast = runRollout(lines, true);
    expect(fast.skeletons).toBe(skeletons);
    expect(fast.wholes).toBe(wholes);
    expect(fast.out).toEqual(full.out);
    expect(full.out.length).toBeGreaterThan(2);
  });
});
