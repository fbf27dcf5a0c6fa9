/**
 * Scoring of the eval harness, pure: labelled cases (eval/labels/*.json, eval/README.md) against what
 * the pipeline found. Corrections, proposals, Task() suggestions and tool-pattern findings each get their
 * figures and the list of every miss and false positive, so a developer sees what to fix.
 */

/** Lower case, one space between words, curly apostrophes straightened. */
export function normalText(text) {
  return String(text)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Share of `part` in `whole`; 1 when there is nothing to count (no detection cannot be a wrong one). */
export function ratio(part, whole) {
  return whole === 0 ? 1 : part / whole;
}

/** A detection (or proposal evidence) is at a label: same file, and the label's line or a text the detection's text holds. */
export function atLabel(label, file, detection) {
  if (detection.file !== file) return false;
  if (label.line !== undefined) return detection.line === label.line;
  if (label.text !== undefined) return normalText(detection.text ?? '').includes(normalText(label.text));
  return false;
}

/**
 * Corrections. A labelled correction is found when a detection is at it with the label's kind (any kind when
 * the label names none). A detection in a complete case that is at no labelled correction is a false positive;
 * one at a labelled negative is one in any case; in an incomplete case the others are listed as unlabelled.
 * A detection at a correction with another kind is no false positive, but the correction counts as missed.
 * A failure report found at a negative of class `pasted-log` is what pasted output is (the devset guide's
 * failure_report): neither right nor false.
 */
export function scoreCorrections(cases, detections) {
  const found = [];
  const misses = [];
  const falsePositives = [];
  const unlabelled = [];
  for (const labelled of cases) {
    const own = detections.filter((detection) => detection.file === labelled.file);
    const used = new Set();
    for (const label of labelled.corrections ?? []) {
      const at = own.filter((detection) => !used.has(detection) && atLabel(label, labelled.file, detection));
      const right = at.find((detection) => label.kind === undefined || detection.kind === label.kind);
      const taken = right ?? at[0];
      if (taken) used.add(taken);
      if (right) found.push({ case: labelled.id, label, detection: right });
      else misses.push({ case: labelled.id, label, ...(taken && { detectedAs: taken.kind }) });
    }
    for (const detection of own) {
      if (used.has(detection)) continue;
      const negative = (labelled.negatives ?? []).find((label) => atLabel(label, labelled.file, detection));
      if (negative?.class === 'pasted-log' && detection.kind === 'failure-report') continue;
      if (negative) falsePositives.push({ case: labelled.id, detection, label: negative });
      else if (labelled.complete !== false) falsePositives.push({ case: labelled.id, detection });
      else unlabelled.push({ case: labelled.id, detection });
    }
  }
  const expected = found.length + misses.length;
  return {
    expected,
    found: found.length,
    falsePositives,
    misses,
    unlabelled,
    precision: ratio(found.length, found.length + falsePositives.length),
    recall: ratio(found.length, expected),
  };
}

/** Every keyword (alternatives split by "|") starts a word of the text. */
export function hasKeywords(keywords, text) {
  const normal = normalText(text);
  return keywords.every((keyword) =>
    keyword.split('|').some((alternative) => new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(normalText(alternative))}`).test(normal)),
  );
}

/** "project" is any project's scope, "language" any language's; otherwise the scope itself; "a|b" either. */
export function scopeMatches(expected, actual) {
  if (expected === undefined) return true;
  return expected.split('|').some((scope) => (scope === 'project' || scope === 'language' ? actual.startsWith(`${scope}:`) : actual === scope));
}

/**
 * Proposals. An expected proposal is found when a proposal has its keywords and its scope. Every proposal is
 * right only when it is an expected one: the others are false positives. Forbidden: a proposal with a forbidden
 * rule's keywords, or one whose evidence is a message labelled not a correction or a failure report.
 */
export function scoreProposals(expectations, proposals, cases) {
  const right = new Set();
  const found = [];
  const misses = [];
  for (const label of expectations.expected ?? []) {
    const withWords = proposals.filter((proposal) => hasKeywords(label.keywords, proposal.content));
    const match = withWords.find((proposal) => scopeMatches(label.scope, proposal.scope));
    if (match) {
      right.add(match);
      found.push({ label, proposal: match });
    } else misses.push({ label, ...(withWords[0] && { proposedAs: withWords[0].scope }) });
  }
  const forbidden = [];
  for (const proposal of proposals) {
    const rule = (expectations.forbidden ?? []).find((label) => hasKeywords(label.keywords, proposal.content));
    if (rule) forbidden.push({ proposal, why: rule.why ?? 'a forbidden rule' });
    const evidence = notARule(proposal, cases);
    if (evidence) forbidden.push({ proposal, why: `proposed from a message labelled ${evidence}` });
  }
  const falsePositives = proposals.filter((proposal) => !right.has(proposal));
  return {
    expected: found.length + misses.length,
    proposed: proposals.length,
    found: found.length,
    misses,
    falsePositives,
    forbidden,
    precision: ratio(right.size, proposals.length),
    recall: ratio(found.length, found.length + misses.length),
  };
}

/** The label of a proposal's evidence when it is not a rule: a negative's class or "failure-report". */
function notARule(proposal, cases) {
  for (const evidence of proposal.evidence ?? []) {
    for (const labelled of cases) {
      const negative = (labelled.negatives ?? []).find((label) => atLabel(label, labelled.file, { ...evidence, text: evidence.quote }));
      if (negative) return negative.class ?? 'not a correction';
      const failure = (labelled.corrections ?? []).find(
        (label) => label.kind === 'failure-report' && atLabel(label, labelled.file, { ...evidence, text: evidence.quote }),
      );
      if (failure) return 'failure-report';
    }
  }
  return undefined;
}

/** The suggestion names the label's files (each a path ending) and no other, and its goal holds the label's goal words. */
export function suggestionMatches(label, point) {
  const files = point.files ?? [];
  const filesRight =
    label.files === undefined ||
    (files.length === label.files.length && label.files.every((wanted) => files.some((file) => file === wanted || file.endsWith(`/${wanted}`))));
  const goalRight = label.goal === undefined || hasKeywords(label.goal.split(/\s+/), point.goal ?? '');
  return filesRight && goalRight;
}

/**
 * Task() suggestions of the cases that label them. A suggestion is right when an unused label at its line
 * (or without a line) has its files and goal, and it names no file a `forbiddenFiles` pattern matches.
 * In a complete case every unlabelled suggestion is wrong; an incomplete one scores only its labelled lines.
 */
export function scoreTasks(cases, points) {
  let produced = 0;
  const right = [];
  const wrong = [];
  const misses = [];
  for (const labelled of cases) {
    if (labelled.tasks === undefined) continue;
    const { expected = [], complete = true, forbiddenFiles = [] } = labelled.tasks;
    const own = points.filter((point) => point.file === labelled.file);
    const used = new Set();
    for (const point of own) {
      const candidates = expected.filter((label) => !used.has(label) && (label.line === undefined || label.line === point.line));
      if (candidates.length === 0 && !complete) continue;
      produced++;
      const forbiddenFile = (point.files ?? []).find((file) => forbiddenFiles.some((pattern) => new RegExp(pattern).test(file)));
      const label = forbiddenFile === undefined ? candidates.find((candidate) => suggestionMatches(candidate, point)) : undefined;
      if (label) {
        used.add(label);
        right.push({ case: labelled.id, point });
      } else
        wrong.push({
          case: labelled.id,
          point,
          why: forbiddenFile !== undefined ? `names ${forbiddenFile}` : candidates.length === 0 ? 'no suggestion expected here' : 'files or goal differ',
        });
    }
    for (const label of expected) if (!used.has(label)) misses.push({ case: labelled.id, label });
  }
  return { produced, right: right.length, wrong, misses, share: ratio(right.length, produced) };
}

/**
 * Tool-pattern findings of the cases that label them (`findings: { expected: [{ detector, lines }], complete }`).
 * A finding is right when an unused label of its log names its detector and exactly its evidence lines (the
 * completing call's last). In a complete case (the default) every other finding is a false positive; an
 * incomplete one scores only findings of the detectors it labels. Figures overall and per detector.
 */
export function scoreFindings(cases, findings) {
  const right = [];
  const falsePositives = [];
  const misses = [];
  for (const labelled of cases) {
    if (labelled.findings === undefined) continue;
    const { expected = [], complete = true } = labelled.findings;
    const used = new Set();
    for (const finding of findings) {
      if (finding.file !== labelled.file) continue;
      const label = expected.find((candidate) => !used.has(candidate) && candidate.detector === finding.detector && sameLines(candidate.lines, finding.lines));
      if (label) {
        used.add(label);
        right.push({ case: labelled.id, finding });
      } else if (complete || expected.some((candidate) => candidate.detector === finding.detector)) falsePositives.push({ case: labelled.id, finding });
    }
    for (const label of expected) if (!used.has(label)) misses.push({ case: labelled.id, label });
  }
  const detectors = new Map();
  const tally = (detector) => {
    let counts = detectors.get(detector);
    if (counts === undefined) detectors.set(detector, (counts = { right: 0, falsePositives: 0, misses: 0 }));
    return counts;
  };
  for (const item of right) tally(item.finding.detector).right++;
  for (const item of falsePositives) tally(item.finding.detector).falsePositives++;
  for (const item of misses) tally(item.label.detector).misses++;
  const byDetector = [...detectors.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([detector, counts]) => ({
      detector,
      ...counts,
      precision: ratio(counts.right, counts.right + counts.falsePositives),
      recall: ratio(counts.right, counts.right + counts.misses),
    }));
  return {
    expected: right.length + misses.length,
    found: right.length,
    falsePositives,
    misses,
    byDetector,
    precision: ratio(right.length, right.length + falsePositives.length),
    recall: ratio(right.length, right.length + misses.length),
  };
}

function sameLines(expected, actual) {
  return Array.isArray(expected) && expected.length === actual.length && expected.every((line, index) => line === actual[index]);
}

/** The figure at a dotted path of a set's scores (`corrections.byLang.zh.recall`): a number, or a list's length; undefined when the path names none. */
export function figureAt(scores, path) {
  let value = scores;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = value[part];
  }
  if (Array.isArray(value)) return value.length;
  return typeof value === 'number' ? value : undefined;
}

/**
 * Each threshold of a set that is not met, as one line. `floors`: each figure (a dotted path into the set's
 * scores) at least this; `ceilings`: at most this (a list counts its items). A path that names no figure is
 * unmet too, so a mistyped threshold cannot pass unseen.
 */
export function unmetThresholds(thresholds, scores) {
  const unmet = [];
  const check = (limits, beyond, sign) => {
    for (const [path, limit] of Object.entries(limits ?? {})) {
      const value = figureAt(scores, path);
      if (value === undefined) unmet.push(`${path}: no such figure`);
      else if (beyond(value, limit)) unmet.push(`${path} ${Number.isInteger(value) ? value : value.toFixed(3)} ${sign} ${limit}`);
    }
  };
  check(thresholds.floors, (value, limit) => value < limit, '<');
  check(thresholds.ceilings, (value, limit) => value > limit, '>');
  return unmet;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
