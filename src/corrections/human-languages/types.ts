/**
 * What one human language contributes to the human-turn classifier (classify-text.ts), as data: its
 * correction cues, the classes a clause of a turn can be in (request, question, acknowledgement, plan
 * approval), failure-report cues, the words that open a clause without meaning, and what an agent says
 * when it asks the human something. Every language file lists made-up examples that the tests hold it to
 * (tests/corrections/human-languages.test.ts); none is a sentence seen in a log.
 */

/** The class of a clause that is not a correction: its cue words do not count unless they are strong directives. */
export type MessageClassId = 'request' | 'question' | 'acknowledgement' | 'plan-approval' | 'information';

/** A signal that a human turn corrects the agent, and how sure it makes that. */
export interface CorrectionCue {
  /** The signal's id, shared across languages (e.g. `dont`, `standing`, `reproach`): what `tip-miner corrections` lists. */
  id: string;
  pattern: RegExp;
  confidence: number;
  /** Explicit enough that one session suffices for a proposal (a standing rule, "I told you"). */
  explicit?: boolean;
  /**
   * A rule for every time to come, said as one ("from now on", "remember", "I told you", "don't ask me, just …"): it
   * corrects even inside a request for new work, where a "don't" or "never" is a requirement of that work.
   */
  standingRule?: true;
  /**
   * Said for every time ("always …", "never …", "nunca …", "千万别 …"): given with the go-ahead the agent asked for
   * ("yes, and never add the co-author line") it is a rule, not part of the answer; inside a request for new work it
   * may be a requirement of that work, so there it counts only as a `standingRule` would.
   */
  everyTime?: true;
  /** The cue states a preference rather than a correction (kind `preference`). */
  preference?: boolean;
  /**
   * false: the word says nothing about the agent's choice on its own ("instead" in "can you replace them with
   * a link instead?"), so it never overrides a request, question or acknowledgement, however strong.
   */
  directive?: false;
  /** The cue is itself a question form ("shouldn't it …?", "why didn't you …?"): it counts in a question clause. */
  inQuestion?: true;
  /**
   * The cue speaks of what the agent did or said ("you should …", "you didn't …", "that's wrong"): it refers to the
   * agent's last action whatever that was, so it counts before the agent changed anything (other weak cues wait
   * until it did: "we should use X" early in a session plans, it does not correct).
   */
  addressesAgent?: true;
  /**
   * The cue speaks of what the agent made ("the error messages are inconsistent"): it needs the agent to have
   * changed something, but then it is no answer to the agent's question and it counts inside a request.
   */
  aboutWork?: true;
  /**
   * The cue takes back what the agent changed ("revert the version bump", "戻して"): said as a request, it asks for no
   * new work, so a message that opens with it is not framed as one. Only with `aboutWork`.
   */
  takesBack?: true;
  /**
   * A redirect ("instead of X", "X, not Y"): its pattern's `replaced` group names what it turns away from. In a
   * request or an answer it still corrects when that term is what the agent just said.
   */
  redirect?: true;
  /** A redirect that corrects only when what it turns away from is what the agent just said ("instead of X" also describes code). */
  echoOnly?: true;
  /** The cue counts only beside a clause that asks nothing: "why did you X? Y is how we do it" corrects, "why did you X?" asks. */
  withStatement?: true;
  /** The cue counts only in a sentence that asks nothing: "I meant X" corrects, "I meant: does X do Y?" re-asks. */
  statement?: true;
  /**
   * The cue says what the human wants or not ("I don't want …", "no quiero …", "我不希望 …"): said after the question a
   * turn opens with, it is why the human asks ("is the password in the repo anywhere? I don't want it leaking"), no rule.
   */
  ownWant?: true;
  /**
   * Praise said in irony ("oh cool, another hardcoded hex", "super … 🙃"): the acknowledgement its words look like is
   * none, so a clause read as one does not keep the cue from counting.
   */
  ironic?: true;
  /**
   * The same thing once more, counted ("third time", "第三次了", "Третий раз"): of the agent's doing, unless it stands
   * beside pasted output without a word to the agent — there it says the failure came back ("ffs this is the third
   * time today" over a stack trace).
   */
  counted?: true;
  /**
   * The cue corrects only beside another that counts: alone, a Japanese or Korean "it has to …" said to no one
   * ("경로도 출력해야 돼요", "…べきです") asks for a requirement of the work far more often than it corrects.
   */
  notAlone?: true;
  /**
   * The cue corrects alone only where its sentence names what the agent just said or did ("I don't want the export in a
   * nightly job" after "I moved the export into a nightly job"); a wish of something the agent never named ("i dont
   * want them system wide", of fonts it did not mention) asks for work, and counts only beside another cue.
   */
  aloneOnEcho?: true;
  /**
   * The cue names what the house uses (its `named` group): it corrects alone only where the turn names something the
   * agent said or did and what it names is none of that ("なんでpoetry？うちuvだよね" after poetry ran); "on est sur vercel,
   * ajoute une redirection …" names the platform the new work is for.
   */
  againstAgentWords?: true;
  /**
   * The cue corrects alone only in the turn's first sentence: a judgement of what the agent made opens the turn ("the
   * error messages are inconsistent"); said after a request or a report ("… sessionStorage feels overkill for a
   * prototype") it describes what the new work should avoid.
   */
  aloneFirst?: true;
  /**
   * The cue counts only after an earlier sentence of the turn that describes something, no acknowledgement or go-ahead:
   * mock praise said of what the agent did ("you made the test pass by raising the timeout to 60s. very professional"),
   * which said first or after thanks is praise ("love that", "cool cool").
   */
  afterStatement?: true;
  /**
   * The cue corrects only before a sentence that tells the agent what to do instead, in a turn without pasted output
   * (classify-text.ts, `toldAfter`): an eye-roll before the fix ("… 🙄 filtra no banco") meets what the agent did; one
   * said last, over a log, or before the human's own lot, a go-ahead or a question sighs.
   */
  beforeMore?: true;
  /**
   * The cue tells what the agent did, which praise can tell too: in the turn's last sentence beside thanks or praise and
   * no "but" ("thanks, you made it work", "tu as fait du bon boulot, merci") it corrects nothing.
   */
  praisable?: true;
  /** The cue is also how a person answers a question ("no, …"): right after the agent asked one, it is weak. */
  answers?: true;
  /**
   * Beside figures the cue reports a wrong result, not a wrong way of working: "the totals are wrong, should be around
   * 7 000" and "die Zeiten sind falsch, 2 Stunden zu früh" are failure reports; "the image paths are wrong, images go
   * in static/" corrects.
   */
  notBesideFigures?: true;
  /**
   * The cue names no failure of its own: in a sentence that reports one it is part of the report ("again a console.log
   * left in" reproaches, "again it crashes" reports).
   */
  notInFailure?: true;
  /**
   * The cue says something is missing: a request after it in its sentence asks for that thing ("there are no tests for
   * the parser, write them"), no correction; alone or before a fact it tells the agent what it got wrong.
   */
  notBeforeRequest?: true;
}

