/**
 * Scoring on the devset (eval/devset.mjs), pure: what the pipeline found against the devset's own labels.
 * Every file is relative to the devset's root, as its labels give it.
 *
 * - Corrections: a label of kind `correction` or `rejection_reason` is a positive; a correction found at its
 *   file and line (of any kind but `failure-report`) is right; one found anywhere else is a false positive
 *   (at a labelled task request, question, … or at a line that is no labelled human turn: harness text, a
 *   tool result). A correction found as a `failure-report` makes no correction claim: it is scored on its
 *   own against the `failure_report` labels. Figures overall, by label kind and by language.
 * - Proposals: one whose evidence holds a turn labelled anything but a correction (or no labelled turn) is
 *   forbidden, a task request the worst case; each rule group (a rule said in two or more sessions,
 *   eval/labels/devset/rule-groups.json) must be proposed once — one proposal whose evidence holds its turns.
 * - Findings: right when a label names the detector, the file, the completing call's line and the same
 *   tool_use ids; per detector and per log format. Tool calls counted per file against the labels' counts.
 */
import { ratio } from './score.mjs';

export const POSITIVE_KINDS = ['correction', 'rejection_reason'];
export const FAILURE_REPORT_KIND = 'failure_report';
const FAILURE_REPORT_DETECTION = 'failure-report';
/** The label kind of a line that is no labelled human turn. */
export const NOT_A_TURN = '(no labelled turn)';
const NO_LANGUAGE = '(none)';

const at = (item) => `${item.file}:${item.line}`;
const isPositive = (label) => label !== undefined && POSITIVE_KINDS.includes(label.kind);

function labelsByPlace(turns) {
  return new Map(turns.map((turn) => [at(turn), turn]));
}

