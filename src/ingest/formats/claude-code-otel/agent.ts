/**
 * Claude Code's OpenTelemetry events, as an OpenTelemetry collector's file exporter writes them: the team path
 * when transcripts stay on laptops. The tools are Claude Code's, so every pattern reads Claude Code's words, but
 * for the one the export cannot show. No default place: the collector writes where its config's `path` says, and
 * the file is read when it is named (`analyze <file>`; a folder walk takes it when it is named `*.jsonl`).
 */
import { defineAgent } from '../agent-profile.js';

export const claudeCodeOtelAgent = defineAgent({
  id: 'claude-code-otel',
  title: 'Claude Code (OpenTelemetry events)',
  // no documented place: the collector's config chooses the file (docs/log-formats.md)
  locations: () => [],
  tools: { read: 'Read', search: 'Grep', find: 'Glob', shell: 'Bash', edit: 'Edit', delegate: 'Task' },
  words: {
    // an edit refused by its input's validation (old_string not found, file not read first or changed since) is
    // written as no event at all (toolExecution: validateInput returns before any tool_result): the failures this
    // pattern looks for are not in the export, so it is not looked for there
    'edit-retry': null,
  },
  // human turns only with OTEL_LOG_USER_PROMPTS=1 (else the prompt is <REDACTED>); sub-agents' calls carry their
  // session's id and are not told apart from the main thread's
  features: { humanTurns: true, tokens: true, subagents: false },
  reader: async () => (await import('./index.js')).claudeCodeOtelFormat,
});
