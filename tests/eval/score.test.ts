/** The eval harness's scoring (eval/score.mjs): P/R arithmetic and the matching rules, on tiny labelled sets. */
import { describe, expect, it } from 'vitest';
import {
  figureAt,
  hasKeywords,
  scopeMatches,
  scoreCorrections,
  scoreFindings,
  scoreProposals,
  scoreTasks,
  suggestionMatches,
  unmetThresholds,
  type Detection,
  type LabelledCase,
  type SetThresholds,
} from '../../eval/score.mjs';

const A = '/logs/a.jsonl';
const B = '/logs/b.jsonl';
const detection = (file: string, line: number, kind = 'instruction', text = ''): Detection => ({ file, line, kind, text });

describe('scoreCorrections', () => {
  const cases: LabelledCase[] = [
    {
      id: 'a',
      file: A,
      corrections: [{ line: 5, kind: 'after-refusal' }, { text: 'Use  PNPM' }, { line: 30, kind: 'failure-report' }],
      negatives: [{ line: 9, class: 'request' }],
    },
    { id: 'b', file: B, complete: false, corrections: [{ line: 2 }], negatives: [{ text: 'thanks', class: 'ack' }] },
  ];

  it.each<[string, Detection[], { found: number; fp: number; misses: number; unlabelled: number; precision: number; recall: number }]>([
    ['nothing detected: precision 1 (no wrong detection), recall 0', [], { found: 0, fp: 0, misses: 4, unlabelled: 0, precision: 1, recall: 0 }],
    [
      'all found, by line and by text (case and spaces ignored)',
      [detection(A, 5, 'after-refusal'), detection(A, 12, 'instruction', 'no, use pnpm here'), detection(A, 30, 'failure-report'), detection(B, 2)],
      { found: 4, fp: 0, misses: 0, unlabelled: 0, precision: 1, recall: 1 },
    ],
    [
      'a labelled negative detected is a false positive; an unlabelled one in a complete case too',
      [detection(A, 5, 'after-refusal'), detection(A, 9), detection(A, 40)],
      { found: 1, fp: 2, misses: 3, unlabelled: 0, precision: 1 / 3, recall: 1 / 4 },
    ],
    [
      'an incomplete case lists unlabelled detections without scoring them, but its negatives count',
      [detection(B, 2), detection(B, 7), detection(B, 8, 'instruction', 'Thanks!')],
      { found: 1, fp: 1, misses: 3, unlabelled: 1, precision: 1 / 2, recall: 1 / 4 },
    ],
    [
      'the wrong kind at a labelled correction is a miss, not a false positive',
      [detection(A, 30, 'instruction')],
      { found: 0, fp: 0, misses: 4, unlabelled: 0, precision: 1, recall: 0 },
    ],
    [
      'a detection in a file no case labels is ignored',
      [detection('/logs/other.jsonl', 5, 'after-refusal')],
      { found: 0, fp: 0, misses: 4, unlabelled: 0, precision: 1, recall: 0 },
    ],
  ])('%s', (_name, detections, expected) => {
    const score = scoreCorrections(cases, detections);
    expect({
      found: score.found,
      fp: score.falsePositives.length,
      misses: score.misses.length,
      unlabelled: score.unlabelled.length,
      precision: score.precision,
      recall: score.recall,
    }).toEqual(expected);
    expect(score.expected).toBe(4);
  });

  it('says what a correction found with another kind was found as', () => {
    const score = scoreCorrections(cases, [detection(A, 30, 'instruction')]);
    expect(score.misses).toContainEqual({ case: 'a', label: { line: 30, kind: 'failure-report' }, detectedAs: 'instruction' });
  });

  it('one detection answers one label', () => {
    const twice: LabelledCase[] = [{ id: 'a', file: A, corrections: [{ text: 'pnpm' }, { text: 'pnpm' }] }];
    expect(scoreCorrections(twice, [detection(A, 3, 'instruction', 'use pnpm')]).found).toBe(1);
  });
});

describe('matching rules', () => {
  it.each<[string[], string, boolean]>([
    [['pnpm'], 'Use pnpm, not npm', true],
    [['npm'], 'Use pnpm', false],
    [['logging|logger', 'print'], 'Avoid print(), use the logger', true],
    [['logging|logger', 'print'], 'Use the logger', false],
    [['cargo.lock'], 'Never edit Cargo.lock by hand', true],
    [['lint'], 'Run the linter before committing', true],
  ])('keywords %j in %j: %s', (keywords, text, expected) => {
    expect(hasKeywords(keywords, text)).toBe(expected);
  });

  it.each<[string | undefined, string, boolean]>([
    [undefined, 'universal', true],
    ['project', 'project:alpha', true],
    ['project', 'universal', false],
    ['language', 'language:go', true],
    ['language:go|project', 'project:gamma', true],
    ['language:go|project', 'language:rust', false],
    ['universal', 'universal', true],
  ])('scope %s against %s: %s', (expected, actual, result) => {
    expect(scopeMatches(expected, actual)).toBe(result);
  });

  it.each<[string, { files?: string[]; goal?: string }, { files: string[]; goal: string }, boolean]>([
    [
      'same files by path ending, goal words present',
      { files: ['src/a.ts', 'src/b.ts'], goal: 'parser' },
      { files: ['/r/src/b.ts', '/r/src/a.ts'], goal: 'the parser in src' },
      true,
    ],
    ['a file more', { files: ['src/a.ts'] }, { files: ['/r/src/a.ts', '/r/src'], goal: 'x' }, false],
    ['a file ending only in part of a name', { files: ['a.ts'] }, { files: ['/r/src/data.ts'], goal: 'x' }, false],
    ['goal word missing', { goal: 'parser' }, { files: [], goal: 'the code in src' }, false],
  ])('suggestion: %s', (_name, label, point, expected) => {
    expect(suggestionMatches(label, { file: A, line: 1, ...point })).toBe(expected);
  });
});

