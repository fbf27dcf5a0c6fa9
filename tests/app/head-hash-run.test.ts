/**
 * The head hash a run stores for a file it read from its start — taken by the reader from the bytes it reads, in
 * the worker with --jobs N (store/read-plan.ts, ingest/head-hash.ts) — is `hashFileHead` of the file's first
 * min(size, 4096) bytes, as when the planning thread read it: for each edge, with one thread and with workers. A
 * file that cannot be read is one problem, the same either way, and leaves no checkpoint; a FIFO put where a log
 * was is refused, never waited on, with the problem one thread gives.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import { analyzeIntoHistory } from '../../src/app/analyze-into-history.js';
import { hashFileHead } from '../../src/ingest/head-hash.js';
import { fileCheckpoints } from '../../src/store/files.js';
import { useFreshHistoryDbs } from '../helpers/history-db.js';
import { writeOpencodeDatabase } from '../helpers/opencode-db.js';
import { stringMatching } from '../helpers/matchers.js';
import { fixture } from '../helpers/paths.js';

const freshDb = useFreshHistoryDbs();

const reads = (count: number) =>
  Array.from({ length: count }, (_, index) => `${JSON.stringify({ tool: 'Read', input: { file_path: `src/file-${index}.py` } })}\n`).join('');
const unknownLines = Array.from({ length: 80 }, (_, index) => `${JSON.stringify({ kind: 'not a log', index, pad: 'p'.repeat(60) })}\n`).join('');

/** Each edge: its path under the run's folder and its bytes (a database: written by SQLite). */
const EDGES: Array<[string, string, string | Buffer | { database: 'kilo' }]> = [
  ['an empty file', 'empty.jsonl', ''],
  ['a file shorter than 4 KB', 'short.jsonl', reads(3)],
  ['a file longer than 4 KB', 'long.jsonl', reads(300)],
  ['a Claude Code transcript', 'claude.jsonl', readFileSync(fixture('claude-code', 'inline-sidechains.jsonl'))],
  ['JSON lines of no known format (the reader stops looking)', 'unknown.jsonl', unknownLines],
  ['a gzip file (its compressed bytes)', 'packed.jsonl.gz', gzipSync(reads(400))],
  [
    'a Gemini CLI chat (a JSON document)',
    join('.gemini', 'tmp', 'abc', 'chats', 'session-2026-01-01T10-00-abcdef12.json'),
    JSON.stringify({ sessionId: 's-1', projectHash: 'abc', messages: [] }),
  ],
  ['a Cline task (a JSON document)', join('tasks', 't-1', 'api_conversation_history.json'), '[]'],
  ['a Kilo Code database', join('kilo', 'kilo.db'), { database: 'kilo' }],
];

function edgeFiles(folder: string): string[] {
  return EDGES.map(([, name, content]) => {
    const path = join(folder, 'logs', name);
    mkdirSync(dirname(path), { recursive: true });
    if (typeof content === 'object' && !Buffer.isBuffer(content)) writeOpencodeDatabase(path, [], 'formats/kilo-code/schema.sql');
    else writeFileSync(path, content);
    return path;
  });
}

describe('the head hash a run stores', () => {
  it.each([1, 2])('with --jobs %i, is hashFileHead of each file read from its start, whatever its kind', async (jobs) => {
    const { db, folder } = freshDb();
    const files = edgeFiles(folder);
    const corrupt = join(folder, 'logs', 'corrupt.jsonl.gz');
    writeFileSync(corrupt, readFileSync(fixture('bad-input', 'corrupt.jsonl.gz')));
    const run = await analyzeIntoHistory({ db, paths: files.concat(corrupt), jobs, now: 1_800_000_000 });
    const checkpoints = fileCheckpoints(db);
    for (const [index, path] of files.entries()) {
      const length = Math.min(statSync(path).size, 4096);
      expect(checkpoints.get(path)?.headHash, EDGES[index]![0]).toBe(hashFileHead(path, length));
    }
    // a file that fails to read: one problem, no checkpoint
    expect(run.report.problems.filter((problem) => problem.file === corrupt)).toEqual([
      { kind: 'unreadable', file: corrupt, message: stringMatching(/^not valid gzip data/) },
    ]);
    expect(checkpoints.has(corrupt)).toBe(false);
  });

  it.each([1, 2])('with --jobs %i, of a file rewritten since the last run is its new head', async (jobs) => {
    const { db, folder } = freshDb();
    const files = edgeFiles(folder);
    await analyzeIntoHistory({ db, paths: files, jobs, now: 1_800_000_000 });
    const [, short, long, , , packed] = files;
    writeFileSync(short!, `${JSON.stringify({ tool: 'Glob', input: { pattern: '*' } })}\n`);
    writeFileSync(long!, reads(20));
    writeFileSync(packed!, gzipSync(reads(10)));
    const second = await analyzeIntoHistory({ db, paths: files, jobs, now: 1_800_000_100 });
    expect(second.report.files).toBe(3);
    const checkpoints = fileCheckpoints(db);
    for (const path of [short!, long!, packed!]) expect(checkpoints.get(path)?.headHash).toBe(hashFileHead(path, Math.min(statSync(path).size, 4096)));
  });

  it.skipIf(process.platform === 'win32')(
    'a FIFO put where a log was once planned is refused, never waited on: the same problem with one thread or workers',
    async () => {
      const problemsWith = async (jobs: number) => {
        const { folder } = freshDb();
        const files = edgeFiles(folder);
        const swapped = files[2]!;
        const result = await analyze({
          paths: files,
          jobs,
          planFile: (file) => {
            if (file.path === swapped) {
              unlinkSync(swapped);
              execFileSync('mkfifo', [swapped]);
            }
            return { startOffset: 0, startLine: 0, headBytes: Math.min(file.size, 4096) };
          },
        });
        return result.report.problems
          .filter((problem) => problem.kind === 'unreadable')
          .map((problem) => ({ ...problem, file: problem.file.slice(folder.length) }));
      };
      const one = await problemsWith(1);
      expect(one).toEqual([{ kind: 'unreadable', file: '/logs/long.jsonl', message: 'is not a regular file (a FIFO, socket or device)' }]);
      expect(await problemsWith(2)).toEqual(one);
    },
  );
});
