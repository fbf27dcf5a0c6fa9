/**
 * The fast bundle compiled with a V8 code cache (cli/fast-bundle.ts): where each command's cache lives,
 * that a cache is made after a run and used by the next, and that a cache unfit to use — corrupt,
 * truncated, made for another bundle or another Node, not a cache at all — is ignored (and replaced)
 * while the command answers as it does without one: on a small bundle, and through bin/tip-miner.js on
 * the real one (both need `npm run build`, which `npm test` does first).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CODE_CACHE_ENV, codeCacheFile } from '../../src/cli/fast-bundle.js';
import { processEnv } from '../helpers/cli.js';
import { repoRoot } from '../helpers/paths.js';

const BUNDLE = '/pkg/dist/bundle/fast.cjs';
/** cli/fast-bundle.ts as built (`npm run build`, which `npm test` does first). */
const BUILT = join(repoRoot, 'dist', 'cli', 'fast-bundle.js');

function tempFolder(): string {
  return mkdtempSync(join(tmpdir(), 'tip-miner-code-cache-'));
}

describe('codeCacheFile', () => {
  it.each([
    ['tips', ['tips', '--json'], {}, '/pkg/dist/bundle/code-cache/tips.v8'],
    ['post-tool-use', ['hook', 'post-tool-use'], {}, '/pkg/dist/bundle/code-cache/hook-post-tool-use.v8'],
    ['session-start', ['hook', 'session-start', '--db', 'x'], {}, '/pkg/dist/bundle/code-cache/hook-session-start.v8'],
    ['a folder of its own', ['hook', 'post-tool-use'], { [CODE_CACHE_ENV]: '/cache' }, '/cache/hook-post-tool-use.v8'],
    ['an empty folder setting: the default', ['tips'], { [CODE_CACHE_ENV]: '' }, '/pkg/dist/bundle/code-cache/tips.v8'],
    ['turned off', ['tips'], { [CODE_CACHE_ENV]: 'off' }, undefined],
    ['session-end (the full program runs it)', ['hook', 'session-end'], {}, undefined],
    ['a hook named like a path', ['hook', '../../evil'], {}, undefined],
    ['the hook alone', ['hook'], {}, undefined],
  ])('%s', (_name, argv, env, expected) => {
    expect(codeCacheFile(BUNDLE, argv, env)).toBe(expected);
  });
});

/** A small CommonJS bundle with a few functions, that loads a built-in module as the fast bundle does. */
function smallBundle(folder: string, extra = ''): string {
  const path = join(folder, 'bundle.cjs');
  const source = [
    `const { basename } = require('node:path');`,
    `function double(value) { return value * 2; }`,
    `function describe(items) { return items.map((item, index) => \`\${index}:\${double(item)}\`).join(','); }`,
    `exports.run = (items) => \`\${basename(__filename)} \${describe(items)}\`;${extra}`,
  ].join('\n');
  writeFileSync(path, source);
  return path;
}

/**
 * The small bundle loaded and run, and its cache saved, in a process of its own: within one process V8
 * compiles a source it has seen before from its own memory, without looking at the cache it is given.
 */
function run(bundle: string, cacheFile: string | undefined): { output: string; fromCache: boolean } {
  const script = [
    `const { loadCachedBundle } = await import(${JSON.stringify(pathToFileURL(BUILT).href)});`,
    `const loaded = loadCachedBundle(${JSON.stringify(bundle)}, ${JSON.stringify(cacheFile)});`,
    'const output = loaded.exports.run([1, 2, 3]);',
    'loaded.saveCache();',
    'console.log(JSON.stringify({ output, fromCache: loaded.fromCache }));',
  ].join('\n');
  const done = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`the small bundle failed: ${done.stderr}`);
  return JSON.parse(done.stdout) as { output: string; fromCache: boolean };
}

/** A copy of the cache with `count` bytes turned over, `from` bytes from the end (past its first line and V8's header). */
function turnedOver(cache: Buffer, from: number, count = 8): Buffer {
  const copy = Buffer.from(cache);
  for (let at = copy.length - from; at < copy.length - from + count; at++) copy[at] = (copy[at] ?? 0) ^ 0x5a;
  return copy;
}

const EXPECTED = 'bundle.cjs 0:2,1:4,2:6';

