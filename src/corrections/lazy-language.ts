/**
 * A language's data built on first use (docs/memory.md "Languages"). Its id, name and script are there from the
 * start: every text is tested against every script (languagesOf), and a text that never shows a language's
 * script never needs the rest. The rest — cues, clause classes, failure cues, markers, … hundreds of patterns,
 * many with Unicode property classes that V8 parses when each pattern is made — is built the first time any of
 * it is read, once per process. So loading the classifier costs almost nothing (a re-run that classifies
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
  asides: true,
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
  rules: true,
  examples: true,
} as const satisfies Record<keyof LanguageBody, true>;

const BODY_KEYS = Object.keys(BODY_FIELDS) as ReadonlyArray<keyof LanguageBody>;

/**
 * A language whose body `build` makes the first time one of its fields is read. Then each field becomes a
 * plain property holding what was built (a field the body leaves out is no property, as in a literal), so
 * later reads cost what a literal's do, and every reader sees the same objects (the same RegExp each time).
 */
export function lazyLanguage(header: LanguageHeader, build: () => LanguageBody): HumanLanguage {
  const language: Record<string, unknown> = { id: header.id, name: header.name, script: header.script };
  const materialise = (): void => {
    const body: Partial<Record<keyof LanguageBody, unknown>> = build();
    for (const key of BODY_KEYS) {
      if (body[key] === undefined) Reflect.deleteProperty(language, key);
      else Object.defineProperty(language, key, { value: body[key], enumerable: true, writable: true, configurable: true });
    }
  };
  for (const key of BODY_KEYS) {
    Object.defineProperty(language, key, {
      get: () => {
        materialise();
        return language[key];
      },
      enumerable: true,
      configurable: true,
    });
  }
  return language as unknown as HumanLanguage;
}
