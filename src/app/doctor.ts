/**
 * `tip-miner doctor` as a use case: what tip-miner finds where, for a person setting it up or asking why
 * nothing shows — each default log folder (ingest/log-locations.ts) with its log files by format and the
 * ones it could not read or tell; tip-miner's hooks in each Claude Code settings file; the data home, the
 * history database, the memory folder and the config file (and whether it loads); Node and whether
 * `tip-miner` is on the PATH (the hooks run it by that name).
 *
 * It reads only, and little: it never opens the database (its size is a stat) and never writes a file; of
 * the log files it reads the heads of the newest `maxSampledFiles` per folder (ingest/sniff-format.ts), so a
 * home of many thousands of logs takes a folder walk and a few hundred small reads.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { dataHome } from '../config/data-home.js';
import { errorMessage } from '../errors.js';
import { discoverLogFiles } from '../ingest/discover.js';
import type { FormatId } from '../ingest/formats/index.js';
import { agentLogLocations } from '../ingest/log-locations.js';
import { sniffLogFormat } from '../ingest/sniff-format.js';
import { loadLogFormats } from '../ingest/formats/index.js';
import type { Host } from '../util/host.js';
import { claudeHooksStatus, type ScopeHooks } from './hook-settings.js';
import { settingsFor, type SettingsChoice } from './settings.js';

/** The config file looked for when none is named (config/load-config.ts looks for the same, in the working folder, then the data home). */
const DEFAULT_CONFIG_FILE = 'agent-framework.yaml';
/** Files sniffed per log folder by default, the newest first. */
const DEFAULT_SAMPLED_FILES = 200;
/** Files named per folder and kind of problem at most (the counts are exact). */
const MAX_NAMED_PROBLEMS = 10;
/** The oldest Node major version tip-miner runs on (package.json `engines`). */
const MIN_NODE_MAJOR = 20;

export interface DoctorRun {
  /** --config, --db, --memory-dir as given. */
  choice: SettingsChoice;
  /** The running Node's version (`process.versions.node`). */
  nodeVersion: string;
  maxSampledFiles?: number;
}

export type SniffKind = FormatId | 'empty' | 'not-json' | 'unrecognised' | 'long-line' | 'unreadable';

export interface LogFolderReport {
  path: string;
  /** Whose logs, and how the place was found. */
  source: string;
  exists: boolean;
  files: number;
  bytes: number;
  /** Files whose heads were read (the newest first). */
  sampled: number;
  /** Of the sampled files, how many of each format or outcome; kinds with none are left out. */
  kinds: Array<{ kind: SniffKind; files: number }>;
  /** Files and folders it could not read, list or tell the format of (named up to a bound per kind; `count` exact). */
  problems: Array<{ kind: 'unlisted' | Exclude<SniffKind, FormatId>; count: number; examples: Array<{ path: string; message: string }> }>;
}

export interface DoctorReport {
  node: { version: string; supported: boolean; required: string };
  /** Where `tip-miner` is on the PATH, or null: the hooks run it by that name. */
  tipMinerOnPath: string | null;
  dataHome: string;
  config: { file: string | null; loads: boolean; problem: string | null };
  db: { path: string; exists: boolean; bytes: number | null; walBytes: number | null };
  memoryDir: { path: string; exists: boolean };
  logFolders: LogFolderReport[];
  hooks: ScopeHooks[];
}

export async function runDoctor(host: Host, cwd: string, run: DoctorRun): Promise<DoctorReport> {
  await loadLogFormats();
  const home = dataHome(host, cwd);
  const { config, db, memoryDir } = storage(host, cwd, run.choice, home);
  const logFolders: LogFolderReport[] = [];
  for (const location of agentLogLocations(host))
    logFolders.push(await logFolder(location.path, location.source, run.maxSampledFiles ?? DEFAULT_SAMPLED_FILES));
  const major = Number(run.nodeVersion.split('.')[0]);
  return {
    node: { version: run.nodeVersion, supported: major >= MIN_NODE_MAJOR, required: `>=${MIN_NODE_MAJOR}` },
    tipMinerOnPath: tipMinerOnPath(host),
    dataHome: home,
    config,
    db: { path: db, exists: isFile(db), bytes: sizeOf(db), walBytes: sizeOf(`${db}-wal`) },
    memoryDir: { path: memoryDir, exists: isFolder(memoryDir) },
    logFolders,
    hooks: claudeHooksStatus(host, cwd),
  };
}

