/** The eval harness's labelled set: crafted logs match their specs, and every label points at a log and at something in it. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CASES_DIR, craftedCases } from '../../eval/craft.mjs';
import { isDetectorId } from '../../src/detectors/metas/index.js';

interface LabelFile {
  cases?: Array<{
    id: string;
    crafted?: string;
    corpus?: string;
    corrections?: Array<{ line?: number; text?: string }>;
    negatives?: Array<{ line?: number; text?: string; class?: string }>;
    findings?: { expected?: Array<{ detector: string; lines: number[] }> };
  }>;
}

// not tests/helpers/paths.ts: the unit project stays clear of the module that finds the shared corpus
const labelsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'eval', 'labels');
const labelFiles = readdirSync(labelsDir).filter((name) => name.endsWith('.json'));
const NEGATIVE_CLASSES = ['request', 'question', 'ack', 'plan-approval', 'pasted-log', 'not-a-correction'];

describe('eval cases', () => {
  it.each(craftedCases().map((crafted) => [crafted.spec, crafted] as const))(
    'eval/cases holds the log of %s as node eval/craft.mjs writes it',
    (_spec, crafted) => {
      expect(readFileSync(join(CASES_DIR, crafted.path), 'utf8')).toBe(crafted.text);
    },
  );

  it.each(labelFiles)('%s: each case names one log, each label a line or a text, each negative a known class', (name) => {
    const labels = JSON.parse(readFileSync(join(labelsDir, name), 'utf8')) as LabelFile;
    for (const labelled of labels.cases ?? []) {
      expect(labelled.crafted === undefined ? 0 : 1 + (labelled.corpus === undefined ? 0 : 1), labelled.id).toBeLessThanOrEqual(1);
      if (labelled.crafted !== undefined) {
        const log = join(CASES_DIR, labelled.crafted);
        expect(existsSync(log), log).toBe(true);
        const text = readFileSync(log, 'utf8');
        // a text label must be in the log (JSON-escaped as the log holds it), or it can never match
        for (const label of [...(labelled.corrections ?? []), ...(labelled.negatives ?? [])]) {
          if (label.text !== undefined)
            expect(text.toLowerCase(), `${labelled.id}: ${label.text}`).toContain(JSON.stringify(label.text).slice(1, -1).toLowerCase());
        }
      } else expect(labelled.corpus, labelled.id).toBeDefined();
      for (const label of [...(labelled.corrections ?? []), ...(labelled.negatives ?? [])]) expect(label.line ?? label.text, labelled.id).toBeDefined();
      for (const negative of labelled.negatives ?? []) expect(NEGATIVE_CLASSES, `${labelled.id}: ${negative.class ?? ''}`).toContain(negative.class);
    }
  });

  it.each(labelFiles)('%s: each finding label names a detector and, in a crafted log, lines that hold tool calls, in order', (name) => {
    const labels = JSON.parse(readFileSync(join(labelsDir, name), 'utf8')) as LabelFile;
    for (const labelled of labels.cases ?? []) {
      const logLines = labelled.crafted === undefined ? undefined : readFileSync(join(CASES_DIR, labelled.crafted), 'utf8').split('\n');
      for (const label of labelled.findings?.expected ?? []) {
        expect(isDetectorId(label.detector), `${labelled.id}: ${label.detector}`).toBe(true);
        expect(label.lines.length, labelled.id).toBeGreaterThan(0);
        expect(
          [...label.lines].sort((a, b) => a - b),
          labelled.id,
        ).toEqual(label.lines);
        if (logLines === undefined) continue;
        for (const line of label.lines) expect(logLines[line - 1], `${labelled.id} line ${line}`).toContain('"type":"tool_use"');
      }
    }
  });
});
