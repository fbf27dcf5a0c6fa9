/**
 * Which languages' correction cues are tried on a turn (human-languages/index.ts cueLanguagesOf): a language that
 * shares English's script is tried only where the turn shows a word of its own — English turns hold "a", "do",
 * "no", "as", which Portuguese, Spanish and French write too, and trying their cues there compiled them for nothing.
 */
import { describe, expect, it } from 'vitest';
import { cueLanguagesOf } from '../../src/corrections/human-languages/index.js';

describe('cueLanguagesOf', () => {
  it.each<[string, string[], string[]]>([
    // English turns holding other languages' short words: those languages are not tried
    ['no, do it as a test', ['en'], ['pt', 'es', 'fr']],
    ['a test is no proof, do as I said', ['en'], ['pt', 'es', 'fr']],
    // the languages themselves, alone or beside English words
    ['não use npm neste projeto', ['pt'], []],
    ['no time a gente nunca usa any', ['pt'], []],
    ['no uses npm en este proyecto, usa pnpm', ['es'], ['pt']],
    ['ne touche pas au lockfile', ['fr'], ['pt', 'es']],
    ['bitte keine Kommentare in den Code', ['de'], ['pt', 'es', 'fr']],
    ['不要在代码里加注释', ['zh'], ['pt', 'es', 'fr']],
  ])('%s: tries %j, not %j', (text, tried, left) => {
    const ids = cueLanguagesOf(text).map((language) => language.id);
    for (const id of tried) expect(ids).toContain(id);
    for (const id of left) expect(ids).not.toContain(id);
  });
});
