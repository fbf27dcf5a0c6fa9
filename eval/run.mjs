/**
 * `npm run eval`: the accuracy harness. Runs the real pipeline (the library API in dist/, as a user's
 * `tip-miner analyze` would, on a temporary data home of its own per set, never the user's) and scores it:
 *
 * - the labelled sets of eval/labels/*.json — crafted logs in eval/cases/ and sessions of the shared corpus
 *   (TIP_MINER_CORPUS, else ../shared/corpus beside the repository); a label file's `set` (default
 *   `labelled`) keeps cases apart that are run and held to thresholds on their own (`planted`: the crafted
 *   histories with planted rules);
 * - the devset (TIP_MINER_DEVSET, else ../shared/devset): real logs of other people, scored against its own
 *   labels (eval/devset.mjs, eval/score-devset.mjs).
 *
 * Prints precision and recall of corrections and proposals, the share of right Task() suggestions, precision
 * and recall of the tool-pattern findings, and every miss and false positive; per set.
 * Exit code 1 when a threshold of eval/thresholds.json is not met, 2 when the corpus, the devset or a labelled file is missing.
 *
 *   npm run eval [-- --json] [-- --crafted-only] [-- --no-devset] [-- --devset-only]
 *
 * Label format and how to add a case: eval/README.md.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devsetLocation, loadDevset, typedTextAt } from './devset.mjs';
import { printScores } from './report.mjs';
import { scoreDevsetCorrections, scoreDevsetFindings, scoreDevsetProposals, scoreToolCalls, scoreTurnKinds } from './score-devset.mjs';
import { scoreCorrections, scoreFindings, scoreProposals, scoreTasks, unmetThresholds } from './score.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
const LABELS_DIR = join(here, 'labels');
const CASES_DIR = join(here, 'cases');
export const DEFAULT_SET = 'labelled';
export const DEVSET = 'devset';

/**
 * The labelled cases and proposal expectations of every eval/labels/*.json, files resolved (corpus ones under
 * `corpusRoot`, left out without it), grouped by their file's `set`.
 */
