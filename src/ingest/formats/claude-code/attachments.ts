/**
 * Claude Code `attachment` lines that say which tools a session has (2.1.x, docs/log-formats.md §1.2):
 * `deferred_tools_delta` {addedNames, removedNames} and `skill_listing` {content: "- name: description"
 * lines}. Other attachment types say nothing about tools. Descriptions leave the log here: sanitised and redacted.
 */
import { redactSecrets } from '../../../safety/redact.js';
import { sanitizeAndRedact } from '../../../safety/sanitize.js';
import { asArray, asRecord, asString, type JsonRecord } from '../../json-guards.js';

/** A skill description kept from a listing, at most (it may reach the live hook's advice). */
const MAX_DESCRIPTION_CHARS = 300;

export interface ListedTools {
  skills: Array<{ name: string; description?: string }>;
  tools: string[];
  removedTools: string[];
}

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
    const description = sanitizeAndRedact(details, { maxChars: MAX_DESCRIPTION_CHARS });
    skills.push({ name: redactSecrets(name.trim()), ...(description !== '' && { description }) });
  }
  return { skills, tools: [], removedTools: [] };
}

/** Tool names as written, secrets redacted (a name is data: whether it is fit for a prompt is decided where it goes). */
function names(value: unknown): string[] {
  return (asArray(value) ?? []).filter((item): item is string => typeof item === 'string' && item !== '').map(redactSecrets);
}
