/**
 * Lines of unexpected shapes (new versions, hand-edited logs) never break a run: every field of every
 * line of a real file is replaced in turn by values of other types, and the analysis still completes.
 * Shared by tests/analyze/odd-shapes.test.ts (fixtures) and odd-shapes.corpus.test.ts (the corpus).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';

const ODD_VALUES: unknown[] = [null, 0, 'text', [], {}, [null], true];

/** Every variant of `value` with one field (at any depth up to 3) replaced by an odd value. */
function* variants(value: unknown, depth = 0): Generator<unknown, void> {
  if (depth > 3 || typeof value !== 'object' || value === null) return;
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    for (const odd of ODD_VALUES) yield replace(value, key, odd);
    for (const inner of variants(child, depth + 1)) yield replace(value, key, inner);
  }
}

function replace(value: object, key: string | number, replacement: unknown): unknown {
  if (Array.isArray(value)) return (value as unknown[]).map((item, index) => (index === key ? replacement : item));
  return { ...value, [key]: replacement };
}

/** Analyses a copy of `source` with its odd variants among the untouched lines: the run completes, nothing malformed. */
export async function expectOddShapesNeverBreak(source: string): Promise<void> {
  const lines = readFileSync(source, 'utf8').split('\n').filter(Boolean);
  const mutated: string[] = [];
  for (const [index, line] of lines.entries()) {
    let count = 0;
    for (const variant of variants(JSON.parse(line))) {
      // each variant in a copy of the file, at its own place among the untouched lines
      if (count++ % 7 === index % 7) mutated.push(JSON.stringify(variant));
    }
    mutated.push(line);
  }
  const file = join(mkdtempSync(join(tmpdir(), 'tip-miner-odd-')), 'odd.jsonl');
  writeFileSync(file, `${mutated.join('\n')}\n`);
  expect(mutated.length).toBeGreaterThan(lines.length * 5);
  const { report } = await analyze({ paths: [file] });
  expect(report.files).toBe(1);
  expect(report.malformedLines).toBe(0);
  expect(report.skipped.unreadableFiles).toBe(0);
}
