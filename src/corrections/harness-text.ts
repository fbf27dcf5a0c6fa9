/**
 * Text a harness writes where a human's words would stand, as data (docs/memory.md "Harness text"): never a
 * correction, whatever words it holds. The adapters already leave out what they can tell by its shape
 * (docs/log-formats.md §1.7); these are the texts that reach a human turn or a rejection's "reason" anyway.
 */

interface HarnessText {
  id: string;
  pattern: RegExp;
  /** Where it was seen: the agent and what writes it. */
  source: string;
  /** The text as the harness writes it (tests/corrections/harness-text.test.ts holds the pattern to it). */
  example: string;
}

export const HARNESS_TEXTS: readonly HarnessText[] = [
  {
    id: 'question-dialog-clarify',
    pattern: /^The user wants to clarify these questions\b/,
    source: 'Claude Code AskUserQuestion: the "chat about this" answer, written as the reason of a refusal',
    example: 'The user wants to clarify these questions.\n    This means they may have additional information, context or questions for you.',
  },
  {
    id: 'question-dialog-answer',
    pattern: /^User has answered your questions?\b/,
    source: 'Claude Code AskUserQuestion answers',
    example: 'User has answered your questions: "Which database?"="Postgres". You can now continue with the user\'s answers in mind.',
  },
  {
    id: 'request-aborted',
    pattern: /^(?:Error:\s*)?Request was aborted\.?$/,
    source: 'Claude Code: a call cut short by an interrupt',
    example: 'Request was aborted.',
  },
  {
    id: 'unknown-command',
    pattern: /^Unknown (?:skill|slash command|command):\s*\S/,
    source: 'Claude Code: a mistyped slash command',
    example: 'Unknown skill: hookify',
  },
  {
    id: 'interrupt-marker',
    pattern: /^\[Request interrupted by user/,
    source: 'Claude Code interrupt markers',
    example: '[Request interrupted by user for tool use]',
  },
  {
    id: 'permission-denied',
    pattern: /^Permission to use \S+ (?:has been|was) denied\b/,
    source: 'Claude Code permission rules',
    example: "Permission to use Edit has been denied because Claude Code is running in don't ask mode.",
  },
  {
    id: 'hook-feedback',
    pattern: /^(?:\S+ )?hook (?:feedback|error|blocking error)\b/i,
    source: 'Claude Code hook output',
    example: 'PreToolUse hook error: blocked by policy',
  },
  {
    id: 'compaction',
    pattern: /^This session is being continued from a previous conversation\b/,
    source: 'Claude Code compaction summaries',
    example: 'This session is being continued from a previous conversation that ran out of context.',
  },
];

/** Whether `text` was written by a harness rather than typed by a human. */
export function isHarnessText(text: string): boolean {
  const trimmed = text.trim();
  return HARNESS_TEXTS.some(({ pattern }) => pattern.test(trimmed));
}
