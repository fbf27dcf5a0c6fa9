/**
 * The fast path for big Claude Code user lines (formats/claude-code/skeleton.ts): which lines it takes,
 * what it cuts, the exact sizes it keeps of what it cut, and the adapter's events — the same as with
 * every line parsed whole. Random lines: claude-code-skeleton.property.test.ts; the corpus: fast-parse.corpus.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stringUtf16Length, stringUtf8Bytes } from '../../../src/ingest/cut-strings.js';
import { CUT_MIN_BYTES, PREFIX_BYTES, userLineSkeleton } from '../../../src/ingest/formats/claude-code/skeleton.js';
import type { JsonRecord } from '../../../src/ingest/json-guards.js';
import { assistantLine, expectSameButCut, line, resultLine, runAdapter, SESSION } from '../../helpers/skeleton-lines.js';

const ASCII = 'PASS tests/parser.test.ts (12 tests) "ok" \\ done\t\n'.repeat(120);
const UNICODE = 'héllo wörld — 中文 😀 𝄞 "q" \\ \n'.repeat(150);
const ANSI = '\u001b[32m✓\u001b[0m passed\r\n'.repeat(200);
const IMAGE = 'iVBORw0KGgoAAAANSUhEUgAA/+='.repeat(300);
const REJECTED = "The user doesn't want to proceed with this tool use. The tool use was rejected.";
const CANCELLED = "The user doesn't want to take this action right now. STOP what you are doing.";
/** Characters written as \\u escapes in the line's bytes: non-ASCII ones, a surrogate pair, lone halves. */
const ESCAPED = String.raw`caf\u00e9 \ud83d\ude00 \ud800 x \udc00 \u20ac\n`.repeat(150);
const TIPS = `# Project rules\n${'- keep it small\n'.repeat(300)}\n## Tool Efficiency Tips\n- Read files in one call\n`;

function skeletonOf(bytes: Buffer): JsonRecord | undefined {
  return userLineSkeleton(bytes, 0, bytes.length);
}

/** A result line whose text is written with the given escapes (JSON.stringify writes non-ASCII characters as they are). */
function escapedResultLine(escapedText: string): Buffer {
  const marker = 'ESCAPED-TEXT-HERE';
  const text = resultLine([{ tool_use_id: 't1', type: 'tool_result', content: marker }]).toString('utf8');
  return Buffer.from(text.replace(marker, escapedText));
}

function firstBlock(value: JsonRecord | undefined): JsonRecord {
  const message = value?.message as JsonRecord;
  return (message.content as JsonRecord[])[0]!;
}

const bash = assistantLine([['t1', 'Bash', { command: 'npm test' }]]);

