import { describe, expect, it } from 'vitest';
import { DELEGATION_PATTERNS, delegationPatternById, detectPattern } from '../../src/delegation/patterns/index.js';
import type { CallRole, DelegationCall, DelegationPatternId } from '../../src/delegation/types.js';

type Spec = Omit<DelegationCall, 'id' | 'file' | 'line' | 'failed'> & { failed?: boolean };

const spec = (tool: string, role: CallRole, files: string[] = [], extra: Partial<Spec> = {}): Spec => ({ tool, role, files, ...extra });
const read = (file = 'src/a.py') => spec('Read', 'explore', [file]);
const grep = (search = 'token') => spec('Grep', 'explore', [], { search });
const edit = (file = 'src/a.py') => spec('Edit', 'edit', [file]);
const write = (file = 'src/new.py') => spec('Write', 'edit', [file]);
const bash = (command = 'ls') => spec('Bash', 'other', [], { command });
const testRun = (failed: boolean, command: string | null = 'npm test') => spec('Bash', 'test', [], { failed, ...(command !== null && { command }) });

function windowOf(...specs: Spec[]): DelegationCall[] {
  return specs.map(({ failed = false, ...rest }, index) => ({ ...rest, failed, id: `call-${index}`, file: '/logs/session.jsonl', line: index + 1 }));
}

const indexes = (calls: readonly DelegationCall[]) => calls.map((call) => Number(call.id.slice('call-'.length)));

interface Case {
  name: string;
  window: Spec[];
  expected?: { confidence: number; calls: number[]; testCommand?: string };
}

function matchTable(id: DelegationPatternId, cases: Case[]): void {
  describe(`${id}.match`, () => {
    it.each(cases.map((testCase) => [testCase.name, testCase] as const))('%s', (_name, testCase) => {
      const match = delegationPatternById(id).match(windowOf(...testCase.window));
      if (testCase.expected === undefined) {
        expect(match).toBeUndefined();
        return;
      }
      expect(match).toBeDefined();
      expect({ pattern: match!.pattern, confidence: match!.confidence, calls: indexes(match!.calls) }).toEqual({
        pattern: id,
        confidence: testCase.expected.confidence,
        calls: testCase.expected.calls,
      });
      expect(match!.testCommand).toBe(testCase.expected.testCommand);
      expect(match!.description).not.toBe('');
    });
  });
}

matchTable('exploration', [
  {
    name: "the seed's case: 6 lookups in the last 7",
    window: [read(), read(), bash(), read(), grep(), read(), read()],
    expected: { confidence: 0.9, calls: [0, 1, 3, 4, 5, 6] },
  },
  { name: 'exactly 5 of the last 7', window: [read(), bash(), read(), bash(), read(), read(), read()], expected: { confidence: 0.9, calls: [0, 2, 4, 5, 6] } },
  {
    name: '4 of the last 7 but 3 of the last 5',
    window: [bash(), read(), bash(), read(), bash(), read(), grep()],
    expected: { confidence: 0.7, calls: [3, 5, 6] },
  },
  { name: 'three reads alone', window: [read(), read(), read()], expected: { confidence: 0.7, calls: [0, 1, 2] } },
  { name: '2 of the last 5 but 2 of the last 3', window: [bash(), bash(), bash(), read(), read()], expected: { confidence: 0.5, calls: [3, 4] } },
  { name: '2 of the last 3, not adjacent', window: [bash(), bash(), grep(), bash(), read()], expected: { confidence: 0.5, calls: [2, 4] } },
  { name: '1 of the last 3', window: [read(), bash(), bash(), read(), bash()] },
  { name: 'a single read', window: [read()] },
  { name: 'lookups older than 7 calls no longer count', window: [read(), read(), read(), read(), read(), bash(), bash(), bash()] },
  { name: 'edits and test runs are no lookups', window: [edit(), edit(), testRun(false), edit()] },
  // the agent's own files are not the codebase (work-files.ts)
  {
    name: "reading the agent's plan and CLAUDE.md is no exploration",
    window: [read('/home/me/.claude/plans/plan.md'), read('CLAUDE.md'), read('~/.claude/CLAUDE.md')],
  },
  {
    name: "the agent's own files do not count among lookups: 5 Reads, 2 of code",
    window: [read('src/a.py'), read('CLAUDE.md'), read('src/b.py'), read('AGENTS.md'), read('.claude/settings.json')],
  },
  {
    name: "the agent's own files do not count among lookups: 3 of code in the last 5",
    window: [read('src/a.py'), read('CLAUDE.md'), read('src/b.py'), read('src/c.py')],
    expected: { confidence: 0.7, calls: [0, 2, 3] },
  },
  {
    name: 'documentation read is exploration',
    window: [read('README.md'), read('docs/guide.md'), read('src/a.py')],
    expected: { confidence: 0.7, calls: [0, 1, 2] },
  },
]);

