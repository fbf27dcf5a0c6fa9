/**
 * OpenCode's logs (docs/log-formats.md "OpenCode"): no JSON lines, but documents — the SQLite database of
 * current versions (`opencode.db`, read-database.ts) and, of older versions, each session's JSON file of the
 * `storage/` layout, followed into its message and part files (read-storage.ts). Both hand the same records
 * to one adapter (adapter.ts). A fork that keeps OpenCode's logs (Kilo Code) reads them through the same
 * reader, its differences given as data (dialect.ts).
 */
import type { DocumentReader, LogReader } from '../format.js';
import { OpencodeAdapter } from './adapter.js';
import { OPENCODE_DIALECT, type OpencodeDialect } from './dialect.js';
import { readOpencodeDatabase } from './read-database.js';
import { readOpencodeStorage } from './read-storage.js';

/** The reader of logs kept as OpenCode keeps them, by the agent's dialect. */
export function opencodeReader(dialect: OpencodeDialect): LogReader {
  const document: DocumentReader = {
    read: (file, take, options) =>
      file.endsWith('.db') ? readOpencodeDatabase(file, take, options, dialect.agent) : readOpencodeStorage(file, take, options, dialect.databaseFile),
  };
  return {
    // its logs are documents, told by their path (agent.ts `documents`): no JSON line is OpenCode's
    matches: () => false,
    createAdapter: (context) => new OpencodeAdapter(context, dialect),
    document,
  };
}

export const opencodeFormat: LogReader = opencodeReader(OPENCODE_DIALECT);
