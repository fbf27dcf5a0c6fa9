/**
 * The human languages' data built on first use (corrections/lazy-language.ts): the classifier reads every turn as
 * it would with every language built up front, and a language whose script a text never shows is never built.
 * Each case runs on a fresh copy of the classifier's modules (vi.resetModules), so that what one builds another
 * does not see. The turns are made up, one table per language and a few mixing two.
 */
import { describe, expect, it, vi } from 'vitest';
import type { TextContext, TextSource } from '../../src/corrections/classify-text.js';
import { lazyLanguage } from '../../src/corrections/lazy-language.js';

const TURNS: ReadonlyArray<readonly [string, string]> = [
  ['en', "no, don't add comments to the config loader"],
  ['en', 'from now on always run the linter before you commit'],
  ['en', 'the upload page is still broken'],
  ['en', 'can you also add a --json flag to the export?'],
  ['zh', '不要再用 npm 了，我们项目都用 pnpm'],
  ['zh', '还是报同样的错'],
  ['zh', '好的，继续'],
  ['ja', 'テストを消さないでください'],
  ['ja', 'まだ動かないです'],
  ['ko', '주석 추가하지 마세요'],
  ['ko', '좋아요, 계속해 주세요'],
  ['es', 'no uses moment, ya tenemos date-fns en el proyecto'],
  ['es', 'sigue sin funcionar la página de login'],
  ['pt', 'não mexa no arquivo de configuração, por favor'],
  ['pt', 'a partir de agora sempre rode os testes antes do commit'],
  ['de', 'bitte keine Kommentare hinzufügen'],
  ['de', 'ab jetzt immer erst die Tests laufen lassen'],
  ['fr', "n'ajoute pas de commentaires dans ce fichier"],
  ['fr', 'désormais, lance toujours les tests avant de pousser'],
  ['ru', 'не используй npm, у нас только pnpm'],
  ['ru', 'всё ещё не работает'],
  ['zh+en', 'don’t push to main，先开 PR'],
  ['ja+en', 'yarn じゃなくて npm を使って'],
];

const READINGS: ReadonlyArray<readonly [TextSource, TextContext]> = [
  ['message', { agentChanged: true }],
  ['message', { agentChanged: false, agentAsked: true, agentText: 'Want me to add npm scripts too?' }],
  ['after-refusal', { agentChanged: true, afterRejection: true }],
  ['rejection-reason', { agentChanged: true }],
];

type Languages = (typeof import('../../src/corrections/human-languages/index.js'))['HUMAN_LANGUAGES'];

/** A fresh copy of the classifier and its languages. */
async function freshClassifier() {
  vi.resetModules();
  const { classifyHumanTurn } = await import('../../src/corrections/classify-text.js');
  const { HUMAN_LANGUAGES } = await import('../../src/corrections/human-languages/index.js');
  return { classifyHumanTurn, HUMAN_LANGUAGES };
}

/** Whether a language's data is still unbuilt: its fields are the getters lazyLanguage put there. */
function unbuilt(languages: Languages, id: string): boolean {
  const language = languages.find((candidate) => candidate.id === id);
  return Object.getOwnPropertyDescriptor(language, 'cues')?.get !== undefined;
}

function readAll(classify: Awaited<ReturnType<typeof freshClassifier>>['classifyHumanTurn']) {
  return TURNS.flatMap(([, text]) => READINGS.map(([source, context]) => classify(text, source, context)));
}

describe('human languages built on first use', () => {
  it('read every turn as with every language built up front', async () => {
    const eager = await freshClassifier();
    for (const language of eager.HUMAN_LANGUAGES) expect(language.cues.length).toBeGreaterThan(0);
    const expected = readAll(eager.classifyHumanTurn);

    const lazy = await freshClassifier();
    expect(lazy.HUMAN_LANGUAGES.every((language) => unbuilt(lazy.HUMAN_LANGUAGES, language.id))).toBe(true);
    expect(readAll(lazy.classifyHumanTurn)).toEqual(expected);
    // the table holds corrections, failure reports and requests in every language: not a table of "other"
    const kinds = new Set(expected.map((reading) => reading.kind));
    expect(kinds).toContain('correction');
    expect(kinds).toContain('failure-report');
    expect(kinds.size).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['an English turn', "no, don't add comments", ['zh', 'ja', 'ko', 'ru']],
    ['a Chinese turn', '不要加注释', ['en', 'ja', 'ko', 'es', 'pt', 'de', 'fr', 'ru']],
    ['a Russian turn', 'не добавляй комментарии', ['en', 'zh', 'ja', 'ko', 'es', 'pt', 'de', 'fr']],
    ['a Korean turn', '주석 추가하지 마세요', ['en', 'zh', 'ja', 'es', 'pt', 'de', 'fr', 'ru']],
  ])('never build the languages whose script %s does not show', async (_what, text, untouched) => {
    const { classifyHumanTurn, HUMAN_LANGUAGES } = await freshClassifier();
    classifyHumanTurn(text, 'message', { agentChanged: true });
    for (const id of untouched) expect(unbuilt(HUMAN_LANGUAGES, id), id).toBe(true);
  });
});

