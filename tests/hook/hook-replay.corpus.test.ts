/**
 * The real corpus's sessions replayed through the live hook (tests/helpers/hook-replay.ts), as Claude Code
 * calls PostToolUse: how many advisories each session gets, and whether every 0.9-confidence point the
 * offline analysis finds in the same transcript gets its advice from the hook at the same call.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import { replayThroughHook, type Replay } from '../helpers/hook-replay.js';
import { claudeProjects } from '../helpers/paths.js';

/** The main transcripts (what a hook's transcript_path names): not the sub-agents' agent-*.jsonl files. */
function mainTranscripts(): string[] {
  return readdirSync(claudeProjects())
    .sort()
    .flatMap((project) =>
      readdirSync(join(claudeProjects(), project))
        .filter((name) => name.endsWith('.jsonl') && !name.startsWith('agent-'))
        .sort()
        .map((name) => join(claudeProjects(), project, name)),
    );
}

interface SessionFigures {
  replay: Replay;
  strongPoints: Array<{ line: number; pattern: string }>;
}

async function figures(): Promise<SessionFigures[]> {
  const sessions: SessionFigures[] = [];
  for (const file of mainTranscripts()) {
    const offline = await analyze({ paths: [file] });
    const strongPoints = offline.delegation.points.filter((point) => point.confidence === 0.9).map((point) => ({ line: point.line, pattern: point.pattern }));
    sessions.push({ replay: replayThroughHook(file), strongPoints });
  }
  return sessions;
}

function summary(sessions: readonly SessionFigures[]): string {
  const rows = sessions.map(({ replay, strongPoints }) => {
    const patterns = replay.advisories.filter((advisory) => advisory.pattern !== undefined);
    const byConfidence = [0.9, 0.7, 0.5].map((confidence) => patterns.filter((advisory) => advisory.confidence === confidence).length).join('/');
    const name = replay.file.split('/').slice(-2).join('/');
    return `${name}: ${replay.calls} calls, ${replay.advisories.length} advisories (streak ${replay.advisories.filter((advisory) => advisory.streak).length}, patterns 0.9/0.7/0.5 ${byConfidence}), 0.9 points offline ${strongPoints.length}`;
  });
  const total = sessions.reduce((sum, { replay }) => sum + replay.advisories.length, 0);
  const withCalls = sessions.filter(({ replay }) => replay.calls > 0);
  const sorted = withCalls.map(({ replay }) => replay.advisories.length).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  rows.push(
    `${sessions.length} sessions (${withCalls.length} with tool calls): ${total} advisories, ${(total / withCalls.length).toFixed(2)} per session with calls, median ${median}, max ${sorted.at(-1) ?? 0}`,
  );
  return rows.join('\n');
}

describe('the corpus replayed through the live hook', () => {
  it('gives every 0.9-confidence point of the offline analysis its advice at the same call', async () => {
    const sessions = await figures();
    console.log(summary(sessions));
    for (const { replay, strongPoints } of sessions) {
      expect(replay.notes, replay.file).toEqual([]);
      const missed = strongPoints.filter(
        (point) => !replay.advisories.some((advisory) => advisory.line === point.line && advisory.pattern === point.pattern && advisory.confidence === 0.9),
      );
      expect(missed, replay.file).toEqual([]);
    }
  });
});
