/** English: cues, clause classes and failure reports (see types.ts). */
import {
  absentCue,
  againCue,
  anyWord,
  anyWordStart,
  CODE_TERM,
  DIGIT,
  eyeRollCue,
  leadingRun,
  LETTER,
  namedStateCue,
  notAfter,
  OPERATING_SYSTEMS,
  stateCue,
  toldBackCue,
  notWhatTheAgentUsedCue,
} from './patterns.js';
import { lazyLanguage } from '../lazy-language.js';
import type { FailureCue, MessageClassRule } from './types.js';

/**
 * Where an imperative starts: the start of the text or of a clause, or after a softener.
 * "we don't do anything" is a description; "don't add comments" and "please, don't …" are directives.
 */
/** A frame that says for how long a directive after it holds: "for this whole session don't …", "from now on never …". */
const STANDING_FRAME = String.raw`(?:for\s+(?:this|the)\s+(?:whole\s+|entire\s+|rest\s+of\s+(?:the|this)\s+)?(?:session|repo|project|codebase|conversation|chat)|from\s+now\s+on|going\s+forward|in\s+(?:this|the|our)\s+(?:repo|project|codebase))`;

const CLAUSE = String.raw`(?:^|[.!?;:,(—–-]\s*|\n\s*|\b(?:please|pls|plz|kindly|and|but|so|then|also|just|no|ok|okay|oh|and\s+please)\s+|\b${STANDING_FRAME}\s+)`;

/**
 * What a product does, not how the agent works: "always round prices up …", "never show the balance on …", "never
 * repeat an item of the last rotations" — after "always/never" these say a requirement of the work asked for (over the
 * blind sets, every English turn whose only cue was such an "always/never" was a task request), not a rule for the
 * agent ("never push to main", "always run the linter"). Verbs said of both are not here: "never log tokens", "never
 * store passwords in plain text", "never send mail from staging", "always include a test" can be rules for the agent.
 */
const PRODUCT_VERBS = String.raw`round|show|display|emit|record|sort|skip|repeat|appear|render|need|gets?|updates?|sees?`;

/** Verbs that ask for work ("please add …", "let's implement …", "now make …"), as a regex source. */
const WORK_VERBS = [
  'add|implement|create|write|make|build|fix|update|help|generate|refactor|run|check|look|explain|show|list|find|search|review|summari[sz]e',
  String.raw`optimi[sz]e|improve|simplify|clean\s+up|speed\s+up`,
  String.raw`test|install|set\s+up|setup|move|rename|remove|delete|commit|push|continue|proceed|go|start|try|investigate|examine|migrate|support|change|replace|extend|port`,
  String.raw`convert|wire|hook\s+up|document|deploy|release|publish|do|handle|include|integrate|expose|have\s+a\s+look|bump|upgrade|also|expand|research|collect`,
].join('|');

/** Words a yes/no or wh- question starts with. */
const QUESTION_WORDS = [
  'what|why|how|where|when|which|who|whose|is|are|was|were|do|does|did|can|could|would|will|shall|should|have|has|had',
  "isn't|aren't|doesn't|don't|didn't|won't|wouldn't|couldn't|may|might|any|anything|am",
].join('|');

