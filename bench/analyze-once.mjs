/** One `analyze` over the benchmark corpus, through the library API. Prints {bytes, lines, ms, maxRssMb, toolCalls}. */
import { analyze } from '../dist/index.js';

const root = process.argv[2];
const started = performance.now();
const { report, findings } = await analyze({ paths: [root] });
const ms = performance.now() - started;
console.log(
  JSON.stringify({
    bytes: report.bytes,
    lines: report.lines,
    ms,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    toolCalls: report.toolCalls,
    sessions: report.sessions,
    findings: findings.length,
  }),
);
