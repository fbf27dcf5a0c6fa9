/**
 * A stream item as a routing use: its routing name (tool-kinds.ts), how it ended, and the keywords of
 * what it touched — the file paths, commands, search patterns, URLs and queries of its input (for an
 * MCP tool, every string of its input), at most MAX_USE_KEYWORDS of them.
 */
import type { ToolCall } from '../model/stream.js';
import { isOwnTool, mcpServerOf, skillName, slashCommandName } from './tool-kinds.js';
import { cutAtToken, REDACTION_CONTEXT_CHARS, redactThenCut } from '../safety/cut.js';
import { redactSecrets } from '../safety/redact.js';
import { boundedMemo } from '../util/bounded-memo.js';
import { extractKeywords } from './keywords.js';
import type { ToolUse, UseOutcome } from './types.js';

export const MAX_USE_KEYWORDS = 16;
/** Characters of input looked at per use: enough for paths and a command line, never a whole file (redacted before the cut). */
const MAX_ACTIVITY_CHARS = 400;
/** What is redacted before that cut: more than it by more than a redaction pattern looks ahead (safety/cut.ts). */
const ACTIVITY_WINDOW_CHARS = MAX_ACTIVITY_CHARS + REDACTION_CONTEXT_CHARS;

/** Input fields that say what a built-in call was about (never file contents or prompts). */
const ACTIVITY_FIELDS = ['file_path', 'notebook_path', 'path', 'pattern', 'glob', 'command', 'cmd', 'query', 'url', 'description', 'skill'];

export function routingNameOf(call: Pick<ToolCall, 'tool' | 'rawTool' | 'input'>): string {
  if (call.tool === 'Skill') {
    const skill = stringField(call.input, 'skill') ?? stringField(call.input, 'command');
    if (skill) return skillName(skill);
  }
  if (call.tool === 'SlashCommand') {
    const command = stringField(call.input, 'command');
    const name = command && slashCommandName(command);
    if (name) return name;
  }
  return call.rawTool.includes('__') ? call.rawTool : call.tool;
}

/** A routing name with its secrets redacted, remembered: calls name the same few tools and skills again and again. */
const redactedName = boundedMemo(redactSecrets, { maxEntries: 1024, maxChars: 256 });

export function toolUseOfCall(call: Pick<ToolCall, 'id' | 'tool' | 'rawTool' | 'input' | 'result' | 'location' | 'timestamp'>): ToolUse {
  const name = redactedName(routingNameOf(call));
  return {
    id: call.id,
    name,
    outcome: outcomeOf(call),
    keywords: extractKeywords(redactThenCut(activityText(name, call.input), MAX_ACTIVITY_CHARS), MAX_USE_KEYWORDS),
    line: call.location.line,
    ...(call.timestamp !== undefined && { timestamp: call.timestamp }),
  };
}

export function toolUseOfCommand(name: string, args: string, line: number, timestamp?: string): ToolUse {
  const activity = redactThenCut(`${name} ${args}`, name.length + 1 + MAX_ACTIVITY_CHARS);
  return {
    id: `command@${line}`,
    name: redactSecrets(name),
    outcome: 'ok',
    keywords: extractKeywords(activity, MAX_USE_KEYWORDS),
    line,
    ...(timestamp !== undefined && { timestamp }),
  };
}

/** Routing never learns from, nor suggests, tip-miner's own tools: their uses are left out. */
export function isRoutedUse(use: Pick<ToolUse, 'name'>): boolean {
  return !isOwnTool(use.name);
}

export function outcomeOf(call: Pick<ToolCall, 'result'>): UseOutcome {
  const result = call.result;
  if (result?.refusal) return 'refused';
  return result?.isError ? 'failed' : 'ok';
}

function activityText(name: string, input: Record<string, unknown>): string {
  const parts: string[] = [];
  const server = mcpServerOf(name);
  if (server !== undefined) {
    parts.push(name.replace(/^mcp__/, '').replace(/__/g, ' '));
    for (const value of Object.values(input)) if (typeof value === 'string') parts.push(value);
  } else {
    for (const field of ACTIVITY_FIELDS) {
      const value = input[field];
      if (typeof value === 'string') parts.push(value);
      else if (Array.isArray(value)) for (const item of value) if (typeof item === 'string') parts.push(item);
    }
    if (name.startsWith('skill:') || name.startsWith('/')) parts.push(name);
  }
  // whole parts up to the window; a part the window cuts loses the token it would halve (redactThenCut cuts after redacting)
  let text = '';
  for (const part of parts) {
    if (text.length >= ACTIVITY_WINDOW_CHARS) break;
    text += `${cutAtToken(part, ACTIVITY_WINDOW_CHARS - text.length)} `;
  }
  return text;
}

function stringField(input: Record<string, unknown>, field: string): string | undefined {
  const value = input[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
