/**
 * vitest's global setup: every temporary folder a test (or a tip-miner it spawns) makes goes under one
 * folder of this run — `os.tmpdir()` follows TMPDIR, which the test threads and their child processes
 * inherit — and the folder is removed when the run ends. Without it each run left thousands of
 * tip-miner-* folders behind in the machine's temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'tip-miner-tests-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(root, { recursive: true, force: true });
  };
}
