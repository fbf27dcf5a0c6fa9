/** Which languages' rule vocabularies read a rule (human-languages/index.ts ruleLanguagesOf): never another language for an English rule that shares a few of its short words. */
import { describe, expect, it } from 'vitest';
import { ruleLanguagesOf } from '../../src/corrections/human-languages/index.js';

describe('ruleLanguagesOf', () => {
  it.each([
    // English rules holding Portuguese, Spanish or French function words ("a", "do", "no", "de", "en", "la")
    ['the build daemon opens a browser window here, do not start it', []],
    ['no, do a clean build first', []],
    ['use the la-palma fixtures en route to the de-duplication step', []],
    // the languages themselves
    ['não use npm neste projeto, use pnpm', ['pt']],
    ['no uses npm en este proyecto, usa pnpm', ['es']],
    ['bitte keine Kommentare in den Code schreiben', ['de']],
    ['不要在代码里加注释', ['zh']],
  ])('%s → %j', (rule, languages) => {
    expect(ruleLanguagesOf(rule).map((language) => language.id)).toEqual(languages);
  });
});
