/**
 * Kilo Code's logs (docs/log-formats.md "Kilo Code CLI and extension"): OpenCode's database and storage layout
 * under Kilo's names, read by OpenCode's reader (opencode/index.ts) with Kilo's dialect — its database file
 * names, its usage keys, and its one tool OpenCode has not: `codebase_search` (Kilo's search of the code by
 * meaning, `query` and an optional `path` folder), a content search.
 */
import type { LogReader } from '../format.js';
import type { OpencodeDialect } from '../opencode/dialect.js';
import { opencodeReader } from '../opencode/index.js';
import { queryAsPattern } from '../opencode/tool-call.js';

const KILO_DIALECT: OpencodeDialect = {
  agent: 'Kilo Code',
  // kilo.db, kilo-<channel>.db, and the opencode-<channel>.db a dev build keeps using in Kilo's data folder
  databaseFile: /^(?:kilo(?:-[A-Za-z0-9._-]+)?|opencode-[A-Za-z0-9._-]+)\.db$/,
  usageKey: 'kilo',
  tools: new Map([['codebase_search', { tool: 'Grep', input: queryAsPattern }]]),
};

export const kiloCodeFormat: LogReader = opencodeReader(KILO_DIALECT);
