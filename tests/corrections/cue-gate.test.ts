/**
 * The patterns a sentence or clause is tried with (cue-gate.ts): only those whose literals its fold holds. A pattern
 * left out must be one that could not have matched — checked on every language's examples, as written and in upper and lower case, and on
 * made-up turns written to slip past a gate (odd case, long s, final sigma, cut words, other scripts).
 */
import { describe, expect, it } from 'vitest';
import { classPatternsThatMayMatch, cuesThatMayMatch, failuresThatMayMatch } from '../../src/corrections/cue-gate.js';
import { HUMAN_LANGUAGES } from '../../src/corrections/human-languages/index.js';
import { foldCase } from '../../src/util/regex-literals.js';
import { exampleTextsOf } from '../helpers/language-examples.js';

const MADE_UP = [
  "DON'T EVER TOUCH THE LOCKFILE AGAIN",
  'ſtop uſing npm, we uſe pnpm here',
  'Use pnpm, NOT npm. Always.',
  'instead of the fetch wrapper use the client we have',
  'NUNCA USES VAR, SIEMPRE CONST',
  'ΠΟΤΕ ΜΗΝ ΑΛΛΑΞΕΙΣ ΤΟ ΑΡΧΕΙΟ',
  'НИКОГДА НЕ ТРОГАЙ МИГРАЦИИ',
  '别再改 README 了，我说过好几次了',
  'もう消さないでって言ったよね？',
  '다시는 그 파일 건드리지 마',
  'Bitte NIEMALS direkt auf main pushen!',
  'ne touche JAMAIS au fichier de config',
  'não mexe nisso, já falei',
  'why did you delete the test?? i told u not to',
  '',
  '???',
];

describe('the patterns a text may match', () => {
  const texts = [...MADE_UP, ...HUMAN_LANGUAGES.flatMap(exampleTextsOf)].flatMap((text) => [text, text.toUpperCase(), text.toLowerCase()]);

  it('leaves out only cues, failure cues and class patterns that do not match, in every language', () => {
    for (const language of HUMAN_LANGUAGES) {
      for (const text of texts) {
        const folded = foldCase(text);
        const cues = new Set(cuesThatMayMatch([language], folded));
        const failures = new Set(failuresThatMayMatch([language], folded));
        const classPatterns = new Set(classPatternsThatMayMatch([language], folded).map((entry) => entry.pattern));
        const missed = [
          ...language.cues.filter((cue) => !cues.has(cue) && cue.pattern.test(text)).map((cue) => `cue ${cue.id}`),
          ...language.failures.filter((failure) => !failures.has(failure) && failure.pattern.test(text)).map((failure) => `failure ${failure.id}`),
          ...language.classes.flatMap((rule) =>
            rule.patterns.filter((pattern) => !classPatterns.has(pattern) && pattern.test(text)).map(() => `class ${rule.id}`),
          ),
        ];
        expect(missed, `${language.id}: "${text}"`).toEqual([]);
      }
    }
  });

  it('keeps the order and leaves out most cues for a sentence with none of their words', () => {
    const [en] = HUMAN_LANGUAGES;
    if (en === undefined) throw new Error('no language');
    const tried = cuesThatMayMatch([en], foldCase("don't touch the lockfile, use pnpm instead"));
    const order = tried.map((cue) => en.cues.indexOf(cue));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(tried.some((cue) => cue.id === 'dont')).toBe(true);
    expect(cuesThatMayMatch([en], foldCase('7 8 9')).length).toBeLessThan(en.cues.length / 4);
    const classes = classPatternsThatMayMatch([en], foldCase('can you add a retry?')).map((entry) => entry.id);
    expect(classes).toContain('request');
  });

  it('reads a list of languages as their lists one after another', () => {
    const [en, , , , es] = HUMAN_LANGUAGES;
    if (en === undefined || es === undefined) throw new Error('no language');
    for (const text of ['no uses var, usa const siempre', "don't use var, always const", 'nada']) {
      const folded = foldCase(text);
      expect(cuesThatMayMatch([en, es], folded)).toEqual([...cuesThatMayMatch([en], folded), ...cuesThatMayMatch([es], folded)]);
      expect(cuesThatMayMatch([es, en], folded)).toEqual([...cuesThatMayMatch([es], folded), ...cuesThatMayMatch([en], folded)]);
      expect(classPatternsThatMayMatch([en, es], folded)).toEqual([...classPatternsThatMayMatch([en], folded), ...classPatternsThatMayMatch([es], folded)]);
    }
  });

  it('reads as before once more lists of languages were asked for than it keeps gates of', () => {
    const folded = foldCase('nunca uses var, never use var, 别用 var');
    const lists = HUMAN_LANGUAGES.flatMap((first) => HUMAN_LANGUAGES.filter((second) => second !== first).map((second) => [first, second]));
    expect(lists.length).toBeGreaterThan(40);
    for (const list of lists) {
      expect(cuesThatMayMatch(list, folded)).toEqual(list.flatMap((language) => cuesThatMayMatch([language], folded)));
    }
  });

  it('reads a language of the same id but other data with its own patterns', () => {
    const [en] = HUMAN_LANGUAGES;
    if (en === undefined) throw new Error('no language');
    const folded = foldCase('never use tabs');
    const own = cuesThatMayMatch([en], folded);
    const other = { ...en, cues: [{ id: 'made-up', pattern: /\btabs\b/u, confidence: 0.5 }] };
    expect(cuesThatMayMatch([other], folded).map((cue) => cue.id)).toEqual(['made-up']);
    expect(cuesThatMayMatch([en], folded)).toEqual(own);
  });
});
