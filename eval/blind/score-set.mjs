/**
 * Scoring one blind set, pure (eval/blind/README.md): how a turn is read with the context its writer gave it, and
 * corrections precision and recall over turns. Shared by the scorer (score.mjs) and tests/eval/blind.test.ts, so
 * both count the same way.
 */

/** Labels that are corrections, and the classifier's kinds that claim one. */
export const POSITIVE_LABELS = new Set(['correction', 'rejection_reason']);
export const POSITIVE_READINGS = new Set(['correction', 'rejection-reason']);

/**
 * The kind the classifier gives a turn, read with the stream context the correction detector would give it: what
 * the agent said last (asked something, sought the go-ahead) and whether it had changed anything. Sets from 155 on
 * may give two more things a real log has: `agentDid`, what the agent's calls named since the human last spoke (the
 * files it wrote, the commands it ran — read with its words, as the detector reads them), and `previousAsked`, whether
 * the human's turn before this one asked something.
 * `classifier`: { classifyHumanTurn, agentAsks, agentSeeksGoAhead } of src/corrections.
 */
export function readTurn(classifier, turn) {
  if (opensSession(turn)) return 'task-request';
  return classifier.classifyHumanTurn(turn.text, sourceOf(turn), contextOf(classifier, turn)).kind;
}

/** The source a turn is read as: a rejection's reason, the first message after a refusal, or a message. */
function sourceOf(turn) {
  return turn.source === 'rejection-reason' || turn.source === 'after-refusal' ? turn.source : 'message';
}

/** The stream context a turn is read with (readTurn). */
export function contextOf(classifier, turn) {
  const agentText = turn.agent ?? '';
  const agentDid = typeof turn.agentDid === 'string' ? turn.agentDid.trim() : '';
  return {
    agentChanged: turn.agentChanged === true,
    // what the agent's calls did since the human spoke, where the writer gave them: a change, or only talk and looks
    ...(typeof turn.agentDid === 'string' && { agentChangedSince: changedSince(turn.agentDid) }),
    agentAsked: agentText !== '' && classifier.agentAsks(agentText),
    agentSeeksGoAhead: agentText !== '' && classifier.agentSeeksGoAhead(agentText),
    ...(agentText !== '' && { agentText }),
    ...(agentDid !== '' && { agentWords: [agentText, agentDid].filter((words) => words !== '').join('\n') }),
    ...(turn.previousAsked === true && { previousAsked: true }),
  };
}

/** Calls that only look (a read, a search, a listing), as a writer spells them in `agentDid` ("Read a.ts; Grep foo"). */
const LOOKING_CALL =
  /^\s*(?:Read|Grep|Glob|LS|WebFetch|WebSearch|TodoWrite|Bash\s+(?:(?:cd\s+\S+\s*&&\s*)?(?:ls|cat|head|tail|grep|rg|find|wc|git\s+(?:status|diff|log|show|blame))\b))/u;

/** Whether the agent's calls since the human spoke changed something: any call that is not only a look. */
function changedSince(agentDid) {
  return agentDid.split(';').some((call) => call.trim() !== '' && !LOOKING_CALL.test(call));
}

/** What writers put for the agent's words before a session's first message: nothing, or a stage direction in brackets. */
const NO_AGENT_WORDS = /^(?:|[(（[【][^)）\]】]*[)）\]】])$/u;

/**
 * A session's first message — the agent had said nothing (its words empty or a bracketed stage direction such as
 * "(session start)"), changed nothing and was not stopped (a rejection or an interrupt follows something it did): the
 * correction detector never reads one as a correction, it is a task by rule (src/corrections/correction-detector.ts;
 * the devset is scored the same way), so it is counted as one here.
 */
function opensSession(turn) {
  return turn.agentChanged !== true && turn.source === 'message' && NO_AGENT_WORDS.test((turn.agent ?? '').trim());
}

/** An empty count of turns. */
export function tally() {
  return { found: 0, falsePositives: 0, missed: 0, turns: 0, kindsRight: 0 };
}

/** Counts one turn: its label against the kind it was read as. */
export function add(row, label, reading) {
  const positive = POSITIVE_LABELS.has(label);
  const claimed = POSITIVE_READINGS.has(reading);
  row.turns++;
  if (label.replace('_', '-') === reading) row.kindsRight++;
  if (positive && claimed) row.found++;
  else if (claimed) row.falsePositives++;
  else if (positive) row.missed++;
}

const ratio = (a, b) => (b === 0 ? 1 : a / b);

/** A count with its precision and recall. */
export function summary(row) {
  return { precision: ratio(row.found, row.found + row.falsePositives), recall: ratio(row.found, row.found + row.missed), ...row };
}
