/**
 * One JSON convention: every command's `--json` output, on a small fixture history, is an object with
 * schemaVersion that its schema in schemas/output/ accepts; every file written under the memory dir is
 * accepted by its schema in schemas/files/; a wrong shape is refused; every command offers --json
 * (except review and hook) and takes the global options. The same on the real corpus:
 * json-schemas.corpus.test.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeApprovedMemory } from '../../src/store/memory-layers.js';
import { claudeTranscript, git, read, type Call } from '../helpers/claude-transcript.js';
import { cli, stateDir } from '../helpers/cli.js';
import { outputSchema, schemaErrors, SCHEMA_FILES, writtenJsonFiles } from '../helpers/json-schemas.js';
import { fixture, repoRoot } from '../helpers/paths.js';

/** Sessions in which the same calls come before an MCP tool: routing learns a pattern and replays suggestions. */
function routingLogs(): string {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-schema-logs-'));
  const openPr: Call = { tool: 'mcp__github__create_pull_request', input: { title: 'Fix' }, result: 'created #12' };
  const grep: Call = { tool: 'Grep', input: { pattern: 'parsePr' }, result: 'src/pr.ts' };
  for (const index of [1, 2, 3, 4]) {
    const calls = [git(), git(), read('src/pr.ts'), grep, read('src/util.ts'), openPr];
    writeFileSync(join(folder, `s${index}.jsonl`), `${claudeTranscript(calls, { sessionId: `s${index}` }).lines.join('\n')}\n`);
  }
  return folder;
}

const state = stateDir();
const memory = join(state, 'memory');
const global = ['--db', join(state, 'history.db'), '--memory-dir', memory];
const LOGS = ['claude-code', 'codex', 'agent-framework', 'routing', 'bad-input/malformed.jsonl'].map((path) => fixture(path));
/** Schemas some output or file below was checked against. */
const used = new Set<string>();

function checked(schema: string, value: unknown): string[] {
  used.add(schema);
  return schemaErrors(schema, value);
}

let firstAnalyze = '';

beforeAll(async () => {
  const analyzed = await cli('analyze', ...LOGS, routingLogs(), ...global, '--json');
  expect(analyzed.code, analyzed.stderr).toBe(0);
  firstAnalyze = analyzed.stdout;
  // a preference (shown in the delegation report), approved proposals (decisions.json)
  expect((await cli('prefs', 'set', 'debugging', 'always', ...global)).code).toBe(0);
  expect((await cli('review', '--approve', 'all', ...global)).code).toBe(0);
  // the universal layers, which the fixtures' project-scoped proposals do not reach
  const rule = { id: 'mem-0123456789', content: 'Use pnpm, not npm', rationale: 'Corrected in 2 sessions', sessions: 2 };
  storeApprovedMemory(memory, { ...rule, category: 'correction', scope: 'universal' }, 1_800_000_000);
  storeApprovedMemory(memory, { ...rule, category: 'rule', scope: 'universal' }, 1_800_000_000);
  storeApprovedMemory(memory, { ...rule, category: 'rule', scope: 'language:python' }, 1_800_000_000);
});

function tipsOffConfig(): string {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-schema-config-'));
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'off.yaml'), 'optimization:\n  enable_tool_pattern_tips: false\n');
  return join(folder, 'off.yaml');
}

