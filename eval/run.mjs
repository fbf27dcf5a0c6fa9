/**
 * `npm run eval`: the accuracy harness. Runs the real pipeline (the library API in dist/, as a user's
 * `tip-miner analyze` would, on a temporary data home, never the user's) over the labelled cases —
 * crafted logs in eval/cases/ and sessions of the shared corpus (TIP_MINER_CORPUS, else ../shared/corpus
 * beside the repository) — then prints precision and recall for corrections and for proposals, the share
 * of Task() suggestions whose files and goal are right, precision and recall of the tool-pattern findings
 * (per detector), and every miss and false positive.
 * Exit code 1 when a threshold of eval/thresholds.json is not met, 2 when the corpus or a labelled file is missing.
 *
 *   npm run eval [-- --json] [-- --crafted-only]
 *
 * Label format and how to add a case: eval/README.md.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreCorrections, scoreFindings, scoreProposals, scoreTasks, unmetThresholds } from './score.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
const LABELS_DIR = join(here, 'labels');
const CASES_DIR = join(here, 'cases');

/** The labelled cases and proposal expectations of every eval/labels/*.json, files resolved (corpus ones under `corpusRoot`). */
export function loadLabels(corpusRoot) {
  const cases = [];
  const proposals = { expected: [], forbidden: [] };
  for (const name of readdirSync(LABELS_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const labels = JSON.parse(readFileSync(join(LABELS_DIR, name), 'utf8'));
    for (const labelled of labels.cases ?? []) {
      const file =
        labelled.corpus !== undefined ? (corpusRoot === undefined ? undefined : join(corpusRoot, labelled.corpus)) : join(CASES_DIR, labelled.crafted);
      if (file !== undefined) cases.push({ ...labelled, file, labels: name });
    }
    proposals.expected.push(...(labels.proposals?.expected ?? []).filter((label) => corpusRoot !== undefined || label.corpus !== true));
    proposals.forbidden.push(...(labels.proposals?.forbidden ?? []));
  }
  return { cases, proposals };
}

function corpusLocation() {
  const fromEnv = process.env.TIP_MINER_CORPUS;
  return fromEnv !== undefined && fromEnv !== '' ? resolve(fromEnv) : resolve(repoRoot, '../shared/corpus');
}

/** What the pipeline finds in `files`, on a data home of its own under the system's temporary folder. */
export async function runPipeline(files, now) {
  const api = await import(join(repoRoot, 'dist', 'index.js'));
  const home = mkdtempSync(join(tmpdir(), 'tip-miner-eval-'));
  try {
    const host = { env: { TIP_MINER_HOME: home }, homeDir: home, platform: process.platform };
    const settings = api.settingsFor({}, home, host);
    await api.runAnalyze(settings, { paths: files, now, includeFailed: true, jobs: 1 });
    const corrections = api.correctionsReport(settings, { includeFailed: true });
    // every pending proposal of every repository: the summary holds only the top max_proposals of all of them together
    const proposals = api.proposalsReport(settings, now, { allRepos: true }).all.filter((proposal) => proposal.status === 'pending');
    // the Task() suggestions and tool-pattern findings as analysis makes them (the database keeps the same ones)
    const { delegation, findings } = await api.analyze({ paths: files, includeFailed: true, jobs: 1 });
    const points = delegation.points.map((point) => ({ ...point, files: point.suggestion.files, goal: point.suggestion.goal }));
    return { corrections, proposals, points, findings: findings.map(({ detector, file, lines }) => ({ detector, file, lines })) };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

export async function evaluate({ craftedOnly = false } = {}) {
  const corpusRoot = craftedOnly ? undefined : corpusLocation();
  if (corpusRoot !== undefined && !existsSync(corpusRoot)) {
    return { problem: `the shared corpus is missing at ${corpusRoot}: set TIP_MINER_CORPUS to its folder, or run npm run eval -- --crafted-only` };
  }
  const thresholds = JSON.parse(readFileSync(join(here, 'thresholds.json'), 'utf8'));
  const { cases, proposals: expectations } = loadLabels(corpusRoot);
  const missing = cases.filter((labelled) => !existsSync(labelled.file));
  if (missing.length > 0) return { problem: `labelled logs missing: ${missing.map((labelled) => labelled.file).join(', ')}` };
  const files = [...new Set(cases.map((labelled) => labelled.file))];
  const found = await runPipeline(files, thresholds.now);
  const scores = {
    cases: cases.length,
    corrections: scoreCorrections(cases, found.corrections),
    proposals: scoreProposals(expectations, found.proposals, cases),
    tasks: scoreTasks(cases, found.points),
    findings: scoreFindings(cases, found.findings),
  };
  return { scores, unmet: unmetThresholds(thresholds, scores), thresholds };
}

const percent = (value) => `${(value * 100).toFixed(1)}%`;
const where = (detection) => `${detection.file.replace(repoRoot + '/', '').replace(corpusLocation() + '/', 'corpus:')}:${detection.line}`;
const clip = (text, max = 110) => {
  const flat = String(text ?? '').replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function print({ scores, unmet }) {
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
  const section = (title, items, line) => {
    if (items.length === 0) return;
    lines.push('', `${title} (${items.length}):`, ...items.map((item) => `  ${line(item)}`));
  };
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
  lines.push('', unmet.length === 0 ? 'thresholds: all met' : `thresholds not met: ${unmet.join('; ')}`);
  console.log(lines.join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const result = await evaluate({ craftedOnly: args.includes('--crafted-only') });
  if (result.problem !== undefined) {
    console.error(`eval: ${result.problem}`);
    process.exitCode = 2;
  } else {
    if (args.includes('--json')) console.log(JSON.stringify({ scores: result.scores, unmet: result.unmet }, null, 2));
    else print(result);
    process.exitCode = result.unmet.length === 0 ? 0 : 1;
  }
}
