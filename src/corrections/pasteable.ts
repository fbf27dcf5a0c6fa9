/**
 * Whether a rule is one a person would paste into CLAUDE.md (issue 17 item 4, docs/memory.md "The
 * paste-able gate"): an imperative, general (no it/this/that/here pointing at the task at hand, no
 * one-off file path unless the rule is scoped to its project), at most 20 words. A rule that fails is
 * not proposed; its corrections are still listed.
 */
import { classifyHumanTurn, holdsCue } from './classify-text.js';
import { ruleLanguagesOf, type HumanLanguage } from './human-languages/index.js';
import { IMPERATIVE_VERBS, WELL_KNOWN_FILES } from './rule-lexicon.js';
import { normaliseRule } from './rule-normalise.js';

export type PasteFailure = 'not-imperative' | 'too-long' | 'task-reference' | 'one-off-path';

const MAX_RULE_WORDS = 20;

/** Words a rule may start with before its verb, and what it may be said for ("in go, always wrap errors"). */
const LEADING_ADVERBS =
  /^(?:(?:in|for|with|on|when)\s+[\w.-]+(?:\s+[\w.-]+)?\s*,?\s+(?=(?:always|never)\b))?(?:(?:always|never|only|just|please|also|don't|do not|dont)\s+)+/i;
/** A prohibition by noun ("No emojis in commit messages") is a rule form people write. */
const PROHIBITION = /^no\s+[\w@`'"./-]/i;

/** Pointers at the task at hand. */
const TASK_REFERENCE = /\b(?:it|its|this|that|these|those|them|here|there|above|below)\b/i;
/** Pointers that have a referent: the project itself, or "that" opening a clause ("make sure that …", "files that …"). */
const REFERENTS = [
  /\b(?:in|for|of|across|throughout)\s+this\s+(?:repo|repository|project|codebase|code base|monorepo|workspace)\b/gi,
  /\b(?:sure|ensure|check|verify|confirm|means?|so)\s+that\b/gi,
  /\bthat\s+(?:is|are|was|were|has|have|can|could|will|would|should|must|need|needs|do|does|did|returns?|takes?|uses?|calls?|touch(?:es)?|change[sd]?|fails?|breaks?)\b/gi,
  // "it" right after what it names: "don't use mergetool: it opens a window"
  /[:(]\s*(?:it|they)\b/gi,
  // the "it" of a set phrase: "before you tell me it's done", "check it works"
  /\b(?:tell|telling|say|saying|report|reporting|claim|claiming|check|checking|verify|sure)\s+(?:me\s+)?(?:that\s+)?it'?s?\s+(?:is\s+)?(?:done|ready|fixed|working|works|finished|complete|passes)\b/gi,
];

/**
 * Rules people write as statements and paste as they are: "errors should be wrapped with %w", "component files
 * are PascalCase in this repo".
 */
const RULE_STATEMENT =
  /^(?!(?:we|i|you|u|they|let's|lets)\b)(?:[\w./@%()+-]+\s+){1,5}(?:should|must|need\s+to|needs\s+to|has\s+to|have\s+to|shall)\s+(?:not\s+|never\s+|always\s+|only\s+)?(?:be\s+)?\w+|\b(?:are|is)\b[^.]*\bin\s+this\s+(?:repo|repository|codebase|project)\b|\bin\s+this\s+(?:repo|repository|codebase|project)\b[^.]*\b(?:are|is)\b/i;
/** Cues that state a standing fact rather than an order: a fact of the human's machine, a convention of the project. */
const FACT_CUES: ReadonlySet<string> = new Set(['machine', 'convention']);

/** Extensions of source, config and document files. */
const FILE_EXTENSIONS =
  'ts|tsx|js|jsx|mjs|cjs|py|pyi|rs|go|java|kt|rb|php|cs|c|h|cpp|hpp|swift|md|mdx|json|jsonc|ya?ml|toml|txt|sh|css|scss|html|vue|svelte|sql|lock|cfg|ini|env|xml|csv';
/** A path (a slash between names) or a file name with one of those extensions. */
const FILE_LIKE = new RegExp(String.raw`(?:^|[\s\`'"(])((?:[\w.@~-]+/)+[\w.@-]+|[\w@-]+(?:\.[\w-]+)*\.(?:${FILE_EXTENSIONS}))(?=$|[\s\`'"),:;!?])`, 'gi');
/** Names that look like files but are tools or code: node.js, next.js, console.log. */
const NOT_A_FILE = /^(?:(?:node|next|nuxt|vue|express|three|d3|react|socket\.io)\.js|console\.\w+)$/i;

/** A rule in a language written without spaces, at most this many characters (about 20 words' worth). */
const MAX_RULE_CHARS_UNSPACED = 60;
/** Scripts written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Two things named make a rule that says what it is about, whatever pronoun it also holds. */
const SELF_CONTAINED_OBJECTS = 2;

/** Why the rule is not paste-able into a memory file, or undefined when it is. */
export function pasteFailure(rule: string, scope: string): PasteFailure | undefined {
  const foreign = ruleLanguagesOf(rule);
  if (foreign.length > 0) return foreignPasteFailure(rule, scope, foreign);
  const words = rule.trim().split(/\s+/);
  if (words.length > MAX_RULE_WORDS) return 'too-long';
  const fact = statesFact(rule);
  if (!isImperative(rule) && !RULE_STATEMENT.test(rule) && !fact) return 'not-imperative';
  let withoutReferents = rule;
  for (const referent of REFERENTS) withoutReferents = withoutReferents.replace(referent, ' ');
  // "here" in a fact of the machine or a convention is the machine or the project
  if (fact) withoutReferents = withoutReferents.replace(/\bhere\b|\b(?:on\s+)?this\s+(?:machine|box|computer|laptop|system|setup)\b/gi, ' ');
  if (TASK_REFERENCE.test(withoutReferents)) return 'task-reference';
  if (!scope.startsWith('project:') && oneOffPaths(rule).length > 0) return 'one-off-path';
  return undefined;
}

/**
 * A rule in another language (kept as said): short (in words, or in characters where words have no spaces),
 * still an instruction when read alone (the classifier finds a correction cue in it), pointing at nothing of the
 * task at hand unless it names what it is about, and naming no one-off file unless scoped to its project.
 */
function foreignPasteFailure(rule: string, scope: string, languages: readonly HumanLanguage[]): PasteFailure | undefined {
  const trimmed = rule.trim();
  const unspaced = UNSPACED.test(trimmed);
  if (unspaced ? trimmed.replace(/\s+/g, '').length > MAX_RULE_CHARS_UNSPACED : trimmed.split(/\s+/).length > MAX_RULE_WORDS) return 'too-long';
  if (classifyHumanTurn(trimmed, 'message', { agentChanged: true }).kind !== 'correction') return 'not-imperative';
  if (languages.some((language) => language.rules?.taskReferences.test(trimmed) === true)) {
    const meaning = normaliseRule(trimmed);
    const objects = [...meaning.terms.values()].filter((term) => term.object).length;
    if (meaning.names.length === 0 && objects < SELF_CONTAINED_OBJECTS) return 'task-reference';
  }
  if (!scope.startsWith('project:') && oneOffPaths(trimmed).length > 0) return 'one-off-path';
  return undefined;
}

/** The rule states a fact of the machine or a convention of the project. */
function statesFact(rule: string): boolean {
  return holdsCue(rule, FACT_CUES);
}

/** It starts with a verb (after always/never/don't), or is a prohibition by noun. */
export function isImperative(rule: string): boolean {
  const trimmed = rule.trim();
  if (PROHIBITION.test(trimmed)) return true;
  const first = /^[a-z-]+/i.exec(trimmed.replace(LEADING_ADVERBS, ''))?.[0].toLowerCase();
  // "force-push", "double-check", "re-run": the word or one of its parts
  return first !== undefined && [first, ...first.split('-')].some((word) => IMPERATIVE_VERBS.has(word));
}

/** The files a rule names that belong to one project (package.json, CLAUDE.md, … do not). */
export function oneOffPaths(rule: string): string[] {
  const found: string[] = [];
  for (const match of rule.matchAll(FILE_LIKE)) {
    const path = match[1];
    if (path === undefined || NOT_A_FILE.test(path) || /^(?:https?:|[\w-]+\.(?:com|org|io|dev|net)\b)/i.test(path) || WELL_KNOWN_FILES.has(path.toLowerCase()))
      continue;
    if (!isPath(path)) continue;
    found.push(path);
  }
  return found;
}

/** "src/config.rs", "./scripts", "lib/a/b" are paths; "and/or", "tabs/spaces" are words. */
function isPath(candidate: string): boolean {
  if (new RegExp(String.raw`\.(?:${FILE_EXTENSIONS})$`, 'i').test(candidate)) return true;
  return (
    /^(?:\.{1,2}\/|~\/|\/)/.test(candidate) ||
    (candidate.match(/\//g) ?? []).length >= 2 ||
    /^(?:src|lib|app|apps|packages|tests?|docs|scripts|bin|config)\//i.test(candidate)
  );
}