matchTable('implementation', [
  {
    name: "the seed's case: 3 edits to 3 files",
    window: [read('a.py'), edit('a.py'), read('b.py'), edit('b.py'), edit('c.py')],
    expected: { confidence: 0.9, calls: [1, 3, 4] },
  },
  { name: '3 edits to 2 files, a Write among them', window: [edit('a.py'), write('b.py'), edit('a.py')], expected: { confidence: 0.9, calls: [0, 1, 2] } },
  { name: '3 edits to one file', window: [edit('a.py'), edit('a.py'), edit('a.py')], expected: { confidence: 0.7, calls: [0, 1, 2] } },
  { name: '2 edits in the last 5', window: [edit('a.py'), bash(), bash(), bash(), edit('b.py')], expected: { confidence: 0.7, calls: [0, 4] } },
  {
    name: 'a third edit 6 calls back does not count',
    window: [edit('a.py'), edit('b.py'), bash(), bash(), bash(), edit('c.py')],
    expected: { confidence: 0.7, calls: [1, 5] },
  },
  { name: '1 edit after 2 reads', window: [read('a.py'), read('b.py'), edit('a.py')], expected: { confidence: 0.5, calls: [0, 1, 2] } },
  {
    name: '1 edit after 2 reads with other calls between',
    window: [read('a.py'), bash(), read('b.py'), bash(), edit('a.py')],
    expected: { confidence: 0.5, calls: [0, 2, 4] },
  },
  { name: '1 edit after 1 read', window: [bash(), read('a.py'), edit('a.py')] },
  { name: '1 edit with one read before and one after', window: [read('a.py'), edit('a.py'), read('b.py')] },
  { name: '1 edit after a read and a Grep', window: [grep(), read('a.py'), edit('a.py')] },
  { name: 'a read 6 calls back does not count', window: [read('a.py'), read('b.py'), bash(), bash(), bash(), edit('a.py')] },
  { name: 'an edit 6 calls back does not count', window: [edit('a.py'), edit('b.py'), bash(), bash(), bash(), bash()] },
  { name: 'no edit', window: [read(), read(), read()] },
  // documentation and the agent's own files are no implementation work (work-files.ts)
  { name: "edits of the agent's plan file", window: [edit('/home/me/.claude/plans/wolf.md'), edit('/home/me/.claude/plans/wolf.md'), edit('src/a.py')] },
  { name: 'two CLAUDE.md edits (corpus shape)', window: [read('CLAUDE.md'), edit('CLAUDE.md'), bash(), edit('CLAUDE.md')] },
  { name: 'documentation-only edits', window: [edit('README.md'), write('docs/usage.md'), edit('CHANGELOG.md'), edit('docs/conf.py')] },
  {
    name: 'code edits among documentation edits count alone',
    window: [edit('README.md'), edit('src/a.py'), edit('CLAUDE.md'), edit('src/b.py')],
    expected: { confidence: 0.7, calls: [1, 3] },
  },
  {
    name: 'a plan, CLAUDE.md and 3 code edits to 2 files',
    window: [edit('src/a.py'), edit('.claude/plans/p.md'), edit('src/b.py'), edit('CLAUDE.md'), edit('src/a.py')],
    expected: { confidence: 0.9, calls: [0, 2, 4] },
  },
  { name: "reads of the agent's own files do not make the 0.5 case", window: [read('CLAUDE.md'), read('.claude/plans/p.md'), edit('src/a.py')] },
  { name: 'an edit naming no file counts', window: [spec('Edit', 'edit'), spec('Edit', 'edit')], expected: { confidence: 0.7, calls: [0, 1] } },
]);

