import { describe, expect, it } from 'vitest';
import { applyResult, delegationCall, displayPath, type CallFacts, type ResultFacts } from '../../src/delegation/delegation-call.js';
import type { DelegationCall } from '../../src/delegation/types.js';

/** `where.cwd` undefined: a call whose working folder is not known. */
const facts = (tool: string, input: Record<string, unknown> = {}, where: { cwd: string | undefined } = { cwd: '/repo' }): CallFacts => ({
  callId: 'toolu_1',
  tool,
  input,
  ...(where.cwd !== undefined && { cwd: where.cwd }),
  location: { file: '/logs/session.jsonl', line: 12 },
});
const bash = (command: string) => facts('Bash', { command });

describe('delegationCall role', () => {
  it.each([
    ['Task', 'delegate'],
    ['spawn_agent', 'delegate'],
    ['TodoWrite', 'neutral'],
    ['Skill', 'neutral'],
    ['AskUserQuestion', 'neutral'],
    ['TaskCreate', 'neutral'],
    ['ExitPlanMode', 'neutral'],
    ['Read', 'explore'],
    ['Grep', 'explore'],
    ['Glob', 'explore'],
    ['Edit', 'edit'],
    ['Write', 'edit'],
    ['NotebookEdit', 'edit'],
    ['WebFetch', 'other'],
    ['Bash', 'other'],
  ])('%s → %s', (tool, role) => {
    expect(delegationCall(facts(tool)).role).toBe(role);
  });

  it.each([
    ['grep -rn foo src', 'explore'],
    ['cat README.md', 'explore'],
    ['npm test', 'test'],
    ['pytest -x tests/', 'test'],
    ['cd app && python -m pytest', 'test'],
    ['pnpm run test:unit', 'test'],
    ['cargo test', 'test'],
    ['go test ./...', 'test'],
    ['npx vitest run', 'test'],
    ['npm test | tail -5', 'test'],
    ['npm install', 'other'],
    ['git status', 'other'],
    ['echo test', 'other'],
    ['ls -la', 'other'],
  ])('Bash %j → %s', (command, role) => {
    expect(delegationCall(bash(command)).role).toBe(role);
  });
});

describe('delegationCall fields', () => {
  it('copies the id, the log location and the timestamp', () => {
    expect(delegationCall({ ...facts('Read', { file_path: 'a.py' }), timestamp: '2025-01-01T00:00:00Z' })).toEqual({
      id: 'toolu_1',
      tool: 'Read',
      role: 'explore',
      files: ['a.py'],
      failed: false,
      file: '/logs/session.jsonl',
      line: 12,
      timestamp: '2025-01-01T00:00:00Z',
    });
  });

  it.each([
    ['an absolute path inside the working folder', { file_path: '/repo/src/a.py' }, '/repo', ['src/a.py']],
    ['a relative path', { file_path: 'src/a.py' }, '/repo', ['src/a.py']],
    ['a relative path that climbs back in', { file_path: 'src/../lib/b.ts' }, '/repo', ['lib/b.ts']],
    ['an absolute path outside the working folder', { file_path: '/etc/hosts' }, '/repo', ['/etc/hosts']],
    ['a relative path that leaves the working folder', { file_path: '../other/x.py' }, '/repo', ['/other/x.py']],
    ['a sibling folder sharing a prefix', { file_path: '/repository/x.py' }, '/repo', ['/repository/x.py']],
    ['no working folder', { file_path: 'src/./a.py' }, undefined, ['src/a.py']],
    ['a notebook', { notebook_path: '/repo/nb/a.ipynb' }, '/repo', ['nb/a.ipynb']],
    ['a Grep path', { pattern: 'x', path: '/repo/src' }, '/repo', ['src']],
    ['the working folder itself', { path: '/repo' }, '/repo', ['.']],
    ['an empty path', { file_path: '' }, '/repo', []],
    ['no path', {}, '/repo', []],
  ] as const)('files: %s', (_name, input, cwd, files) => {
    expect(delegationCall(facts('Read', { ...input }, { cwd })).files).toEqual(files);
  });

  it.each([
    ['Grep', { pattern: 'def  parse\n(' }, 'def parse ('],
    ['Glob', { pattern: 'src/**/*.ts' }, 'src/**/*.ts'],
    ['Grep', { pattern: '' }, undefined],
    ['Read', { pattern: 'x' }, undefined],
  ])('search of %s %j', (tool, input, search) => {
    expect(delegationCall(facts(tool, input)).search).toBe(search);
  });

  it('keeps the command of a test run on one line, capped', () => {
    expect(delegationCall(bash('cd app &&\n  npm   test')).command).toBe('cd app && npm test');
    const long = delegationCall(bash(`npm test -- ${'x'.repeat(300)}`)).command!;
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('keeps no command for other Bash calls', () => {
    expect(delegationCall(bash('git status')).command).toBeUndefined();
  });
});

describe('displayPath', () => {
  it.each([
    ['/repo/a/b.ts', '/repo', 'a/b.ts'],
    ['a/b.ts', '/repo', 'a/b.ts'],
    ['/srv/x.ts', '/repo', '/srv/x.ts'],
    ['/repo/a//b.ts', undefined, '/repo/a/b.ts'],
    ['/repo/..foo/a.py', '/repo', '..foo/a.py'],
    ['/repo', '/repo', '.'],
    ['/', '/repo', '/'],
  ])('%s in %s → %s', (path, cwd, expected) => {
    expect(displayPath(path, cwd)).toBe(expected);
  });
});

describe('results', () => {
  const fresh = (): DelegationCall => delegationCall(bash('npm test'));

  it.each<[string, ResultFacts, boolean, number | undefined]>([
    ['an error', { isError: true, bytes: 120 }, true, 120],
    ['a rejection', { isError: true, refusal: { kind: 'rejected', reason: 'no' }, bytes: 40 }, false, 40],
    ['a headless denial', { isError: true, refusal: { kind: 'denied' } }, false, undefined],
    ['a success', { isError: false, bytes: 0 }, false, 0],
  ])('applyResult: %s', (_name, result, failed, bytes) => {
    const call = fresh();
    applyResult(call, result);
    expect(call.failed).toBe(failed);
    expect(call.resultBytes).toBe(bytes);
  });

  it('a later success clears an earlier failure', () => {
    const call = fresh();
    applyResult(call, { isError: true });
    applyResult(call, { isError: false });
    expect(call.failed).toBe(false);
  });

  it('delegationCall applies a result given with the call', () => {
    expect(delegationCall(bash('npm test'), { isError: true, bytes: 999 })).toMatchObject({
      role: 'test',
      failed: true,
      resultBytes: 999,
      command: 'npm test',
    });
  });
});
