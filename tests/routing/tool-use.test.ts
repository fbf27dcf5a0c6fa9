import { describe, expect, it } from 'vitest';
import type { ToolCall, ToolResult } from '../../src/model/stream.js';
import { isRoutedUse, MAX_USE_KEYWORDS, routingNameOf, toolUseOfCall, toolUseOfCommand } from '../../src/routing/tool-use.js';
import type { UseOutcome } from '../../src/routing/types.js';

type Call = Pick<ToolCall, 'id' | 'tool' | 'rawTool' | 'input' | 'result' | 'location' | 'timestamp'>;

const FILE = '/logs/session.jsonl';

const call = (tool: string, input: Record<string, unknown> = {}, extra: Partial<Call> = {}): Call => ({
  id: 'toolu_1',
  tool,
  rawTool: tool,
  input,
  location: { file: FILE, line: 7 },
  ...extra,
});

const result = (extra: Partial<ToolResult> = {}): ToolResult => ({ isError: false, location: { file: FILE, line: 8 }, ...extra });

describe('routingNameOf', () => {
  it.each<[string, Call, string]>([
    ['a Skill call becomes skill:<name>', call('Skill', { skill: 'pdf' }), 'skill:pdf'],
    ['a Skill call naming its skill in `command`', call('Skill', { command: 'pdf' }), 'skill:pdf'],
    ['a Skill name is trimmed', call('Skill', { skill: '  pdf ' }), 'skill:pdf'],
    ['`skill` wins over `command`', call('Skill', { skill: 'pdf', command: 'xlsx' }), 'skill:pdf'],
    ['a Skill call without a skill stays Skill', call('Skill', {}), 'Skill'],
    ['a Skill call with a blank skill stays Skill', call('Skill', { skill: '   ' }), 'Skill'],
    ['a SlashCommand call becomes /<name>', call('SlashCommand', { command: '/deploy prod' }), '/deploy'],
    ['a SlashCommand without its slash', call('SlashCommand', { command: 'deploy' }), '/deploy'],
    ['a namespaced SlashCommand', call('SlashCommand', { command: '/gsd:plan-phase 2' }), '/gsd:plan-phase'],
    ['a SlashCommand call without a command stays SlashCommand', call('SlashCommand', {}), 'SlashCommand'],
    ['an MCP tool keeps its name', call('mcp__github__create_issue'), 'mcp__github__create_issue'],
    [
      'an MCP tool keeps its raw name over a different normalised one',
      call('github_issue', {}, { rawTool: 'mcp__github__create_issue' }),
      'mcp__github__create_issue',
    ],
    ["Codex's older MCP name is kept", call('github__create_issue'), 'github__create_issue'],
    ['a built-in takes the normalised name', call('Bash', {}, { rawTool: 'shell' }), 'Bash'],
    ['Agent normalised to Task', call('Task', {}, { rawTool: 'Agent' }), 'Task'],
  ])('%s', (_name, input, name) => {
    expect(routingNameOf(input)).toBe(name);
  });
});

