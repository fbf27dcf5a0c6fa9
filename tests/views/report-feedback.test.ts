/** The report's feedback figures: rule corrections and failure reports counted apart, over the period and per ISO week. */
import { describe, expect, it } from 'vitest';
import { buildReport, type FeedbackCount, type ReportSession, type SessionFeedback } from '../../src/views/report.js';

/** A session starting `day` days after Monday 2 March 2026, with its corrections and failure reports. */
function session(day: number, corrections: number, failureReports: number): ReportSession {
  const startMs = Date.UTC(2026, 2, 2 + day, 9);
  return {
    startMs,
    endMs: startMs + 600_000,
    toolCalls: 40,
    tokens: { input: 100, output: 10, cacheCreation: 0, cacheRead: 0 },
    occurrences: new Map(),
    exposedTo: new Map(),
    feedback: { corrections, failureReports } satisfies SessionFeedback,
  };
}

function reportOf(sessions: ReportSession[]) {
  return buildReport({
    repo: 'acme/shop',
    sessions,
    delegation: { points: 0, delegatedSoonAfter: 0, open: 0, rate: null },
    proposals: [],
    effect: { minSessions: 5, alpha: 0.05 },
  });
}

const none: FeedbackCount = { count: 0, sessions: 0, perSession: null, sessionShare: null };

describe('the report counts rule corrections and failure reports apart', () => {
  it.each<[string, ReportSession[], { corrections: FeedbackCount; failureReports: FeedbackCount }]>([
    ['no sessions: nothing to divide by', [], { corrections: none, failureReports: none }],
    [
      'sessions without either',
      [session(0, 0, 0), session(1, 0, 0)],
      { corrections: { count: 0, sessions: 0, perSession: 0, sessionShare: 0 }, failureReports: { count: 0, sessions: 0, perSession: 0, sessionShare: 0 } },
    ],
    [
      'failure reports only: no rule correction is counted',
      [session(0, 0, 3), session(1, 0, 0), session(2, 0, 1), session(3, 0, 0)],
      {
        corrections: { count: 0, sessions: 0, perSession: 0, sessionShare: 0 },
        failureReports: { count: 4, sessions: 2, perSession: 1, sessionShare: 0.5 },
      },
    ],
    [
      'both, in one session and apart',
      [session(0, 2, 1), session(1, 1, 0), session(2, 0, 0)],
      {
        corrections: { count: 3, sessions: 2, perSession: 1, sessionShare: 2 / 3 },
        failureReports: { count: 1, sessions: 1, perSession: 0.33, sessionShare: 1 / 3 },
      },
    ],
  ])('over the period: %s', (_case, sessions, expected) => {
    expect(reportOf(sessions).feedback).toEqual(expected);
  });

  it('per ISO week, each week of its own sessions', () => {
    const report = reportOf([session(0, 1, 0), session(4, 0, 2), session(7, 0, 0), session(8, 0, 1), session(9, 0, 0), session(10, 1, 1)]);
    expect(
      report.weeks.map((week) => ({
        week: week.week,
        corrections: [week.feedback.corrections.count, week.feedback.corrections.sessions],
        failureReports: [week.feedback.failureReports.count, week.feedback.failureReports.sessions, week.feedback.failureReports.perSession],
      })),
    ).toEqual([
      { week: '2026-03-02', corrections: [1, 1], failureReports: [2, 1, 1] },
      { week: '2026-03-09', corrections: [1, 1], failureReports: [2, 2, 0.5] },
    ]);
  });
});
