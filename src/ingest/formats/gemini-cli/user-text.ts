/**
 * What a human typed, in a Gemini CLI (or Qwen Code) user message: the text parts of its content, or the text
 * the user saw when the record keeps it (`displayContent`; Qwen Code `systemPayload.displayText`). Not the
 * human: a message of function responses only (tool results), the setup context the CLI sends first, a
 * compression summary, and the files an `@path` reference pulled in (`--- Content from referenced files ---`
 * and what follows it); `<system-reminder>` blocks inside a message are cut out.
 */
import { asArray, asRecord, asString } from '../../json-guards.js';

/** Texts the harness sends as the user: the setup context, and a compression summary that stands in for the history it replaced. */
const INJECTED_PREFIXES = ['This is the Gemini CLI. We are setting up the context for our chat.', '<state_snapshot>'];
const REFERENCED_FILES = '\n--- Content from referenced files ---';
const SYSTEM_REMINDER = /<system-reminder>[\s\S]*?<\/system-reminder>/g;

/** The text of a content (`string` or `Part[]`): its text parts, without thoughts; undefined when it has none. */
export function contentText(content: unknown): string | undefined {
  const plain = asString(content);
  if (plain !== undefined) return plain;
  const texts = (asArray(content) ?? []).flatMap((part) => {
    const record = asRecord(part);
    if (record?.thought === true) return [];
    const text = asString(record?.text) ?? asString(part);
    return text === undefined ? [] : [text];
  });
  return texts.length === 0 ? undefined : texts.join('');
}

/** True when a content holds function responses (a tool result sent back as the user) and no text. */
export function isFunctionResponses(content: unknown): boolean {
  const parts = asArray(content);
  return parts !== undefined && parts.length > 0 && parts.every((part) => asRecord(part)?.functionResponse !== undefined);
}

/** The human's text of a user message, or undefined when it is no human's (empty, injected, tool results). */
export function humanText(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const cut = text.indexOf(REFERENCED_FILES);
  const own = (cut === -1 ? text : text.slice(0, cut)).replace(SYSTEM_REMINDER, '').trim();
  if (own.length === 0 || INJECTED_PREFIXES.some((prefix) => own.startsWith(prefix))) return undefined;
  return own;
}
