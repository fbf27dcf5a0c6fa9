/**
 * Gemini CLI chats (docs/log-formats.md, Gemini CLI). A chat in its place (agent.ts `documents`) is read whole
 * through the document reader, the `.json` documents of earlier versions and the JSON lines of current ones
 * alike (document.ts says why); a `.jsonl` chat elsewhere (copied out of `~/.gemini`) is known by its first
 * line, the metadata record `{sessionId, projectHash, startTime, …}`, and read as JSON lines.
 */
import type { LogReader } from '../format.js';
import { GeminiChatAdapter } from './adapter.js';
import { GEMINI_TOOL_KINDS } from './agent.js';
import { chatDocumentReader } from './document.js';

export const geminiCliFormat: LogReader = {
  matches: (value) => typeof value.sessionId === 'string' && typeof value.projectHash === 'string' && !('type' in value),
  createAdapter: (context) => new GeminiChatAdapter(context, GEMINI_TOOL_KINDS),
  document: chatDocumentReader,
};