describe('toolUseOfCall', () => {
  it.each<[string, ToolResult | undefined, UseOutcome]>([
    ['no result yet', undefined, 'ok'],
    ['a successful result', result(), 'ok'],
    ['an error result', result({ isError: true }), 'failed'],
    ['a rejected call', result({ refusal: { kind: 'rejected', reason: 'not now' } }), 'refused'],
    ['a rejected call reported as an error too', result({ isError: true, refusal: { kind: 'rejected' } }), 'refused'],
    ['a cancelled sibling', result({ isError: true, refusal: { kind: 'cancelled' } }), 'refused'],
    ['a headless denial', result({ isError: true, refusal: { kind: 'denied' } }), 'refused'],
  ])('outcome of %s', (_name, callResult, outcome) => {
    const use = toolUseOfCall(call('Read', { file_path: 'src/a.ts' }, callResult === undefined ? {} : { result: callResult }));
    expect(use.outcome).toBe(outcome);
  });

  it('carries the id, routing name, line and timestamp', () => {
    const use = toolUseOfCall(call('Skill', { skill: 'pdf' }, { id: 'toolu_9', timestamp: '2025-03-01T10:00:00Z', location: { file: FILE, line: 42 } }));
    expect(use).toEqual({ id: 'toolu_9', name: 'skill:pdf', outcome: 'ok', keywords: ['pdf'], line: 42, timestamp: '2025-03-01T10:00:00Z' });
  });

  it('leaves the timestamp out when the call has none', () => {
    const use = toolUseOfCall(call('Read', { file_path: 'src/a.ts' }));
    expect('timestamp' in use).toBe(false);
  });

  it.each<[string, Call, string[]]>([
    ['a Read: its file path', call('Read', { file_path: '/home/alice/project/src/auth/login.ts' }), ['alice', 'project', 'src', 'auth', 'login']],
    [
      'a Write: the path, never the content',
      call('Write', { file_path: 'src/report.ts', content: 'export const databasePassword = hunter' }),
      ['src', 'report'],
    ],
    [
      'an Edit: the path, never old_string or new_string',
      call('Edit', { file_path: 'config/settings.yaml', old_string: 'database_url: foo', new_string: 'database_url: bar' }),
      ['config', 'settings', 'yaml'],
    ],
    [
      'a Bash call: its command and description',
      call('Bash', { command: 'npm run deploy -- --env staging', description: 'Deploy the staging cluster' }),
      ['npm', 'run', 'deploy', 'env', 'staging', 'cluster'],
    ],
    ['a Grep: path then pattern', call('Grep', { pattern: 'TokenRefresh', path: 'src/auth', output_mode: 'content' }), ['src', 'auth', 'tokenrefresh']],
    ['a Glob: its pattern', call('Glob', { pattern: '**/*.test.ts' }), ['test']],
    [
      'a Task: its description, never the prompt',
      call('Task', { description: 'Audit billing module', prompt: 'Read every invoice file' }),
      ['audit', 'billing', 'module'],
    ],
    [
      'a WebFetch: its url',
      call('WebFetch', { url: 'https://docs.example.com/guide', prompt: 'summarise pricing' }),
      ['https', 'docs', 'example', 'com', 'guide'],
    ],
    ['array fields give each string item', call('Read', { path: ['src/alpha', 7, 'lib/beta'] }), ['src', 'alpha', 'lib', 'beta']],
    ['a Skill: its name', call('Skill', { skill: 'pdf', args: 'fill invoice form' }), ['pdf']],
    ['a SlashCommand: its command and name', call('SlashCommand', { command: '/deploy prod' }), ['deploy', 'prod']],
    [
      'an MCP tool: server and tool name parts, then every string input',
      call('mcp__github__create_issue', { title: 'Login fails', body: 'Users cannot sign in', labels: ['urgent'], count: 3 }),
      ['github', 'create', 'issue', 'login', 'fails', 'cannot', 'sign'],
    ],
    [
      "an MCP tool's content-like string input counts too",
      call('mcp__notion__create_page', { content: 'quarterly roadmap' }),
      ['notion', 'create', 'page', 'quarterly', 'roadmap'],
    ],
    ["Codex's older MCP name", call('github__create_issue', { repo: 'acme/widgets' }), ['github', 'create', 'issue', 'acme', 'widgets']],
    ['a built-in with no activity field', call('TodoWrite', { todos: [{ content: 'write tests' }] }), []],
  ])('keywords of %s', (_name, input, keywords) => {
    expect(toolUseOfCall(input).keywords).toEqual(keywords);
  });

  it(`keeps at most ${MAX_USE_KEYWORDS} keywords`, () => {
    const words = Array.from({ length: 30 }, (_, index) => `word${String.fromCharCode(97 + (index % 26))}${index}`);
    const use = toolUseOfCall(call('mcp__search__query', { query: words.join(' ') }));
    expect(use.keywords).toHaveLength(MAX_USE_KEYWORDS);
    expect(use.keywords).toEqual(['search', 'query', ...words.slice(0, MAX_USE_KEYWORDS - 2)]);
  });

  it('looks at the first characters of the input only', () => {
    const use = toolUseOfCall(call('Bash', { command: `deploy ${'a '.repeat(300)}omega` }));
    expect(use.keywords).toEqual(['deploy']);
  });
});

describe('toolUseOfCommand', () => {
  it('a slash command the user ran is an ok use with id command@<line>', () => {
    expect(toolUseOfCommand('/deploy', 'prod cluster', 42, '2025-03-01T10:00:00Z')).toEqual({
      id: 'command@42',
      name: '/deploy',
      outcome: 'ok',
      keywords: ['deploy', 'prod', 'cluster'],
      line: 42,
      timestamp: '2025-03-01T10:00:00Z',
    });
  });

  it('without a timestamp or arguments', () => {
    const use = toolUseOfCommand('/gsd:plan-phase', '', 3);
    expect(use).toEqual({ id: 'command@3', name: '/gsd:plan-phase', outcome: 'ok', keywords: ['gsd', 'plan', 'phase'], line: 3 });
    expect('timestamp' in use).toBe(false);
  });

  it('caps its keywords too', () => {
    const args = Array.from({ length: 40 }, (_, index) => `arg${index}x`).join(' ');
    expect(toolUseOfCommand('/deploy', args, 1).keywords).toHaveLength(MAX_USE_KEYWORDS);
  });
});

describe('isRoutedUse', () => {
  it.each<[string, boolean]>([
    ['mcp__tip-miner__tips', false],
    ['skill:tip_miner', false],
    ['mcp__github__create_issue', true],
    ['Read', true],
  ])('%s → %s', (name, routed) => {
    expect(isRoutedUse({ name })).toBe(routed);
  });
});
