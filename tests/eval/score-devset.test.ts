/** The devset's scoring (eval/score-devset.mjs) on tiny labelled sets: corrections by kind and language, failure reports apart, proposals, findings, tool calls. */
import { describe, expect, it } from 'vitest';
import {
  NOT_A_TURN,
  scoreDevsetCorrections,
  scoreDevsetFindings,
  scoreDevsetProposals,
  scoreToolCalls,
  type DevsetDetection,
  type TurnLabel,
} from '../../eval/score-devset.mjs';

const A = 'claude-code/projects/-home-a/a.jsonl';
const B = 'codex/sessions/2025/01/01/rollout-b.jsonl';
const turn = (file: string, line: number, kind: string, lang = 'en'): TurnLabel => ({ file, line, kind, lang });
const TURNS: TurnLabel[] = [
  turn(A, 2, 'task_request'),
  turn(A, 5, 'correction'),
  turn(A, 9, 'correction', 'zh'),
  turn(A, 12, 'question', 'zh'),
  turn(A, 15, 'failure_report'),
  turn(B, 3, 'rejection_reason', 'zh-Hant'),
  turn(B, 7, 'acknowledgement'),
];
const found = (file: string, line: number, kind = 'instruction'): DevsetDetection => ({ file, line, kind, text: '' });

describe('scoreDevsetCorrections', () => {
  it.each<[string, DevsetDetection[], { found: number; fp: number; misses: number; precision: number; recall: number; notATurn: number }]>([
    ['nothing found: precision 1, recall 0', [], { found: 0, fp: 0, misses: 3, precision: 1, recall: 0, notATurn: 0 }],
    [
      'corrections and a rejection reason found, whatever kind of correction',
      [found(A, 5), found(A, 9, 'after-refusal'), found(B, 3, 'rejection-reason')],
      { found: 3, fp: 0, misses: 0, precision: 1, recall: 1, notATurn: 0 },
    ],
    [
      'a task request, a question or an acknowledgement found: false positives',
      [found(A, 5), found(A, 2), found(A, 12, 'after-refusal'), found(B, 7)],
      { found: 1, fp: 3, misses: 2, precision: 1 / 4, recall: 1 / 3, notATurn: 0 },
    ],
    [
      'a line that is no labelled turn (harness text, a tool result): a false positive in no language',
      [found(A, 5), found(A, 40, 'rejection-reason')],
      { found: 1, fp: 1, misses: 2, precision: 1 / 2, recall: 1 / 3, notATurn: 1 },
    ],
    [
      'a failure report found makes no correction claim, even at a correction (then missed)',
      [found(A, 15, 'failure-report'), found(A, 5, 'failure-report')],
      { found: 0, fp: 0, misses: 3, precision: 1, recall: 0, notATurn: 0 },
    ],
    [
      'two corrections found at one turn: the second is a false positive',
      [found(A, 5), found(A, 5)],
      { found: 1, fp: 1, misses: 2, precision: 1 / 2, recall: 1 / 3, notATurn: 0 },
    ],
  ])('%s', (_name, detections, expected) => {
    const score = scoreDevsetCorrections(TURNS, detections);
    expect({
      found: score.found,
      fp: score.falsePositives.length,
      misses: score.misses.length,
      precision: score.precision,
      recall: score.recall,
      notATurn: score.notATurn,
    }).toEqual(expected);
  });

  it('scores failure reports apart, and says what a missed correction was found as', () => {
    const score = scoreDevsetCorrections(TURNS, [found(A, 15, 'failure-report'), found(A, 5, 'failure-report'), found(A, 9)]);
    expect(score.failureReports).toMatchObject({ expected: 1, found: 1, precision: 1 / 2, recall: 1 });
    expect(score.failureReports.falsePositives.map((item) => item.label?.kind)).toEqual(['correction']);
    expect(score.misses).toEqual([{ label: TURNS[1], detectedAs: 'failure-report' }, { label: TURNS[5] }]);
  });

  it('gives each language of the labelled turns its precision and recall', () => {
    const score = scoreDevsetCorrections(TURNS, [found(A, 5), found(A, 2), found(A, 12), found(B, 3), found(A, 40)]);
    expect(score.byLang).toEqual({
      en: { expected: 1, right: 1, falsePositives: 1, precision: 1 / 2, recall: 1 },
      zh: { expected: 1, right: 0, falsePositives: 1, precision: 0, recall: 0 },
      'zh-Hant': { expected: 1, right: 1, falsePositives: 0, precision: 1, recall: 1 },
    });
  });

  it('says, per label kind, how many turns were found as what', () => {
    const score = scoreDevsetCorrections(TURNS, [found(A, 5), found(A, 2, 'after-refusal'), found(A, 15, 'failure-report'), found(A, 40, 'rejection-reason')]);
    expect(score.byKind).toEqual({
      [NOT_A_TURN]: { labelled: 0, foundAs: { 'rejection-reason': 1 } },
      acknowledgement: { labelled: 1, foundAs: { none: 1 } },
      correction: { labelled: 2, foundAs: { instruction: 1, none: 1 } },
      failure_report: { labelled: 1, foundAs: { 'failure-report': 1, none: 0 } },
      question: { labelled: 1, foundAs: { none: 1 } },
      rejection_reason: { labelled: 1, foundAs: { none: 1 } },
      task_request: { labelled: 1, foundAs: { 'after-refusal': 1, none: 0 } },
    });
  });
});

