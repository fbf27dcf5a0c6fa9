/**
 * Decides what one human turn is — a correction, a rejection reason, a task request, a question, an
 * acknowledgement, a failure report, or other — how sure a correction is, and which sentence states its rule.
 * Pure and table-driven: the words are data per human language (human-languages/*.ts), the stream context
 * (what the agent did and said before the turn) is given by correction-detector.ts.
 */
import { agentSaidTerm, namesAgentTerm, SPACED_WORD, UNSPACED_SCRIPT } from './agent-terms.js';
import { ANSWER_CUE, STRONG_CUE } from './cues.js';
import { cuesThatMayMatch } from './cue-gate.js';
import { agentAnnouncesWork, agentInvitesWork, askedPassage, namesOption } from './agent-asks.js';
import { FAILURE_REPORT_CONFIDENCE, failureCueOf } from './failure-feedback.js';
import { sentences, withoutLeading } from './filters.js';
import { isHarnessText } from './harness-text.js';
import { cueLanguagesOf, languagesOf, type CorrectionCue, type FailureCue, type HumanLanguage, type MessageClassId } from './human-languages/index.js';
import { bareClause, classesOf, withoutLeadingEmoji, withoutPastedOutput, withoutQuotedPassages } from './message-classes.js';
import { withoutPastedRules } from './pasted-rules.js';
import { ruleSentence } from './rule-sentence.js';
import { cutAtToken, redactThenCut } from '../safety/cut.js';
import { foldCase } from '../util/regex-literals.js';
import type { CorrectionKind } from './types.js';

export type TextSource =
  /** The reason typed when rejecting a tool call. */
  | 'rejection-reason'
  /** The first human message after a rejection without reason or an interrupt. */
  | 'after-refusal'
  /** Any other human message after agent actions. */
  | 'message';

/** What a human turn is (docs/memory.md "What a human turn is"); the labels of ../shared/devset use the same kinds. */
export type HumanTurnKind = 'correction' | 'rejection-reason' | 'failure-report' | 'task-request' | 'question' | 'acknowledgement' | 'other';

export interface TextVerdict {
  kind: CorrectionKind;
  confidence: number;
  explicit: boolean;
  cues: string[];
  rule: string;
}

export interface TurnReading {
  kind: HumanTurnKind;
  /** For a correction, a rejection reason or a failure report: what is stored and listed. */
  correction?: TextVerdict;
}

export interface TextContext {
  /**
   * The agent changed something before this message in the session (an edit, a write, a command that is not
   * only a look): a failure report can only be about its work, and a weak cue needs it to refer to.
   */
  agentChanged: boolean;
  /**
   * The agent changed something since the human last spoke (false: it only talked or looked; undefined: not known):
   * "don't touch the billing module" before it did limits the work to come.
   */
  agentChangedSince?: boolean;
  /** The agent's last words before the turn asked the human something or offered options: "no, …" answers them. */
  agentAsked?: boolean;
  /** The agent asked for the go-ahead on a plan it laid out ("Want me to proceed?"): "no, …" turns the plan down. */
  agentSeeksGoAhead?: boolean;
  /** The agent's last words before the turn (their end), where a redirect may find the term it replaces. */
  agentText?: string;
  /**
   * What the agent said and did since the human last spoke (its words and what its calls named, agentWordsOf): a
   * correction that is no rule for good names something of it (agent-terms.ts). Without it, `agentText` is read. A
   * function is asked only when a turn needs it (the correction detector's: calls become words on demand).
   */
  agentWords?: string | (() => string | undefined);
  /** The turn repeats an earlier human turn of the stream (a request resent, a question re-asked after an interrupt). */
  repeated?: boolean;
  /** The human's previous turn was a question: "I meant X" after it says what was asked, it corrects nothing. */
  previousAsked?: boolean;
  /**
   * The human rejected a call of the agent just before this turn (not only interrupted it): what they say next
   * is why, unless it is a request, an answer, pasted output or a repeat.
   */
  afterRejection?: boolean;
  /** Set by the classifier: most of the turn is pasted output (a log, a stack trace), not the human's words. */
  mostlyPasted?: boolean;
  /** Set by the classifier: the turn holds pasted output (a fenced block, log lines). */
  holdsPasted?: boolean;
}

const REJECTION_REASON_CONFIDENCE = 0.95;
/** A statement right after the human rejected a call says why, even without a cue word. */
const AFTER_REJECTION_CONFIDENCE = 0.6;
/** Cue confidence gained from following a refusal. */
const AFTER_REFUSAL_BOOST = 0.1;
/** Confidence gained from a standing instruction ("in this repo", "from now on") beside a cue. */
const STANDING_BOOST = 0.05;
const MAX_CONFIDENCE = 0.95;

/** A longer message is read up to its first blank line: what follows is usually pasted (logs, docs, diffs). */
const OWN_WORDS_MAX_CHARS = 500;
/** What is read of a first paragraph at most: a human's own words run shorter; the rest of one so long is pasted. */
const FIRST_PARAGRAPH_MAX_CHARS = 4000;

/** Classes whose clauses never correct (after a refusal a question does: it asks about what was refused). */
const NOT_CORRECTING: ReadonlySet<MessageClassId> = new Set(['request', 'question', 'acknowledgement', 'plan-approval', 'information']);
const NOT_CORRECTING_AFTER_REFUSAL: ReadonlySet<MessageClassId> = new Set(['request', 'acknowledgement', 'plan-approval', 'information']);
const ANSWERS: ReadonlySet<MessageClassId> = new Set(['acknowledgement', 'plan-approval']);

/**
 * Cues that can describe what a system does as well as what the agent must do ("it always returns 0", "never rolled
 * back", "broke again", "no output", "wrong boot mode", "on SF10 only", "has to be in download mode"): beside pasted
 * output they report a failure, unless a cue comes with them that directs or speaks to the agent ("you are not even
 * running the code").
 */
const DESCRIBING: ReadonlySet<string> = new Set(['always-never', 'reproach', 'no-x', 'absent', 'wrong', 'only', 'must-use']);
/** Cues that, in a sentence reporting a failure, say what the result shows ("only axes, no data", "Safari, not the app"). */
const DESCRIBES_RESULT: ReadonlySet<string> = new Set([...DESCRIBING, 'x-not-y']);
/** Of those, the verdict on a result ("还是不对，CI 挂了", "the diff table is empty, clearly wrong"): said to the agent, but of the failure. */
const JUDGES_RESULT: ReadonlySet<string> = new Set(['wrong']);

/** A word that halts the agent for a moment, in every language. */
const CONTROL_WORD =
  '(?:wait|stop|hold\\s+on|hang\\s+on|стоп|стой|подожди(?:те)?|погоди(?:те)?|ちょっと待って(?:ください)?|待って(?:ください)?|ちょっと|ストップ|止まって(?:ください)?|止めて(?:ください)?|잠깐(?:만)?(?:요)?|잠시(?:만)?(?:요)?|멈춰(?:요|주세요)?|espera(?:\\s+a[ií])?|pera(?:\\s+a[ií])?|para|pará|warte|stopp|moment(?:\\s+mal)?|attends|attendez|arr[êe]te|停|停下|等等|等一下|暂停|暫停|pausa)';

/**
 * What may follow a halting word and keep it a halt: how long ("a sec", "un segundo", "um minuto", "einen Moment",
 * "минутку", "一下"), a pause, or that a call came in ("電話", "phone"): "hang on, pause", "待って、電話".
 */
const HALT_TRAILER =
  '(?:pause|a\\s+(?:sec(?:ond)?|moment|minute|min|bit)|one\\s+(?:sec(?:ond)?|moment|minute)|un\\s+(?:momento|momentito|segundo|poco|moment|instant)|um\\s+(?:momento|minuto|segundo|pouco|pouquinho)|une\\s+(?:seconde|minute)|einen\\s+moment|eine\\s+sekunde|kurz|минутку|секунду|чуть|一下|一会儿?|一會兒?|少々|(?:phone|call|電話|电话|전화|telefon|llamada|liga[çc][ãa]o|appel|звонок)(?:\\s+(?:call|ringing))?)';

/**
 * A turn that is none of the kinds with words to read: a menu pick ("1"), @-mentions alone, a command typed
 * into the prompt ("claude -c"), a greeting or a one-word control ("pause", "cancel").
 */