export function loadLabels(corpusRoot) {
  const sets = new Map();
  for (const name of readdirSync(LABELS_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const labels = JSON.parse(readFileSync(join(LABELS_DIR, name), 'utf8'));
    const setName = labels.set ?? DEFAULT_SET;
    let set = sets.get(setName);
    if (set === undefined) sets.set(setName, (set = { cases: [], proposals: { expected: [], forbidden: [] } }));
    for (const labelled of labels.cases ?? []) {
      const file =
        labelled.corpus !== undefined ? (corpusRoot === undefined ? undefined : join(corpusRoot, labelled.corpus)) : join(CASES_DIR, labelled.crafted);
      if (file !== undefined) set.cases.push({ ...labelled, file, labels: name });
    }
    set.proposals.expected.push(...(labels.proposals?.expected ?? []).filter((label) => corpusRoot !== undefined || label.corpus !== true));
    set.proposals.forbidden.push(...(labels.proposals?.forbidden ?? []));
  }
  return sets;
}

function corpusLocation() {
  const fromEnv = process.env.TIP_MINER_CORPUS;
  return fromEnv !== undefined && fromEnv !== '' ? resolve(fromEnv) : resolve(repoRoot, '../shared/corpus');
}

/**
 * What the pipeline finds in `paths`, on a data home of its own under the system's temporary folder: the
 * corrections and pending proposals as the history database keeps them, the Task() suggestions and findings
 * as analysis makes them, the tool calls of each file as the streams hold them, and each file's log format.
 */
export async function runPipeline(paths, now) {
  const api = await import(join(repoRoot, 'dist', 'index.js'));
  const home = mkdtempSync(join(tmpdir(), 'tip-miner-eval-'));
  try {
    const host = { env: { TIP_MINER_HOME: home }, homeDir: home, platform: process.platform };
    const settings = api.settingsFor({}, home, host);
    await api.runAnalyze(settings, { paths, now, includeFailed: true, jobs: 1 });
    const corrections = api.correctionsReport(settings, { includeFailed: true });
    // every pending proposal of every repository: the summary holds only the top max_proposals of all of them together
    const proposals = api.proposalsReport(settings, now, { allRepos: true }).all.filter((proposal) => proposal.status === 'pending');
    const toolCalls = new Map();
    const counter = {
      onItem: (_stream, item) => {
        if (item.type === 'call') toolCalls.set(item.call.location.file, (toolCalls.get(item.call.location.file) ?? 0) + 1);
      },
    };
    // what every human turn was read as (the kinds the classifier gives, corrections or not)
    const turnKinds = [];
    const turns = new api.CorrectionDetector(
      () => undefined,
      (turn) => turnKinds.push(turn),
    );
    // the Task() suggestions and tool-pattern findings as analysis makes them (the database keeps the same ones)
    const { delegation, findings, report } = await api.analyze({ paths, includeFailed: true, jobs: 1, consumers: [counter, turns] });
    const points = delegation.points.map((point) => ({ ...point, files: point.suggestion.files, goal: point.suggestion.goal }));
    const formats = new Map();
    for (const session of report.sessionDetails) {
      for (const file of [...session.files, ...session.streams.flatMap((stream) => stream.files)]) formats.set(file, session.format);
    }
    return {
      corrections,
      proposals,
      points,
      findings: findings.map(({ detector, file, line, lines, callIds }) => ({ detector, file, line, lines, callIds })),
      toolCalls,
      formats,
      turnKinds,
    };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

async function scoreLabelledSet(set, now) {
  const missing = set.cases.filter((labelled) => !existsSync(labelled.file));
  if (missing.length > 0) return { problem: `labelled logs missing: ${missing.map((labelled) => labelled.file).join(', ')}` };
  const found = await runPipeline([...new Set(set.cases.map((labelled) => labelled.file))], now);
  return {
    scores: {
      cases: set.cases.length,
      corrections: scoreCorrections(set.cases, found.corrections),
      proposals: scoreProposals(set.proposals, found.proposals, set.cases),
      tasks: scoreTasks(set.cases, found.points),
      findings: scoreFindings(set.cases, found.findings),
    },
  };
}

async function scoreDevset(root, now) {
  const devset = loadDevset(root);
  if (devset.problem !== undefined) return { problem: devset.problem };
  const found = await runPipeline([root], now);
  const local = (file) => relative(root, file);
  const withText = (item, place) => ({ ...item, text: item.text ?? typedTextAt(join(root, place.file), place.line) });
  const corrections = scoreDevsetCorrections(
    devset.turns,
    found.corrections.map((correction) => ({ file: local(correction.file), line: correction.line, kind: correction.kind, text: correction.text })),
  );
  corrections.turnKinds = scoreTurnKinds(
    devset.turns,
    found.turnKinds.map((turn) => ({ file: local(turn.file), line: turn.line, kind: turn.kind })),
  );
  // the typed text of each missed turn, read from its log (a false positive carries its own)
  corrections.misses = corrections.misses.map((miss) => ({ ...miss, label: withText(miss.label, miss.label) }));
  corrections.failureReports.misses = corrections.failureReports.misses.map((miss) => ({ ...miss, label: withText(miss.label, miss.label) }));
  const proposals = found.proposals.map((proposal) => ({
    id: proposal.id,
    content: proposal.content,
    scope: proposal.scope,
    evidence: proposal.evidence.map((evidence) => ({ file: local(evidence.file), line: evidence.line, quote: evidence.quote })),
  }));
  const formatOf = (file) => found.formats.get(join(root, file)) ?? file.split('/')[0];
  const findings = found.findings.map((finding) => ({ ...finding, file: local(finding.file) }));
  return {
    scores: {
      root,
      turns: devset.turns.length,
      corrections,
      proposals: scoreDevsetProposals(devset.turns, devset.ruleGroups, proposals),
      findings: scoreDevsetFindings(devset.occurrences, findings, formatOf),
      toolCalls: scoreToolCalls(devset.toolCalls, new Map([...found.toolCalls].map(([file, count]) => [local(file), count]))),
    },
  };
}

/**
 * Runs and scores every set asked for. `craftedOnly`: the crafted cases alone (no corpus, no devset);
 * `devset: false` leaves the devset out, `only: 'devset'` runs it alone.
 */
export async function evaluate({ craftedOnly = false, devset = true, only } = {}) {
  const thresholds = JSON.parse(readFileSync(join(here, 'thresholds.json'), 'utf8'));
  const scores = {};
  if (only !== DEVSET) {
    const corpusRoot = craftedOnly ? undefined : corpusLocation();
    if (corpusRoot !== undefined && !existsSync(corpusRoot)) {
      return { problem: `the shared corpus is missing at ${corpusRoot}: set TIP_MINER_CORPUS to its folder, or run npm run eval -- --crafted-only` };
    }
    for (const [name, set] of loadLabels(corpusRoot)) {
      const scored = await scoreLabelledSet(set, thresholds.now);
      if (scored.problem !== undefined) return scored;
      scores[name] = scored.scores;
    }
  }
  if (devset && !craftedOnly) {
    const scored = await scoreDevset(devsetLocation(), thresholds.now);
    if (scored.problem !== undefined) return scored;
    scores[DEVSET] = scored.scores;
  }
  const unmet = Object.entries(scores).flatMap(([name, set]) => {
    const limits = thresholds.sets?.[name];
    if (limits === undefined) return [`${name}: no thresholds in eval/thresholds.json`];
    return unmetThresholds(limits, set).map((line) => `${name}: ${line}`);
  });
  return { scores, unmet, thresholds };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const result = await evaluate({
    craftedOnly: args.includes('--crafted-only'),
    devset: !args.includes('--no-devset'),
    ...(args.includes('--devset-only') && { only: DEVSET }),
  });
  if (result.problem !== undefined) {
    console.error(`eval: ${result.problem}`);
    process.exitCode = 2;
  } else {
    if (args.includes('--json')) console.log(JSON.stringify({ scores: result.scores, unmet: result.unmet }, null, 2));
    else printScores(result, { repoRoot, corpusRoot: corpusLocation() });
    process.exitCode = result.unmet.length === 0 ? 0 : 1;
  }
}
