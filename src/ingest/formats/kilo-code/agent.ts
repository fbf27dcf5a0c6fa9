/**
 * Kilo Code's profile since its 2026 rebuild on OpenCode (Kilo-Org/kilocode `packages/opencode`, the `kilo` CLI;
 * the VS Code extension runs that CLI's server, so both keep one store): Kilo's data folder,
 * `$XDG_DATA_HOME/kilo` or `~/.local/share/kilo` on every platform (global/index.ts: the xdg-basedir package,
 * app name `kilo`), holding `kilo.db` — OpenCode's SQLite tables under Kilo's name — and, of its first
 * versions, the `storage/` JSON files OpenCode kept before its database. Its tools are OpenCode's (read, grep,
 * glob, bash, edit, write, apply_patch, task; sub-agents `general` and `explore`), plus `codebase_search`, a
 * search of the code by meaning. The reader is OpenCode's (kilo-code/index.ts). The extension Kilo shipped
 * before the rebuild kept Roo Code's task folders: the `cline` format reads those.
 */
import { isAbsolute, join, resolve } from 'node:path';
import { defineAgent, slashPath, type LogLocation } from '../agent-profile.js';
import { opencodeAgent } from '../opencode/agent.js';

/**
 * `kilo.db` (the latest, beta and prod channels, or `$KILO_DISABLE_CHANNEL_DB`), `kilo-<channel>.db` of a build of
 * another channel, and the `opencode-<channel>.db` such a build keeps using when it found one in Kilo's data folder
 * (storage/database.ts `path()`).
 */
const DATABASE = /(?:^|\/)kilo(?:-[A-Za-z0-9._-]+)?\.db$/;
const LEGACY_CHANNEL_DATABASE = /(?:^|\/)kilo\/opencode-[A-Za-z0-9._-]+\.db$/;
/** OpenCode's `storage/session/<projectID>/ses_….json`, in Kilo's data folder. */
const SESSION_FILE = /(?:^|\/)kilo\/storage\/session\/(?!info\/|message\/|part\/)[^/]+\/ses_[^/]+\.json$/;

/** `$XDG_DATA_HOME` as Kilo takes it: its line breaks dropped (global/index.ts `clean`); empty is unset. */
function xdgDataHome(value: string | undefined): string | undefined {
  const clean = value?.replace(/[\r\n]+/g, '');
  return clean === undefined || clean === '' ? undefined : clean;
}

export const kiloCodeAgent = defineAgent({
  id: 'kilo-code',
  title: 'Kilo Code',
  /**
   * The database and the older JSON sessions in the data folder (`$XDG_DATA_HOME/kilo`, relative from the home
   * folder, else `~/.local/share/kilo`), and `$KILO_DB` (relative: from the data folder) when it names a database
   * by Kilo's own file names.
   */
  locations: ({ env, homeDir }) => {
    const xdg = xdgDataHome(env.XDG_DATA_HOME);
    const data = xdg === undefined ? join(homeDir, '.local', 'share', 'kilo') : join(resolve(homeDir, xdg), 'kilo');
    const source = xdg === undefined ? 'Kilo Code' : 'Kilo Code, $XDG_DATA_HOME';
    const places: LogLocation[] = [];
    const custom = env.KILO_DB;
    if (custom !== undefined && custom !== '' && custom !== ':memory:') {
      const path = isAbsolute(custom) ? custom : join(data, custom);
      const slashed = slashPath(path);
      if (DATABASE.test(slashed) || LEGACY_CHANNEL_DATABASE.test(slashed)) places.push({ path, source: 'Kilo Code, $KILO_DB' });
    }
    places.push({ path: join(data, 'kilo.db'), source }, { path: join(data, 'storage', 'session'), source });
    return places;
  },
  documents: [DATABASE, LEGACY_CHANNEL_DATABASE, SESSION_FILE],
  tools: { read: 'read', search: 'grep', find: 'glob', shell: 'bash', edit: 'edit', delegate: 'task' },
  words: {
    // Kilo's tools bear OpenCode's names and inputs, and its sub-agents are OpenCode's general and explore
    ...opencodeAgent.words,
    'sequential-reads': {
      fires:
        '{window} calls hold ≥{minReads} reads of distinct files, with no grep/glob/codebase_search (or searching bash) in them or the {searchLookback} calls before',
      tip: 'Search with grep, glob or codebase_search first, then read only the files that match, instead of reading files one by one.',
      example: 'read a.py, read b.py, read c.py looking for where a function is defined, with no grep before.',
    },
  },
  features: { humanTurns: true, tokens: true, subagents: true },
  reader: async () => (await import('./index.js')).kiloCodeFormat,
});
