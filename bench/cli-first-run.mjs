/**
 * What a user runs, timed from outside as a whole process: `tip-miner analyze <corpus> [--jobs N]` into a
 * fresh data home (the database, the views, everything a first run writes), against the bare Buffer-split +
 * JSON.parse loop over the same files (bench/bare-loop.mjs), also timed as a whole process. The runs
 * alternate (A/B, A/B, …) so that a machine whose load drifts weighs on both alike; the median of each.
 * Each CLI run is preloaded with bench/thread-cpu.mjs and reports its CPU per thread; beside the wall times,
 * the CPU times (user + system of the whole process, steadier than wall time on a loaded machine).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, '..', 'bin', 'tip-miner.js');

function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** One CLI first run: {ms, cpuMs, threads} (`jobs` undefined: the automatic choice). */
export function cliFirstRun(corpusDir, jobs) {
  const home = mkdtempSync(join(tmpdir(), 'tip-miner-bench-first-'));
  const out = join(home, 'thread-cpu.json');
  try {
    const started = performance.now();
    execFileSync(
      process.execPath,
      ['--import', pathToFileURL(join(here, 'thread-cpu.mjs')).href, bin, 'analyze', corpusDir, ...(jobs === undefined ? [] : ['--jobs', String(jobs)])],
      { env: { ...process.env, TIP_MINER_HOME: home, TIP_MINER_BENCH_THREAD_CPU_OUT: out }, stdio: 'ignore' },
    );
    const ms = performance.now() - started;
    const threads = JSON.parse(readFileSync(out, 'utf8'));
    return { ms, cpuMs: threads.totalMs, threads };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** The bare Buffer loop as a whole process: its wall time from outside, as the CLI's, and its CPU time. */
export function bareLoopRun(corpusDir) {
  const started = performance.now();
  const output = execFileSync(process.execPath, [join(here, 'bare-loop.mjs'), 'buffer', corpusDir], { encoding: 'utf8' });
  return { ms: performance.now() - started, cpuMs: JSON.parse(output.trim().split('\n').pop()).cpuMs };
}

/** The CLI's first run (--jobs 1) against the bare loop, alternating: medians and their ratio (speed: loop time / CLI time). */
export function cliAgainstLoop(corpusDir, runs) {
  const loop = [];
  const cli = [];
  for (let run = 0; run < runs; run++) {
    loop.push(bareLoopRun(corpusDir));
    cli.push(cliFirstRun(corpusDir, 1));
  }
  const [loopMs, cliMs] = [loop, cli].map((samples) => median(samples.map((sample) => sample.ms)));
  const [loopCpuMs, cliCpuMs] = [loop, cli].map((samples) => median(samples.map((sample) => sample.cpuMs)));
  return {
    loopMs,
    cliMs,
    ratio: loopMs / cliMs,
    pairs: loop.map((sample, index) => sample.ms / cli[index].ms),
    loopCpuMs,
    cliCpuMs,
    cpuRatio: loopCpuMs / cliCpuMs,
  };
}

/**
 * The automatic --jobs against --jobs 1, and --jobs 2 with its CPU per thread, alternating (1, auto, 2, …):
 * medians, ratios (speed: --jobs 1 time / the other's), and the main thread's share of the work at --jobs 2.
 */
export function cliJobs(corpusDir, runs) {
  const one = [];
  const auto = [];
  const two = [];
  for (let run = 0; run < runs; run++) {
    one.push(cliFirstRun(corpusDir, 1).ms);
    auto.push(cliFirstRun(corpusDir, undefined).ms);
    two.push(cliFirstRun(corpusDir, 2));
  }
  const shares = two.map((sample) => sample.threads.mainShare);
  const share = median(shares);
  return {
    oneMs: median(one),
    autoMs: median(auto),
    twoMs: median(two.map((sample) => sample.ms)),
    autoRatio: median(one) / median(auto),
    twoRatio: median(one) / median(two.map((sample) => sample.ms)),
    mainShare: share,
    threads: two.find((sample) => sample.threads.mainShare === share).threads,
  };
}

/** Amdahl: the speed-up n cores allow when a share s of the work cannot be shared. */
export function amdahl(share, cores) {
  return 1 / (share + (1 - share) / cores);
}
