/**
 * The JSON Schemas of schemas/ on the real corpus: analyze it, then every `--json` output (tips, patterns
 * and delegation for each repository) and every file written under the memory dir (the memory layers too,
 * after approving every proposal) is accepted by its schema. The fixture run: json-schemas.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { knownIds } from '../../src/app/explain.js';
import { cli, stateDir } from '../helpers/cli.js';
import { outputSchema, schemaErrors, writtenJsonFiles } from '../helpers/json-schemas.js';
import { corpusDir } from '../helpers/paths.js';

const state = stateDir();
const memory = join(state, 'memory');
const global = ['--db', join(state, 'history.db'), '--memory-dir', memory];
let analyzed = '';
let repos: string[] = [];

async function jsonOf(...args: string[]): Promise<unknown> {
  const run = await cli(...args, ...global);
  expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
  return JSON.parse(run.stdout) as unknown;
}

beforeAll(async () => {
  const run = await cli('analyze', corpusDir(), ...global, '--json');
  expect(run.code, run.stderr).toBe(0);
  analyzed = run.stdout;
  repos = ((await jsonOf('routes', '--json')) as { repos: Array<{ repo: string }> }).repos.map(({ repo }) => repo);
});

describe('the JSON Schemas on the corpus', () => {
  it('analyze --json, and again with nothing new', async () => {
    expect(schemaErrors(outputSchema('analyze'), JSON.parse(analyzed))).toEqual([]);
    expect(schemaErrors(outputSchema('analyze'), await jsonOf('analyze', corpusDir(), '--json'))).toEqual([]);
  });

  it.each([
    ['findings', ['findings', '--json']],
    ['findings', ['findings', '--json', '--include-failed']],
    ['corrections', ['corrections', '--json']],
    ['proposals', ['proposals', '--json']],
    ['proposals', ['proposals', '--all', '--json']],
    ['delegation', ['delegation', '--json']],
    ['routes', ['routes', '--json']],
    ['repos', ['repos', '--json']],
    ['report', ['report', '--json', '--all-repos']],
    ['detectors', ['detectors', '--json']],
    ['prefs-list', ['prefs', 'list', '--json']],
  ])('%s: %j', async (schema, args) => {
    expect(schemaErrors(outputSchema(schema), await jsonOf(...args))).toEqual([]);
  });

  it('tips, patterns and delegation of every repository', async () => {
    expect(repos.length).toBeGreaterThan(1);
    for (const repo of repos) {
      for (const [schema, args] of [
        ['tips', ['tips', '--repo', repo, '--json']],
        ['patterns', ['patterns', '--repo', repo, '--json']],
        ['delegation', ['delegation', '--repo', repo, '--json']],
        ['proposals', ['proposals', '--repo', repo, '--all', '--json']],
      ] as const) {
        expect(schemaErrors(outputSchema(schema), await jsonOf(...args)), `${repo}: ${args.join(' ')}`).toEqual([]);
      }
    }
  });

  it('explain of every id', async () => {
    for (const id of knownIds()) expect(schemaErrors(outputSchema('explain'), await jsonOf('explain', id, '--json')), id).toEqual([]);
  });

  it('every file written under the memory dir, the memory layers after approving every proposal', async () => {
    expect(schemaErrors(outputSchema('prefs-set'), await jsonOf('prefs', 'set', 'implementation', 'always', '--json'))).toEqual([]);
    expect((await cli('review', '--approve', 'all', ...global)).code).toBe(0);
    const files = writtenJsonFiles(memory);
    expect(files.filter(({ schema }) => schema === undefined).map(({ path }) => path)).toEqual([]);
    expect(files.map(({ path }) => path.slice(path.lastIndexOf('/') + 1))).toEqual(
      expect.arrayContaining(['tool_patterns.json', 'memory_proposals.json', 'routing.json', 'delegation_preferences.json']),
    );
    for (const { path, schema } of files) expect(schemaErrors(schema!, JSON.parse(readFileSync(path, 'utf8'))), path).toEqual([]);
  });
});
