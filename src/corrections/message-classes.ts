/**
 * What a human message (or one clause of it) is when it is not a correction, as data (docs/memory.md
 * "Not a correction"): a request for new work, a question, an acknowledgement, a plan approval. Each rule
 * is tested on a clause with its leading interjections removed, and lists examples (tests/corrections/
 * message-classes.test.ts holds each rule to them and to real ones from the shared corpus). A clause of one
 * of these classes says nothing about what the agent did wrong: its cue words do not make a correction
 * unless they are strong directives ("can you use yarn instead?").
 */
import { LEADING_INTERJECTIONS } from './filters.js';

export type MessageClassId = 'request' | 'question' | 'acknowledgement' | 'plan-approval';

export interface MessageClassRule {
  id: MessageClassId;
  description: string;
  /** Any of these, on the clause without leading interjections, puts the clause in the class. */
  patterns: readonly RegExp[];
  /** Clauses of the class (crafted; the real ones are in the test table with their corpus file). */
  examples: readonly string[];
}

/** Verbs that ask for work ("please add …", "let's implement …", "now make …"), as a regex source. */
const WORK_VERBS = [
  'add|implement|create|write|make|build|fix|update|help|generate|refactor|run|check|look|explain|show|list|find|search|review|summari[sz]e',
  String.raw`test|install|set\s+up|setup|move|rename|remove|delete|commit|push|continue|proceed|go|start|try|investigate|examine|migrate|support|change|replace|extend|port`,
  String.raw`convert|wire|hook\s+up|document|deploy|release|publish|do|handle|include|integrate|expose|have\s+a\s+look|bump|upgrade|also`,
].join('|');

/** Words a yes/no or wh- question starts with. */
const QUESTION_WORDS = [
  'what|why|how|where|when|which|who|whose|is|are|was|were|do|does|did|can|could|would|will|shall|should|have|has|had',
  "isn't|aren't|doesn't|don't|didn't|won't|wouldn't|couldn't|may|might|any|anything",
].join('|');

export const MESSAGE_CLASSES: readonly MessageClassRule[] = [
  {
    id: 'request',
    description: 'A request for new work, however it starts: "now add …", "also we need …", "can you also …", "next, …", "let\'s implement …".',
    patterns: [
      new RegExp(String.raw`^(?:can|could|would|will)\s+(?:you|u)\b`, 'i'),
      new RegExp(String.raw`^please\s+(?:also\s+)?(?:${WORK_VERBS})\b`, 'i'),
      new RegExp(String.raw`^(?:let's|lets|let\s+us)\s+(?:also\s+|now\s+|next\s+|then\s+)?(?:${WORK_VERBS})\b`, 'i'),
      /^(?:now|next|then)\b(?!\s+(?:it|that|this)\b)/i,
      /^(?:also|and\s+also|and)\s*,?\s+(?:we|I)\s+(?:need|want|should|have to)\b/i,
      /^(?:we|I)\s+(?:will\s+|would\s+)?(?:also|still)\s+(?:need|want|have to)\b/i,
      /^new\s+(?:feature|task|requirement)\b/i,
      new RegExp(String.raw`^(?:I'd|I\s+would)\s+(?:also\s+)?like\s+(?:you\s+)?to\s+(?:also\s+)?(?:${WORK_VERBS})\b`, 'i'),
      new RegExp(String.raw`^(?:maybe|perhaps)\s+(?:also\s+)?(?:${WORK_VERBS})\b`, 'i'),
    ],
    examples: [
      'now add a --json flag to the export command',
      'also we need the same check in the upload handler',
      'can you also cache the parsed results?',
      'next, wire the importer into the CLI',
      "let's implement the retry queue",
      'we also need a migration for the new column',
      'please add a section about it to the docs',
    ],
  },
  {
    id: 'question',
    description: 'A question (ends with "?" and starts like one): asks, does not direct.',
    patterns: [new RegExp(String.raw`^(?:${QUESTION_WORDS})\b[^]*\?\s*$`, 'i')],
    examples: ['why did you choose a map here?', 'does the cache survive a restart?', 'what does this flag do?'],
  },
  {
    id: 'acknowledgement',
    description: 'Thanks, praise or agreement: "ok", "thanks!", "perfect", "fair enough", "that works".',
    patterns: [
      /^(?:ok(?:ay)?|k|sure|fine|great|thanks?|thank\s+you|thx|ty|perfect|nice|cool|awesome|excellent|good|lgtm|looks\s+(?:good|great|fine)|sounds\s+(?:good|great|fine)|got\s+it|makes\s+sense|fair\s+enough|exactly|correct|well\s+done|good\s+job|love\s+it|amazing|brilliant|fantastic|wonderful|neat|that\s+works|works\s+(?:now|for\s+me))\b/i,
    ],
    examples: ['thanks, that is it', 'perfect', 'fair enough', 'sounds good', 'ok'],
  },
  {
    id: 'plan-approval',
    description: 'A yes to what the agent proposed: "yes, proceed", "looks good, go ahead", "ship it".',
    patterns: [
      /^(?:yes|yep|yeah|yup|sure|ok(?:ay)?|approved?)\b/i,
      /\b(?:go\s+ahead|proceed(?:\s+with)?|carry\s+on|go\s+for\s+it|ship\s+it|make\s+it\s+so)\b/i,
      /^(?:the\s+)?plan\s+(?:looks|is|sounds)\s+(?:good|fine|great|ok)\b/i,
    ],
    examples: ['yes, do it', 'go ahead with option 2', 'the plan looks good', 'yep, proceed'],
  },
];

