import { spawnSync } from 'node:child_process';
import { plainPath, sanitizeAndRedact } from '../../src/safety/sanitize.js';
import { describe, expect, it } from 'vitest';
import { delegationPatternById } from '../../src/delegation/patterns/index.js';
import { pythonStringBody } from '../../src/delegation/python-string.js';
import { delegationCall } from '../../src/delegation/delegation-call.js';
import { buildSuggestion, type SuggestionOptions } from '../../src/delegation/suggestion.js';
import type { CallRole, DelegationCall, DelegationPatternId, PatternMatch } from '../../src/delegation/types.js';
import { needsTool } from '../helpers/tools.js';

let nextId = 0;
const call = (tool: string, role: CallRole, files: string[], extra: Partial<DelegationCall> = {}): DelegationCall => ({
  id: `call-${nextId++}`,
  tool,
  role,
  files,
  failed: false,
  file: '/logs/session.jsonl',
  line: nextId,
  ...extra,
});
const read = (file: string, resultBytes?: number) => call('Read', 'explore', [file], resultBytes === undefined ? {} : { resultBytes });
const edit = (file: string) => call('Edit', 'edit', [file]);
const grep = (search: string) => call('Grep', 'explore', [], { search });
const glob = (search: string) => call('Glob', 'explore', [], { search });

const matchOf = (pattern: DelegationPatternId, calls: DelegationCall[], extra: Partial<PatternMatch> = {}): PatternMatch => ({
  pattern,
  confidence: 0.9,
  calls,
  description: 'seen',
  ...extra,
});
const suggest = (pattern: DelegationPatternId, calls: DelegationCall[], options?: SuggestionOptions, extra?: Partial<PatternMatch>) =>
  buildSuggestion(matchOf(pattern, calls, extra), options);

const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const shorten = (text: string) => (text.length <= 48 ? text : `${text.slice(0, 47)}…`);
const promptLines = (code: string) => code.split('\n').map((line) => line.trim());

/** python3 checks that each suggestion parses as Python: without it these tests skip locally and fail under CI. */
const python = needsTool('python3');
const PARSE_TASK = [
  'import ast, json, sys',
  't = ast.parse(sys.stdin.read())',
  'assert len(t.body) == 1',
  'c = t.body[0].value',
  'assert isinstance(c, ast.Call) and c.func.id == "Task" and not c.args',
  'assert all(isinstance(k.value, ast.Constant) and isinstance(k.value.value, str) for k in c.keywords)',
  'print(json.dumps({k.arg: k.value.value for k in c.keywords}))',
].join('\n');

function parsePython(code: string): { status: number | null; keywords?: Record<string, string> } {
  const run = spawnSync('python3', ['-c', PARSE_TASK], { input: code, encoding: 'utf8', env: { ...process.env, PYTHONIOENCODING: 'utf-8' } });
  if (run.error) throw new Error(`python3 could not be run: ${run.error.message}`);
  return run.status === 0 ? { status: 0, keywords: JSON.parse(run.stdout) as Record<string, string> } : { status: run.status };
}

