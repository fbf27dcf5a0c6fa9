/**
 * Cursor's logs (docs/log-formats.md, Cursor), two of them under one format: the agent's JSON-lines transcripts
 * (`~/.cursor/projects/<slug>/agent-transcripts/**`, read line by line: transcript.ts) and the editor's chat
 * database (`…/Cursor/User/globalStorage/state.vscdb`, a document: state-db.ts reads it, editor-chats.ts turns
 * its chats into events). A file the profile's `documents` match is the database; any other is a transcript.
 */
import { slashPath } from '../agent-profile.js';
import { asRecord, asString } from '../../json-guards.js';
import type { LogReader } from '../format.js';
import { STATE_DB } from './agent.js';
import { EditorChatsAdapter } from './editor-chats.js';
import { stateDbReader } from './state-db.js';
import { TranscriptAdapter } from './transcript.js';

export const cursorFormat: LogReader = {
  /** A transcript record: `{role, message: {content}}` and nothing typed (Claude Code's lines have a `type`), or a `turn_ended` line. */
  matches: (value) => {
    if (value.type === 'turn_ended') return typeof value.status === 'string';
    const role = asString(value.role);
    return (role === 'user' || role === 'assistant') && !('type' in value) && asRecord(value.message) !== undefined;
  },
  createAdapter: (context) => (STATE_DB.test(slashPath(context.file)) ? new EditorChatsAdapter(context) : new TranscriptAdapter(context)),
  document: stateDbReader,
};
