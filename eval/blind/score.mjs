/**
 * Scores the human-turn classifier on the blind sets (eval/blind/README.md): turns written by writers who saw only
 * the labelling guide, each with what the agent said before it. Corrections precision / recall per set and per
 * language, and the turns' kinds; `--miss` / `--fp` list the turns behind the figures; `--save F` writes every
 * turn's verdict and `--against F` lists the turns whose verdict got better or worse since a saved run.
 *
 *   node eval/blind/score.mjs [--sets 20,21] [--miss] [--fp] [--save F] [--against F] [--json] [FILE.json …]
 *
 * The classifier is bundled from src/ (esbuild) into a temporary folder, so no build of dist/ is needed.
 */
import { build } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { add, POSITIVE_LABELS, POSITIVE_READINGS, readTurn, summary, tally } from './score-set.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SETS_DIR = join(here, 'sets');

async function loadClassifier() {
  const dir = mkdtempSync(join(tmpdir(), 'tip-miner-blind-'));
  try {
    const outfile = join(dir, 'classifier.mjs');
    await build({
      stdin: {
        contents: [
          "export { classifyHumanTurn } from './src/corrections/classify-text.ts';",
          "export { agentAsks, agentSeeksGoAhead } from './src/corrections/agent-asks.ts';",
        ].join('\n'),
        resolveDir: resolve(here, '../..'),
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'error',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function parseArgs(argv) {
  const args = { files: [], sets: undefined, miss: false, fp: false, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--sets') args.sets = new Set(argv[++i].split(','));
    else if (arg === '--miss') args.miss = true;
    else if (arg === '--fp') args.fp = true;
    else if (arg === '--json') args.json = true;
    else if (arg === '--save') args.save = argv[++i];
    else if (arg === '--against') args.against = argv[++i];
    else args.files.push(arg);
  }
  return args;
}

function setFiles(args) {
  if (args.files.length > 0) return args.files.map((file) => ({ name: file.replace(/^.*\/|\.json$/g, ''), file }));
  return readdirSync(SETS_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name: name.slice(0, -'.json'.length), file: join(SETS_DIR, name) }))
    .filter(({ name }) => args.sets === undefined || args.sets.has(name.replace(/^set/, '')));
}

const figure = (value) => value.toFixed(2);

const args = parseArgs(process.argv.slice(2));
const classifier = await loadClassifier();
const verdicts = {};
const report = {};
const lines = [];
for (const { name, file } of setFiles(args)) {
  const turns = JSON.parse(readFileSync(file, 'utf8'));
  const all = tally();
  const byLang = new Map();
  for (const turn of turns) {
    const reading = readTurn(classifier, turn);
    verdicts[`${name}/${turn.id}`] = reading;
    add(all, turn.kind, reading);
    if (!byLang.has(turn.lang)) byLang.set(turn.lang, tally());
    add(byLang.get(turn.lang), turn.kind, reading);
    const positive = POSITIVE_LABELS.has(turn.kind);
    const claimed = POSITIVE_READINGS.has(reading);
    const show = (tag) => lines.push(`${tag} ${name}/${turn.id} [${turn.lang}] ${turn.kind}→${reading}: ${JSON.stringify(turn.text).slice(0, 220)}`);
    if (args.miss && positive && !claimed) show('MISS');
    if (args.fp && claimed && !positive) show('FP  ');
  }
  report[name] = { ...summary(all), byLang: Object.fromEntries([...byLang].sort().map(([lang, row]) => [lang, summary(row)])) };
}
if (args.save) writeFileSync(args.save, JSON.stringify(verdicts, null, 1));
if (args.json) console.log(JSON.stringify(report, null, 2));
else {
  const total = tally();
  for (const [name, row] of Object.entries(report)) {
    for (const key of ['found', 'falsePositives', 'missed', 'turns', 'kindsRight']) total[key] += row[key];
    const langs = Object.entries(row.byLang)
      .map(([lang, r]) => `${lang} ${figure(r.precision)}/${figure(r.recall)} (${r.found + r.missed})`)
      .join(', ');
    console.log(
      `${name}: corrections ${figure(row.precision)} / ${figure(row.recall)} (found ${row.found}, false ${row.falsePositives}, missed ${row.missed}); kinds ${((100 * row.kindsRight) / row.turns).toFixed(1)}% of ${row.turns}\n  ${langs}`,
    );
  }
  const all = summary(total);
  console.log(`all: corrections ${figure(all.precision)} / ${figure(all.recall)} (found ${all.found}, false ${all.falsePositives}, missed ${all.missed})`);
  for (const line of lines) console.log(line);
}
if (args.against) {
  const before = JSON.parse(readFileSync(args.against, 'utf8'));
  const sets = new Map(setFiles(args).map(({ name, file }) => [name, JSON.parse(readFileSync(file, 'utf8'))]));
  for (const [key, reading] of Object.entries(verdicts)) {
    const was = before[key];
    if (was === undefined || was === reading) continue;
    const [name, id] = key.split('/');
    const turn = sets.get(name).find((candidate) => candidate.id === id);
    const positive = POSITIVE_LABELS.has(turn.kind);
    const rightNow = POSITIVE_READINGS.has(reading) === positive;
    const rightBefore = POSITIVE_READINGS.has(was) === positive;
    const tag = rightNow === rightBefore ? 'KIND  ' : rightNow ? 'BETTER' : 'WORSE ';
    console.log(`${tag} ${key} [${turn.lang}] ${turn.kind}: ${was}→${reading}: ${JSON.stringify(turn.text).slice(0, 160)}`);
  }
}
