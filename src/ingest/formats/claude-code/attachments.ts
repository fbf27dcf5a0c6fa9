/**
 * Claude Code `attachment` lines that say which tools a session has (2.1.x, docs/log-formats.md §1.2):
 * `deferred_tools_delta` {addedNames, removedNames} and `skill_listing` {content: "- name: description"
 * lines}. Other attachment types say nothing about tools.
 */
import { asArray, asRecord, asString, type JsonRecord } from '../../json-guards.js';

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
    return { skills: [], tools: strings(attachment.addedNames), removedTools: strings(attachment.removedNames) };
  }
  const skills: ListedTools['skills'] = [];
  for (const line of (asString(attachment.content) ?? '').split('\n')) {
    const match = SKILL_LINE.exec(line.trim());
    if (!match) continue;
    const description = (match[2] ?? '').trim();
    skills.push({ name: match[1]!.trim(), ...(description !== '' && { description }) });
  }
  return { skills, tools: [], removedTools: [] };
}

function strings(value: unknown): string[] {
  return (asArray(value) ?? []).filter((item): item is string => typeof item === 'string' && item !== '');
}