describe('userLineSkeleton', () => {
  it.each([
    { name: 'ASCII with escapes', text: ASCII },
    { name: 'UTF-8 of 2, 3 and 4 bytes (surrogate pairs)', text: UNICODE },
    { name: 'narrow \\u escapes (ANSI colours) and CR', text: ANSI },
    { name: 'a multi-byte character across the prefix end', text: `${'a'.repeat(PREFIX_BYTES - 1)}😀${'b'.repeat(CUT_MIN_BYTES)}` },
    { name: 'an escape across the prefix end', text: `${'a'.repeat(PREFIX_BYTES - 3)}\u001b${'b'.repeat(CUT_MIN_BYTES)}` },
    { name: 'a run of backslashes across the prefix end', text: `${'a'.repeat(PREFIX_BYTES - 40)}${'\\'.repeat(60)}${'b'.repeat(CUT_MIN_BYTES)}` },
    { name: 'lone surrogates (written as escapes)', text: `\ud800${'x\udfff'.repeat(CUT_MIN_BYTES)}` },
  ])('cuts a big tool result ($name) to a prefix and keeps its exact UTF-8 size', ({ text }) => {
    const bytes = resultLine([{ tool_use_id: 't1', type: 'tool_result', content: text }]);
    const block = firstBlock(skeletonOf(bytes));
    const kept = block.content as string;
    expect(kept.length).toBeLessThan(text.length);
    expect(kept.length).toBeGreaterThanOrEqual(PREFIX_BYTES / 4);
    expect(text.startsWith(kept)).toBe(true);
    expect(stringUtf8Bytes(block, 'content', kept)).toBe(Buffer.byteLength(text));
    expectSameButCut(skeletonOf(bytes), JSON.parse(bytes.toString('utf8')));
  });

  it('measures a text written with \\u escapes (non-ASCII, a surrogate pair, lone halves) as JSON.parse decodes it', () => {
    const bytes = escapedResultLine(ESCAPED);
    const whole = JSON.parse(bytes.toString('utf8')) as JsonRecord;
    const block = firstBlock(skeletonOf(bytes));
    expect(stringUtf8Bytes(block, 'content', block.content as string)).toBe(Buffer.byteLength(firstBlock(whole).content as string));
    expectSameButCut(skeletonOf(bytes), whole);
  });

  it('cuts an image the user pasted (a block of its own, which nothing reads)', () => {
    const bytes = resultLine([
      { type: 'text', text: 'what is on this screenshot?' },
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: IMAGE } },
    ]);
    const value = skeletonOf(bytes);
    const image = (value?.message as JsonRecord).content as JsonRecord[];
    expect(((image[1]!.source as JsonRecord).data as string).length).toBeLessThan(IMAGE.length);
    expectSameButCut(value, JSON.parse(bytes.toString('utf8')));
  });

  it.each([
    { name: 'a non-ASCII key', extra: { clé: 'é' } },
    { name: 'a __proto__ key', extra: JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown> },
    { name: 'keys that matter only inside other values', extra: { nested: { message: { content: [{ content: ASCII }] }, type: 'assistant' } } },
  ])('reads a line with $name as JSON.parse does, but for the cut strings', ({ extra }) => {
    const bytes = resultLine([{ tool_use_id: 't1', type: 'tool_result', content: ASCII }], undefined, extra);
    const value = skeletonOf(bytes);
    expect(value).toBeDefined();
    expectSameButCut(value, JSON.parse(bytes.toString('utf8')));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('cuts the text and image parts of a result, keeping the UTF-8 size of text and the length of data', () => {
    const content = [
      { type: 'text', text: UNICODE },
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: IMAGE } },
    ];
    const parts = firstBlock(skeletonOf(resultLine([{ tool_use_id: 't1', type: 'tool_result', content }]))).content as JsonRecord[];
    expect(stringUtf8Bytes(parts[0]!, 'text', parts[0]!.text as string)).toBe(Buffer.byteLength(UNICODE));
    const source = parts[1]!.source as JsonRecord;
    expect((source.data as string).length).toBeLessThan(IMAGE.length);
    expect(stringUtf16Length(source, 'data', source.data as string)).toBe(IMAGE.length);
  });

  it('keeps small strings, user text, agentId and filenames whole; cuts big toolUseResult strings', () => {
    const names = ['src/a.ts', 'src/é.ts'];
    const value = skeletonOf(
      resultLine(
        [
          { type: 'text', text: `please look ${UNICODE}` },
          { tool_use_id: 't1', type: 'tool_result', content: 'short' },
        ],
        { stdout: UNICODE, stderr: '', agentId: 'a1b2', filenames: names, file: { content: ASCII, numLines: 2, startLine: 1, totalLines: 9 } },
        { cwd: '/work/dé mo' },
      ),
    );
    const message = value?.message as JsonRecord;
    const [text, result] = message.content as JsonRecord[];
    expect(text!.text).toBe(`please look ${UNICODE}`);
    expect(result!.content).toBe('short');
    expect(value?.cwd).toBe('/work/dé mo');
    const structured = value?.toolUseResult as JsonRecord;
    expect(structured.agentId).toBe('a1b2');
    expect(structured.filenames).toEqual(names);
    expect((structured.stdout as string).length).toBeLessThan(UNICODE.length);
    expect((structured.file as JsonRecord).content).not.toBe(ASCII);
    expect((structured.file as JsonRecord).numLines).toBe(2);
  });

  it('reads a line whatever its key order', () => {
    const text = JSON.stringify({ message: { content: [{ content: ASCII, tool_use_id: 't1', type: 'tool_result' }], role: 'user' }, ...SESSION, type: 'user' });
    expect(firstBlock(skeletonOf(Buffer.from(text))).content).not.toBe(ASCII);
  });

  const big = resultLine([{ tool_use_id: 't1', type: 'tool_result', content: ASCII }]).toString('utf8');
  it.each([
    { name: 'an assistant line', bytes: line({ ...SESSION, type: 'assistant', message: { content: [{ type: 'text', text: ASCII }] } }) },
    { name: 'a short user line', bytes: resultLine([{ tool_use_id: 't1', type: 'tool_result', content: 'ok' }]) },
    { name: 'the type written with a space', bytes: Buffer.from(big.replace('"type":"user"', '"type": "user"')) },
    {
      name: 'a nested "type":"user" only',
      bytes: line({ ...SESSION, type: 'summary', message: { type: 'user', content: [{ type: 'tool_result', content: ASCII }] } }),
    },
    { name: 'invalid UTF-8', bytes: Buffer.concat([Buffer.from(big.slice(0, 200)), Buffer.from([0xc3, 0x28]), Buffer.from(big.slice(200))]) },
    {
      // JSON.parse keeps the last `content`, the short one: the size kept of the first would be wrong
      name: 'a key written with an escape',
      bytes: Buffer.from(
        resultLine([{ tool_use_id: 't1', type: 'tool_result', content: ASCII, later: 'short' }])
          .toString('utf8')
          .replace('"later":', '"con\\u0074ent":'),
      ),
    },
    { name: 'a key that matters given twice', bytes: Buffer.from(big.replace('"content":"PASS', '"content":"x","content":"PASS')) },
    { name: 'the type given twice', bytes: Buffer.from(big.replace('"type":"user"', '"type":"user","type":"summary"')) },
    { name: "nesting past the walk's depth", bytes: Buffer.from(big.replace('"uuid":', `"deep":${'['.repeat(70)}${']'.repeat(70)},"uuid":`)) },
    { name: 'nothing to cut', bytes: resultLine([{ tool_use_id: 't1', type: 'tool_result', content: 'ok' }], undefined, { cwd: `/${'d'.repeat(3000)}` }) },
    { name: 'an unknown escape in the payload', bytes: Buffer.from(big.replace('PASS', '\\qPASS')) },
    { name: 'a bad \\u escape in the payload', bytes: Buffer.from(big.replace('PASS', '\\u00gPASS')) },
    { name: 'a number written wrong', bytes: Buffer.from(big.replace('"uuid":', '"n":01x,"uuid":')) },
    { name: 'a quote after a literal', bytes: Buffer.from(big.replace('"uuid":', '"n":true"x","uuid":')) },
    { name: 'malformed JSON (cut short)', bytes: Buffer.from(big.slice(0, -40)) },
    { name: 'a raw control character in the payload', bytes: Buffer.from(big.replace('PASS', 'PA\u0001SS')) },
    { name: 'trailing text after the object', bytes: Buffer.from(`${big} x`) },
  ])('leaves $name to the full parse', ({ bytes }) => {
    expect(skeletonOf(bytes)).toBeUndefined();
  });

  it('reads a line inside a larger buffer by its offsets', () => {
    const bytes = resultLine([{ tool_use_id: 't1', type: 'tool_result', content: UNICODE }]);
    const buffer = Buffer.concat([Buffer.from('{"x":1}\n'), bytes, Buffer.from('\n{"y":2}')]);
    const block = firstBlock(userLineSkeleton(buffer, 8, 8 + bytes.length));
    expect(stringUtf8Bytes(block, 'content', block.content as string)).toBe(Buffer.byteLength(UNICODE));
  });
});

