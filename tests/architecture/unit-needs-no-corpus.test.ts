/**
 * The unit project (npm test) runs on a clone with nothing beside it: no file it loads from tests/ uses
 * the corpus helpers of tests/helpers/paths.ts, and calling them here throws (vitest.config.ts sets
 * TIP_MINER_TEST_NO_CORPUS for this project). Tests that read the shared corpus are *.corpus.test.ts
 * files, in the corpus project (npm run test:corpus), and each of them does read it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corpus, corpusDir, NO_CORPUS_ENV, repoRoot } from '../helpers/paths.js';

const TESTS = join(repoRoot, 'tests');
const PATHS_HELPER = join(TESTS, 'helpers', 'paths.ts');
/** This file calls the corpus helpers on purpose, to see them throw. */
const SELF = fileURLToPath(import.meta.url);
const CORPUS_HELPERS = new Set(['corpusDir', 'corpus', 'claudeProjects', 'claudeProject', 'devsetDir']);

const testFiles = (readdirSync(TESTS, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join(TESTS, file))
  .sort();
const corpusTestFiles = testFiles.filter((file) => file.endsWith('.corpus.test.ts'));
const unitTestFiles = testFiles.filter((file) => !file.endsWith('.corpus.test.ts') && file !== SELF);

/** The relative imports of a file (static and dynamic), as the .ts files they name. */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => resolve(dirname(file), specifier.replace(/\.js$/, '.ts'))).filter((path) => existsSync(path));
}

/** What in `file` reaches for the shared corpus: corpus helpers it imports, or the corpus's own names. */
function corpusUses(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const uses: string[] = [];
  for (const match of text.matchAll(/import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+)\s+from\s+'[./]*(?:helpers\/)?paths\.js'/g)) {
    const clause = match[2]!;
    if (clause.startsWith('*')) uses.push(`${clause} (the whole of helpers/paths.ts)`);
    else
      for (const name of clause.slice(1, -1).split(',')) {
        const imported = name.trim().split(/\s+as\s+/)[0]!;
        if (CORPUS_HELPERS.has(imported)) uses.push(imported);
      }
  }
  for (const name of ['shared/corpus', 'TIP_MINER_CORPUS', 'shared/devset', 'TIP_MINER_DEVSET']) if (text.includes(name)) uses.push(name);
  return uses;
}

/** Every file of tests/ that `entry` loads, itself included (helpers/paths.ts aside: it defines the helpers). */
function loadedFiles(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || entry === PATHS_HELPER || !entry.startsWith(TESTS)) return seen;
  seen.add(entry);
  for (const imported of localImports(entry)) loadedFiles(imported, seen);
  return seen;
}

describe('the unit project needs no shared corpus', () => {
  it('has test files, and so has the corpus project', () => {
    expect(unitTestFiles.length).toBeGreaterThan(50);
    expect(corpusTestFiles.length).toBeGreaterThan(10);
  });

  it('no unit test file, nor any helper one loads, uses the corpus helpers', () => {
    const offenders: string[] = [];
    const checked = new Set<string>();
    for (const file of unitTestFiles) {
      for (const loaded of loadedFiles(file)) {
        if (checked.has(loaded)) continue;
        checked.add(loaded);
        const uses = corpusUses(loaded);
        if (uses.length > 0) offenders.push(`${relative(repoRoot, loaded)}: ${uses.join(', ')} (loaded by ${relative(repoRoot, file)})`);
      }
    }
    expect(checked.size).toBeGreaterThan(unitTestFiles.length);
    expect(offenders, 'move these tests to a *.corpus.test.ts file, or give them a fixture').toEqual([]);
  });

  it('calling a corpus helper in the unit project throws, saying where such a test belongs', () => {
    expect(process.env[NO_CORPUS_ENV]).toBeTruthy();
    expect(() => corpusDir()).toThrow(/unit project runs without the shared corpus.*\*\.corpus\.test\.ts file \(npm run test:corpus\)/);
    expect(() => corpus('synthetic')).toThrow(/unit project/);
  });
});

describe('the corpus project', () => {
  it.each(corpusTestFiles.map((file) => relative(repoRoot, file)))('%s reads the shared corpus', (file) => {
    expect(corpusUses(join(repoRoot, file)).filter((use) => CORPUS_HELPERS.has(use))).not.toEqual([]);
  });
});
