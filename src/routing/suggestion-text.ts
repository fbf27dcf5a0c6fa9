/**
 * The words of a routing suggestion, for the live hook: which tool, how to call it, what it is for,
 * and why now — the learned pattern's count or the keywords that matched. Only the tool's name and
 * description come from outside (the registry); nothing is invoked on the agent's behalf.
 */
import { kindOf } from './tool-kinds.js';
import type { RoutingSuggestion } from './types.js';

const MAX_DESCRIPTION_CHARS = 200;

export function suggestionText(suggestion: RoutingSuggestion): string {
  const description = suggestion.description !== undefined ? ` — ${clip(suggestion.description)}` : '';
  return `Tool suggestion: ${howToCall(suggestion.tool)}${description}. ${why(suggestion)} Use it only if it fits the task.`;
}

function howToCall(tool: string): string {
  switch (kindOf(tool)) {
    case 'skill':
      return `the skill "${tool.slice('skill:'.length)}" (Skill tool) is available`;
    case 'slash_command':
      return `the command ${tool} is available`;
    case 'mcp_server':
      return `the MCP server "${tool.slice('mcp__'.length)}" is available`;
    default:
      return `${tool} is available`;
  }
}

function why(suggestion: RoutingSuggestion): string {
  if (suggestion.tier === 'learned' && suggestion.pattern) {
    const times = suggestion.pattern.frequency;
    return `In this project it was used after calls like these ${times} time${times === 1 ? '' : 's'}.`;
  }
  const matched = suggestion.matched ?? [];
  return matched.length > 0 ? `Your recent work mentions ${matched.slice(0, 5).join(', ')}.` : '';
}

function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_DESCRIPTION_CHARS ? `${line.slice(0, MAX_DESCRIPTION_CHARS - 1)}…` : line;
}
