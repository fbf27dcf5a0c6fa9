/**
 * Claude Code `attachment` lines that say which tools a session has (2.1.x, docs/log-formats.md §1.2):
 * `deferred_tools_delta` {addedNames, removedNames} and `skill_listing` {content: "- name: description"
 * lines}. Other attachment types say nothing about tools. Descriptions leave the log here: sanitised and redacted.
 */
import { redactSecrets } from '../../../safety/redact.js';
import { sanitizeAndRedact } from '../../../safety/sanitize.js';
import { asArray, asRecord, asString, type JsonRecord } from '../../json-guards.js';
import type { ContextSource } from '../../../model/events.js';
import { mayShowTips } from '../../../model/tip-markers.js';
import { boundedMemo } from '../../../util/bounded-memo.js';

/** A skill description kept from a listing, at most (it may reach the live hook's advice). */
const MAX_DESCRIPTION_CHARS = 300;

export interface ListedTools {
  skills: Array<{ name: string; description?: string }>;
  tools: string[];
  removedTools: string[];
}

/**
 * Listings come again at the start of every session with the same skills and tools: each name and
 * description is made safe once (sanitising and redacting them was ~1% of an analysis of the bench corpus).
 */
// at most 1,024 texts of 1,024 characters in each: a hostile listing cannot make either hold more than ~2 MB
const LISTED_KEPT = { maxEntries: 1024, maxChars: 1024 };
const safeDescription = boundedMemo((details) => sanitizeAndRedact(details, { maxChars: MAX_DESCRIPTION_CHARS }), LISTED_KEPT);
const redactedName = boundedMemo(redactSecrets, LISTED_KEPT);

/** `- name: description`; a plugin's skill is `plugin:name`, so the name ends at the first colon followed by a space. */
const SKILL_LINE = /^- (\S+?):(?:\s+(.*))?$/;

export function listedTools(value: JsonRecord): ListedTools | undefined {
  const attachment = asRecord(value.attachment);
  const type = asString(attachment?.type);
  if (!attachment || (type !== 'deferred_tools_delta' && type !== 'skill_listing')) return undefined;
  if (type === 'deferred_tools_delta') {
    return { skills: [], tools: names(attachment.addedNames), removedTools: names(attachment.removedNames) };
  }
  const skills: ListedTools['skills'] = [];
  for (const line of (asString(attachment.content) ?? '').split('\n')) {
    const [, name, details = ''] = SKILL_LINE.exec(line.trim()) ?? [];
    if (name === undefined) continue;
    const description = safeDescription(details);
    skills.push({ name: redactedName(name.trim()), ...(description !== '' && { description }) });
  }
  return { skills, tools: [], removedTools: [] };
}

/** Tool names as written, secrets redacted (a name is data: whether it is fit for a prompt is decided where it goes). */
function names(value: unknown): string[] {
  return (asArray(value) ?? []).filter((item): item is string => typeof item === 'string' && item !== '').map(redactedName);
}

/**
 * What a hook put before the model (2.1.x, docs/log-formats.md "Hook output"): a `hook_additional_context`
 * attachment's content, or a `hook_success` attachment's answer — `hookSpecificOutput.additionalContext` of
 * its JSON stdout, else its plain content (the stdout of a PostToolUse or UserPromptSubmit hook is shown as
 * it is). Undefined for anything else, and for text that cannot hold a tip (model/tip-markers.ts).
 */
export function hookContext(value: JsonRecord): { source: ContextSource; text: string } | undefined {
  const attachment = asRecord(value.attachment);
  const type = asString(attachment?.type);
  if (!attachment || (type !== 'hook_additional_context' && type !== 'hook_success')) return undefined;
  const source: ContextSource = asString(attachment.hookEvent) === 'SessionStart' ? 'session-start-hook' : 'hook';
  const text = type === 'hook_additional_context' ? joined(attachment.content) : (answerOf(asString(attachment.stdout)) ?? joined(attachment.content));
  return text !== undefined && mayShowTips(text) ? { source, text } : undefined;
}

function joined(content: unknown): string | undefined {
  if (typeof content === 'string') return content;
  const parts = (asArray(content) ?? []).filter((item): item is string => typeof item === 'string');
  return parts.length > 0 ? parts.join('\n') : undefined;
}

/** `hookSpecificOutput.additionalContext` of a hook's JSON answer (undefined when stdout is no JSON object: plain text). */
function answerOf(stdout: string | undefined): string | undefined {
  const text = stdout?.trim();
  if (text === undefined || !text.startsWith('{') || !mayShowTips(text)) return undefined;
  try {
    const answer: unknown = JSON.parse(text);
    return asString(asRecord(asRecord(answer)?.hookSpecificOutput)?.additionalContext);
  } catch {
    return undefined;
  }
}
