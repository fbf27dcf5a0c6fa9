/**
 * A fixed set of analysis worker threads (analyze-worker.ts). Each file goes to the worker with the
 * fewest bytes still to analyse; its FileAnalysis comes back revived (transfer.ts). A worker that
 * dies fails what it had and everything after: such an error has no `code`, so analyze reports it as
 * the bug it is, never as an unreadable file.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../../util/package-root.js';
import type { ReadJsonlOptions } from '../../ingest/read-jsonl.js';
import type { FileAnalysis } from '../file-analysis.js';
import type { WorkerReply, WorkerSetup, WorkerTask } from './protocol.js';
import { receivedError, reviveFileAnalysis } from './transfer.js';

interface Slot {
  worker: Worker;
  /** Bytes of the files it has and has not answered yet. */
  load: number;
}

interface Pending {
  slot: Slot;
  bytes: number;
  resolve: (analysis: FileAnalysis) => void;
  reject: (error: Error) => void;
}

/**
 * The worker entry `npm run build` puts in dist/ (a worker thread runs JavaScript): found from the package's
 * root, so that this module may run from dist/, from the bundle (dist/bundle/) or as TypeScript under the tests.
 */
function workerEntry(here: string = import.meta.url): URL {
  return pathToFileURL(join(packageRoot(here), 'dist', 'analyze', 'workers', 'analyze-worker.js'));
}

/**
 * A worker's young generation, capped: its objects live for one line or one file, and each thread's own
 * (by default sized for a main thread) added ~30 MB to the peak RSS of a two-worker run for no speed
 * (bench corpus, 506 MB, --jobs 2: 247 → 214 MB, the time within the noise).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 16 };

export class WorkerPool {
  private readonly slots: Slot[];
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | undefined;
  private closing = false;

  constructor(size: number, setup: WorkerSetup, entry: URL = workerEntry()) {
    this.slots = Array.from({ length: size }, () => {
      const slot: Slot = { worker: new Worker(entry, { workerData: setup, resourceLimits: WORKER_LIMITS }), load: 0 };
      slot.worker.on('message', (reply: WorkerReply) => {
        this.reply(reply);
      });
      slot.worker.on('error', (error) => {
        this.fail(new Error(`an analysis worker failed: ${error.message}`, { cause: error }));
      });
      slot.worker.on('exit', (code) => {
        if (!this.closing) this.fail(new Error(`an analysis worker stopped (exit code ${code})`));
      });
      return slot;
    });
  }

  /** Analyses one file (`bytes`: what is left of it to read, for the balance). */
  analyze(path: string, read: ReadJsonlOptions, bytes: number): Promise<FileAnalysis> {
    if (this.failure) return Promise.reject(this.failure);
    const slot = this.slots.reduce((least, candidate) => (candidate.load < least.load ? candidate : least));
    const id = this.nextId++;
    slot.load += bytes;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { slot, bytes, resolve, reject });
      slot.worker.postMessage({ id, path, read } satisfies WorkerTask);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private reply(reply: WorkerReply): void {
    const task = this.pending.get(reply.id);
    if (!task) return;
    this.pending.delete(reply.id);
    task.slot.load -= task.bytes;
    if ('error' in reply) task.reject(receivedError(reply.error));
    else task.resolve(reviveFileAnalysis(reply.analysis));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const task of this.pending.values()) task.reject(this.failure);
    this.pending.clear();
  }
}
