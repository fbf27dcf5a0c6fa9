/**
 * The words of a proposal, by the seed's templates: the rule rewritten as a short imperative (at most
 * 20 words), and the rationale from how often and how explicitly the user said it.
 */
const MAX_CONTENT_WORDS = 20;

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
  [/^(?:I|we)(?:\s+have|'ve)?\s+(?:already\s+)?(?:told|asked)\s+you\s+(?:to\s+|not\s+to\s+(?=\w))?/i, ''],
  [/^remember(?:\s+(?:to|that))?[:,]?\s+/i, ''],
  [/^(?:from now on|going forward|in (?:the )?future)[,:]?\s+/i, ''],
  [/^don'?t\s+/i, 'Avoid '],
  [/^do not\s+/i, 'Avoid '],
  [/^stop\s+/i, 'Avoid '],
  [/^be\s+(concise|terse|short|brief)\b/i, 'Keep output $1'],
  [/^(.+)\s+is\s+bad\b/i, 'Avoid $1'],
  [/^(.+)\s+is\s+good\b/i, 'Prefer $1'],
  [/^I(?:'d|\s+would)\s+(?:prefer|rather)\s+(?:to\s+|you\s+)?/i, 'Prefer '],
  [/^I\s+prefer\s+/i, 'Prefer '],
  [/^I\s+want\s+(?:you\s+to\s+)?/i, ''],
  [/^(?:you|we)\s+(?:should|must|need to|have to)\s+/i, ''],
  [/^(?:let's|lets|let us)\s+/i, ''],
  // "pnpm, not npm" → "Use pnpm, not npm"
  [/^([\w@./+-]+),\s*not\s+/i, 'Use $1, not '],
];

export function imperativeContent(rule: string): string {
  const canonical = rule.trim().replace(/\s+/g, ' ');
  const first = canonical.split(' ')[0]?.toLowerCase() ?? '';
  let result = canonical;
  if (!GOOD_STARTERS.has(first)) {
    for (const [pattern, replacement] of TRANSFORMATIONS) result = result.replace(pattern, replacement);
  }
  result = result.trim();
  result = result.charAt(0).toUpperCase() + result.slice(1);
  const words = result.split(' ');
  return words.length > MAX_CONTENT_WORDS ? `${words.slice(0, MAX_CONTENT_WORDS).join(' ')}...` : result;
}

export function rationaleOf(sessions: number, confidence: number, explicit: boolean): string {
  if (sessions >= 3) return `User corrected this in ${sessions} sessions (high priority)`;
  if (sessions === 2) return 'User corrected this in two sessions';
  if (explicit || confidence >= 0.9) return 'Explicit correction with high confidence';
  return 'User indicated preference';
}
