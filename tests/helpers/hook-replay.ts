/**
 * Replays a real Claude Code transcript through the live PostToolUse hook as Claude Code would call it:
 * the transcript grows line by line in a temporary folder, and after each line holding main-thread
 * tool_use blocks the hook is called once per block (Claude Code runs PostToolUse after each tool; the
 * tool_result lines come after it, so the hook sees a call before its result, as it does live). What the
 * hook said at each call is kept: the streak advisory and the delegation pattern it spoke for.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DELEGATION_SETTINGS, type DelegationSettings } from '../../src/delegation/delegation-detector.js';
import type { DelegationPreferences } from '../../src/delegation/types.js';
import { postToolUse } from '../../src/hook/post-tool-use.js';
import { appendAll } from '../../src/util/arrays.js';

const SPOKEN_PATTERN = /Delegation advisory \(([a-z]+), confidence ([0-9.]+)\)/;
const STREAK_WORDS = 'consecutive tool calls without delegating';

/** One hook call that printed advice. */
export interface ReplayedAdvisory {
  /** Line of the transcript holding the tool_use the hook was called for. */
  line: number;
  streak: boolean;
  pattern?: string;
  confidence?: number;
  context: string;
}

export interface Replay {
  file: string;
  /** Lines of the transcript. */
  lines: number;
  /** Hook calls made (one per main-thread tool_use). */
  calls: number;
  advisories: ReplayedAdvisory[];
  notes: string[];
}

export interface ReplayOptions {
  settings?: DelegationSettings;
  preferences?: DelegationPreferences;
}

export function replayThroughHook(file: string, options: ReplayOptions = {}): Replay {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-replay-'));
  const transcript = join(folder, 'session.jsonl');
  const stateDir = join(folder, 'state');
  writeFileSync(transcript, '');
  const event = JSON.stringify({ session_id: 'replay', transcript_path: transcript, cwd: folder, hook_event_name: 'PostToolUse', tool_name: 'Read' });
  const lines = readFileSync(file, 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  const replay: Replay = { file, lines: lines.length, calls: 0, advisories: [], notes: [] };
  try {
    replayLines(lines, { transcript, stateDir, event, options, replay });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return replay;
}

interface ReplayRun {
  transcript: string;
  stateDir: string;
  event: string;
  options: ReplayOptions;
  replay: Replay;
}

function replayLines(lines: readonly string[], { transcript, stateDir, event, options, replay }: ReplayRun): void {
  for (const [index, text] of lines.entries()) {
    appendFileSync(transcript, `${text}\n`);
    for (let use = 0; use < mainThreadToolUses(text); use++) {
      replay.calls++;
      const result = postToolUse(event, { stateDir, settings: options.settings ?? DEFAULT_DELEGATION_SETTINGS, preferences: options.preferences ?? {} });
      appendAll(replay.notes, result.notes);
      if (result.output === undefined) continue;
      const context = (JSON.parse(result.output) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
      const spoken = SPOKEN_PATTERN.exec(context);
      replay.advisories.push({
        line: index + 1,
        streak: context.includes(STREAK_WORDS),
        ...(spoken && { pattern: spoken[1], confidence: Number(spoken[2]) }),
        context,
      });
    }
  }
}

/** tool_use blocks of a main-thread assistant line (none for a sidechain line or anything else). */
function mainThreadToolUses(text: string): number {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 0;
  }
  if (typeof value !== 'object' || value === null) return 0;
  const line = value as { type?: unknown; isSidechain?: unknown; message?: { content?: unknown } };
  if (line.type !== 'assistant' || line.isSidechain === true || !Array.isArray(line.message?.content)) return 0;
  return (line.message.content as unknown[]).filter((block) => typeof block === 'object' && block !== null && (block as { type?: unknown }).type === 'tool_use')
    .length;
}