describe('scoreProposals', () => {
  const cases: LabelledCase[] = [{ id: 'a', file: A, negatives: [{ line: 9, class: 'request' }], corrections: [{ line: 12, kind: 'failure-report' }] }];
  const expectations = {
    expected: [
      { keywords: ['pnpm'], scope: 'project' },
      { keywords: ['comment'], scope: 'universal' },
    ],
    forbidden: [{ keywords: ['spinner'], why: 'a task' }],
  };

  it('counts expected proposals found with their scope, and every other proposal as a false positive', () => {
    const score = scoreProposals(
      expectations,
      [
        { content: 'Use pnpm', scope: 'project:alpha', evidence: [{ file: A, line: 3 }] },
        { content: 'Avoid comments on every line', scope: 'project:alpha', evidence: [{ file: A, line: 4 }] },
        { content: 'Keep it short', scope: 'universal', evidence: [{ file: A, line: 5 }] },
      ],
      cases,
    );
    expect(score).toMatchObject({ expected: 2, proposed: 3, found: 1, precision: 1 / 3, recall: 1 / 2 });
    expect(score.misses).toEqual([{ label: expectations.expected[1], proposedAs: 'project:alpha' }]);
    expect(score.forbidden).toEqual([]);
  });

  it('forbids a proposal with a forbidden rule, or from a message labelled a request or a failure report', () => {
    const score = scoreProposals(
      expectations,
      [
        { content: 'Add a loading spinner', scope: 'universal', evidence: [{ file: A, line: 20 }] },
        { content: 'Add a flag', scope: 'universal', evidence: [{ file: A, line: 9 }] },
        { content: 'Fix the build', scope: 'universal', evidence: [{ file: A, line: 12 }] },
      ],
      cases,
    );
    expect(score.forbidden.map((item) => item.why)).toEqual([
      'a task',
      'proposed from a message labelled request',
      'proposed from a message labelled failure-report',
    ]);
    expect(score.precision).toBe(0);
  });
});

describe('scoreTasks', () => {
  const cases: LabelledCase[] = [
    { id: 'a', file: A, tasks: { expected: [{ line: 10, files: ['src/a.ts'], goal: 'parser' }], forbiddenFiles: ['/\\.claude/plans/'] } },
    { id: 'b', file: B, tasks: { expected: [], complete: false } },
    { id: 'c', file: '/logs/c.jsonl' },
  ];

  it.each<[string, Array<{ file: string; line: number; files: string[]; goal: string }>, { produced: number; right: number; share: number; misses: number }]>([
    ['the expected suggestion, right', [{ file: A, line: 10, files: ['/r/src/a.ts'], goal: 'the parser' }], { produced: 1, right: 1, share: 1, misses: 0 }],
    [
      'at another line in a complete case: wrong, and the expected one missed',
      [{ file: A, line: 11, files: ['/r/src/a.ts'], goal: 'the parser' }],
      { produced: 1, right: 0, share: 0, misses: 1 },
    ],
    [
      'a forbidden file makes it wrong',
      [{ file: A, line: 10, files: ['/home/u/.claude/plans/p.md'], goal: 'the parser' }],
      { produced: 1, right: 0, share: 0, misses: 1 },
    ],
    [
      'unlabelled lines of an incomplete case, and cases without task labels, are not scored',
      [
        { file: B, line: 3, files: [], goal: 'x' },
        { file: '/logs/c.jsonl', line: 3, files: [], goal: 'x' },
      ],
      { produced: 0, right: 0, share: 1, misses: 1 },
    ],
  ])('%s', (_name, points, expected) => {
    const score = scoreTasks(cases, points);
    expect({ produced: score.produced, right: score.right, share: score.share, misses: score.misses.length }).toEqual(expected);
  });
});

