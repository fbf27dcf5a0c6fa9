import { describe, expect, it } from 'vitest';
import { applyResult } from '../../src/delegation/delegation-call.js';
import { DelegationTracker, emptyTrackerState, type CallOutcome, type TrackerSettings, type TrackerState } from '../../src/delegation/tracker.js';
import type { CallRole, DelegationCall, DelegationPatternId } from '../../src/delegation/types.js';

type Spec = Pick<DelegationCall, 'tool' | 'role' | 'files'> & Partial<DelegationCall>;

const SETTINGS: TrackerSettings = { cooldownCalls: 5, streakThreshold: 2 };

const spec = (tool: string, role: CallRole, files: string[] = [], extra: Partial<DelegationCall> = {}): Spec => ({ tool, role, files, ...extra });
const read = (file = 'src/a.py') => spec('Read', 'explore', [file]);
const edit = (file = 'src/a.py') => spec('Edit', 'edit', [file]);
const bash = () => spec('Bash', 'other', [], { command: 'ls' });
const todo = () => spec('TodoWrite', 'neutral');
const task = () => spec('Task', 'delegate');
const testRun = (id: string) => spec('Bash', 'test', [], { id, command: 'npm test' });

function numbered(specs: Spec[]): DelegationCall[] {
  return specs.map((call, index) => ({ failed: false, file: '/logs/session.jsonl', id: `call-${index}`, line: index + 1, ...call }));
}

const tracker = (settings: Partial<TrackerSettings> = {}) => new DelegationTracker(emptyTrackerState(), { ...SETTINGS, ...settings });
const feed = (target: DelegationTracker, specs: Spec[]): CallOutcome[] => numbered(specs).map((call) => target.call(call));
const where = (outcomes: CallOutcome[], key: keyof CallOutcome) => outcomes.flatMap((outcome, index) => (outcome[key] === undefined ? [] : [index]));
const repeat = (count: number, make: () => Spec) => Array.from({ length: count }, make);

describe('DelegationTracker solo streak', () => {
  it.each([
    ['fires once, at the 2nd solo call', [read(), read(), bash(), edit(), read()], [1]],
    ['neutral tools neither count nor reset', [read(), todo(), todo(), read(), todo(), read()], [3]],
    ['a neutral tool alone starts no streak', [todo(), todo(), todo(), read()], []],
    ['a delegation resets it, and it fires again', [read(), read(), bash(), task(), read(), todo(), read(), read()], [1, 6]],
    ['a delegation after one solo call resets it too', [read(), task(), read(), task(), read()], []],
  ])('%s', (_name, specs, advisoryAt) => {
    const outcomes = feed(tracker(), specs);
    expect(where(outcomes, 'streakAdvisory')).toEqual(advisoryAt);
    for (const index of advisoryAt) expect(outcomes[index]!.streakAdvisory).toBe(2);
  });

  it('reports the streak length at a higher threshold', () => {
    const outcomes = feed(tracker({ streakThreshold: 3 }), [read(), bash(), edit(), read()]);
    expect(outcomes.map((outcome) => outcome.streakAdvisory)).toEqual([undefined, undefined, 3, undefined]);
  });

  it('a delegation ends the streak with its first and last solo calls', () => {
    const outcomes = feed(tracker(), [task(), read(), todo(), bash(), edit(), todo(), task()]);
    expect(outcomes[6]!.endedStreak).toEqual({ length: 3, startLine: 2, endLine: 5, endedByDelegation: true });
    expect(where(outcomes, 'endedStreak')).toEqual([6]);
  });

  it('a streak below the threshold ends unreported', () => {
    const outcomes = feed(tracker(), [read(), todo(), task()]);
    expect(outcomes[2]).toEqual({});
  });

  it('each delegation ends its own streak', () => {
    const outcomes = feed(tracker(), [read(), read(), task(), bash(), todo(), read(), task()]);
    expect(where(outcomes, 'endedStreak')).toEqual([2, 6]);
    expect(outcomes[2]!.endedStreak).toEqual({ length: 2, startLine: 1, endLine: 2, endedByDelegation: true });
    expect(outcomes[6]!.endedStreak).toEqual({ length: 2, startLine: 4, endLine: 6, endedByDelegation: true });
  });

  it.each([
    ['a running streak', [task(), read(), bash(), read()], { length: 3, startLine: 2, endLine: 4, endedByDelegation: false }],
    ['a streak of exactly the threshold', [read(), todo(), edit()], { length: 2, startLine: 1, endLine: 3, endedByDelegation: false }],
    ['a streak below the threshold', [read(), todo()], undefined],
    ['a streak ended by a delegation', [read(), read(), task()], undefined],
    ['no calls', [], undefined],
  ] as const)('finish returns %s', (_name, specs, expected) => {
    const target = tracker();
    feed(target, [...specs]);
    expect(target.finish()).toEqual(expected);
  });
});

/** Each point made: where, how strong, and whether it superseded the weaker point of its cooldown window. */
const points = (outcomes: CallOutcome[]) =>
  outcomes.flatMap((outcome, index) =>
    outcome.suggestion
      ? [{ at: index, pattern: outcome.suggestion.pattern, confidence: outcome.suggestion.confidence, supersedes: outcome.supersedes === true }]
      : [],
  );

