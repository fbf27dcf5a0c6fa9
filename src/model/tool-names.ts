/**
 * Tool names normalised across versions and formats (docs/detectors.md): Task/Agent are delegation,
 * MultiEdit and Codex apply_patch are edits, Codex shell variants are Bash. Unknown tools pass through.
 */
const TOOL_ALIASES: Readonly<Record<string, string>> = {
  Agent: 'Task',
  MultiEdit: 'Edit',
  shell: 'Bash',
  shell_command: 'Bash',
  exec_command: 'Bash',
  local_shell: 'Bash',
  apply_patch: 'Edit',
};

export function normalizeToolName(rawName: string): string {
  return TOOL_ALIASES[rawName] ?? rawName;
}