describe('buildSuggestion', () => {
  it.each([
    ['exploration', 'Explore', [read('src/auth/a.py'), read('src/auth/b.py')], 'Explore the code in `src/auth` and report what you find.'],
    ['implementation', 'general-purpose', [edit('src/auth/a.py'), edit('src/auth/b.py')], 'Make the changes needed in the code in `src/auth`.'],
    [
      'debugging',
      'general-purpose',
      [call('Bash', 'test', [], { command: 'npm test -- parser', failed: true }), read('src/auth/a.py'), edit('src/auth/b.py')],
      'Debug and fix the failing tests of: npm test -- parser',
    ],
    ['refactoring', 'general-purpose', [edit('src/auth/a.py'), edit('src/auth/b.py')], 'Refactor the code in `src/auth` without changing its behaviour.'],
  ] as const)('%s: a Task call for %s', (pattern, subagentType, calls, lead) => {
    const suggestion = suggest(pattern, [...calls], {}, pattern === 'debugging' ? { testCommand: 'npm test -- parser' } : {});
    expect(suggestion).toMatchObject({ pattern, subagentType, goal: 'the code in `src/auth`' });
    expect(suggestion.code.startsWith('Task(\n')).toBe(true);
    expect(suggestion.code.endsWith('\n)')).toBe(true);
    expect(suggestion.code).toContain(`subagent_type="${subagentType}"`);
    expect(promptLines(suggestion.code)).toContain(lead);
    expect(promptLines(suggestion.code)).toContain('- `src/auth/a.py`');
    expect(promptLines(suggestion.code)).toContain(delegationPatternById(pattern).meta.prompt.filesHeading);
  });

  it('debugging without a known command names the test command generically', () => {
    const suggestion = suggest('debugging', [call('Bash', 'test', [], { failed: true })]);
    expect(promptLines(suggestion.code)).toContain('Debug and fix the failing tests of: the test command');
  });

  it('names at most 5 files, and how many more there are', () => {
    const files = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => `src/${name}.py`);
    const suggestion = suggest('implementation', files.map(edit));
    expect(suggestion.files).toEqual(files.slice(0, 5));
    const lines = promptLines(suggestion.code);
    for (const file of files.slice(0, 5)) expect(lines).toContain(`- \`${file}\``);
    expect(lines).not.toContain('- `src/f.py`');
    expect(lines).not.toContain('- `src/g.py`');
    expect(lines).toContain('- … and 2 more');
  });

  it('names 5 files without a "more" line, each once', () => {
    const files = ['a', 'b', 'c', 'd', 'e'].map((name) => `src/${name}.py`);
    const suggestion = suggest('implementation', [...files.map(read), ...files.map(edit)]);
    expect(suggestion.files).toEqual(files);
    expect(suggestion.code).not.toContain('more');
    expect(suggestion.code.split('- `src/a.py`').length).toBe(2);
  });

  it('has no files heading when the calls name no file', () => {
    const suggestion = suggest('exploration', [grep('token'), grep('session')]);
    expect(suggestion.files).toEqual([]);
    expect(suggestion.code).not.toContain('Files looked at so far:');
  });

  it.each([
    ['a common folder', [read('src/auth/a.py'), read('src/auth/b.py')], 'the code in `src/auth`'],
    ['a common folder at different depths', [read('src/auth/a.py'), read('src/auth/jwt/b.py')], 'the code in `src/auth`'],
    ['a common absolute folder', [read('/etc/nginx/a.conf'), read('/etc/nginx/b.conf')], 'the code in `/etc/nginx`'],
    ['folders that share only a name prefix', [read('src/auth/a.py'), read('src/authz/b.py')], 'the code in `src`'],
    ['a common name prefix across folders', [read('lib/parser_a.ts'), read('src/parser_b.ts')], 'the `parser` code'],
    ['one file', [read('src/app.py'), edit('src/app.py')], '`src/app.py`'],
    [
      'the grep patterns when files say nothing',
      [read('lib/x.ts'), read('src/y.ts'), grep('token'), grep('session'), grep('third')],
      'the code around "token" and "session"',
    ],
    ['the grep pattern without files', [grep('token')], 'the code around "token"'],
    ['a Glob pattern is no goal', [glob('src/**/*.py')], 'the codebase'],
    ['files in the working folder itself', [read('a.py'), read('b.py')], 'the codebase'],
  ])('goal from %s', (_name, calls, goal) => {
    const suggestion = suggest('exploration', calls);
    expect(suggestion.goal).toBe(goal);
    expect(suggestion.code).toContain(pythonStringBody(goal, true));
  });

  it('lists up to 3 searches for exploration only', () => {
    const calls = () => [grep('one'), glob('*.two'), grep('three'), grep('four'), read('src/a.py')];
    const lines = promptLines(suggest('exploration', calls()).code);
    expect(lines).toEqual(expect.arrayContaining(['Searches so far:', '- one', '- *.two', '- three']));
    expect(lines).not.toContain('- four');
    expect(suggest('implementation', [...calls(), edit('src/a.py')]).code).not.toContain('Searches so far:');
  });

  it('shortens a long description to 48 characters', () => {
    const file = `src/${'very_long_name_'.repeat(5)}.py`;
    const description = /description="(.*)",/.exec(suggest('implementation', [edit(file)]).code)![1]!;
    expect(description).toHaveLength(48);
    // the file's code span is closed after the cut
    expect(description).toBe(`Change \`${file}`.slice(0, 46) + '…`');
  });

  it.each([
    ['summed over the calls', [read('a.py', 100), read('b.py', 250), read('c.py'), read('d.py', 3)], 353, 89],
    ['of one empty result', [read('a.py', 0), read('b.py')], 0, 0],
    ['exactly 4 bytes a token', [read('a.py', 400)], 400, 100],
  ] as const)('context size %s', (_name, calls, bytes, tokens) => {
    const suggestion = suggest('exploration', [...calls]);
    expect(suggestion.contextBytes).toBe(bytes);
    expect(suggestion.contextTokens).toBe(tokens);
  });

  it('has no context size when no result size is known', () => {
    const suggestion = suggest('exploration', [read('a.py'), read('b.py')]);
    expect(suggestion).not.toHaveProperty('contextBytes');
    expect(suggestion).not.toHaveProperty('contextTokens');
  });

  it('ends with the summary request and no footer by default', () => {
    const lines = suggest('implementation', [edit('src/a.py'), edit('src/b.py')]).code.split('\n');
    expect(lines.slice(-4)).toEqual(['    Return a short structured summary.', '    """,', '    subagent_type="general-purpose"', ')']);
  });

  it.each([
    ['a one-line footer', 'Report to {pattern} about {goal}.', ['Report to implementation about the code in `src/auth`.']],
    ['a multi-line footer', '  Report back.\nPattern: {pattern}\n', ['Report back.', 'Pattern: implementation']],
  ])('appends %s with {pattern} and {goal} filled in', (_name, footer, expected) => {
    const lines = suggest('implementation', [edit('src/auth/a.py'), edit('src/auth/b.py')], { footer }).code.split('\n');
    const end = lines.indexOf('    """,');
    expect(lines.slice(end - expected.length - 2, end)).toEqual(['    Return a short structured summary.', '', ...expected.map((line) => `    ${line}`)]);
  });

  it('ignores a blank footer', () => {
    const plain = suggest('refactoring', [edit('src/a.py'), edit('src/b.py')]).code;
    expect(suggest('refactoring', [edit('src/a.py'), edit('src/b.py')], { footer: ' \n ' }).code).toBe(plain);
  });
});

