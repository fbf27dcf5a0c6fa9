/**
 * Correction cues, as data: word-boundary patterns with the confidence each gives that a human turn is
 * a correction. Never substring matching: "no" must not match "know". Cues match the text after
 * casual phrases ("no idea", "don't worry") are removed and curly apostrophes straightened.
 */
export interface CorrectionCue {
  id: string;
  pattern: RegExp;
  confidence: number;
  /** Explicit enough that one session suffices for a proposal. */
  explicit?: boolean;
  /** The cue states a preference rather than a correction (kind `preference`). */
  preference?: boolean;
  /**
   * false: the word says nothing about the agent's choice on its own ("instead" in "can you replace them with
   * a link instead?"), so it never overrides a request, question or acknowledgement, however strong.
   */
  directive?: false;
}

/**
 * Where an imperative starts: the start of the text or of a clause, or after a softener.
 * "we don't do anything" is a description; "don't add comments" and "please, don't …" are directives.
 */
const CLAUSE = String.raw`(?:^|[.!?;:,(—–-]\s*|\n\s*|\b(?:please|and|but|so|then|also|just|no|and\s+please)\s+)`;

export const CORRECTION_CUES: readonly CorrectionCue[] = [
  {
    id: 'told-you',
    pattern: /\b(?:I|we)(?:\s+have|\s+had|'ve|'d)?\s+(?:already\s+)?(?:told|asked)\s+you\b|\bas I (?:said|mentioned)\b|\bhow many times\b/i,
    confidence: 0.9,
    explicit: true,
  },
  {
    id: 'remember',
    pattern: new RegExp(String.raw`${CLAUSE}remember\b|\bfrom now on\b|\bgoing forward\b|\bin (?:the )?future\b`, 'i'),
    confidence: 0.9,
    explicit: true,
  },
  // Case-sensitive on purpose: shouting is a standing rule.
  { id: 'caps-always-never', pattern: /\b(?:ALWAYS|NEVER)\b/, confidence: 0.9, explicit: true },
  { id: 'no-then-directive', pattern: /^(?:no|nope|nah)\s*[,.!:;—–-]+\s*\S/i, confidence: 0.85 },
  { id: 'x-not-y', pattern: /\buse\s+[\w@./+-]+,?\s+(?:and\s+)?not\s+[\w@./+-]+|^[\w@./+-]+,\s*not\s+[\w@./+-]+\W*$/i, confidence: 0.85 },
  { id: 'use-instead', pattern: /\buse\s+[\w@./+-]+(?:\s+[\w@./+-]+)?\s+instead\b/i, confidence: 0.85 },
  // a standing instruction: one session is enough
  { id: 'always-never', pattern: new RegExp(String.raw`${CLAUSE}(?:always|never)\s+\w`, 'i'), confidence: 0.8, explicit: true },
  { id: 'dont', pattern: new RegExp(String.raw`${CLAUSE}(?:don't|dont|do not)\s+\w`, 'i'), confidence: 0.8 },
  { id: 'stop', pattern: new RegExp(String.raw`${CLAUSE}stop\s+\w+ing\b`, 'i'), confidence: 0.8 },
  { id: 'instead', pattern: /\binstead\b/i, confidence: 0.8, directive: false },
  { id: 'avoid', pattern: new RegExp(String.raw`${CLAUSE}avoid\s+\w`, 'i'), confidence: 0.75 },
  // a prohibition by noun: "no docstrings unless I ask", "no emojis in commit messages" (not "no errors now", "no luck")
  {
    id: 'no-x',
    pattern: new RegExp(
      String.raw`^(?:please\s+)?no\s+(?!(?:errors?|changes?|issues?|problems?|luck|worries|thanks|idea|clue|rush|need|way|more|longer|one|matter)\b)[\w-]+s\b(?:\s+(?:in|on|for|to|unless|except|anywhere|please|at all|inside|before|after)\b|\W*$)`,
      'i',
    ),
    confidence: 0.75,
  },
  { id: 'must', pattern: /\b(?:you|we)\s+(?:must|have to always|should always|should never)\b/i, confidence: 0.75 },
  {
    id: 'wrong',
    pattern: /\b(?:that's|that is|this is|it's|it is)\s+(?:wrong|incorrect|not\s+(?:right|correct))\b|\bnot what I (?:asked|wanted|meant)\b/i,
    confidence: 0.75,
  },
  {
    id: 'prefer',
    pattern: /\bI(?:'d|\s+would)?\s+(?:prefer|rather)\b|\bprefer\s+[\w@./+-]+(?:\s+[\w@./+-]+)?\s+(?:over|to)\b/i,
    confidence: 0.75,
    preference: true,
  },
  { id: 'use', pattern: /^(?:(?:please|just)\s+)?use\s+\S/i, confidence: 0.7 },
  { id: 'dislike', pattern: /\bI\s+(?:didn't|did not|don't|do not)\s+(?:like|want|find|need)\b/i, confidence: 0.65 },
  { id: 'should', pattern: /\b(?:you|we)\s+(?:should|need to)\b/i, confidence: 0.6 },
  { id: 'wait', pattern: /^(?:wait|hold on|hang on)\b/i, confidence: 0.6 },
];

/**
 * A standing instruction ("in this repo", "from now on", "every time"): with a cue in the same sentence the
 * correction is explicit (one session is enough to propose it) and a little surer.
 */
export const STANDING_INSTRUCTION =
  /\b(?:in this (?:repo|repository|project|codebase|code ?base)|from now on|going forward|in (?:the )?future|every ?time|whenever)\b/i;

/** Cues at or above this confidence override the not-a-correction filters (questions, task requests, …). */
export const STRONG_CUE = 0.8;

/** Casual phrases removed before matching: they hold cue words but correct nothing. */
export const CASUAL_PHRASES = new RegExp(
  String.raw`\b(?:${[
    'no idea|no worries|no problem|no rush|no thanks|no clue|not sure|oh no',
    "don't worry|do not worry|dont worry|never mind|nevermind|don't know|do not know|dont know|I don't mind|if you don't mind",
  ].join('|')})\b`,
  'gi',
);
