/**
 * A language's data built on first use (docs/memory.md "Languages"). Its id, name and script are there from the
 * start: every text is tested against every script (languagesOf), and a text that never shows a language's
 * script never needs the rest. The rest — cues, clause classes, failure cues, markers, … hundreds of patterns,
 * many with Unicode property classes that V8 parses when each pattern is made — is built the first time any of
 * it is read, once per process (its cues apart: see LanguageSource). So loading the classifier costs almost nothing (a re-run that classifies
 * nothing pays nothing for it), and a home with no Cyrillic or Hangul text never builds Russian or Korean.
 */
import type { HumanLanguage } from './human-languages/types.js';

/** What a language file states up front: what `languagesOf` reads of every language for every text. */
export type LanguageHeader = Pick<HumanLanguage, 'id' | 'name' | 'script'>;

/** The rest of a language, built on first use. */
export type LanguageBody = Omit<HumanLanguage, keyof LanguageHeader>;

/** Every field of a language's body, as data: the type checks that none is missing and none is extra. */
const BODY_FIELDS = {
  markers: true,
  spellings: true,
  cues: true,
  standing: true,
  eachTime: true,
  featureScope: true,
  buildsItIn: true,
  stepsAway: true,
  asides: true,
  pointsBack: true,
  reasks: true,
  retracts: true,
  deferrals: true,
  curiosity: true,
  purposes: true,
  commonWords: true,
  stepsFirst: true,
  classes: true,
  failures: true,
  casual: true,
  interjections: true,
  clauseOpeners: true,
  agentOffers: true,
  agentGoAhead: true,
  agentInvites: true,
  agentAnnounces: true,
  rules: true,
  examples: true,
} as const satisfies Record<keyof LanguageBody, true>;

const BODY_KEYS = Object.keys(BODY_FIELDS) as ReadonlyArray<keyof LanguageBody>;

/**
 * What a language file gives to build its body: the body, its cues as a function of their own. A text is read with
 * the clause classes of every language of its script but the cues only of the languages it shows (cueLanguagesOf):
 * an English text needs Spanish classes, never Spanish cues — a hundred patterns that cost far more to make than
 * the rest of the body.
 */
export type LanguageSource = Omit<LanguageBody, 'cues'> & { cues: () => LanguageBody['cues'] };

/**
 * A language whose body `build` makes the first time one of its fields is read, its cues the first time they are.
 * Then each field becomes a plain property holding what was built (a field the body leaves out is no property, as
 * in a literal), so later reads cost what a literal's do, and every reader sees the same objects (the same RegExp
 * each time).
 */
export function lazyLanguage(header: LanguageHeader, build: () => LanguageSource): HumanLanguage {
  const language: Record<string, unknown> = { id: header.id, name: header.name, script: header.script };
  let source: LanguageSource | undefined;
  const built = (): LanguageSource => {
    if (source !== undefined) return source;
    const made = build();
    source = made;
    const body: Partial<Record<keyof LanguageBody, unknown>> = made;
    for (const key of BODY_KEYS) {
      if (key === 'cues') continue;
      if (body[key] === undefined) Reflect.deleteProperty(language, key);
      else Object.defineProperty(language, key, { value: body[key], enumerable: true, writable: true, configurable: true });
    }
    return made;
  };
  for (const key of BODY_KEYS) {
    Object.defineProperty(language, key, {
      get: () => {
        if (key === 'cues') {
          Object.defineProperty(language, 'cues', { value: built().cues(), enumerable: true, writable: true, configurable: true });
        } else built();
        return language[key];
      },
      enumerable: true,
      configurable: true,
    });
  }
  return language as unknown as HumanLanguage;
}