matchTable('debugging', [
  {
    name: 'a failure followed by a Read and an Edit',
    window: [testRun(true), read('a.py'), edit('a.py')],
    expected: { confidence: 0.9, calls: [0, 1, 2], testCommand: 'npm test' },
  },
  {
    name: 'a failure followed by a Write and a Read among other calls',
    window: [read('x.py'), testRun(true, 'pytest -x'), bash(), write('a.py'), grep(), read('b.py')],
    expected: { confidence: 0.9, calls: [1, 3, 5], testCommand: 'pytest -x' },
  },
  {
    name: 'a failure followed by 1 Read',
    window: [testRun(true), bash(), read('a.py')],
    expected: { confidence: 0.7, calls: [0, 2], testCommand: 'npm test' },
  },
  { name: 'the failure alone', window: [read('a.py'), testRun(true)], expected: { confidence: 0.5, calls: [1], testCommand: 'npm test' } },
  {
    name: 'a failure followed by a Grep and a Bash only',
    window: [testRun(true), grep(), bash()],
    expected: { confidence: 0.5, calls: [0], testCommand: 'npm test' },
  },
  { name: 'a failure without a recorded command', window: [testRun(true, null), read('a.py')], expected: { confidence: 0.7, calls: [0, 1] } },
  {
    name: 'a failure 4 calls back',
    window: [testRun(true), bash(), bash(), bash(), read('a.py')],
    expected: { confidence: 0.7, calls: [0, 4], testCommand: 'npm test' },
  },
  { name: 'a failure 5 calls back is out of the window', window: [testRun(true), bash(), bash(), bash(), read('a.py'), edit('a.py')] },
  { name: 'a passing test run', window: [testRun(false), read('a.py'), edit('a.py')] },
  { name: 'a failed command that runs no tests', window: [{ ...bash('make build'), failed: true }, read('a.py'), edit('a.py')] },
  // a failure must come from a runner that ran (test-commands.ts)
  {
    name: 'a test run that tested nothing (pytest: command not found)',
    window: [{ ...testRun(true, 'pytest'), testedNothing: true }, read('a.py'), edit('a.py')],
  },
  {
    name: 'the runner found after it was missing: the real failure counts',
    window: [{ ...testRun(true, 'pytest'), testedNothing: true }, testRun(true, 'pytest -x'), read('a.py'), edit('a.py')],
    expected: { confidence: 0.9, calls: [1, 2, 3], testCommand: 'pytest -x' },
  },
  {
    name: "reading the agent's own files and editing docs are no follow-ups",
    window: [testRun(true), read('CLAUDE.md'), edit('README.md'), read('src/a.py')],
    expected: { confidence: 0.7, calls: [0, 3], testCommand: 'npm test' },
  },
]);

matchTable('refactoring', [
  {
    name: '3 edits to 2 files',
    window: [edit('src/a.py'), read('src/a.py'), edit('src/a.py'), edit('lib/b.py')],
    expected: { confidence: 0.9, calls: [0, 2, 3] },
  },
  {
    name: '3 edits to 1 file in the last 6',
    window: [edit('a.py'), bash(), bash(), bash(), edit('a.py'), edit('a.py')],
    expected: { confidence: 0.9, calls: [0, 4, 5] },
  },
  { name: '3 edits to 3 files of one folder', window: [edit('src/a.py'), edit('src/b.py'), edit('src/c.py')], expected: { confidence: 0.7, calls: [0, 1, 2] } },
  { name: '2 edits to files of one folder', window: [edit('src/auth/a.py'), bash(), edit('src/auth/b.py')], expected: { confidence: 0.7, calls: [0, 2] } },
  { name: '2 edits to one file', window: [edit('src/a.py'), edit('src/a.py')], expected: { confidence: 0.7, calls: [0, 1] } },
  { name: '2 edits in different folders', window: [edit('src/a.py'), edit('lib/b.py')] },
  { name: '3 edits to 3 files in different folders', window: [edit('src/a.py'), edit('lib/b.py'), edit('src/c.py')] },
  { name: 'an edit 7 calls back does not count', window: [edit('src/a.py'), bash(), bash(), bash(), bash(), bash(), edit('src/b.py')] },
  { name: 'a single edit', window: [read('src/a.py'), edit('src/a.py')] },
  { name: 'edits that name no file', window: [spec('Edit', 'edit'), spec('Edit', 'edit'), spec('Edit', 'edit')] },
  {
    name: "3 edits of the agent's plan file",
    window: [edit('/home/me/.claude/plans/wolf.md'), edit('/home/me/.claude/plans/wolf.md'), edit('/home/me/.claude/plans/wolf.md')],
  },
  { name: '2 edits of one documentation file', window: [edit('README.md'), bash(), edit('README.md')] },
  {
    name: 'code edits count, documentation edits between them do not',
    window: [edit('src/a.py'), edit('docs/a.md'), edit('src/a.py'), edit('docs/b.md'), edit('src/b.py')],
    expected: { confidence: 0.9, calls: [0, 2, 4] },
  },
]);

