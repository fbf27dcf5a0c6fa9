import { describe, expect, it } from 'vitest';
import { lemmaOf } from '../../src/corrections/lemma.js';
import { normaliseRule } from '../../src/corrections/rule-normalise.js';
import { conceptOverlap, opposed } from '../../src/corrections/rule-similarity.js';

describe('lemmaOf', () => {
  it.each([
    ['adding', 'add'],
    ['writing', 'write'],
    ['using', 'use'],
    ['committing', 'commit'],
    ['running', 'run'],
    ['edited', 'edit'],
    ['added', 'add'],
    ['tests', 'test'],
    ['docstrings', 'docstring'],
    ['dependencies', 'dependency'],
    ['classes', 'class'],
    ['cases', 'case'],
    ['patches', 'patch'],
    ['wrote', 'write'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['thing', 'thing'],
    ['string', 'string'],
    ['proceed', 'proceed'],
    ['hunting', 'hunt'],
  ])('%s → %s', (word, lemma) => {
    expect(lemmaOf(word)).toBe(lemma);
  });
});

/** The signed concepts of a rule, as "+concept" / "-concept", in order. */
function signed(rule: string): string[] {
  return [...normaliseRule(rule).terms.values()].map((term) => `${term.sign === 1 ? '+' : '-'}${term.concept}`);
}

describe('normaliseRule: polarity, lemmas, synonyms, names', () => {
  it.each([
    ['use npm', ['+=npm']],
    ["don't use npm", ['-=npm']],
    ['avoid npm', ['-=npm']],
    ['use pnpm instead of npm', ['+=pnpm', '-=npm']],
    ['pnpm, not npm!', ['+=pnpm', '-=npm']],
    ["don't use npm, use pnpm", ['-=npm', '+=pnpm']],
    ['prefer tabs over spaces', ['+tab', '-space']],
    ['never skip the tests', ['+test']],
    ["don't forget to run the linter", ['+run', '+lint']],
    ['stop writing docstrings everywhere', ['-add', '-docstring']],
    ['no doc comments in what you write unless I ask', ['-docstring', '-add', '+ask']],
    ['no comments, docstrings or emojis', ['-comment', '-docstring', '-emoji']],
    ['avoid eval()', ['-=eval']],
    ["don't use `eval` here", ['-=eval']],
    ["don't touch src/config.rs", ['-edit', '-=src/config.rs']],
    ['run pytest with -x', ['+run', '+=pytest', '+=-x']],
    ['always execute the test suite before pushing', ['+run', '+test', '+before', '+push']],
    ['keep summaries concise', ['+summary', '+short']],
  ])('%s → %j', (rule, terms) => {
    expect(signed(rule)).toEqual(terms);
  });

  it('names the tools, commands and files, exactly', () => {
    expect(normaliseRule('run `make lint` and pytest, never python3 setup.py').names).toEqual(['make lint', 'pytest', 'python3', 'setup.py']);
    // "make" the English verb is no tool
    expect(normaliseRule('make the functions smaller').names).toEqual([]);
  });

  it.each([
    ['always lint before you push', ['push']],
    ['run the linter before every commit', ['commit']],
    ['run tests after committing, always', ['commit']],
    ['ask before installing new dependencies', ['install', 'package']],
    ['run pytest before you push to main', ['push', 'main']],
    ['run the tests first', undefined],
  ])('%s is timed by %j', (rule, anchor) => {
    expect(normaliseRule(rule).anchor).toEqual(anchor);
  });

  it.each([
    ['use pnpm', 1],
    ["don't use npm", -1],
    ['no docstrings', -1],
    ['never skip tests', 1],
  ] as const)('polarity of %s is %i', (rule, polarity) => {
    expect(normaliseRule(rule).polarity).toBe(polarity);
  });
});

describe('opposed and conceptOverlap', () => {
  it.each([
    ['use npm', "don't use npm", true],
    ['always add docstrings', 'no docstrings', true],
    ['always run the tests', 'never run the tests', true],
    ['use npm', 'use pnpm instead of npm', true],
    ['use pnpm', "don't use npm", false],
    ["don't use npm, use pnpm", 'use pnpm', false],
    ['never skip the tests', 'always run the tests', false],
  ])('%s / %s: opposed %s', (a, b, expected) => {
    expect(opposed(normaliseRule(a), normaliseRule(b))).toBe(expected);
  });

  it('overlap is 1 for the same concepts said differently and 0 for none shared', () => {
    expect(conceptOverlap(normaliseRule('avoid eval()'), normaliseRule("don't use eval"))).toBe(1);
    expect(conceptOverlap(normaliseRule('stop writing doc comments'), normaliseRule("don't write docstrings"))).toBe(1);
    expect(conceptOverlap(normaliseRule('use uv'), normaliseRule('use vitest'))).toBe(0);
  });
});