describe('DelegationTracker suggestions: the strongest point of a cooldown window', () => {
  it.each([
    [
      'a run of Reads: 0.5, superseded by 0.7 and by 0.9 inside the window, then the cooldown from the 0.9 point',
      repeat(12, read),
      {},
      [
        { at: 1, pattern: 'exploration', confidence: 0.5, supersedes: false },
        { at: 2, pattern: 'exploration', confidence: 0.7, supersedes: true },
        { at: 4, pattern: 'exploration', confidence: 0.9, supersedes: true },
        { at: 9, pattern: 'exploration', confidence: 0.9, supersedes: false },
      ],
    ],
    [
      'a 0.5 point followed by a 0.9 point of another pattern inside the window records the 0.9 one',
      [read(), read(), edit('src/a.py'), edit('src/b.py'), edit('src/a.py')],
      {},
      [
        { at: 1, pattern: 'exploration', confidence: 0.5, supersedes: false },
        { at: 3, pattern: 'implementation', confidence: 0.7, supersedes: true },
        { at: 4, pattern: 'implementation', confidence: 0.9, supersedes: true },
      ],
    ],
    [
      'a match of the same confidence inside the window makes no point',
      [read(), read(), bash(), bash(), bash(), read(), read()],
      { cooldownCalls: 10 },
      [{ at: 1, pattern: 'exploration', confidence: 0.5, supersedes: false }],
    ],
    [
      'a delegation ends the upgrades: the point it answered stays, and the cooldown runs out',
      [read(), read(), task(), read(), read(), read(), read()],
      {},
      [
        { at: 1, pattern: 'exploration', confidence: 0.5, supersedes: false },
        { at: 6, pattern: 'exploration', confidence: 0.9, supersedes: false },
      ],
    ],
    [
      'a 0.9 point is never superseded: the cooldown runs out first',
      [...repeat(4, bash), read(), read(), read(), read(), read(), edit('src/a.py'), edit('src/b.py'), edit('src/c.py')],
      {},
      [
        { at: 5, pattern: 'exploration', confidence: 0.5, supersedes: false },
        { at: 6, pattern: 'exploration', confidence: 0.7, supersedes: true },
        { at: 8, pattern: 'exploration', confidence: 0.9, supersedes: true },
      ],
    ],
    [
      'a shorter cooldown: a new window opens sooner',
      repeat(6, read),
      { cooldownCalls: 2 },
      [
        { at: 1, pattern: 'exploration', confidence: 0.5, supersedes: false },
        { at: 2, pattern: 'exploration', confidence: 0.7, supersedes: true },
        { at: 4, pattern: 'exploration', confidence: 0.9, supersedes: false },
      ],
    ],
  ] as const)('%s', (_name, specs, settings, expected) => {
    expect(points(feed(tracker(settings), [...specs]))).toEqual(expected);
  });

  it('counts every call toward the cooldown, neutral ones too', () => {
    const outcomes = feed(tracker(), [read(), read(), todo(), todo(), todo(), read(), read()]);
    expect(where(outcomes, 'suggestion')).toEqual([1, 6]);
  });

  it('never suggests at a neutral or delegation call', () => {
    const outcomes = feed(tracker({ cooldownCalls: 2 }), [...repeat(6, read), todo(), task(), read()]);
    expect(where(outcomes, 'suggestion')).toEqual([1, 2, 4, 8]);
  });

  it('leaves out disabled patterns', () => {
    const specs = () => [read(), read(), read(), edit('src/a.py'), edit('src/a.py'), edit('src/a.py')];
    const patterns = (outcomes: CallOutcome[]) => [...new Set(outcomes.flatMap((outcome) => outcome.suggestion?.pattern ?? []))];
    expect(patterns(feed(tracker(), specs()))).toEqual(['exploration']);
    const enabled = (id: DelegationPatternId) => id !== 'exploration';
    expect(patterns(feed(tracker({ enabled }), specs()))).toEqual(['implementation']);
    const none = (id: DelegationPatternId) => id === 'debugging';
    expect(where(feed(tracker({ enabled: none }), specs()), 'suggestion')).toEqual([]);
  });

  it('keeps a window of the last 7 calls', () => {
    const target = tracker();
    feed(target, repeat(9, bash));
    expect(target.state.window.map((call) => call.line)).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('DelegationTracker solo streak with a result-token floor (solo_streak_min_tokens)', () => {
  const sized = (bytes: number) => spec('Read', 'explore', ['src/a.py'], { resultBytes: bytes });

  it.each([
    ['off: fires at the threshold, whatever the results', undefined, [sized(10), sized(10), sized(10)], [1]],
    ['fires at the threshold once the results reach the floor', 1000, [sized(2000), sized(2000), sized(10)], [1]],
    ['waits past the threshold until they do', 1000, [sized(400), sized(400), sized(400), sized(3000), sized(10)], [3]],
    ['never, when they never do', 1000, [sized(400), sized(400), sized(400)], []],
    ['counts again from a Task call', 1000, [sized(3000), task(), sized(1000), sized(1000), sized(2000)], [4]],
    ['neutral calls add nothing', 1000, [sized(1000), spec('TodoWrite', 'neutral', [], { resultBytes: 9000 }), sized(1000), sized(2000)], [3]],
  ] as const)('%s', (_name, floor, specs, advisoryAt) => {
    const settings = floor === undefined ? {} : { streakMinResultTokens: floor };
    expect(where(feed(tracker(settings), [...specs]), 'streakAdvisory')).toEqual(advisoryAt);
  });

  it('counts results that arrive after their calls (the live hook)', () => {
    const target = tracker({ streakMinResultTokens: 1000 });
    const [first, second, third] = numbered([read(), read(), read()]);
    expect(target.call(first!).streakAdvisory).toBeUndefined();
    target.result(first!.id, (call) => {
      applyResult(call, { isError: false, bytes: 1000 });
    });
    expect(target.call(second!).streakAdvisory).toBeUndefined();
    target.result(second!.id, (call) => {
      applyResult(call, { isError: false, bytes: 3000 });
    });
    expect(target.call(third!).streakAdvisory).toBe(3);
    expect(target.state.streakResultBytes).toBe(4000);
  });
});

describe('DelegationTracker results', () => {
  it('a failure that arrives after its call makes debugging fire at the next Read', () => {
    const target = tracker();
    const [first, second] = numbered([testRun('t1'), read()]);
    expect(target.call(first!).suggestion).toBeUndefined();
    target.result('t1', (call) => {
      applyResult(call, { isError: true, bytes: 2048 });
    });
    expect(target.call(second!).suggestion).toMatchObject({
      pattern: 'debugging',
      confidence: 0.7,
      testCommand: 'npm test',
      calls: [{ id: 't1', failed: true, resultBytes: 2048 }, { id: 'call-1' }],
    });
  });

  it('without the failure nothing fires', () => {
    expect(where(feed(tracker(), [testRun('t1'), read()]), 'suggestion')).toEqual([]);
  });

  it('a result for a call no longer in the window changes nothing', () => {
    const target = tracker();
    feed(target, [testRun('t1'), ...repeat(7, bash)]);
    const before = JSON.stringify(target.state);
    let applied = false;
    target.result('t1', () => {
      applied = true;
    });
    expect(applied).toBe(false);
    expect(JSON.stringify(target.state)).toBe(before);
  });
});

describe('DelegationTracker state', () => {
  const session = (): Spec[] => [
    todo(),
    read('src/auth/a.py'),
    read('src/auth/b.py'),
    spec('Grep', 'explore', [], { search: 'token' }),
    edit('src/auth/a.py'),
    task(),
    bash(),
    bash(),
    testRun('t1'),
    read('src/auth/a.py'),
    edit('src/auth/a.py'),
    edit('src/auth/b.py'),
    todo(),
    edit('src/auth/a.py'),
    bash(),
    read(),
    read(),
    read(),
    read(),
    task(),
    read(),
  ];
  const snapshot = (outcome: CallOutcome) => JSON.parse(JSON.stringify(outcome)) as CallOutcome;

  function runOnce(): { outcomes: CallOutcome[]; state: TrackerState; last: ReturnType<DelegationTracker['finish']> } {
    const target = tracker();
    const outcomes = numbered(session()).map((call) => {
      const outcome = snapshot(target.call(call));
      if (call.id === 't1') {
        target.result('t1', (stored) => {
          applyResult(stored, { isError: true });
        });
      }
      return outcome;
    });
    return { outcomes, state: target.state, last: target.finish() };
  }

  function runThroughJson(): { outcomes: CallOutcome[]; state: TrackerState; last: ReturnType<DelegationTracker['finish']> } {
    let state = emptyTrackerState();
    const outcomes = numbered(session()).map((call) => {
      const target = new DelegationTracker(JSON.parse(JSON.stringify(state)) as TrackerState, SETTINGS);
      const outcome = snapshot(target.call(call));
      if (call.id === 't1') {
        target.result('t1', (stored) => {
          applyResult(stored, { isError: true });
        });
      }
      state = target.state;
      return outcome;
    });
    const target = new DelegationTracker(JSON.parse(JSON.stringify(state)) as TrackerState, SETTINGS);
    return { outcomes, state: target.state, last: target.finish() };
  }

  it('is plain JSON', () => {
    const { state } = runOnce();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('a tracker rebuilt from JSON at every call continues identically', () => {
    const once = runOnce();
    const rebuilt = runThroughJson();
    expect(where(once.outcomes, 'suggestion').length).toBeGreaterThanOrEqual(2);
    expect(where(once.outcomes, 'streakAdvisory').length).toBeGreaterThanOrEqual(2);
    expect(where(once.outcomes, 'endedStreak').length).toBeGreaterThanOrEqual(1);
    expect(once.outcomes.some((outcome) => outcome.suggestion?.pattern === 'debugging')).toBe(true);
    expect(rebuilt.outcomes).toEqual(once.outcomes);
    expect(rebuilt.last).toEqual(once.last);
    expect(rebuilt.state).toEqual(once.state);
  });
});
