/** A read snapshot (tip-miner export): what another connection commits while it lasts, across awaits, is not seen; then it is. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HistoryDb } from '../../src/store/history-db.js';

function twoConnections() {
  const path = join(mkdtempSync(join(tmpdir(), 'tip-miner-snapshot-')), 'h.db');
  const reader = HistoryDb.open(path);
  const writer = HistoryDb.open(path);
  writer.run('CREATE TABLE t (n INTEGER)');
  writer.run('INSERT INTO t (n) VALUES (1)');
  const count = () => reader.get<{ n: number }>('SELECT COUNT(*) AS n FROM t')!.n;
  return { reader, writer, count };
}

describe('readSnapshot', () => {
  it('reads one snapshot across awaits while another connection commits', async () => {
    const { reader, writer, count } = twoConnections();
    const seen = await reader.readSnapshot(async () => {
      const before = count();
      await new Promise((done) => setTimeout(done, 5));
      writer.run('INSERT INTO t (n) VALUES (2)');
      await Promise.resolve();
      return [before, count()];
    });
    expect(seen).toEqual([1, 1]);
    expect(count()).toBe(2);
    reader.close();
    writer.close();
  });

  it('ends the snapshot when the reading fails', async () => {
    const { reader, writer, count } = twoConnections();
    await expect(
      reader.readSnapshot(() => {
        count();
        return Promise.reject(new Error('boom'));
      }),
    ).rejects.toThrow('boom');
    writer.run('INSERT INTO t (n) VALUES (2)');
    expect(count()).toBe(2);
    reader.close();
    writer.close();
  });
});