const OTHER_TURNS: readonly RegExp[] = [
  /^[\d\s.,)(#]+$/u,
  /^(?:@(?:"[^"]*"|\S+)\s*)+$/u,
  /^(?:claude|codex|gemini|git|npm|npx|pnpm|yarn|ls|cd|cat|python3?|node|make|cargo|go)(?:\s+-{1,2}[\w-]+)*\s*$/u,
  /^(?:pause|cancel|stop|exit|quit|abort|hi|hello|hey|yo|test|你好|您好|嗨|こんにちは|안녕(?:하세요)?|hola|hallo|bonjour|salut|привет|olá|oi)[\s.!?！？。~]*$/iu,
  // "wait" or "stop" alone (or two of them: "잠깐 멈춰", "wait, stop"), in every language: a control, not a correction
  // (one with words after it may be)
  new RegExp(`^${CONTROL_WORD}(?:[\\s,，、]+${CONTROL_WORD})?(?:[\\s,，、]+${HALT_TRAILER})?[\\s.!?！？。~…]*$`, 'iu'),
];

/**
 * The classifier: the human's own words (pasted output left out) are read sentence by sentence and clause by
 * clause, with the data of each language whose script they hold (docs/memory.md "What a human turn is"). Harness
 * text, a menu pick or a command typed into the prompt is `other`; a rejection's reason is one. Otherwise the cues
 * that count where they stand (correctionOf, countsIn) make a correction; right after a rejected call a statement
 * is its reason; else a failure the turn reports, or what its clauses are.
 */
export function classifyHumanTurn(raw: string, source: TextSource, context: TextContext = { agentChanged: true }): TurnReading {
  const read = readableText(raw);
  return read === undefined ? { kind: 'other' } : classifyRead(read, source, withAgentWordsOnce(context));
}

/** The context with what the agent said and did joined at most once for the turn, when a rule first asks for it. */
function withAgentWordsOnce(context: TextContext): TextContext {
  const { agentWords } = context;
  if (typeof agentWords !== 'function') return context;
  let joined: { words: string | undefined } | undefined;
  return { ...context, agentWords: () => (joined ??= { words: agentWords() }).words };
}

/** classifyHumanTurn on what of the turn is read (readableText). */
function classifyRead(read: ReadableText, source: TextSource, context: TextContext): TurnReading {
  const { own, spoken, languages, cueLanguages, text } = read;
  if (text.length === 0) return pastedOnly(own, context);
  const parts = withoutRetractedRules(readSentences(text, languages), cueLanguages);
  if (source === 'rejection-reason') {
    const top = strongestOf(parts.flatMap((part) => part.cues));
    return {
      kind: 'rejection-reason',
      correction: verdict(
        'rejection-reason',
        REJECTION_REASON_CONFIDENCE,
        true,
        parts.flatMap((part) => part.cues),
        ruleSentence(text, top?.index),
      ),
    };
  }
  if (OTHER_TURNS.some((pattern) => pattern.test(text))) return { kind: 'other' };
  if (asksAgainOrIdly(read)) return { kind: 'question' };
  if (clarifiesThenAsks(parts)) return { kind: 'question' };
  const reading = { ...context, mostlyPasted: mostlyPasted(own, spoken), holdsPasted: spoken.length < own.length };
  const correction =
    context.repeated === true
      ? undefined
      : (correctionOf(text, parts, source, reading, cueLanguages) ??
        reasonAfterRejection(text, parts, reading) ??
        challengedThenTold(text, parts, source, reading, cueLanguages) ??
        yesButOfThePlan(text, parts, source, reading, cueLanguages));
  if (correction) return { kind: 'correction', correction: withoutAsideOpening(correction, cueLanguages) };
  const failure = parts.find((part) => part.failure !== undefined);
  if (failure?.failure && context.agentChanged) return { kind: 'failure-report', correction: failureReport(failure.sentence, failure.failure, languages) };
  if (failure) return { kind: 'failure-report' };
  // a log or a stack trace with a line or two of the human's: the output is the report
  if (reading.mostlyPasted && ERROR_OUTPUT.test(own)) return pastedOnly(own, context);
  return { kind: kindOfClauses(parts) };
}

/**
 * Whether a turn asks something: classifyHumanTurn's kind is `question` (read as a session's first message is, the
 * agent having changed nothing), which is all the correction detector keeps of a first message. A turn none of whose
 * sentences asks is no question whatever its cues say — they can make it a correction or a failure report, never a
 * question — so its cues are not matched; a turn that asks is read whole.
 */
export function asksSomething(raw: string): boolean {
  const read = readableText(raw);
  if (read === undefined || read.text.length === 0) return false;
  const { languages, text } = read;
  if (OTHER_TURNS.some((pattern) => pattern.test(text))) return false;
  const mayAsk = asksAgainOrIdly(read) || sentenceClauses(text, languages).some(({ sentence, clauses }) => sentenceAsks({ sentence, clauses }));
  return mayAsk && classifyRead(read, 'message', { agentChanged: false }).kind === 'question';
}

/** What of a turn is read: the human's own words, cut and made standard, with the languages they are in; undefined for harness text. */
interface ReadableText {
  /** The human's own words (pasted project rules left out, a long message cut to its first paragraph). */
  own: string;
  /** `own` without pasted output. */
  spoken: string;
  /** `spoken` without quoted passages: the words as typed. */
  words: string;
  languages: readonly HumanLanguage[];
  cueLanguages: readonly HumanLanguage[];
  /** What the cues and classes are read on. */
  text: string;
}

function readableText(raw: string): ReadableText | undefined {
  const straight = straighten(raw);
  if (isHarnessText(straight)) return undefined;
  // project rules pasted above the task are the house's, not said of this session (left out before a long message is
  // cut to its first paragraph: the rules are often that paragraph)
  const own = ownWords(withoutPastedRules(straight));
  const spoken = withoutPastedOutput(own);
  const words = withoutQuotedPassages(spoken);
  const languages = languagesOf(words);
  const cueLanguages = cueLanguagesOf(words, languages);
  return { own, spoken, words, languages, cueLanguages, text: normalizeText(words, languages, cueLanguages) };
}

/**
 * "no, what I meant was which process holds the port": a question asked again, however it names "not X but Y"; "why
 * not date-fns? just curious": a question asked as one — read on the words as typed too, since "just curious" is a
 * casual phrase the normal text leaves out.
 */
function asksAgainOrIdly({ words, cueLanguages, text }: ReadableText): boolean {
  return cueLanguages.some((language) => language.reasks.test(text) || language.curiosity.test(text) || language.curiosity.test(words));
}

/**
 * Whether a text holds one of the cues `ids` anywhere, its spellings read as the classifier reads them, where it
 * stands not judged: for a rule already taken from a correction and read alone (the paste-able gate), without the
 * cost of reading it as a whole turn.
 */
export function holdsCue(raw: string, ids: ReadonlySet<string>): boolean {
  const straight = straighten(raw);
  const languages = languagesOf(straight);
  const cueLanguages = cueLanguagesOf(straight, languages);
  const text = withStandardSpellings(straight, cueLanguages);
  return cueLanguages.some((language) => language.cues.some((cue) => ids.has(cue.id) && cue.pattern.test(text)));
}

/** The correction a human text holds, if any (classifyHumanTurn's verdict for corrections, rejections and failure reports). */
export function classifyCorrectionText(raw: string, source: TextSource, context: TextContext = { agentChanged: true }): TextVerdict | undefined {
  return classifyHumanTurn(raw, source, context).correction;
}

function correctionOf(
  text: string,
  parts: readonly SentenceReading[],
  source: TextSource,
  context: TextContext,
  cueLanguages: readonly HumanLanguage[],
): TextVerdict | undefined {
  const blocking = source === 'after-refusal' ? NOT_CORRECTING_AFTER_REFUSAL : NOT_CORRECTING;
  const invited = context.agentText !== undefined && agentInvitesWork(context.agentText);
  // "Hi! What would you like to work on?", "Welcome back — what's next?" before the agent changed anything: the turn
  // opens the work, as a session's first message does (a task, never a correction): its rules are the work's and the
  // house's; only a word of earlier work ("put them back", "as I told you") still corrects
  const opensWork = invited && !context.agentChanged;
  // "Next I'll add the renewal reminder job." — "don't email real customers from it on staging": a requirement of that job
  // ("no no, never regenerate issued ones" still turns the agent away: a turn that opens with a no is no answer)
  // (read on the first cue it can matter to: most turns hold none)
  let announcedRead: boolean | undefined;
  const announced = (): boolean =>
    (announcedRead ??= !invited && context.agentText !== undefined && !REFUSAL_OPENING.test(text) && agentAnnouncesWork(context.agentText));
  const framed = framingOf(text, parts, context);
  const spec = isSpec(text);
  const buildsItIn = cueLanguages.some((language) => language.buildsItIn.test(text));
  // "attends, conseil de classe, je reviens dans 1h", "hold on, stop that for now … brb": the human's own lot
  const stepsAway = cueLanguages.some((language) => language.stepsAway.test(text));
  const counted: CueMatch[] = [];
  const states = parts.some((part) => !/[?？]\s*$/u.test(part.sentence) && part.clauses.some((clause) => !clause.classes.includes('question')));
  const [opensWith] = parts;
  const opensWithQuestion = opensWith !== undefined && sentenceAsks(opensWith);
  // a question that asks (not why, not "seriously?") of nothing the agent said or did
  const asksApart =
    opensWithQuestion &&
    opensWith.cues.length === 0 &&
    context.agentText !== undefined &&
    !parts.some((part) => sentenceAsks(part) && CHALLENGES.test(part.sentence)) &&
    !namesAgentTerm(opensWith.sentence, context.agentText, cueLanguages);
  // "did you take the source value or the concept id? our mapping isn't complete", "are we sure it's in ms? every other
  // param there is in seconds": a question of what the agent did, not why it did it, then what the question needs — no
  // request, no challenge (a "why …?" or "are you sure …?" then the house's way tells it: challengedThenTold)
  const asksOfAgentThenTells =
    opensWithQuestion &&
    opensWith.cues.length === 0 &&
    !DOUBTS_AGENT.test(opensWith.sentence) &&
    !parts.some((part) => CHALLENGES.test(part.sentence) || part.clauses.some((clause) => clause.classes.includes('request')));
  const opensWithYes = parts[0]?.clauses[0]?.classes.some((id) => ANSWERS.has(id)) === true;
  const slips = parts.map(ownSlip);
  const ownFault = slips.includes(true);
  for (const [at, part] of parts.entries()) {
    // in a spec, a word of each time ("after each step", "每次") says how the new work runs, not a rule for good
    const standing = part.standing && !(spec && part.eachTimeOnly === true);
    const asks = sentenceAsks(part);
    // a sentence that opens as a question is one throughout ("no, I mean where it is refreshed, not where it's created")
    const opening = openingClause(part);
    const opensAsQuestion = opening?.classes.includes('question') === true;
    // what the sentence tells after a bare "no", "wait" or "stop" ("стоп, клиент звонит": the telling)
    const told = part.clauses.find((clause) => !isBareAnswer(part, clause) && !isBareStop(part, clause)) ?? part.clauses[0];
    // "sorry, hit esc by accident, continue", "止めたのは間違いです", "误点了停止": the human's own slip, put right
    const slip = slips[at] === true;
    for (const match of part.cues) {
      if (slip) continue;
      // "my bad, that was my local config. revert the checkstyle change": what the agent did for the human's own
      // mistake, taken back, was no mistake of the agent's
      if (ownFault && match.cue.takesBack === true) continue;
      if (limitsAskedWork(match, part, text, context, cueLanguages)) continue;
      // "wait, take a backup first": a step asked before the agent goes on (not "stop. in prod only through a change request")
      if (match.cue.id === 'wait' && !OPENS_WITH_STOP.test(text) && cueLanguages.some((language) => language.stepsFirst.test(text))) continue;
      if (match.cue.statement === true && (asks || context.previousAsked === true)) continue;
      // "no I mean the netbox url, not the token" after the human's own question: what was asked, put right — its
      // "not X" and its "no" with it; so too where the agent only answered (it changed nothing and put up no plan):
      // what the human meant is their own words put right, not the agent's work
      if (
        (context.previousAsked === true || (!context.agentChanged && context.agentSeeksGoAhead !== true)) &&
        CLARIFYING.has(match.cue.id) &&
        part.cues.some((other) => other.cue.id === 'clarify')
      )
        continue;
      // "does router.replace add a history entry? I don't want back to reopen it": why the human asks
      if (match.cue.ownWant === true && part !== opensWith && opensWithQuestion) continue;
      // "are the metrics scraped with the pod label? we're on an old prom-operator": a fact of the project told after a
      // question about nothing the agent said or did is what the question needs to be answered
      if (STATES_CONTEXT.has(match.cue.id) && part !== opensWith && (asksApart || (asksOfAgentThenTells && match.cue.explicit !== true))) continue;
      // a figure is a number said, not one inside quoted code ("customers ist falsch, `list(limit=10)` …") or a name
      // of code written bare ("the rounding you did with toFixed(2) is wrong", "utf8 is wrong here")
      if (match.cue.notBesideFigures === true && /\d/.test(part.sentence.replace(CODE_SPAN, '').replace(CODE_NAME, ''))) continue;
      if (match.cue.notInFailure === true && part.failure !== undefined) continue;
      if (match.cue.afterStatement === true && !saidAfterStatement(parts, at)) continue;
      if (match.cue.beforeMore === true && !toldAfter(parts[at + 1], context)) continue;
      // "you added the endpoint, now write tests", "you moved it to utils, fine": what the agent did, recapped before the
      // next piece of work or an approval
      if (match.cue.praisable === true && NEXT_WORK_OR_FINE.test(saidNext(parts, at, match.index - part.base))) continue;
      // "thanks, you made it work", "спасибо, ты сделал всё как надо": what the agent did, praised, and nothing after it
      if (
        match.cue.praisable === true &&
        at === parts.length - 1 &&
        !CONTRAST.test(part.sentence) &&
        part.clauses.some((clause) => clause.classes.includes('acknowledgement'))
      )
        continue;
      // "the PDF is empty, only axes, no data", "the link opens Safari, not the app": what the result shows, told beside
      // the failure it reports — no rule (not a word to the agent, nor a clause that asks)
      if (
        part.failure !== undefined &&
        DESCRIBES_RESULT.has(match.cue.id) &&
        (match.cue.addressesAgent !== true || JUDGES_RESULT.has(match.cue.id)) &&
        !match.clause.classes.includes('request')
      )
        continue;
      if (match.cue.notBeforeRequest === true && part.clauses.some((clause) => clause.start > match.clause.start && clause.classes.includes('request')))
        continue;
      // "wait, let me commit mine first", "no, I pushed it myself": a bare wait or no before what the human tells of
      // their own doing is part of that telling
      if (match.clause !== told && told?.classes.includes('information') === true && (isBareAnswer(part, match.clause) || isBareStop(part, match.clause)))
        continue;
      // "hold on. how long does a rebuild take?": a bare wait before a question only opens the question
      if (isBareAnswer(part, match.clause) && onlyAsksBesides(parts, match.clause)) continue;
      // a sentence asked ("wait you pushed straight to main?") holds only what is itself a question form; a hedged
      // suggestion with a rising end ("I think we should run it on every push?") is no question
      if (/[?？]\s*$/u.test(part.sentence) && !HEDGED.test(part.sentence) && match.cue.inQuestion !== true) continue;
      if (opensAsQuestion && match.cue.inQuestion !== true) continue;
      if (match.cue.withStatement === true && !states) continue;
      // "Anything I should know?" — "never log the wifi password": a requirement asked for, not a rule about what the
      // agent did (a sentence said for good, or a word to the agent, still corrects)
      if (opensWork && !speaksOfEarlierWork(match.cue)) continue;
      if (stepsAway && HALTS.has(match.cue.id)) continue;
      if (invited && (match.cue.everyTime === true || match.cue.id === 'always-never') && match.cue.addressesAgent !== true && !standing) continue;
      const weight = weightOf(match.cue, context);
      // a remark in passing ("… btw, we always …") or a sentence said for good ("… from now on …") is not said of
      // the request or answer around it
      const apart = part.aside || standing || part.pointsBack;
      if (
        countsIn(match, weight, {
          blocking,
          framed: apart ? undefined : framed,
          spec,
          context,
          standing,
          languages: cueLanguages,
          sentence: part.sentence,
          said: part.sentence.slice(match.index - part.base),
          aside: part.aside,
          pointsBack: part.pointsBack,
        })
      )
        counted.push({
          ...match,
          weight,
          ...(aloneOnlyWhereSaid(match.cue) && { countsAlone: saidWhereItCountsAlone(match, at, part, text, context, cueLanguages) }),
          // (not where the sentence points back at the agent's work: "and first, the retry you put in is wrong")
          ...(spec && OF_THE_WORK_IN_A_SPEC.has(match.cue.id) && !standing && !part.pointsBack && { countsAlone: false }),
          // "always round weights to 1 decimal in this report": a requirement of that piece of the work
          ...(match.cue.id === 'always-never' &&
            !standing &&
            cueLanguages.some((language) => language.featureScope.test(part.sentence)) && { countsAlone: false }),
          // "never retry a send that already got a 202 back … add that guard + a test": the requirement the turn asks built in
          ...(BUILT_IN.has(match.cue.id) && !standing && buildsItIn && { countsAlone: false }),
          // "nach jedem Schritt committen", "每次提交前跑测试" in a spec: how the new work runs each time
          ...(spec && match.eachTime === true && !standing && { countsAlone: false }),
          // "move the rounding into a helper. don't change the public signatures", "añade el informe anual y que salga en
          // euros, no en dólares": a limit on the work asked just before it, not a rule about what the agent did (unless it
          // turns away from what the agent said: "…, not at capture" after "generated at capture time")
          ...(source === 'message' &&
            LIMITS_OF_ASKED_WORK.has(match.cue.id) &&
            match.cue.addressesAgent !== true &&
            !apart &&
            !echoesAgent(match, context, cueLanguages) &&
            asksWorkBefore(parts, at, match) && { countsAlone: false }),
          // "if the payment is rejected, reverse the ledger entry", "on Ctrl+C set the output back to 0 V" in a spec: a step
          // of the new work; "remets les chronlist" of what the agent just removed still puts its work back
          ...(spec && match.cue.id === 'undo' && !standing && !namesAgentWords(part.sentence, context, cueLanguages) && { countsAlone: false }),
          // "make the mix equal power instead of linear", "Millimeter statt Punkt": what the work asked for is to be, said
          // alone, asks for it; said with a yes ("go ahead but not inside the api", "yes please add it and instead of relay,
          // rename it Aux") it turns the plan away
          ...(source === 'message' && match.cue.id === 'instead-of' && framed !== 'answer' && !opensWithYes && !standing && { countsAlone: false }),
          // "Next I'll add the renewal reminder job" — "don't email real customers from it on staging", "Je vais écrire le
          // module de relance" — "il faut que tout soit en centimes": what the work the agent announced must do,
          // counted only beside another cue (one that speaks to the agent, is said for good, tells of earlier work, keeps
          // the agent's hands off something — "no toques el crontab" — or turns away from what it named still corrects)
          ...(OF_ANNOUNCED_WORK.has(match.cue.id) &&
            match.cue.addressesAgent !== true &&
            !standing &&
            announced() &&
            !speaksOfEarlierWork(match.cue) &&
            !LEAVES_ALONE.test(part.sentence) &&
            !echoesAgent(match, context, cueLanguages) &&
            !neverOfAgentWords(match, part, context, cueLanguages) && { countsAlone: false }),
          // "júntalos entonces, pero no toques lo que recibe el proveedor", "那就都做，…别改…" after the agent only
          // answered the human's question in words: the requirements of the work the answer leads to
          ...(source === 'message' &&
            context.previousAsked === true &&
            context.agentChangedSince === false &&
            LIMITS_OF_ANSWERED_WORK.has(match.cue.id) &&
            match.cue.addressesAgent !== true &&
            !standing &&
            !speaksOfEarlierWork(match.cue) && { countsAlone: false }),
          // "keep off the old importer for this", "no toques el cobro en esta tarea", "別動舊的 v1 介面": hands kept off
          // something before the agent changed anything since the human spoke limit the work to come, whatever its plan named
          ...(source === 'message' &&
            (!context.agentChanged || context.agentChangedSince === false) &&
            !standing &&
            KEEPS_OFF.has(match.cue.id) &&
            LEAVES_ALONE.test(part.sentence) && { countsAlone: false }),
          // "nunca mostre o saldo negativo", "toujours afficher la date", "잔액은 항상 … 보여 주세요": what the product
          // shows, every time — a requirement of the work, not a rule for the agent (English reads its own verbs, en.ts)
          ...(match.cue.id === 'always-never' &&
            !standing &&
            SHOWN.test(part.sentence.slice(match.index - part.base, match.index - part.base + SHOWN_WITHIN)) && {
              countsAlone: false,
            }),
          // "fade it in over 3s, not instantly", "garde-le en mémoire, pas par requête": "X, not Y" whose sentence names
          // nothing the agent said or did is said of the new work asked for (agent-terms.ts); of the agent's doing ("yarn
          // here, not npm" after npm ran, "GMT 아니고 KST로 들어가 있어요" after it assumed GMT) it corrects, as it does where
          // what the agent said is not known
          ...(source === 'message' &&
            match.cue.id === 'x-not-y' &&
            !standing &&
            agentWordsOf(context) !== undefined &&
            !echoesAgent(match, context, cueLanguages) &&
            !namesAgentWords(part.sentence, context, cueLanguages) && { countsAlone: false }),
        });
    }
  }
  // output pasted beside "it never rolls back", "又挂了", "de novo": what the system does, reported — no rule; so too
  // beside an outcry that is all the human wrote ("are you kidding me", "опять", "又來了 == 到底要修幾次"): the angry line
  // of a failure report, naming nothing the agent is to do differently
  const outcry = context.holdsPasted === true && onlyExclaims(text);
  if (
    context.holdsPasted === true &&
    counted.every(({ cue }) => DESCRIBING.has(cue.id) && (cue.addressesAgent !== true || cue.counted === true || (outcry && cue.id === 'reproach')))
  )
    return undefined;
  // a turn that opens by reporting a failure ("the plot is blank. just the axes, no curves") goes on describing it (a doubt
  // asked is no report: "are you sure that's prod? … always check the profile")
  const [opening] = parts;
  if (opening?.failure !== undefined && !sentenceAsks(opening) && counted.every(({ cue }) => WHAT_IS_THERE.has(cue.id) && cue.addressesAgent !== true))
    return undefined;
  if (counted.every(({ cue, countsAlone }) => cue.notAlone === true || countsAlone === false)) return undefined;
  const top = strongestOf(counted);
  if (!top) return undefined;
  // "from now on use conventional commits — actually no, forget that": taken back before the turn ends
  if (RETRACTION.test(text.slice(top.index))) return undefined;
  const standing = parts.some(
    (part) => part.standing && !(spec && part.eachTimeOnly === true) && part.cues.some((match) => counted.some((kept) => kept.index === match.index)),
  );
  const explicit = standing || counted.some(({ cue }) => cue.explicit === true);
  const strongest = weightOfMatch(top) + (standing ? STANDING_BOOST : 0);
  // before the agent changed anything — in the session, or since the human last asked for work (it only talked or
  // looked since; after the human's own question its earlier work is still what a cue is about) — a weak cue plans
  // with it, unless it turns down the plan the agent asked to go ahead with, or states, unasked, that what the agent
  // just said is wrong ("… under `looker_explore`, not `explore`")
  const planned = (context.agentChanged && (context.agentChangedSince !== false || context.previousAsked === true)) || context.agentSeeksGoAhead === true;
  const setsStraight = context.agentAsked !== true && !top.clause.classes.includes('request') && echoesAgent(top, context, cueLanguages);
  if (source === 'message' && !planned && strongest < STRONG_CUE && !explicit && top.cue.addressesAgent !== true && !setsStraight) return undefined;
  if (
    source === 'message' &&
    !standing &&
    counted.every(({ cue }) => cue.explicit !== true || cue.id === 'always-never') &&
    isRequirementOfOtherWork(text, parts, counted, context, cueLanguages)
  )
    return undefined;
  const confidence = source === 'after-refusal' ? strongest + AFTER_REFUSAL_BOOST : strongest;
  const kind = source === 'after-refusal' ? 'after-refusal' : top.cue.preference ? 'preference' : 'instruction';
  return verdict(kind, Math.min(MAX_CONFIDENCE, confidence), explicit, counted, ruleSentence(text, top.index));
}

/**
 * A message that opens by answering what the agent just asked ("yes, …", "option 2, …") is about that answer; one
 * that opens as a request for new work ("New feature: …", "sure, and add …") is about that work throughout; so is a
 * spec — one that lists what it wants ("requirements: 1. … 2. …") or runs as long as a ticket (SPEC_CHARS), where a
 * complaint about what the agent made still corrects ("first we need to address an oversight: …").
 */
type Framing = 'answer' | 'request' | 'spec' | undefined;

/** Whether a turn lists what it wants ("requirements: 1. … 2. …") or runs as long as a ticket (SPEC_CHARS). */
function isSpec(text: string): boolean {
  return ENUMERATION.test(text) || lengthAsSpaced(text) >= SPEC_CHARS;
}

/**
 * How long a text is, as if written in a spaced alphabet: a character of Chinese, Japanese or Korean says about as
 * much as UNSPACED_CHAR_WEIGHT letters of English ("志工排班系統要加一個功能…" runs a ticket's length in a third of the characters).
 */
function lengthAsSpaced(text: string): number {
  if (text.length >= SPEC_CHARS) return text.length;
  const unspaced = text.match(UNSPACED_CHARACTERS)?.length ?? 0;
  return text.length + unspaced * (UNSPACED_CHAR_WEIGHT - 1);
}

const UNSPACED_CHARACTERS = new RegExp(UNSPACED_SCRIPT.source, 'gu');

/** A Chinese character is most of a word; a Japanese kana or a Hangul syllable two or three letters. */
const UNSPACED_CHAR_WEIGHT = 3;

function framingOf(text: string, parts: readonly SentenceReading[], context: TextContext): Framing {
  // "revert the version bump" is said as a request but asks for no new work: it takes back what the agent did
  const takingBack = new Set(
    parts
      .flatMap((part) => part.cues)
      .filter((match) => match.cue.takesBack === true && context.agentChanged)
      .map((match) => match.clause),
  );
  const clauses = parts.flatMap((part) => part.clauses).filter((clause) => !takingBack.has(clause));
  const first = clauses[0]?.classes ?? [];
  const answers = first.some((id) => ANSWERS.has(id));
  // the first clause that is more than a yes (a clause of no class says more: "hey, old/ had my notes in it")
  const opening = clauses.find((clause) => clause.classes.length === 0 || !clause.classes.every((id) => ANSWERS.has(id)))?.classes ?? [];
  // a spec given with the go-ahead ("yes. the actual job: … never …") is a spec all the same
  const spec = isSpec(text);
  // "looks fine, go ahead with phase 2. don't …": a go-ahead given unasked answers the plan the agent reported
  const openingRun = clauses.slice(
    0,
    Math.max(
      0,
      clauses.findIndex((clause) => clause.classes.length === 0 || !clause.classes.every((id) => ANSWERS.has(id))),
    ),
  );
  const goAhead = openingRun.some((clause) => clause.classes.includes('plan-approval'));
  if ((context.agentAsked === true && answers) || goAhead) return spec ? 'spec' : 'answer';
  if (first.includes('request') || (answers && opening.includes('request')) || leadsIntoRequest(parts)) return 'request';
  return spec ? 'spec' : undefined;
}

/**
 * Whether the turn opens with a clause that says no more than what the request after it is about, in the same sentence:
 * "検索履歴を最大10件まで保存して、入力欄フォーカス時に出してください", "hook the audio into the cycle, and crossfade it". A first
 * clause with a cue of its own ("never push to main, open a PR") or a bare no ("いや、…") is no lead-in: it says its own thing.
 */
function leadsIntoRequest(parts: readonly SentenceReading[]): boolean {
  const [opening] = parts;
  const [lead, ...rest] = opening?.clauses ?? [];
  if (opening === undefined || lead === undefined || lead.classes.length > 0) return false;
  if (isBareAnswer(opening, lead) || opening.cues.some((match) => match.clause === lead)) return false;
  return rest.some((clause) => clause.classes.includes('request'));
}

interface CountingRules {
  blocking: ReadonlySet<MessageClassId>;
  /** The message opens as an answer to the agent or as a request for new work. */
  framed: Framing;
  /** The message lists what it wants or runs as long as a ticket (isSpec): a request of that size holds the house's conventions as context. */
  spec: boolean;
  context: TextContext;
  /** The sentence is said for good ("from now on", "in this codebase"). */
  standing: boolean;
  /** The languages whose cues the text shows (what counts as a common word). */
  languages: readonly HumanLanguage[];
  /** The cue's sentence, and what it says from the cue on: what a prohibition turns away from. */
  sentence: string;
  said: string;
  /** The sentence is a remark in passing ("btw …", "fyi …"): not part of the answer or request around it. */
  aside: boolean;
  /** The sentence points back at what the agent just did or made: its cues speak of the agent's own doing. */
  pointsBack: boolean;
}

/**
 * Whether a cue counts where it stands. A question asks: only a cue that is itself a question form counts in
 * one. In a message framed as a request, a spec or an answer only what speaks of the agent's own doing counts: a
 * standing rule, a cue addressed to the agent, a redirect away from something the agent just said ("instead of
 * relay" after the agent offered relays); in an answer also a rule said for every time ("yes, and never add the
 * co-author line"), which in a request may be a requirement of the new work ("each panel should show …"); in a spec
 * also a complaint about what the agent made. Otherwise a strong directive counts anywhere; a weak cue counts outside
 * request, acknowledgement and approval clauses, and not as the answer to a question the agent just asked (unless it
 * speaks of what the agent did or made).
 */
function countsIn(
  match: CueMatch,
  weight: number,
  { blocking, framed, spec, context, standing, languages, sentence, said, aside, pointsBack }: CountingRules,
): boolean {
  const { cue, clause } = match;
  if (clause.classes.includes('question') && cue.inQuestion !== true) return false;
  // a plan put up for the go-ahead is the agent's own doing; a question is answered
  const answersAsked = cue.answers === true && context.agentAsked === true && context.agentSeeksGoAhead !== true;
  // "no, add it as a schedule instead, not cron" after "Shall I also add a cron job?": turning down what the agent
  // asks about answers it; "yes, but integer, not float" of the migration it wrote puts its work right
  const echoes =
    !(answersAsked && context.agentText !== undefined && echoesAgent(match, { ...context, agentText: askedPassage(context.agentText) }, languages)) &&
    echoesAgent(match, context, languages);
  // "there's no docker here" after the agent's question whether there is: an answer ("…, use pm2"), not a correction
  // (a plan put up for the go-ahead is the agent's own doing, not options to answer: "go ahead but not the env var thing")
  if (cue.echoOnly === true) return !answersAsked && echoesAgent(match, context, languages);
  // what the agent made, said right after it asked something, answers what it asked ("only that rank")
  const aboutWork = cue.aboutWork === true && context.agentChanged && !(cue.answers === true && context.agentAsked === true);
  // after "Want me to proceed?" the plan is the agent's own doing: "no, cache it in-process" turns it down
  const ownDoing = cue.addressesAgent === true || aboutWork || context.agentSeeksGoAhead === true || echoes || pointsBack;
  // in a request for new work, "keep it short" is said of that work: only a standing rule, a word to the agent or a
  // complaint about what it made ("first we need to address an oversight: …") corrects
  if (framed !== undefined) {
    return (
      (cue.standingRule === true && !(cue.id === 'convention' && (framed === 'spec' || (framed === 'request' && spec)))) ||
      (framed === 'answer' && cue.everyTime === true) ||
      // "go on, but note we're on Delphi 7 — no generics there": a fact of the machine the go-ahead's plan assumed wrong;
      // "ja mach, aber … kommen bei uns IMMER vom Generator": a convention of the house it went against
      (framed === 'answer' && (STATES_FACT.has(cue.id) || cue.id === 'convention')) ||
      // "sí, sigue. pero no vuelvas a usar innerHTML" after the agent asked to go on with what it did, "yes go, but don't
      // drop the rows" of its plan: a yes that turns away from what the agent named — not a part of the code kept out of
      // the work ("don't touch the billing module", "기존 배치는 건드리지 말고"), nor "no need to …" (an offer turned down;
      // "no, don't add the changelog" opens with no and frames no answer here)
      (framed === 'answer' && TURNS_AWAY.has(cue.id) && !LEAVES_ALONE.test(sentence) && namesAgentWords(said, context, languages)) ||
      (framed === 'spec' && aboutWork && !REQUIREMENT_FORMS.has(cue.id)) ||
      cue.addressesAgent === true ||
      echoes
    );
  }
  if (weight >= STRONG_CUE && cue.directive !== false) return true;
  // a rule for every time said outside a question counts wherever it stands, also as the answer to a question; so
  // does any cue of a sentence said for good ("yes, remove that. … that applies everywhere in this codebase")
  if (cue.standingRule === true || standing) return true;
  // "yep go ahead. fyi prod is still java 17 so no pattern matching": a fact of the machine told in passing beside the
  // answer is no part of it
  if (context.agentAsked === true && !ownDoing && !(aside && STATES_FACT.has(cue.id))) return false;
  return !clause.classes.some(
    (id) => blocking.has(id) && !(id === 'question' && cue.inQuestion === true) && !(id === 'request' && ownDoing) && !(ANSWERS.has(id) && cue.ironic === true),
  );
}

/**
 * "sorry I meant the cdn cache, not the redis one. how does that get purged", "nein ich meinte das Zinsfeld, nicht den
 * Betrag. wie viele Stellen hat das genau?": what was meant, put right, and the question asked again after it — a
 * re-asked question (GUIDE: "what I meant was…"), whatever its "not X" sounds like. A later sentence with cues of its
 * own ("… why did you purge redis?") leaves the turn to be read as usual.
 */
function clarifiesThenAsks(parts: readonly SentenceReading[]): boolean {
  const at = parts.findIndex((part) => part.cues.some((match) => match.cue.id === 'clarify'));
  if (at === -1) return false;
  // a cue that does not count in a question ("c'est combien chez nous ?") says nothing of its own there
  return parts.slice(at + 1).some((part) => sentenceAsks(part) && part.cues.every((match) => match.cue.inQuestion !== true));
}

/**
 * The human's own slip or fault, in any language: "by accident" (not what is found by accident: "I don't want to find
 * these by accident"), "aus Versehen", "sin querer", "случайно", "误点",
 * "실수로"; "my bad", "mein Fehler", "мой косяк", "私がローカルで…せいだった", "是我本地配置的问题".
 */
const SLIP =
  /(?<![\p{L}])(?:(?<!\b(?:find|found|finding|discover|discovered|notice|noticed|spot|spotted|learn|learned|learnt)\b[^.!?\n]{0,40})by\s+(?:accident|mistake)|accidentally|misclick(?:ed)?|fat[- ]?finger(?:ed)?|aus\s+versehen|versehentlich|sin\s+querer|sem\s+querer|por\s+engano|par\s+(?:erreur|accident)|sans\s+faire\s+expr[èe]s|случайно)(?![\p{L}])|误点|誤點|不小心|手滑|点错|點錯|按错|按錯|間違えて|うっかり|誤って|(?:止め|押し|中断し|キャンセルし)たのは間違い|실수로|잘못\s?눌|(?<![\p{L}])(?:my\s+(?:bad|fault|mistake)|my\s+own\s+(?:fault|mistake)|(?:that|it)\s+was\s+(?:on\s+)?me(?![\p{L}])|culpa\s+m[íi]a|error\s+m[íi]o|minha\s+culpa|erro\s+meu|mein\s+fehler|meine\s+schuld|ma\s+faute|erreur\s+de\s+ma\s+part|мой\s+косяк|моя\s+ошибка|(?:я|сам)\s+(?:накосячил|виноват))|私(?:が|の)[^。！？!?]{0,40}せい(?:だった|でした)|(?:私|自分)の(?:ミス|間違い)|是我(?:自己)?(?:本地)?[^，。,.]{0,12}(?:的问题|的問題)|是我(?:自己)?(?:搞错|搞錯|弄错|弄錯)|我的(?:锅|鍋)|(?:제|내)\s?(?:실수|잘못)(?:였|이었|예요|이에요|입니다)|(?<![\p{L}])(?:(?:I(?:'ve)?\s+)?changed\s+my\s+mind|on\s+second\s+thought|sorry\s+for\s+the\s+(?:churn|back\s+and\s+forth)|cambi[ée]\s+de\s+(?:opini[óo]n|idea)|mudei\s+de\s+ideia|j'ai\s+chang[ée]\s+d'avis|(?:hab|habe)\s+(?:es\s+)?mir\s+anders\s+überlegt|я\s+передумал[аи]?)(?![\p{L}])|我改主意|気が変わ|考え直しました|제\s?마음이\s?바뀌|(?<![\p{L}])(?:my\s+(?:ticket|spec|description|example|brief|message|note|instructions?|numbers?|request)\s+(?:was|were)\s+(?:wrong|off|incorrect|misleading)|mi\s+(?:ticket|especificaci[óo]n|descripci[óo]n|ejemplo|mensaje)\s+estaba\s+mal|meu\s+(?:ticket|exemplo|pedido|texto)\s+(?:estava|tava)\s+errado|mon\s+(?:ticket|exemple|message|énoncé)\s+était\s+faux|mein\s+(?:Ticket|Beispiel|Text)\s+war\s+falsch)(?![\p{L}])|(?:我的|是我)(?:工单|工單|需求|描述|例子)?(?:写错|寫錯)了/iu;

/**
 * Whether a sentence tells the human's own slip or fault (SLIP: "my ticket was wrong" too), or their own change of mind ("put the old label back, I
 * changed my mind", "я передумал"), not one said to the agent (SECOND_PERSON).
 */
function ownSlip(part: SentenceReading): boolean {
  return SLIP.test(part.sentence) && !SECOND_PERSON.test(part.sentence);
}

/** Said to the agent ("you accidentally deleted …", "你不小心把…删了"): its slip, not the human's. */
const SECOND_PERSON = /(?<![\p{L}])(?:you|u|your|du|dein|tu|vous|ton|ta|t[úu]|usted|voc[êe]|vc|ты|вы|твой)(?![\p{L}])|你|您|君|あなた|너|당신/iu;

/** Cues a clarification of the human's own words is said with: "I meant", "not X", "no,". */
const CLARIFYING: ReadonlySet<string> = new Set(['clarify', 'x-not-y', 'no-then-directive']);

/** Cues that speak of work done before the turn, in this session or an earlier one: taking it back, or what was agreed. */
function speaksOfEarlierWork(cue: CorrectionCue): boolean {
  return cue.takesBack === true || EARLIER_WORK.has(cue.id);
}

const EARLIER_WORK: ReadonlySet<string> = new Set(['told-you', 'unasked']);

/** Whether a sentence asks: a clause of it is a question, or it ends with a question mark. */
function sentenceAsks(part: Pick<SentenceReading, 'sentence' | 'clauses'>): boolean {
  return part.clauses.some((clause) => clause.classes.includes('question')) || /[?？]\s*$/u.test(part.sentence);
}

/**
 * Cues said in the form of a requirement ("it has to run under an hour", "il faut que ça marche à la manette", "only
 * the certs"): of what the agent made they correct it, but in a spec they are said of the work the spec asks for.
 */
const REQUIREMENT_FORMS: ReadonlySet<string> = new Set(['must-use', 'only']);

/**
 * Cues that state a fact of the machine or the project the agent worked against ("this box is a pi 5", "that file is
 * generated from the spec"): they say what the agent assumed wrong, whatever they name.
 */
const STATES_FACT: ReadonlySet<string> = new Set(['machine', 'generated']);

/**
 * A question that challenges rather than asks: "why …", "is there a reason …", "how is that supposed to …",
 * "seriously?", or asked twice over ("JSch??"). A fact told beside it says what the agent got wrong.
 */
const CHALLENGES =
  /(?<![\p{L}])(?:why|how\s+come|is\s+there\s+a\s+reason|(?:how|what)\s+is\s+(?:that|this)\s+supposed|por\s*qu[eé]|warum|wieso|weshalb|pourquoi|почему|зачем|para\s+qu[eé]|pra\s+qu[eêé]|por\s+que)(?![\p{L}])|为什么|為什麼|为啥|為啥|干嘛|幹嘛|怎么会|怎麼會|なんで|なぜ|どうして|왜|이유가|理由(?:が|は)|(?:什么|什麼|啥)理由|(?<![\p{L}])(?:seriously|en\s+serio|sério|ernsthaft|sérieux|серь[её]зно)(?![\p{L}])|认真的|認真的|[?？][?？!！]/iu;

/** The agent's choice doubted, in every language: "are you sure …?", "t'es sûr …?", "¿estás seguro …?", "ты уверен …?", "你确定 …？". */
const DOUBTS_AGENT =
  /(?<![\p{L}])(?:are\s+you\s+sure|you\s+sure|r\s+u\s+sure|t['’]es\s+s[ûu]re?|tu\s+es\s+s[ûu]re?|vous\s+êtes\s+s[ûu]rs?|est[áa]s\s+segur[oa]|tem\s+certeza|bist\s+du\s+sicher|ты\s+уверен[а]?)(?![\p{L}])|你确定|你確定|本当に(?:それで|これで)?(?:いい|大丈夫)|확실해요?|확실한가요/iu;

/** Cues that state how the project or the machine is ("we're on …", "we never …", "I'm on Windows"). */
const STATES_CONTEXT: ReadonlySet<string> = new Set(['machine', 'convention']);

/**
 * Whether the human goes on after a sentence to tell the agent what to do instead (`beforeMore`): a next sentence, in a
 * turn without pasted output, that is no acknowledgement, go-ahead or question, nor the human's own lot ("… 🙃 i have a
 * meeting at 3", "… 🙄 ok go ahead"); "… 🙄 filtra no banco", "… 🙃 revert everything except DE" tell. (A request after
 * it is read as one: "… 🤦 bitte in der Query paginieren" puts right; "the vendor changed the api again 🙄 can you update
 * the client", new work after a sigh at someone else, is taken for a correction too.)
 */
function toldAfter(next: SentenceReading | undefined, context: TextContext): boolean {
  if (next === undefined || context.holdsPasted === true) return false;
  const opening = next.clauses[0]?.classes ?? [];
  if (opening.some((id) => id === 'acknowledgement' || id === 'plan-approval' || id === 'question')) return false;
  return !FIRST_PERSON_OPENING.test(next.sentence);
}

/** A sentence that opens with the human speaking of themselves, in every language: "i have a meeting", "ich muss", "我在开会". */
const FIRST_PERSON_OPENING = /^\W*(?:i|i'm|im|i've|ive|i'll|ich|je|j'|yo|eu|я|мне|меня)(?![\p{L}])|^\W*(?:我|私|僕|俺|저는|제가|나는|내가)/iu;

/**
 * What a recap of the agent's work is followed by when it corrects nothing: the next piece of work or an approval, in
 * every language ("…, now add the api", "…. next, tests", "…, fine", "…, maintenant …", "…, agora …", "…, теперь …").
 */
const NEXT_WORK_OR_FINE =
  /^\W*(?:and\s+|so\s+|ok\s+|okay\s+)?(?:(?:that'?s|thats|it'?s|its|which\s+is)\s+(?:fine|ok|okay|good|right|correct|perfect|what\s+i\s+want(?:ed)?)(?![\p{L}])|now|next|then|also|fine|good|great|nice|perfect|cool|maintenant|ensuite|bien|parfait|agora|depois|beleza|ótimo|otimo|теперь|потом|хорошо|отлично)(?![\p{L}])/iu;

/** What is said right after a point of a sentence: its next clause, else the next sentence. */
function saidNext(parts: readonly SentenceReading[], at: number, from: number): string {
  const rest = (parts[at]?.sentence ?? '').slice(Math.max(0, from));
  const cut = rest.search(/[,;—–]\s/u);
  return cut === -1 ? (parts[at + 1]?.sentence ?? '') : rest.slice(cut + 1);
}

/** A turn of contrast, in every language: "but", "mais", "aber", "но", "但是", "でも", "하지만". */
const CONTRAST =
  /(?<![\p{L}])(?:but|though|however|yet|mais|pourtant|pero|aunque|mas|por[ée]m|aber|doch|jedoch|но|однако|хотя)(?![\p{L}])|但是?|可是|不过|不過|でも|けど|하지만|근데|그런데/iu;

/**
 * Instructions to the agent ("you need to apply the discount", "ask me before you change the schema", "verify it in the
 * sandbox before telling me", "don't ask, just run it") and facts of the machine ("compute nodes can't reach the
 * internet", "the server only has 8 GB"): said on their own they correct; inside a spec of new work (a plan of the next
 * phases, a ticket with what to check) they say how that work is to be done and where it runs (GUIDE: "commit after
 * each step" stays a task request), and count only beside another cue — a complaint, a word of earlier work — or in a
 * sentence said for good. So does "wrong" there: a bug to fix ("the coverage plots are wrong for samples split across
 * runs"), a field the new page is to flag ("tell them which field is wrong").
 */
const OF_THE_WORK_IN_A_SPEC: ReadonlySet<string> = new Set(['ask-first', 'verify-first', 'dont-ask', 'should', 'machine', 'wrong']);

/**
 * How a requirement is said ("always …", "never …", "X must never …", "we should never …"): in a turn that asks it built in
 * (a test, a check, a guard — `buildsItIn`) it is that requirement, not a rule about what the agent did.
 */
const BUILT_IN: ReadonlySet<string> = new Set(['always-never', 'must', 'must-not', 'we-should', 'should', 'not-done']);

/** Cues that say what is there and what is not ("just the axes", "no curves", "there's no legend"): beside a failure, its picture. */
const WHAT_IS_THERE: ReadonlySet<string> = new Set(['only', 'no-x', 'absent']);

/** Cues that halt what the agent is doing ("wait", "stop that"): beside the human stepping away, their own lot. */
const HALTS: ReadonlySet<string> = new Set(['wait', 'stop']);

/**
 * Whether a turn's weak cues are requirements of other work it holds, not a turn away from what the agent did
 * (docs/memory.md "Said of what the agent did"): "increase the node group by one, via terraform, not through the
 * console" after the agent reported the node group full. So when the turn says more than its cues (a clause with no
 * cue that is no yes or thanks), none of its cues speaks of the agent's doing or states a fact, and it names nothing
 * the agent said or did since the human last spoke (agent-terms.ts). Where the agent said nothing and changed nothing
 * (it only looked), there is nothing of its own the cues could be about ("we need a load test …, don't hardcode it").
 * A rule said alone ("please don't sprinkle comments over every line you touch") stays a correction: it has nothing
 * else to be a requirement of.
 */
function isRequirementOfOtherWork(
  text: string,
  parts: readonly SentenceReading[],
  counted: readonly CueMatch[],
  context: TextContext,
  cueLanguages: readonly HumanLanguage[],
): boolean {
  const agentWords = agentWordsOf(context);
  if (agentWords === undefined && context.agentChanged) return false;
  // "いや、ログに日本時間で書かないで。ログは全部UTC", "no, don't store it local, the DB is all UTC": a no to what the agent just changed
  if (context.agentChanged && context.agentAsked !== true && REFUSAL_OPENING.test(text) && counted.some((match) => TURNS_AWAY.has(match.cue.id))) return false;
  if (counted.some((match) => speaksOfAgent(match.cue) || STATES_FACT.has(match.cue.id) || echoesAgent(match, context, cueLanguages))) return false;
  // "keine englischen Kommentare im Tarifmodul, hier ist alles auf Deutsch": the house's way for everything, told with it
  if (parts.some((part) => HOUSE_EVERYTHING.test(part.sentence))) return false;
  // "next: the export screen … and the cache you put in the controller, don't keep it": said of the agent's work
  if (parts.some((part) => part.pointsBack && counted.some((match) => part.cues.some((own) => own.index === match.index)))) return false;
  return saysMoreThanItsCues(parts) && (agentWords === undefined || !namesAgentTerm(text, agentWords, cueLanguages));
}

/**
 * How everything is done here, in every language: "here everything is in German", "aquí todo va en español", "ici tout
 * est en UTC", "у нас всё в UTC", "这里全部用 …", "ここは全部 …".
 */
const HOUSE_EVERYTHING =
  /(?<![\p{L}])(?:(?:here|in\s+this\s+(?:repo|project|codebase))\s+(?:it'?s\s+)?(?:everything|all)|everything\s+(?:here|in\s+this\s+(?:repo|project|codebase))|hier\s+(?:ist|sind|läuft|geht|kommt)?\s*alles|alles\s+hier|aqu[íi]\s+todo|todo\s+aqu[íi]|aqui\s+tudo|tudo\s+aqui|ici\s+tout|tout\s+(?:est\s+)?ici|(?:у\s+нас|здесь|тут)\s+вс[её])(?![\p{L}])|(?:这里|這裡|我们这|我們這)(?:全部|都|一律)|ここは(?:全部|すべて|全て)|여기(?:는|선)?\s*(?:전부|다|모두)/iu;

/** Whether a clause of the turn holds no cue and says something of its own: more than yes, no or thanks, or a rule's end. */
function saysMoreThanItsCues(parts: readonly SentenceReading[]): boolean {
  return parts.some((part) =>
    part.clauses.some((clause) => {
      if (part.cues.some((match) => match.clause === clause)) return false;
      if (clause.classes.length > 0 && clause.classes.every((id) => ANSWERS.has(id))) return false;
      if (isBareAnswer(part, clause)) return false;
      return saysSomething(part, clause);
    }),
  );
}

/** Whether a clause's own words say something: a clause of words, as long as OWN_CLAUSE_CHARS (a rule's end is shorter). */
function saysSomething(part: SentenceReading, clause: Clause): boolean {
  const said = part.sentence.slice(clause.start, nextStart(part, clause)).trim();
  return LETTERS.test(said) && said.length >= (UNSPACED_SCRIPT.test(said) ? OWN_CLAUSE_CHARS_UNSPACED : OWN_CLAUSE_CHARS);
}

/** Two letters in a row: a clause of words, not of punctuation or figures. */
const LETTERS = /\p{L}{2}/u;

/**
 * How long a clause without a cue is at least to say something of its own (in a script written without spaces, in
 * characters of it): a short one after a rule finishes it ("avoid print() for debugging, use the logger").
 */
const OWN_CLAUSE_CHARS = 20;
const OWN_CLAUSE_CHARS_UNSPACED = 8;

/**
 * A cue that is itself about the agent's doing, whatever it names: a word to the agent ("why did you …", "I told
 * you"), a complaint about or a taking back of what it made, a term it echoes, a rule for good.
 */
function speaksOfAgent(cue: CorrectionCue): boolean {
  return cue.addressesAgent === true || cue.aboutWork === true || cue.echoOnly === true || cue.standingRule === true;
}

/** A word that points back at what was just said, as the term a redirect turns away from. */
const POINTS_BACK = /^(?:그거|그건|그것|이거|저거|それ|そっち|そちら|あれ)$/u;

/** A redirect cue whose replaced term (its `replaced` group) is in what the agent just said: 3 letters at least, 2 of such a script. */
function echoesAgent(match: CueMatch, context: TextContext, languages: readonly HumanLanguage[]): boolean {
  // the term as quoted ("not `explore`") is the term, as is the term before a full stop ("foundry, not hardhat.")
  const replaced = match.replaced?.replace(/^[`'"“‘]+|[`'"”’.,;:!?。，；：！？]+$/gu, '').toLowerCase();
  if (replaced === undefined || context.agentText === undefined) return false;
  // "그거 말고 …", "それじゃなくて …": not that — a word that points at what the agent just said
  if (POINTS_BACK.test(replaced)) return true;
  // two characters of a script written without spaces name as much as three letters
  if (replaced.length < (UNSPACED_SCRIPT.test(replaced) ? 2 : 3)) return false;
  if (agentSaidTerm(replaced, context.agentText, languages)) return true;
  // what the agent used is also what its calls named ("there is no brew there" after `brew install …`)
  const agentWords = agentWordsOf(context);
  return agentWords !== undefined && agentWords !== context.agentText && agentSaidTerm(replaced, agentWords, languages);
}

/**
 * Right after the human rejected a call, a turn that is no request, acknowledgement, approval or failure report
 * says what is wrong with the call, even without a cue word ("I think the library sets it, it's an inline style").
 */
function reasonAfterRejection(text: string, parts: readonly SentenceReading[], context: TextContext): TextVerdict | undefined {
  if (context.afterRejection !== true || context.mostlyPasted === true) return undefined;
  if (parts.some((part) => part.failure !== undefined)) return undefined;
  // a question asks, after a rejection too (what the rejected call would do, whether it is needed): a turn that
  // opens with one is a question; one that opens by saying what to do instead may ask something after it
  const [opening] = parts;
  if (opening === undefined || /[?？]\s*$/u.test(opening.sentence)) return undefined;
  // "no! that's prod, test only in /tmp": a turn that opens by refusing says why, whatever it then asks for instead
  if (REFUSAL_OPENING.test(opening.sentence)) return verdict('after-refusal', AFTER_REJECTION_CONFIDENCE, false, [], ruleSentence(text, undefined));
  if (opening.clauses.some((clause) => clause.classes.some((id) => NOT_CORRECTING.has(id)))) return undefined;
  if (parts.some((part) => part.clauses.some((clause) => clause.classes.some((id) => NOT_CORRECTING_AFTER_REFUSAL.has(id))))) return undefined;
  return verdict('after-refusal', AFTER_REJECTION_CONFIDENCE, false, [], ruleSentence(text, undefined));
}

/**
 * "pushed to main?? we branch. feat/<ticket>", "金额用 double？？？decimal(18,2)", "pourquoi en dollars ?? je suis à Lyon",
 * "ты серьёзно делаешь 300 запросов? у нас же всё в таблице": a question asked twice over or in disbelief, of what the
 * agent did, then said plainly what is so — in any language, without a cue
 * word. So too a "why …?" of something the agent said or did when what follows tells the house's way ("why a python
 * UDF? every python udf here needs a security review", "а почему через ALTER TABLE? у нас все изменения через
 * Liquibase"); a "why" followed by anything else asks. Not when anything after it asks again ("0.99?? is that real or
 * …") or reports a failure, nor beside pasted output, nor before the agent changed anything.
 */
function challengedThenTold(
  text: string,
  parts: readonly SentenceReading[],
  source: TextSource,
  context: TextContext,
  cueLanguages: readonly HumanLanguage[],
): TextVerdict | undefined {
  if (source !== 'message' || !context.agentChanged || context.holdsPasted === true || context.mostlyPasted === true) return undefined;
  const at = parts.findIndex(
    (part) =>
      part.failure === undefined &&
      (DOUBLY_ASKED.test(part.sentence) ||
        (/[?？]\s*$/u.test(part.sentence) && (SERIOUSLY.test(part.sentence) || asksWhyOfAgent(part, context, cueLanguages)))),
  );
  if (at === -1) return undefined;
  // "… on a gov service?": a few words asked after the disbelief, no question of their own, are more of it
  const told = parts.slice(at + 1).filter((part, index) => !(index === 0 && isDisbeliefFragment(part.sentence)));
  if (told.some((part) => sentenceAsks(part) || TAG_QUESTION.test(part.sentence) || part.failure !== undefined || DID_NOT_KNOW.test(part.sentence)))
    return undefined;
  // "why basic auth?? i thought everything goes through oauth. we can't have passwords in .env": a musing beside a plain
  // statement still tells; a musing alone ("pensé que era deno") or before a request ("acho que … vê onde") wonders
  const muses = told.some((part) => ASKS_OR_MUSES.test(part.sentence));
  if (muses && !told.some((part) => !ASKS_OR_MUSES.test(part.sentence) && !part.clauses.some((clause) => clause.classes.includes('request')))) return undefined;
  const challenge = parts[at]?.sentence ?? '';
  const onlyWhy = !DOUBLY_ASKED.test(challenge) && !SERIOUSLY.test(challenge);
  if (onlyWhy && !told.some((part) => HOUSE_WAY.test(part.sentence))) return undefined;
  const said = told.map((part) => part.sentence).join(' ');
  if ((said.match(/\p{L}/gu) ?? []).length < TOLD_LETTERS) return undefined;
  // a table or a log around it is output the human reacts to
  if ((text.match(/\n/gu) ?? []).length > 1) return undefined;
  return verdict('instruction', CHALLENGE_CONFIDENCE, false, [], ruleSentence(text, text.indexOf(told[0]?.sentence ?? '')));
}

/**
 * "go, but keep them as csv in the bucket" after "Plan: 1) convert the exports to parquet 2) store them in the bucket.
 * Proceed?", "pode, mas sem o pandas, o container não tem", "可以，但是别用 cron 跑": the go-ahead the agent asked for, then a
 * turn of contrast that names what its plan named — the plan put right, in any language, without a cue word. Not where
 * what follows the "but" asks, adds to the plan ("yes, but also the invoices"), keeps a part out of it ("go ahead, but
 * don't touch the atlas": a limit of the work) or names nothing of it ("ok, but I'm off at five").
 */
function yesButOfThePlan(
  text: string,
  parts: readonly SentenceReading[],
  source: TextSource,
  context: TextContext,
  cueLanguages: readonly HumanLanguage[],
): TextVerdict | undefined {
  if (source !== 'message' || context.agentSeeksGoAhead !== true || context.holdsPasted === true) return undefined;
  if (framingOf(text, parts, context) !== 'answer') return undefined;
  const said = saidAfterContrast(parts);
  if (said === undefined || /[?？]/u.test(said) || ADDS_TO_PLAN.test(said) || LEAVES_ALONE.test(said)) return undefined;
  if (!namesAgentWords(said, context, cueLanguages)) return undefined;
  return verdict('instruction', CHALLENGE_CONFIDENCE, false, [], ruleSentence(text, text.indexOf(said)));
}

/**
 * What the turn says after the "but" right after its yes: in its first sentence after a few words ("yes go, but …",
 * "可以，但是 …"), or opening the second ("ok. but …"); not a "but" deep in what the yes goes on to ask ("yes, and also:
 * colored output but …").
 */
function saidAfterContrast(parts: readonly SentenceReading[]): string | undefined {
  for (const [at, part] of parts.slice(0, 2).entries()) {
    const contrast = CONTRAST.exec(part.sentence) ?? ONLY_AS_BUT.exec(part.sentence);
    if (contrast === null || contrast.index > (at === 0 ? YES_BEFORE_CONTRAST_CHARS : OPENING_CONTRAST_CHARS)) continue;
    if (at === 0 && (contrast.index === 0 || ADDS_TO_PLAN.test(part.sentence.slice(0, contrast.index)))) continue;
    return part.sentence.slice(contrast.index + contrast[0].length).trim();
  }
  return undefined;
}

/** An "only" that says "but" right after a yes: "да, применяй. только время храним в UTC", "sí, solo que …", "oui, sauf que …". */
const ONLY_AS_BUT = /(?<![\p{L}])(?:только|solo\s+que|sólo\s+que|s[óo]\s+que|sauf\s+que|except(?:\s+that)?|nur\s+dass)(?![\p{L}])/iu;

/** How long the yes before a "but" may be ("yes go ahead, sounds good, but"), and how far into the second sentence its "but" may stand ("ok. and but …"). */
const YES_BEFORE_CONTRAST_CHARS = 30;
const OPENING_CONTRAST_CHARS = 4;

/** Words that add to a plan rather than turn it, in every language: "also", "too", "as well", "también", "auch", "也", "도". */
const ADDS_TO_PLAN =
  /(?<![\p{L}])(?:also|too|as\s+well|plus|tambi[ée]n|adem[áa]s|tamb[ée]m|aussi|[ée]galement|auch|noch|ebenfalls|тоже|также|ещё|еще)(?![\p{L}])|也|还要|還要|另外|も(?:[、,]|\s)|도\s/iu;

/**
 * A sentence told after the challenge that still asks without a question mark ("comment c'est possible", "entonces qué
 * macro uso", "do I need a buck converter") or muses in the first person ("pensé que era deno", "i looked at it for an
 * hour", "that'd surprise me"): the human wonders, it does not say what is so.
 */
const ASKS_OR_MUSES =
  /^(?:\W*(?:so|and|but|ah|hmm+|entonces|alors|donc|então|also|тогда|а)\s+)?(?:how|what|why|where|which|who|when|do\s+I|should\s+I|can\s+I|can\s+we|could\s+we|is\s+(?:it|that|this)|I\s+(?:\w+ed|think|thought|guess|was|looked)|that'?d|comment|pourquoi|qu'est|quel(?:le)?|je\s+(?:pensais|croyais|pense|crois)|c[óo]mo|qu[ée]|por\s*qu[ée]|pens[ée]|cre[íi]|creo|acho|achei|pensei|o\s+que|wie|was|warum|ich\s+(?:dachte|glaube)|что|как|почему|я\s+думал)(?![\p{L}])|^(?:怎么|怎麼|为什么|為什麼|什么|什麼|我以为|我以為|どう|なぜ|なんで|어떻게|왜|뭐)/iu;

/** A few words asked right after the disbelief, with no question word: "on a gov service?", "in prod??", "в проде?". */
function isDisbeliefFragment(sentence: string): boolean {
  return /[?？]\s*$/u.test(sentence) && sentence.length <= DISBELIEF_FRAGMENT_CHARS && !ASKS_OR_MUSES.test(sentence);
}

const DISBELIEF_FRAGMENT_CHARS = 24;

/**
 * A statement that ends asking to be confirmed, without a question mark: "… so we wouldn't wrap even at 5min right",
 * "drug_exposure suffit non", "… oder", "… né", "… да", "…吗": the human still asks (not the rhetorical "这是常识吧",
 * "다 바꿨잖아", "…해야죠", which tell).
 */
const TAG_QUESTION = /(?:(?<![\p{L}])(?:right|no|non|oder|né|verdad|hein|да)|吗|嗎)\s*[.…~]*\s*$/iu;

/** Surprise at news, not disbelief at the agent: "seriously? I didn't know that", "im Ernst? das wusste ich nicht". */
const DID_NOT_KNOW =
  /(?<![\p{L}])(?:(?:didn'?t|did\s+not|never)\s+knew?|had\s+no\s+idea|wusste\s+(?:ich\s+)?nicht|no\s+(?:lo\s+)?sab[íi]a|n[ãa]o\s+sabia|(?:ne\s+)?(?:le\s+)?savais\s+pas|не\s+знал[аи]?)(?![\p{L}])|不知道|知らなかった|몰랐/iu;

/** What the agent said and did since the human last spoke (read on demand where given as a function), else its last words. */
function agentWordsOf(context: TextContext): string | undefined {
  return (typeof context.agentWords === 'function' ? context.agentWords() : context.agentWords) ?? context.agentText;
}

function aloneOnlyWhereSaid(cue: CorrectionCue): boolean {
  return cue.aloneOnEcho === true || cue.aloneFirst === true || cue.againstAgentWords === true;
}

/**
 * Whether the sentence at `at` follows one that describes something: a clause of its own words, no acknowledgement,
 * go-ahead or bare answer, as long as a clause that says something (OWN_CLAUSE_CHARS) — "47 files for a bell icon.",
 * not "thanks.", "worked.", "it works now.".
 */
function saidAfterStatement(parts: readonly SentenceReading[], at: number): boolean {
  const before = parts[at - 1];
  return (
    before !== undefined &&
    before.clauses.some((clause) => {
      if (clause.classes.some((id) => ANSWERS.has(id)) || isBareAnswer(before, clause)) return false;
      return saysSomething(before, clause);
    })
  );
}

/** Whether a cue that corrects alone only where it is said (`aloneOnEcho`, `aloneFirst`, `againstAgentWords`) is said there. */
function saidWhereItCountsAlone(
  match: CueMatch,
  at: number,
  part: SentenceReading,
  text: string,
  context: TextContext,
  cueLanguages: readonly HumanLanguage[],
): boolean {
  const { cue } = match;
  if (cue.aloneFirst === true && at > 0) return false;
  if (cue.againstAgentWords === true) return againstAgentWords(match, text, context, cueLanguages);
  // what the agent said or did unknown, the cue is taken as said of it
  return cue.aloneOnEcho !== true || agentWordsOf(context) === undefined || namesAgentWords(part.sentence, context, cueLanguages);
}

/**
 * Whether what the house uses is said against what the agent used: the turn names something the agent said or did, and
 * the thing the cue names is none of that ("why poetry? … we're on uv" after poetry ran). What the agent said or did
 * unknown, the cue is taken as said of it.
 */
function againstAgentWords(match: CueMatch, text: string, context: TextContext, cueLanguages: readonly HumanLanguage[]): boolean {
  const agentWords = agentWordsOf(context);
  if (agentWords === undefined) return true;
  const named = match.named?.toLowerCase();
  return namesAgentTerm(text, agentWords, cueLanguages) && (named === undefined || !agentWords.toLowerCase().includes(named));
}

/** Whether `sentence` names something the agent said or did since the human last spoke (its words, or what its calls named). */
function namesAgentWords(sentence: string, context: TextContext, cueLanguages: readonly HumanLanguage[]): boolean {
  const agentWords = agentWordsOf(context);
  return agentWords !== undefined && namesAgentTerm(sentence, agentWords, cueLanguages);
}

/**
 * "… fica no schema noc, nunca no public" after "I'll create it in the public schema", "never regenerate an issued
 * one" after "I'll regenerate all of them": an "always" or "never" whose next words name what the agent said it would
 * do turns it away from that, as "X, not Y" does.
 */
function neverOfAgentWords(match: CueMatch, part: SentenceReading, context: TextContext, cueLanguages: readonly HumanLanguage[]): boolean {
  if (match.cue.id !== 'always-never') return false;
  const after = part.sentence
    .slice(match.index - part.base)
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .split(/\s+/u)
    .slice(0, NEVER_OBJECT_WORDS + 1)
    .join(' ')
    .slice(0, NEVER_OBJECT_CHARS);
  return namesAgentWords(after, context, cueLanguages);
}

/** How many words after an "always" or "never" name what it is said of (its own word first), and in how many characters (a script without spaces). */
const NEVER_OBJECT_WORDS = 2;
const NEVER_OBJECT_CHARS = 24;

/** A "why …?" of something the agent said or did since the human last spoke (its words, or what its calls named). */
function asksWhyOfAgent(part: SentenceReading, context: TextContext, cueLanguages: readonly HumanLanguage[]): boolean {
  return WHY_OPENING.test(part.sentence) && namesAgentWords(part.sentence, context, cueLanguages);
}

/** Words of the house's way, in every language: "we", "our", "here", "always", "у нас", "bei uns", "我们", "うち". */
const HOUSE_WAY =
  /(?<![\p{L}])(?:we|our|here|everywhere|everything|always|never|nosotros|nuestr[oa]s?|tenemos|usamos|aqu[íi]|ac[áa]|siempre|nunca|a\s+gente|nosso|nossa|temos|aqui|sempre|wir|unser[e]?|bei\s+uns|hier|immer|nie|on\s+(?:utilise|fait|met|garde|passe|a|n['’]a|ne)|chez\s+nous|ici|toujours|jamais|notre|nos|у\s+нас|мы|наш[аеи]?|всегда|никогда)(?![\p{L}])|我们|我們|一直|一律|都是|うち|いつも|必ず|저희|우리|항상/iu;
/**
 * A question that opens with "why" in every language, or asks whether the agent really needs what it took ("do you really
 * need lodash for that?", "t'as vraiment besoin de pandas ?", "brauchst du wirklich …?"): the agent's choice, questioned.
 */
const WHY_OPENING =
  /^\W*(?:(?:and|so|but|y|e|und|et|а|и)\s+)?(?:why|how\s+come|por\s*qu[eé]|warum|wieso|pourquoi|почему|зачем|para\s+qu[eé]|do\s+(?:you|we|u)\s+really\s+need|(?:t['’]as|as-tu|avez-vous)\s+vraiment\s+besoin|(?:de\s+verdad|realmente)\s+necesit[aá]s|precisa(?:va)?\s+(?:mesmo|realmente)|brauch(?:st\s+du|en\s+wir)\s+wirklich|(?:тебе\s+)?(?:правда|действительно|реально)\s+нуж(?:ен|на|но|ны))(?![\p{L}])|^\W*(?:为什么|為什麼|为啥|為啥|干嘛|幹嘛|なんで|なぜ|どうして|왜|真的需要|本当に必要|정말\s?필요)/iu;

/** A sentence that ends asking twice over: "??", "？？", "?!", "?!?!". */
const DOUBLY_ASKED = /[?？](?:[?？]|[!！])+\s*$/u;
/** Asked in disbelief: "seriously?", "you're seriously making 300 calls for one number?", "¿en serio?", "认真的？". */
const SERIOUSLY =
  /(?<![\p{L}])(?:seriously|for\s+real|en\s+serio|s[ée]rio|ernsthaft|im\s+ernst|sérieux|sérieusement|серь[её]зно|всерь[её]з)(?![\p{L}])|认真的|認真的|本気で|マジで|진심/iu;
/** What is told after the challenge says something: a few words, not "lol" or an emoji. */
const TOLD_LETTERS = 12;
const CHALLENGE_CONFIDENCE = 0.7;

/** Words that only answer yes or no: a clause of them alone does not say what the sentence is. */
const BARE_ANSWER =
  /^(?:no+|nope|nah|yes|yeah|wait|hold\s+on|hang\s+on|不|不是|不对|不對|等等|等一下|いや|いいえ|待って(?:て)?|아니(?:요)?|잠깐(?:만)?(?:요)?|ちょっと待って(?:て)?|等下|稍等|non|nein|нет|não|esper[áa]|pera[íi]?|warte|moment|attends|attendez|подожди|погоди)[\s,.!。，！、]*$/iu;

/** A bare "stop", "pause" or "wait" before what the human tells of their own situation ("стоп, клиент звонит") only opens the telling. */
const BARE_STOP =
  /^(?:(?:please\s+)?(?:stop|pause)(?:\s+(?:please|for\s+now|a\s+sec(?:ond)?|for\s+a\s+(?:sec(?:ond)?|moment|bit)))?|stopp|halt|pause|стоп|пауза|остановись|停(?:一下)?|先停(?:一下|下)?|暂停(?:一下)?|暫停(?:一下)?|(?:ちょっと)?(?:止めて|止まって|ストップ)(?:ください)?|(?:잠깐|잠시)?\s*멈춰\s*(?:주세요|줘요?|봐요?)?|para(?:\s+a[íi])?|pará|detente|pare|arrête|arrêtez|wait|hold\s+on|hang\s+on|等等|等一下|等下|稍等|(?:ちょっと)?待って(?:て|ください)?|잠깐(?:만)?(?:요)?|잠시만요?|esper[áa]|pera[íi]?|warte|moment|attends|attendez|подожди|погоди)[\s,.!。，！、]*$/iu;

/** Whether every clause of the turn but `clause` asks (and there is one). */
function onlyAsksBesides(parts: readonly SentenceReading[], clause: Clause): boolean {
  const asking = parts.flatMap((part) =>
    part.clauses.filter((other) => other !== clause).map((other) => other.classes.includes('question') || /[?？]\s*$/u.test(part.sentence)),
  );
  return asking.length > 0 && asking.every(Boolean);
}

/** The first clause of a sentence that says more than yes or no. */
function openingClause(part: SentenceReading): Clause | undefined {
  return part.clauses.find((clause) => !isBareAnswer(part, clause)) ?? part.clauses[0];
}

function isBareStop(part: SentenceReading, clause: Clause): boolean {
  return BARE_STOP.test(part.sentence.slice(clause.start, nextStart(part, clause)).trim());
}

function isBareAnswer(part: SentenceReading, clause: Clause): boolean {
  return BARE_ANSWER.test(part.sentence.slice(clause.start, nextStart(part, clause)).trim());
}

function nextStart(part: SentenceReading, clause: Clause): number {
  const after = part.clauses.find((candidate) => candidate.start > clause.start);
  return after === undefined ? part.sentence.length : after.start;
}

/** A suggestion said with a rising end: "I think we should …?", "maybe use X?". */
const HEDGED = /^(?:\W*(?:ok|so|well|hmm+|wait)\W+)*(?:I\s+(?:don't\s+|do\s+not\s+)?(?:think|guess|feel|believe)|maybe|perhaps|probably)\b/i;

/**
 * A turn this long hands the agent work (a spec, a ticket, the next phase with its constraints): its "never" and
 * "don't" are requirements of that work. What speaks of the agent's own doing still corrects (see countsIn).
 */
const SPEC_CHARS = 250;

/** A list of what a request wants: "1. … 2. …" (on lines or inline), "- …" lines, "①… ②…". */
const ENUMERATION = /(?:^|[\s:：])1[.)、]\s*\S[^]*?(?:^|\s)2[.)、]\s*\S|(?:^|\n)\s*[-*•]\s+\S[^]*\n\s*[-*•]\s+\S|①\s*\S[^]*?②\s*\S/mu;

/** A cue's weight here: one that also answers questions ("no, …", a prohibition) is weak right after the agent asked one. */
function weightOf(cue: CorrectionCue, context: TextContext): number {
  // "no, don't run it, I'll run it myself" after "Want me to run it?": a prohibition answers what the agent asked
  const answering = (cue.answers === true || PROHIBITIONS.has(cue.id)) && context.agentAsked === true && context.agentSeeksGoAhead !== true;
  return answering ? Math.min(cue.confidence, ANSWER_CUE) : cue.confidence;
}

/** The most words an outcry beside pasted output is said in ("are you kidding me"); two CJK or Hangul characters count as one. */
const OUTCRY_WORDS = 6;

/** Whether the human's words (pasted output already left out) are a few words only: an outcry, not a telling. */
function onlyExclaims(words: string): boolean {
  const spaced = words.match(SPACED_WORD)?.length ?? 0;
  const unspaced = words.match(UNSPACED_CHARACTERS)?.length ?? 0;
  return spaced + unspaced / 2 <= OUTCRY_WORDS;
}

/** Whether most of a turn's lines are pasted output rather than the human's own words. */
function mostlyPasted(own: string, words: string): boolean {
  const lines = own.split('\n').filter((line) => line.trim().length > 0).length;
  const kept = words.split('\n').filter((line) => line.trim().length > 0).length;
  return lines >= 3 && kept * 2 < lines;
}

/** What pasted output says went wrong: an error, a failure, a warning, a command that was not found. */
const ERROR_OUTPUT =
  /\b(?:error|errors|exception|traceback|failed|failure|failures|fail|panic|fatal|warning|not\s+found|denied|exit\s+(?:code|status))\b|错误|錯誤|报错|報錯|失败|失敗|エラー|오류|에러/iu;

/**
 * A turn with no words of the human's own: pasted output that shows an error reports on the agent's work (if there
 * was any); a pasted document or template (a spec, a custom prompt's expansion) says nothing of it.
 */
function pastedOnly(own: string, context: TextContext): TurnReading {
  if (own.trim().length === 0 || !ERROR_OUTPUT.test(own)) return { kind: 'other' };
  if (!context.agentChanged) return { kind: 'failure-report' };
  return {
    kind: 'failure-report',
    correction: { kind: 'failure-report', confidence: FAILURE_REPORT_CONFIDENCE, explicit: false, cues: ['pasted-output'], rule: firstLine(own) },
  };
}

function failureReport(sentence: string, cue: FailureCue, languages: readonly HumanLanguage[]): TextVerdict {
  return { kind: 'failure-report', confidence: FAILURE_REPORT_CONFIDENCE, explicit: false, cues: [cue.id], rule: cleanSentence(sentence, languages) };
}

/** What a turn without a correction is, from its clauses: the first clause says what it opens as. */
function kindOfClauses(parts: readonly SentenceReading[]): HumanTurnKind {
  // a bare "stop", "pause" or "wait" before the reason ("잠깐 멈춰 주세요, 회의 들어가요") is what the reason says
  const clauses = parts.flatMap((part) => part.clauses.filter((clause) => !isBareStop(part, clause)));
  const first = clauses[0]?.classes ?? [];
  if (first.includes('request')) return 'task-request';
  if (clauses.every((clause) => clause.classes.includes('information'))) return 'other';
  // "option 2", "Variante B bitte", "方案二": picking one of the agent's options asks for that work
  if (clauses.every((clause) => clause.classes.some((id) => ANSWERS.has(id) || id === 'information')))
    return parts.some((part) => namesOption(part.sentence)) ? 'task-request' : 'acknowledgement';
  if (clauses.some((clause) => clause.classes.includes('question')) && !clauses.some((clause) => clause.classes.includes('request'))) return 'question';
  return 'task-request';
}

/** The rule without the words that set it apart as a remark ("fwiw: always …" → "always …"). */
function withoutAsideOpening(found: TextVerdict, cueLanguages: readonly HumanLanguage[]): TextVerdict {
  for (const language of cueLanguages) {
    const aside = language.asides.exec(found.rule);
    if (!aside) continue;
    const rule = found.rule.slice(aside[0].length).replace(/^[\s,，:：;；、.。—–-]+/u, '');
    return rule === '' ? found : { ...found, rule };
  }
  return found;
}

function verdict(kind: CorrectionKind, confidence: number, explicit: boolean, matched: readonly CueMatch[], rule: string): TextVerdict {
  return { kind, confidence: round(confidence), explicit, cues: [...new Set(matched.map(({ cue }) => cue.id))], rule };
}

function strongestOf<T extends CueMatch>(matched: readonly T[]): T | undefined {
  return matched.reduce<T | undefined>((best, match) => (best === undefined || weightOfMatch(match) > weightOfMatch(best) ? match : best), undefined);
}

function weightOfMatch(match: CueMatch): number {
  return match.weight ?? match.cue.confidence;
}

function straighten(raw: string): string {
  return raw.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/\u00a0/g, ' ');
}

/** Informal spellings made standard outside code spans and flags: "`-u`" and "git push -u" stay as written. */
function withStandardSpellings(text: string, cueLanguages: readonly HumanLanguage[]): string {
  const spellings = cueLanguages.flatMap((language) => language.spellings ?? []);
  if (spellings.length === 0) return text;
  const standard = (prose: string): string => spellings.reduce((normal, [pattern, written]) => normal.replace(pattern, written), prose);
  if (!text.includes('`') && !text.includes('-')) return standard(text);
  let normal = '';
  let from = 0;
  for (const span of text.matchAll(CODE_OR_FLAG)) {
    normal += standard(text.slice(from, span.index)) + span[0];
    from = span.index + span[0].length;
  }
  return normal + standard(text.slice(from));
}

/** A code span, or a command-line flag ("-u", "--ur"): never an informal spelling. */
const CODE_OR_FLAG = /`[^`\n]*`|(?<![\p{L}\p{N}])--?[\p{L}\p{N}][\p{L}\p{N}-]*/gu;

const EVERYWHERE = new WeakMap<RegExp, RegExp>();

/** A language's pattern as a global one, made once (a pattern is compiled anew with each RegExp). */
function everywhere(pattern: RegExp): RegExp {
  let global = EVERYWHERE.get(pattern);
  if (global === undefined) {
    global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    EVERYWHERE.set(pattern, global);
  }
  return global;
}

/** Single spaces within lines, informal spellings made standard, casual phrases of every language the text is in removed. */
function normalizeText(text: string, languages: readonly HumanLanguage[], cueLanguages: readonly HumanLanguage[]): string {
  let normal = withStandardSpellings(text, cueLanguages);
  for (const language of languages) {
    if (language.casual) normal = normal.replace(everywhere(language.casual), ' ');
  }
  // "… so CI catches it next time": what the new work is for, not a rule said for later
  for (const language of cueLanguages) normal = normal.replace(everywhere(language.purposes), ' ');
  return normal
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

/** The human's own words: the whole of a short message, the first paragraph of a long one. */
function ownWords(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= OWN_WORDS_MAX_CHARS) return trimmed;
  const blank = trimmed.search(/\n\s*\n/);
  const first = blank === -1 ? trimmed : trimmed.slice(0, blank).trim();
  // the cut drops a token it would halve: no part of a key reaches a rule (safety/cut.ts)
  return cutAtToken(first, FIRST_PARAGRAPH_MAX_CHARS);
}

interface Clause {
  /** Offset in the sentence. */
  start: number;
  classes: MessageClassId[];
}

interface CueMatch {
  cue: CorrectionCue;
  /** Offset in the whole text. */
  index: number;
  /** For a redirect cue: the term it turns away from (its `replaced` group). */
  replaced?: string;
  /** For a cue of what the house uses: the thing it names (its `named` group, `againstAgentWords`). */
  named?: string;
  clause: Clause;
  /** The cue's weight in this turn's context (weightOf), once counted. */
  weight?: number;
  /**
   * Whether the cue corrects alone where it stands; false where it counts only beside another: a cue said where it does
   * not correct alone (`aloneOnEcho`, `aloneFirst`), an instruction or a fact of the machine inside a spec
   * (`OF_THE_WORK_IN_A_SPEC`), "always"/"never" scoped to one piece of the work, a standing cue of each time in a spec.
   */
  countsAlone?: boolean;
  /** A standing cue said with words of each time ("nach jedem Schritt", "每次提交前"): see the language's `eachTime`. */
  eachTime?: true;
}

interface SentenceReading {
  sentence: string;
  /** Where the sentence starts in the text (its cues' indexes count from the text's start). */
  base: number;
  clauses: Clause[];
  cues: CueMatch[];
  standing: boolean;
  /** What sets the sentence apart for good is only a word of each time ("after each step", "每次"): see `eachTime`. */
  eachTimeOnly?: true;
  /** The sentence opens as a remark in passing ("btw", "fwiw", "ちなみに"). */
  aside: boolean;
  /** The sentence points back at what the agent just did or made ("the retry you just added", "你刚才把…"): `pointsBack`. */
  pointsBack: boolean;
  /** The sentence puts something off ("… yet", "先…", "まだ…", "пока…"): see `limitsAskedWork`. */
  defers?: boolean;
  failure?: FailureCue;
}

/**
 * Where a sentence splits into clauses for the class rules: commas and semicolons followed by a space, dashes,
 * and Chinese and Japanese clause punctuation (a comma beside a Han character needs no space). Chinese and Japanese
 * typed in a chat put a space where a stop or a comma goes: a space between two of their characters ends a
 * sentence (filters.ts), one before a word that opens a clause of its own (you, but, don't: "… regs.h 你不要 …") splits
 * a clause — other spaces beside a Latin word are only the spaces tidy writers put around it ("用 dayjs 格式化").
 */
const CLAUSE_SPLIT =
  /[,;]\s+|\s+[—–-]\s+|[，；、]\s*|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[,;]\s*|[,;](?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])|(?<=\S)\s+(?=(?:你|您|但是?|可是|不过|不過|别|別|不要|不然|否则|否則|でも|だけど)[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{L}])/gu;

/** The mark of an item of a list a sentence opens with ("1) never …", "2. …", "- …", "a) …"): the item's words start after it. */
const LIST_MARKER = /^\s*(?:\(?\d{1,2}[.)）]|[-*•·]|\(?[a-z][)）])\s+/u;

/** A turn's sentences, each with its offset in the text and its clauses (their classes). */
function sentenceClauses(text: string, languages: readonly HumanLanguage[]): Array<{ sentence: string; base: number; clauses: Clause[] }> {
  return withBareNoJoined(text, sentences(text)).map(({ sentence, base }) => ({ sentence, base, clauses: clausesOf(sentence, languages) }));
}

function readSentences(text: string, languages: readonly HumanLanguage[]): SentenceReading[] {
  const readings: SentenceReading[] = [];
  const cueLanguages = cueLanguagesOf(text, languages);
  for (const { sentence, base, clauses } of sentenceClauses(text, languages)) {
    const cueText = withoutQuotedOutput(withoutLeading(sentence.replace(LIST_MARKER, ''), languages, (language) => language.interjections));
    const shift = sentence.length - cueText.length;
    const found: CueMatch[] = [];
    // only the cues whose literals the sentence holds can match (cue-gate.ts)
    const folded = foldCase(cueText);
    for (const cue of cuesThatMayMatch(cueLanguages, folded)) {
      const match = cue.pattern.exec(cueText);
      if (!match) continue;
      // the clause the cue word is in (a match may start at the punctuation before it)
      const end = shift + match.index + match[0].length - 1;
      const clause = clauses.filter((candidate) => candidate.start <= end).at(-1) ?? clauses[0];
      if (clause === undefined) continue;
      const replaced = match.groups?.replaced;
      const named = match.groups?.named;
      const eachTime = cue.id === 'standing' && cueLanguages.some((language) => language.eachTime.test(match[0]));
      found.push({
        cue,
        index: base + shift + match.index,
        clause,
        ...(replaced !== undefined && { replaced }),
        ...(named !== undefined && { named }),
        ...(eachTime && { eachTime }),
      });
    }
    const failure = failureIn(sentence, clauses, languages);
    const standing = cueLanguages.some((language) => language.standing.test(sentence));
    // what sets it apart for good is only a word of each time ("after each step", "每次"): see `eachTime`
    const eachTimeOnly = standing && saidOnlyEachTime(sentence, cueLanguages);
    const opening = withoutLeadingEmoji(sentence);
    const aside = cueLanguages.some((language) => language.asides.test(opening));
    const pointsBack = found.length > 0 && cueLanguages.some((language) => language.pointsBack.test(sentence));
    readings.push({
      sentence,
      base,
      clauses,
      cues: found,
      standing,
      aside,
      pointsBack,
      ...(eachTimeOnly && { eachTimeOnly: true }),
      ...(failure && { failure }),
    });
  }
  return readings;
}

/** Whether nothing but words of each time sets a standing sentence apart: `standing` no longer holds with them left out. */
function saidOnlyEachTime(sentence: string, cueLanguages: readonly HumanLanguage[]): boolean {
  const eachTimes = cueLanguages.filter((language) => language.eachTime.test(sentence));
  if (eachTimes.length === 0) return false;
  let without = sentence;
  for (const language of eachTimes) without = without.replace(everywhere(language.eachTime), ' ');
  return !cueLanguages.some((language) => language.standing.test(without));
}

/**
 * A sentence that takes back what the human said in an earlier turn ("forget what I said about always asking
 * first", "olvidate de lo que te dije de no tocar el footer") names the rule it revokes: its cues give no rule.
 * Another sentence of the turn may still give one. A sentence that puts something off ("don't fix anything yet",
 * "先别改代码", "まだ消さないでね") is marked: see `limitsAskedWork`.
 */
function withoutRetractedRules(parts: SentenceReading[], cueLanguages: readonly HumanLanguage[]): SentenceReading[] {
  return parts.map((part) => {
    if (cueLanguages.some((language) => language.retracts.test(part.sentence))) return { ...part, cues: [] };
    if (!cueLanguages.some((language) => language.deferrals.test(part.sentence))) return part;
    // "まだ直さないで": the "still" of a failure is the "yet" of what is put off
    const prohibits = part.cues.some((match) => PROHIBITIONS.has(match.cue.id));
    return { ...part, defers: true, ...(prohibits && { failure: undefined }) };
  });
}

/**
 * Prohibitions: a deferral ("… yet", "先…", "まだ…") can make one a limit of the work asked for now, and right after the
 * agent asked something one is an answer ("no, don't run it, I'll run it on the cluster myself").
 */
const PROHIBITIONS: ReadonlySet<string> = new Set(['dont', 'no-need', 'must-not', 'no-x', 'keep-as-is']);
/** What a product shows or displays, in every language but English: "mostra", "muestra", "affiche", "zeigt", "показывай", "显示", "表示", "보여". */
const SHOWN =
  /(?<![\p{L}-])(?:mostr[aeo]\p{L}*|exib[aei]\p{L}*|muestr[aeo]\p{L}*|affich\p{L}*|montr[eé]\p{L}*|visible|zeig\p{L}*|anzeig\p{L}*|angezeigt|показ\p{L}*|отображ\p{L}*)|显示|顯示|展示|表示|보여|표시/iu;
/** How far after an "always" or "never" its verb is looked for. */
const SHOWN_WITHIN = 60;

/** Prohibitions that turn the agent away from a way of doing the work ("don't retry", "nada de concatenar", "keine Emojis"). */
const TURNS_AWAY: ReadonlySet<string> = new Set(['dont', 'must-not', 'no-x']);

/** What keeps a part of the code out of the work asked for: "don't touch …", "don't refactor …", "no toques …", "건드리지 말고". */
const LEAVES_ALONE =
  /(?<![\p{L}])(?:touch|touching|refactor|refactoring|toques|toqu[eé]s|tocar|mexe|mexa|mexer|anfassen|fass|ändere|toucher|touche|трогай|трогать|трогайте)(?![\p{L}])|건드리|손대|触ら|触る|いじら|いじる|别动|別動|不要动|不要動|别碰|別碰/iu;

/** Cues that keep the agent's hands off something ("don't touch", "never change", "leave it as it is"). */
const KEEPS_OFF: ReadonlySet<string> = new Set(['dont', 'keep-as-is', 'always-never', 'must-not']);

/** Cues that can state what work the agent announced must do as well as turn it from what it did: limits, "always", "must", "X, not Y". */
const OF_ANNOUNCED_WORK: ReadonlySet<string> = new Set([
  'dont',
  'no-need',
  'must-not',
  'no-x',
  'keep-as-is',
  'x-not-y',
  'instead-of',
  'always-never',
  'must',
  'must-use',
  'should',
  'we-should',
  'use-instead',
]);

/**
 * Cues that limit the work an answer leads to ("don't …", "X, not Y"): not "never …"/"always …", which, said after the
 * agent answered the human's question, is as often the rule the answer showed was needed ("the prod db is read-only,
 * never write to it").
 */
const LIMITS_OF_ANSWERED_WORK: ReadonlySet<string> = new Set([...PROHIBITIONS, 'x-not-y', 'instead-of', 'use-instead', 'no-need']);

/** Cues that can limit or shape work asked for as well as turn the agent from what it did: "don't …", "X, not Y", "always …". */
const LIMITS_OF_ASKED_WORK: ReadonlySet<string> = new Set([...PROHIBITIONS, 'x-not-y', 'instead-of', 'always-never']);

/**
 * Whether new work is asked before a cue, in a clause of no cue of its own that says what the work is: a sentence
 * before it ("add a second TAT measure. don't replace the existing one") or a clause before it in its sentence
 * ("改一下，对账完成就写记录，…，别无限重试"). A go-ahead ("はい、その方針で進めてください", "ja, mach") is no new work: what it lets go
 * on is the agent's plan.
 */
function asksWorkBefore(parts: readonly SentenceReading[], at: number, match: CueMatch): boolean {
  const asksWork = (part: SentenceReading, clause: Clause): boolean => {
    if (!clause.classes.includes('request') || clause.classes.some((id) => ANSWERS.has(id)) || part.cues.some((other) => other.clause === clause)) return false;
    // a go-ahead said as a request ("ja, mach", "do it") names no work of its own
    return saysSomething(part, clause);
  };
  const part = parts[at];
  if (part === undefined) return false;
  return (
    parts.slice(0, at).some((earlier) => earlier.cues.length === 0 && earlier.clauses.some((clause) => asksWork(earlier, clause))) ||
    part.clauses.some((clause) => clause.start < match.clause.start && asksWork(part, clause))
  );
}

/**
 * A prohibition put off ("don't code anything yet", "まだ消さないでね", "чинить пока не надо") in a turn that opens by
 * asking for other work ("list the open issues, don't code anything yet") or that answers what the agent asked ("no,
 * not yet, keep both columns") limits that work: no rule. One that opens the turn, or follows a "stop", halts what
 * the agent was about to do ("don't commit yet, I want to see the diff", "止まって。まだ流さないで").
 */
function limitsAskedWork(match: CueMatch, part: SentenceReading, text: string, context: TextContext, cueLanguages: readonly HumanLanguage[]): boolean {
  if (part.defers !== true || !PROHIBITIONS.has(match.cue.id)) return false;
  if (context.agentAsked === true) return true;
  // what the turn says before the prohibition, its deferral words and a bare yes or no left out
  let before = text.slice(0, match.index);
  for (const language of cueLanguages) before = before.replace(everywhere(language.deferrals), ' ');
  const words = before.replace(/[^\p{L}\p{N}\s]/gu, ' ').trim();
  return words.length >= 2 && !BARE_ANSWER.test(words) && !OPENS_WITH_CONTROL.test(words);
}

/** Words that stop the agent, not only make it wait: "stop", "стоп", "停", "stopp", "halt", "ストップ", "멈춰". */
const OPENS_WITH_STOP = /^\W*(?:stop|стоп|стой|停|stopp|halt|ストップ|止まって|止めて|멈춰)(?![\p{L}])/iu;

/** A clause that halts the agent for a moment or for good ("wait", "stop", "止まって"). */
const OPENS_WITH_CONTROL = new RegExp(`^${CONTROL_WORD}(?![\\p{L}])`, 'iu');

/** A span quoted in backticks, and the words it holds: four or more read as a line of output or prose, not a name. */
const QUOTED_SPAN = /`[^`\n]*`/g;
const WORDS_OF_OUTPUT = 4;

/**
 * Output quoted inside a sentence ("now kubectl says `error: You must be logged in to the server`") is not the
 * human's words: blanked (to the same length, so that positions hold) before cues are matched. A name in backticks
 * ("not `explore`") stays: a redirect names what it turns away from.
 */
function withoutQuotedOutput(text: string): string {
  const blanked = text.includes('`')
    ? text.replace(QUOTED_SPAN, (quoted) => (quoted.trim().split(/\s+/u).length >= WORDS_OF_OUTPUT ? ' '.repeat(quoted.length) : quoted))
    : text;
  return QUOTE_MARK.test(blanked) ? blanked.replace(QUOTED_WORDS, (quoted) => ' '.repeat(quoted.length)) : blanked;
}

/**
 * Words quoted inside a sentence — a label, a message, a name of several words ("behind a 'use password instead'
 * link", "a \u201cDon't show again\u201d checkbox", 「二度と表示しない」): what the work is to show, not the human's words.
 * One quoted word stays (a term a redirect names: "not 'npm'"). A straight single quote opens after a space or a
 * bracket and closes before one, so an apostrophe ("don't", "it's") is none.
 */
const QUOTED_WORDS =
  /(?<=^|[\s([:：])'[^'\n\s][^'\n]*?\s[^'\n]*?[^'\n\s]'(?=[\s.,;:!?)\]]|$)|(?<=^|[\s([:：])"[^"\n\s][^"\n]*?\s[^"\n]*?[^"\n\s]"(?=[\s.,;:!?)\]]|$)|\u201c[^\u201d\n]*?\s[^\u201d\n]*?\u201d|\u2018[^\u2019\n]*?\s[^\u2019\n]*?\u2019(?![\p{L}])|«[^»\n]*?\s[^»\n]*?»|「[^」\n]{2,}」|『[^』\n]{2,}』/gu;
/** Where a quoted span may open: a straight quote after a space or a bracket, or any curly quote, guillemet or bracket. */
const QUOTE_MARK = /(?:^|[\s([:：])['"]|[\u201c\u2018«「『]/u;

/** Code quoted in backticks. */
const CODE_SPAN = /`[^`\n]*`/g;

/** A name of code written bare: a call with its arguments ("toFixed(2)", "round(x, 2)") or a name with a digit ("utf8", "s3_bucket"). */
const CODE_NAME = /[\p{L}_$][\p{L}\p{N}_$.]*\([^()\n]{0,40}\)|(?<![\p{L}\p{N}])[\p{L}_]+\d[\p{L}\p{N}_]*/gu;

/**
 * Words that take back what was just said ("nvm", "forget that", "算了", "olvídalo"), ending their clause — or, after
 * "actually (no)" and its kin, wherever they stand: dictated run-ons have no commas ("… before flashing actually no
 * forget that it takes forever").
 */
const RETRACTION =
  /(?:^|[,.;!?—–-]\s*)(?:nvm|never\s*mind|forget\s+(?:that|it)|(?:scratch|scrap|drop|ignore|disregard)\s+that|算了|当我没说|當我沒說|やっぱり(?:いい|なし)|olv[íi]dalo|vergiss\s+(?:es|das)|(?:ach\s+)?egal|whatever|laisse\s+tomber|oublie\s+[çc]a|забудь|deixa\s+pra\s+l[áa])(?=\s*(?:[,.;!—–-]|$))|(?<![\p{L}\p{N}_])(?:actually|wait|en\s+realidad|mejor|eigentlich|ach|en\s+fait|finalement|na\s+verdade|pensando\s+bem|хотя|впрочем)\s*,?\s+(?:(?:no|nope|nah|nee|nein|non|não|нет)\s*,?\s+)?(?:nvm|never\s*mind|forget\s+(?:that|it)|(?:scratch|scrap|drop|ignore|disregard)\s+that|olv[íi]dalo|vergiss\s+(?:es|das)|laisse\s+tomber|oublie\s+[çc]a|esquece(?:\s+isso)?|deixa\s+pra\s+l[áa]|забудь)(?![\p{L}\p{N}_])/iu;

/** A no in every language, as a turn or sentence says it on its own (not "no idea" or "no worries": casual phrases are left out first). */
const NO_WORDS = String.raw`no+|nope|nah|nein|nee|non|нет|неа|não|nao|不|不对|不對|不是|不要|不行|别|別|いや|いいえ|だめ|ダメ|아니(?:요)?|아뇨|안\s*돼(?:요)?`;

/** A no a turn opens with: a refusal. */
const REFUSAL_OPENING = new RegExp(`^(?:${NO_WORDS})(?=[\\s,.!。，！、]|$)`, 'iu');

/** A sentence that only says no: "Nein.", "No!", "Non.", "Нет.", "不。", "いいえ。" */
const BARE_NO = new RegExp(`^(?:${NO_WORDS})[.!。！]+$`, 'iu');

/**
 * The sentences where they stand in the text, a bare no joined to the sentence after it ("Nein. Port heißt 1:1
 * gleiches Verhalten." reads as "no, …" does).
 */
function withBareNoJoined(text: string, split: readonly string[]): Array<{ sentence: string; base: number }> {
  const placed: Array<{ sentence: string; base: number }> = [];
  let offset = 0;
  for (const sentence of split) {
    const at = text.indexOf(sentence, offset);
    const base = at === -1 ? offset : at;
    offset = base + sentence.length;
    const previous = placed.at(-1);
    if (previous !== undefined && BARE_NO.test(previous.sentence) && at !== -1) previous.sentence = text.slice(previous.base, offset);
    else placed.push({ sentence, base });
  }
  return placed;
}

/**
 * The failure a sentence reports: in a clause that asks for nothing and answers nothing ("ok, the badge says
 * failing" reports; "fix the failing test" asks), read whole when the sentence is one such clause.
 */
function failureIn(sentence: string, clauses: readonly Clause[], languages: readonly HumanLanguage[]): FailureCue | undefined {
  const reporting = clauses.filter((clause) => clause.classes.every((id) => id === 'question'));
  if (reporting.length === 0) return undefined;
  if (reporting.length === clauses.length) return failureCueOf(bareClause(sentence, languages), languages);
  for (const clause of reporting) {
    const next = clauses.find((candidate) => candidate.start > clause.start);
    const cue = failureCueOf(bareClause(sentence.slice(clause.start, next?.start ?? sentence.length), languages), languages);
    if (cue) return cue;
  }
  return undefined;
}

function clausesOf(sentence: string, languages: readonly HumanLanguage[]): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  const add = (end: number) => {
    const clause = sentence.slice(start, end);
    const hasWords = /[\p{L}\p{N}]/u.test(clause);
    // punctuation alone (what is left of "oh no, …" once the casual phrase is removed) is no clause
    if (hasWords || clauses.length === 0) clauses.push({ start, classes: hasWords ? classesOf(clause, languages) : [] });
  };
  for (const split of sentence.matchAll(CLAUSE_SPLIT)) {
    add(split.index);
    start = split.index + split[0].length;
  }
  add(sentence.length);
  // a clause of openers alone ("wait,", "but,") is part of the clause after it
  for (let i = clauses.length - 2; i >= 0; i--) {
    const [clause, next] = [clauses[i], clauses[i + 1]];
    if (clause === undefined || next === undefined) continue;
    if (clause.classes.length === 0 && bareClause(sentence.slice(clause.start, next.start), languages).length === 0) clause.classes = next.classes;
  }
  return clauses;
}

function cleanSentence(sentence: string, languages: readonly HumanLanguage[]): string {
  return bareClause(sentence, languages)
    .replace(/[\s!.,;:。！，；：]+$/u, '')
    .trim();
}

function firstLine(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  // this line is the rule kept for a failure report: redacted whole, then cut (safety/cut.ts)
  return line.length > 200 ? `${redactThenCut(line, 199)}…` : line;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