/** Negative feedback on the result of the agent's work ("still broken", "same error"): a failure report. */
export interface FailureCue {
  id: string;
  pattern: RegExp;
  /** Made-up examples. */
  examples: readonly string[];
}

export interface MessageClassRule {
  id: MessageClassId;
  description: string;
  /** Any of these, on the clause without its opening words, puts the clause in the class. */
  patterns: readonly RegExp[];
  /** Made-up clauses of the class. */
  examples: readonly string[];
}

/** Made-up turns the tests classify with this language's data (and every other language's: they must not collide). */
export interface LanguageExamples {
  /**
   * Corrections, each with the id of a cue it must match; `answer`: said right after the agent asked something
   * (a rule given with the go-ahead), and read so.
   */
  corrections: ReadonlyArray<{ text: string; cue: string; explicit?: boolean; answer?: true }>;
  /** Turns that are not corrections, with what they are. */
  others: ReadonlyArray<{ text: string; kind: 'request' | 'question' | 'acknowledgement' | 'failure-report' | 'answer' | 'other' }>;
  /** What an agent says when it asks the human something or offers options (agentAsks must hold). */
  agentQuestions: readonly string[];
  /** How an agent asks for the go-ahead on its plan (agentSeeksGoAhead must hold). */
  agentGoAheads: readonly string[];
  /** How an agent asks what to do next or what to keep in mind (agentInvitesWork must hold). */
  agentInvitations: readonly string[];
  /** How an agent says what it builds next, asking nothing (agentAnnouncesWork must hold). */
  agentAnnouncements: readonly string[];
}

