/**
 * The history database's promise, measured with the CLI (issue 16): a first `analyze` of the corpus into a
 * fresh data home, the same run again on unchanged logs (target: under 5% of the first), and a run after
 * appending lines to one file of the corpus (target: what it adds over the unchanged re-run stays
 * proportional to the new bytes — at most the first run's time per byte for them, times 3, plus 0.2 s).
 * The appended lines are copies of the file's own lines; the corpus file is restored afterwards.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listFiles } from './build-corpus.mjs';

function timedAnalyze(bin, home, corpusDir) {
  const started = performance.now();
  execFileSync(process.execPath, [bin, 'analyze', corpusDir, '--jobs', '1'], { env: { ...process.env, TIP_MINER_HOME: home }, stdio: 'ignore' });
  return performance.now() - started;
}

export function measureIncremental(bin, corpusDir, corpusBytes) {
  const home = mkdtempSync(join(tmpdir(), 'tip-miner-bench-home-'));
  try {
    const firstMs = timedAnalyze(bin, home, corpusDir);
    const rerunMs = timedAnalyze(bin, home, corpusDir);
    const files = listFiles(corpusDir);
    const target = files[Math.floor(files.length / 2)];
    const original = readFileSync(target);
    const lines = original.toString('utf8').split('\n').filter(Boolean);
    const appended = `${lines.slice(-200).join('\n')}\n`;
    appendFileSync(target, appended);
    let appendMs;
    try {
      appendMs = timedAnalyze(bin, home, corpusDir);
    } finally {
      truncateSync(target, original.length);
    }
    const appendedBytes = Buffer.byteLength(appended);
    const allowanceMs = 3 * (firstMs / corpusBytes) * appendedBytes + 200;
    return { firstMs, rerunMs, appendMs, appendedBytes, files: files.length, allowanceMs };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
