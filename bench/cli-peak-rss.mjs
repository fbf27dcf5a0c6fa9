/**
 * Peak RSS of a first `tip-miner analyze --jobs 1` of a corpus into a fresh data home (its history database
 * and views written as a user's first run writes them): what the "flat when the corpus doubles" target
 * holds (docs/performance.md). The CLI streams each file's results into the database and keeps counts; the
 * library's `analyze()` returns every result, so its memory grows with them by contract (printed beside).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export function cliPeakRssMb(corpusDir) {
  const home = mkdtempSync(join(tmpdir(), 'tip-miner-bench-rss-'));
  const out = join(home, 'peak-rss-mb');
  try {
    execFileSync(
      process.execPath,
      ['--import', pathToFileURL(join(here, 'peak-at-exit.mjs')).href, join(here, '..', 'bin', 'tip-miner.js'), 'analyze', corpusDir, '--jobs', '1'],
      { env: { ...process.env, TIP_MINER_HOME: home, TIP_MINER_BENCH_PEAK_OUT: out }, stdio: 'ignore' },
    );
    return Number(readFileSync(out, 'utf8'));
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
