/**
 * The classifier's rules as data (src/corrections/message-classes.ts, failure-feedback.ts): each rule holds
 * its own examples, and the real messages of the shared corpus quoted below (file under
 * the corpus's claude-code/projects/, line) are put in the class a reader gives them.
 */
import { describe, expect, it } from 'vitest';
import { failureCueOf } from '../../src/corrections/failure-feedback.js';
import { HUMAN_LANGUAGES, languagesOf, type MessageClassId } from '../../src/corrections/human-languages/index.js';
import { bareClause as bareClauseIn, classesOf as classesIn, withoutPastedOutput, withoutQuotedPassages } from '../../src/corrections/message-classes.js';
import { classifyHumanTurn } from '../../src/corrections/classify-text.js';

/** The classes of a clause in the languages it is in, as the classifier reads it. */
const classesOf = (clause: string) => classesIn(clause, languagesOf(clause));
const bareClause = (clause: string) => bareClauseIn(clause, languagesOf(clause));

const SAMPLE = '-Users-dain-workspace-claude-code-log-sample';

/** Real clauses of the corpus: [file:line, clause, class]. */
const CORPUS_CLAUSES: Array<[string, string, MessageClassId]> = [
  ['-Users-dain-workspace-JSSoundRecorder/7acd37a8-….jsonl:169', "Let's also Migrate to AudioWorklet", 'request'],
  ['-Users-dain-workspace-JSSoundRecorder/7acd37a8-….jsonl:99', 'yes please', 'plan-approval'],
  ['-Users-dain-workspace-JSSoundRecorder/7acd37a8-….jsonl:99', "and let's make it cross-browser", 'request'],
  ['-Users-dain-workspace-JSSoundRecorder/7acd37a8-….jsonl:64', 'ok, fine', 'acknowledgement'],
  [`${SAMPLE}/37f83ec9-….jsonl:12`, 'can you please replace them with a single link to the combined transcript instead?', 'request'],
  [`${SAMPLE}/37f83ec9-….jsonl:324`, 'could we reuse @claude_code_log/templates/components/session_nav.html for that?', 'question'],
  ['-Users-dain-workspace-coderabbit-review-helper/cb2e607c-….jsonl:79', 'Please add these in @README.md but also how to install with `uv sync`', 'request'],
  [
    '-Users-dain-workspace-coderabbit-review-helper/cb2e607c-….jsonl:91',
    'Can you please change the default command behaviour (without pr_input) to look up the PR for the current branch?',
    'request',
  ],
  ['-Users-dain-workspace-coderabbit-review-helper/cb2e607c-….jsonl:283', "Let's update readme with the working reinstall", 'request'],
  ['-experiments-ideas/03eb5929-….jsonl:25', 'maybe also list 5 weak points, risks, or caveats', 'request'],
  ['-experiments-ideas/03eb5929-….jsonl:32', 'Fair enough.', 'acknowledgement'],
  ['-experiments-worktrees/ef958aa1-….jsonl:117', 'can you check?', 'request'],
  ['-src-deep-manifest/a7da6a22-….jsonl:45', 'Is everything OK with this project?', 'question'],
  ['-src-deep-manifest/a7da6a22-….jsonl:45', 'Do all the tests pass?', 'question'],
  ['-src-deep-manifest/a7da6a22-….jsonl:68', 'Please create an empty commit with that content.', 'request'],
  ['-src-deep-manifest/a7da6a22-….jsonl:75', 'New feature: we support .zip', 'request'],
  ['-src-deep-manifest/a7da6a22-….jsonl:250', 'then proceed with this new plan (reporting archive errors).', 'plan-approval'],
  ['-src-deep-manifest/a7da6a22-….jsonl:314', 'Excellent work, thank you!', 'acknowledgement'],
  [`${SAMPLE}/fe869ecb-….jsonl:48`, 'would you mind fixing the type issues?', 'request'],
  [`${SAMPLE}/fe869ecb-….jsonl:48`, 'Wait, does it only run on main?', 'question'],
];

/** Real clauses that are none of the classes: they may correct. */
const CORPUS_OPEN: Array<[string, string]> = [
  [`${SAMPLE}/0d3a8e6f-….jsonl:16`, 'You can set group.visible using the vis library which is less work'],
  [`${SAMPLE}/37f83ec9-….jsonl:74`, "I'd actually love that test to be saved a permanent unit test"],
  [`${SAMPLE}/fe869ecb-….jsonl:48`, 'I think we should run it on all push?'],
  [
    '-Users-dain-workspace-coderabbit-review-helper/cb2e607c-….jsonl:262',
    'We need to find a cleaner way to reinstall without manually going hunting for cached files.',
  ],
  ['-Users-dain-workspace-JSSoundRecorder/7acd37a8-….jsonl:59', "I have both Node and Python, but I don't want to make it only work for me"],
];

