/**
 * tip-miner's reader alone over the benchmark corpus: readJsonl on every file, four at once as analyze reads
 * them, each line split, decoded and parsed — nothing else. Between the bare loops and analyze, it tells how
 * much of analyze's time is reading and how much the analysis. Prints {bytes, lines, ms, cpuMs, maxRssMb}.
 *   node bench/read-once.mjs <path>
 */
import { readJsonl } from '../dist/ingest/read-jsonl.js';
import { listFiles } from './build-corpus.mjs';
import { peakRssMb } from './peak-rss.mjs';

/** As analyze/analyze.ts FILES_IN_FLIGHT. */
const FILES_AT_ONCE = 4;

const files = listFiles(process.argv.at(-1));
const started = performance.now();
let bytes = 0;
let lines = 0;
let next = 0;
async function readNext() {
  while (next < files.length) {
    const file = files[next++];
    const stats = await readJsonl(file, () => {});
    bytes += stats.bytesRead;
    lines += stats.values;
  }
}
await Promise.all(Array.from({ length: FILES_AT_ONCE }, readNext));
const ms = performance.now() - started;
const { user, system } = process.cpuUsage();
console.log(JSON.stringify({ bytes, lines, ms, cpuMs: (user + system) / 1000, maxRssMb: peakRssMb() }));
