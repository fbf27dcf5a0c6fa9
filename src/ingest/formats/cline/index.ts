/**
 * The reader of Cline, Roo Code and Kilo Code tasks: a task folder's `api_conversation_history.json` is the
 * document (agent.ts `documents`), read with the files beside it (document.ts) and turned into events by
 * adapter.ts. No JSON-lines file is of this format.
 */
import type { LogReader } from '../format.js';
import { TaskAdapter } from './adapter.js';
import { taskDocument } from './document.js';

export const clineFormat: LogReader = {
  matches: () => false,
  createAdapter: (context) => new TaskAdapter(context),
  document: taskDocument,
};
