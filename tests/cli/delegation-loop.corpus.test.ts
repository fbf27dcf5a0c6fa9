/** `tip-miner delegation` on the real corpus (the loop on hand-made transcripts: delegation-loop.test.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import type { DelegationReport } from '../../src/views/delegation-report.js';
import type { StreamConsumer } from '../../src/model/stream.js';
import { storedDelegationPoints } from '../../src/store/delegation-history.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { useWorkingFolder } from '../helpers/working-folder.js';
import { corpus } from '../helpers/paths.js';

const LOOKUPS = new Set(['Read', 'Grep', 'Glob']);

/** Each test runs its commands in a working folder of its own, its state files in it. */
const working = useWorkingFolder();
const { cli } = working;

const state = () => working.state();

async function report(options: string[]): Promise<DelegationReport> {
  const run = await cli('delegation', '--json', ...options);
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as DelegationReport;
}

describe('tip-miner delegation', () => {
  it('on the real corpus: every session with 5 lookups within 7 main-thread calls has an exploration point', async () => {
    const { db, options } = state();
    expect((await cli('analyze', corpus('claude-code'), ...options)).code).toBe(0);
    const json = await report(options);
    const exploration = json.patterns.find((summary) => summary.pattern === 'exploration')!;
    expect(exploration.points).toBeGreaterThan(0);

    const toolsByThread = new Map<string, { sessionId: string; tools: string[] }>();
    const recorder: StreamConsumer = {
      onItem(stream, item) {
        if (stream.streamId !== 'main' || item.type !== 'call') return;
        const key = `${stream.sessionId}\u0000${item.call.location.file}`;
        if (!toolsByThread.has(key)) toolsByThread.set(key, { sessionId: stream.sessionId, tools: [] });
        toolsByThread.get(key)!.tools.push(item.call.tool);
      },
    };
    await analyze({ paths: [corpus('claude-code')], consumers: [recorder] });
    const exploring = new Set(
      [...toolsByThread.values()]
        .filter(({ tools }) => tools.some((_, end) => tools.slice(Math.max(0, end - 6), end + 1).filter((tool) => LOOKUPS.has(tool)).length >= 5))
        .map(({ sessionId }) => sessionId),
    );
    expect(exploring.size).toBeGreaterThan(0);

    const history = HistoryDb.open(db);
    try {
      const points = storedDelegationPoints(history);
      const withPoint = new Set(points.filter((point) => point.pattern === 'exploration').map((point) => point.sessionId));
      expect([...exploring].filter((sessionId) => !withPoint.has(sessionId))).toEqual([]);
      expect(withPoint.size).toBe(exploration.sessions);

      const examples = json.patterns.flatMap((summary) => (summary.example ? [{ pattern: summary.pattern, ...summary.example }] : []));
      expect(examples.map((example) => example.pattern)).toContain('exploration');
      for (const example of examples) {
        expect(example.code).toContain('Task(');
        const point = points.find((candidate) => candidate.file === example.file && candidate.line === example.line)!;
        expect(point).toMatchObject({ pattern: example.pattern, sessionId: example.sessionId, suggestion: example.code });
        const log = readFileSync(example.file, 'utf8');
        for (const file of point.files) {
          expect(example.code).toContain(`- \`${file}\`\n`);
          expect(log).toContain(file);
        }
        if (example.pattern === 'exploration') expect(point.files.length).toBeGreaterThan(0);
      }
    } finally {
      history.close();
    }
  });
});