describe('buildSuggestion in the words of the session’s agent', () => {
  it.each([
    ['claude-code', 'exploration', 'Task(', 'Explore'],
    ['opencode', 'exploration', 'task(', 'explore'],
    ['opencode', 'implementation', 'task(', 'general'],
    ['opencode', 'debugging', 'task(', 'general'],
  ] as const)('%s, %s: %s … subagent_type "%s"', (format, pattern, call, subagentType) => {
    const suggestion = buildSuggestion(matchOf(pattern, [read('src/auth/a.py'), edit('src/auth/b.py')]), { format });
    expect(suggestion.code.startsWith(`${call}\n`)).toBe(true);
    expect(suggestion).toMatchObject({ subagentType });
    expect(suggestion.code).toContain(`subagent_type="${subagentType}"`);
  });
});

describe('buildSuggestion makes valid Python, and names only files of a plain shape', () => {
  it.skipIf(python.skip)(`the checker accepts a Task call and rejects broken code${python.note}`, () => {
    expect(parsePython('Task(prompt="a")')).toEqual({ status: 0, keywords: { prompt: 'a' } });
    expect(parsePython('Task(prompt="a"b")').status).not.toBe(0);
    expect(parsePython('Task(prompt=f"{x}")').status).not.toBe(0);
  });

  const cases: Array<{ name: string; pattern: DelegationPatternId; files: string[]; footer?: string; testCommand?: string }> = [
    { name: 'plain exploration', pattern: 'exploration', files: ['src/auth/a.py', 'src/auth/b.py'] },
    {
      name: 'quotes, backslashes, a tab and a control character',
      pattern: 'exploration',
      files: ['src/we"ird.py', 'src/"""triple.py', 'src\\back\\slash.py', 'src/tab\there.py', 'src/ctl\u0001.py'],
    },
    {
      name: 'a lone surrogate, trailing escapes, line breaks',
      pattern: 'implementation',
      files: ['src/lone\uD800.py', 'src/ends-with\\', 'src/ends-with"', 'src/new\nline.py', 'src/cr\r.py'],
    },
    { name: 'one odd file as the goal, an odd test command', pattern: 'debugging', files: ['a"""b\\.py'], testCommand: 'pytest -k "a \\" b" """' },
    { name: 'a footer with triple quotes', pattern: 'refactoring', files: ['x\\"y.py', 'x\\z.py'], footer: 'Reply """done""" for {pattern} on {goal} \\' },
    { name: 'a long description cut inside an emoji', pattern: 'implementation', files: [`${'x'.repeat(39)}😀"tail.py`] },
    { name: 'non-ASCII names', pattern: 'implementation', files: ['src/café.py', 'src/日本\u2028語.py', 'src/emoji😀.py'] },
  ];

  it.skipIf(python.skip).each(cases.map((testCase) => [testCase.name, testCase] as const))(`%s${python.note}`, (_name, testCase) => {
    const calls = testCase.files.map((file) => (testCase.pattern === 'exploration' ? read(file) : edit(file)));
    const testRun = call('Bash', 'test', [], { failed: true, ...(testCase.testCommand !== undefined && { command: testCase.testCommand }) });
    const suggestion = suggest(
      testCase.pattern,
      testCase.pattern === 'debugging' ? [testRun, ...calls] : calls,
      testCase.footer === undefined ? {} : { footer: testCase.footer },
      testCase.testCommand === undefined ? {} : { testCommand: testCase.testCommand },
    );
    const parsed = parsePython(suggestion.code);
    expect(parsed.status).toBe(0);
    const { subagent_type, prompt, description } = parsed.keywords!;
    expect(subagent_type).toBe(testCase.pattern === 'exploration' ? 'Explore' : 'general-purpose');
    for (const file of testCase.files) {
      // a file name that is not plain (quotes, backslashes, controls, separators) is left out of the prompt
      if (plainPath(file) === file) expect(prompt).toContain(`- \`${file}\`\n`);
      else expect(prompt).not.toContain(wellFormed(file));
    }
    expect(suggestion.files.every((file) => plainPath(file) === file)).toBe(true);
    if (suggestion.files.length > 0) expect(prompt).toContain(wellFormed(suggestion.goal));
    if (testCase.testCommand !== undefined) expect(prompt).toContain(`Debug and fix the failing tests of: ${sanitizeAndRedact(testCase.testCommand)}\n`);
    if (testCase.footer !== undefined) expect(prompt).toContain(`Reply """done""" for ${testCase.pattern} on ${suggestion.goal} \\\n`);
    expect(description).toBe(wellFormed(shorten(delegationPatternById(testCase.pattern).meta.description.replace('{goal}', suggestion.goal))));
  });
});

