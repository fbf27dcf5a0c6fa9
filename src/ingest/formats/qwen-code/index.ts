/**
 * Qwen Code chats (docs/log-formats.md, Qwen Code): JSON lines of ChatRecords. Their envelope is Claude Code's
 * (`uuid`, `parentUuid`, `sessionId`, `type: user | assistant | system`, `cwd`, `version`), so a line is taken for
 * Qwen Code's only by what Claude Code never writes: a `tool_result` record, a `message` of Gemini API `parts`,
 * or a `systemPayload` — and Claude Code's reader turns down a line with the last two.
 */
import { asRecord, asString } from '../../json-guards.js';
import type { LogReader } from '../format.js';
import { QWEN_TOOL_KINDS } from './agent.js';
import { QwenChatAdapter, RECORD_TYPES } from './adapter.js';

export const qwenCodeFormat: LogReader = {
  matches: (value) => {
    const type = asString(value.type);
    if (type === undefined || !RECORD_TYPES.has(type) || typeof value.uuid !== 'string' || typeof value.sessionId !== 'string') return false;
    return type === 'tool_result' || 'systemPayload' in value || Array.isArray(asRecord(value.message)?.parts);
  },
  createAdapter: (context) => new QwenChatAdapter(context, QWEN_TOOL_KINDS),
};
