import { describe, expect, it } from 'vitest';
import { classifyCorrectionText, type TextSource } from '../../src/corrections/classify-text.js';

interface Case {
  text: string;
  source?: TextSource;
  /** undefined: not a correction. */
  kind?: string;
  explicit?: boolean;
  minConfidence?: number;
  rule?: string;
}

const corrections: Record<string, Case> = {
  'no, then a directive': { text: 'no, use pnpm', kind: 'instruction', rule: 'use pnpm', minConfidence: 0.85 },
  'pnpm, not npm!': { text: 'pnpm, not npm!', kind: 'instruction', rule: 'pnpm, not npm' },
  "don't as an imperative": { text: "don't add comments to the code", kind: 'instruction', rule: "don't add comments to the code" },
  'curly apostrophe': { text: 'don’t add comments', kind: 'instruction' },
  'stop doing': { text: 'stop adding emojis everywhere', kind: 'instruction' },
  'I told you': { text: 'I told you to use the HTTPS remote', kind: 'instruction', explicit: true },
  remember: { text: 'remember: run the linter before committing', kind: 'instruction', explicit: true },
  'ALWAYS in caps': { text: 'ALWAYS run the tests first', kind: 'instruction', explicit: true },
  'always, lower case, not explicit': { text: 'always run the tests first', kind: 'instruction', explicit: false },
  'use X instead of Y': { text: 'use vitest instead of jest', kind: 'instruction' },
  'stated preference': { text: 'I prefer tabs over spaces', kind: 'preference' },
  'a question with a strong cue still corrects': { text: 'can you use yarn instead?', kind: 'instruction' },
  'a bug report with a direction': {
    text: 'the build still fails, use the HTTPS remote instead',
    kind: 'instruction',
    rule: 'the build still fails, use the HTTPS remote instead',
  },
  'rejection reason': { text: 'use pnpm', source: 'rejection-reason', kind: 'rejection-reason', explicit: true, minConfidence: 0.95 },
  'after an interrupt, a plain redirect': {
    text: 'You can set group.visible using the vis library which is less work',
    source: 'after-refusal',
    kind: 'after-refusal',
    minConfidence: 0.6,
  },
  'after an interrupt, uptalk is no question': {
    text: "I don't think we need to loop through all items, the group names should match the filters?",
    source: 'after-refusal',
    kind: 'after-refusal',
  },
  'a pasted log after the first paragraph is not read': {
    text: `Please have a look at this.\n\n${'trace line that says use the other approach instead\n'.repeat(20)}`,
    // the paste holds "instead", the human's words do not
  },
};

const notCorrections: Record<string, Case> = {
  'substring "no" in "know"': { text: 'I know this part is tricky, thanks for checking' },
  '"no" inside a word': { text: 'Another note: the page renders fine' },
  'a question': { text: 'Do we even need _generate_html_with_combined_link then?' },
  'a question after an interrupt': { text: 'Do we even need this function?', source: 'after-refusal' },
  'a task request': { text: 'Can you please add tests for the cache version check?' },
  'please add': { text: 'please add a GitHub Action to run the tests' },
  praise: { text: 'Excellent work, thank you!' },
  'a bug report without a direction': { text: 'the build still fails' },
  'a bug report after an interrupt': { text: 'Oh no, we lost the session navigation section somehow :(', source: 'after-refusal' },
  'no idea': { text: 'no idea why that happened, keep going' },
  "don't worry": { text: "don't worry about the warnings" },
  'a description with "don\'t"': { text: "I saw that in case of BadZipFile we don't do anything; propose a fix" },
  'never as a description': { text: 'I never said that was the cause' },
  'oh no': { text: 'Oh no, the page is blank' },
  empty: { text: '   ' },
};

describe('classifyCorrectionText', () => {
  it.each(Object.entries(corrections))('%s', (_name, { text, source = 'message', kind, explicit, minConfidence, rule }) => {
    const verdict = classifyCorrectionText(text, source);
    if (kind === undefined) {
      expect(verdict).toBeUndefined();
      return;
    }
    expect(verdict?.kind).toBe(kind);
    if (explicit !== undefined) expect(verdict?.explicit).toBe(explicit);
    if (minConfidence !== undefined) expect(verdict!.confidence).toBeGreaterThanOrEqual(minConfidence);
    if (rule !== undefined) expect(verdict?.rule).toBe(rule);
  });

  it.each(Object.entries(notCorrections))('not a correction: %s', (_name, { text, source = 'message' }) => {
    expect(classifyCorrectionText(text, source)).toBeUndefined();
  });

  it('a rejection reason is stronger than the same words in a message', () => {
    const reason = classifyCorrectionText('use pnpm', 'rejection-reason')!;
    const message = classifyCorrectionText('use pnpm', 'message')!;
    expect(reason.confidence).toBeGreaterThan(message.confidence);
    expect(message.explicit).toBe(false);
  });

  it('the rule is the sentence holding the cue, without interjections', () => {
    expect(classifyCorrectionText('Thanks for the summary. No wait, never push to main directly!', 'message')?.rule).toBe('never push to main directly');
  });
});
