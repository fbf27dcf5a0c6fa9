/**
 * How bin/tip-miner.js runs the fast bundle (dist/bundle/fast.cjs, scripts/bundle.mjs) for `tips` and
 * `hook` — this file bundled as dist/bundle/fast-bundle.cjs, so that the CommonJS bin loads it without
 * Node's ES module loader: compiled with a V8 code cache, since compiling the one-file bundle and the functions a command
 * runs is ~10 ms of a ~30 ms command (Node 20 has no compile cache: module.enableCompileCache is Node 22).
 *
 * One cache file per command (what a command runs differs), written after the command ran so that it holds
 * the functions that ran, when there was none or V8 refused the one there. Next to the bundle by default
 * (dist/bundle/code-cache/; where that folder cannot be written, every run compiles as before), or in the
 * folder TIP_MINER_CODE_CACHE names; `off` turns it off. A cache is used only when its first line names
 * this Node version and architecture and the bundle's size and modification time (as Python's .pyc files
 * do): a rebuilt bundle or another Node gets a new one. V8 itself checks its version, flags and the source's
 * length, and — only with --verify-snapshot-checksum, off in release builds, where a corrupt cache crashes
 * the process — a checksum of the cache: the flag is on while the bundle is compiled and the cache made, and
 * off again at once (with it on, V8 refuses Node's own code cache for the built-in modules loaded later).
 * A cache refused for any reason means a plain compile, never a failed command. Files are written to a
 * temporary name and renamed, so a run never reads half a cache.
 */
import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';

export const CODE_CACHE_ENV = 'TIP_MINER_CODE_CACHE';
const CACHE_OFF = 'off';
const STAMP_VERSION = 'tip-miner code cache 1';

/** The commands the fast bundle runs, and their cache files' names. */
const CACHED_COMMANDS = new Map([
  ['tips', 'tips'],
  ['hook post-tool-use', 'hook-post-tool-use'],
  ['hook session-start', 'hook-session-start'],
]);

/** What the fast bundle exports (cli/fast-main.ts). */
interface FastBundle {
  runFastCli(argv: readonly string[]): Promise<number | undefined>;
}

/** The exit code of `argv` run by the fast bundle, or undefined when the bundle leaves it to the full program. */
export async function runFastBundle(
  bundle: string,
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<number | undefined> {
  const loaded = loadCachedBundle(bundle, codeCacheFile(bundle, argv, env));
  const code = await (loaded.exports as FastBundle).runFastCli(argv);
  if (code !== undefined) loaded.saveCache();
  return code;
}

/** Where the code cache of `argv`'s command is kept; undefined when it is not one the fast bundle runs, or caching is off. */
export function codeCacheFile(bundle: string, argv: readonly string[], env: Readonly<Record<string, string | undefined>>): string | undefined {
  const name = CACHED_COMMANDS.get(argv[0] === 'tips' ? 'tips' : `${argv[0]} ${argv[1]}`);
  const folder = env[CODE_CACHE_ENV];
  if (name === undefined || folder === CACHE_OFF) return undefined;
  return join(folder !== undefined && folder !== '' ? folder : join(dirname(bundle), 'code-cache'), `${name}.v8`);
}

export interface CachedBundle {
  /** The bundle's module.exports. */
  exports: unknown;
  /** Whether V8 compiled the bundle from the cache. */
  fromCache: boolean;
  /** Writes the cache file when there was none fit to use; quietly does nothing when it cannot be written. */
  saveCache(): void;
}

/** The CommonJS file `bundle` compiled (with the cache in `cacheFile` when it is fit) and run. */
export function loadCachedBundle(bundle: string, cacheFile: string | undefined): CachedBundle {
  const { source, stamp } = readBundle(bundle);
  const cached = cacheFile !== undefined ? readCache(cacheFile, stamp) : undefined;
  const script = withChecksums(
    () => new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: bundle, cachedData: cached }),
  );
  const fromCache = cached !== undefined && script.cachedDataRejected !== true;
  const module = { exports: {} };
  const wrapper = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: unknown, filename: string, dirname: string) => void;
  wrapper.call(module.exports, module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  return {
    exports: module.exports,
    fromCache,
    saveCache: () => {
      if (cacheFile !== undefined && !fromCache)
        writeCache(
          cacheFile,
          stamp,
          withChecksums(() => script.createCachedData()),
        );
    },
  };
}

/** The bundle's text and the first line of a cache made for it. */
function readBundle(bundle: string): { source: string; stamp: Buffer } {
  const fd = openSync(bundle, 'r');
  try {
    const { size, mtimeMs } = fstatSync(fd);
    return { source: readFileSync(fd, 'utf8'), stamp: Buffer.from(`${STAMP_VERSION} ${process.version} ${process.arch} ${size} ${mtimeMs}\n`) };
  } finally {
    closeSync(fd);
  }
}

/** The V8 data of the cache file when its first line is `stamp`; undefined when it is missing, unreadable or made for something else. */
function readCache(cacheFile: string, stamp: Buffer): Buffer | undefined {
  let content: Buffer;
  try {
    content = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  return content.length > stamp.length && content.subarray(0, stamp.length).equals(stamp) ? content.subarray(stamp.length) : undefined;
}

function writeCache(cacheFile: string, stamp: Buffer, data: Buffer): void {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(cacheFile), { recursive: true });
    writeFileSync(temporary, Buffer.concat([stamp, data]));
    renameSync(temporary, cacheFile);
  } catch {
    // a folder that cannot be written (an installed package's, say): the next run compiles as this one did
    removeQuietly(temporary);
  }
}

function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // nothing was written there
  }
}

/** `make` run with V8 checking (and writing) code caches' checksums. */
function withChecksums<T>(make: () => T): T {
  setFlagsFromString('--verify-snapshot-checksum');
  try {
    return make();
  } finally {
    setFlagsFromString('--no-verify-snapshot-checksum');
  }
}