describe('detectPattern', () => {
  const onlyRefactoring = [edit('src/a.py'), bash(), bash(), bash(), bash(), edit('src/b.py')];

  it.each([
    ["the seed's exploration case", [read(), read(), bash(), read(), grep(), read(), read()], 'exploration', 0.9],
    ["the seed's implementation case", [read('a.py'), edit('a.py'), read('b.py'), edit('b.py'), edit('c.py')], 'implementation', 0.9],
    ['exploration is checked before implementation', [read(), read(), read(), read(), read(), edit('a.py'), edit('b.py')], 'exploration', 0.9],
    ['implementation at 0.7 is checked before refactoring at 0.9', [edit('a.py'), edit('a.py'), edit('a.py')], 'implementation', 0.7],
    ['exploration is checked before debugging', [testRun(true), read('a.py'), read('b.py')], 'exploration', 0.5],
    ['debugging when exploration and implementation are silent', [testRun(true), read('a.py'), edit('a.py')], 'debugging', 0.9],
    ['refactoring when implementation sees a single edit', onlyRefactoring, 'refactoring', 0.7],
  ] as const)('%s', (_name, window, pattern, confidence) => {
    expect(detectPattern(windowOf(...window))).toMatchObject({ pattern, confidence });
  });

  it("the seed's exploration case absorbs at least 5 calls", () => {
    expect(detectPattern(windowOf(read(), read(), bash(), read(), grep(), read(), read()))!.calls.length).toBeGreaterThanOrEqual(5);
  });

  it("the seed's implementation case names at least 2 files", () => {
    const match = detectPattern(windowOf(read('a.py'), edit('a.py'), read('b.py'), edit('b.py'), edit('c.py')))!;
    expect(new Set(match.calls.flatMap((call) => call.files)).size).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ["the seed's case: Read, Bash", [read(), bash()]],
    ['an empty window', []],
    ['other calls only', [bash(), bash(), bash(), bash()]],
  ] as const)('nothing fires: %s', (_name, window) => {
    expect(detectPattern(windowOf(...window))).toBeUndefined();
  });

  it.each([
    ['without implementation, refactoring speaks', [edit('a.py'), edit('a.py'), edit('b.py')], ['implementation'], 'refactoring', 0.9],
    ['without exploration, debugging speaks', [testRun(true), read('a.py'), read('b.py')], ['exploration'], 'debugging', 0.9],
    [
      'without exploration, implementation speaks',
      [read(), read(), read(), read(), read(), edit('a.py'), edit('b.py')],
      ['exploration'],
      'implementation',
      0.7,
    ],
  ] as const)('enabled filter: %s', (_name, window, disabled, pattern, confidence) => {
    const enabled = (id: DelegationPatternId) => !(disabled as readonly string[]).includes(id);
    expect(detectPattern(windowOf(...window), enabled)).toMatchObject({ pattern, confidence });
  });

  it('enabled filter: nothing fires when the only matching pattern is off', () => {
    expect(detectPattern(windowOf(read(), read(), read()), (id) => id !== 'exploration')).toBeUndefined();
    expect(detectPattern(windowOf(...onlyRefactoring), (id) => id !== 'refactoring')).toBeUndefined();
  });

  it('checks the patterns in the documented order', () => {
    expect(DELEGATION_PATTERNS.map((pattern) => pattern.meta.id)).toEqual(['exploration', 'implementation', 'debugging', 'refactoring']);
  });
});