function counter() {
  const counts = new Map();
  return {
    add: (key, field, by = 1) => {
      let row = counts.get(key);
      if (row === undefined) counts.set(key, (row = {}));
      row[field] = (row[field] ?? 0) + by;
    },
    rows: () => [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  };
}

/**
 * Claims of one kind (corrections, or failure reports) against the labels of the kinds that make them right.
 * One claim answers one label; a second claim at the same turn is a false positive.
 */
function scoreClaims(turns, claims, rightKinds) {
  const labels = labelsByPlace(turns);
  const used = new Set();
  const right = [];
  const falsePositives = [];
  for (const detection of claims) {
    const label = labels.get(at(detection));
    if (label !== undefined && rightKinds.includes(label.kind) && !used.has(label)) {
      used.add(label);
      right.push({ detection, label });
    } else falsePositives.push({ detection, ...(label && { label }) });
  }
  const misses = turns.filter((turn) => rightKinds.includes(turn.kind) && !used.has(turn)).map((label) => ({ label }));
  return { right, falsePositives, misses };
}

/**
 * Corrections found (`detections`: { file, line, kind, text }) against the labelled turns. `byLang`: precision
 * and recall per language of the labelled turns; `byKind`: per label kind, how many turns of it were found as
 * what (the detection's kind, or `none`).
 * The kinds of every turn, corrections or not, are scored apart (scoreTurnKinds).
 */
export function scoreDevsetCorrections(turns, detections) {
  const claims = detections.filter((detection) => detection.kind !== FAILURE_REPORT_DETECTION);
  const failureClaims = detections.filter((detection) => detection.kind === FAILURE_REPORT_DETECTION);
  const corrections = scoreClaims(turns, claims, POSITIVE_KINDS);
  const failures = scoreClaims(turns, failureClaims, [FAILURE_REPORT_KIND]);
  const labels = labelsByPlace(turns);
  const failureAt = new Map(failureClaims.map((detection) => [at(detection), detection]));
  for (const miss of corrections.misses) {
    const found = failureAt.get(at(miss.label));
    if (found) miss.detectedAs = found.kind;
  }

  const kinds = counter();
  for (const turn of turns) kinds.add(turn.kind, 'labelled');
  for (const detection of detections) kinds.add(labels.get(at(detection))?.kind ?? NOT_A_TURN, detection.kind);
  const byKind = Object.fromEntries(
    kinds.rows().map(([kind, row]) => {
      const found = Object.entries(row).filter(([field]) => field !== 'labelled');
      const foundCount = found.reduce((sum, [, count]) => sum + count, 0);
      const none = kind === NOT_A_TURN ? [] : [['none', Math.max(0, (row.labelled ?? 0) - foundCount)]];
      return [kind, { labelled: row.labelled ?? 0, foundAs: Object.fromEntries([...found, ...none]) }];
    }),
  );

  const languages = counter();
  for (const turn of turns) if (isPositive(turn)) languages.add(turn.lang ?? NO_LANGUAGE, 'expected');
  for (const item of corrections.right) languages.add(item.label.lang ?? NO_LANGUAGE, 'right');
  for (const item of corrections.falsePositives) if (item.label !== undefined) languages.add(item.label.lang ?? NO_LANGUAGE, 'falsePositives');
  const byLang = Object.fromEntries(
    languages
      .rows()
      .map(([lang, { expected = 0, right = 0, falsePositives = 0 }]) => [
        lang,
        { expected, right, falsePositives, precision: ratio(right, right + falsePositives), recall: ratio(right, expected) },
      ]),
  );

  const expected = corrections.right.length + corrections.misses.length;
  return {
    expected,
    found: corrections.right.length,
    precision: ratio(corrections.right.length, corrections.right.length + corrections.falsePositives.length),
    recall: ratio(corrections.right.length, expected),
    misses: corrections.misses,
    falsePositives: corrections.falsePositives,
    /** False positives at a line that is no labelled human turn (harness text, a tool result): in no language's figures. */
    notATurn: corrections.falsePositives.filter((item) => item.label === undefined).length,
    byKind,
    byLang,
    failureReports: {
      expected: failures.right.length + failures.misses.length,
      found: failures.right.length,
      precision: ratio(failures.right.length, failures.right.length + failures.falsePositives.length),
      recall: ratio(failures.right.length, failures.right.length + failures.misses.length),
      misses: failures.misses,
      falsePositives: failures.falsePositives,
    },
  };
}

/** The order in which a proposal's wrong evidence is named: a task request proposed is the worst case. */
const WORST_FIRST = ['task_request', 'question', 'acknowledgement', FAILURE_REPORT_KIND, 'other'];
const badness = (kind) => {
  const index = WORST_FIRST.indexOf(kind);
  return index === -1 ? WORST_FIRST.length : index;
};

/**
 * Proposals (`{ content, scope, evidence: [{ file, line }] }`) against the labelled turns and the rule groups.
 * A group is found when a proposal's evidence holds one of its turns, and found once when exactly one does.
 */
export function scoreDevsetProposals(turns, groups, proposals) {
  const labels = labelsByPlace(turns);
  const forbidden = [];
  for (const proposal of proposals) {
    const wrong = (proposal.evidence ?? [])
      .map((evidence) => ({ evidence, kind: labels.get(at(evidence))?.kind ?? NOT_A_TURN }))
      .filter((item) => !POSITIVE_KINDS.includes(item.kind))
      .sort((a, b) => badness(a.kind) - badness(b.kind));
    if (wrong[0] !== undefined) forbidden.push({ proposal, evidence: wrong[0].evidence, kind: wrong[0].kind });
  }
  const found = [];
  const misses = [];
  const split = [];
  for (const group of groups) {
    const places = new Set(group.turns.map(at));
    const answering = proposals.filter((proposal) => (proposal.evidence ?? []).some((evidence) => places.has(at(evidence))));
    if (answering.length === 0) misses.push({ group });
    else if (answering.length === 1) found.push({ group, proposal: answering[0] });
    else split.push({ group, proposals: answering });
  }
  return {
    proposed: proposals.length,
    forbidden,
    taskRequests: forbidden.filter((item) => item.kind === 'task_request').length,
    groups: groups.length,
    foundOnce: found.length,
    misses,
    split,
    recall: ratio(found.length, groups.length),
  };
}

const sameIds = (a, b) => a.length === b.length && [...a].sort().every((id, index) => id === [...b].sort()[index]);

/**
 * Findings (`{ detector, file, line, callIds }`) against the labelled occurrences (`{ pattern, file, line,
 * tool_use_ids }`); `formatOf(file)` names a file's log format. A finding at a labelled place whose evidence
 * differs is a false positive (`evidenceDiffers`) and leaves the label missed.
 */
export function scoreDevsetFindings(occurrences, findings, formatOf) {
  const open = new Map();
  for (const occurrence of occurrences) {
    const key = `${occurrence.pattern}|${at(occurrence)}`;
    open.set(key, [...(open.get(key) ?? []), occurrence]);
  }
  const used = new Set();
  const right = [];
  const falsePositives = [];
  for (const finding of findings) {
    const candidates = (open.get(`${finding.detector}|${at(finding)}`) ?? []).filter((label) => !used.has(label));
    const label = candidates.find((candidate) => sameIds(candidate.tool_use_ids ?? [], finding.callIds ?? []));
    if (label) {
      used.add(label);
      right.push({ finding, label });
    } else falsePositives.push({ finding, ...(candidates.length > 0 && { evidenceDiffers: true }) });
  }
  const misses = occurrences.filter((occurrence) => !used.has(occurrence)).map((label) => ({ label }));
  const tally = (key) => {
    const rows = counter();
    for (const item of right) rows.add(key(item.finding.detector, item.finding.file), 'right');
    for (const item of falsePositives) rows.add(key(item.finding.detector, item.finding.file), 'falsePositives');
    for (const item of misses) rows.add(key(item.label.pattern, item.label.file), 'misses');
    return Object.fromEntries(
      rows
        .rows()
        .map(([name, { right: ok = 0, falsePositives: wrong = 0, misses: missed = 0 }]) => [
          name,
          { right: ok, falsePositives: wrong, misses: missed, precision: ratio(ok, ok + wrong), recall: ratio(ok, ok + missed) },
        ]),
    );
  };
  return {
    expected: occurrences.length,
    found: right.length,
    precision: ratio(right.length, right.length + falsePositives.length),
    recall: ratio(right.length, occurrences.length),
    falsePositives,
    misses,
    byDetector: tally((detector) => detector),
    byFormat: tally((_detector, file) => formatOf(file)),
  };
}

/** Tool calls counted per file (`counted`: Map file → calls) against the labels' distinct calls per file. */
export function scoreToolCalls(labelled, counted) {
  const files = [...new Set([...Object.keys(labelled), ...counted.keys()])].sort();
  const differing = files
    .map((file) => ({ file, labelled: labelled[file] ?? 0, counted: counted.get(file) ?? 0 }))
    .filter((row) => row.labelled !== row.counted);
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  return {
    labelled: sum(Object.values(labelled)),
    counted: sum([...counted.values()]),
    files: files.length,
    differing,
  };
}

/** The library's turn kinds (classify-text.ts HumanTurnKind) as the devset's labels name them. */
const LABEL_OF_KIND = new Map([
  ['correction', 'correction'],
  ['rejection-reason', 'rejection_reason'],
  ['task-request', 'task_request'],
  ['question', 'question'],
  ['acknowledgement', 'acknowledgement'],
  ['failure-report', 'failure_report'],
  ['other', 'other'],
]);

/**
 * What each labelled turn was read as (`readings`: { file, line, kind } with the library's kinds, every human
 * turn the classifier read): a confusion matrix (`matrix[label][read]`, `unread` for a labelled turn it did not
 * read — a session's first message, which is a task by rule) and the share read as labelled.
 */
export function scoreTurnKinds(turns, readings) {
  const readAt = new Map(readings.map((reading) => [at(reading), LABEL_OF_KIND.get(reading.kind) ?? reading.kind]));
  const matrix = {};
  let agreed = 0;
  let read = 0;
  for (const turn of turns) {
    const kind = readAt.get(at(turn)) ?? 'unread';
    matrix[turn.kind] ??= {};
    matrix[turn.kind][kind] = (matrix[turn.kind][kind] ?? 0) + 1;
    if (kind === 'unread') continue;
    read++;
    if (kind === turn.kind || (POSITIVE_KINDS.includes(kind) && POSITIVE_KINDS.includes(turn.kind))) agreed++;
  }
  return { matrix, read, agreement: ratio(agreed, read) };
}
