/**
 * Rules said in other languages, read into the concepts English rules are read into (src/corrections/foreign-rule.ts
 * through rule-normalise.ts): one standing rule said in several languages is one cluster, and opposite rules stay
 * apart. Made-up rules.
 */
import { describe, expect, it } from 'vitest';
import { clusterRules } from '../../src/corrections/cluster.js';
import { normaliseRule } from '../../src/corrections/rule-normalise.js';
import { opposed } from '../../src/corrections/rule-similarity.js';

const SAME_RULE: Array<[string, string[]]> = [
  [
    "don't make me choose, take the recommended option",
    [
      'stop asking me which one every time, just go with the one you recommend',
      '别再让我选了，直接用你推荐的方案就行',
      'no me preguntes cada vez cuál opción, elige la recomendada',
    ],
  ],
  ['no comments', ['no comments please', 'bitte keine Kommentare in den Code schreiben', 'コードにコメントを追加しないでください', '不要加注释']],
  ['ledger_prod is read-only', ["don't write to ledger_prod", 'ledger_prod 資料庫是唯讀的，永遠不要對它寫入']],
  ['commit messages in English', ['write commit messages in English', '提交信息都用英文写']],
  // what to use instead of what, said with each language's word for "instead of": the second name is the one turned away from
  [
    'use yarn, not npm',
    [
      'use yarn, not npm',
      'nimm yarn statt npm',
      'usa yarn en vez de npm',
      'usa o yarn em vez do npm',
      'yarn を使って、npm じゃなく',
      'npm 대신 yarn 써 주세요',
    ],
  ],
];

describe('rules said in other languages', () => {
  it.each(SAME_RULE)('%s: one cluster across languages', (_rule, rules) => {
    expect(clusterRules(rules)).toEqual([rules.map((_, index) => index)]);
  });

  it.each([
    ['不要用 npm', 'zh', ['=npm'], -1],
    ['コメントを追加しないで', 'ja: negation after what it negates', ['comment', 'add'], -1],
    ['no uses axios en este proyecto', 'es: negation before', ['=axios'], -1],
    ['ledger_prod 是只读的', 'zh: nothing negated', ['=ledger_prod', 'read-only'], 1],
    ['nimm yarn statt npm', 'de: "statt" turns what follows', ['=npm'], -1],
    ['npm 대신 yarn 써 주세요', 'ko: "대신" turns what comes before', ['=npm'], -1],
  ])('%s (%s)', (rule, _why, concepts, sign) => {
    const read = normaliseRule(rule);
    expect(read.approximate).toBe(true);
    for (const concept of concepts) expect(read.terms.get(concept)?.sign, concept).toBe(sign);
  });

  it('a name with opposite signs across languages is opposed; a concept the negation may or may not turn is not', () => {
    expect(opposed(normaliseRule('use npm'), normaliseRule('不要用 npm'))).toBe(true);
    expect(opposed(normaliseRule('别再让我选了，直接用你推荐的方案'), normaliseRule('stop asking me which one, go with the one you recommend'))).toBe(false);
  });

  it('English stays English: a rule with a word or two that other languages share is read by the English reader', () => {
    expect(normaliseRule('no comments, docstrings or emojis').approximate).toBeUndefined();
    expect(normaliseRule('no changes to the API').approximate).toBeUndefined();
  });
});
