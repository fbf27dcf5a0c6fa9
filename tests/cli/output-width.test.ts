/**
 * Every table fits the terminal: each command that prints one, run on a history of the repository's
 * fixtures (hostile names and texts included) with stdout an 80-column terminal, prints no line wider
 * than 80 columns once the colour codes are taken out.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { displayWidth } from '../../src/render/text-width.js';
import { stateDir, testHost } from '../helpers/cli.js';
import { repoRoot } from '../helpers/paths.js';

const WIDTH = 80;
const SGR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function onTerminal(args: string[], columns = WIDTH, env: Record<string, string> = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    cwd: repoRoot,
    env: { ...testHost.env, ...env },
    host: testHost,
    terminal: { stdoutIsTTY: true, stdoutColumns: columns, stderrIsTTY: false },
  });
  return { code, stdout, stderr };
}

function tooWide(text: string, width: number): string[] {
  return text
    .replace(SGR, '')
    .split('\n')
    .filter((line) => displayWidth(line) > width);
}

const state = stateDir();
const options = ['--db', join(state, 'history.db'), '--memory-dir', join(state, 'memory')];

// one repository for all, so its tool_patterns.json has every pattern the fixtures hold
const REPO = 'acme/everything';

beforeAll(async () => {
  const run = await onTerminal(['analyze', join(repoRoot, 'fixtures'), '--repo', REPO, ...options]);
  expect(run.code).toBe(0);
});

describe('every table fits an 80-column terminal', () => {
  it.each([
    ['analyze (nothing new)', ['analyze', join(repoRoot, 'fixtures')]],
    ['analyze --full', ['analyze', join(repoRoot, 'fixtures'), '--full']],
    ['findings', ['findings']],
    ['corrections', ['corrections']],
    ['proposals', ['proposals', '--all']],
    ['delegation', ['delegation']],
    ['routes', ['routes', '--limit', '50']],
    ['patterns', ['patterns', '--repo', REPO]],
    ['detectors', ['detectors']],
    ['explain', ['explain', 'sequential-reads']],
    ['explain a delegation pattern', ['explain', 'exploration']],
    ['prefs list', ['prefs', 'list']],
    ['repos', ['repos']],
  ])('%s', async (_, args) => {
    const colours: Array<Record<string, string>> = [{ NO_COLOR: '1' }, { FORCE_COLOR: '1' }];
    for (const colour of colours) {
      const run = await onTerminal([...args, ...options], WIDTH, colour);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout.trim(), run.stderr).not.toBe('');
      expect(tooWide(run.stdout, WIDTH)).toEqual([]);
    }
  });

  it('fits narrower terminals too, and uses the room of wider ones', async () => {
    const narrow = await onTerminal(['findings', ...options], 60);
    expect(tooWide(narrow.stdout, 60)).toEqual([]);
    const wide = await onTerminal(['findings', ...options], 300);
    expect(wide.stdout).not.toContain('…');
  });

  it('without a terminal, nothing is cut (no width limit unless COLUMNS says one)', async () => {
    let stdout = '';
    await runCli(['findings', ...options], { stdout: (text) => (stdout += text), stderr: () => undefined, cwd: repoRoot, env: testHost.env, host: testHost });
    expect(stdout).not.toContain('…');
    expect(stdout).not.toMatch(SGR);
    let narrow = '';
    await runCli(['findings', ...options], {
      stdout: (text) => (narrow += text),
      stderr: () => undefined,
      cwd: repoRoot,
      env: { ...testHost.env, COLUMNS: '70' },
      host: testHost,
    });
    expect(tooWide(narrow, 70)).toEqual([]);
  });
});
