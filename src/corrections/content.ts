/**
 * The words of a proposal, by the seed's templates: the rule rewritten as an imperative (the paste-able
 * gate, pasteable.ts, holds it to 20 words), and the rationale from how often and how explicitly the user said it.
 */
import { ruleLanguagesOf, type HumanLanguage } from './human-languages/index.js';

/** Rules that already start like an instruction stay as they are (the seed's GOOD_STARTERS). */
const GOOD_STARTERS = new Set([
  'use',
  'keep',
  'avoid',
  'never',
  'always',
  'prefer',
  'write',
  'split',
  'plan',
  'test',
  'log',
  'limit',
  'run',
  'do',
  'add',
  'put',
  'ask',
  'check',
  'read',
]);

/** The seed's transformations, and ours for phrasings real corrections use; applied in order. */
const TRANSFORMATIONS: ReadonlyArray<[RegExp, string]> = [
  // "mergetool pops up a gui here, don't use it" → "Don't use mergetool: it pops up a gui here"
  [
    /^(.+?)\s+((?:is|are|does|doesn't|has|needs|takes|[a-z]+s)\b[^,]*),\s*(?:so\s+)?(don't|do not|never)\s+(use|run|call|open)\s+(?:it|them)$/i,
    '$3 $4 $1: it $2',
  ],
  // "in this repo we use pnpm" → "we use pnpm in this repo"
  [/^(in this (?:repo|repository|project|codebase)),?\s+(.+)$/i, '$2 $1'],
  // "we use uv here" → "use uv in this repo": "here" is the project
  [/^we\s+(?:always\s+)?(use|prefer)\s+(.+?)\s+here\b/i, '$1 $2 in this repo'],
  [/^we\s+(?:always\s+)?(use|prefer)\s+/i, '$1 '],
  [/^we\s+(?:don't|do not|never)\s+(?:use\s+)?/i, "Don't use "],
  [/^don'?t\s+/i, "Don't "],
  [/^stop\s+/i, 'Avoid '],
  [/^be\s+(concise|terse|short|brief)\b/i, 'Keep output $1'],
  [/^(.+)\s+is\s+bad\b/i, 'Avoid $1'],
  [/^(.+)\s+is\s+good\b/i, 'Prefer $1'],
  [/^I(?:'d|\s+would)\s+(?:prefer|rather)\s+(?:to\s+|you\s+)?/i, 'Prefer '],
  [/^I\s+(?:always\s+)?prefer\s+/i, 'Prefer '],
  [/^I\s+want\s+(?:you\s+to\s+)?/i, ''],
  [/^(?:you|we)\s+(?:should|must|need to|have to)\s+/i, ''],
  [/^(?:let's|lets|let us)\s+/i, ''],
  // "pnpm, not npm" → "Use pnpm, not npm"
  [/^([\w@./+-]+),\s*not\s+/i, 'Use $1, not '],
  // "uv instead of pip" → "Use uv instead of pip"
  [/^([\w@./+-]+)\s+(instead of|rather than|over)\s+/i, 'Use $1 $2 '],
];

/** What a rule starts with but does not say: "I told you to", "(always) remember to", "from now on". */
const PREFIXES: ReadonlyArray<[RegExp, string]> = [
  [/^(?:I|we)(?:\s+have|'ve)?\s+(?:already\s+)?(?:told|asked)\s+you\s+(?:to\s+|not\s+to\s+(?=\w))?/i, ''],
  [/^(?:always\s+)?remember(?:\s+(?:to|that))?[:,]?\s+/i, ''],
  [/^(?:from now on|going forward|in (?:the )?future)[,:]?\s+/i, ''],
];

/** A softener at the end says nothing ("use pnpm, please"). */
const TRAILING_SOFTENER = /[\s,]+(?:please|thanks|thank you|ok|okay)$/i;

/**
 * The rule rewritten as an imperative by the templates, whole, first letter capitalised, end punctuation dropped.
 * A rule in another language is kept as said, without what it starts with but does not say ("以后", "por favor").
 */
export function imperativeRule(rule: string): string {
  const foreign = ruleLanguagesOf(rule);
  if (foreign.length > 0) return asSaid(rule, foreign);
  let result = rule.trim().replace(/\s+/g, ' ');
  for (const [pattern, replacement] of PREFIXES) result = result.replace(pattern, replacement);
  const first = result.split(' ')[0]?.toLowerCase() ?? '';
  if (!GOOD_STARTERS.has(first)) {
    for (const [pattern, replacement] of TRANSFORMATIONS) result = result.replace(pattern, replacement);
  }
  result = result
    .trim()
    .replace(/[\s!.,;:]+$/, '')
    .replace(TRAILING_SOFTENER, '');
  return result.charAt(0).toUpperCase() + result.slice(1);
}

function asSaid(rule: string, languages: readonly HumanLanguage[]): string {
  let result = rule.trim().replace(/\s+/g, ' ');
  for (let previous = ''; previous !== result;) {
    previous = result;
    for (const language of languages) result = result.replace(language.rules?.prefix ?? /^$/, '').trim();
  }
  result = result.replace(/[\s!.,;:。！，；：~]+$/u, '');
  return result.charAt(0).toUpperCase() + result.slice(1);
}

export function rationaleOf(sessions: number, confidence: number, explicit: boolean): string {
  if (sessions >= 3) return `User corrected this in ${sessions} sessions (high priority)`;
  if (sessions === 2) return 'User corrected this in two sessions';
  if (explicit || confidence >= 0.9) return 'Explicit correction with high confidence';
  return 'User indicated preference';
}