const CLASSES: readonly MessageClassRule[] = [
  {
    id: 'request',
    description: 'A request for new work, however it starts: "now add …", "also we need …", "can you also …", "next, …", "let\'s implement …".',
    patterns: [
      /^(?:please\s+)?(?:can|could|would|will)\s+(?:you|u|we)\b/i,
      new RegExp(String.raw`^(?:please|pls|plz)\s+(?:also\s+)?(?:${WORK_VERBS})\b`, 'i'),
      new RegExp(String.raw`^(?:let's|lets|let\s+us)\s+(?!not\b)(?:also\s+|now\s+|next\s+|then\s+|just\s+)?(?:${WORK_VERBS})\b`, 'i'),
      // a bare imperative of new work ("add retries to the client", "implement the export"); "use X", "move it" and
      // "put it there" may as well redirect what the agent did, so they are not here; a compound is a noun
      // ("check-mode gegen prod ist ok", "build-step is slow")
      // git's own steps are new work too: "open a PR against develop", "commit it", "merge it", "tag the release"
      /^(?:just\s+(?!(?:show|list|explain|look|check|find|search|review)\b))?(?:add|implement|create|build|write|generate|refactor|fix|update|remove|delete|investigate|set\s+up|deploy|review|check|look\s+(?:at|into|for)|explain|show\s+me|list|find|search|document|migrate|integrate|install|upgrade|bump|rewrite|port|convert|extend|expand|research|collect|summari[sz]e|recreate|re-?run|open\s+(?:a|an|the)\s+(?:pr|pull\s+request|mr|merge\s+request|issue|ticket)|commit(?!\s+(?:messages?|msgs?|history|hash|title|format|hooks?|author|log|style)\b)|make\s+(?:a\s+)?commit|push(?!\s+notifications?\b)|merge(?!\s+(?:requests?|conflicts?|queue|commits?)\b)|tag(?!\s+(?:names?|format)\b)|squash|rebase|cherry-pick|ship|publish|register|prepare|verify|validate|translate|train|optimi[sz]e|speed\s+up|improve|clean\s+up|tidy\s+up|simplify|split|draft(?!\s+(?:prs?|pull|mode|status|versions?)\b)|plan\s+(?:out\s+)?(?:the|a|an)|compare|measure|profile|benchmark|reduce|increase|cap|limit|mark|hide|enable|disable|allow|send|export|import|parse|load|save|store|fetch|sync|schedule|paginate|sort|filter|format|sanitize|encrypt|mask|redact|run(?!\s+(?:fails?|failed|failing|is|was|has|had|times?|\d+|#)\b))\b(?!-\w)/i,
      // a result asked for: "just make sure the whole app compiles with no warnings", "ensure the export runs nightly" (not
      // "make sure you …", which says how the agent works)
      /^(?:just\s+)?(?:make\s+sure|ensure)\s+(?!(?:you|u|to)\b)(?:the|a|an|all|every|each|our|my|it|this|that|[\w./-]+[./_][\w./-]*)\b/i,
      // moving or changing something the message names itself is new work; "move it", "change that" may redirect
      /^(?:move|rename|put|change|switch|convert|make)\s+(?!(?:it|this|that|them|these|those|everything)\b)(?:the|a|an|all|our|my|each|every|[\w./-]+[./_][\w./-]*)\b/i,
      /^(?:now|next|then|lastly|finally|last(?=\s*:)|one\s+more\s+thing)\b(?!\s+(?:it|that|this)\b)(?!\s*,?\s*(?:what|where|how|why|which|who|when|is|are|does|do|did|can\s+(?:I|we))\b)/i,
      /^(?:also|and\s+also|and)\s*,?\s+(?:we|I)\s+(?:need|want|should|have to)\b/i,
      /^(?:we|I)\s+(?:will\s+|would\s+)?(?:also|still)\s+(?:need|want|have to)\b/i,
      /^we\s+(?:need|have)\s+to\s+(?:add|implement|create|support|build|make|write|include|get|start|expand)\b/i,
      // "we need a k6 script for the search endpoint": the work named by what it makes
      /^(?:so\s+|ok\s+|okay\s+)?(?:we|I)\s+(?:also\s+)?need\s+(?:a|an|some)\s+(?!(?:way|decision|answer|word|call|reason|minute|moment|sec|second|break)\b)[\w-]+/i,
      /^new\s+(?:feature|task|requirement)\b/i,
      new RegExp(String.raw`^(?:I'd|I\s+would)\s+(?:also\s+)?like\s+(?:you\s+)?to\s+(?:also\s+)?(?:${WORK_VERBS}|see)\b`, 'i'),
      new RegExp(String.raw`^(?:maybe|perhaps)\s+(?:also\s+)?(?:${WORK_VERBS})\b`, 'i'),
    ],
    examples: [
      'optimize the monthly report query. do not change the table structure',
      'just fix the header, nothing else',
      'we need a load test script for the search endpoint',
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
    patterns: [
      new RegExp(String.raw`^(?:${QUESTION_WORDS})\b[^]*\?\s*$`, 'i'),
      // a question re-asked: "no I mean where does the token get refreshed"
      /^(?:no,?\s+)?(?:I|i)\s+mean(?:t)?\s*[,:]?\s+(?:where|what|how|which|why|when|who|whether|if)\b/i,
      /^(?:no,?\s+)?(?:my|the)\s+question\s+(?:was|is)\b/i,
      /^(?:no,?\s+)?what\s+I\s+(?:wanted|meant)\s+to\s+(?:know|ask)\b/i,
      // typed fast, without its question mark: "does ledger even call that path", "which branch are you on"
      // (not "when you finish a change, run the typecheck" nor a clause "when you write tests here": a condition, then what to do)
      /^(?:what(?!\s+I\s+meant)|why|how|where|when(?![^,]*,)(?!\s+(?:you|u|we|I|it|the|this|that|they)\b)|which|who|whose|does|did|is|are|was(?!\s+(?:du|ich|er|wir|ihr|man)\b)|were|has|am|should\s+(?:I|we)|would)\s+(?!(?:not|n't)\b)[^.!]{0,120}\.?$/i,
      /\bhow\s+(?:can|do|should|would|could)\s+(?:I|we)\b/i,
      // "I didn't want any change, I just want to understand what it does"
      /\bI\s+(?:just|only)\s+want(?:ed)?\s+to\s+(?:understand|know|see\s+(?:why|how|what|where)|ask)\b/i,
    ],
    examples: ['why did you choose a map here?', 'does the cache survive a restart?', 'what does this flag do?'],
  },
  {
    id: 'acknowledgement',
    description: 'Thanks, praise or agreement: "ok", "thanks!", "perfect", "fair enough", "that works", "continue".',
    patterns: [
      /^(?:ok(?:ay)?|k|sure|fine|great|thanks?|thank\s+you|thx|ty|perfect|nice|cool|awesome|excellent|good|lgtm|looks\s+(?:good|great|fine)|sounds\s+(?:good|great|fine)|got\s+it|makes\s+sense|fair\s+enough|exactly|correct|well\s+done|good\s+job|love\s+it|amazing|brilliant|fantastic|wonderful|neat|that\s+works|works\s+(?:now|for\s+me)|continue|keep\s+going|go\s+on|superb|splendid|cheers|nice\s+one|nailed\s+it|good\s+stuff|bingo|yay|woo+(?:hoo+)?|much\s+appreciated|appreciate\s+it|that\s+did\s+(?:it|the\s+trick))\b/i,
      // praise that is also an ordinary word counts alone in its clause: "sweet, now …", not "lovely weather"
      /^(?:lovely|sweet|beautiful|solid|dope|noice|brill)(?=\s*[,.!:;)—–-]|\s*$)/i,
    ],
    examples: ['thanks, that is it', 'perfect', 'fair enough', 'sounds good', 'ok', 'continue', 'lovely. next, the docs page', 'sweet!', 'nice one'],
  },
  {
    id: 'information',
    description: 'How things stand, said for the agent to know: "I pushed it myself", "both were deleted", "this worked: …".',
    patterns: [
      // the work put off until the human is back: "let's continue in 30 min", "back in 20", "pick this up tomorrow"
      /(?:^|[,.;!—–-]\s*|\b(?:so|and|then)\s+)(?:let'?s\s+|we'?ll\s+|I'?ll\s+)?(?:continue|resume|pick\s+(?:this|it)\s+(?:back\s+)?up|carry\s+on)\s+(?:in\s+(?:\d+|an?|half\s+an)\s*(?:min(?:ute)?s?|h(?:ours?)?|hr)|later|tomorrow|after\s+(?:lunch|dinner|the\s+(?:meeting|call|stream)))\b|^(?:I'?ll\s+be\s+)?back\s+in\s+\d+\s*(?:min(?:ute)?s?|h(?:ours?)?)\b/i,
      // the human does it themselves ("wait, I'll look at the logs myself"): what they will do, no rule
      /^(?:(?:wait|hold\s+on|hang\s+on)[\s,]*)?(?:let\s+me|lemme|I'll|I\s+will|I'm\s+gonna|I'm\s+going\s+to)\s+(?:\S+\s+){0,6}?(?:myself|my\s+self)\b/i,
      // the human does something first themselves ("let me commit first"): no reason of a rejection, no request
      /^(?:let\s+me|lemme|I'll|I\s+will|I\s+need\s+to|I\s+have\s+to|I\s+gotta)\s+(?:first\s+|quickly\s+|just\s+)?(?:commit|close|save|stash|check|test|look|think|ask|finish|push|restart|try|run|stop|kill|quit|pull|back\s+up|backup|copy|move)\b[^?]*\bfirst\b/i,
      /^I(?:'ve|\s+have)?\s+(?:already\s+|just\s+)?(?:pushed|deleted|merged|removed|installed|ran|fixed|did|committed|reverted|updated|restarted|created)\b/i,
      // the human's own situation, told when stepping away ("pause, my laptop is at 3%", "wait, I'm on the train")
      /^(?:(?:pause|wait|hold\s+on|hang\s+on|one\s+sec)[\s,.!—–-]*)?(?:my\s+(?:laptop|battery|phone)\s+(?:is\s+(?:at\s+\d|dying|dead|about\s+to)|died)|I'?m\s+(?:on\s+(?:the\s+)?(?:train|bus|subway|phone|a\s+call)|in\s+a\s+(?:meeting|call)|driving|boarding)|(?:the\s+)?(?:client|boss|someone)\s+(?:is\s+)?calling)\b/i,
      // the human stepping away, or the work held for a decision elsewhere ("wait, meeting, brb", "pause, the PM might
      // change the priorities"): no halt of the agent's work for a reason of it
      /^(?:(?:got\s+a|have\s+a|in\s+a)\s+)?(?:meeting|standup|stand-up|call)(?:\s+(?:now|with\s+[^,.;!?]{1,30}|in\s+\d+\s*(?:min(?:ute)?s?)?))?\s*[.!]*$|^(?:I'?ll\s+be\s+(?:right\s+)?back|be\s+right\s+back|brb|back\s+(?:soon|in\s+a\s+(?:bit|sec|min(?:ute)?)))\b/i,
      /\b(?:might|may|could)\s+(?:still\s+)?change\s+(?:the\s+)?(?:priorit(?:y|ies)|plan|scope)\b|\b(?:priorit(?:y|ies)|the\s+plan|the\s+scope)\s+(?:might|may|could)\s+(?:still\s+)?change\b/i,
      /^(?:this|that|it)\s+worked\b/i,
      /\b(?:have|has)\s+(?:both\s+|all\s+)?been\s+(?:deleted|removed|merged|pushed|fixed|done|reverted|installed)\b/i,
      // a deferral: "not now, I'm recording the screen", "later", "not yet"
      /^(?:not\s+(?:now|yet|right\s+now|today)|later|maybe\s+later)(?=\s*[,.!;:—–-]|\s*$)/i,
    ],
    examples: [
      'wait, let me look at the logs myself',
      'meeting with the editor',
      'pause please, the PM might change the priorities',
      'I pushed the changes myself',
      'both have been deleted',
      'this worked: make build',
      "not now, I'm recording the screen",
    ],
  },
  {
    id: 'plan-approval',
    description: 'A yes to what the agent proposed: "yes, proceed", "looks good, go ahead", "ship it", "yes to all".',
    patterns: [
      // a pick among the options the agent offered: an answer
      /\b(?:option|choice|approach|plan|variant)\s+(?:[A-D1-9]|one|two|three)\b|^(?:the\s+)?(?:first|second|third|last)\s+(?:one|option|approach)\b/i,

      // ("ya" alone: Spanish "ya tenemos …" is no yes)
      /^(?:yes|yep|yeah|yup|ya(?=\s*(?:[,.!;]|$))|yea|sure|ok(?:ay)?|approved?)\b/i,
      // "go, but …", "go but skip 2": a bare "go" opening the turn
      /^go(?=\s*(?:[,.!;](?!\S)|$)|\s+but\b)/i,
      /\b(?:go\s+ahead|proceed(?:\s+with)?|carry\s+on|go\s+for\s+it|ship\s+it|make\s+it\s+so)\b/i,
      /^(?:the\s+)?plan\s+(?:looks|is|sounds)\s+(?:good|fine|great|ok)\b/i,
    ],
    examples: ['yes, do it', 'go ahead with option 2', 'the plan looks good', 'yep, proceed', 'option 2 please', 'the second one', 'go, but in a branch'],
  },
];

const OUTCOME_VERBS =
  'work|load|compile|build|run|start|render|show(?:\\s+up)?|display|open|connect|pass|install|boot|respond|help|change\\s+anything|do\\s+anything|fix\\s+(?:it|this|that|anything|the\\s+\\w+)';

const FAILURES: readonly FailureCue[] = [
  {
    id: 'still-failing',
    pattern: new RegExp(
      String.raw`\bstill\s+(?:getting|seeing|get|see|having|hitting|shows?|showing|returns?|returning|happens|happening)\b|\bstill\s+(?:seems?\s+to\s+)?(?:(?:not|no)\s+)?(?:broken|failing|fails?|failed|crash\w*|blank|empty|missing|wrong|errors?|erroring|doesn't|does\s+not|don't|isn't|aren't|won't|can't|cannot|working|works?|loading|loads?|compil\w*|build\w*|the\s+same|same|an?\s+(?:error|exception|failure|problem|issue|crash)|happening|there|red|slow|hangs?|hanging|stuck)\b|\b(?:seems?|appears?)\s+to\s+still\s+(?:fail|be\s+(?:broken|failing|missing))\b|\bstill\s+seems?\s+to\s+be\s+(?:missing|broken|failing|wrong)\b`,
      'i',
    ),
    examples: ['the upload is still broken', 'still getting a 500 from the API', 'the page still shows the old title'],
  },
  {
    id: 'same-error',
    // (and the same thing again, as before: of a result, not of the agent's doing — "ugh same thing again. <log>")
    pattern:
      /\b(?:the\s+)?same\s+(?:\w+)?(?:error|exception|failure|issue|problem|bug|traceback|stack\s*trace|crash|warning|message)s?\b|\bsame\s+thing\s+(?:again|as\s+before)\b/i,
    examples: ['same KeyError as before', 'I get the same problem on staging', 'ugh same thing again'],
  },
  {
    id: 'does-not-work',
    pattern: new RegExp(
      // (not "… or it won't even compile", "if it can't load": a consequence foreseen, not a failure seen)
      String.raw`${notAfter(String.raw`\b(?:doesn't|does\s+not|didn't|did\s+not|won't|will\s+not|can't|cannot|couldn't)\s+(?:seem\s+to\s+|even\s+)?(?:${OUTCOME_VERBS})\b`, String.raw`\b(?:or|otherwise|else|if|unless|so\s+that|in\s+case|when|whether)\b`, '[^,.;:!?]{0,30}')}|\b(?:never|didn't|did\s+not)\s+(?:saw|see)\s+(?:the|it|any)\b|\bexit(?:s|ed)?\s+immediately\b|\bnothing\s+happens\b`,
      'i',
    ),
    examples: ["the settings page doesn't load", "your change didn't help", 'it does not compile on CI', 'nothing happens when I click Save'],
  },
  {
    id: 'broken-now',
    pattern:
      /\b(?:is|are|was|were|got|looks|seems|now)\s+(?:still\s+|now\s+|completely\s+|totally\s+|all\s+)?(?:broken|failing|blank|gone|crashing)\b(?!\s+(?:tomorrow|by\s+tomorrow|next\s+(?:time|week|run|sync|build|deploy|update|upgrade|release|install|pull|restart|reboot)|after\s+(?:the\s+)?next|on\s+(?:the\s+)?next|once|when|if)\b)|\b(?:it|this|that|you|your\s+change)\s+broke\b|\b(?:now|again)\s+(?:(?:it|this|that)\s+)?(?:fails?|failing|crash(?:es|ing)?)\b/i,
    examples: ['the menu is broken now', 'your change broke the login', 'the export now fails', 'again it crashes on save'],
  },
  {
    id: 'lost-something',
    pattern: /\b(?:we|you|it)\s+(?:lost|dropped|removed|deleted|wiped)\s+(?:the|my|our|all|every)\b/i,
    examples: ['you removed the footer links', 'we lost the error messages'],
  },
  {
    id: 'are-you-sure',
    pattern: /^(?:are|r)\s+(?:you|u)\s+(?:sure|certain)\b/i,
    examples: ['are you sure the cache is the issue?'],
  },
  {
    id: 'checks-unhappy',
    pattern:
      /\b(?:tests?|specs?|build|ci|pipeline|badge|lint(?:er|ing)?|checks?|type\s*check(?:er|ing)?|compil(?:er|ation))\s+(?:(?:are|is|says|seems\s+to)\s+)?(?:(?:still|now|all)\s+)?(?:unhappy|red|failing|fail|fails|failed|broken|crash(?:es|ed|ing)?)\b/i,
    examples: ['two tests are unhappy now', 'the build fails on main', 'CI is red'],
  },
  {
    id: 'error-now',
    pattern:
      /\b(?:I|we)\s+(?:now\s+)?(?:get|getting|got|see|seeing|hit|hitting)\s+(?:an?\s+|this\s+|the\s+|a\s+new\s+|another\s+)?\w*(?:error|exception|traceback|crash|panic|segfault)s?\b|^(?:got|getting)\s+this\b|\bthis\s+is\s+what\s+I\s+got\b/i,
    examples: ['I get a TypeError when I open it', 'now I see an exception in the console', 'got this:'],
  },
  {
    id: 'shows-failure',
    pattern:
      /\b(?:I|we)\s+got\b[^.]{0,80}\berror\b|\bconsole\s+(?:shows?|says)\b|\bwhite\s+(?:page|screen)\b|\b(?:says|shows|is)\s+(?:failing|failed|an?\s+error)\b|^fail(?:ed|s|ing)?\s*[.!]*$|\bcommand\s+not\s+found\b|\bfix\s+(?:the\s+)?(?:following|these|those)\s+(?:errors?|warnings?|failures?)\b/i,
    examples: ['I got "Failed to fetch" error', 'the console shows a TypeError', 'its a white page', 'the status page says an error', 'Fail.'],
  },
  // a result that shows nothing: "the PDF is empty", "the overlay is all black", "nothing shows up" (not in a condition:
  // "skip rows where the price is empty")
  {
    id: 'shows-nothing',
    pattern: new RegExp(
      notAfter(
        String.raw`\b(?:is|are|comes?\s+out|came\s+out|looks)\s+(?:completely\s+|totally\s+|all\s+|just\s+)?(?:empty|black|white)\b|\b(?:shows|renders|displays|prints|draws)\s+nothing\b|\bnothing\s+(?:shows|renders|appears|displays|is\s+drawn)(?:\s+up)?\b|\bcan'?t\s+see\s+anything\b`,
        String.raw`\b(?:if|where|whether|unless|case)\b`,
        '[^,.;:!?]{0,40}',
      ),
      'i',
    ),
    examples: ['the PDF is empty, just axes', 'the overlay is all black', 'nothing shows up on the map'],
  },
];

/** Words a message opens with that say nothing about the rest (also what a rule starts with but does not say: filters.ts). */
export const EN_INTERJECTIONS: readonly string[] = [
  'ok',
  'okay',
  'oh',
  'ah+',
  'hm+',
  'well',
  'actually',
  'hey',
  'so',
  'yeah',
  'sorry',
  'alright',
  'right',
  'claude',
  'hey claude',
  'whoa',
  'woah',
  'wow',
  'uh+',
  'um+',
  'ugh+',
  'dude',
  'bro',
  'man',
  'omg',
  'jeez',
  'geez',
  'damn',
  'wtf',
  'oops',
  'lol',
];

export const en = lazyLanguage({ id: 'en', name: 'English', script: /[A-Za-z]/ }, () => ({
  cues: () => [
    eyeRollCue(),
    // a name in code that is one and not another: "the bundle id is com.example.app not com.example.ios"
    // what the agent chose will not run where the project runs: "that won't run on the server, it's python 3.6"
    // how it is from here on, said of what was just settled: "and it'll always be like that for batch scripts"
    {
      id: 'standing',
      pattern: /\b(?:it'?ll|it\s+will|that'?ll|that\s+will|this'?ll|this\s+will)\s+always\s+be\s+(?:like\s+)?(?:that|this)(?:\s+way)?\s+(?:for|in|with|on)\b/iu,
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // where a kind of thing always goes: "secrets always go in vault"
    {
      id: 'convention',
      pattern: /\b[\w-]+s\s+always\s+(?:go|live|belong)\s+(?:in|into|under|through)\s+\S/iu,
      confidence: 0.75,
      explicit: true,
    },
    // it's not the agent's X: "not CPF, it's the NIF", "it's not postgres, it's mysql here"
    // what the agent used, said to be impossible for the thing: "the key can't be MsgId"
    notWhatTheAgentUsedCue(
      /\b(?:can'?t|cannot|can\s+not|mustn'?t|must\s+not|shouldn'?t|should\s+not)\s+be\s+(?:a\s+|an\s+|the\s+)?[`'"]?(?<replaced>[\w@./+-]{2,})/iu,
    ),
    notWhatTheAgentUsedCue(
      /^(?:(?:no|nope|nah)[\s,]+)?(?:(?:it|that|this)(?:'s|\s+is)\s+)?not\s+(?:a\s+|an\s+|the\s+)?(?<replaced>[\w@./+-]{2,})\s*[,;.—–-]\s*(?:it'?s|its|that'?s|this\s+is|we|use|the|they|it)\b/iu,
    ),
    {
      id: 'machine',
      pattern:
        /\b(?:won'?t|wont|will\s+not|wouldn'?t|can'?t|cannot)\s+(?:even\s+|just\s+)?(?:run|work|load|install|start|build|compile|boot)\s+(?:there|on\s+(?:the\s+|our\s+|that\s+|those\s+|these\s+|them\b|it\b|prod\b|production\b|staging\b)|in\s+(?:ci|prod|production|the\s+container)\b)|\b(?:there|on\s+(?:the|our|that|those)\s+[\w-]+(?:\s+[\w-]+)?)\s*,?\s+(?:it|that|this|they|[\w.-]+)\s+(?:won'?t|wont|will\s+not)\s+(?:even\s+)?(?:run|work|load|install|start|build|compile)\b/iu,
      confidence: 0.7,
      notInFailure: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`\b(?:id|name|key|path|url|host|domain|bucket|branch|package|namespace|table|schema|topic|queue|env(?:ironment)?|region|account|project)\s+is\s+${CODE_TERM}\s*,?\s+not\s+${CODE_TERM}`,
        'iu',
      ),
      confidence: 0.7,
    },
    // what the human gave the agent says so: "the very first line I pasted says no new deps", "it's in the rules I sent you"
    {
      id: 'told-you',
      pattern:
        /\b(?:I|i)\s+(?:pasted|gave\s+you|sent\s+you|shared)\s+(?:\S+\s+){0,4}?(?:says|said)\b|\b(?:it'?s|its|that'?s|thats)\s+(?:right\s+)?(?:in|on)\s+(?:the|my)\s+(?:\S+\s+){0,2}?(?:I|i)\s+(?:pasted|gave\s+you|sent\s+you|shared)\b/,
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // what the agent got wrong before, named: "you've been re-encoding video on every step", "the one you made yesterday had a made-up timestamp"
    {
      id: 'reproach',
      pattern:
        /\byou(?:'ve|\s+have)\s+been\s+[a-z-]+ing\b[^.!?\n]{0,60}?\b(?:every|each|all\s+(?:the\s+)?time|again|always|constantly)\b|\b(?:the\s+one|the\s+[\w-]+|what|the\s+thing)\s+you\s+(?:made|wrote|added|created|did|generated|ran)\s+(?:yesterday|last\s+(?:time|week|night)|this\s+morning)\b/i,
      confidence: 0.75,
      addressesAgent: true,
      notInFailure: true,
    },
    // a workaround called out: "that isn't a fix, it just hides it" — about what the agent made (not a feature that hides)
    {
      id: 'complaint',
      pattern:
        /\b(?:that|this|it)(?:'s|\s+is)\s*(?:not|n't)\s+a\s+(?:real\s+)?fix\b|\b(?:isn'?t|is\s+not)\s+a\s+(?:real\s+)?fix\b|\b(?:that|this|it)\s+(?:just|only)\s+(?:hides|masks|papers\s+over|silences|suppresses)\b/iu,
      confidence: 0.8,
      notInFailure: true,
      aboutWork: true,
    },
    // what must not happen again, said of what the agent did: "this can't happen again", a rule for good
    {
      id: 'standing',
      pattern:
        /\b(?:this|that|it)\s+(?:can(?:'?t|not)|must\s+not|mustn'?t|shouldn'?t|should\s+not)\s+happen\s+again\b|\bdon'?t\s+let\s+(?:this|that|it)\s+happen\s+again\b/iu,
      confidence: 0.85,
      explicit: true,
      standingRule: true,
      addressesAgent: true,
    },
    // what the human never wants to see again: "I don't want to see that again", said of what the agent did
    {
      id: 'reproach',
      pattern:
        /\b(?:i\s+)?(?:don'?t|do\s+not)\s+want\s+to\s+see\s+(?:that|this|it|those|these)\s+(?:ever\s+)?again\b|\bdon'?t\s+let\s+me\s+see\s+(?:that|this|it)\s+again\b/iu,
      confidence: 0.8,
      addressesAgent: true,
    },
    // how it is here: "we're a pnpm repo", "we don't panic in library code", "hooks live in the feature folder here"
    {
      id: 'convention',
      pattern:
        /\bwe'?re\s+an?\s+[\w.-]+\s+(?:repo|shop|project|house|team|codebase)\b|\bwe\s+(?:don't|do\s+not|never)\s+[\w-]+\s+in\s+(?:library|lib)\s+code\b|\b[\w-]+s\s+(?:live|go|belong|stay)\s+(?:in|under|at|next\s+to)\s+[^.!?]{1,40}?\s+here\b(?!\s*\?)/iu,
      confidence: 0.75,
    },
    // how names are written here: "our naming convention is PascalCase for types", "event keys must be camelCase", "file
    // names are kebab-case in this repo" (not "convert the headers to camelCase", work asked for)
    {
      id: 'convention',
      pattern:
        /\b(?:naming\s+(?:standard|convention|rule|scheme)s?)\s+(?:here\s+|in\s+this\s+[\w-]+\s+)?(?:is|are)\b|\b(?:stays?|must\s+be|has\s+to\s+be|have\s+to\s+be|should\s+be)\s+(?:in\s+)?(?:snake|camel|kebab|pascal|upper[_ -]?snake|screaming[_ -]?snake)[_ -]?case\b|\b(?:are|is)\s+(?:all\s+)?(?:snake|camel|kebab|pascal|upper[_ -]?snake)[_ -]?case\s+(?:here|in\s+this\s+(?:repo|project|codebase|team)|everywhere)\b/i,
      confidence: 0.75,
      explicit: true,
    },
    // how every other one of its kind is done, against what the agent did: "keys come from config like every other
    // adapter", "why raw SQL? every other query in this module goes through the ORM" (not "every other row is blank now",
    // what a failure shows; nor "like everything else", said of new work as often)
    {
      id: 'convention',
      pattern:
        /\blike\s+every\s+other\s+[\w-]+|\bevery\s+other\s+[\w-]+(?:\s+[\w-]+)?\s+(?:in\s+(?:this|that|the)\s+[\w-]+\s+|here\s+|we\s+have\s+)?(?:(?:is|are)\s+(?!(?:blank|empty|null|missing|fine|ok|okay|broken|failing|green|red|correct|wrong|zero|gone|there|the\s+same|set|off|on|down|up|still|now|also|too)\b)|uses?|comes?\s+from|gets?|goes|go|does|reads?|lives?|sits?|follows?)\b/i,
      confidence: 0.75,
      notInFailure: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // what exists already, asked about: "why console.log when there's a pino logger"
    {
      id: 'already-have',
      pattern: /\bwhy\b[^?!]{0,40}?\bwhen\s+(?:there'?s|theres|there\s+is|we\s+have|we've\s+got)\s+(?:already\s+)?(?:a|an)\b/iu,
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // never, said as "don't ever": "yes go ahead, but don't ever restart it yourself"
    { id: 'always-never', pattern: /\bdon'?t\s+ever\b|\bdo\s+not\s+ever\b/iu, confidence: 0.8, explicit: true, everyTime: true },
    // what nobody asked for, asked back: "did I ask you to push?"
    { id: 'unasked', pattern: /\bdid\s+i\s+(?:ask|tell)\s+(?:you|u)\s+to\b/iu, confidence: 0.8, inQuestion: true, addressesAgent: true },
    // a prohibition asked politely: "can you not use f-strings?", "could you maybe not commit without asking?"
    {
      id: 'dont',
      pattern: /\b(?:can|could|would)\s+(?:you|u)\s+(?:maybe\s+|please\s+|just\s+|pls\s+)?not\s+(?!be\b|have\b|find\b|see\b|get\b|reproduce\b)[a-z]+/iu,
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // a rule agreed for good: "let's agree: all dates are ISO"
    {
      id: 'standing',
      pattern:
        /\blet'?s\s+(?:agree(?!\s+on\s+(?:it|this|that|the\s+(?:plan|scope|phases?|approach|design|spec))\b)|settle\s+on|make\s+it\s+a\s+rule)\b|\bfrom\s+here\s+on\s+out\b/iu,
      confidence: 0.8,
      explicit: true,
      standingRule: true,
    },
    // how it must not be: "the figures must not have a title" (weak: a requirement of new work inside a request)
    { id: 'must-not', pattern: /\b(?:must|shall)\s+(?:not|never)\b|\bmustn'?t\b/iu, confidence: 0.7 },
    // a rule told as how the agent works here, opening its sentence: "you don't deploy. ever.", "you never push to main"
    // (not "you don't need to …", "you don't know …": no doing of the agent's ruled out)
    {
      id: 'must-not',
      pattern:
        /^(?:(?:whoa|woah|hey|no|nope|nah|ok|okay|so)\W+)*(?:you|u)\s+(?:don'?t|dont|do\s+not|never)\s+(?!(?:need|have|know|get|want|seem|see|understand|mean|think|remember|even|always|really|just|care|like|mind|worry|look|sound|say|said|tell|show|happen|bother|notice|usually|often)\b)[a-z]+/iu,
      confidence: 0.75,
      addressesAgent: true,
    },
    // a prohibition by noun of a place: "NO full refresh on prod", "no force push to main"
    {
      id: 'no-x',
      pattern: /^(?:please\s+)?no\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:on|in|against|to)\s+(?:prod|production|main|master|staging|live)\b/iu,
      confidence: 0.75,
    },
    // what was agreed, asked back: "didn't we agree on BEM?", "we had this exact conversation yesterday"
    {
      id: 'told-you',
      pattern:
        /\bdidn'?t\s+we\s+(?:agree|decide|say|settle|preregister|pick|choose)\b|\bwe\s+had\s+this\s+(?:exact\s+|same\s+)?(?:conversation|discussion)\b|\bwe(?:'ve|\s+have)\s+(?:already\s+)?(?:talked\s+about|been\s+(?:over|through)|gone\s+(?:over|through)|discussed)\s+(?:this|that|it)\b/iu,
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // what the agent did is not acceptable: "ten t-tests without correction is not ok", "a full refresh on prod is a no-go"
    // the agent took the wrong thing: "wrong table, the certs are in crew_cert", "that's the wrong branch"
    {
      id: 'wrong',
      pattern: new RegExp(
        String.raw`(?:^|[.!;,]\s*|\b(?:that'?s|thats|this\s+is|it'?s|its|you\s+(?:used|picked|took|edited|changed|opened|queried|hit|read|grabbed|built|deployed\s+to|pushed\s+to)|using)\s+(?:the\s+|a\s+)?)wrong\s+(?:table|file|folder|dir|directory|branch|column|repo|db|database|endpoint|env|environment|server|host|version|path|bucket|schema|field|key|package|model|region|account|queue|topic|image|port|url|method|api|format|unit|units|timezone|flag|lib|library|tool|command|namespace|cluster|project|sheet|index|tag|container|service|config|template|component|module|function|class|crate|registry|view)\b(?!\s*\?)`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
      notInFailure: true,
    },
    {
      id: 'wrong',
      // (not "we're not allowed to use strtok": a rule the humans are under, of the work asked for)
      pattern: /(?<!\b(?:we|i|they)\s?)\b(?:is|are|'s|'re)\s+(?:just\s+)?(?:not\s+ok(?:ay)?|not\s+acceptable|unacceptable|a\s+no-?go|not\s+allowed)\b/iu,
      confidence: 0.75,
      addressesAgent: true,
    },
    // a habit of the agent, asked about: "why r u building release every single time"
    {
      id: 'reproach',
      pattern: /\bwhy\s+(?:are|r|do|does|did|is)\s+(?:you|u|it)\b[^?.!]{0,60}?\bevery\s+(?:single\s+)?time\b/iu,
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // what the agent made exists already: "we literally have a fetch wrapper in lib/http", "there's already a helper for that"
    {
      id: 'already-have',
      pattern:
        /\b(?:we|there)\s+(?:literally\s+|already\s+)*(?:have|got|'s|is)\s+(?:literally\s+|already\s+)+(?:a|an|our\s+own|its\s+own)\s+[\w./-]+|\bwe\s+literally\s+have\s+(?:a|an)\s+[\w./-]+/iu,
      confidence: 0.75,
    },
    // a fact of the machine or the project the agent got wrong: "this box is a pi 5", "db isn't on this box", "prod has zero egress", "go.mod says 1.22", "we're still on node 16" (not "the server is down")
    // what the agent wrote is of another platform or version than the project's: "that's godot 3 syntax", "это синтаксис aiogram 2"
    // what the agent used was taken out of the project: "we removed it last year", "das haben wir rausgeworfen"
    {
      id: 'machine',
      pattern:
        /\bwe\s+(?:(?:already|just)\s+)?(?:deprecated|removed|dropped|banned|got\s+rid\s+of|stopped\s+using|moved\s+off|migrated\s+off)\s+(?:that|it|this|those|them)\b/iu,
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern:
        /\b(?:that'?s|thats|this\s+is|it'?s|its|those\s+are)\s+(?:an?\s+|the\s+)?(?!(?:valid|invalid|correct|right|wrong|fine|proper|nice|same|new|weird|odd|cursed)\b)(?:[\w.-]+\s+){1,2}syntax\b|\b[\w.()]+\s+is\s+an?\s+(?!(?:good|bad|small|big|minor|major|known|common|new|real|weird|nice|separate|different|one-off|whole)\b)[\w.-]+(?:\s+v?\d[\w.]*)?\s+thing\s*(?:[,;—–-]+|\.)\s*(?:use|we|here|this|the\s+project|ours)\b/iu,
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern:
        /\b(?:(?:this|the|our|my|that)\s+(?:[\w-]+\s+)?)?(?:box|machine|server|host|runner|laptop|vm|device|board|cluster|pi|raspberry\s+pi|nas|router|prod(?:uction)?|(?:prod(?:uction)?\s+)?(?:db|database)|build\s+agent)\s+(?:is|has|runs|only\s+has|doesn'?t\s+have|does\s+not\s+have|has\s+no|is\s+still\s+on)\s+(?!(?:down|up|slow|broken|failing|crashing|returning|throwing|not\s+responding|unreachable|offline|full|busy|back|fine|ok|okay|working)\b)(?:(?:a|an|zero|no|only|still)\b|[\w.-]*\d|[a-z][\w.-]*\s+v?\d)|\b(?:box|machine|server|host|runner|laptop|vm|device|board|cluster|agent)\s+(?:doesn'?t\s+have|does\s+not\s+have|has\s+no|lacks)\s+(?!(?:time|any\s+(?:issues?|problems?|errors?)|issues?|problems?|errors?|changes?|access\s+yet)\b)[\w.+-]+|\b(?:box|machine|server|host|runner|laptop|vm|agent)\s+(?:runs|uses|has)\s+[\w.+-]+\s*,?\s+not\s+[\w.+-]+|\b(?:you|we)\s+can'?t\s+(?:apt(?:-get)?|brew|yum|dnf|pip|npm\s+-g|sudo)\s+install\s+(?:anything|stuff|packages|things)\s+(?:here|on\s+(?:this|the)\s+(?:box|machine|server|host|runner))\b|\b(?:isn'?t|is\s+not)\s+on\s+(?:this|the)\s+(?:box|machine|server|host)\b|\b(?:this|it)(?:'s|\s+is)\s+an?\s+(?:[\w-]+\s+)?(?:mac|macbook|laptop|raspberry\s+pi|pi\s*\d?|vm|m[1-4](?:\s+(?:mac|pro|max|air))?)\b|\bthere(?:'s|s|\s+is)\s+no\s+(?!(?:rush|need|hurry|error|errors|problem|problems|issue|issues|change|changes|difference|way|point|log|logs|output)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:here|on\s+(?:this|these|the)\s+(?:box|machine|host|hosts|target|board|server|runner))\b|\bwe(?:'re|\s+are)\s+behind\s+(?:a|the|an)\s+(?:[\w-]+\s+)?(?:proxy|vpn|firewall)\b|\b[\w.-]+\.(?:mod|toml|json|lock|ya?ml|xml|cfg|ini|nvmrc|tool-versions)\s+says\b|\b(?:still\s+on|stuck\s+on|pinned\s+to)\s+(?:python|py|node(?:\.?js)?|java|jdk|go|golang|ruby|php|postgres(?:ql)?|pg|mysql|rhel|centos|ubuntu|debian|alpine|windows|win|macos|ios|android|\.net|dotnet|unity|gcc|clang|cuda|kernel)\s*v?\d/iu,
      confidence: 0.7,
    },
    // the agent edited what a tool writes: "changelog gets generated by git-cliff", "that client is generated from the spec"
    {
      id: 'generated',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])(?:(?:is|are|gets|get|'s|'re)\s+(?:auto-?)?generated|generated\s+(?:by|from|on\s+(?:build|release))|(?:is|are|gets|get|'s|'re)\s+overwritten\s+(?:on|by|at|with|every|each|whenever|when)|(?:is|'s|are|'re)\s+(?:a\s+)?(?:git\s+)?submodules?|(?:is|'s|are|'re)\s+vendored)(?![${LETTER}${DIGIT}_])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // what the agent undid was meant: "the 90s timeout is on purpose", "there was a Math.round there for a reason" (a question "is that intentional?" asks)
    {
      id: 'on-purpose',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])(?:on\s+purpose|intentional(?:ly)?|deliberate(?:ly)?|by\s+design|for\s+a\s+(?:good\s+)?reason)(?![${LETTER}${DIGIT}_])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // irony about what the agent did: "what could go wrong", "compliance is going to love that", praise with 🙃 or 🙄 (not
    // "great, works now 🎉"), praise opening on what the agent did again or broke ("cool cool, a fourth date helper",
    // "oh great you deleted the header row", "oh cool, an `.unwrap()` in replay" — not "great, now add the footer")
    {
      id: 'irony',
      pattern: new RegExp(
        String.raw`\bwhat\s+could\s+(?:possibly\s+)?go\s+wrong(?=(?:[,\s]+(?:right|huh|eh|lol)(?![${LETTER}]))?\s*[?？!.…]*\s*(?:$|🙃|🙄|🤦|😅|lol(?![${LETTER}])|xd(?![${LETTER}])|jaja|kkk|хах))`,
        'iu',
      ),
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
      inQuestion: true,
    },
    {
      id: 'irony',
      pattern: new RegExp(
        String.raw`\b(?:is|are|'s|'re)\s+(?:going\s+to|gonna)\s+(?:love\s+(?:that|this|it)\b|be\s+(?:thrilled|delighted|so\s+happy)\b)|\bwill\s+(?:love|be\s+thrilled\s+(?:about|with|by))\s+(?:that|this|it)\b|\blove\s+that\s+for\s+(?:us|me|our|them|you)\b|\b(?:great|nice|cool|brilliant|genius|perfect|wonderful|amazing|awesome|fantastic|lovely|smart|famously|ah\s+yes|love\s+how|can'?t\s+wait\s+(?:for|to))\b[^.!?\n]{0,140}?(?:🙃|🙄|🤦|🤡|\/s(?![${LETTER}]))|^(?:oh\s+|ah\s+|wow\s+)?(?:great|nice|cool|brilliant|genius|perfect|wonderful|lovely|love\s+how)\b[^\n]{0,240}?(?:🙃|🙄|🤡)|^(?:oh\s+|ah\s+|wow\s+)?(?:cool(?:\s+cool)?|great|nice|perfect|lovely|brilliant|amazing|awesome|fantastic|wonderful|excellent|genius)\s*[,.!]*\s+(?:another\s(?!(?:thing|one|question|request|idea|point|issue|task|item|change|step|small|quick|minor|tiny)\b)|a\s+(?:second|third|fourth|fifth)\s|an?\s+\x60|you\s+(?:just\s+)?(?!(?:fixed|solved|nailed|handled|caught|found|managed|saved|cleaned|sorted|figured|finished|improved|speeded|sped)\b)[a-z]+ed\b)`,
        'iu',
      ),
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
    },
    // what the agent did, told back to it at the head of a clause: "you parsed it month first", "it's because you set the
    // From header to the visitor's gmail", "btw … you pointed the last two scripts at prod's port" (not "the files you
    // touched", "you said …", "you fixed it")
    toldBackCue(
      /(?:^|[.,;:!?—–-]\s+)(?:(?:but|and|oh\s+and|also|btw|so|because|since|cause|cuz|(?:it'?s|that'?s|thats|its)\s+because)\s+)?(?:you|u)\s+(?:just\s+|also\s+|then\s+|literally\s+)?(?!(?:said|asked|mentioned|suggested|proposed|recommended|explained|showed|found|noticed|wanted|needed|fixed|solved|nailed|handled|deserved|earned|helped|saved|managed|liked|seemed|looked|sounded|used\s+to|supposed|touched|got\s+(?:it|this|that))\b)(?:[a-z]{2,}ed|put|set|wrote|made|left|ran|took|sent|built|forgot|broke|kept|got|slapped|threw|stuck)\b(?!\s+(?:me|us)\b)/i,
    ),
    // what the agent is doing, told to it at the head of a clause: "you're converting twice", "btw … you're treating them as
    // net euros", "the thing is you're rounding each leg up" (not "the loader you're writing", "while you're editing it",
    // "you're going to need …", "you're doing great"; a question not: "is matlab using >= and you're using >?")
    toldBackCue(
      /(?:^|[.,;:!?—–-]\s+)(?:(?:but|and|oh\s+and|also|btw|so|lol|because|cause|cuz|(?:it'?s|that'?s|thats|its)\s+because|the\s+(?:problem|issue|thing|bug)\s+is(?:\s+that)?)\s+)?(?:you'?re|you\s+are|youre)\s+(?:just\s+|still\s+|also\s+|literally\s+|now\s+|actually\s+|again\s+)?(?!(?:going|gonna|coming|getting\s+(?:there|close)|doing\s+(?:great|well|good|amazing|fine)|killing\s+it|saying|suggesting|proposing|recommending|thinking|telling|asking\s+(?:if|whether|about|for|me\s+(?:if|whether|about))|(?:some|no|any|every)thing)\b)[a-z]{2,}ing\b/i,
    ),
    // mock praise said as a sentence of its own after what the agent did: "… a cache with no eviction on a 2 GB box. classic.",
    // "… a sync call to the payment API inside the request. bold move." (not said first or after thanks: "cool cool, ship it", "thanks. love that")
    {
      id: 'irony',
      pattern:
        /^\W*(?:oh\s+|wow\s+|just\s+|so\s+|real(?:ly)?\s+)?(?:genius|bold\s+move|very\s+professional|(?:so\s+|very\s+|how\s+)?reassuring|(?:a\s+)?classic|love\s+that(?:\s+for\s+(?:us|me))?|cool(?:[\s,]+cool)+|very\s+cool(?:\s*,\s*very\s+[a-z]+)?|chef'?s\s+kiss)\W*$/iu,
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
      afterStatement: true,
    },
    // mock praise of what the agent did: "'update stuff'. very GxP of you", "very 2019 of you" (not thanks: "very kind of you")
    {
      id: 'irony',
      pattern:
        /\b(?:very|so|how)\s+(?!(?:kind|nice|thoughtful|helpful|sweet|generous|good|considerate|thorough|clever|smart|quick|fast|many|much|few|most|all|some|each|none|both|several|lots|part|proud)\b)[\w-]+\s+of\s+(?:you|u)\b(?!\s+to\b)/i,
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
    },
    // the scope the human asked for, against what the agent did beyond it: "i asked for the README. why is eslint bumped",
    // "i asked for invoices only. delete the other three" — what was asked named in a few words and left there (not "I asked
    // for a review from the DBA yesterday, still waiting", "I asked for this feature last week, thanks")
    {
      id: 'asked-for',
      pattern:
        /(?:^|[.!?;,:]\s*|\b(?:but|no|stop|when|lol)\s+)I\s+(?:only\s+|just\s+|specifically\s+|explicitly\s+)?asked\s+(?:you\s+)?for\s+(?!(?:it|this|that)\b)(?:(?!(?:from|to|by|at|last|yesterday|earlier)\b)[\w./`'-]+\s+){0,3}?(?!(?:from|to|by|at|last|yesterday|earlier)\b)[\w./`'-]+(?:\s+to\s+(?:change|be\s+\w+|go|move|run|stay))?(?:\s+only)?\s*(?:[.!;]|,\s*not\b|$)/i,
      confidence: 0.8,
      addressesAgent: true,
      notInFailure: true,
    },
    // the purpose what the agent did goes against: "the crate is runtime agnostic, that's kind of the whole point of it",
    // "the whole point of that suite is that it hits the real postgres" (a question not: "what's the whole point of X?")
    {
      id: 'whole-point',
      pattern:
        /\b(?:that'?s|thats|that\s+is|it'?s|its|which\s+is)\s+(?:kind\s+of\s+|sort\s+of\s+|literally\s+|basically\s+|exactly\s+)?the\s+whole\s+point\b|\bthe\s+whole\s+point\s+(?:of\s+[^.!?\n]{1,60}?\s+)?(?:is|was)\b/i,
      confidence: 0.7,
      notInFailure: true,
    },
    // the agent's habit, said of it in the third person: "bot keeps doing `select *`", "claude keeps adding comments"
    {
      id: 'reproach',
      pattern: /\b(?:the\s+)?(?:bot|claude|codex|agent|ai|model)\s+(?:keeps|kept)\s+(?:on\s+)?(?!(?:crash|fail|hang|tim)\w*\b)[a-z]+ing\b/i,
      confidence: 0.8,
      addressesAgent: true,
      everyTime: true,
    },
    // what the project runs on, with its version: "we're still on Electron 22", "we are on java 8 here"
    // what the agent used is the project's past: "thats the old dir, goose reads from db/migrations", "that flyway folder is
    // dead since 2021" (not "the process is dead")
    {
      id: 'machine',
      pattern:
        /\b(?:that'?s|thats|this\s+is|it'?s|its)\s+(?:the\s+|an?\s+)?old\s+(?:dir|directory|folder|path|syntax|api|version|config|file|endpoint|repo|module|package|way|thing|one)\b|\b(?:dir|directory|folder|module|package|script|library|lib|repo|endpoint|api)\s+is\s+(?:dead|deprecated|legacy)\b/i,
      confidence: 0.7,
      notInFailure: true,
    },
    // what a machine runs, told: "the lab boxes are on python 3.8", "their cpanel runs php 7.4", "prod is still on node 16"
    // (not where a failure shows: "the crash is on windows 11 only")
    {
      id: 'machine',
      pattern:
        /\b(?:box(?:es)?|servers?|hosts?|hosting|machines?|vms?|nodes?|runners?|clusters?|prod(?:uction)?|staging|cpanel|laptops?|build\s+agents?|agents?|images?|containers?)\s+(?:is|are|runs?|'s|'re)\s+(?:still\s+|only\s+)?(?:on\s+)?(?:python|py|node(?:\.?js)?|java|jdk|go|golang|ruby|php|postgres(?:ql)?|pg|mysql|rhel|centos|ubuntu|debian|alpine|windows|win|macos|\.net|dotnet|gcc|clang|cuda|kernel)\s*v?\d/i,
      confidence: 0.7,
      notInFailure: true,
    },
    {
      id: 'machine',
      pattern:
        /\bwe(?:'re|\s+are|re)\s+(?:still\s+|stuck\s+|only\s+)?on\s+(?!(?:page|step|day|week|phase|line|slide|chapter|round|iteration|attempt|item|ticket|issue|task|sprint|level|stage|part|row|column|try|call|track|floor|the)\b)[a-z][\w.+-]*(?:\s+[a-z][\w.+-]*)?\s+v?\d/i,
      confidence: 0.7,
    },
    // a fact of the place shared with others: "the dev db is shared with the trainees", "staging is shared, …"
    {
      id: 'machine',
      pattern:
        /\b(?:db|database|server|box|machine|cluster|env|environment|staging|prod|instance|bucket|namespace|account|runner|vm|host|redis|queue|schema)\s+(?:is|are)\s+shared\b/i,
      confidence: 0.7,
    },
    // everything of a kind must: "all tables and numbers in the text have to use a decimal comma"
    {
      id: 'convention',
      pattern:
        /\ball\s+(?:the\s+|our\s+)?[a-z][\w-]*\b(?:\s+\S+){0,6}?\s+(?:must|have\s+to|need\s+to)\s+(?!(?:pass|work|be\s+green|run|succeed|build|compile)\b)\w/i,
      confidence: 0.75,
      explicit: true,
    },
    // what not to use first, then what to use: "not a normal space before €, use a non-breaking space"
    // how it is here, for everything: "here it's HALF_EVEN everywhere", "in this repo we use UTC everywhere"
    {
      id: 'convention',
      pattern: /\b(?:here|in\s+this\s+(?:repo|project|codebase)|we)\s+(?:it'?s|its|it\s+is|we\s+use|use|do)\s+[^.!?]{1,40}?\s+everywhere\b/i,
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'x-not-y',
      pattern:
        /(?:^|[.!;:]\s*)(?:but\s+|and\s+)?not\s+(?:a|an|the)?\s*(?!(?:now|yet|really|sure|quite|exactly|that|this|much|bad|all|so|too|very|only|just|here|there|always|necessarily|anymore|even|today|tonight)\b)(?<replaced>[\w@./+-]{2,}(?:\s+[\w@./+-]+){0,3}?)\s*(?:before\s+\S+\s*)?[,;—–-]+\s*(?:use|go\s+with|take|pick)\s+\w/i,
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    // a shortcut the agent took, called out: "you can't just relax the tolerance until the test passes"
    {
      id: 'reproach',
      pattern:
        /\byou\s+(?:can'?t|cannot|can\s+not)\s+just\s+(?!(?:click|tap|press|type|open|scroll|drag|log\s*in|sign\s*in|go|visit|refresh|reload|select|enter)\b)\w/i,
      confidence: 0.8,
      addressesAgent: true,
    },
    // where things never go: "anything with passwords never goes in C:\Exports"
    { id: 'not-done', pattern: /\b(?:never|no\s+\w+\s+ever)\s+go(?:es)?\s+(?:in|into|to|under|on)\s+\S/i, confidence: 0.8, explicit: true, standingRule: true },
    // where a kind of thing does not go: "tokens don't go in the db, they live in the keychain" (how it is in the house)
    {
      id: 'convention',
      pattern:
        /\b(?:don'?t|doesn'?t|do\s+not|does\s+not)\s+go\s+(?:in|into|to|under)\s+(?:a|an|the|our|this|that)?\s*[\w./-]+(?:\s+[\w./-]+){0,4}?\s*(?:,|;|—|–|-|\.)\s*(?:they|it|those|that|we|use|put)\b/i,
      confidence: 0.75,
      explicit: true,
    },
    // for a kind of case, every time: "for stuff like that always use warning", "in cases like this, never page"
    {
      id: 'always-never',
      pattern: /\b(?:for\s+(?:stuff|things|cases|anything)\s+like\s+(?:that|this)|in\s+cases\s+like\s+(?:this|that))\s*,?\s+(?:always|never)\b/i,
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // what we use for everything of a kind: "we use Testcontainers for all infra in tests"
    {
      id: 'convention',
      pattern:
        /\bwe\s+use\s+(?:\S+\s+){1,3}?for\s+(?:everything|all|anything)\b|\bhere\s+it'?s\s+always\b|\beverything\s+(?:lives|is|runs|goes)\s+(?:on|in|through|at)\s+\S+\s+now\b/i,
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // "you don't need to recap the whole session": what the agent need not say or ask (not "you don't need to log in to see it")
    {
      id: 'no-need',
      pattern:
        /\b(?:you|u)\s+(?:don'?t|dont|do\s+not)\s+(?:need|have)\s+to\s+(?:recap|summari[sz]e|explain|repeat|paste|print|quote|re-?state|list|ask|confirm|check\s+with\s+me|mention|describe|narrate|announce|tell\s+me)\b/i,
      confidence: 0.7,
    },
    // where a kind of thing goes, said as the rule: "scratch tables go in `sandbox_<user>`", "fixtures live under tests/data"
    {
      id: 'convention',
      pattern:
        /(?:^|[.!;:]\s*)(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?(?:tables|tests|files|scripts|migrations|fixtures|docs|configs|secrets|logs|assets|components|helpers|utils|types|styles|images|notebooks|datasets|models|schemas|queries|dashboards)\s+(?:always\s+)?(?:go|belong|live)\s+(?:in|under|into)\s+(?:`[^`]+`|[\w.<>-]*[/_.<][\w./<>-]*|(?:the|a|our)\s+[\w-]+\s+(?:folder|directory|dir|schema|dataset|bucket|package|module|namespace))/i,
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // how it is done here, said as such: "that's how we do it here", "it's our convention"
    {
      id: 'convention',
      pattern:
        /\b(?:that's|thats|that\s+is|it's|its)\s+(?:how\s+we\s+do\s+(?:(?:it|things|this)\s+(?:here|in\s+this\s+(?:repo|team|codebase|project))|(?:all|every)\s+[\w-]+)|(?:our|the\s+team's)\s+convention)\b|\beverything\s+we\s+(?:do|ship|build|deploy|change)\s+(?:first\s+)?(?:goes|go)\s+(?:first\s+)?(?:to|through)\b/i,
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // an emphatic prohibition: "under no circumstances …", "never ever …"
    {
      id: 'always-never',
      pattern: /\b(?:under\s+no\s+circumstances|never\s+ever)\b/i,
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // the same mistake again, counted, of the agent: "that's the second time you …", "twice now you …", "twice now."
    // (not "the sound plays twice now", "that's the second time it crashed")
    {
      id: 'reproach',
      pattern:
        /\b(?:that's|thats|this\s+is)\s+the\s+second\s+time\s+(?:that\s+)?(?:you|u)\b|(?:^|[.!?;:,]\s*)(?:that's\s+|thats\s+|this\s+is\s+|it's\s+)?(?:twice|(?:three|four|\d+)\s+times)\s+now(?:\s+(?:that\s+)?(?:you|u)\b|\s*[.!]*$)/i,
      confidence: 0.8,
      addressesAgent: true,
    },
    // the same thing again, opening a sentence, of what the agent made: "again a truncated axis", "again with the
    // console.logs?" (not "again it fails on startup", a failure; not "again please", a request to repeat)
    againCue(/^(?:once\s+)?again\s+(?:with\s+\S|(?:you|u)\s+\S|(?=[^!?\d\n]{1,40}\?+\s*$)(?!(?:no|nothing|not|it|this|that|same|the\s+same)\b)\S)/iu),
    // the agent's manner: "cut the apologies", "drop the recap", "just say what changed"
    {
      id: 'complaint',
      pattern:
        /\b(?:cut|drop|skip|lose)\s+(?:the|all\s+the|out\s+the|your)\s+(?:apolog\w*|recaps?|preambles?|disclaimers)\b|\bjust\s+(?:say|tell\s+me|list|show\s+me)\s+what\s+(?:you\s+)?(?:changed|did|touched|fixed)\b/i,
      confidence: 0.75,
      notInFailure: true,
      addressesAgent: true,
    },
    // "like the rest of the repo": the house way, for every case
    {
      id: 'convention',
      pattern: anyWord([
        'like\\s+(?:the\\s+)?rest\\s+of\\s+(?:the\\s+)?(?:repo|codebase|code\\s?base|project|app|team|service)',
        'like\\s+everywhere\\s+else(?:\\s+in\\s+(?:the\\s+)?(?:repo|codebase|project))?',
        '(?:in|across)\\s+(?:every|all(?:\\s+of)?\\s+(?:our|the))\\s+[\\w-]+(?:\\s+[\\w-]+)?\\s+we\\s+have',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // what the house already has for it: "we have a service for that", "we've got a helper for exactly this"
    {
      id: 'convention',
      pattern:
        /\bwe(?:'ve|\s+have)?\s+(?:already\s+)?(?:have|got)\s+(?!(?:[\w./`-]+\s+){0,4}?(?:ticket|issue|meeting|call|story|task|budget|time|plan|deadline)s?\b)(?:a|an|the|our\s+own)?\s*[\w./`-]+(?:\s+[\w./`-]+){0,3}?\s+for\s+(?:that|this|exactly\s+(?:that|this))\b/i,
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // the language the agent answers in: "reply in French please", "talk to me in German"
    {
      id: 'reply-language',
      pattern:
        /\b(?:reply|respond|answer|talk|speak|write\s+to\s+me)\s+(?:to\s+me\s+)?(?:only\s+)?in\s+(?:english|french|german|spanish|portuguese|russian|chinese|mandarin|japanese|korean|italian|dutch|polish|turkish)\b/i,
      confidence: 0.8,
      explicit: true,
      standingRule: true,
      addressesAgent: true,
    },
    // what the agent did, said back to it as a plain statement: "you deleted it. now the 6am report breaks"
    {
      id: 'reproach',
      pattern:
        /(?:^|[.!;]\s*)(?:but\s+|and\s+)?(?:you|u)\s+(?:deleted|removed|dropped|overwrote|overwritten|broke|renamed|wiped|reverted)\s+(?:it|them|that|those|the|my|our|all)\b[^?]*?(?:[.!]|$)/i,
      confidence: 0.75,
      addressesAgent: true,
    },
    // the agent's manner, turned down: "dial it back", "tone it down", "cut the marketing tone", "less fluff"
    {
      id: 'complaint',
      pattern:
        /\b(?:dial|tone)\s+it\s+(?:back|down)\b|\bcut\s+(?:the|all\s+the|out\s+the)\s+(?:marketing|fluff|filler|chatter|small\s+talk|pleasantries|hype|emojis?|tone|sales\s+pitch|buzzwords)\b|\bless\s+(?:fluff|hype|marketing|chatter|verbose|wordy)\b/i,
      confidence: 0.75,
      notInFailure: true,
      addressesAgent: true,
    },
    // "everything should go through conda envs", "all of it must live in workflow/envs/": one way for every case
    {
      id: 'convention',
      pattern:
        /\b(?:everything|all\s+(?:of\s+)?(?:it|them|our\s+[\w-]+|the\s+[\w-]+))\s+(?:should|must|has\s+to|needs?\s+to)\s+(?:go\s+through|use|live\s+in|run\s+(?:through|in|on)|be\s+(?:in|under|done\s+(?:in|via|through)))\b/i,
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // "always that format", "always like this": what was just shown holds every time
    {
      id: 'standing',
      pattern: /(?:^|[.;,:—–-]\s*)(?:and\s+)?always\s+(?:that|this|like\s+(?:that|this)|the\s+same)(?:\s+(?:way|format|style|pattern|order))?\s*(?:[.!]|$)/i,
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // a fact of the machines the agent assumed wrong: no internet there, a proxy, an air-gapped network
    {
      id: 'machine',
      pattern: anyWord([
        '(?:has|have)\\s+no\\s+(?:internet|network|outbound)(?:\\s+access)?',
        "(?:don'?t|doesn'?t|do\\s+not|does\\s+not)\\s+have\\s+(?:any\\s+)?(?:internet|network|outbound)(?:\\s+access)?",
        "(?:can't|cannot|can\\s+not|cant)\\s+(?:reach|access|go\\s+to|get\\s+to)\\s+(?:the\\s+)?(?:internet|github|pypi|npm|docker\\s+hub)",
        '(?:is|are)\\s+(?:blocked|air-?gapped)\\s+(?:by|behind)\\s+(?:a\\s+|the\\s+|our\\s+)?(?:proxy|firewall)',
        'air[-\\s]?gapped',
      ]),
      confidence: 0.65,
      addressesAgent: true,
    },
    // "keep that in mind": what was just said holds from now on
    {
      id: 'standing',
      pattern: anyWord(['(?:keep|bear)\\s+(?:that|this|it)\\s+in\\s+mind']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // disbelief at what the agent just did ("are you kidding me", "are you serious.", "you seriously deleted it?"; not a
    // pleased "are you serious? this is amazing"; not "ffs", said of the situation as often); a verb of
    // its own shouted ("you DELETED it")
    {
      id: 'reproach',
      pattern:
        /\bare\s+(?:you|u)\s+kidding\s+me\b|\b(?:you've|you\s+have)\s+got\s+to\s+be\s+kidding\b|\bare\s+(?:you|u)\s+(?:serious|for\s+real)(?:\s+right\s+now)?\s*(?:[.!]|\?{2,}|$)|\b(?:you|u)\s+seriously\s+(?:just\s+)?\w+ed\b/i,
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    { id: 'reproach', pattern: /\b(?:you|u)\s+(?:just\s+)?[A-Z]{3,}(?:ED|D)\b/, confidence: 0.8, inQuestion: true, addressesAgent: true },
    // the same mistake once more, counted: "third time", "Третий раз.", "第三次了"
    {
      id: 'reproach',
      pattern: anyWord(["(?:(?:that's|thats|this\\s+is|for\\s+the)\\s+)?(?:third|fourth|fifth|3rd|4th|5th)\\s+time(?!\\s+(?:lucky|'s\\s+the\\s+charm))"]),
      confidence: 0.8,
      addressesAgent: true,
      counted: true,
    },
    // where a kind of code goes and only there: "code goes only between the USER CODE markers", "gehört ausschließlich zwischen …"
    {
      id: 'convention',
      pattern: anyWord(['(?:goes|go|belongs?|lives?|stays?)\\s+only\\s+(?:in|into|under|between|inside)']),
      confidence: 0.75,
      explicit: true,
    },
    // what the project uses, said as its fact: "this project uses the new Input System", "我們是用 conda 管的"
    {
      id: 'convention',
      pattern: anyWord(['(?:this|our)\\s+(?:project|repo|repository|codebase|app|service)\\s+(?:uses|is\\s+on|runs\\s+on|is\\s+built\\s+(?:with|on)|targets)']),
      confidence: 0.75,
      explicit: true,
    },
    // what the house moved to: "we moved to xliff 2 last sprint", "we've switched to pnpm" (not "can we switch to …?")
    {
      id: 'convention',
      pattern:
        /\bwe(?:'ve|\s+have)?\s+(?:already\s+)?(?:moved|switched|migrated|changed)\s+(?:over\s+)?(?:from\s+\S+\s+)?to\s+(?!(?:a\s+new\s+(?:office|house|place|city))\b)\S/i,
      confidence: 0.75,
      explicit: true,
    },
    // where the truth is kept: "the real source is the Polarion export", "openapi.yaml is the source of truth"
    {
      id: 'convention',
      pattern: /\b(?:the\s+)?(?:single\s+|real\s+|actual\s+|one\s+)?source\s+of\s+truth\b|\bthe\s+(?:real|actual)\s+source\s+(?:is|are|lives)\b/i,
      confidence: 0.75,
      explicit: true,
    },
    // what the rest does, as the house way: "everything else reads config['threads']", "all the other jobs use the pool"
    {
      id: 'convention',
      pattern:
        /\b(?:everything\s+else|all\s+the\s+other\s+[\w-]+|every\s+other\s+[\w-]+|the\s+other\s+[\w-]+s)\s+(?:already\s+)?(?:reads?|uses?|takes?|pulls?|loads?|gets?\s+(?:it|them|its?|their)\s+from|goes\s+through|go\s+through|calls?|follows?|imports?)\s+\S/i,
      confidence: 0.75,
      explicit: true,
    },
    // how things are named here: "we name branches feat/<ticket>", "msg format is `CRM-<n>: …`", "naming convention is …"
    {
      id: 'convention',
      pattern:
        /\bwe\s+(?:always\s+|usually\s+)?(?:name|call|prefix|suffix|title|tag)\s+(?:our\s+|the\s+|all\s+(?:the\s+|our\s+)?)?(?:[\w-]+\s+)?(?:branches|commits|files|tables|columns|tests|tags|topics|queues|buckets|jobs|handlers|components|functions|methods|classes|modules|packages|services|endpoints|routes|migrations|variables|env\s+vars|prs|pull\s+requests|releases|images|fixtures|keys)\b|\bwe\s+branch\s+(?:off\s+)?(?:as|like|with)\b|\b(?:naming|name|msg|message|commit(?:\s+message)?|branch(?:\s+name)?|pr\s+title|tag)\s+(?:format|convention|scheme|pattern|style)\s+(?:is|here\s+is|=|:)/i,
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'told-you',
      // also asked back: "didn't I tell you to …", "what did I say in the first message"
      inQuestion: true,
      pattern:
        /\b(?:I|we)(?:\s+have|\s+had|'ve|'d)?\s+(?:already\s+)?(?:told|asked)\s+you\b|\bas I (?:said|mentioned)\b|\bhow many times (?:do|must|should|did|have) I\b|\bwho\s+(?:the\s+\w+\s+)?(?:told|asked)\s+you\s+(?:to|that)\b|\bI\s+(?:literally\s+|already\s+|just\s+|clearly\s+)?said\b|\bdidn'?t\s+I\s+(?:just\s+)?(?:tell|ask)\s+you\b|\bdid\s+I\s+not\s+(?:say|tell\s+you)\b|\bwhat\s+did\s+I\s+(?:just\s+)?(?:say|tell\s+you)\b|\b(?:it's|its|it\s+is|that's|thats|that\s+is|it\s+was|that\s+was)\s+(?:literally\s+|right\s+|clearly\s+)?(?:in|on)\s+(?:my|the)\s+(?:very\s+)?(?:first|last|previous|original|earlier|opening)\s+(?:message|prompt|msg|line|paragraph)\b|\b(?:like|as)\s+we\s+(?:had\s+)?(?:agreed|discussed|decided)\b|\bthought\s+we\s+(?:had\s+)?(?:agreed|decided)\b|\bI\s+thought\s+(?:that|this|it)\s+was\s+(?:obvious|clear)\b|\bdid\s+(?:you|u)\s+(?:even\s+)?read\s+(?:the|my)\s+[^.?!]{0,40}?\b(?:I|we)\s+(?:pasted|sent|gave\s+you|linked|shared)\b|\bdid\s+(?:you|u)\s+even\s+(?:read|look\s+at|open)\b/i,
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'standing',
      pattern: new RegExp(
        String.raw`${CLAUSE}remember\s*(?::|,|\s+(?:to|that|we|you|I|this|it's|its)\b)|\brules?\s+for\s+(?:working\s+)?(?:in|on|with)\s+(?:our|this)\s+(?:repo|repository|project|codebase|team)\b|\bevery\s*time\s+(?:before\s+|after\s+|when\s+)?(?:you|u)\b|,\s*(?:every\s*time|always|ever)\s*[.!]*$|\beach\s+time\s+(?:you|u)\b|\bfrom now on\b|\bgoing forward\b|\b(?:for\s+)?(?:this\s+and\s+)?(?:all|every|any)\s+future\s+[\w-]+|(?<!\b(?:not|be|is|are|dates?|times?|timestamps?)\s+)\bin (?:the )?future\b|(?:^|[.!?,;:]\s*|\b(?:thing|and|but|also|just|so)\s+)for\s+(?:the\s+)?future(?:\s+reference)?\b(?!\s+(?:me|us|you|readers?|devs?|developers?|maintainers?|contributors?|self|selves|people|users?|visitors?|generations|hires?|team\s*mates?|teammates?)\b)|\bnext time\b|\bfrom here on\b|(?<!\b(?:hooks?|workflows?|jobs?|cron\w*|pipelines?|scripts?|actions?|ci|check)\b[^.!?\n]{0,120})\b(?:before|after)\s+(?:every|each)\s+(?:single\s+)?(?:push|commit|merge|deploy(?:ment)?|release|pr|pull\s+request|change|edit|tweak|reply|answer|response|message|small\s+thing|migration)\b(?!\s+(?:today|tonight|for\s+now|this\s+time)\b)`,
        'i',
      ),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    // a rule for every case to come, opened with "in general" after what is said of this one: "go ahead. and in general
    // keep these summaries short", "ok. in general, for docs you don't need to ask"
    {
      id: 'standing',
      pattern:
        /(?:^|[.!?;]\s*|\b(?:and|also|but|so)\s+)in\s+general\s*[,:]?\s+(?:don'?t|do\s+not|never|always|just|keep|write|use|prefer|avoid|make|put|name|ask|run|add|stop|try|leave|skip|check|commit|please|no\s+need|you\s+(?:don'?t|can|should|never|must)|for\s+(?:anything|everything|any|all|small|stuff|things|changes)|if|when(?:ever)?)\b(?![^.!?\n]*\?)/i,
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // Case-sensitive on purpose: shouting is a standing rule.
    { id: 'caps-always-never', pattern: /\b(?:ALWAYS|NEVER)\b/, confidence: 0.9, explicit: true, standingRule: true },
    // "don't ask me, just …", "stop asking me to choose": a standing rule about how the agent works with the human
    {
      id: 'dont-ask',
      pattern:
        /\b(?<!\b(?:i|we|they|he|she|people|users|customers|clients|managers|folks|everyone|colleagues|devs|testers|reviewers|the\s+team)\s+)(?:don't|dont|do not|stop|quit|no need to|(?:don't|dont|do not)\s+(?:need|have)\s+to)\s+(?:keep\s+)?ask(?:ing)?\b(?!\s+(?:about|why|what|how|if|whether|the\s+user)\b)|\bwithout\s+asking\s+(?:me\b|for\s+(?:permission|confirmation))|\bjust\s+(?:pick|choose|take|go\s+with)\s+(?:the\s+)?(?:recommended|best|first|default|obvious)\b/i,
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // (also without a comma before a prohibition: "no dont -u, the snapshot is right")
    {
      id: 'no-then-directive',
      pattern: /^(?:no|nope|nah|wrong)(?:(?:[\s,]+no)*\s*[,.!:;—–-]+|(?:[\s,]+no)+\s)\s*\S|^(?:no|nope|nah)\s+(?=(?:don'?t|do\s+not|never|stop)\s)/i,
      confidence: 0.85,
      answers: true,
    },
    // "branch names are feat/<ticket>, not feature/whatever": what to do, and what the agent did
    {
      id: 'x-not-y',
      pattern:
        /,\s*(?:and\s+)?not\s+(?:in\s+|from\s+|into\s+|under\s+|a\s+|an\s+|the\s+)?(?!(?:now|yet|really|sure|quite|exactly|that|this|much|bad|all|so|too|very|only|just|here|there|always|necessarily|anymore|even|worth|needed|necessary|required|important|urgent|possible|today|tonight)\b)(?<replaced>[\w@./<>+-]{2,})/i,
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    {
      id: 'x-not-y',
      pattern:
        /\buse\s+`?[\w@./+-]+`?,?\s+(?:and\s+)?not\s+`?(?<replaced>[\w@./+-]+)|^[\w@./+-]+,\s*not\s+[\w@./+-]+\W*$|\b(?:should|must|needs?\s+to)\s+(?:be|come|live|go|stay)\b[^.?!]{0,60}?,?\s+(?:and\s+)?not\s+\S|^(?:and\s+|just\s+|please\s+)?(?:use|log|put|run|call|name|write|set|keep|make|store|send|save|return|throw|poll|retry|cache)\b[^.?!]{0,60}?\s+not\s+(?:every|each|the|a|an|in|on|at|with|from|to|as|via|by)\b/i,
      confidence: 0.85,
      answers: true,
    },
    // "can you use yarn instead?": a redirect of the agent's choice, asked or not
    {
      id: 'use-instead',
      pattern: /\buse\s+(?:the\s+|our\s+|a\s+)?[^.?!,]{1,60}?\s+instead\b/i,
      confidence: 0.85,
      inQuestion: true,
      addressesAgent: true,
    },
    // what the agent just used is not there: "there's no docker on this laptop", "we don't use redis" (only of a term the
    // agent's last words hold, and not as the answer to its question)
    absentCue(
      /\b(?:there(?:'s|s|\s+is|\s+are)\s+no|we\s+(?:don'?t|do\s+not)\s+(?:have|use|run)|(?:i|this\s+box|this\s+machine|the\s+server)\s+(?:don'?t|doesn'?t|do\s+not|does\s+not)\s+have)\s+(?:any\s+)?`?(?<replaced>[\w@./+-]{2,})/iu,
    ),
    // a go-ahead that turns away from part of the plan: "go ahead, but pdf not png", "yes but not the env var thing"
    {
      id: 'instead-of',
      pattern: /\bbut\s+(?:(?:use|do|make\s+it|with)\s+)?(?:[\w@./+-]+\s+)?not\s+(?:the\s+|a\s+|an\s+|with\s+(?:the\s+)?)?(?<replaced>[\w@./+-]+)/i,
      confidence: 0.7,
      redirect: true,
      echoOnly: true,
      answers: true,
    },
    // "its yarn here not npm", "the nodata is -9999 not -32768", "generate them at upload time, not at capture": a value
    // of the project set against the one the agent used (not "it's not reading", "is not retried": a verb's "not"; nor "its the anemometer not the
    // turbine": where a failure lies)
    {
      id: 'x-not-y',
      pattern:
        /(?<![\w@./:+'’-])(?<!\b(?:it'?s|its|that'?s|thats)\s+(?:the\s+|a\s+|an\s+)?)(?!(?:is|are|was|were|be|been|does|do|did|it'?s|that'?s|has|have|had|can|could|will|would|should|must|may|might|and|or|but|if|why|and|just|still|yet|really|probably|definitely|maybe|i|we|they|you|he|she|it)\b)[\w@./:+-]*[\w@/:+-]\s*,?\s+not\s+(?:the\s+|a\s+|an\s+|at\s+|in\s+|on\s+)?(?<replaced>-?[\w@./:+-]{1,})/i,
      confidence: 0.7,
      redirect: true,
      echoOnly: true,
      answers: true,
    },
    // "instead of relay, call it Aux": names both what the agent did and what to do
    {
      id: 'instead-of',
      pattern: /\binstead\s+of\s+(?:the\s+|a\s+|an\s+|using\s+)?(?<replaced>[\w@./+-]+)|\brather\s+than\b/i,
      confidence: 0.7,
      redirect: true,
      echoOnly: true,
    },
    // a standing instruction: one session is enough (not what the human never did: "never seen that one", "never tried it")
    {
      id: 'always-never',
      pattern: new RegExp(
        String.raw`${CLAUSE}(?:always|never)\s+(?!(?:null|nil|none|empty|blank|zero|negative|set|unset|missing|present|filled|populated|true|false|there|the\s+case|happens?|changes?|used|called|reached|seen|heard|tried|done|been|had|touched|worked|thought|knew|${PRODUCT_VERBS})\b)(?:\w|[:\x60'"@./-]+\w)|\byou\s+(?:always|never)\s+(?!(?:\w+ed|did|said|told|asked|knew|got|ran|wrote|read)\b)\w|\b(?:you|u)\s+(?:must|should|have\s+to|need\s+to)\s+(?:be\s+)?(?:always|never)\b|^(?:in|for|with|on|when)\s+[\w.-]+(?:\s+[\w.-]+)?\s*,?\s+(?:always|never)\s+\w`,
        'i',
      ),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // (not the human's own state said without its "I": "dont want it leaking", "don't think so", "dont care which")
    {
      id: 'dont',
      pattern: new RegExp(
        String.raw`${CLAUSE}(?:don't|dont|do not|let's not|lets not|let us not)\s+(?!(?:want|wanna|think|know|care|mind|remember|understand)\b)\w`,
        'i',
      ),
      confidence: 0.8,
    },
    // "stop …ing" speaks of the agent's own habit: it corrects inside a request for new work too ("… and stop pushing to main")
    {
      id: 'stop',
      pattern: new RegExp(String.raw`${CLAUSE}(?:stop|quit)\s+(?:[\w-]+ing\b|with\b)`, 'i'),
      confidence: 0.8,
      everyTime: true,
      addressesAgent: true,
    },
    { id: 'avoid', pattern: new RegExp(String.raw`${CLAUSE}avoid\s+\w`, 'i'), confidence: 0.75 },
    // a prohibition by noun: "no docstrings unless I ask", "no emojis in commit messages" (not "no errors now", "no luck")
    {
      id: 'no-x',
      pattern: new RegExp(
        String.raw`^(?:please\s+)?no\s+(?!(?:errors?|changes?|issues?|problems?|luck|worries|thanks|idea|clue|rush|need|way|more|longer|one|matter)\b)(?:[\w-]+\s+){0,2}[\w-]+s\b(?!\s+(?:for\s+(?:\d+|an?\s+(?:hour|day|week|while|few)|(?:the\s+)?(?:last|past))|since|anymore|so\s+far|yet)\b)(?:\s+(?:in|on|for|to|unless|except|anywhere|please|at all|inside|before|after)\b|\W*$|\s*,\s*(?:ever|anywhere|please)\b)`,
        'i',
      ),
      confidence: 0.75,
    },
    { id: 'must', pattern: /\byou\s+(?:must|have to always|should always|should never)\b|\bwe\s+(?:must|should)\s+(?:always|never)\b/i, confidence: 0.75 },
    {
      id: 'wrong',
      pattern:
        // (not "which key is wrong", "something is wrong": a thing asked about or unnamed)
        new RegExp(
          String.raw`\b(?:that's|that is|this is|it's|it is)\s+(?:wrong|incorrect|not\s+(?:right|correct))\b|${notAfter(String.raw`\b(?:is|are|was|were)\s+(?:all\s+|still\s+|completely\s+)?(?:wrong|incorrect)\b`, String.raw`\b(?:which|what|whatever|whichever|something|anything|nothing|whether|if)\b`, '[^.,;:!?]{0,30}')}|\bnot what I (?:asked|wanted|meant)\b|\byou\s+misunderstood\b`,
          'i',
        ),
      confidence: 0.75,
      notBesideFigures: true,
      addressesAgent: true,
    },
    // the agent did wrong, in how it works: "you are not adding tests", "you keep guessing", "you forgot to …"
    // "didn't ask for the README", "I didn't say push", "nobody asked for that": the agent did what no one asked
    {
      id: 'unasked',
      pattern:
        /(?:^|[.!?,;:]\s*|\b(?:I|we)\s+)(?:didn't|did\s+not|never)\s+(?:ask(?:ed)?\s+(?:you\s+)?(?:for|to|about)\b|(?:say|said|tell\s+you|told\s+you)\s+(?:to\s+\w|\w+\s*(?:[.!?,;]|$)))|\b(?:nobody|no\s+one)\s+(?:asked|told\s+you)\b|\bwho\s+(?:asked|told)\s+(?:you(?!\s+(?:about|of|where|when|how|what)\b)|for\s+(?:this|that|it))\b|\b(?:wasn't|was\s+not|weren't|were\s+not)\s+(?:even\s+)?asked\s+for\b/i,
      confidence: 0.8,
      inQuestion: true,
      addressesAgent: true,
    },
    // "revert the version bump", "put the old names back", "back to how it was": take back what the agent changed
    {
      id: 'undo',
      pattern: new RegExp(
        String.raw`${CLAUSE}(?:remove|delete|drop|rip\s+out|take\s+out|get\s+rid\s+of)\s+(?:that|it|those|them|all\s+(?:that|of\s+(?:it|that)))(?=\s*(?:[,.;!]|$))|${CLAUSE}(?:revert|undo|roll\s+back)\s+(?:it|this|that|these|those|them|the|your|my|all|every|back)\b|(?:^|[.!?;:]\s*|\b(?:please|pls|just|no|ok|okay)\s+)(?:revert|undo|roll\s+back)(?=\s*(?:[,.;!]|$)|\s+and\s+(?!(?:redo|try|see|compare)\b))|\b(?:put|change|set|switch|turn|move|flip)\s+(?:it|this|that|them|these|those|the\s+[\w.-]+(?:\s+[\w.-]+){0,2})\s+back\b|\b(?:put|bring|change|set|switch)\s+back\s+(?:the|my|our|those|these|that|all)\b|\b(?:back\s+to\s+)?(?:how|the\s+way)\s+(?:it|they)\s+(?:was|were)(?:\s+before)?\s*(?:[.!,]|$)|\b(?:put|bring)\s+back\s+(?:the\s+|my\s+)?(?:original|old|previous|earlier)\b|\brestore\s+(?:the\s+|my\s+)?(?:original|old|previous)\b`,
        'i',
      ),
      confidence: 0.7,
      aboutWork: true,
      takesBack: true,
    },
    // "ask me before you touch shared code", "can you check with me first?": a rule about asking first
    {
      id: 'ask-first',
      pattern:
        /(?:^|[.!?,;:]\s*|\b(?:please|just|always|and)\s+|\byou\s+(?:should|could|can|must)\s+(?:have\s+)?|\b(?:could|can|would)\s+you\s+(?:please\s+)?)(?:ask(?:ed)?|check(?:ed)?\s+with)\s+(?:me\s+)?(?:first|before)\b|\bask\s+me\s+before\b/i,
      confidence: 0.8,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'reproach',
      pattern:
        /\byou(?:'re|\s+are|\s+were)\s+(?:not|still\s+not|never)\s+(?:even\s+)?\w+ing\b|\byou\s+(?:aren't|arent|weren't)\s+(?:even\s+)?\w+ing\b|\byou\s+(?:keep|kept)\s+\w+ing\b|\byou\s+(?:forgot|forget|ignored|ignore|skipped|missed)\s+(?:to\b|the\b|my\b|what\b)|\byou\s+(?:didn't|did\s+not|never)\s+(?:even\s+)?(?:test|run|check|read|ask|follow|look|listen|try|verify)\b|\byou\s+(?:literally\s+|just\s+|again\s+)+(?:reintroduced|broke|removed|deleted|reverted|undid|ignored|put|added|used|dropped|killed|crashed|nuked|wiped|overwrote|took\s+down|blew\s+away)\b|\bthe\s+last\s+(?:one|two|three|few|\d+)\s+you\s+(?:wrote|did|made|added)\b|(?<!\b(?:can|could|would|will)\s+)\byou\s+(?!(?:can|may|could|are\s+allowed|'re\s+allowed|are\s+free|'re\s+free)\b)(?:\S+\s+){0,9}?again\b|\byou\s+(?:forgot|ignored|skipped|missed)\s+(?:last\s+time|again|before|yesterday)\b|\bsame\s+mistake\s+again\b|\b(?:you|u)\s+could(?:'ve|\s+have)\s+(?:just\s+)?(?:\w+ed|run|done|used|read|written|checked|asked|made|built|found|seen|tried)\b|\bdid\s+(?:you|u)\s+even\b|\b(?:instead\s+of|stop|quit)\s+(?:guessing|assuming|making\s+(?:it|things)\s+up)\b|\bdon't\s+guess\b|\blast\s+time\s+you\s+(?:only\s+|just\s+|also\s+)?(?!(?:said|asked|told|mentioned)\b)\w+/i,
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // "run the tests this time", "do it properly this time": the agent left it out before ("don't forget to" is read
    // as a casual phrase and left out first)
    // (not where the sentence reports a failure: "CI red again, on the worker image this time")
    { id: 'reproach', pattern: /(?<!\b(?:at|by|for|from|not)\s)\bthis\s+time\s*(?:[.!,;]|$)/i, confidence: 0.7, addressesAgent: true, notInFailure: true },
    // a question that says what should be: "shouldn't it trigger on its own?", "why didn't you run the tests?"
    {
      id: 'normative-question',
      pattern:
        /\b(?:shouldn't|should\s+not)\s+(?:it|this|that|these|those|they|there|you|we|the)\b|\b(?:isn't|aren't|wasn't)\s+(?:it|this|that|they)\s+supposed\s+to\b|\bwhy\s+(?:didn't|did\s+not|don't|do\s+not)\s+you\b/i,
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    // "why not just put it on the page?": another way asked about — a suggestion, which corrects only beside another cue
    { id: 'why-not', pattern: /\bwhy\s+not\s+just\b/i, confidence: 0.7, inQuestion: true, addressesAgent: true, notAlone: true },
    {
      id: 'prefer',
      pattern: /\bI(?:'d|\s+would)?\s+(?:prefer|rather)\b|\bprefer\s+[\w@./+-]+(?:\s+[\w@./+-]+)?\s+(?:over|to)\b/i,
      confidence: 0.75,
      preference: true,
    },
    // "but I want it empty": pushing back on what the agent did or proposed
    {
      id: 'contrast-wish',
      pattern: /^(?:but|however)\s*,?\s+(?:I|we)\s+(?:really\s+)?(?:want|wanted|need|'d\s+like|would\s+like)\b/i,
      confidence: 0.75,
      addressesAgent: true,
    },
    // (not "use the backedge count then": taking what the agent just suggested)
    {
      id: 'use',
      pattern: /^(?:(?:please|just)\s+)?use\s+(?!(?:the\s+same|that|it|this|these|those|them|your|yours)\b)(?![^,.;!?]*\bthen\s*(?:[,.;!]|$))\S/i,
      confidence: 0.7,
    },
    // "no need for the e2e suite", "no need to add a package": what the agent does or plans is not wanted
    {
      id: 'no-need',
      pattern: new RegExp(String.raw`${CLAUSE}no\s+need\s+(?:for|to)\s+(?!(?:worry|apologi[sz]e|thank|rush|hurry|ask)\b)\w`, 'i'),
      confidence: 0.7,
    },
    {
      id: 'dislike',
      pattern: /\bI\s+(?:didn't|did not|don't|do not|dont)\s+(?:like|want|find|need)\b|\bI\s+hate\b/i,
      confidence: 0.7,
      ownWant: true,
      aloneOnEcho: true,
    },
    // "it has to be async", "must go through the queue": how the work the agent did has to be
    {
      id: 'must-use',
      pattern:
        /(?:^|[.;:!,]\s*)(?:(?:it|this|that|these|those|they|the\s+[\w.-]+(?:\s+[\w.-]+)?)\s+)?(?:has|have|needs?)\s+to\s+(?:be|go|use|run|live|stay|happen|come)\b|(?:^|[.;:!]\s*)must\s+(?:be|go|use|run|live|stay|change|happen)\b/i,
      confidence: 0.65,
      aboutWork: true,
    },
    { id: 'should', pattern: /\b(?:you|u)\s+(?:should(?!'ve|\s+have\b)|need to|have to|must|gotta)\b/i, confidence: 0.65, addressesAgent: true },
    // what the agent should have done, said after: a reproach of its work, not how new work is to be done
    {
      id: 'should-have',
      pattern: /\b(?:you|u)\s+(?:should(?:'ve|\s+have)|shoulda|were\s+supposed\s+to)\b/i,
      confidence: 0.7,
      addressesAgent: true,
    },
    // the agent spoken of in the third person: "the bot should grade with 3.12", "claude must not touch prod"
    {
      id: 'should',
      pattern: /\b(?:the\s+(?:bot|agent|ai|assistant)|claude|codex|copilot)\s+(?:should|needs\s+to|has\s+to|must)\b/i,
      confidence: 0.65,
      addressesAgent: true,
    },
    // disagreeing with the agent's approach: "I don't think we need to loop over all of them"
    {
      id: 'disagree',
      pattern: /\bI\s+(?:don't|do\s+not|dont)\s+think\s+(?:we|you|it|this|that|there)\b|\bI\s+think\s+(?:we|you)\s+(?:don't|do\s+not|dont|shouldn't)\s+need\b/i,
      confidence: 0.65,
      addressesAgent: true,
    },
    // what was just said holds everywhere: "that goes for every service", "that's for all infra changes", "same for
    // every endpoint", "that's the project standard"
    {
      id: 'standing',
      pattern:
        /\b(?:that|this|it|same|the\s+same)\s+(?:goes|applies|holds|counts)\s+(?:for|to)\s+(?:every|all|each|any)\b|\b(?:that's|thats|that\s+is|this\s+is)\s+(?:the\s+rule\s+)?for\s+(?:all|every|each|any)\s+\w|\bsame\s+(?:for|with)\s+(?:every|all|each|any)\s+\w|\b(?:that's|thats|that\s+is|it's|its|this\s+is)\s+(?:the|our)\s+(?:project|team|repo|house|company)(?:'s)?\s+(?:standard|convention|rule|pattern|policy|style)\b/i,
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // a check that comes before any change of a kind: "check package.json before you add something", "before
    // installing any lib, search shared first"
    {
      id: 'standing',
      pattern:
        /\b(?:check|look|search|grep|ask|read)\b(?:[^.!?]|\.(?=\S)){0,40}?\bbefore\s+(?:you\s+)?(?:add|install|introduc|pull|touch|creat|writ|bump|upgrad)\w*\s+(?:in\s+)?(?:anything|something|any)\b|\bbefore\s+(?:you\s+)?(?:add|install|introduc|pull|touch|creat|writ|bump|upgrad)\w*\s+(?:in\s+)?(?:anything|something|any)\b(?:[^.!?]|\.(?=\S)){0,40}?\b(?:check|look|search|grep|ask|read)\b/i,
      confidence: 0.8,
      explicit: true,
      standingRule: true,
    },
    // a prohibition by noun for every time: "no sudo pip ever", "and no force pushes ever" (not "no one ever told me")
    {
      id: 'always-never',
      pattern: /(?:^|[.!?;:,]\s*|\band\s+|\bbut\s+)(?:please\s+)?no\s+(?!(?:one|body|way|idea|clue|matter|need)\b)(?:[\w.@/-]+\s+){1,3}ever\b/i,
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // a rule for a kind of thing: "security fixes always get their own commit", "customer data never goes into git"
    // (not what a thing keeps doing: "the tests always fail on CI", "it never finishes"; nor a result to secure in the
    // work asked for: "make sure rejected timesheets never produce overtime rows")
    {
      id: 'always-never',
      pattern:
        /\b(?!(?:it|this|that|he|she|they|which|who|what|there|i|you|we|u|us|things|always|sometimes)\b)[a-z][\w-]*[a-z]s\s+(?:always|never)(?<!\b(?:make\s+sure|ensure)\s+(?:that\s+)?(?:[\w-]+\s+){0,2}[a-z][\w-]*[a-z]s\s+(?:always|never))\s+(?!(?:fails?|failed|failing|breaks?|broke|crash(?:es|ed)?|times?\s+out|timed|works?|worked|hangs?|passe[sd]?|finish(?:es|ed)?|returns?|loads?|shows?|seems?|happens?|gets?\s+(?:stuck|killed|lost|dropped)|ends?\s+up|comes?\s+back|stops?|runs?\s+out|complains?|ask|asks|said|say|says)\b)[a-z]+/i,
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // "every script must run alone", "each table has to …": what holds for every one of a kind
    {
      id: 'always-never',
      pattern:
        /\b(?:every|each)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:must|should|has\s+to|needs?(?:\s+to)?|requires)\b|\b(?:must|has\s+to|needs\s+to)\s+be\s+[\w-]+\s+(?:for|on|with|in|after|before)\s+(?:every|each)\s+[\w-]+/i,
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // "follow this for all tables", "applies to the whole service", "as a general rule", "rule of thumb"
    {
      id: 'standing',
      pattern:
        /\b(?:follow|do|apply|use)\s+(?:this|that|it|the\s+same)\s+(?:(?:for|to|in|on|with)\s+(?:all|every|each|any)\b(?!\s*(?:\d|of\b|these\b|those\b|remaining\b|rest\b|others?\b|\w+\s+(?:files?|items?|rows?|subjects?|pages?|tests?)\s+(?:in|from|under|of)\b))|(?:whenever|every\s*time|each\s+time|always)\b)|(?:^|[.;:,—–-]\s*)(?:applies|goes|holds)\s+(?:for|to)\s+(?:the\s+whole|all|every|each|any)\b|\b(?:as\s+a\s+(?:general\s+)?rule|general\s+rule|rule\s+of\s+thumb)\b/i,
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // "check it yourself before you tell me it works": how the agent reports, for every time
    {
      id: 'verify-first',
      pattern: /\bbefore\s+(?:you\s+)?(?:say|saying|tell(?:ing)?\s+me|claim(?:ing)?|report(?:ing)?|declar(?:e|ing))\b/i,
      confidence: 0.8,
      explicit: true,
      addressesAgent: true,
    },
    // "why are you mocking the db? integration tests hit the real one": a why-question at what the agent did, with
    // what it should have done beside it (alone, "why did you pick a map?" only asks)
    {
      id: 'why-you',
      pattern:
        /\bwhy\s+(?:are|were|did|do|would|is)\s+(?:you|u)\b|\bwhy\s+(?:(?:does|did|do|is|would)\s+)?(?:the\s+)?(?:bot|claude|codex|agent)\b|^why\s+(?!(?:is|are|was|were|does|do|did|would|can|could|should|isn't|not|the|this|that|it|there|we|I)\b)[\w./@-]+\s*,/i,
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    // "why dotenv-safe?? zod already validates. drop it": what the agent just added, asked about beside what to do
    {
      id: 'why-you',
      pattern: /^why\s+(?:the\s+|a\s+|an\s+)?(?<replaced>[\w@./-]{3,})\s*\?/i,
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
      redirect: true,
      echoOnly: true,
    },
    // a house rule said as a fact — "we only deploy through argo", "nobody runs migrations by hand", "X is banned
    // here", "our policy is …": it holds every time, so it corrects inside a request or an answer too
    {
      id: 'convention',
      pattern:
        /(?<!\b(?:if|when|what\s+if|unless|suppose|once)\s+)\bwe\s+(?:only|always|never)\s+(?!(?:need|want|have|got)\b)[a-z]+\b|\bwe\s+(?:squash[- ]merge|rebase[- ]merge|squash|rebase|fast[- ]forward)\b(?!\s+(?:it|this|that|now|later|tomorrow|today)\b)|\bwe\s+[a-z]+\s+(?:only|always|never|exclusively)\s+(?:through|via|with|in|on|from|using|by)\b|\bwe\s+(?:use|allow|support)\s+(?:only|exclusively)\s+\S|\b(?:the|our)\s+convention\s+is\b|\b(?:our|the)\s+(?:team(?:'s)?\s+)?(?:rule|policy|standard)\s+is\b|\b(?:is|are)\s+(?:required|enforced)\s+by\s+(?:our|the)\s+(?:hooks?|pre-commit|ci|linter|pipeline|policy|team)\b|\b(?:nobody|no\s+one)\s+(?:here\s+|on\s+(?:the|our)\s+team\s+)?(?:ever\s+)?(?:runs?|touches?|calls?|commits?|pushes?|deploys?|edits?|merges?|publishes?)\b|\b(?:is|are)\s+(?:banned|forbidden|prohibited|not\s+allowed|disallowed)\b|\b(?:on|in|across|for)\s+our\s+[\w-]+(?:\s+[\w-]+){0,2}\s+(?:always|never)\s+(?!(?:fails?|breaks?|crash(?:es)?|times?\s+out)\b)\w|\bwe\s+(?:don't|do\s+not|never)\s+(?:do|use|write|want|log|store|keep|commit|push|ship|expose|print|hardcode|mock|deploy|put|send|merge|release|tag)\b(?!\s+(?:anything|something|nothing|much|any|that|this|it)\b)|\b(?:the|our)\s+(?:pattern|convention|way|approach|style|setup)\s+we\s+(?:use|follow|have)\s+(?:in|on|across|for|everywhere|elsewhere)\b|\bhow\s+we\s+do\s+(?:it|this|that|things)\s+(?:everywhere|elsewhere|in\s+(?:the\s+|all\s+(?:the\s+)?)?other)/i,
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // what the team does not do, said to the agent that just did it: "we are not bumping msrv for a one-liner", "we don't
    // collect on the driver" (not "we don't know why", "we're not getting any logs")
    {
      id: 'convention',
      pattern:
        /\bwe(?:'re|\s+are)\s+not\s+(?:gonna\s+|going\s+to\s+)?(?:bump|add|ship|merg|pull|switch|support|introduc|chang|touch|rewrit|us|vendor|upgrad|downgrad|mov|drop|publish|deploy|releas|pin|commit|push|includ|mock|stor|log|send|expos|cach|copy|hardcod)\w*|\bwe\s+(?:don't|do\s+not|never)\s+[\w-]+\s+(?:\S+\s+){0,2}?(?:in|on|to|into)\s+(?:prod|production|main|master|staging)\b|\bwe\s+(?:don't|do\s+not|never|won't|will\s+not)\s+(?!(?:know|see|get|understand|remember|think|care|mind|really|seem|feel|expect|even|actually|yet|currently|have|need\s+to\s+know)\b)(?:bump|add|ship|merge|commit|push|collect|pull|switch|support|introduce|touch|rewrite|use|vendor|upgrade|downgrade|deploy|run|store|log|call|mock|import|hardcode|check\s+in|cache|expose|send|copy|pin|publish|release|edit|modify|delete|drop)\b/i,
      confidence: 0.75,
    },
    // how things are done here: "in this repo errors are returned", "we use yarn here", "branch names here are …"
    {
      id: 'convention',
      pattern:
        /\bin\s+this\s+(?:repo|repository|codebase|code\s?base|project)\b(?!\?)|\b\w+s\s+here\s+are\b|\bwe\s+(?:always\s+|only\s+|usually\s+)?(?:use|name|write|prefix|return)\s+\S+(?:\s+\S+){0,3}\s+(?:here|in\s+this\b)|(?:^|[.;,]\s*)we\s+(?:always\s+|only\s+)?(?:use|don't\s+use|never\s+use|not\s+use)\s+\S+|(?<!\b(?:make\s+sure|ensure|check|verify|confirm|see)\s+(?:that\s+)?)\ball\s+(?:our|the)\s+[\w-]+\s+(?:are|use|go|live|follow|have)\b|\b(?:everything|all\s+\w+)\s+(?:goes|go|must\s+go)\s+through\b|\bthere(?:'?s|\s+is)\s+already\s+(?:a|an)\b|\bwe(?:'re|\s+are)\s+(?:on|using)\s+(?!(?:page|step|day|week|phase|line|slide|chapter|round|iteration|attempt|item|ticket|issue|task|sprint|level|stage|part|row|column|try|call|track|floor|it|this|that|a|an)\b)[\w.-]+|\b(?:all\s+)?(?:lives?|go(?:es)?|belongs?|stays?|sits?)\s+(?:in|under|into)\s+[\x60'\x22]?[\w.<>-]*[/.][\w<>-][\w./<>-]*|\b(?:all\s+)?(?:lives?|go(?:es)?|belongs?|stays?|sits?)\s+(?:in|under|into)\s+[\x60'\x22]?[\w.<>-]*\/|\bwe\s+(?:already\s+)?have\s+(?:a|an)\s+[\w\s-]{1,30}?\b(?:wrapper|helper|util|utility|function|module|component|hook|class|client)\b|\bwe\s+(?!(?:need|want|have|got|lost|did|do|can|could|should|would|will|tested|tried|broke|fixed|changed|moved|checked|saw|see|lose)\b)[a-z]+\s+(?:everything|all\s+(?:of\s+)?(?:our|the|them)(?:\s+[\w-]+)?)\s+(?:with|via|through|in|on|using|by|as)\b|\b(?:this|it)(?:'s|s|\s+is)\s+an?\s+[\w.-]+\s+(?:repo|repository|project|monorepo|codebase|workspace)\s*(?:[,.;!]|$)/i,
      confidence: 0.75,
      explicit: true,
    },
    // "leave it alone", "the timeout stays at 30s": undo what the agent changed
    {
      id: 'keep-as-is',
      pattern:
        /\bleave\s+(?:it|that|this|them)\s+(?:alone|as\s+(?:is|it\s+was))\s*(?:[.!,]|$)|\bstays?\s+(?:at|as)\b|\bkeep\s+(?:it|that|this)\s+(?:as\s+(?:is|it\s+was)|the\s+same)\b|\bdon't\s+touch\b/i,
      confidence: 0.7,
      answers: true,
      notInFailure: true,
    },
    // a bare "leave it" takes the state the agent described as it is ("fair. leave it", "makes sense, leave it"): it
    // undoes nothing alone, only beside another cue ("leave it, don't roll back")
    { id: 'keep-as-is', pattern: /\bleave\s+(?:it|that|this|them)\s*(?:[.!,]|$)/i, confidence: 0.7, answers: true, notAlone: true },
    // "we should run it on every push" of the workflow the agent wrote redirects it; "we should debounce that" of nothing it named
    // asks for work, and so does a capability added to what it built, even when it names it: "we should cache the roster for
    // 10 min", "we should cap the scenarios at 1000 for dev runs" (not "we should keep the old name")
    {
      id: 'we-should',
      pattern:
        /\bwe\s+should\b(?!\s+(?:always\s+)?(?:probably|maybe|perhaps|also|add|implement|build|create|support|have|get|cache|cap|limit|throttle|debounce|paginate|batch|retry|index|track|store|record|notify|alert|expose|allow|offer|provide|show|display|send|export)\b)/i,
      confidence: 0.65,
      aloneOnEcho: true,
    },
    // what the agent made is too much of something: "way too many retries", "too broad" — beside a figure it is a result
    // measured ("3x slower than grep is too much", "1.8s is too much for a fighting game"), a requirement for the next step;
    // alone it is more often why the next step is asked ("too slow. stop it and restart with smaller batches")
    {
      id: 'complaint',
      pattern: anyWordStart([String.raw`(?:way\s+)?too\s+(?:much|many|broad|wide|permissive|generic|big|slow)\b`]),
      confidence: 0.65,
      notInFailure: true,
      aboutWork: true,
      notBesideFigures: true,
      notAlone: true,
    },
    // what the agent made is not as it should be: inconsistent, too complex, an oversight
    {
      id: 'complaint',
      pattern: anyWordStart([
        String.raw`messy\b`,
        String.raw`overkill`,
        String.raw`over-?engineer`,
        String.raw`over-?complicat`,
        String.raw`too\s+(?:long|verbose|complex|complicated|wordy)\b`,
        String.raw`an?\s+oversight`,
        String.raw`simplify\s+(?:this|it|that)\b`,
        String.raw`hacky\b`,
        String.raw`make\s+(?:it|them|this|these|everything)\s+consistent\b`,
        String.raw`(?:is|are|seems?)\s+(?:pointless|useless|unnecessary|not\s+needed)\b`,
        String.raw`(?:very|so|too|way\s+too)\s+long\b`,
        String.raw`keep\s+(?:it|them|this|answers|replies|responses)\s+(?:short|brief|simple|concise)\b`,
        String.raw`(?:be\s+)?(?:more\s+)?(?:concise|terse)\b`,
        String.raw`half\s+(?:the|of)\b[^.]{0,60}?\band\s+half\b`,
      ]),
      confidence: 0.65,
      aloneFirst: true,
      notInFailure: true,
      aboutWork: true,
    },
    stateCue(anyWordStart([String.raw`(?:are|is)\s+duplicated`])),
    namedStateCue(anyWordStart([String.raw`inconsisten`, String.raw`not\s+consistent`])),
    // "I meant the other repo": what the agent understood is not what was meant
    {
      id: 'clarify',
      pattern:
        /\b(?:I|what I)\s+meant\b|\bby\s+\S+\s+I\s+mean\b|\bI\s+was\s+talking\s+about\b|(?:^|[.!?]\s*)(?:(?:no+|nope|nah|sorry)[\s,.!]+)+I\s+mean\s+(?:the|a|an|in|on|at|for|across|inside|how|where|which|what|why|when|whether|if|is|does|do|it)\b/i,
      confidence: 0.65,
      addressesAgent: true,
      statement: true,
    },
    // a fact of the human's machine the agent assumed wrong: "I'm on Ubuntu", "not headless", "on this machine …"
    {
      id: 'machine',
      addressesAgent: true,
      pattern: anyWord([
        String.raw`I(?:'m|\s+am|m)\s+(?:on|using|running)\s+(?:a\s+)?${OPERATING_SYSTEMS}`,
        // "I don't have linux", "I only have windows", "I use a mac": not the machine the agent assumed
        String.raw`I\s+(?:don't|dont|do\s+not)\s+have\s+(?:a\s+)?(?:linux|mac|macos|wsl2?|ubuntu|bash)`,
        String.raw`I\s+(?:only\s+have|use)\s+(?:a\s+)?${OPERATING_SYSTEMS}\b(?!\s+(?:for|to|at)\b)`,
        String.raw`(?:I'm|I\s+am|Im)\s+not\s+(?:headless|on\s+(?:a\s+)?server)`,
        // (not "a toolbar button that opens the dialog", "the app opens to a white window": the product, described)
        String.raw`(?<!\b(?:button|link|menu|item|tab|icon|shortcut|click|that|which|app|page|screen)\s+)(?:opens|pops\s+up|launches|starts|brings\s+up)\b[^.!?]{0,30}?\b(?:gui|window|browser|editor|pager|dialog)\b`,
        String.raw`(?:here|on\s+(?:this|my)\s+(?:machine|computer|laptop|box|system|setup))\b[^.!?]{0,30}?\b(?:hangs|freezes|blocks|is\s+missing|isn't\s+installed|doesn't\s+exist|not\s+installed)`,
        String.raw`(?:hangs|freezes|blocks)\b[^.!?]{0,30}?\b(?:here|on\s+(?:this|my)\s+(?:machine|computer|laptop|box|system|setup))`,
        String.raw`on\s+(?:this|my)\s+(?:box|machine|laptop)\b[^.!?]{0,40}?\bhangs?\b`,
      ]),
      confidence: 0.65,
    },
    // "move it to src/lib", "change it to a map": redo what the agent just did
    {
      id: 'revise',
      pattern: /^(?:please\s+)?(?:change|move|rename|put|switch)\s+(?:it|this|that|them|these|those)\s+(?:to|into|in|under|as|back)\b/i,
      confidence: 0.6,
    },
    // "you can just set group.visible", "why not use the vis library": an alternative to what the agent did
    {
      id: 'suggest',
      pattern: /^(?:you\s+(?:can|could)\s+(?:just\s+)?|just\s+)(?:use|set|call|do|put|pass|make(?!\s+sure)|go\s+with)\b/i,
      confidence: 0.6,
    },
    // "unit only", "only touch the checkout page": narrows what the agent does
    {
      id: 'only',
      pattern:
        /^(?:only|just)\s+(?!\w+ly\b|curious\b|wondering\b|asking\b|checking\b|(?:on|in|when|with|after|if|at|under|for)\b)(?:the\s+)?[\w./<>-]+(?:\s+[\w./<>-]+)?\s*(?:[,.!]|$)|^[\w./<>-]+(?:\s+[\w./<>-]+)?\s+only\s*(?:[,.!]|$)|^only\s+(?:touch|change|edit|modify)\b/i,
      confidence: 0.65,
      aboutWork: true,
      // "only that rank" after "which rank should dump?" picks an answer; "only on Safari" says where a failure shows
      answers: true,
    },
    // (not the human stepping away or doing something first: "wait, I need to go to a meeting", "hang on, brb", "wait let
    // me check with Priya"; nor a question it opens, asked
    // without its question mark: "wait so is the 71.2 with or without the system prompt", "wait why, what's wrong with it")
    {
      id: 'wait',
      pattern:
        /^(?:wait|hold on|hang on)\b(?!\s+(?:\d|for\b|until\b|a\s+(?:bit|few|minute|second)))(?![\s,.!—–-]*(?:so\s+|and\s+|but\s+)?(?:is|are|was|were|does|do(?!\s*n[o']?t\b)|did(?!\s*n[o']?t\b)|can|could|would|will|why|what|how|where|when|which|who)\b(?![\s\S]*\b(?:you|u)\b))(?![\s,.!—–-]*(?:brb\b|be\s+right\s+back|a\s+(?:sec|second|moment|min)\b|let\s+me\b|I(?:'ll|\s+will|'m|\s+am|\s+need\s+to|\s+have\s+to|\s+gotta|'ve\s+got\s+to)\s+(?:go|be\s+back|step|grab|head|run\s+to|going\s+to\s+(?:a|the|lunch))\b))|^stop(?:[\s,.!]+stop)*(?:[.!]+$|\s*[,—–-]+\s*\S)/i,
      confidence: 0.6,
    },
    // where the agent may work, and only there: "you can only edit the parts between the markers" (not "you can only
    // edit drafts", how an app works with a generic you)
    {
      id: 'only-there',
      pattern:
        /\byou\s+(?:can|may|should|are\s+allowed\s+to)\s+only\s+(?:edit|change|touch|modify)\s+(?:the\s+|what'?s\s+|stuff\s+)?(?:(?:[\w./-]+\s+){0,3}?(?:files?|code|parts?|lines?|sections?|folders?|director(?:y|ies)|modules?)\b|(?:between|inside|under|within)\s)/i,
      confidence: 0.75,
      explicit: true,
      addressesAgent: true,
    },
    // stopping a habit, asked: "can you stop writing three-paragraph summaries?"
    {
      id: 'stop',
      pattern: /\b(?:can|could|would)\s+(?:you|u)\s+(?:please\s+|pls\s+)?(?:stop|quit)\s+(?:\w+ing\b|with\b)/i,
      confidence: 0.8,
      inQuestion: true,
      everyTime: true,
      addressesAgent: true,
    },
  ],
  spellings: [
    [new RegExp(String.raw`(?<![${LETTER}'])u(?![${LETTER}'])`, 'giu'), 'you'],
    [new RegExp(String.raw`(?<![${LETTER}'])ur(?![${LETTER}'])`, 'giu'), 'your'],
    [new RegExp(String.raw`(?<![${LETTER}'])(?:pls|plz|plez)(?![${LETTER}'])`, 'giu'), 'please'],
    [
      new RegExp(String.raw`(?<![${LETTER}'])(do|does|did|is|are|was|were|should|would|could|have|has|had|ca|wo|must|need|ai)nt(?![${LETTER}'])`, 'giu'),
      "$1n't",
    ],
    [new RegExp(String.raw`(?<![${LETTER}'])im(?![${LETTER}'])`, 'giu'), "I'm"],
    [new RegExp(String.raw`(?<![${LETTER}'])(there|that|what|it)s(?=\s+(?:already|not|no|a|an|the|why|what|how|wrong|fine|ok|okay)\b)`, 'giu'), "$1's"],
    [new RegExp(String.raw`(?<![${LETTER}'])youre(?![${LETTER}'])`, 'giu'), "you're"],
    [new RegExp(String.raw`(?<![${LETTER}'/])w\/o(?![${LETTER}'/])`, 'giu'), 'without'],
    [new RegExp(String.raw`(?<![${LETTER}'/])w\/(?![${LETTER}'/])`, 'giu'), 'with'],
    [new RegExp(String.raw`(?<![${LETTER}'])shud(?![${LETTER}'])`, 'giu'), 'should'],
    [new RegExp(String.raw`(?<![${LETTER}'])(?:wud|wld)(?![${LETTER}'])`, 'giu'), 'would'],
    [new RegExp(String.raw`(?<![${LETTER}'])(?:cud|cld)(?![${LETTER}'])`, 'giu'), 'could'],
    [new RegExp(String.raw`(?<![${LETTER}'])b4(?![${LETTER}'])`, 'giu'), 'before'],
    [new RegExp(String.raw`(?<![${LETTER}'])(?:urself|ur\s+self)(?![${LETTER}'])`, 'giu'), 'yourself'],
    [new RegExp(String.raw`(?<![${LETTER}'])(?:thx|thnx|tks)(?![${LETTER}'])`, 'giu'), 'thanks'],
    // "wait whats non_exhaustive do": a question word typed without its apostrophe
    [new RegExp(String.raw`(?<![${LETTER}'])(?:whats|wats)(?![${LETTER}'])`, 'giu'), "what's"],
    [new RegExp(String.raw`(?<![${LETTER}'])wheres(?![${LETTER}'])`, 'giu'), "where's"],
    [new RegExp(String.raw`(?<![${LETTER}'])whos(?![${LETTER}'])`, 'giu'), "who's"],
    [new RegExp(String.raw`(?<![${LETTER}'])frm(?![${LETTER}'])`, 'giu'), 'from'],
    // a dropped g: "stop askin me", "why u usin npm" (only verbs said to the agent, so that no word ending in "in" is read as one)
    [
      new RegExp(
        String.raw`(?<![${LETTER}'])(ask|do|us|runn|putt|mak|add|chang|writ|touch|delet|push|pick|guess|hardcod|break|leav|ignor|skipp|mock|renam|rewrit|mov|creat|install|updat)in'?(?![${LETTER}])`,
        'giu',
      ),
      '$1ing',
    ],
  ],
  reasks:
    /^(?:(?:sorry|oops|ah|ok)[\s,.!?]+)*(?:i\s+)?(?:wasn'?t|was\s+not|didn'?t\s+make\s+(?:it|that|myself)|wasn'?t\s+being)\s+clear(?:\s+enough)?\s*[,:;.!—–-]*\s*(?:which|what|where|why|how|who|when|does|do|is|are|can|will)\b|^(?:(?:no+|nope|nah|sorry|wait)[\s,.!?、，。]+)*(?:(?:(?:what\s+)?i(?:(?:\s+was|\s+am|\s*'m)\s+asking(?!\s+(?:you|u)\s+to\b)|\s+asked(?!\s+(?:you|u|for)\b)|\s+wanted\s+to\s+know)|my\s+question\s+(?:was|is)|let\s+me\s+(?:rephrase|put\s+it\s+(?:another\s+way|differently)|ask\s+(?:that|it|this|again)\s*(?:again|differently|another\s+way)?)|to\s+rephrase|rephrasing|asked\s+(?:differently|another\s+way)|(?:in\s+)?other\s+words\s*[,:]?\s*(?:which|what|why|where|when|who|how|does|do|is|are|can|will)\b)\b)|^(?:(?:no+|nope|nah|sorry|wait)[\s,.!?、，。]+)*(?:what\s+)?i\s+(?:meant|mean)\b[^.!?]*?\b(?:which|what|why|where|when|who|how|whether|if)\b/iu,
  retracts:
    /\bi\s+(?:earlier\s+|previously\s+|originally\s+|already\s+)?(?:said|told\s+you)\s+(?:earlier\s+|before\s+)?(?:no|not\s+to|don'?t|never)\b[^.!?]{0,60}?\b(?:turns\s+out|scratch\s+that|never\s*mind|that\s+no\s+longer\s+applies)\b|\byou\s+(?:can|may)\s+(?:now\s+)?(?:\S+\s+){1,4}?again\b(?!\s*\?)|\b(?:is|are)\s+(?:fine|ok|okay|allowed)\s+again\b|\b(?:take|taking)\s+back\s+(?:what|everything)\s+i\s+(?:said|told\s+you|wrote|asked)\b|\b(?:forget|ignore|scrap|disregard|scratch|drop|nvm|never\s*mind)\s+(?:about\s+)?(?:(?:what|everything)\s+i\s+(?:said|told\s+you|wrote|asked)|the\s+(?:[\w.-]+\s+){0,4}?(?:thing|rule|part|bit)\s+(?:that\s+)?i\s+(?:said|mentioned|told\s+you|asked\s+for))\b|\bi\s+(?:said|told\s+you)\b[^.!?]{0,60}?\b(?:but|however)\b[^.!?]{0,60}?\b(?:(?:it'?s|that'?s)\s+(?:fine|ok|okay|allowed)|(?:you|we)\s+can|go\s+ahead|(?:is|are)\s+(?:fine|ok|okay|allowed))\b|\bi\s+know\s+i\s+(?:said|told\s+you|asked)\b|\b(?:the\s+thing|what)\s+i\s+said\s+about\b[^.!?]{0,60}?\b(?:fine|ok|okay|allowed|exception|doesn'?t\s+apply)\b/iu,
  deferrals:
    /\b(?:don't|dont|do\s+not|not)\s+(?:[\w'-]+\s+){0,4}(?:just\s+)?yet\b|\b(?:for\s+now|for\s+the\s+moment|until\s+I\s+(?:say|tell|confirm|review|check|approve|look)|before\s+I\s+(?:review|check|approve|look|say))\b|\b(?:for\s+a\s+(?:bit|sec|second|minute|moment|while)|while\s+I(?:'m|\s+am)\s+(?:gone|away|out|afk)|until\s+I(?:'m|\s+am)\s+back)\b|\b(?:just|only)\s+(?:tell\s+me|report|show\s+me|list|look|check|explain|describe|read|open\s+(?:a|the)\s+(?:PR|MR|pull\s+request))\b|\bfor\s+this(?:\s+(?:one|ticket|task|change|pr|feature|fix|story|issue|part|step))?\b(?!\s+(?:whole|entire|repo|repository|project|codebase|session|team|client|customer|company|org|app|machine|box|server)\b)/iu,
  // what the new work is for, with a word for later: "add a lint rule so CI catches it next time" (not "… so that next
  // time you ask first", said to the agent)
  purposes:
    /\bso\s+(?:that\s+)?(?:[\w'-]+\s+){1,8}?(?:next\s+time|in\s+(?:the\s+)?future|going\s+forward|every\s*time)\b(?!\s*,?\s*(?:you|u)\b)|\bso\s+(?:that\s+)?(?:we|it|this|that|they|nobody|no\s+one|no\s+[\w-]+)\s+(?:never|don'?t|do\s+not|won'?t|can'?t|cannot|aren'?t|isn'?t|doesn'?t|does\s+not)\b/iu,
  curiosity:
    /^(?:(?:ok|so|hey)[\s,]+)?(?:(?:a|one|quick|small)\s+)?question\s*[,:—–-]|\b(?:just|purely|only|genuinely|honestly|really)\s+(?:curious|wondering|asking)\b|\bout\s+of\s+curiosity\b|\bnot\s+saying\s+(?:it'?s|that'?s|you'?re)\s+wrong\b/iu,
  commonWords: [
    // short function words: never a term (termsOf reads words of four letters or more), never an echo either
    'the',
    'a',
    'an',
    'per',
    'old',
    'new',
    'any',
    'all',
    'one',
    'two',
    'in',
    'on',
    'at',
    'by',
    'to',
    'of',
    'for',
    'and',
    'or',
    'but',
    'its',
    'our',
    'my',
    'your',
    'via',
    'off',
    'out',
    'up',
    'that',
    'this',
    'with',
    'from',
    'have',
    'will',
    'what',
    'when',
    'then',
    'them',
    'they',
    'were',
    'been',
    'here',
    'more',
    'some',
    'than',
    'each',
    'over',
    'also',
    'into',
    'only',
    'just',
    'like',
    'make',
    'sure',
    'want',
    'need',
    'does',
    'done',
    'your',
    'ours',
    'about',
    'very',
    'much',
    'such',
    'same',
    'well',
    'back',
    'once',
    'even',
    'both',
    'there',
    'these',
    'those',
    'their',
    'would',
    'could',
    'should',
    'which',
    'where',
    'while',
    'because',
    'before',
    'after',
    'other',
    'please',
    'maybe',
    'really',
    'actually',
    'still',
    'again',
    'thing',
    'things',
    'something',
    'anything',
    'everything',
    'nothing',
    'always',
    'never',
    'using',
    'okay',
    'yeah',
    'thanks',
    'thank',
    'right',
    'good',
    'fine',
    'mean',
    'know',
    'think',
    'look',
    'looks',
    'take',
    'keep',
    'give',
    'work',
    'works',
    'instead',
    'first',
    'last',
    'next',
    'time',
    'wait',
    'stop',
    'better',
    'must',
    'might',
    'going',
    'gonna',
    'wanna',
    'great',
    'nice',
    'cool',
    'whole',
    'every',
    'since',
    'until',
    'already',
    'though',
  ],
  stepsFirst: /\b(?:first|also|one\s+(?:more\s+|other\s+|last\s+)?thing|before\s+(?:you|that|this|the|any|we|it|running|doing|continuing|going\s+on))\b/iu,
  pointsBack: new RegExp(
    String.raw`(?<![${LETTER}])(?:you|u)\s+just\s+(?!(?:need|needed|have|had|got|gotta|want|wanted|wanna|said|asked|mentioned|told|showed|explained|saw|read|forgot\s+to|missed)(?![${LETTER}]))[${LETTER}]{2,}|(?<![${LETTER}])(?:the|that|this|those|these)\s+(?:[${LETTER}${DIGIT}_.\/()'-]+\s+){1,3}?(?:you|u)\s+(?:just\s+|also\s+)?(?:added|put|wrote|made|did|created|introduced|changed|set|used|hard-?coded|moved|renamed|removed|deleted|built|picked|chose|went\s+with|switched\s+to|pulled\s+in|installed)(?![${LETTER}])`,
    'iu',
  ),
  asides:
    /^(?:(?:and|also|oh|ah|ok|so)[\s,]+)?(?:btw|fwiw|fyi|by\s+the\s+way|for\s+the\s+record|heads\s+up|side\s+note|p\.?s\.?|one\s+more\s+thing|just\s+so\s+you\s+know|(?:one|small|quick|tiny|minor)\s+thing|nit\s*:)/i,
  standing:
    /\b(?:in this (?:repo|repository|project|codebase|code ?base)|for (?:this|the) (?:whole|entire) (?:session|conversation|chat)|for the rest of (?:the|this) (?:session|conversation|chat|project|repo|sprint)|for this (?:session|conversation|chat)|from now on|going forward|(?<!\b(?:not|be|is|are|dates?|times?|timestamps?)\s)in (?:the )?future|every ?time|whenever|next time|for (?:everything|anything) you (?:touch|change|write|add)(?: (?:here|in (?:this|the) (?:repo|project|codebase)))?|when(?:ever)? you (?:write|add|create|touch|change) (?:[\w-]+ ){0,2}(?:here|in (?:this|the) (?:repo|project|codebase)))\b|\b(?:don'?t|do\s+not|never)\b[^.!?]{0,60}?\bunless\s+(?:you|u|I|we)\b/i,
  eachTime: /\b(?:every ?time|whenever|(?:before|after|on)\s+(?:each|every))\b/i,
  buildsItIn:
    /\b(?:add|write|put\s+in)\s+(?:(?:that|this|it|a|an|the|both|those|these|some)\s+)?(?:[\w-]+\s+){0,2}?(?:guard|cap|check|test|tests|validation|constraint|assertion|assert)\b|\bmake\s+sure\s+(?:there'?s|there\s+is|we\s+have)\s+an?\s+(?:[\w-]+\s+)?(?:test|check)\b|(?:\band|\bplus|\+)\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:test|check|guard|assertion)\b/i,
  stepsAway:
    /\bbrb\b|\bbe\s+right\s+back\b|\b(?:got\s+a|taking\s+a|on\s+a)\s+(?:call|phone\s+call)\b|\bphone'?s\s+ringing\b|\bback\s+in\s+(?:\d+|a\s+(?:bit|sec|min(?:ute)?|few))|\bI'?ll\s+(?:be\s+back|get\s+back\s+to\s+you|let\s+you\s+know)\b/i,
  featureScope:
    /\b(?:in|from|for|on|to|into|inside|within)\s+(?:this|that|these|those|the\s+new|our\s+new)\s+(?!(?:repo|repository|codebase|code\s?base|project|team|company|house|org|organi[sz]ation|workspace|session|conversation|chat|whole|entire|lab|office|department|machine|box|server|laptop|cluster|kinds?|sorts?|types?|cases?|things|stuff|files?|folders?|dir|directory|directories|modules?|packages?|crate|library|lib)\b)[\w-]+/i,
  classes: CLASSES,
  failures: FAILURES,
  casual: new RegExp(
    String.raw`\b(?:${[
      'no idea|no worries|no problem|no rush|no thanks|no clue|not sure|oh no|just (?:asking|kidding|curious|wondering|checking|saying)',
      "don't worry|do not worry|dont worry|don't panic|do not panic|dont panic|don't be alarmed|(?:never mind|nevermind)(?!\\s+(?:about\\s+)?(?:what|everything|the)\\b)|don't know|do not know|dont know|I don't mind|if you don't mind|don't forget to",
    ].join('|')})\b`,
    'gi',
  ),
  interjections: leadingRun(EN_INTERJECTIONS),
  clauseOpeners: leadingRun(['wait', 'hold on', 'hang on', 'and', 'but', 'so', 'oh']),
  // the agent says what it builds next ("Next I'll write …"): what the answer says of the thing is its requirements
  agentAnnounces:
    /(?:(?:^|[.!:;]\s*)(?:next|now|then)[,:]?\s+I(?:'ll|\s+will)|I(?:'ll|\s+will)\s+now|I(?:'m|\s+am)\s+(?:going\s+to|about\s+to))\s+(?:add|build|write|implement|create|set\s+up|wire\s+up|make|start\s+on|put\s+together|design)\b|\bI\s+can\s+start\s+on\b|\bI(?:'ll|\s+will)\s+(?:start|begin)\s+(?:on|with)\b|\bI(?:'m|\s+am)\s+(?:starting|beginning)\s+(?:on|with)\b/iu,
  agentInvites:
    /(?:what(?:'s|\s+is)\s+next|what\s+(?:should|shall)\s+I\s+(?:do|work\s+on|tackle|look\s+at)(?:\s+next)?|what\s+(?:would|do)\s+you\s+(?:like|want|need)(?:\s+me\s+to\s+(?:do|build|work\s+on))?(?:\s+next|\s+today)?|what\s+are\s+we\s+(?:doing|working\s+on|building)(?:\s+next|\s+today)?|how\s+can\s+I\s+help(?:\s+(?:today|next))?|anything\s+(?:else\s+)?(?:I\s+should\s+(?:know|keep\s+in\s+mind|watch\s+out\s+for|be\s+aware\s+of|consider)|to\s+keep\s+in\s+mind|(?:I\s+should|to)\s+(?:avoid|watch\s+for))|any\s+(?:requirements|constraints|preferences|specifics|guidelines)|(?:next|another)\s+(?:task|ticket|item))[^?]{0,60}\?\s*$/iu,
  agentGoAhead:
    /(?:want\s+me\s+to\s+(?:proceed|go\s+ahead|continue|start|apply\s+(?:it|this|these|them)|implement\s+(?:it|this|that))|shall\s+I\s+(?:proceed|go\s+ahead|start|apply|implement|continue)|should\s+I\s+(?:proceed|go\s+ahead)|ok(?:ay)?\s+to\s+(?:proceed|go\s+ahead|apply)|good\s+to\s+go|(?:does\s+(?:this|that)\s+)?sounds?\s+good|(?:does\s+(?:this|that)\s+)?looks?\s+good|ready\s+to\s+(?:proceed|go)|(?:^|\s)proceed)\s*\?\s*$/i,
  agentOffers:
    /\?\s*$|\b(?:would you like|do you want|want me to|shall I|should I|let me know (?:if|which|whether)|if you(?:'d| would)? (?:like|want|prefer)|which (?:one|option) (?:do|would) you|I can (?:also |next |then )?\w+|I(?:'d|\s+would)\s+(?:suggest|recommend)|I\s+(?:suggest|recommend)|you\s+could|we\s+could|one\s+option\s+(?:is|would\s+be)|(?:option|choice) [A-C1-3]\b)/i,
  examples: {
    corrections: [
      { text: "tokens don't go in the db, they live in the keychain", cue: 'convention' },
      { text: "it's an M4 Air, build for arm64", cue: 'machine' },
      { text: 'our naming convention is PascalCase for types', cue: 'convention' },
      { text: 'event keys must be camelCase', cue: 'convention' },
      { text: 'file names are kebab-case in this repo', cue: 'convention' },
      { text: 'stop askin me every time, just run the tests', cue: 'dont-ask' },
      { text: 'frm now on keep the PR titles short', cue: 'standing' },
      { text: 'why raw SQL here? every other query in this module goes through the ORM', cue: 'convention' },
      { text: 'sure, go ahead. and in general keep PR descriptions under ten lines', cue: 'standing' },
      { text: "for the rest of the session don't run anything with sudo, give me the command", cue: 'dont', explicit: true },
      { text: 'no. scope. we have talked about this', cue: 'told-you' },
      { text: 'you should have run the linter before pushing, CI caught 40 errors', cue: 'should-have' },
      { text: 'the very first line I pasted says no new dependencies, take it out', cue: 'told-you', explicit: true },
      { text: 'the amounts already come in cents, you divided them by 100 a second time', cue: 'you-did' },
      { text: 'yes go ahead. btw the queue lives in the worker cluster, you put the consumer in mgmt', cue: 'you-did' },
      { text: "the totals are already net, you're adding the tax a second time", cue: 'you-did' },
      { text: 'the tool has no dependencies on purpose, that is the whole point of it', cue: 'whole-point' },
      { text: 'i asked for the changelog. why did the version change', cue: 'asked-for' },
      { text: "'misc fixes' as a commit message. very GxP of you", cue: 'irony' },
      { text: 'a retry loop with no backoff against the payment provider. bold move.', cue: 'irony' },
      { text: 'a test that mocks the parser and then asserts the mock was called. so reassuring.', cue: 'irony' },
      { text: 'so the tests pass because you mocked the thing under test. classic. use the real parser', cue: 'irony' },
      { text: "it's in the rules I sent you: numbers go first", cue: 'told-you', explicit: true },
      { text: 'we are not bumping the msrv for a one-liner. undo and write it the long way', cue: 'undo' },
      { text: "bumping the retries isn't a fix, it just hides the race", cue: 'complaint' },
      { text: "you emailed the real customers with the test run. this can't happen again, test only with my address", cue: 'standing' },
      { text: 'pull the token out of the config, i dont want to see that again', cue: 'reproach' },
      { text: 'you wrote config.json next to the exe again, it lives in the app data folder', cue: 'reproach' },
      { text: 'there is a helper in mail.py you ignored last time, send it through that', cue: 'reproach' },
      { text: "you've been re-encoding the video on every audio-only step, copy the stream", cue: 'reproach' },
      { text: 'go ahead, but the migration you made yesterday had a made-up timestamp, generate it with the CLI', cue: 'reproach' },
      { text: 'again with the print statements everywhere? we have a logger', cue: 'reproach' },
      { text: 'we cant use recursion here, its in my first message. rewrite it with a loop', cue: 'told-you' },
      { text: 'ugh. again a second date helper? use the one in lib/time', cue: 'reproach' },
      { text: 'can you not use f strings? the lab machines have python 3.5', cue: 'dont' },
      { text: 'did I ask you to push?', cue: 'unasked' },
      { text: "yes go ahead, but don't ever restart the server yourself", cue: 'always-never', answer: true },
      { text: "why console.log when there's a pino logger in src/lib", cue: 'already-have' },
      { text: "we're a pnpm repo, there's a lock file right there", cue: 'convention' },
      { text: "here it's always poetry run pytest, plain pytest picks the system python", cue: 'convention', explicit: true },
      { text: 'staging.example.io is dead, everything lives on stage2.example.io now', cue: 'convention', explicit: true },
      { text: 'hooks live in the feature folder here', cue: 'convention' },
      { text: 'reviewer 2 is going to be thrilled that colour is the only thing separating the groups', cue: 'irony' },
      { text: 'NO full refresh on prod, only what you changed', cue: 'no-x' },
      { text: 'the figures must not have a title inside the plot', cue: 'must-not' },
      { text: "let's agree: all dates in reports are ISO", cue: 'standing' },
      { text: 'ok next: add the export endpoint, and pls stop hand-writing the DTOs, we generate them', cue: 'stop' },
      { text: 'this box is ubuntu 22.04', cue: 'machine' },
      { text: 'the build box is air gapped, wheels are in /opt/wheelhouse', cue: 'machine' },
      { text: "there's no docker on these hosts", cue: 'machine' },
      { text: "we don't kubectl apply in prod, argo syncs from git", cue: 'convention' },
      { text: 'no, under `looker_explore`, not `explore`', cue: 'no-then-directive' },
      { text: 'running ten t-tests without any correction is not ok', cue: 'wrong' },
      { text: "didn't we agree on BEM for class names?", cue: 'told-you' },
      { text: 'you just killed the shared driver with that collect', cue: 'reproach' },
      { text: 'ignore what I said earlier about the tabs. from now on always run the formatter before committing', cue: 'standing' },
      { text: 'no, I asked you to use pnpm, why is there a package-lock again?', cue: 'told-you' },
      { text: 'why is this using moment lol we literally have a date helper in utils', cue: 'already-have' },
      { text: 'why are you running the full suite every single time? just the changed package', cue: 'reproach' },
      { text: "this machine is an M1, there's no CUDA", cue: 'machine' },
      { text: "the cache isn't on this box, it's on the nas", cue: 'machine' },
      { text: "we're still on node 16 in CI", cue: 'machine' },
      { text: 'the build agents are on java 11', cue: 'machine' },
      { text: "that's the old folder, the loader reads from config/v2 now", cue: 'machine' },
      { text: 'you put the api key in the committed config file again', cue: 'reproach' },
      { text: "the worker nodes don't have internet, only the bastion does", cue: 'machine' },
      { text: 'package.json says pnpm 8', cue: 'machine' },
      { text: 'no, never use var in this codebase', cue: 'always-never', answer: true },
      { text: 'we are not pinning every transitive dep for one warning. undo that', cue: 'convention' },
      { text: "we don't mock the database in integration tests, spin up the container", cue: 'convention' },
      { text: 'Kindly do not rename the public functions, other teams import them', cue: 'dont' },
      { text: "for this whole session don't run anything that needs sudo", cue: 'dont' },
      { text: 'the retry delay was 30s on purpose, the upstream rate-limits us', cue: 'on-purpose' },
      { text: 'that sleep in the test is there for a reason, put it back', cue: 'on-purpose' },
      { text: 'the api client is generated from openapi.yaml, edit the spec instead', cue: 'generated' },
      { text: 'themes/paper is a submodule, override it in layouts/ at the root', cue: 'generated' },
      { text: 'the translation files get overwritten on every sync, add new keys to en.json only', cue: 'generated' },
      { text: 'you dropped the retry loop entirely. what could possibly go wrong', cue: 'irony' },
      { text: 'a hardcoded prod password in the README, the auditors are gonna love that', cue: 'irony' },
      { text: 'perfect, every test now mocks the database 🙄', cue: 'irony' },
      { text: "ok that's on us. the bot should run the grader with 3.12, same as the autograder", cue: 'should' },
      { text: 'thanks. can you stop writing three-paragraph summaries every time?', cue: 'stop' },
      { text: 'ok. one thing for the future: every branch name starts with the ticket key', cue: 'standing' },
      { text: 'careful, those files are generated. you can only edit the parts between the markers', cue: 'only-there' },
      // conventions said as such, emphatic prohibitions, the same mistake counted, the agent's manner, rules for everything of a kind
      // for a kind of case every time, what we use for everything, what the agent need not do
      // what not to use, then what to use; a shortcut called out; where things never go
      // everything of a kind must …; how we always do it; a rule after "one thing —"
      { text: 'all tables and numbers in the text have to use a decimal comma', cue: 'convention' },
      { text: 'you reformatted the whole module. are you serious', cue: 'reproach' },
      { text: 'run the linters before every commit pls, the CI queue is slow', cue: 'standing' },
      { text: 'we have a date formatter for that, use it', cue: 'convention' },
      { text: 'thanks. and reply in Spanish from here, please', cue: 'reply-language' },
      { text: "ok. oh and one thing — please don't touch refs.bib, it's synced from Zotero", cue: 'dont' },
      { text: 'good. but not a normal space before €, use a non-breaking space', cue: 'x-not-y' },
      { text: "you can't just relax the tolerance until the test passes", cue: 'reproach' },
      { text: 'anything with passwords never goes in C:\\Exports', cue: 'not-done' },
      { text: 'for stuff like that always use warning, critical only when customers are hit', cue: 'always-never' },
      { text: 'we use Testcontainers for all infra in tests', cue: 'convention' },
      { text: 'u dont need to recap the whole session every time, i was here', cue: 'no-need' },
      { text: "that's how we do it here, squash and merge only", cue: 'convention' },
      { text: 'under no circumstances touch the prod bucket', cue: 'always-never' },
      { text: 'twice now you pushed without running the tests', cue: 'reproach' },
      { text: 'cut the apologies, just say what changed', cue: 'complaint' },
      { text: "didn't I tell you to use the logger?", cue: 'told-you' },
      { text: 'edit the repo copy, not the file on the server, like we agreed', cue: 'told-you', explicit: true },
      { text: 'staging first. I thought that was obvious', cue: 'told-you', explicit: true },
      { text: 'did you even read the checklist I pasted this morning?', cue: 'told-you', explicit: true },
      { text: 'ok. fixtures go under tests/data, not next to the code', cue: 'convention' },
      { text: 'this applies to all new endpoints too', cue: 'standing' },
      // a rule said in passing inside a request (an aside) stands on its own
      { text: 'commit it. fwiw: always dispatch on the instance, the callbacks are global', cue: 'always-never', explicit: true },
      { text: 'the cron job calls it by name. you deleted it. now the nightly report breaks', cue: 'reproach' },
      { text: 'good. commit, conventional commits like the rest of the repo', cue: 'convention' },
      { text: 'dial it back. no emoji, no "great question", we write like humans here', cue: 'complaint' },
      { text: 'ok option 2. everything should go through the conda envs in workflow/envs/', cue: 'convention', explicit: true },
      { text: 'commit. format is `fix(scope): msg`, lowercase. always that format', cue: 'standing', explicit: true },
      { text: 'are you kidding me, you ran the formatter on the whole workspace', cue: 'reproach' },
      { text: "that's the third time you used the old API", cue: 'reproach' },
      { text: 'wait, you DELETED the rows on staging??', cue: 'reproach' },
      { text: 'the build box has no internet access, vendor the deps', cue: 'machine' },
      { text: 'staging is shared with QA, keep that in mind', cue: 'standing' },
      { text: 'no, generated files are overwritten. code goes only between the USER CODE markers', cue: 'convention' },
      { text: "thanks, but this project uses the new input system, so that call won't work here", cue: 'convention', explicit: true },

      { text: 'nice. commit it. we squash-merge, so one commit per feature', cue: 'convention', explicit: true },
      { text: 'the header looks broken now. remove that, I only wanted the color changed', cue: 'undo' },
      { text: 'ok go. commit message format is `[JIRA-12] summary`, lowercase after the bracket', cue: 'convention', explicit: true },
      { text: 'we name test files foo.spec.ts, not foo.test.ts', cue: 'convention', explicit: true },
      { text: "that's a system python. and no sudo npm ever, use nvm", cue: 'always-never', explicit: true },
      { text: "that won't run, I don't have linux here, give me the powershell version", cue: 'machine' },
      { text: 'sure, go ahead. and never bump the version in the same commit', cue: 'always-never', explicit: true, answer: true },
      { text: 'yep. always squash before you merge though', cue: 'always-never', explicit: true, answer: true },
      { text: 'hotfixes always get their own branch, cut one from the tag', cue: 'always-never', explicit: true },
      { text: 'every migration must be reversible', cue: 'always-never', explicit: true },
      { text: 'same rounding please, and follow this for all the charts', cue: 'standing', explicit: true },
      { text: 'nit: constants are SCREAMING_CASE. applies to the whole package', cue: 'standing', explicit: true },
      { text: 'as a general rule, keep retries out of the client', cue: 'standing', explicit: true },
      { text: 'add a summary job at the end, thats the pattern we use in the other repos', cue: 'convention', explicit: true },
      { text: 'images are tagged with the commit sha, that goes for every service', cue: 'standing', explicit: true },
      { text: 'grep the shared folder before you install anything', cue: 'standing', explicit: true },
      { text: 'never `:latest` in the manifests', cue: 'always-never', explicit: true },
      { text: 'sure. and you dont need to ask before fixing typos, just fix them', cue: 'dont-ask', explicit: true },
      { text: 'lockfile? this is a yarn repo, there is a yarn.lock', cue: 'convention', explicit: true },
      { text: 'pin it. we format everything with black and pin everything with ==', cue: 'convention', explicit: true },
      { text: 'nice, but can you put back the original intro paragraph', cue: 'undo' },
      { text: 'the old port was right, flip it back', cue: 'undo' },
      { text: 'no. releases go through the bot, you never tag locally', cue: 'always-never', explicit: true },
      { text: 'the cache key has to be per tenant, tenants share the redis', cue: 'must-use' },
      { text: "Didn't ask for a CONTRIBUTING file, the repo has one in .github already", cue: 'unasked' },
      { text: "you merged it? I didn't say merge.", cue: 'unasked' },
      { text: 'revert the lockfile change, renovate owns that file', cue: 'undo' },
      { text: 'put the old error codes back, clients match on them', cue: 'undo' },
      { text: 'could you check with me before you touch the shared config?', cue: 'ask-first', explicit: true },
      { text: 'you could have just run the migration yourself', cue: 'reproach' },
      { text: 'nope, the config lives in config/app.toml not in the root', cue: 'no-then-directive' },
      { text: 'from now on dont ask me which option, just go with the recommended one', cue: 'dont-ask', explicit: true },
      { text: 'u keep guessing the api shape, read the openapi file first', cue: 'reproach' },
      { text: 'shouldnt this run on its own when the file changes? the watcher is right there', cue: 'normative-question' },
      { text: 'why not just cache it in memory? you keep hitting the db on every request', cue: 'why-not' },
      { text: 'the error messages are inconsistent across commands', cue: 'complaint' },
      { text: 'but I want the list empty when nothing is selected', cue: 'contrast-wish' },
      { text: 'naming is wrong, handlers are called on_<event> in this repo', cue: 'wrong' },
      { text: "I'm on windows 11, xdg-open doesn't exist here", cue: 'machine' },
      { text: 'sure, ship it. btw we only release through the tag pipeline, nobody runs npm publish by hand', cue: 'convention', explicit: true },
      { text: 'raw sql in the controllers is banned here, go through the repository', cue: 'convention', explicit: true },
      { text: 'yes but on our docs every snippet always shows the cli and the api version', cue: 'convention', explicit: true },
      { text: 'no need for the e2e run, it boots the whole cluster. the unit tests are enough', cue: 'no-need' },
      { text: 'ok merge it, and dont forget to bump the changelog this time', cue: 'reproach' },
      { text: 'last time u only ran the linter, run the tests too', cue: 'reproach' },
      { text: 'theres already a retry helper in utils, use it', cue: 'convention', explicit: true },
      { text: 'no no no not a rewrite. just fire the change event', cue: 'no-then-directive' },
      { text: 'did you use the v1 schema? we moved to the v2 schema last month', cue: 'convention', explicit: true },
      { text: 'thanks. the wiki page is stale, the source of truth is the openapi.yaml', cue: 'convention', explicit: true },
      { text: 'why is the port hardcoded. everything else reads it from the env', cue: 'convention', explicit: true },
      { text: 'go ahead. one thing for this repo: every change needs a changelog entry', cue: 'always-never', explicit: true },
      { text: "yes, drop it. we don't log emails at all", cue: 'convention', explicit: true },
      { text: 'sure. and for everything you touch here: every function needs type hints', cue: 'always-never', explicit: true, answer: true },
      { text: 'skip that lib, we use only the stdlib http client', cue: 'convention', explicit: true },
      {
        text: 'yes. please note for this and all future pull requests: the title must start with the ticket key',
        cue: 'standing',
        explicit: true,
        answer: true,
      },
      { text: 'CHANGELOG.md must be updated for every change, this was missed', cue: 'always-never', explicit: true },
      { text: 'not in functions.php, put it in a small plugin. that is how we do all custom features', cue: 'convention', explicit: true },
      { text: 'deactivate it. everything we do goes to staging first, the client approves before prod', cue: 'convention', explicit: true },
      { text: "take this out, it's a launch arg in every launch file we have", cue: 'convention', explicit: true },
      { text: 'who told you that redis is only a cache? the rate limiter lives there too', cue: 'told-you', explicit: true },
      { text: 'when you write tests here, use the factories, not hand-rolled objects', cue: 'x-not-y', explicit: true },
      { text: 'bot keeps doing `select *` in the final cte, every model today', cue: 'reproach' },
      { text: 'the dev db is shared with the trainees, do it on your local container', cue: 'machine' },
      { text: 'thats godot 3 syntax, project is 4.2', cue: 'machine' },
      { text: 'btw this is snowflake, SAFE_DIVIDE is a bigquery thing — use DIV0', cue: 'machine' },
      { text: 'Why u add lombok? We removed it last year from all modules', cue: 'machine' },
      {
        text: 'yes tests please. some rules for working in our repo, please remember them: every commit message starts with the ticket',
        cue: 'standing',
        explicit: true,
        answer: true,
      },
      { text: 'great, just one thing, our commit messages use conventional commits. pls follow that whenever you commit', cue: 'standing', explicit: true },
      { text: 'the bot put the url hard-code. in our team all url must come from config/envs', cue: 'convention', explicit: true },
      { text: 'B is good. but why the bot write so long answer, we just need short', cue: 'why-you' },
      { text: 'and we do not merge ourselves, I merge after review', cue: 'convention', explicit: true },
      { text: 'yes, remove that. that applies everywhere in this codebase', cue: 'convention', answer: true },
    ],
    others: [
      { text: 'switch the fade curve to logarithmic instead of linear', kind: 'request' },
      { text: 'convert the csv headers to camelCase before the import', kind: 'request' },
      { text: 'every other row in the export is blank now', kind: 'failure-report' },
      { text: 'sounds reasonable. leave it', kind: 'request' },
      { text: 'ok the settings page next. dont touch the billing code for this one', kind: 'request' },
      { text: 'revert the color change, I changed my mind, sorry for the churn', kind: 'request' },
      { text: 'in general, how do the retries work here?', kind: 'question' },
      { text: 'always round the VAT to two decimals on the invoice view', kind: 'request' },
      { text: 'the export should never repeat a row that was in last week’s file', kind: 'request' },
      { text: 'the layout looks fine in general, just bump the font size', kind: 'request' },
      { text: 'it works now. love that', kind: 'other' },
      { text: 'cool cool, ship it', kind: 'acknowledgement' },
      { text: 'too slow. stop it after the current batch and restart it with smaller batches', kind: 'request' },
      { text: "write the parser by hand, we're not allowed to use strtok for this assignment", kind: 'request' },
      { text: 'you can use external libs again for this one, the review is done. switch to okhttp', kind: 'request' },
      { text: 'can you walk me through the migration plan again, in three bullets', kind: 'request' },
      { text: 'why not just use 1000 rows?', kind: 'question' },
      { text: 'I know I said no modals, this one is the exception: use a dialog for the timeout warning', kind: 'request' },
      { text: 'add a pre-commit hook so the linter catches it next time', kind: 'request' },
      { text: 'hang on, also add the region column to the export before you run it', kind: 'request' },
      { text: '2.5s is too much for a page load. profile it and tell me where the time goes', kind: 'request' },
      { text: 'add a filter chip that just hides archived rows', kind: 'request' },
      { text: 'I said not to touch the ini earlier, but the lead is fine with it now, you can add the push settings', kind: 'other' },
      { text: 'remember I said to keep the cli out of the workspace? scrap that, add it, the lockfile issue is fixed', kind: 'other' },
      { text: 'whats using all the memory? dont delete anything, just tell me', kind: 'other' },
      { text: 'same for prod but dont apply, just open the PR', kind: 'request' },
      { text: 'actually scratch the no-mocks thing I said earlier, mocking the clock is fine', kind: 'other' },
      { text: "why did you pick esbuild over rollup? genuinely curious, not saying it's wrong", kind: 'question' },
      { text: "switching to the other terminal for a bit, don't do anything", kind: 'other' },
      { text: 'no, not worth it, the build is fast enough', kind: 'answer' },
      { text: 'why not date-fns? just curious', kind: 'question' },
      { text: "list the flaky tests and what they have in common, don't fix anything yet", kind: 'request' },
      { text: 'draft the migration plan first, dont touch the schema until I review it', kind: 'request' },
      { text: "there's no rush here, tomorrow is fine", kind: 'other' },
      { text: 'can you not reproduce it on your side?', kind: 'other' },
      { text: 'did I ask you about this yesterday?', kind: 'other' },
      { text: 'the logs live in /var/log here?', kind: 'other' },
      { text: 'no full refresh needed on staging?', kind: 'other' },
      { text: 'must we run it on prod tonight?', kind: 'other' },
      { text: 'this is a server component, so no hooks?', kind: 'other' },
      { text: "there's no rush on this one", kind: 'other' },
      { text: 'stop the dev server before you run the migration', kind: 'request' },
      { text: 'now kubectl says `error: You must be logged in to the server`', kind: 'other' },
      { text: "nvm what i said earlier about asking first, it's fine now", kind: 'other' },
      { text: 'is it ok if I push the branch tonight?', kind: 'question' },
      { text: "didn't we get an email from the client about this?", kind: 'question' },
      { text: 'no, what I meant was which worker holds the lock, not which lock it is', kind: 'question' },
      { text: 'forget what I said about always asking first, the freeze is over', kind: 'other' },
      { text: 'we already have a meeting at 3, can you finish before that?', kind: 'other' },
      { text: 'why does the cron fire every time I deploy?', kind: 'question' },
      { text: 'the server is down again since the deploy', kind: 'other' },
      { text: 'is the runner on node 18?', kind: 'question' },
      { text: 'the build server is busy, wait a bit', kind: 'other' },
      { text: 'no, never null', kind: 'answer' },
      { text: 'yes, always set by the loader', kind: 'answer' },
      { text: "we don't know why the nightly job fails, can you look?", kind: 'request' },
      { text: "we're not getting any logs from the worker since the deploy", kind: 'other' },
      { text: 'do we not use docker for the tests?', kind: 'question' },
      { text: 'is the 30s retry delay intentional?', kind: 'question' },
      { text: 'add a short delay on purpose so the spinner shows', kind: 'request' },
      { text: 'can you regenerate the client from the spec?', kind: 'request' },
      { text: 'great, the build passes now 🎉', kind: 'other' },
      { text: 'will the support team love this new layout?', kind: 'question' },
      { text: 'what could go wrong with the migration if we run it twice?', kind: 'question' },
      { text: 'add tests for the files you touched today', kind: 'request' },
      { text: 'the Laval total is wrong, should be around 7 000', kind: 'other' },
      { text: 'use the exact count then, and handle the overflow', kind: 'other' },
      { text: 'you can only edit drafts, published posts are locked', kind: 'other' },
      { text: 'can you tone down the colors on the landing page a bit?', kind: 'request' },
      { text: 'add the cache layer, and never cache error responses', kind: 'request' },
      { text: 'third time lucky, the flaky test passed', kind: 'other' },
      { text: 'are you serious? this is amazing', kind: 'other' },
      { text: 'add a pre-push hook that runs the linters before every push', kind: 'request' },
      { text: 'the client refreshes its token before each call', kind: 'other' },
      { text: 'import both formats, and after each parser is added update the changelog', kind: 'request' },
      { text: 'we have a ticket for that, leave it for now', kind: 'other' },
      { text: 'same error again, now on line 12', kind: 'failure-report' },
      { text: 'again it fails on startup, same stack', kind: 'failure-report' },
      { text: 'again please, with the verbose flag', kind: 'request' },
      { text: 'write the release notes in French', kind: 'request' },
      { text: 'no dropouts for 20 minutes now 👍', kind: 'other' },
      { text: 'nice. open a PR against develop, dont squash, I want the separate commits', kind: 'request' },
      { text: "good. last: make a commit, message in english, don't include the build folder", kind: 'request' },
      { text: 'only the first replica, and keep the dumps small', kind: 'answer' },
      { text: 'the tooltip is still broken. only on the revenue chart', kind: 'failure-report' },
      { text: "there's an old cron entry in setup.sh, can you remove it?", kind: 'request' },
      { text: 'what do you usually call the migration files?', kind: 'question' },
      { text: 'no one ever told me the staging db was shared, how do I reset it?', kind: 'question' },
      { text: 'I use windows at home and a mac at work, which editor do you like?', kind: 'question' },
      { text: 'yes, the nightly job always takes an hour', kind: 'answer' },
      { text: 'the e2e tests always fail on the first run, any idea why?', kind: 'question' },
      { text: 'our users always complain about the load time, can you profile it', kind: 'request' },
      { text: 'why redis? what does it buy us here?', kind: 'question' },
      { text: 'wait, I need to grab lunch, back in 20', kind: 'other' },
      { text: 'before you add anything else, can you run the tests?', kind: 'request' },
      { text: 'check the logs before you add a new retry', kind: 'request' },
      { text: 'I never said that was the cause, I only asked', kind: 'answer' },
      { text: 'add a dark mode toggle to the settings page', kind: 'request' },
      { text: 'can u add a retry to the upload too', kind: 'request' },
      { text: 'did you push?', kind: 'question' },
      { text: 'yes to all', kind: 'acknowledgement' },
      { text: 'lovely!', kind: 'acknowledgement' },
      { text: 'not now, use the old build for the demo', kind: 'other' },
      { text: "you don't have to do anything, I'll merge it", kind: 'other' },
      { text: 'for stuff like that I usually ask Bob', kind: 'other' },
      { text: 'the tests go in the next PR, not this one', kind: 'other' },
      { text: 'when the nightly job finishes, does it email anyone?', kind: 'question' },
      { text: "🔥 register it as a candidate, don't promote", kind: 'request' },
      { text: "yes. btw the first run is always a full build, don't panic if it's slow", kind: 'answer' },
      { text: 'sweet. now make it a user service, not a system one', kind: 'request' },
      { text: 'solid colors only in the legend please', kind: 'request' },
      { text: 'still getting a 500 on /login', kind: 'failure-report' },
      { text: "no, let's do option B", kind: 'answer' },
      { text: 'no need to apologise, just carry on', kind: 'answer' },
      { text: 'we always deploy on fridays? is that safe?', kind: 'question' },
      { text: 'add a login page, no one on the team uses the old form', kind: 'request' },
      { text: 'what broke this time?', kind: 'question' },
      { text: 'can you add the p-values to the table so I dont have to ask every time', kind: 'request' },
      { text: 'can we switch to pnpm at some point?', kind: 'other' },
      { text: 'everything else looks good, ship it', kind: 'other' },
      { text: 'from now on always run the full suite before pushing actually no forget that it takes forever', kind: 'other' },
      { text: 'last time we talked about caching, can you pick that up', kind: 'request' },
      { text: 'who told you about the outage? just curious', kind: 'other' },
      { text: 'sorry I stopped you, I just want to understand what AbortController does', kind: 'question' },
      { text: 'the build keeps failing on arm64', kind: 'other' },
      { text: 'the logs are shared with the vendor in a weekly dump, can you add the new fields', kind: 'other' },
      { text: 'please remember them when you plan the sprint, the numbers are in the sheet', kind: 'other' },
    ],
    agentAnnouncements: ["Next I'll write the retry wrapper for the mailer.", "I'm going to add a settings page for the webhooks."],
    agentInvitations: ["Next I'll add debug logging to the provisioning flow. Anything I should know?", "The export is done. What's next?"],
    agentGoAheads: [
      'Plan: 1. add the column 2. backfill it 3. add the constraint. Proceed?',
      'Simplest path is to query it on every request. Want me to proceed?',
      '1. add the table 2. backfill 3. switch reads. Good to go?',
    ],
    agentQuestions: [
      'Two ways to do it: (a) a nightly cron job, (b) a queue worker.',
      "I'd suggest caching it in Redis; keeping it in memory also works.",
      "Option A: cache it in Redis. Option B: precompute it nightly. I'd go with A, shall I?",
      'Want me to wire it into the CLI as well?',
      'If you prefer, I can also add a migration.',
      'Should I keep the old flag?',
    ],
  },
}));
