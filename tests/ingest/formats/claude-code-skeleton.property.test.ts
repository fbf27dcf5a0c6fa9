/**
 * Property test (fast-check): random big tool-result lines — any Unicode, escapes, lone surrogates,
 * refusal prefixes, error flags of any type, text and image parts, toolUseResult shapes, keys in any
 * order, non-ASCII characters written as they are or as \u escapes — give the adapter the same events
 * through the fast path (formats/claude-code/skeleton.ts) as parsed whole, and a skeleton that is the line's
 * value but for cut strings, with their exact sizes. And such lines broken at random (a control character, a
 * stray backslash or quote, a bad \u, a byte that is not UTF-8, cut short): a skeleton is only ever given for
 * a line that is valid UTF-8 and JSON, and is then faithful to it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userLineSkeleton } from '../../../src/ingest/formats/claude-code/skeleton.js';
import { assistantLine, expectFaithfulSkeleton, runAdapter, SESSION } from '../../helpers/skeleton-lines.js';

const RUNS = Number(process.env.TIP_MINER_PROPERTY_RUNS ?? 150);

const PREFIXES = [
  '',
  "The user doesn't want to proceed with this tool use. ",
  "The user doesn't want to take this action right now. ",
  '<tool_use_error>Sibling tool call errored</tool_use_error>',
  'Claude requested permissions to write',
  '## Tool Efficiency Tips\n',
];
/** Characters that stress the scan: escapes, multi-byte UTF-8, surrogate pairs, a lone surrogate, the Latin-1 range. */
const SPECIALS = ['\n', '"', '\\', '\u001b', '\t', '\r', 'é', 'ÿ', '\u0080', '中', '😀', '\ud800', '/', 'u', '\\u'];

const piece = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom(...SPECIALS), fc.string({ maxLength: 40 }));
/** A payload: pieces repeated, mostly past the size where the fast path cuts. */
const payload = fc
  .tuple(fc.constantFrom(...PREFIXES), fc.array(piece, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 400 }))
  .map(([prefix, pieces, times]) => prefix + pieces.join('').repeat(times));

const content = fc.oneof(
  payload,
  fc.array(
    fc.oneof(
      payload.map((text) => ({ type: 'text', text })),
      payload.map((data) => ({ type: 'image', source: { type: 'base64', media_type: 'image/png', data } })),
    ),
    { maxLength: 3 },
  ),
);

const toolUseResult = fc.oneof(
  fc.constant(undefined),
  payload.map((text) => `Error: ${text}`),
  fc.record(
    {
      stdout: payload,
      stderr: fc.string(),
      agentId: fc.string({ maxLength: 12 }),
      filenames: fc.array(fc.string({ unit: 'binary', maxLength: 20 }), { maxLength: 4 }),
      content: payload,
      file: fc.record({ content: payload, numLines: fc.integer(), startLine: fc.nat(), totalLines: fc.nat() }),
    },
    { requiredKeys: [] },
  ),
);

const resultCase = fc.record({
  tool: fc.constantFrom('Bash', 'Read', 'Grep', 'Edit', 'Task', 'none'),
  memoryFile: fc.boolean(),
  content,
  isError: fc.constantFrom(undefined, true, false, 'true'),
  toolUseResult,
  order: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
  escapeNonAscii: fc.boolean(),
});

function shuffled(entries: Array<[string, unknown]>, order: number[]): Record<string, unknown> {
  const keyed = entries.map((entry, index) => ({ entry, rank: order[index] ?? 0 }));
  keyed.sort((a, b) => a.rank - b.rank);
  return Object.fromEntries(keyed.map(({ entry }) => entry));
}

/** Every character over U+007F written as a \u escape (JSON.stringify writes them as they are). */
function escapedNonAscii(json: string): string {
  return json.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

type ResultCase = typeof resultCase extends fc.Arbitrary<infer T> ? T : never;

/** The tool's call (unless `none`) and the result line of a random case. */
function caseLines({ tool, memoryFile, content, isError, toolUseResult, order, escapeNonAscii }: ResultCase): Buffer[] {
  const input = tool === 'Read' ? { file_path: memoryFile ? '/work/demo/CLAUDE.md' : '/work/demo/a.ts' } : { command: 'x' };
  const block = shuffled(
    [['tool_use_id', 't1'], ['type', 'tool_result'], ['content', content], ...(isError === undefined ? [] : [['is_error', isError] as [string, unknown]])],
    order,
  );
  const line = shuffled(
    [
      ...Object.entries(SESSION),
      ['type', 'user'],
      ['message', { role: 'user', content: [block] }],
      ['uuid', 'u1'],
      ['timestamp', '2026-01-01T00:00:01Z'],
      ...(toolUseResult === undefined ? [] : [['toolUseResult', toolUseResult] as [string, unknown]]),
    ],
    order.slice(4),
  );
  const json = JSON.stringify(line);
  const result = Buffer.from(escapeNonAscii ? escapedNonAscii(json) : json);
  return [...(tool === 'none' ? [] : [assistantLine([['t1', tool, input]])]), result];
}

/** Ways to break a line at a place: what is put there (or `cut`: the line ends there). */
const BREAKS = ['\u0001', '\n', '\\', '"', '\\u12', '\\uZZZZ', '\\x', '{', ']', ',', 'cut', 'invalid-utf8', 'lone-continuation'] as const;

function broken(bytes: Buffer, at: number, kind: (typeof BREAKS)[number]): Buffer {
  const before = bytes.subarray(0, at);
  const after = bytes.subarray(at);
  if (kind === 'cut') return Buffer.from(before);
  const inserted = kind === 'invalid-utf8' ? Buffer.from([0xc3, 0x28]) : kind === 'lone-continuation' ? Buffer.from([0x80]) : Buffer.from(kind);
  return Buffer.concat([before, inserted, after]);
}

describe('the fast path on random tool-result lines', () => {
  it('gives the adapter the same events as the full parse, and a faithful skeleton', () => {
    let skeletons = 0;
    fc.assert(
      fc.property(resultCase, (testCase) => {
        const lines = caseLines(testCase);
        const result = lines.at(-1)!;
        const skeleton = userLineSkeleton(result, 0, result.length);
        if (skeleton) expectFaithfulSkeleton(skeleton, result);
        const fast = runAdapter(lines, true);
        skeletons += fast.skeletons;
        expect(fast.out).toEqual(runAdapter(lines, false).out);
      }),
      { numRuns: RUNS },
    );
    // most random lines are big enough for the fast path: the property is about it, not about the full parse alone
    expect(skeletons).toBeGreaterThan(RUNS / 4);
  });

  it('gives a skeleton of a broken line only when it still is valid UTF-8 and JSON, and then a faithful one', () => {
    let refused = 0;
    fc.assert(
      fc.property(resultCase, fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(...BREAKS), (testCase, where, kind) => {
        const line = caseLines(testCase).at(-1)!;
        const bytes = broken(line, Math.floor(where * line.length), kind);
        const skeleton = userLineSkeleton(bytes, 0, bytes.length);
        if (skeleton) expectFaithfulSkeleton(skeleton, bytes);
        else refused++;
      }),
      { numRuns: RUNS },
    );
    // most broken lines are refused: the property is not vacuous
    expect(refused).toBeGreaterThan(RUNS / 4);
  });
});