describe('every --json output is an object with schemaVersion that its schema accepts', () => {
  it('analyze (first run and a run with nothing new)', async () => {
    const again = await cli('analyze', ...LOGS, ...global, '--json');
    for (const stdout of [firstAnalyze, again.stdout]) {
      const output = JSON.parse(stdout) as Record<string, unknown>;
      expect(output.schemaVersion).toBe(1);
      expect(checked(outputSchema('analyze'), output)).toEqual([]);
    }
  });

  it.each([
    ['tips', ['tips', '--repo', 'proj', '--json']],
    ['tips', ['tips', '--repo', 'repo', '--format', 'json']],
    // the working folder's repository has no sessions: tips of none, said in the JSON
    ['tips', ['tips', '--json']],
    ['tips', ['tips', '--repo', 'proj', '--json', '--config', tipsOffConfig()]],
    ['patterns', ['patterns', '--repo', 'proj', '--json']],
    ['findings', ['findings', '--json']],
    ['findings', ['findings', '--json', '--pattern', 'delegate-exploration,edit-retry']],
    ['detectors', ['detectors', '--json']],
    ['corrections', ['corrections', '--json']],
    ['proposals', ['proposals', '--json']],
    ['proposals', ['proposals', '--all', '--json', '--repo', 'inline']],
    ['delegation', ['delegation', '--json']],
    ['delegation', ['delegation', '--json', '--repo', 'repo']],
    ['routes', ['routes', '--json']],
    ['repos', ['repos', '--json']],
    ['report', ['report', '--json']],
    ['report', ['report', '--json', '--all-repos', '--since', '2020-01-01']],
    ['prefs-list', ['prefs', 'list', '--json']],
    ['prefs-set', ['prefs', 'set', 'refactoring', 'never', '--json']],
    ['explain', ['explain', 'sequential-reads', '--json']],
    ['explain', ['explain', 'delegate-exploration', '--json']],
    ['explain', ['explain', 'solo-streak', '--json']],
    ['merge', ['merge', join(state, 'history.db'), '--into', join(stateDir(), 'merged.db'), '--json']],
    ['hooks-install', ['hooks', 'install', '--dry-run', '--json']],
    ['hooks-uninstall', ['hooks', 'uninstall', '--dry-run', '--json']],
    ['hooks-status', ['hooks', 'status', '--json']],
    ['doctor', ['doctor', '--json']],
    ['formats', ['formats', '--json']],
  ])('%s: %j', async (schema, args) => {
    const run = await cli(...args, ...global);
    expect(run.code, run.stderr).toBe(0);
    const output = JSON.parse(run.stdout) as unknown;
    expect(output).toMatchObject({ schemaVersion: 1 });
    expect(checked(outputSchema(schema), output)).toEqual([]);
  });

  it('export, and the manifest.json it writes', async () => {
    const out = join(stateDir(), 'export');
    const run = await cli('export', '--out', out, '--all-repos', '--json', ...global);
    expect(run.code, run.stderr).toBe(0);
    expect(checked(outputSchema('export'), JSON.parse(run.stdout))).toEqual([]);
    expect(checked('files/export_manifest.schema.json', JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')))).toEqual([]);
  });

  it('prefs list --json says what the table says: every pattern', async () => {
    const table = await cli('prefs', 'list', ...global);
    const { preferences } = JSON.parse((await cli('prefs', 'list', '--json', ...global)).stdout) as { preferences: Record<string, string> };
    expect(table.stdout).toBe(
      Object.entries(preferences)
        .map(([pattern, setting]) => `${pattern.padEnd(15)} ${setting}\n`)
        .join(''),
    );
    expect(preferences).toMatchObject({ debugging: 'always', refactoring: 'never', exploration: 'default' });
  });

  it('tips --format json and tips --json print the same', async () => {
    const json = await cli('tips', '--repo', 'proj', '--json', ...global);
    const format = await cli('tips', '--repo', 'proj', '--format', 'json', ...global);
    expect(format.stdout).toBe(json.stdout);
    // proj is a Codex repository whose one search is `rg` over its folder: no finding under Codex's rule (detectors.md)
    const { tips, agent, leftOut } = JSON.parse(json.stdout) as { tips: unknown[]; agent: string; leftOut: unknown[] };
    expect({ tips, agent, leftOut }).toEqual({ tips: [], agent: 'codex', leftOut: [] });
  });
});

describe('every file written under the memory dir has a schema that accepts it', () => {
  it('tool_patterns.json, memory_proposals.json, routing.json, delegation_preferences.json and the memory layers', () => {
    const files = writtenJsonFiles(memory);
    expect(files.filter(({ schema }) => schema === undefined).map(({ path }) => path)).toEqual([]);
    for (const { path, schema } of files) {
      expect(checked(schema!, JSON.parse(readFileSync(path, 'utf8'))), path).toEqual([]);
    }
  });
});

describe('a wrong shape is refused', () => {
  const analyzeOutput = () => JSON.parse(firstAnalyze) as Record<string, unknown>;
  it.each<[string, string, () => unknown]>([
    ['no schemaVersion', 'analyze', () => ({ ...analyzeOutput(), schemaVersion: undefined })],
    ['a missing field', 'analyze', () => ({ ...analyzeOutput(), files: undefined })],
    ['an unknown field', 'analyze', () => ({ ...analyzeOutput(), session_count: 1 })],
    ['a count as text', 'analyze', () => ({ ...analyzeOutput(), toolCalls: '3' })],
    ['a top-level array (the old findings --json)', 'findings', () => []],
    ['the old detectors --json array', 'detectors', () => [{ id: 'edit-retry' }]],
    ['the old prefs list --json', 'prefs-list', () => ({})],
    ['a preference of no pattern', 'prefs-list', () => ({ schemaVersion: 1, preferences: { exploring: 'never' } })],
    [
      'explain with why instead of rationale',
      'explain',
      () => ({ schemaVersion: 1, id: 'x', kind: 'solo streak', title: 't', fires: 'f', why: 'w', example: 'e', tip: 't' }),
    ],
    [
      'a tip with the seed names',
      'tips',
      () => ({ schemaVersion: 1, enabled: true, repo: 'r', file: 'f', tips: [{ pattern_id: 'edit-retry', text: 't', hit_count: 1, score: 1 }], markdown: '' }),
    ],
    [
      'the old proposals --json (the summary at the top level)',
      'proposals',
      () => ({ schemaVersion: 1, session_id: 's', timestamp: '2025-01-01T00:00:00.000Z', project: null, total_corrections: 0, clusters: 0, proposals: [] }),
    ],
  ])('%s (%s)', (_name, schema, value) => {
    expect(schemaErrors(outputSchema(schema), JSON.parse(JSON.stringify(value())))).not.toEqual([]);
  });

  it.each<[string, string, unknown]>([
    ['a tool_patterns.json entry without hit_count', 'files/tool_patterns.schema.json', [{ pattern_id: 'x', tip: 't', last_seen: 1 }]],
    ['a tool_patterns.json that is an object', 'files/tool_patterns.schema.json', { patterns: [] }],
    ['a routing.json tool of an unknown status', 'files/routing.schema.json', { repo: 'r', computedAt: 1, events: 0, replay: {}, tools: [], patterns: [] }],
    ['a delegation preference of no pattern', 'files/delegation_preferences.schema.json', { exploring: 'never' }],
    ['a memory proposal with camelCase names', 'files/memory_proposals.schema.json', { sessionId: 's', proposals: [] }],
    [
      'an export manifest with camelCase names',
      'files/export_manifest.schema.json',
      { schemaVersion: 1, generator: 'tip-miner export', tipMinerVersion: '1', exportedAt: '2026-01-01T00:00:00.000Z', format: 'ndjson', tables: [] },
    ],
  ])('%s', (_name, schema, value) => {
    expect(schemaErrors(schema, value)).not.toEqual([]);
  });
});

describe('the convention holds for every command', () => {
  async function commandNames(): Promise<string[]> {
    const help = await cli('--help');
    const section = help.stdout.slice(help.stdout.indexOf('Commands:'));
    return [...section.matchAll(/^ {2}([a-z-]+)/gm)].map((match) => match[1]!).filter((name) => name !== 'help');
  }

  it('every command but review (interactive) and hook (Claude Code protocol) offers --json and has an output schema; prefs and hooks on each subcommand', async () => {
    const names = await commandNames();
    expect(names).toEqual(expect.arrayContaining(['analyze', 'tips', 'prefs', 'explain', 'detectors']));
    const printing = names.flatMap((name) =>
      name === 'review' || name === 'hook'
        ? []
        : name === 'prefs' || name === 'hooks'
          ? (name === 'prefs' ? ['list', 'set'] : ['install', 'uninstall', 'status']).map((subcommand) => [name, subcommand])
          : [[name]],
    );
    for (const command of printing) {
      expect((await cli(...command, '--help')).stdout, command.join(' ')).toContain('--json');
      expect(SCHEMA_FILES, command.join(' ')).toContain(outputSchema(command.join('-')));
    }
  });

  it('every command takes the global options --config, --db, --memory-dir and --repo', async () => {
    const commands = [
      ...(await commandNames()).filter((name) => name !== 'prefs' && name !== 'hook' && name !== 'hooks'),
      'prefs list',
      'prefs set',
      'hook post-tool-use',
      'hooks install',
      'hooks uninstall',
      'hooks status',
    ];
    for (const command of commands) {
      const help = (await cli(...command.split(' '), '--help')).stdout;
      for (const option of ['--config', '--db', '--memory-dir', '--repo']) expect(help, `${command} ${option}`).toContain(option);
    }
  });

  it('detectors, explain and prefs accept --config, --db, --memory-dir and --repo (prefs before its subcommand too)', async () => {
    const options = [...global, '--repo', 'acme/widgets', '--config', tipsOffConfig()];
    for (const args of [
      ['detectors', '--json', ...options],
      ['explain', 'edit-retry', '--json', ...options],
      ['prefs', 'list', '--json', ...options],
      ['prefs', ...options, 'list', '--json'],
    ]) {
      const run = await cli(...args);
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
    }
  });

  it('every schema in schemas/ was checked against real output above', () => {
    expect(SCHEMA_FILES.filter((schema) => schema !== 'common.schema.json' && !used.has(schema))).toEqual([]);
  });
});

describe('the format ids the schemas accept', () => {
  it('are the registered formats (npm run readme writes them)', async () => {
    const { FORMAT_IDS } = await import('../../src/ingest/formats/index.js');
    const common = JSON.parse(readFileSync(join(repoRoot, 'schemas/common.schema.json'), 'utf8')) as {
      $defs: { formatId: { enum: string[] } };
    };
    expect(common.$defs.formatId.enum).toEqual(FORMAT_IDS);
  });
});
