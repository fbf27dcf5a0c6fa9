/**
 * Which `user.message` lines are the human's, and their text. `content` is the message "as displayed in the
 * timeline"; the harness's additions (the date, reminders) go into `transformedContent`, which is not read. Not the
 * human: a message with a `source` (the origin of a message the harness put in: `skill-<name>` for a skill's
 * hidden text, `agent-<id>` for one agent prompting another; a typed message has none), one autopilot's loop
 * wrote (`isAutopilotContinuation`), and one inside a sub-agent (its prompt, from the parent). Blocks the VS Code
 * integration wraps around a prompt (`<reminder>`, `<current_datetime>`, `<attachments>`, `<context>`, `<pr_metadata/>`)
 * are stripped and `<user_query>` unwrapped, as microsoft/vscode-copilot-chat's stripReminders does.
 */
import { asString, type JsonRecord } from '../../json-guards.js';

const STRIPPED_BLOCKS = [
  /<reminder>[\s\S]*?<\/reminder>\s*/g,
  /<current_datetime>[\s\S]*?<\/current_datetime>\s*/g,
  /<attachments>[\s\S]*?<\/attachments>\s*/g,
  /<context>[\s\S]*?<\/context>\s*/g,
  /<pr_metadata[^>]*\/?>\s*/g,
  /<\/?user_query[^>]*>/g,
];

/** The human's text, or undefined when the message is no human's (or nothing is left of it). */
export function humanText(data: JsonRecord, inSubagent: boolean): string | undefined {
  if (inSubagent || data.isAutopilotContinuation === true) return undefined;
  const source = asString(data.source);
  if (source !== undefined && source !== '' && source !== 'user') return undefined;
  const content = asString(data.content);
  if (content === undefined) return undefined;
  const text = STRIPPED_BLOCKS.reduce((text, pattern) => text.replace(pattern, ''), content).trim();
  return text === '' ? undefined : text;
}
