/**
 * The words of a routing suggestion, for the live hook: which tool, how to call it, what it is for,
 * and why now — the learned pattern's count or the keywords that matched. Only the tool's name and
 * description come from outside (logs, projects): the name only when it is of a plain shape (else no
 * suggestion at all), the description sanitised and redacted. Nothing is invoked on the agent's behalf.
 */
import { nameInCode, plainName, sanitizeAndRedact } from '../safety/sanitize.js';
import { kindOf } from './tool-kinds.js';
import type { RoutingSuggestion } from './types.js';

const MAX_DESCRIPTION_CHARS = 200;

/** The suggestion's words, or undefined when the tool's name is not fit for a prompt. */
export function suggestionText(suggestion: RoutingSuggestion): string | undefined {
  const tool = plainName(suggestion.tool);
  if (tool === undefined) return undefined;
  const description = suggestion.description !== undefined ? sanitizeAndRedact(suggestion.description, { maxChars: MAX_DESCRIPTION_CHARS }) : '';
  return `Tool suggestion: ${howToCall(tool)}${description !== '' ? ` — ${description}` : ''}. ${why(suggestion)} Use it only if it fits the task.`;
}

/** `tool` is plain: each name stands in a code span (safety/sanitize.ts), the tool's own when the part shown is empty. */
function howToCall(tool: string): string {
  const span = (shown: string) => nameInCode(shown) ?? nameInCode(tool) ?? '';
  switch (kindOf(tool)) {
    case 'skill':
      return `the skill ${span(tool.slice('skill:'.length))} (Skill tool) is available`;
    case 'slash_command':
      return `the command ${span(tool)} is available`;
    case 'mcp_server':
      return `the MCP server ${span(tool.slice('mcp__'.length))} is available`;
    default:
      return `${span(tool)} is available`;
  }
}

function why(suggestion: RoutingSuggestion): string {
  if (suggestion.tier === 'learned' && suggestion.pattern) {
    const times = suggestion.pattern.frequency;
    return `In this project it was used after calls like these ${times} time${times === 1 ? '' : 's'}.`;
  }
  // keywords are lower-case letters and digits (routing/keywords.ts): nothing else can come through them
  const matched = (suggestion.matched ?? []).filter((word) => /^[a-z0-9]{1,40}$/.test(word));
  return matched.length > 0 ? `Your recent work mentions ${matched.slice(0, 5).join(', ')}.` : '';
}