describe('message classes', () => {
  it.each(HUMAN_LANGUAGES.flatMap((language) => language.classes.flatMap((rule) => rule.examples.map((example) => [language.id, rule.id, example] as const))))(
    '%s %s: its example "%s"',
    (_language, id, example) => {
      expect(classesOf(example)).toContain(id);
    },
  );

  it.each(CORPUS_CLAUSES)('corpus %s: "%s" is a %s', (_where, clause, id) => {
    expect(classesOf(clause)).toContain(id);
  });

  it.each(CORPUS_OPEN)('corpus %s: "%s" is none of them', (_where, clause) => {
    expect(classesOf(clause)).toEqual([]);
  });

  it.each<[string, MessageClassId[]]>([
    ['now add a --verbose flag', ['request']],
    ['also, we need a progress bar', ['request']],
    ['wait, we also need the same fix elsewhere', ['request']],
    ["don't add a flag", []],
    ['no, use pnpm', []],
    ['I prefer tabs', []],
    ['never push to main', []],
    ['that works now', ['acknowledgement']],
  ])('crafted: "%s" → %j', (clause, classes) => {
    expect(classesOf(clause).filter((id) => id !== 'acknowledgement' || classes.includes('acknowledgement'))).toEqual(classes);
  });

  it('strips what opens a clause before the rules read it', () => {
    expect(bareClause('Ok, so, wait, but now add it')).toBe('now add it');
  });

  it('leaves pasted output out of the human words', () => {
    const pasted = [
      'the tests are unhappy now:',
      '    def test_row():',
      'E   AssertionError: 2 != 3',
      'src/a.ts:12:3 - error TS2322',
      '```',
      "don't use this",
      '```',
      'please look',
    ].join('\n');
    expect(withoutPastedOutput(pasted)).toBe('the tests are unhappy now:\n\nplease look');
  });
});

describe('failure feedback', () => {
  it.each(HUMAN_LANGUAGES.flatMap((language) => language.failures.flatMap((cue) => cue.examples.map((example) => [language.id, cue.id, example] as const))))(
    '%s %s: its example "%s"',
    (_language, id, example) => {
      expect(failureCueOf(bareClause(example), languagesOf(example))?.id).toBe(id);
    },
  );

  it.each<[string, string, string]>([
    [`${SAMPLE}/37f83ec9-….jsonl:294`, 'we lost the session navigation section from the combined transcript somehow :(', 'lost-something'],
    [`${SAMPLE}/937c6e6b-….jsonl:43`, 'A couple of tests are unhappy now:', 'checks-unhappy'],
  ])('corpus %s: "%s" reports a failure (%s)', (_where, sentence, id) => {
    expect(failureCueOf(bareClause(sentence), languagesOf(sentence))?.id).toBe(id);
  });

  it.each([
    'why is it failing?',
    'how do I see the error?',
    'fix the failing test in worker_test.go',
    'I still think the old name was better',
    'the same approach works for the exporter',
    "we support .zip, but I've seen an archive that contains embedded tar.gz",
    'Excellent work, thank you!',
  ])('no failure report: "%s"', (sentence) => {
    expect(failureCueOf(bareClause(sentence), languagesOf(sentence))).toBeUndefined();
  });
});

describe('passages quoted at length', () => {
  const ticket =
    'the date must never be before the end of the minimum term, and for car policies the 30th of November is the cut-off date, with a task for the back office once it is saved';
  it.each([
    ['straight quotes after a colon', `text from the ticket:\n\n"${ticket}"\n\nvalidate it in the model please`],
    ['curly quotes', `the client wrote “${ticket}” so validate it in the model please`],
    ['German quotes', `Text aus dem Ticket: „${ticket}“ — Validierung bitte im Model`],
    ['guillemets', `le client a écrit « ${ticket} » — valide dans le modèle stp`],
    [
      'corner brackets',
      'チケットの本文：「保存後は必ずバックオフィス向けのタスクを作成し、最低契約期間の終了日より前の日付は絶対に受け付けないこと」モデル側で検証してください',
    ],
  ])('%s: left out, and what it says asks nothing of the agent', (_case, text) => {
    expect(withoutQuotedPassages(text)).not.toContain('cut-off');
    expect(withoutQuotedPassages(text)).not.toContain('絶対に');
    expect(classifyHumanTurn(text, 'message', { agentChanged: true }).kind).not.toBe('correction');
  });

  it.each([
    ['a short quotation', 'rename the button to "Export to Excel" and never show it to guests'],
    [
      'two quoted terms with a long text between them',
      'the "Export" button and the long description of what it does, which goes on for a while and mentions never and always and other words, then the "Cancel" button',
    ],
  ])('keeps %s', (_case, text) => {
    expect(withoutQuotedPassages(text)).toBe(text);
  });
});
