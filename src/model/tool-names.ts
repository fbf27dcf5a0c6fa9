/**
 * Tool names normalised across versions and formats (docs/detectors.md): Task/Agent are delegation,
 * MultiEdit and Codex apply_patch are edits, Codex shell variants are Bash. Unknown tools pass through.
 * A Map, not an object: a tool named `toString` or `__proto__` is just another name.
 */
import { redactSecrets } from '../safety/redact.js';
import { boundedMemo } from '../util/bounded-memo.js';

const TOOL_ALIASES: ReadonlyMap<string, string> = new Map([
  ['Agent', 'Task'],
  ['MultiEdit', 'Edit'],
  ['shell', 'Bash'],
  ['shell_command', 'Bash'],
  ['exec_command', 'Bash'],
  ['local_shell', 'Bash'],
  ['apply_patch', 'Edit'],
]);

/** Tool names remembered: a log names the same few tools in every call (a longer name is redacted every time). */
const NAMES_KEPT = { maxEntries: 1024, maxChars: 256 };

/** The normalised name; an unknown name passes through with any secret in it redacted (names leave the log here). */
export const normalizeToolName: (rawName: string) => string = boundedMemo((rawName) => TOOL_ALIASES.get(rawName) ?? redactSecrets(rawName), NAMES_KEPT);
