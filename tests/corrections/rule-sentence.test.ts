import { describe, expect, it } from 'vitest';
import { classifyCorrectionText } from '../../src/corrections/classify-text.js';
import { directiveScore, ruleSentence } from '../../src/corrections/rule-sentence.js';

describe('ruleSentence: the most directive part of a message, wherever it is', () => {
  it.each([
    // the rule is not the first sentence
    ['lint it first. always lint before you push', 'always lint before you push'],
    ['ok that works. from now on, run the formatter before committing', 'from now on, run the formatter before committing'],
    ['thanks. we use pnpm in this repo', 'we use pnpm in this repo'],
    ['that broke the build; never force-push to main', 'never force-push to main'],
    ['Thanks for the summary. No wait, never push to main directly!', 'never push to main directly'],
    ['hmm the output is long again. Keep answers under ten lines.', 'Keep answers under ten lines'],
    // a second clause of the same sentence
    ['fix the import and also never use relative imports', 'never use relative imports'],
    ["rename it to parseConfig, and don't add docstrings", "don't add docstrings"],
    // the rule is the whole message or its first sentence
    ['use pnpm', 'use pnpm'],
    ['pnpm, not npm!', 'pnpm, not npm'],
    // the reason after the comma directs nothing: the rule is the directive part
    ["no, don't edit config.rs, the bug is in the caller in main.rs", "don't edit config.rs"],
    ["don't use npm, use pnpm. it breaks the lockfile", "don't use npm, use pnpm"],
    // two rules: the stronger one
    ['always run the tests. never push to main', 'never push to main'],
    ['I prefer tabs over spaces. use tabs', 'I prefer tabs over spaces'],
    // a space beside a Latin word is the space tidy writers put around it, not a stop
    ['以后在 utils 里用 dayjs 格式化时间', '以后在 utils 里用 dayjs 格式化时间'],
  ])('%s → %s', (text, rule) => {
    expect(ruleSentence(text)).toBe(rule);
  });

  it('without a directive part, the sentence holding the cue (even when the cue match starts at the punctuation before it)', () => {
    const text = 'Wait, does it only run on main? I think we should run it on all push? Also, would you mind fixing the type issues?';
    expect(ruleSentence(text, text.indexOf('we should'))).toBe('I think we should run it on all push?');
    expect(ruleSentence('The build broke. It was fine before.', 'The build broke.'.length)).toBe('It was fine before');
    expect(ruleSentence('The build broke. It was fine before.')).toBe('The build broke');
  });

  it.each([
    ['always lint before you push', 4],
    ['lint it first', 0.5],
    ['does it only run on main?', -3],
    ['I think we should run it on all push?', -3],
    ['we use pnpm', 2.5],
  ])('directiveScore(%s) = %f', (part, score) => {
    expect(directiveScore(part)).toBeCloseTo(score);
  });
});

describe('the classifier keeps the rule it extracts', () => {
  it.each([
    // corpus, synthetic/codex-rollout.jsonl:18
    ["no, don't edit config.rs, the bug is in the caller in main.rs", 'after-refusal', "don't edit config.rs"],
    // corpus, fe869ecb…jsonl:48: no directive sentence, the cue's sentence stays the rule
    [
      "Wait, does it only run on main? I think we should run it on all push? Also, would you mind fixing the type issues? They don't look that bad.",
      'message',
      'I think we should run it on all push?',
    ],
    ['oh sorry, lint it first. always lint before you push', 'message', 'always lint before you push'],
    // chat Chinese puts a space where a stop goes: the rule is what stands between the spaces
    ['我真的服了 第三遍了 日志别用print', 'message', '日志别用print'],
    // a laugh in chat ends what came before it
    ['uh why is this using axios lol we literally have a fetch wrapper in lib/http', 'message', 'we literally have a fetch wrapper in lib/http'],
  ] as const)('%s', (text, source, rule) => {
    expect(classifyCorrectionText(text, source)?.rule).toBe(rule);
  });
});

describe('a prohibition by noun keeps its "no"', () => {
  it.each([
    ['no docstrings in what you write unless I ask', 'no docstrings in what you write unless I ask'],
    ['ok. no emojis in commit messages', 'no emojis in commit messages'],
    ['no, use pnpm', 'use pnpm'],
    ['no. never push to main', 'never push to main'],
  ])('%s → %s', (text, rule) => {
    expect(ruleSentence(text)).toBe(rule);
  });
});