/**
 * How a rule said in this language is read for clustering and proposals (rule-normalise.ts, foreign-rule.ts):
 * English has its own reader; another language maps its words to the same concepts, so that one standing rule
 * said in several languages is one proposal.
 */
export interface RuleVocabulary {
  /** Words that turn a concept around ("不要", "no", "nicht"): before it, or after it where `negationAfter`. */
  negators: readonly string[];
  /** Negation follows what it negates ("追加しないで", "쓰지 마"). */
  negationAfter?: true;
  /**
   * The concept each phrase means, by the concept's English name as rule-lexicon.ts reads it (a lemma or a
   * synonym group's head): concept → phrases (word beginnings in a language written with spaces).
   */
  concepts: Readonly<Record<string, readonly string[]>>;
  /** What a rule starts with but does not say (standing words, "please", openers): removed from the proposal. */
  prefix: RegExp;
  /** Words that point at the task at hand ("这个", "esto"): a rule holding one and naming nothing is no rule. */
  taskReferences: RegExp;
}

export interface HumanLanguage {
  /** ISO 639-1 code; `zh` covers Simplified and Traditional Chinese. */
  id: string;
  name: string;
  /** A text may be in this language only if this matches it (its script): other languages' data is not tried. */
  script: RegExp;
  /**
   * For a language written in a script others share (Latin): its function words and its own letters, which a
   * text must show (languageScores in index.ts) before this language's data is tried on it; English, the
   * language of code and of most logs, is tried on every Latin text.
   */
  markers?: { words: RegExp; letters?: RegExp };
  /**
   * Informal spellings read as the standard ones before cues are matched ("u" → "you", "dont" → "don't"): the
   * turns are typed fast. Applied in order; each pattern has the g flag.
   */
  spellings?: ReadonlyArray<readonly [RegExp, string]>;
  cues: readonly CorrectionCue[];
  /** A standing instruction beside a cue ("from now on", "in this repo", "以后"): the correction is explicit. */
  standing: RegExp;
  /**
   * Words that tie what is said to each time something happens ("every time", "after each step", "jedes Mal", "每次",
   * "毎回"; those of them among `standing`'s words make a cue beside them a standing instruction): inside a spec of new
   * work they say how that work is to run each time ("commit after each step", "every time new files land, rerun only
   * those": GUIDE keeps such process instructions a task request), so there a sentence they alone set apart is not, and
   * a `standing` cue said with them counts only beside another cue.
   */
  eachTime: RegExp;
  /**
   * Words that scope what is said to one piece of the work ("in this report", "for the new endpoint", "in that table",
   * "in diesem Export", "dans ce composant", "这个报表里"): "always"/"never" said with them is a requirement of that piece
   * ("always round weights to 1 decimal in this report"), counted only beside another cue; a scope of the house ("in this
   * repo", "for this lab"), of a unit of code ("in this file", "in this module") or of a kind of thing is left out of the
   * words, a rule there stays one.
   */
  featureScope: RegExp;
  /**
   * A request to build a requirement into the code — a test, a check, a guard, a cap for it ("add that guard + a test",
   * "make sure there's a test for that", "ajoute un contrôle", "加个校验"): "always"/"never" said in a turn that asks for
   * one is that requirement ("never retry a send that already got a 202 back … add that guard"), counted only beside
   * another cue.
   */
  buildsItIn: RegExp;
  /**
   * The human stepping away, to be back or to tell later ("brb", "back in 10", "je reviens dans 1h", "ahora te digo",
   * "10분 뒤에 다시 해요"): a halt in that turn ("hold on, stop that for now … brb") is the human's own lot, not a halt of
   * the agent's work for a reason of it.
   */
  stepsAway: RegExp;
  /**
   * Words that set a sentence apart as a remark in passing ("btw", "fwiw", "顺便说一下", "ちなみに", "übrigens"): a rule
   * said so stands on its own, not as a requirement of the request around it.
   */
  asides: RegExp;
  /**
   * Words inside a sentence that point back at what the agent just did or made ("the retry you just added", "the
   * flag you set in the config", "你刚才把…", "さっき追加した…", "방금 만든", "lo que acabas de", "ce que tu viens
   * de", "das du gerade", "который ты добавил"): a cue said beside them is said of that work, not of the new work a
   * request around it asks for.
   */
  pointsBack: RegExp;
  /**
   * A question asked again because the agent answered another ("no, what I meant was which process holds the port",
   * "нет, я спрашивал, откуда берётся сумма"): the words that say so — an asking verb ("my question was", "я спрашивал"),
   * or "I meant" with a question word after it ("I meant X" alone corrects) — the turn is a question, however much it
   * sounds like "not X but Y".
   */
  reasks: RegExp;
  /**
   * Words that take back something the human said in an earlier turn ("forget what I said about always asking",
   * "olvidate de lo que te dije de …") or lift it ("I said not to touch the ini, but it's fine now", "아까 … 말라고
   * 했는데 … 돼요"), or grant an exception to it ("I know I said no modals, this one is the exception", "the thing I
   * said about no Lambda — fine for the notifier"): the rule they name is revoked, not given.
   */
  retracts: RegExp;
  /**
   * Words that put off or narrow what the human asks for now — "don't fix anything yet", "先别改", "まだ消さないで", "пока
   * не меняй", "while I'm gone", "just tell me", "nur berichten", "报告だけ": a prohibition in their sentence limits the
   * work being asked (when it is done, how far it goes) and is no rule (classify-text.ts `limitsAskedWork`).
   */
  deferrals: RegExp;
  /**
   * Words that say a question is asked out of curiosity ("why not date-fns? just curious", "单纯好奇", "просто
   * интересно"): the turn asks, whatever its "why not …" sounds like.
   */
  curiosity: RegExp;
  /**
   * A clause that says what the new work is for, holding a word for later: "add a lint rule so CI catches it next
   * time", "para no hacerlo a mano la próxima vez", "这样我以后改文字不用每次找你", "今後のために、…". Its "next time" is the
   * work's purpose, no rule for the agent: the clause is left out before the turn is read (classify-text.ts).
   */
  purposes: RegExp;
  /**
   * Words that name nothing in particular — function words and the everyday words of any talk about code ("would",
   * "change", "nicht", "todo"; for a language written without spaces, two characters: "这个", "確認"; for Korean, a
   * word's first two syllables: "해주") — of four letters or more where words are spaced (shorter ones are never
   * terms): whether a turn names something the agent just said is read on its other words (agent-terms.ts). Short
   * function words ("the", "per", "las", "der") are listed too: the word a redirect turns away from ("…, not the
   * sheet", "not per step") is no echo of the agent's words when it is one of them.
   */
  commonWords: readonly string[];
  /**
   * Words that put a step before what the agent does next ("first", "before you run it", "antes", "сначала", "先", "まず",
   * "먼저", "zuerst", "d'abord"): after a bare "wait" they ask for that step — a request, not a correction ("wait, take a
   * backup first"); after a "stop" the turn still halts what the agent was doing.
   */
  stepsFirst: RegExp;
  classes: readonly MessageClassRule[];
  failures: readonly FailureCue[];
  /** Phrases that hold cue words but correct nothing ("no worries", "没关系"): removed before matching. */
  casual?: RegExp;
  /** Words a message or clause opens with that say nothing about the rest ("ok, so", "oh,", "嗯，"): removed before cues are matched. */
  interjections: RegExp;
  /** Further words before a clause proper, removed before the class rules are tried ("wait,", "and", "but", "那"). */
  clauseOpeners: RegExp;
  /** What an agent's message ends with when it asks the human or offers options ("Want me to …?", "需要我…吗"). */
  agentOffers: RegExp;
  /**
   * What an agent's message ends with when it asks for the go-ahead on a plan it laid out ("Want me to proceed?",
   * "Good to go?", "可以开始吗？"): a "no, …" after it turns the plan down and says what to do instead — a correction
   * of the plan, not an answer among options.
   */
  agentGoAhead: RegExp;
  /**
   * What an agent's message ends with when it asks, openly, for the work or what to keep in mind ("What's next?",
   * "Anything I should know before I start?", "有什么要求吗？"): the "always …" and "never …" of the answer are the
   * requirements asked for, not a rule about something the agent did.
   */
  agentInvites: RegExp;
  /**
   * How an agent says what it builds next, without asking ("Next I'll add the renewal reminder job", "Je vais écrire le module
   * de relance", "次は…を実装します"): the "always …", "never …", "must …" and "don't …" of the answer are requirements of
   * that work, not a rule about something the agent did — unless they turn away from what it named or speak to it.
   */
  agentAnnounces: RegExp;
  /** How its rules are read (every language but English, which rule-normalise.ts reads itself). */
  rules?: RuleVocabulary;
  examples: LanguageExamples;
}