describe('scoreDevsetProposals', () => {
  const group = {
    rule: 'Use pnpm',
    turns: [
      { file: A, line: 5 },
      { file: B, line: 3 },
    ],
  };
  const proposal = (content: string, ...evidence: Array<[string, number]>) => ({
    content,
    scope: 'universal',
    evidence: evidence.map(([file, line]) => ({ file, line })),
  });

  it.each<[string, ReturnType<typeof proposal>[], { forbidden: string[]; taskRequests: number; foundOnce: number; misses: number; split: number }]>([
    [
      'the group proposed once, from its two sessions',
      [proposal('Use pnpm', [A, 5], [B, 3])],
      { forbidden: [], taskRequests: 0, foundOnce: 1, misses: 0, split: 0 },
    ],
    [
      'proposed apart: two proposals of one rule',
      [proposal('Use pnpm', [A, 5]), proposal('use pnpm pls', [B, 3])],
      { forbidden: [], taskRequests: 0, foundOnce: 0, misses: 0, split: 1 },
    ],
    [
      'evidence labelled a task request: forbidden, the worst case named first',
      [proposal('Add a spinner', [B, 7], [A, 2]), proposal('Use pnpm', [A, 5], [B, 3])],
      { forbidden: ['task_request'], taskRequests: 1, foundOnce: 1, misses: 0, split: 0 },
    ],
    [
      'evidence at no labelled turn, or a failure report: forbidden',
      [proposal('Request was aborted', [A, 40]), proposal('It still fails', [A, 15])],
      { forbidden: [NOT_A_TURN, 'failure_report'], taskRequests: 0, foundOnce: 0, misses: 1, split: 0 },
    ],
  ])('%s', (_name, proposals, expected) => {
    const score = scoreDevsetProposals(TURNS, [group], proposals);
    expect({
      forbidden: score.forbidden.map((item) => item.kind),
      taskRequests: score.taskRequests,
      foundOnce: score.foundOnce,
      misses: score.misses.length,
      split: score.split.length,
    }).toEqual(expected);
  });

  it('with no rule said in two sessions, recall is 1 and only forbidden proposals count against it', () => {
    expect(scoreDevsetProposals(TURNS, [], [])).toMatchObject({ groups: 0, recall: 1, forbidden: [] });
  });
});

describe('scoreDevsetFindings', () => {
  const occurrences = [
    { pattern: 'bash-for-search', file: A, line: 20, tool_use_ids: ['toolu_1'] },
    { pattern: 'edit-retry', file: B, line: 30, tool_use_ids: ['call_1', 'call_2'] },
  ];
  const formatOf = (file: string) => file.split('/')[0]!;

  it.each<[string, Array<{ detector: string; file: string; line: number; callIds: string[] }>, { found: number; fp: number; differs: number; misses: number }]>(
    [
      [
        'same detector, file, line and evidence ids (in any order)',
        [
          { detector: 'bash-for-search', file: A, line: 20, callIds: ['toolu_1'] },
          { detector: 'edit-retry', file: B, line: 30, callIds: ['call_2', 'call_1'] },
        ],
        { found: 2, fp: 0, differs: 0, misses: 0 },
      ],
      [
        'other evidence at the labelled place: a false positive, the label missed',
        [{ detector: 'edit-retry', file: B, line: 30, callIds: ['call_2'] }],
        { found: 0, fp: 1, differs: 1, misses: 2 },
      ],
      [
        'another detector at the place: a false positive',
        [{ detector: 'repeated-read', file: A, line: 20, callIds: ['toolu_1'] }],
        { found: 0, fp: 1, differs: 0, misses: 2 },
      ],
    ],
  )('%s', (_name, findings, expected) => {
    const score = scoreDevsetFindings(occurrences, findings, formatOf);
    expect({
      found: score.found,
      fp: score.falsePositives.length,
      differs: score.falsePositives.filter((item) => item.evidenceDiffers).length,
      misses: score.misses.length,
    }).toEqual(expected);
  });

  it('gives each detector and each log format its figures', () => {
    const score = scoreDevsetFindings(
      occurrences,
      [
        { detector: 'bash-for-search', file: A, line: 20, callIds: ['toolu_1'] },
        { detector: 'bash-for-search', file: B, line: 8, callIds: ['call_9'] },
      ],
      formatOf,
    );
    expect(score.byDetector).toEqual({
      'bash-for-search': { right: 1, falsePositives: 1, misses: 0, precision: 1 / 2, recall: 1 },
      'edit-retry': { right: 0, falsePositives: 0, misses: 1, precision: 1, recall: 0 },
    });
    expect(score.byFormat).toEqual({
      'claude-code': { right: 1, falsePositives: 0, misses: 0, precision: 1, recall: 1 },
      codex: { right: 0, falsePositives: 1, misses: 1, precision: 0, recall: 0 },
    });
  });
});

describe('scoreToolCalls', () => {
  it('sums the calls counted and labelled, and lists each file that differs', () => {
    expect(
      scoreToolCalls(
        { [A]: 10, [B]: 4 },
        new Map([
          [A, 12],
          [B, 4],
          ['claude-code/extra.jsonl', 1],
        ]),
      ),
    ).toEqual({
      labelled: 14,
      counted: 17,
      files: 3,
      differing: [
        { file: 'claude-code/extra.jsonl', labelled: 0, counted: 1 },
        { file: A, labelled: 10, counted: 12 },
      ],
    });
  });
});