describe('pythonStringBody', () => {
  it.each([
    ['plain', false, 'plain'],
    ['a"b', false, 'a\\"b'],
    ['"""', true, '\\"\\"\\"'],
    ['a\\b', false, 'a\\\\b'],
    ['a\nb', false, 'a\\nb'],
    ['a\nb', true, 'a\nb'],
    ['a\tb', false, 'a\\tb'],
    ['a\tb', true, 'a\tb'],
    ['a\rb', true, 'a\\x0db'],
    ['\u0000\u0001\u001f', true, '\\x00\\x01\\x1f'],
    ['\u007f', false, '\\x7f'],
    ['\uD800x', false, '\uFFFDx'],
    ['x\uDC00', true, 'x\uFFFD'],
    ['\uDC00\uD800', false, '\uFFFD\uFFFD'],
    ['😀 é \u2028', false, '😀 é \u2028'],
  ])('%j (multiline %s)', (text, multiline, expected) => {
    expect(pythonStringBody(text, multiline)).toBe(expected);
  });
});

describe('buildSuggestion: search scopes and the agent’s own files', () => {
  const fromLog = (tool: string, input: Record<string, unknown>): DelegationCall =>
    delegationCall({ callId: `toolu_${nextId++}`, tool, input, cwd: '/repo', location: { file: '/logs/session.jsonl', line: nextId } });

  it.each([
    [
      'Grep folders (corpus shape: app/js, js/lib) are named with their searches, never as files',
      [
        fromLog('Grep', { pattern: 'webkitAudioContext', path: '/repo/app/js' }),
        fromLog('Grep', { pattern: 'webkitURL', path: 'js/lib' }),
        fromLog('Read', { file_path: '/repo/js/lib/recorder.js' }),
      ],
      ['js/lib/recorder.js'],
      '`js/lib/recorder.js`',
      ['- webkitAudioContext (in `app/js`)', '- webkitURL (in `js/lib`)'],
    ],
    [
      'two Grep folders under src make no goal "the code in `src`"',
      [fromLog('Grep', { pattern: 'token', path: '/repo/src/auth' }), fromLog('Grep', { pattern: 'session', path: '/repo/src/db' })],
      [],
      'the code around "token" and "session"',
      ['- token (in `src/auth`)', '- session (in `src/db`)'],
    ],
    [
      'a Glob folder is a scope',
      [
        fromLog('Glob', { pattern: '**/*.py', path: '/repo/src' }),
        fromLog('Read', { file_path: '/repo/src/a.py' }),
        fromLog('Read', { file_path: '/repo/lib/b.py' }),
      ],
      ['src/a.py', 'lib/b.py'],
      'the codebase',
      ['- **/*.py (in `src`)'],
    ],
    [
      'a Grep in one file names that file',
      [fromLog('Grep', { pattern: 'def main', path: '/repo/src/app.py' }), fromLog('Read', { file_path: '/repo/src/app.py' })],
      ['src/app.py'],
      '`src/app.py`',
      ['- def main'],
    ],
    [
      'a Grep of the working folder itself has no scope to name',
      [fromLog('Grep', { pattern: 'class SessionCacheData', path: '/repo' }), fromLog('Read', { file_path: '/repo/claude_code_log/models.py' })],
      ['claude_code_log/models.py'],
      '`claude_code_log/models.py`',
      ['- class SessionCacheData'],
    ],
  ] as const)('%s', (_name, calls, files, goal, searches) => {
    const suggestion = suggest('exploration', [...calls]);
    expect(suggestion.files).toEqual(files);
    expect(suggestion.goal).toBe(goal);
    const lines = promptLines(suggestion.code);
    const listed = lines.slice(lines.indexOf('Searches so far:') + 1, lines.indexOf('Please:') - 1);
    expect(listed).toEqual(searches);
  });

  it.each([
    [
      "the agent's plan and CLAUDE.md are never named (corpus shape: ~/.claude/plans/*.md)",
      'implementation',
      [edit('/home/cboos/.claude/plans/humble-doodling-wolf.md'), edit('src/auth/a.py'), edit('CLAUDE.md'), edit('src/auth/b.py')],
      ['src/auth/a.py', 'src/auth/b.py'],
      'the code in `src/auth`',
    ],
    [
      "only the agent's own files: no files heading, no goal from them",
      'exploration',
      [read('~/.claude/CLAUDE.md'), read('.claude/settings.json')],
      [],
      'the codebase',
    ],
    ['documentation read while exploring is named', 'exploration', [read('README.md'), read('docs/usage.md')], ['README.md', 'docs/usage.md'], 'the codebase'],
    [
      'a file seen from two working folders is named once (corpus shape: after a cd into test/)',
      'exploration',
      [read('/Users/dain/workspace/claude-code-log/claude_code_log/renderer.py'), read('claude_code_log/renderer.py'), read('/srv/other/renderer.py')],
      ['claude_code_log/renderer.py', '/srv/other/renderer.py'],
      'the `renderer` code',
    ],
  ] as const)('%s', (_name, pattern, calls, files, goal) => {
    const suggestion = suggest(pattern, [...calls]);
    expect(suggestion.files).toEqual(files);
    expect(suggestion.goal).toBe(goal);
    expect(suggestion.code).not.toMatch(/CLAUDE\.md|\.claude\//);
    if (files.length === 0) expect(suggestion.code).not.toMatch(/Files (?:looked at so far|to change):/);
  });
});
