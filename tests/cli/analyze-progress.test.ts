/** The progress line of analyze: on a terminal's stderr only, after a second, ten times a second at most, rewritten in place, cleared. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeProgress, progressText } from '../../src/cli/analyze-progress.js';
import { runCli } from '../../src/cli/main.js';
import { statusLine } from '../../src/cli/terminal.js';
import { stateDir, testHost } from '../helpers/cli.js';
import { repoRoot } from '../helpers/paths.js';

const MB = 1024 * 1024;

function fakeTerminal() {
  let written = '';
  let now = 0;
  const reporter = analyzeProgress(
    statusLine((text) => (written += text), 60),
    () => now,
  );
  return {
    reporter: reporter!,
    tick: (ms: number) => (now += ms),
    written: () => written,
  };
}

describe('analyze progress', () => {
  it('says nothing in the first second, then rewrites one line in place at most every 100 ms, and clears it', () => {
    const { reporter, tick, written } = fakeTerminal();
    const progress = { filesDone: 1, files: 10, bytesDone: 2 * MB, bytes: 20 * MB };
    tick(500);
    reporter.onProgress(progress);
    expect(written()).toBe('');
    tick(500);
    reporter.onProgress(progress);
    expect(written()).toBe('\ranalyze: 1/10 files, 2.0/20.0 MB, 2.0 MB/s, ETA 9 s\u001b[K');
    tick(50);
    reporter.onProgress({ ...progress, filesDone: 2 });
    expect(written()).not.toContain('2/10');
    tick(50);
    reporter.onProgress({ ...progress, filesDone: 2 });
    expect(written()).toContain('\ranalyze: 2/10 files');
    reporter.done();
    expect(written().endsWith('\r\u001b[K')).toBe(true);
  });

  it('is cut to the terminal width', () => {
    let written = '';
    const line = statusLine((text) => (written += text), 20);
    line.show(progressText({ filesDone: 123, files: 4567, bytesDone: 5 * MB, bytes: 900 * MB }, 2));
    expect(written.replace('\r', '').replace('\u001b[K', '')).toHaveLength(19);
  });

  it('says the time left in minutes when it is long', () => {
    expect(progressText({ filesDone: 1, files: 2, bytesDone: MB, bytes: 200 * MB }, 1)).toContain('ETA 3 min 19 s');
  });

  it('is never shown without a terminal on stderr, nor with --json', async () => {
    expect(analyzeProgress(undefined)).toBeUndefined();
    for (const [stderrIsTTY, json] of [
      [false, false],
      [true, true],
      [true, false],
    ] as const) {
      let stderr = '';
      let stdout = '';
      const state = stateDir();
      const code = await runCli(
        ['analyze', join(repoRoot, 'fixtures', 'claude-code'), '--db', join(state, 'h.db'), '--memory-dir', join(state, 'm'), ...(json ? ['--json'] : [])],
        {
          stdout: (text) => (stdout += text),
          stderr: (text) => (stderr += text),
          cwd: repoRoot,
          env: testHost.env,
          host: testHost,
          terminal: { stderrIsTTY, stdoutIsTTY: false },
        },
      );
      expect(code).toBe(0);
      // a short run shows none either way; a line shown would have been cleared before the summary
      expect(stderr).not.toContain('analyze: ');
      expect(stdout).not.toContain('\r');
    }
  });
});
