/**
 * Tool names normalised across versions and formats (docs/detectors.md): Task/Agent are delegation,
 * MultiEdit and Codex apply_patch are edits, Codex shell variants are Bash. Unknown tools pass through.
 * A Map, not an object: a tool named `toString` or `__proto__` is just another name.
 */
import { redactSecrets } from '../safety/redact.js';

const TOOL_ALIASES: ReadonlyMap<string, string> = new Map([
  ['Agent', 'Task'],
  ['MultiEdit', 'Edit'],
  ['shell', 'Bash'],
  ['shell_command', 'Bash'],
  ['exec_command', 'Bash'],
  ['local_shell', 'Bash'],
  ['apply_patch', 'Edit'],
]);

/** The normalised name; an unknown name passes through with any secret in it redacted (names leave the log here). */
export function normalizeToolName(rawName: string): string {
  return TOOL_ALIASES.get(rawName) ?? redactSecrets(rawName);
}
