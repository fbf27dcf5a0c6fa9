/**
 * OpenCode's logs (docs/log-formats.md "OpenCode"): no JSON lines, but documents — the SQLite database of
 * current versions (`opencode.db`, read-database.ts) and, of older versions, each session's JSON file of the
 * `storage/` layout, followed into its message and part files (read-storage.ts). Both hand the same records
 * to one adapter (adapter.ts).
 */
import type { DocumentReader, LogReader } from '../format.js';
import { OpencodeAdapter } from './adapter.js';
import { readOpencodeDatabase } from './read-database.js';
import { readOpencodeStorage } from './read-storage.js';

const document: DocumentReader = {
  read: (file, take, options) => (file.endsWith('.db') ? readOpencodeDatabase(file, take, options) : readOpencodeStorage(file, take, options)),
};

export const opencodeFormat: LogReader = {
  // its logs are documents, told by their path (agent.ts `documents`): no JSON line is OpenCode's
  matches: () => false,
  createAdapter: (context) => new OpencodeAdapter(context),
  document,
};
