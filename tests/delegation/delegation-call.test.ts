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
    // paths as the shared corpus has them
    ['Grep', { pattern: 'x', path: '/repo/app/js' }, [], ['app/js']],
    ['Grep', { pattern: 'x', path: 'claude_code_log' }, [], ['claude_code_log']],
    ['Grep', { pattern: 'x', path: '/repo' }, [], ['.']],
    ['Grep', { pattern: 'x', path: '/Users/dain/workspace/claude-code-log' }, [], ['/Users/dain/workspace/claude-code-log']],
    ['Grep', { pattern: 'x', path: '/repo/src/' }, [], ['src']],
    ['Grep', { pattern: 'x', path: '/repo/src/app.py' }, ['src/app.py'], undefined],
    ['Grep', { pattern: 'x', path: '.github/workflows/ci.yml' }, ['.github/workflows/ci.yml'], undefined],
    ['Grep', { pattern: 'x' }, [], undefined],
    ['Glob', { pattern: '*.py', path: '/repo/src' }, [], ['src']],
    ['Glob', { pattern: '*.py', path: '/repo/v1.2' }, [], ['v1.2']],
    ['LS', { path: '/repo/tests' }, [], ['tests']],
    ['Read', { file_path: '/repo/Makefile' }, ['Makefile'], undefined],
  ])('%s %j: files %j, search scopes %j', (tool, input, files, scopes) => {
    const call = delegationCall(facts(tool, input));
    expect(call.files).toEqual(files);
    expect(call.scopes).toEqual(scopes);
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

  it.each<[string, string, ResultFacts, boolean, boolean]>([
    ['pytest: command not found (corpus)', 'pytest', { isError: true, errorText: 'Exit code 127\n/bin/bash: line 1: pytest: command not found' }, true, true],
    ['a failing pytest run', 'pytest -x', { isError: true, errorText: 'Exit code 1\n===== 1 failed, 39 passed in 0.52s =====' }, true, false],
    ['npm: no test script', 'npm test', { isError: true, errorText: 'npm ERR! missing script: test' }, true, true],
    ['a failure without its text', 'npm test', { isError: true }, true, false],
    ['a command that runs no tests', 'make build', { isError: true, errorText: 'Exit code 127\nmake: command not found' }, true, false],
    ['a success', 'npm test', { isError: false }, false, false],
  ])('applyResult: %s', (_name, command, result, failed, testedNothing) => {
    const call = delegationCall(bash(command));
    applyResult(call, result);
    expect(call.failed).toBe(failed);
    expect(call.testedNothing === true).toBe(testedNothing);
  });

  it('a later run that tested something clears testedNothing', () => {
    const call = fresh();
    applyResult(call, { isError: true, errorText: 'Exit code 127\nsh: 1: jest: not found' });
    expect(call.testedNothing).toBe(true);
    applyResult(call, { isError: true, errorText: 'Tests: 1 failed, 3 passed' });
    expect(call.testedNothing).toBeUndefined();
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
