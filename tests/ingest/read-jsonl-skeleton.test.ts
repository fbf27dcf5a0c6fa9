/**
 * readJsonl's `skeleton` option (a format's fast path): a line it reads is handed on with `whole`, the
 * line parsed in full; lines it leaves, and every line with `fastParse: false`, are parsed as before;
 * the counts are the same either way.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonl, type JsonlValue, type LineSkeleton, type ReadJsonlOptions } from '../../src/ingest/read-jsonl.js';

function tempFile(content: string | Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'tip-miner-skeleton-')), 'log.jsonl');
  writeFileSync(file, content);
  return file;
}

/** A skeleton of lines holding "big": the value with its `big` field left out. */
const withoutBig: LineSkeleton = (bytes, start, end) => {
  const text = bytes.toString('utf8', start, end);
  if (!text.includes('"big"')) return undefined;
  const kept = Object.entries(JSON.parse(text) as Record<string, unknown>).filter(([key]) => key !== 'big');
  return { ...Object.fromEntries(kept), cut: true };
};

const LINES = [{ a: 1 }, { big: 'x'.repeat(300), b: 'é漢字🙂' }, { c: [1, 2] }];
const CONTENT = `${LINES.map((line) => JSON.stringify(line)).join('\n')}\n{"malformed":\n\n`;

async function read(options: ReadJsonlOptions) {
  const values: JsonlValue[] = [];
  const wholes: unknown[] = [];
  const stats = await readJsonl(
    tempFile(CONTENT),
    (entry) => {
      values.push(entry);
      if (entry.whole) wholes.push(entry.whole());
    },
    options,
  );
  return { values, wholes, stats };
}

describe('readJsonl with a skeleton', () => {
  it.each([1, 13, 4096])('hands on a skeleton line with the whole line beside it (chunks of %i bytes)', async (chunkBytes) => {
    const { values, wholes, stats } = await read({ skeleton: withoutBig, chunkBytes });
    expect(values.map((entry) => entry.value)).toEqual([LINES[0], { b: 'é漢字🙂', cut: true }, LINES[2]]);
    expect(values.map((entry) => [entry.line, entry.offset, entry.whole !== undefined])).toEqual([
      [1, 0, false],
      [2, 8, true],
      [3, 338, false],
    ]);
    expect(wholes).toEqual([LINES[1]]);
    expect(stats).toMatchObject({ lines: 5, values: 3, malformedLines: 1 });
  });

  it('parses every line whole with fastParse false', async () => {
    const { values, wholes, stats } = await read({ skeleton: withoutBig, fastParse: false });
    expect(values.map((entry) => entry.value)).toEqual(LINES);
    expect(wholes).toEqual([]);
    expect(stats).toMatchObject({ lines: 5, values: 3, malformedLines: 1 });
  });
});