describe('scoreFindings', () => {
  const cases: LabelledCase[] = [
    { id: 'a', file: A, findings: { expected: [{ detector: 'edit-retry', lines: [18, 22] }] } },
    { id: 'b', file: B, findings: { expected: [{ detector: 'sequential-reads', lines: [3, 5, 7] }], complete: false } },
    { id: 'c', file: '/logs/c.jsonl' },
  ];
  const finding = (file: string, detector: string, lines: number[]) => ({ file, detector, lines });

  it.each<[string, Array<ReturnType<typeof finding>>, { found: number; fp: number; misses: number; precision: number; recall: number }]>([
    [
      'the labelled findings, by detector and evidence lines',
      [finding(A, 'edit-retry', [18, 22]), finding(B, 'sequential-reads', [3, 5, 7])],
      { found: 2, fp: 0, misses: 0, precision: 1, recall: 1 },
    ],
    [
      'other evidence lines: a false positive, and the label missed (a Grep used twice, a sibling taken for a retry)',
      [finding(A, 'edit-retry', [2, 3]), finding(B, 'sequential-reads', [3, 5, 7])],
      { found: 1, fp: 1, misses: 1, precision: 1 / 2, recall: 1 / 2 },
    ],
    [
      'an unlabelled detector: a false positive in a complete case, not scored in an incomplete one',
      [finding(A, 'edit-retry', [18, 22]), finding(A, 'repeated-read', [4, 9]), finding(B, 'sequential-reads', [3, 5, 7]), finding(B, 'repeated-glob', [2, 4])],
      { found: 2, fp: 1, misses: 0, precision: 2 / 3, recall: 1 },
    ],
    [
      'a labelled detector found again in an incomplete case is a false positive',
      [finding(A, 'edit-retry', [18, 22]), finding(B, 'sequential-reads', [3, 5, 7]), finding(B, 'sequential-reads', [9, 11, 13])],
      { found: 2, fp: 1, misses: 0, precision: 2 / 3, recall: 1 },
    ],
    [
      'findings in a log without finding labels are not scored',
      [finding('/logs/c.jsonl', 'edit-retry', [1, 2])],
      { found: 0, fp: 0, misses: 2, precision: 1, recall: 0 },
    ],
  ])('%s', (_name, findings, expected) => {
    const score = scoreFindings(cases, findings);
    expect({ found: score.found, fp: score.falsePositives.length, misses: score.misses.length, precision: score.precision, recall: score.recall }).toEqual(
      expected,
    );
  });

  it('gives each detector its own figures', () => {
    const score = scoreFindings(cases, [finding(A, 'edit-retry', [2, 3]), finding(B, 'sequential-reads', [3, 5, 7])]);
    expect(score.byDetector).toEqual([
      { detector: 'edit-retry', right: 0, falsePositives: 1, misses: 1, precision: 0, recall: 0 },
      { detector: 'sequential-reads', right: 1, falsePositives: 0, misses: 0, precision: 1, recall: 1 },
    ]);
  });
});

describe('unmetThresholds', () => {
  const scores = {
    corrections: scoreCorrections([{ id: 'a', file: A, corrections: [{ line: 1 }, { line: 2 }] }], [detection(A, 1), detection(A, 3)]),
    proposals: scoreProposals({ expected: [] }, [{ content: 'Add a spinner', scope: 'universal' }], []),
    tasks: scoreTasks([], []),
    findings: scoreFindings([{ id: 'a', file: A, findings: { expected: [{ detector: 'edit-retry', lines: [1, 2] }] } }], []),
    byLang: { 'zh-Hant': { recall: 0.25 } },
  };

  it.each<[string, SetThresholds, string[]]>([
    ['a floor met', { floors: { 'corrections.precision': 0.5, 'corrections.recall': 0.5 } }, []],
    ['a floor not met, named with its figure', { floors: { 'corrections.precision': 0.9, 'tasks.share': 0.5 } }, ['corrections.precision 0.500 < 0.9']],
    [
      'a figure deeper down, by a dotted path',
      { floors: { 'findings.recall': 0.95, 'byLang.zh-Hant.recall': 0.3 } },
      ['findings.recall 0 < 0.95', 'byLang.zh-Hant.recall 0.250 < 0.3'],
    ],
    ['a ceiling counts a list', { ceilings: { 'proposals.forbidden': 0, 'proposals.falsePositives': 0 } }, ['proposals.falsePositives 1 > 0']],
    [
      'a path that names no figure is unmet, never passed',
      { floors: { 'corrections.precison': 0.1, 'corrections.byLang.en.recall': 0 } },
      ['corrections.precison: no such figure', 'corrections.byLang.en.recall: no such figure'],
    ],
  ])('%s', (_name, thresholds, unmet) => {
    expect(unmetThresholds(thresholds, scores)).toEqual(unmet);
  });

  it("reads a figure at a path: a number, or a list's length; nothing else", () => {
    expect(figureAt(scores, 'corrections.found')).toBe(1);
    expect(figureAt(scores, 'corrections.misses')).toBe(1);
    expect(figureAt(scores, 'corrections')).toBeUndefined();
    expect(figureAt(scores, 'corrections.__proto__')).toBeUndefined();
  });
});
