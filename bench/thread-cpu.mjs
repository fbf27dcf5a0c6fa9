/**
 * CPU time per thread of this process (Linux: /proc/self/task/<tid>/stat), to tell how much of an
 * `analyze --jobs N` run is done on the main thread — the part more cores cannot share (Amdahl).
 *
 * `startThreadCpu()` starts libuv's thread pool (so that its threads are there before any worker) and notes
 * which threads exist; worker threads are the threads started after that. Their CPU is read when the pool
 * terminates them (`Worker.prototype.terminate` is wrapped: by then each has done all its work, and it still
 * exists), the main thread's at the end (`threadCpuReport()`), and what is left of the process's CPU is V8's
 * helper threads (compilers, GC) and libuv's. Resolution: a clock tick (10 ms).
 *
 * Preloaded into a CLI run (`node --import bench/thread-cpu.mjs`, TIP_MINER_BENCH_THREAD_CPU_OUT=<file>), it
 * writes the report to that file as the process exits; workers inherit the preload and do nothing with it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { isMainThread, Worker } from 'node:worker_threads';

/** USER_HZ: /proc's clock ticks per second on Linux. */
const TICK_MS = 10;

function cpuMsOf(statPath) {
  const text = readFileSync(statPath, 'utf8');
  // fields after the command name, which may hold spaces: utime and stime are the 14th and 15th
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function threads() {
  const out = new Map();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      out.set(tid, cpuMsOf(`/proc/self/task/${tid}/stat`));
    } catch {
      // a thread that ended meanwhile
    }
  }
  return out;
}

let before;
let mainBefore = 0;
let cpuBefore;
let atTerminate;

export async function startThreadCpu() {
  await stat('/'); // libuv starts its whole pool on the first request
  before = threads();
  mainBefore = cpuMsOf('/proc/thread-self/stat');
  cpuBefore = process.cpuUsage();
  const terminate = Worker.prototype.terminate;
  Worker.prototype.terminate = function (...args) {
    atTerminate ??= threads();
    return terminate.apply(this, args);
  };
}

/** {mainMs, workerMs: [..], helperMs, totalMs, mainShare} since startThreadCpu(); mainShare = main / (main + workers). */
export function threadCpuReport() {
  const mainMs = cpuMsOf('/proc/thread-self/stat') - mainBefore;
  const workerMs = atTerminate ? [...atTerminate].filter(([tid]) => !before.has(tid)).map(([, ms]) => ms) : [];
  const { user, system } = process.cpuUsage(cpuBefore);
  const totalMs = (user + system) / 1000;
  const workersMs = workerMs.reduce((sum, ms) => sum + ms, 0);
  return { mainMs, workerMs, helperMs: Math.max(0, totalMs - mainMs - workersMs), totalMs, mainShare: mainMs / (mainMs + workersMs) };
}

const out = process.env.TIP_MINER_BENCH_THREAD_CPU_OUT;
if (isMainThread && out) {
  await startThreadCpu();
  process.on('exit', () => writeFileSync(out, JSON.stringify(threadCpuReport())));
}