/** The config in use and where the database and memory folder are; with a config that does not load, the defaults (and the flags). */
function storage(host: Host, cwd: string, choice: SettingsChoice, home: string): Pick<DoctorReport, 'config'> & { db: string; memoryDir: string } {
  try {
    const settings = settingsFor(choice, cwd, host);
    return { config: { file: settings.config.file ?? null, loads: true, problem: null }, db: settings.db, memoryDir: settings.memoryDir };
  } catch (error) {
    const candidates = choice.config !== undefined ? [resolve(cwd, choice.config)] : [cwd, home].map((folder) => join(folder, DEFAULT_CONFIG_FILE));
    return {
      config: { file: candidates.find(isFile) ?? candidates[0] ?? null, loads: false, problem: errorMessage(error) },
      db: choice.db !== undefined ? resolve(cwd, choice.db) : join(home, 'tip-miner.db'),
      memoryDir: choice.memoryDir !== undefined ? resolve(cwd, choice.memoryDir) : join(home, 'memory'),
    };
  }
}

async function logFolder(path: string, source: string, maxSampled: number): Promise<LogFolderReport> {
  const report: LogFolderReport = { path, source, exists: isFolder(path), files: 0, bytes: 0, sampled: 0, kinds: [], problems: [] };
  if (!report.exists) return report;
  const discovery = await discoverLogFiles([path]);
  report.files = discovery.files.length;
  report.bytes = discovery.files.reduce((sum, file) => sum + file.size, 0);
  const kinds = new Map<SniffKind, number>();
  const problems = new Map<LogFolderReport['problems'][number]['kind'], LogFolderReport['problems'][number]>();
  const problem = (kind: LogFolderReport['problems'][number]['kind'], file: string, message: string) => {
    let entry = problems.get(kind);
    if (!entry) problems.set(kind, (entry = { kind, count: 0, examples: [] }));
    entry.count++;
    if (entry.examples.length < MAX_NAMED_PROBLEMS) entry.examples.push({ path: file, message });
  };
  for (const unlisted of discovery.problems) problem('unlisted', unlisted.path, unlisted.message);
  const newest = [...discovery.files].sort((a, b) => b.mtimeMs - a.mtimeMs || (a.path < b.path ? -1 : 1)).slice(0, maxSampled);
  for (const file of newest) {
    const sniffed = sniffLogFormat(file.path);
    const kind: SniffKind = sniffed.kind === 'format' ? sniffed.format : sniffed.kind;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    if (sniffed.kind !== 'format') problem(sniffed.kind, file.path, sniffed.kind === 'unreadable' ? sniffed.message : SNIFF_MESSAGES[sniffed.kind]);
  }
  report.sampled = newest.length;
  report.kinds = [...kinds].map(([kind, files]) => ({ kind, files }));
  report.problems = [...problems.values()];
  return report;
}

const SNIFF_MESSAGES: Record<'empty' | 'not-json' | 'unrecognised' | 'long-line', string> = {
  empty: 'empty: no line yet',
  'not-json': 'its first lines are not JSON',
  unrecognised: 'JSON lines of no format tip-miner reads',
  'long-line': 'its first line is too long to tell its format from its head',
};

/** Where the hooks' `tip-miner` is: the first one on the host's PATH, or null. */
export function tipMinerOnPath(host: Host): string | null {
  return onPath(host, 'tip-miner');
}

/** The first executable `name` in the host's PATH (with Windows' extensions on Windows), or null. */
function onPath(host: Host, name: string): string | null {
  const folders = (host.env.PATH ?? host.env.Path ?? '').split(host.platform === 'win32' ? ';' : delimiter).filter((folder) => folder !== '');
  const names = host.platform === 'win32' ? [`${name}.cmd`, `${name}.exe`, `${name}.ps1`, name] : [name];
  for (const folder of folders)
    for (const candidate of names) {
      const path = join(folder, candidate);
      try {
        if (!statSync(path).isFile()) continue;
        if (host.platform !== 'win32') accessSync(path, constants.X_OK);
        return path;
      } catch {
        continue;
      }
    }
  return null;
}

function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false;
  }
}

function sizeOf(path: string): number | null {
  try {
    const stats = statSync(path, { throwIfNoEntry: false });
    return stats?.isFile() === true ? stats.size : null;
  } catch {
    return null;
  }
}