/** Words before the clause proper, beyond the interjections: "wait,", "and", "but", "so". */
const CLAUSE_OPENERS = /^(?:(?:wait|hold on|hang on|and|but|so|oh)\b[\s,.!:;—–-]*)+/i;

/** The clause without what opens it ("ok, so", "wait,", "but"): what the class rules are tested on. */
export function bareClause(clause: string): string {
  let bare = clause.trim();
  for (let previous = ''; previous !== bare;) {
    previous = bare;
    bare = bare.replace(LEADING_INTERJECTIONS, '').replace(CLAUSE_OPENERS, '').trim();
  }
  return bare;
}

/** The classes of one clause (empty: it may direct or correct). */
export function classesOf(clause: string): MessageClassId[] {
  const bare = bareClause(clause);
  if (bare.length === 0) return ['acknowledgement'];
  return MESSAGE_CLASSES.filter((rule) => rule.patterns.some((pattern) => pattern.test(bare))).map((rule) => rule.id);
}

/**
 * A line of pasted output rather than the human's own words: indented code, a stack frame, a shell prompt,
 * a log or test-runner line, markup, a line of punctuation. Cue words in such lines correct nothing.
 */
const PASTED_LINE = new RegExp(
  [
    String.raw`^(?:\s{2,}|\t)\S`,
    String.raw`^\s*(?:at\s+\S+\s*\(|File\s+"|Traceback\b|\$\s|>{1,3}\s|#\s*\w+\s*=|[{}\[\]()<>|]|//|/\*|\*\s|--|\+\+|@@|diff\s--git|index\s[0-9a-f]+)`,
    String.raw`^\s*(?:E\s{2,}|FAIL\b|PASS\b|ERROR\b|WARN(?:ING)?\b|INFO\b|DEBUG\b|TRACE\b|\[\w+\]|\d{4}-\d\d-\d\d[T ]\d|[\w./-]+:\d+(?::\d+)?:?\s|_{5,}|={5,}|-{5,}|✓|✗|×|●)`,
    String.raw`^\s*[\w.]*(?:Error|Exception|Warning|Panic)\b:\s`,
    String.raw`[;{}]\s*$`,
  ].join('|'),
);

/** The human's words with pasted output lines and fenced blocks removed (the lines kept in order). */
export function withoutPastedOutput(text: string): string {
  return text
    .replace(/```[^]*?(?:```|$)/g, '\n')
    .split('\n')
    .filter((line) => !PASTED_LINE.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
