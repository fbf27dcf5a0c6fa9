/**
 * `analyze --jobs N`: the files analysed by worker threads (workers/), their results handed on in
 * discovery order by this thread, so that everything after (the report, the history database) is the
 * same as with one thread. Every file is planned first (the plans say how much there is to read, and
 * so how many threads are worth starting); the largest files of the next few go first, each to the
 * worker with the least left to do.
 */
import { availableParallelism } from 'node:os';
import type { DelegationSettings } from '../delegation/delegation-detector.js';
import { detectorById } from '../detectors/index.js';
import type { DiscoveredFile } from '../ingest/discover.js';
import type { ReadJsonlOptions } from '../ingest/read-jsonl.js';
import type { StreamConsumer } from '../model/stream.js';
import type { FileOutcome, FileStart } from './analyze.js';
import { balancedInOrder } from './balanced-in-order.js';
import type { ConfiguredDetector } from './detector-runner.js';
import { inOrder, type Outcome } from './in-order.js';
import type { WorkerSetup } from './workers/protocol.js';
import { WorkerPool } from './workers/worker-pool.js';

/**
 * Without --jobs, worker threads only when there is at least this much to read: starting two costs
 * 75–150 ms (each loads the analysis modules), what one thread reads of 7–14 MB, so below it they cannot
 * pay for themselves.
 */
const WORKERS_MIN_BYTES = 32 * 1024 * 1024;
/**
 * Without --jobs, no worker threads on this many cores or fewer: one analysis already keeps ~1.45 cores busy
 * (V8 compiles and collects on its own threads beside it), so on two cores a second thread has no core to
 * run on — measured, two workers are 0.60–0.97× one thread for the CLI's first run (docs/performance.md
 * "Every core"). From three cores up, one per core.
 */
const ONE_THREAD_MAX_CORES = 2;
/** Files a worker is given at once, so that it never waits for its next one. */
const FILES_PER_WORKER = 2;
/** Files ahead of the oldest not yet handed on that may be analysed, per worker: results held at most. */
const WINDOW_PER_WORKER = 8;
/** Files planned at once (a file that grew has its head read, to tell an append from a rewrite). */
const PLANS_IN_FLIGHT = 8;

export interface PlannedFile {
  file: DiscoveredFile;
  /** Where to start (undefined: at the start), `skip`, or why it could not be planned. */
  plan: Outcome<FileStart | 'skip' | undefined>;
}

/** What the workers are started with, or undefined when the analysis cannot leave this thread (functions in it). */
export function workerSetup(options: {
  detectors: readonly ConfiguredDetector[];
  consumers?: readonly StreamConsumer[] | undefined;
  delegation?: DelegationSettings | undefined;
}): WorkerSetup | undefined {
  if (options.consumers !== undefined && options.consumers.length > 0) return undefined;
  const detectors: WorkerSetup['detectors'] = [];
  for (const { detector, options: detectorOptions } of options.detectors) {
    if (detectorById(detector.meta.id) !== detector) return undefined;
    detectors.push({ id: detector.meta.id, options: detectorOptions });
  }
  return { detectors, ...(options.delegation && { delegation: options.delegation }) };
}

export async function planAll(
  files: readonly DiscoveredFile[],
  planFile: ((file: DiscoveredFile) => FileStart | 'skip' | Promise<FileStart | 'skip'>) | undefined,
): Promise<PlannedFile[]> {
  const planned: PlannedFile[] = [];
  await inOrder(
    files,
    async (file) => (planFile ? await planFile(file) : undefined),
    PLANS_IN_FLIGHT,
    (file, plan) => planned.push({ file, plan }),
  );
  return planned;
}

/** Bytes left to read of a planned file (a gzip file's offset is in its decompressed data: all of it). */
function bytesToRead({ file, plan }: PlannedFile): number {
  if (!plan.ok || plan.value === 'skip') return 0;
  const start = plan.value === undefined || file.path.endsWith('.gz') ? 0 : plan.value.startOffset;
  // an empty file still has to be looked at
  return Math.max(1, file.size - start);
}

/** Whether the automatic choice (no --jobs) may start workers on this many cores: else the run is --jobs 1's, planned as it goes. */
export function coresPayForWorkers(cores: number = availableParallelism()): boolean {
  return cores > ONE_THREAD_MAX_CORES;
}

/**
 * Worker threads to start: --jobs at most, one per file to read at most; 1 means none. Without --jobs
 * (the automatic choice), this thread alone on ONE_THREAD_MAX_CORES cores or fewer or below
 * WORKERS_MIN_BYTES to read, else one per core.
 */
export function threadsFor(jobs: number | undefined, planned: readonly PlannedFile[], cores: number = availableParallelism()): number {
  const sizes = planned.map(bytesToRead).filter((bytes) => bytes > 0);
  if (jobs === undefined && (!coresPayForWorkers(cores) || sizes.reduce((sum, bytes) => sum + bytes, 0) < WORKERS_MIN_BYTES)) return 1;
  return Math.max(1, Math.min(jobs ?? cores, sizes.length));
}

export async function analyzeOnWorkers(
  planned: readonly PlannedFile[],
  threads: number,
  setup: WorkerSetup,
  read: ReadJsonlOptions | undefined,
  handOn: (file: DiscoveredFile, outcome: Outcome<FileOutcome>) => void,
): Promise<void> {
  const pool = new WorkerPool(threads, setup);
  const task = async (item: PlannedFile): Promise<FileOutcome> => {
    const { plan } = item;
    if (!plan.ok) throw plan.error;
    if (plan.value === 'skip') return { skipped: true };
    return { skipped: false, analysis: await pool.analyze(item.file.path, { ...read, ...plan.value }, bytesToRead(item)) };
  };
  try {
    await balancedInOrder(planned, task, { cost: bytesToRead, slots: threads * FILES_PER_WORKER, window: threads * WINDOW_PER_WORKER }, (item, outcome) => {
      handOn(item.file, outcome);
    });
  } finally {
    await pool.close();
  }
}
