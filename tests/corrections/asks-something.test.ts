/**
 * asksSomething, the fast path for a session's first message (the correction detector keeps only whether it asks):
 * the same answer as reading the turn whole, on the blind sets' turns (eval/blind/sets: real typing in ten
 * languages, every kind of turn) and on the cases where the two paths could part.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asksSomething, classifyHumanTurn } from '../../src/corrections/classify-text.js';
import { repoRoot } from '../helpers/paths.js';

const SETS_DIR = join(repoRoot, 'eval', 'blind', 'sets');
const asksWhenReadWhole = (text: string) => classifyHumanTurn(text, 'message', { agentChanged: false }).kind === 'question';

describe('asksSomething', () => {
  it.each([
    ['a question', 'what does the --frozen flag do?', true],
    ['a question without a question mark', 'how do I run only the parser tests', true],
    ['a request', 'add a dark-mode toggle to the settings page', false],
    ['a request holding a correction cue', "don't use npm here, use pnpm, and add the lint step", false],
    ['a question asked again', 'no, what I meant was which process holds the port', true],
    ['a clarification, then a question', 'I meant the staging db. is it the same schema?', true],
    ['a failure report ending in a question', 'the build fails with exit 137 again, why?', false],
    ['harness text', '[Request interrupted by user]', false],
    ['a menu pick', '2', false],
    ['nothing but pasted output', '```\nError: boom\n    at main (index.js:1:1)\n```', false],
    ['Chinese', '这个配置是在哪里加载的？', true],
    ['Japanese request', 'テストを追加してください', false],
  ])('%s', (_why, text, asks) => {
    expect(asksSomething(text)).toBe(asks);
    expect(asksWhenReadWhole(text)).toBe(asks);
  });

  // every third turn: a third of the sets' 26,000 turns, each read both ways, is what a unit test can afford
  it('answers as the whole reading does on the blind sets', () => {
    const texts = readdirSync(SETS_DIR)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => (JSON.parse(readFileSync(join(SETS_DIR, name), 'utf8')) as Array<{ text: string }>).map((turn) => turn.text))
      .filter((_text, at) => at % 3 === 0);
    expect(texts.length).toBeGreaterThan(8_000);
    const differ = texts.filter((text) => asksSomething(text) !== asksWhenReadWhole(text));
    expect(differ).toEqual([]);
  });
});
