/**
 * What `npm run eval` prints: per set, the figures and then every miss and false positive, so a developer
 * sees what to fix; the thresholds not met last.
 */
import { NOT_A_TURN } from './score-devset.mjs';

const percent = (value) => `${(value * 100).toFixed(1)}%`;
const clip = (text, max = 110) => {
  const flat = String(text ?? '').replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export function printScores({ scores, unmet }, paths) {
  const lines = [];
  for (const [name, set] of Object.entries(scores)) {
    lines.push(`== ${name} ==`);
    lines.push(...(name === 'devset' ? devsetLines(set) : labelledLines(set, paths)), '');
  }
  lines.push(unmet.length === 0 ? 'thresholds: all met' : `thresholds not met: ${unmet.join('; ')}`);
  console.log(lines.join('\n'));
}

function sectionsOf(lines) {
  return (title, items, line) => {
    if (items.length === 0) return;
    lines.push('', `${title} (${items.length}):`, ...items.map((item) => `  ${line(item)}`));
  };
}

function labelledLines(scores, { repoRoot, corpusRoot }) {
  const where = (detection) => `${detection.file.replace(repoRoot + '/', '').replace(corpusRoot + '/', 'corpus:')}:${detection.line}`;
  const { corrections, proposals, tasks, findings } = scores;
  const lines = [
    `eval: ${scores.cases} labelled sessions`,
    `corrections  precision ${percent(corrections.precision)}  recall ${percent(corrections.recall)}  (${corrections.found} of ${corrections.expected} found, ${corrections.falsePositives.length} false positives)`,
    `proposals    precision ${percent(proposals.precision)}  recall ${percent(proposals.recall)}  (${proposals.found} of ${proposals.expected} expected, ${proposals.proposed} proposed, ${proposals.forbidden.length} forbidden)`,
    `Task()       ${percent(tasks.share)} right (${tasks.right} of ${tasks.produced} suggestions in labelled sessions, ${tasks.misses.length} expected not made)`,
    `findings     precision ${percent(findings.precision)}  recall ${percent(findings.recall)}  (${findings.found} of ${findings.expected} found, ${findings.falsePositives.length} false positives)`,
    ...findings.byDetector.map(
      (row) =>
        `  ${row.detector.padEnd(20)} precision ${percent(row.precision)}  recall ${percent(row.recall)}  (${row.right} right, ${row.falsePositives} false, ${row.misses} missed)`,
    ),
  ];
  const section = sectionsOf(lines);
  section('missed corrections', corrections.misses, (miss) => {
    const at = miss.label.line !== undefined ? `line ${miss.label.line}` : `"${clip(miss.label.text, 60)}"`;
    return `${miss.case} ${at}${miss.label.kind ? ` (${miss.label.kind})` : ''}${miss.detectedAs ? ` — found as ${miss.detectedAs}` : ''}: ${clip(miss.label.note ?? '')}`;
  });
  section(
    'false-positive corrections',
    corrections.falsePositives,
    (fp) =>
      `${where(fp.detection)} ${fp.detection.kind} ${fp.detection.confidence}${fp.label ? ` [labelled ${fp.label.class}]` : ''}: ${clip(fp.detection.text)}`,
  );
  section(
    'unlabelled corrections (incomplete cases)',
    corrections.unlabelled,
    (item) => `${where(item.detection)} ${item.detection.kind}: ${clip(item.detection.text)}`,
  );
  section(
    'missed proposals',
    proposals.misses,
    (miss) => `[${miss.label.keywords.join(', ')}] ${miss.label.scope ?? ''}${miss.proposedAs ? ` — proposed as ${miss.proposedAs}` : ''}`,
  );
  section(
    'unexpected proposals',
    proposals.falsePositives,
    (proposal) => `${proposal.scope}: ${clip(proposal.content)} (${proposal.evidence.map(where).join(', ')})`,
  );
  section('forbidden proposals', proposals.forbidden, (item) => `${item.proposal.scope}: ${clip(item.proposal.content)} — ${item.why}`);
  section(
    'wrong Task() suggestions',
    tasks.wrong,
    (item) => `${where(item.point)} ${item.point.pattern}: goal "${clip(item.point.goal, 60)}", files [${item.point.files.join(', ')}] — ${item.why}`,
  );
  section(
    'expected Task() suggestions not made',
    tasks.misses,
    (miss) => `${miss.case}${miss.label.line ? ` line ${miss.label.line}` : ''}: ${miss.label.goal ?? ''} [${(miss.label.files ?? []).join(', ')}]`,
  );
  section(
    'false-positive findings',
    findings.falsePositives,
    (item) => `${where({ file: item.finding.file, line: item.finding.lines.at(-1) })} ${item.finding.detector} lines ${item.finding.lines.join(', ')}`,
  );
  section(
    'missed findings',
    findings.misses,
    (miss) => `${miss.case} ${miss.label.detector} lines ${miss.label.lines.join(', ')}: ${clip(miss.label.note ?? '')}`,
  );
  return lines;
}

function devsetLines(scores) {
  const { corrections, proposals, findings, toolCalls } = scores;
  const failures = corrections.failureReports;
  const row = (name, figures) =>
    `  ${name.padEnd(20)} precision ${percent(figures.precision)}  recall ${percent(figures.recall)}  (${figures.right} right, ${figures.falsePositives} false, ${figures.misses ?? figures.expected - figures.right} missed)`;
  const lines = [
    `devset: ${scores.turns} labelled human turns, ${scores.root}`,
    `corrections  precision ${percent(corrections.precision)}  recall ${percent(corrections.recall)}  (${corrections.found} of ${corrections.expected} found, ${corrections.falsePositives.length} false positives)`,
    '  by language:',
    ...Object.entries(corrections.byLang).map(([lang, figures]) => row(lang, figures)),
    `  ${NOT_A_TURN.padEnd(20)} ${corrections.notATurn} false`,
    '  by label kind (found as: the kinds of the corrections found):',
    ...Object.entries(corrections.byKind).map(
      ([kind, row]) =>
        `  ${kind.padEnd(20)} ${String(row.labelled).padStart(4)} labelled  found as ${Object.entries(row.foundAs)
          .map(([as, count]) => `${as} ${count}`)
          .join(', ')}`,
    ),
    `failure reports  precision ${percent(failures.precision)}  recall ${percent(failures.recall)}  (${failures.found} of ${failures.expected} found, ${failures.falsePositives.length} false positives)`,
    ...turnKindLines(corrections.turnKinds),
    `proposals    ${proposals.proposed} proposed, ${proposals.forbidden.length} forbidden (${proposals.taskRequests} from a task request); rules said in two or more sessions: ${proposals.foundOnce} of ${proposals.groups} proposed once`,
    `findings     precision ${percent(findings.precision)}  recall ${percent(findings.recall)}  (${findings.found} of ${findings.expected} found, ${findings.falsePositives.length} false positives)`,
    ...Object.entries(findings.byDetector).map(([detector, figures]) => row(detector, figures)),
    '  by format:',
    ...Object.entries(findings.byFormat).map(([format, figures]) => row(format, figures)),
    `tool calls   ${toolCalls.counted} counted for ${toolCalls.labelled} labelled in ${toolCalls.files} files (${toolCalls.differing.length} files differ)`,
  ];
  const section = sectionsOf(lines);
  const turn = (label) => `${label.file}:${label.line} ${label.kind} ${label.lang ?? ''}`;
  section(
    'missed corrections',
    corrections.misses,
    (miss) => `${turn(miss.label)}${miss.detectedAs ? ` — found as ${miss.detectedAs}` : ''}: ${clip(miss.label.text, 90)}`,
  );
  section(
    'false-positive corrections',
    corrections.falsePositives,
    (fp) =>
      `${fp.detection.file}:${fp.detection.line} ${fp.label ? `${fp.label.kind} ${fp.label.lang ?? ''}` : NOT_A_TURN} — found as ${fp.detection.kind}: ${clip(fp.detection.text, 90)}`,
  );
  section('missed failure reports', failures.misses, (miss) => `${turn(miss.label)}: ${clip(miss.label.text, 90)}`);
  section(
    'false-positive failure reports',
    failures.falsePositives,
    (fp) => `${fp.detection.file}:${fp.detection.line} ${fp.label ? `${fp.label.kind} ${fp.label.lang ?? ''}` : NOT_A_TURN}: ${clip(fp.detection.text, 90)}`,
  );
  section(
    'forbidden proposals',
    proposals.forbidden,
    (item) => `${item.proposal.scope}: ${clip(item.proposal.content, 70)} — from ${item.evidence.file}:${item.evidence.line}, a turn labelled ${item.kind}`,
  );
  section('rules said in two or more sessions, not proposed', proposals.misses, (miss) => miss.group.rule);
  section('rules said in two or more sessions, proposed apart', proposals.split, (item) => `${item.group.rule}: ${item.proposals.length} proposals`);
  section(
    'false-positive findings',
    findings.falsePositives,
    (item) =>
      `${item.finding.file}:${item.finding.line} ${item.finding.detector}${item.evidenceDiffers ? ' (the labelled occurrence has other evidence)' : ''}`,
  );
  section('missed findings', findings.misses, (miss) => `${miss.label.file}:${miss.label.line} ${miss.label.pattern}`);
  section('files whose tool calls differ', toolCalls.differing, (item) => `${item.file}: ${item.counted} counted, ${item.labelled} labelled`);
  return lines;
}

/** The confusion matrix of the turn kinds: one row per label kind, what its turns were read as. */
function turnKindLines(turnKinds) {
  if (turnKinds === undefined) return [];
  return [
    `turn kinds   ${percent(turnKinds.agreement)} read as labelled (${turnKinds.read} turns read; a session's first message is a task by rule, unread)`,
    ...Object.entries(turnKinds.matrix).map(
      ([kind, row]) =>
        `  ${kind.padEnd(20)} read as ${Object.entries(row)
          .sort(([, a], [, b]) => b - a)
          .map(([as, count]) => `${as} ${count}`)
          .join(', ')}`,
    ),
  ];
}