describe('lazyLanguage', () => {
  const header = { id: 'xx', name: 'Test', script: /[A-Za-z]/ };
  const cues = [{ id: 'dont', pattern: /\bdon't\b/i, confidence: 0.8 }];
  const body = () => ({
    cues: () => cues,
    standing: /\bfrom now on\b/i,
    eachTime: /\bevery time\b/i,
    featureScope: /\bin this report\b/i,
    buildsItIn: /\badd a test\b/i,
    stepsAway: /\bbrb\b/i,
    asides: /^btw\b/i,
    pointsBack: /\byou just\b/i,
    reasks: /^i meant which\b/i,
    retracts: /\bforget what i said\b/i,
    deferrals: /\byet\b/i,
    curiosity: /\bjust curious\b/i,
    purposes: /\bso that .* next time\b/i,
    commonWords: ['that'],
    stepsFirst: /\bfirst\b/i,
    classes: [],
    failures: [],
    interjections: /^ok\b/i,
    clauseOpeners: /^but\b/i,
    agentOffers: /\?$/,
    agentGoAhead: /\bproceed\?$/i,
    agentInvites: /\bwhat's next\?$/i,
    agentAnnounces: /\bnext I'll add\b/i,
    examples: { corrections: [], others: [], agentQuestions: [], agentGoAheads: [], agentInvitations: [], agentAnnouncements: [] },
  });

  it('builds once, on the first read of any field, and keeps what it built', () => {
    const build = vi.fn(body);
    const language = lazyLanguage(header, build);
    expect([language.id, language.name, language.script]).toEqual([header.id, header.name, header.script]);
    expect(build).not.toHaveBeenCalled();
    const { standing } = language;
    expect(language.cues[0]?.id).toBe('dont');
    expect(language.standing).toBe(standing);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds the cues apart, the first time they are read', () => {
    const cuesBuilt = vi.fn(() => cues);
    const language = lazyLanguage(header, () => ({ ...body(), cues: cuesBuilt }));
    expect(language.classes).toEqual([]);
    expect(cuesBuilt).not.toHaveBeenCalled();
    expect(language.cues).toBe(cues);
    expect(language.cues).toBe(cues);
    expect(cuesBuilt).toHaveBeenCalledTimes(1);
  });

  it('builds the body once when the cues are read first', () => {
    const build = vi.fn(body);
    const language = lazyLanguage(header, build);
    expect(language.cues).toBe(cues);
    expect(language.standing).toBeInstanceOf(RegExp);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('holds every field of the body as built', () => {
    const full = {
      ...body(),
      markers: { words: /\bthe\b/i },
      spellings: [[/\bu\b/gi, 'you']] as const,
      casual: /\bno worries\b/i,
      rules: { negators: ['no'], concepts: {}, prefix: /^/, taskReferences: /\bthis\b/ },
    };
    const language = lazyLanguage(header, () => full);
    for (const [field, value] of Object.entries(full)) {
      if (field === 'cues') expect(language.cues).toBe(cues);
      else expect(language[field as keyof typeof full], field).toBe(value);
    }
  });

  it.each(['markers', 'spellings', 'casual', 'rules'])('leaves out %s where the body has none, as a literal would', (field) => {
    const language = lazyLanguage(header, body);
    expect(language.standing).toBeInstanceOf(RegExp);
    expect(field in language).toBe(false);
    expect(Object.keys(language)).toEqual([
      'id',
      'name',
      'script',
      'cues',
      'standing',
      'eachTime',
      'featureScope',
      'buildsItIn',
      'stepsAway',
      'asides',
      'pointsBack',
      'reasks',
      'retracts',
      'deferrals',
      'curiosity',
      'purposes',
      'commonWords',
      'stepsFirst',
      'classes',
      'failures',
      'interjections',
      'clauseOpeners',
      'agentOffers',
      'agentGoAhead',
      'agentInvites',
      'agentAnnounces',
      'examples',
    ]);
  });
});
