/**
 * The offline side of the cooldown window (src/delegation/delegation-detector.ts over tracker.ts): the
 * strongest point of a window is recorded, a weaker one it superseded is not, and verdicts follow the
 * recorded point.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELEGATION_SETTINGS, DelegationDetector, type DelegationPoint } from '../../src/delegation/delegation-detector.js';
import { MAIN_STREAM, type StreamKey } from '../../src/model/events.js';
import type { ToolResult } from '../../src/model/stream.js';

const STREAM: StreamKey = { sessionId: 'S', streamId: MAIN_STREAM };

type Step = { tool: string; input: Record<string, unknown>; result?: Omit<ToolResult, 'location'> };
const read = (name: string): Step => ({ tool: 'Read', input: { file_path: `/repo/src/${name}.py` } });
const edit = (name: string): Step => ({ tool: 'Edit', input: { file_path: `/repo/src/${name}.py`, old_string: 'a', new_string: 'b' } });
const bash = (command = 'ls'): Step => ({ tool: 'Bash', input: { command } });
const task = (): Step => ({ tool: 'Task', input: { description: 'd', prompt: 'p', subagent_type: 'Explore' } });
const failedTest = (command: string, errorText: string): Step => ({ tool: 'Bash', input: { command }, result: { isError: true, errorText } });

function run(steps: Step[]): DelegationPoint[] {
  const points: DelegationPoint[] = [];
  const detector = new DelegationDetector(DEFAULT_DELEGATION_SETTINGS, { point: (point) => points.push(point), streak: () => {}, head: () => {} });
  for (const [index, step] of steps.entries()) {
    const location = { file: '/logs/S.jsonl', line: index + 1 };
    detector.onItem(STREAM, {
      type: 'call',
      call: {
        id: `toolu_${index}`,
        tool: step.tool,
        rawTool: step.tool,
        input: step.input,
        step: `msg_${index}`,
        index,
        cwd: '/repo',
        location,
        ...(step.result && { result: { ...step.result, location } }),
      },
    });
  }
  detector.onStreamEnd(STREAM);
  return points;
}

const summary = (points: DelegationPoint[]) => points.map(({ line, pattern, confidence, action }) => ({ line, pattern, confidence, action }));

describe('DelegationDetector records the strongest point of each cooldown window', () => {
  it.each([
    [
      'a run of Reads: the 0.5 and 0.7 points are superseded by the 0.9 one',
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'].map(read),
      [
        { line: 5, pattern: 'exploration', confidence: 0.9, action: 'rejected' },
        { line: 10, pattern: 'exploration', confidence: 0.9, action: 'pending' },
      ],
    ],
    [
      'a 0.5 exploration point, then 0.9 implementation inside its window',
      [read('a'), read('b'), edit('a'), edit('b'), edit('a'), bash(), task()],
      [{ line: 5, pattern: 'implementation', confidence: 0.9, action: 'accepted' }],
    ],
    [
      'a delegation answers the 0.5 point: it stays, and nothing supersedes it',
      [read('a'), read('b'), task(), read('c'), read('d'), read('e'), read('f')],
      [
        { line: 2, pattern: 'exploration', confidence: 0.5, action: 'accepted' },
        { line: 7, pattern: 'exploration', confidence: 0.9, action: 'pending' },
      ],
    ],
    [
      'a point of the log’s end is recorded though its window is still open',
      [bash(), read('a'), read('b')],
      [{ line: 3, pattern: 'exploration', confidence: 0.5, action: 'pending' }],
    ],
  ] as const)('%s', (_name, steps, expected) => {
    expect(summary(run([...steps]))).toEqual(expected);
  });
});

describe('DelegationDetector: a failed test run must have tested something', () => {
  it.each([
    ['pytest: command not found (corpus)', 'Exit code 127\n/bin/bash: line 1: pytest: command not found', []],
    ['No module named pytest', 'Exit code 1\n/usr/bin/python3: No module named pytest', []],
    ['a real failure', 'Exit code 1\n===== 1 failed, 39 passed in 0.52s =====', [{ line: 4, pattern: 'debugging', confidence: 0.9, action: 'pending' }]],
  ] as const)('%s', (_name, errorText, expected) => {
    expect(summary(run([bash('git status'), failedTest('python -m pytest -x', errorText), read('a'), edit('a')]))).toEqual(expected);
  });
});
