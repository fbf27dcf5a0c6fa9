/**
 * What of a Droid user message a human typed. Droid writes much that is no human's as role `user`
 * (docs/log-formats.md, Factory Droid): tool results; `<system-reminder>` blocks beside the typed text (the
 * environment, the todo nudge); the summary that replaces a compacted conversation; bash mode commands (a
 * `bash_result` JSON record as the text); hook messages (`hookEventName`); context meant for the model or the
 * user only (`visibility`); prompts an automation sent (`userMessageSource`); and in a sub-agent session, the
 * prompt its parent's Task call gave it. Only the rest is a human turn.
 */
import { asArray, asRecord, asString, parseJsonObject, type JsonRecord } from '../../json-guards.js';

const SYSTEM_REMINDER = /<system-reminder>[\s\S]*?(?:<\/system-reminder>|$)/g;
/** The user message that replaces a compacted conversation. */
const COMPACTION_SUMMARY = 'A previous instance of Droid has summarized the conversation';
/** Droid's `visibility` values for a message that is context, not conversation. */
const NOT_CONVERSATION = new Set(['llm_only', 'user_only']);
/** `userMessageSource` values of prompts no human typed (the automations conversation-ledger names). */
const AUTOMATED_SOURCES = new Set(['automation', 'readiness-remediation', 'readiness-evaluation', 'wiki-generation', 'wiki-ci-setup']);

/** Why a user message (or all of its text) is no human turn, or the text the human typed. */
export type UserText = { human: string } | { injected: 'system' | 'hook' | 'context' | 'automation' | 'delegated' | 'summary' | 'shell' | 'empty' };

export function userText(message: JsonRecord, delegated: boolean): UserText {
  if (message.role === 'system') return { injected: 'system' };
  if (typeof message.hookEventName === 'string') return { injected: 'hook' };
  if (NOT_CONVERSATION.has(asString(message.visibility) ?? '')) return { injected: 'context' };
  if (AUTOMATED_SOURCES.has(asString(message.userMessageSource) ?? '')) return { injected: 'automation' };
  const texts = textsOf(message.content);
  if (texts.length === 0) return { injected: 'empty' };
  if (delegated) return { injected: 'delegated' };
  const typed: string[] = [];
  let shell = false;
  for (const text of texts) {
    if (text.trimStart().startsWith(COMPACTION_SUMMARY)) return { injected: 'summary' };
    if (isBashResult(text)) {
      shell = true;
      continue;
    }
    const rest = text.replace(SYSTEM_REMINDER, '').trim();
    if (rest.length > 0) typed.push(rest);
  }
  if (typed.length > 0) return { human: typed.join('\n') };
  return { injected: shell ? 'shell' : 'empty' };
}

/** The text of a message's content: a string, or its `text` blocks (tool results and images are no text). */
function textsOf(content: unknown): string[] {
  if (typeof content === 'string') return [content];
  return (asArray(content) ?? []).flatMap((part) => {
    const block = asRecord(part);
    const text = block?.type === 'text' ? asString(block.text) : undefined;
    return text === undefined ? [] : [text];
  });
}

/** A bash mode command: the text is JSON.stringify({type: 'bash_result', command, stdout, stderr, exitCode}). */
function isBashResult(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') || !trimmed.includes('"bash_result"')) return false;
  return parseJsonObject(trimmed)?.type === 'bash_result';
}
