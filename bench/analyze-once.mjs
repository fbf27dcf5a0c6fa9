/**
 * One `analyze` over the benchmark corpus, through the library API. Prints {bytes, lines, ms, cpuMs, maxRssMb, toolCalls, …}.
 *   node bench/analyze-once.mjs [--jobs N] [--full-parse] [--counts-only] <path>   (default: analyze's own, one thread per
 *   core on large runs; --full-parse: every line parsed whole, no format's fast path: formats/claude-code/skeleton.ts;
 *   --counts-only: keepResults false, what the CLI runs — results handed to no one, only counted; --thread-cpu: the CPU
 *   of each thread, bench/thread-cpu.mjs, as `threads`)
 */
import { analyze } from '../dist/index.js';
import { peakRssMb } from './peak-rss.mjs';

/** CPU time of this process, user + system (steadier than wall time on a shared machine). */
function cpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const jobsAt = process.argv.indexOf('--jobs');
const jobs = jobsAt > 0 ? Number(process.argv[jobsAt + 1]) : undefined;
const fullParse = process.argv.includes('--full-parse');
const countsOnly = process.argv.includes('--counts-only');
const threadCpu = process.argv.includes('--thread-cpu') ? await import('./thread-cpu.mjs') : undefined;
const root = process.argv.at(-1);
await threadCpu?.startThreadCpu();
const started = performance.now();
const { report, findings } = await analyze({
  paths: [root],
  ...(jobs !== undefined && { jobs }),
  ...(fullParse && { read: { fastParse: false } }),
  ...(countsOnly && { keepResults: false }),
});
const ms = performance.now() - started;
console.log(
  JSON.stringify({
    bytes: report.bytes,
    lines: report.lines,
    ms,
    cpuMs: cpuMs(),
    maxRssMb: peakRssMb(),
    toolCalls: report.toolCalls,
    sessions: report.sessions,
    findings: findings.length,
    ...(threadCpu && { threads: threadCpu.threadCpuReport() }),
  }),
);
