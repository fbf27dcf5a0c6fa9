import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readToolPatterns, toolPatternsPath, updateToolPatterns } from '../../src/store/tool-patterns-file.js';
import type { PatternStat, StoredFinding } from '../../src/detectors/types.js';
import { entriesFromHistory, MAX_PATTERNS, mergeEntries, patternScore, type ToolPatternEntry } from '../../src/views/tool-patterns.js';

const NOW = 1_800_000_000;
const DAY = 86_400;
const entry = (id: string, hits: number, ageDays: number, extra: Partial<ToolPatternEntry> = {}): ToolPatternEntry => ({
  pattern_id: id,
  tip: `tip of ${id}`,
  hit_count: hits,
  last_seen: NOW - ageDays * DAY,
  ...extra,
});

describe('tool_patterns.json', () => {
  it('lives at <memory-dir>/<owner__name>/tool_patterns.json', () => {
    expect(toolPatternsPath('/mem', 'acme/widgets')).toBe('/mem/acme__widgets/tool_patterns.json');
    expect(toolPatternsPath('/mem', 'deep-manifest')).toBe('/mem/deep-manifest/tool_patterns.json');
  });

  it.each([
    [4, 0, 4],
    [4, 14, 2],
    [4, 28, 1],
    [10, 7, 10 * 2 ** -0.5],
  ])('scores %i sessions seen %i days ago as %d (half-life 14 days)', (hits, ageDays, score) => {
    expect(patternScore(entry('x', hits, ageDays), NOW)).toBeCloseTo(score, 6);
  });

  it('ranks by score and keeps the top 50', () => {
    const many = Array.from({ length: 60 }, (_, index) => entry(`p${String(index).padStart(2, '0')}`, index + 1, 0));
    const merged = mergeEntries([], many, NOW);
    expect(merged).toHaveLength(MAX_PATTERNS);
    expect(merged[0]!.pattern_id).toBe('p59');
    expect(merged.at(-1)!.pattern_id).toBe('p10');
  });

  it('puts a recent pattern above an old one seen in more sessions', () => {
    const merged = mergeEntries([], [entry('old', 8, 60), entry('recent', 2, 1)], NOW);
    expect(merged.map((item) => item.pattern_id)).toEqual(['recent', 'old']);
  });

  it('replaces its own entries by pattern_id and keeps entries and fields it did not write', () => {
    const existing = [entry('sequential-reads', 1, 30, { note: 'kept' }), entry('framework-own', 3, 0)];
    const merged = mergeEntries(existing, [entry('sequential-reads', 5, 0)], NOW);
    expect(merged).toEqual([{ ...entry('sequential-reads', 5, 0), note: 'kept' }, entry('framework-own', 3, 0)]);
  });

  it('builds entries from the history: hit_count is sessions, evidence the latest three', () => {
    const stats: PatternStat[] = [
      { detector: 'sequential-reads', sessions: 2, occurrences: 5, wastedTokens: 900, firstSeen: NOW - 10 * DAY, lastSeen: NOW - DAY },
    ];
    const findings = [1, 2, 3, 4].map((n): StoredFinding => ({
      detector: 'sequential-reads',
      sessionId: `s${n}`,
      streamId: 'main',
      file: '/l.jsonl',
      line: n,
      callIds: [],
      lines: [n],
      seenAt: NOW - n * DAY,
    }));
    const [made] = entriesFromHistory(stats, findings, NOW);
    expect(made).toMatchObject({
      pattern_id: 'sequential-reads',
      hit_count: 2,
      occurrences: 5,
      wasted_tokens: 900,
      last_seen: NOW - DAY,
      first_seen: NOW - 10 * DAY,
    });
    expect(made!.tip).toMatch(/Grep/);
    expect(made!.evidence!.map((item) => item.line)).toEqual([1, 2, 3]);
    expect(made!.score).toBeCloseTo(2 * 2 ** (-1 / 14), 3);
  });

  it('writes atomically, leaving no temporary file', () => {
    const memory = mkdtempSync(join(tmpdir(), 'tip-miner-mem-'));
    const outcome = updateToolPatterns(memory, 'acme/widgets', [entry('sequential-reads', 2, 0)], NOW);
    expect(readdirSync(dirname(outcome.path))).toEqual(['tool_patterns.json']);
    expect(readToolPatterns(outcome.path)).toEqual({ entries: [entry('sequential-reads', 2, 0)], others: [] });
  });

  it.each([
    ['not JSON', '{ not json', /not valid JSON/],
    ['not an array', '{"pattern_id": "x"}', /not a JSON array of patterns/],
  ])('leaves a file that is %s as it is, with a line saying what to do', (_name, text, reason) => {
    const memory = mkdtempSync(join(tmpdir(), 'tip-miner-mem-'));
    const path = toolPatternsPath(memory, 'acme/widgets');
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    const outcome = updateToolPatterns(memory, 'acme/widgets', [entry('repeated-glob', 1, 0)], NOW);
    expect(outcome).toMatchObject({ path, written: false });
    expect(outcome.problem).toMatch(reason);
    expect(outcome.problem).toContain('run tip-miner analyze --repair');
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('repairing, sets an unusable file aside instead of losing it, and writes anew', () => {
    const memory = mkdtempSync(join(tmpdir(), 'tip-miner-mem-'));
    const path = toolPatternsPath(memory, 'acme/widgets');
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, '{ not json');
    const outcome = updateToolPatterns(memory, 'acme/widgets', [entry('repeated-glob', 1, 0)], NOW, [], { repair: true, now: NOW });
    expect(outcome).toMatchObject({ written: true, setAside: `${path}.invalid-${NOW}` });
    expect(readFileSync(outcome.setAside!, 'utf8')).toBe('{ not json');
    expect(readToolPatterns(path).entries.map((item) => item.pattern_id)).toEqual(['repeated-glob']);
  });

  it('keeps items that are no entries as they were', () => {
    const memory = mkdtempSync(join(tmpdir(), 'tip-miner-mem-'));
    const path = toolPatternsPath(memory, 'r');
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify([entry('framework-own', 1, 0), { pattern_id: 'broken' }]));
    const outcome = updateToolPatterns(memory, 'r', [], NOW);
    expect(outcome.problem).toMatch(/1 items without .* kept as they are/);
    expect(outcome.setAside).toBeUndefined();
    expect(existsSync(path)).toBe(true);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual([entry('framework-own', 1, 0), { pattern_id: 'broken' }]);
  });
});
