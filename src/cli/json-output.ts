/**
 * The one way a command prints JSON (`--json`): one object, `schemaVersion` first, pretty-printed. Our own
 * field names are camelCase; objects in a seed format other tools read (tool_patterns.json entries,
 * memory_proposals.json's summary and proposals) keep that format's names. Each output's JSON Schema is
 * in schemas/ (docs/commands.md).
 */
import type { Command } from 'commander';

/** Bumped when a field of any `--json` output is renamed, removed or changes its meaning (never for a new field). */
const JSON_SCHEMA_VERSION = 1;

export interface JsonFlag {
  json?: boolean;
}

/** Adds `--json` to a command; `what` says what it prints. */
export function jsonOption(command: Command, what = 'print one JSON object instead of text'): Command {
  return command.option('--json', what);
}

/** The text of one JSON output: `{ schemaVersion, ...value }`, two-space indented, one newline at the end. */
export function jsonText(value: object): string {
  return `${JSON.stringify({ schemaVersion: JSON_SCHEMA_VERSION, ...value }, null, 2)}\n`;
}