describe('loadCachedBundle', () => {
  it('makes the cache after the first run, and the next run compiles from it', () => {
    const folder = tempFolder();
    const bundle = smallBundle(folder);
    const cacheFile = join(folder, 'cache', 'small.v8');
    expect(run(bundle, cacheFile)).toEqual({ output: EXPECTED, fromCache: false });
    expect(existsSync(cacheFile)).toBe(true);
    const made = readFileSync(cacheFile);
    expect(made.toString('latin1').split('\n')[0]).toMatch(/^tip-miner code cache 1 v\d+\.\d+\.\d+ \w+ \d+ [\d.]+$/);
    expect(run(bundle, cacheFile)).toEqual({ output: EXPECTED, fromCache: true });
    // a cache in use is not written again
    expect(readFileSync(cacheFile).equals(made)).toBe(true);
  });

  it('without a cache file: compiles, writes nothing', () => {
    const folder = tempFolder();
    expect(run(smallBundle(folder), undefined)).toEqual({ output: EXPECTED, fromCache: false });
  });

  it.each([
    ['bytes turned over near the end', (cache: Buffer) => turnedOver(cache, 16)],
    ['bytes turned over in the middle', (cache: Buffer) => turnedOver(cache, Math.floor(cache.length / 2))],
    ['cut short', (cache: Buffer) => cache.subarray(0, cache.length - 100)],
    ['its first line alone', (cache: Buffer) => cache.subarray(0, cache.indexOf(10) + 1)],
    ['not a cache', () => Buffer.from('hello\n')],
    ['empty', () => Buffer.alloc(0)],
    ['made by another Node', (cache: Buffer) => Buffer.from(cache.toString('latin1').replace(/ v\d+\.\d+\.\d+ /, ' v0.0.1 '), 'latin1')],
    ['made for a bundle of another size', (cache: Buffer) => Buffer.from(cache.toString('latin1').replace(/ \d+ ([\d.]+)\n/, ' 1 $1\n'), 'latin1')],
  ])('a cache %s is ignored, the bundle runs, and a good cache replaces it', (_name, spoil) => {
    const folder = tempFolder();
    const bundle = smallBundle(folder);
    const cacheFile = join(folder, 'small.v8');
    run(bundle, cacheFile);
    const spoilt = spoil(readFileSync(cacheFile));
    expect(spoilt.equals(readFileSync(cacheFile))).toBe(false);
    writeFileSync(cacheFile, spoilt);
    expect(run(bundle, cacheFile)).toEqual({ output: EXPECTED, fromCache: false });
    expect(run(bundle, cacheFile)).toEqual({ output: EXPECTED, fromCache: true });
  });

  it("another bundle's cache, with a made-up first line that fits: V8 refuses it, the bundle runs", () => {
    const folder = tempFolder();
    const bundle = smallBundle(folder);
    const cacheFile = join(folder, 'small.v8');
    run(bundle, cacheFile);
    const other = tempFolder();
    const otherCache = join(other, 'small.v8');
    run(smallBundle(other, '\nexports.other = () => double(21);'), otherCache);
    const stamp = readFileSync(cacheFile).toString('latin1').split('\n')[0] ?? '';
    const otherData = readFileSync(otherCache).subarray(readFileSync(otherCache).indexOf(10) + 1);
    writeFileSync(cacheFile, Buffer.concat([Buffer.from(`${stamp}\n`), otherData]));
    expect(run(bundle, cacheFile)).toEqual({ output: EXPECTED, fromCache: false });
  });

  it('a bundle changed since the cache was made gets its own', () => {
    const folder = tempFolder();
    const cacheFile = join(folder, 'small.v8');
    run(smallBundle(folder), cacheFile);
    const changed = smallBundle(folder, '\nexports.more = () => 1;');
    expect(run(changed, cacheFile)).toEqual({ output: EXPECTED, fromCache: false });
    expect(run(changed, cacheFile)).toEqual({ output: EXPECTED, fromCache: true });
  });

  it('a cache folder that cannot be made: the bundle runs, nothing is written', () => {
    const folder = tempFolder();
    const bundle = smallBundle(folder);
    const cacheFile = join(bundle, 'under-a-file', 'small.v8');
    expect(run(bundle, cacheFile)).toEqual({ output: EXPECTED, fromCache: false });
    expect(existsSync(cacheFile)).toBe(false);
  });
});

describe('bin/tip-miner.js with a code cache', () => {
  const SESSION = 'S';

  function transcript(folder: string): string {
    const base = { sessionId: SESSION, isSidechain: false, cwd: '/repo', timestamp: '2025-01-01T00:00:01Z' };
    const lines = ['git status', 'ls -la'].flatMap((command, index) => [
      {
        ...base,
        type: 'assistant',
        uuid: `a-${index}`,
        parentUuid: null,
        message: { id: `msg_${index}`, role: 'assistant', content: [{ type: 'tool_use', id: `toolu_${index}`, name: 'Bash', input: { command } }] },
      },
      {
        ...base,
        type: 'user',
        uuid: `u-${index}`,
        parentUuid: `a-${index}`,
        message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${index}`, content: 'ok', is_error: false }] },
      },
    ]);
    const path = join(folder, `${SESSION}.jsonl`);
    writeFileSync(path, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    return path;
  }

  /** The hook after two Bash calls, in a fresh folder (so every run has advice to give), with the code cache in `cache`. */
  function hook(cache: string) {
    const folder = tempFolder();
    const input = JSON.stringify({ session_id: SESSION, transcript_path: transcript(folder), cwd: folder, hook_event_name: 'PostToolUse', tool_name: 'Bash' });
    const args = [join(repoRoot, 'bin/tip-miner.js'), 'hook', 'post-tool-use', '--state-dir', join(folder, 'state'), '--memory-dir', join(folder, 'memory')];
    const done = spawnSync(process.execPath, args, { input, encoding: 'utf8', cwd: folder, env: { ...processEnv(), [CODE_CACHE_ENV]: cache } });
    return { code: done.status, stdout: done.stdout, stderr: done.stderr };
  }

  it('the hook answers the same with no cache, its own, and a spoilt one; the cache is made and mended', () => {
    const without = hook('off');
    expect(without.code).toBe(0);
    expect(without.stderr).toBe('');
    expect(without.stdout).toContain('2 consecutive tool calls without delegating');
    const cache = tempFolder();
    const cacheFile = join(cache, 'hook-post-tool-use.v8');
    expect(hook(cache)).toEqual(without);
    const made = readFileSync(cacheFile);
    expect(hook(cache)).toEqual(without);
    expect(readFileSync(cacheFile).equals(made)).toBe(true);
    for (const from of [64, Math.floor(made.length / 3), Math.floor(made.length / 2)]) {
      const spoilt = turnedOver(readFileSync(cacheFile), from, 32);
      writeFileSync(cacheFile, spoilt);
      expect(hook(cache)).toEqual(without);
      expect(readFileSync(cacheFile).equals(spoilt)).toBe(false);
    }
    writeFileSync(cacheFile, 'not a cache');
    expect(hook(cache)).toEqual(without);
    expect(readFileSync(cacheFile).toString('latin1')).toMatch(/^tip-miner code cache 1 /);
  });
});
