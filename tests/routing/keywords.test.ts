import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractKeywords, MIN_KEYWORD_LENGTH, STOP_WORDS } from '../../src/routing/keywords.js';

/** The definition the scanner implements: lower case, split on anything not a-z or 0-9, filtered. */
function byDefinition(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const keywords: string[] = [];
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (keywords.length >= limit) break;
    if (word.length < MIN_KEYWORD_LENGTH || /^\d+$/.test(word) || keywords.includes(word) || STOP_WORDS.has(word)) continue;
    keywords.push(word);
  }
  return keywords;
}

describe('extractKeywords', () => {
  it.each<[string, string, string[]]>([
    ['lower-cases', 'Deploy PROD Cluster', ['deploy', 'prod', 'cluster']],
    ['splits paths into their parts', 'src/auth/login.ts', ['src', 'auth', 'login']],
    ['splits kebab-case names', 'plan-phase', ['plan', 'phase']],
    ['splits snake_case names', 'create_pull_request', ['create', 'pull', 'request']],
    ['splits on colons and dots', 'gsd:plan-phase.md', ['gsd', 'plan', 'phase']],
    ['drops words under three characters', 'go to db an api', ['api']],
    ['keeps words of exactly three characters', 'pdf ui sql', ['pdf', 'sql']],
    ['drops digits-only words but keeps mixed ones', '2024 123 v12 oauth2 v1', ['v12', 'oauth2']],
    ['drops stop words', 'the tool to use with this skill', []],
    ['drops path noise', '/home/alice/tmp/report.csv /Users/bob/private/notes', ['alice', 'report', 'csv', 'bob', 'notes']],
    ['drops the words every description shares', 'An MCP server with commands and tools', []],
    ['dedupes, keeping first-seen order', 'login LOGIN auth login-auth', ['login', 'auth']],
    ['empty text', '', []],
    ['punctuation only', '--- /// ...', []],
  ])('%s', (_name, text, keywords) => {
    expect(extractKeywords(text)).toEqual(keywords);
  });

  it.each<[number, string[]]>([
    [0, []],
    [-1, []],
    [1, ['alpha']],
    [2, ['alpha', 'beta']],
    [3, ['alpha', 'beta', 'gamma']],
    [10, ['alpha', 'beta', 'gamma']],
  ])('respects a limit of %d', (limit, keywords) => {
    expect(extractKeywords('alpha the beta alpha gamma', limit)).toEqual(keywords);
  });

  it('counts only kept words towards the limit', () => {
    expect(extractKeywords('the a of alpha an to beta', 2)).toEqual(['alpha', 'beta']);
  });

  it('never returns a word shorter than the minimum', () => {
    const words = extractKeywords('a bb ccc dddd e ff ggg');
    expect(words).toEqual(['ccc', 'dddd', 'ggg']);
    for (const word of words) expect(word.length).toBeGreaterThanOrEqual(MIN_KEYWORD_LENGTH);
  });

  it('gives what splitting on a regular expression gives, for any text (Unicode case mapping included)', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 80 }),
      fc
        .array(fc.constantFrom('src', '/', 'Login', '_', '2024', 'v12', 'İstanbul', 'K', 'the', '-', ' ', 'ß', 'ÀB'), { maxLength: 20 })
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }), (input, limit) => {
        expect(extractKeywords(input, limit)).toEqual(byDefinition(input, limit));
      }),
    );
  });
});