describe('the adapter on skeleton lines', () => {
  it.each([
    {
      name: 'a Bash result',
      lines: [bash, resultLine([{ tool_use_id: 't1', type: 'tool_result', content: UNICODE }], { stdout: UNICODE, stderr: '', interrupted: false })],
      wholes: 0,
    },
    {
      name: 'a cancelled sibling (its prefix is read)',
      lines: [bash, resultLine([{ tool_use_id: 't1', type: 'tool_result', content: `${CANCELLED}${ASCII}`, is_error: true }])],
      wholes: 1,
    },
    {
      name: 'a Read with its extent',
      lines: [
        assistantLine([['t1', 'Read', { file_path: '/work/demo/src/a.ts' }]]),
        resultLine([{ tool_use_id: 't1', type: 'tool_result', content: ASCII }], {
          type: 'text',
          file: { filePath: '/work/demo/src/a.ts', content: ASCII, numLines: 120, startLine: 1, totalLines: 300 },
        }),
      ],
      wholes: 0,
    },
    {
      name: 'a sub-agent result with its agentId',
      lines: [
        assistantLine([['t1', 'Task', { prompt: 'survey', subagent_type: 'general-purpose' }]]),
        resultLine([{ tool_use_id: 't1', type: 'tool_result', content: [{ type: 'text', text: UNICODE }] }], {
          agentId: 'abc123',
          content: [{ type: 'text', text: UNICODE }],
        }),
      ],
      wholes: 0,
    },
    {
      name: 'a big error (read whole: its text is matched)',
      lines: [
        bash,
        resultLine(
          [{ tool_use_id: 't1', type: 'tool_result', content: `Exit code 1\n${ASCII}requires approval`, is_error: true }],
          `Error: Exit code 1\n${ASCII}`,
        ),
      ],
      wholes: 1,
    },
    {
      name: 'a rejection with its reason after a long text (read whole)',
      lines: [bash, resultLine([{ tool_use_id: 't1', type: 'tool_result', content: `${REJECTED}${ASCII} the user said:\nuse pnpm` }])],
      wholes: 1,
    },
    {
      name: 'a Grep result naming files (read whole)',
      lines: [
        assistantLine([['t1', 'Grep', { pattern: 'parse', output_mode: 'content' }]]),
        resultLine([{ tool_use_id: 't1', type: 'tool_result', content: 'src/a.ts:12:parse()\nsrc/b.ts:3:parse\n'.repeat(200) }]),
      ],
      wholes: 1,
    },
    {
      name: 'a Read of CLAUDE.md showing tips (read whole)',
      lines: [assistantLine([['t1', 'Read', { file_path: '/work/demo/CLAUDE.md' }]]), resultLine([{ tool_use_id: 't1', type: 'tool_result', content: TIPS }])],
      wholes: 1,
    },
    {
      name: 'two results in one line',
      lines: [
        assistantLine([
          ['t1', 'Bash', { command: 'ls' }],
          ['t2', 'Bash', { command: 'pwd' }],
        ]),
        resultLine([
          { tool_use_id: 't1', type: 'tool_result', content: ASCII },
          { tool_use_id: 't2', type: 'tool_result', content: [{ type: 'text', text: UNICODE }] },
        ]),
      ],
      wholes: 0,
    },
  ])('emits the same events for $name', ({ lines, wholes }) => {
    const full = runAdapter(lines, false);
    const fast = runAdapter(lines, true);
    expect(fast.skeletons).toBe(1);
    expect(fast.wholes).toBe(wholes);
    expect(fast.out).toEqual(full.out);
    expect(full.out.length).toBeGreaterThan(2);
  });
});
