import { appendFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDelegationReport } from '../../src/views/delegation-report.js';
import { longestStreaks, storedDelegationPoints } from '../../src/store/delegation-history.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { analyzeIntoHistory } from '../../src/app/analyze-into-history.js';
import { claudeTranscript, git, read, task, times, todo, type Call, type TranscriptOptions } from '../helpers/claude-transcript.js';

const SESSION = '0b7c9a52-51f4-4e3f-9d55-1f0e6b0b1c01';

function transcript(calls: readonly Call[], options: Partial<TranscriptOptions> = {}) {
  return claudeTranscript(calls, { sessionId: SESSION, ...options });
}

const opened: HistoryDb[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

function fresh() {
  const root = mkdtempSync(join(tmpdir(), 'tip-miner-delegation-'));
  const db = HistoryDb.open(join(root, 'history.db'));
  opened.push(db);
  return { root, db };
}

/** Writes `lines` as `<root>/projects/-repo/<relative>` (a Claude project folder). */
function writeLog(root: string, lines: readonly string[], relative = `${SESSION}.jsonl`): string {
  const path = join(root, 'projects', '-repo', relative);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, lines.length > 0 ? `${lines.join('\n')}\n` : '');
  return path;
}

const NOW = 1_800_000_000;

describe('delegation history', () => {
  it('three of five exploration points followed by a Task call within 5 calls: acceptance rate 0.6', async () => {
    const { root, db } = fresh();
    const calls = [
      read('src/a.ts'),
      read('src/b.ts'),
      task(),
      git(),
      git(),
      git(),
      read('src/c.ts'),
      read('src/d.ts'),
      ...times(5, git),
      read('src/e.ts'),
      read('src/f.ts'),
      git(),
      git(),
      task(),
      read('src/g.ts'),
      read('src/h.ts'),
      ...times(5, git),
      read('src/i.ts'),
      read('src/j.ts'),
      ...times(4, git),
      task(),
    ];
    const { lines, callLines } = transcript(calls);
    const log = writeLog(root, lines);
    const result = await analyzeIntoHistory({ db, paths: [root], now: NOW });
    expect(result.report.toolCalls).toBe(calls.length);

    const points = storedDelegationPoints(db);
    expect(points.map(({ file, line, pattern, confidence, action }) => ({ file, line, pattern, confidence, action }))).toEqual([
      { file: log, line: callLines[1], pattern: 'exploration', confidence: 0.5, action: 'accepted' },
      { file: log, line: callLines[7], pattern: 'exploration', confidence: 0.5, action: 'rejected' },
      { file: log, line: callLines[14], pattern: 'exploration', confidence: 0.5, action: 'accepted' },
      { file: log, line: callLines[19], pattern: 'exploration', confidence: 0.5, action: 'rejected' },
      { file: log, line: callLines[26], pattern: 'exploration', confidence: 0.5, action: 'accepted' },
    ]);
    expect(points.map((point) => point.line)).toEqual([3, 15, 29, 39, 53]);
    expect(result.newDelegationPoints).toBe(5);

    const report = buildDelegationReport(points, longestStreaks(db, {}, 5), {});
    const verdicts = { points: 5, accepted: 3, rejected: 2, pending: 0, acceptanceRate: 0.6 };
    expect(report.overall).toEqual(verdicts);
    expect(report.patterns.find((summary) => summary.pattern === 'exploration')).toMatchObject({ ...verdicts, sessions: 1, byConfidence: { '0.5': 5 } });
    expect(report.patterns.filter((summary) => summary.pattern !== 'exploration').map((summary) => summary.acceptanceRate)).toEqual([null, null, null]);
  });

  describe('a point the log ends before settling is pending; the lines appended settle it', () => {
    const head = [git(), read('src/a.ts'), read('src/b.ts'), git(), git()];
    it.each([
      ['a Task call among the next calls', [git(), task(), git(), git()], 'accepted'],
      ['a Task call as the fifth call after the point', [git(), git(), task()], 'accepted'],
      ['no Task call', times(4, git), 'rejected'],
      ['a Task call only after five calls', [...times(3, git), task()], 'rejected'],
      ['too few calls yet', [git()], 'pending'],
    ] as const)('%s', async (_name, appended, verdict) => {
      const { root, db } = fresh();
      const { lines, callLines } = transcript([...head, ...appended]);
      const log = writeLog(root, lines.slice(0, 2 * head.length));
      await analyzeIntoHistory({ db, paths: [root], now: NOW });
      expect(storedDelegationPoints(db).map(({ line, action }) => ({ line, action }))).toEqual([{ line: callLines[2], action: 'pending' }]);
      expect(buildDelegationReport(storedDelegationPoints(db), [], {}).overall).toEqual({
        points: 1,
        accepted: 0,
        rejected: 0,
        pending: 1,
        acceptanceRate: null,
      });

      appendFileSync(log, `${lines.slice(2 * head.length).join('\n')}\n`);
      const second = await analyzeIntoHistory({ db, paths: [root], now: NOW + 60 });
      expect(second.report.toolCalls).toBe(appended.length);
      expect(second.newDelegationPoints).toBe(0);
      expect(storedDelegationPoints(db).map(({ line, action }) => ({ line, action }))).toEqual([{ line: callLines[2], action: verdict }]);

      const whole = fresh();
      writeLog(whole.root, lines);
      await analyzeIntoHistory({ db: whole.db, paths: [whole.root], now: NOW });
      expect(storedDelegationPoints(whole.db).map((point) => point.action)).toEqual([verdict]);
    });
  });

  it.each([
    ['unchanged, incrementally', false],
    ['with full: true', true],
  ])('re-analysing the same file %s adds no points', async (_name, full) => {
    const { root, db } = fresh();
    writeLog(root, transcript([read('src/a.ts'), read('src/b.ts'), ...times(5, git), read('src/c.ts'), read('src/d.ts'), git()]).lines);
    const first = await analyzeIntoHistory({ db, paths: [root], now: NOW });
    const stored = storedDelegationPoints(db);
    expect(stored.map((point) => point.action)).toEqual(['rejected', 'pending']);
    expect(first.newDelegationPoints).toBe(2);

    const again = await analyzeIntoHistory({ db, paths: [root], full, now: NOW + 60 });
    expect(again.report.skipped.unchangedFiles).toBe(full ? 0 : 1);
    expect(again.report.files).toBe(full ? 1 : 0);
    expect(again.newDelegationPoints).toBe(0);
    expect(storedDelegationPoints(db)).toEqual(stored);
  });

  it('stores solo streaks, longest first', async () => {
    const { root, db } = fresh();
    const calls = [git(), todo(), git(), git(), task(), ...times(5, git), task(), git(), git()];
    const { lines, callLines } = transcript(calls);
    const log = writeLog(root, lines);
    await analyzeIntoHistory({ db, paths: [root], now: NOW });
    expect(longestStreaks(db, {}, 5)).toEqual([
      { sessionId: SESSION, file: log, startLine: callLines[5], endLine: callLines[9], length: 5, endedByDelegation: true },
      { sessionId: SESSION, file: log, startLine: callLines[0], endLine: callLines[3], length: 3, endedByDelegation: true },
      { sessionId: SESSION, file: log, startLine: callLines[11], endLine: callLines[12], length: 2, endedByDelegation: false },
    ]);
    expect(longestStreaks(db, {}, 2).map((streak) => streak.length)).toEqual([5, 3]);
    expect(storedDelegationPoints(db)).toEqual([]);
  });

  it.each([
    ['an inline sidechain', `${SESSION}.jsonl`, { sidechain: true }, []],
    ['a subagents-folder file', `${SESSION}/subagents/agent-a1b2c3.jsonl`, { sidechain: true, agentId: 'a1b2c3' }, []],
    // the 0.5 and 0.7 points at the 2nd and 3rd Reads are superseded by the 0.9 point at the 5th (the strongest of its cooldown window)
    ['the main thread', `${SESSION}.jsonl`, {}, [0.9, 0.9]],
  ])('only main threads give points: %s full of Reads', async (_name, relative, options, confidences) => {
    const { root, db } = fresh();
    const calls = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((name) => read(`src/${name}.ts`));
    writeLog(root, transcript(calls, options).lines, relative);
    const result = await analyzeIntoHistory({ db, paths: [root], now: NOW });
    expect(result.report.toolCalls).toBe(calls.length);
    expect(result.newDelegationPoints).toBe(confidences.length);
    expect(storedDelegationPoints(db).map((point) => point.confidence)).toEqual(confidences);
  });
});
