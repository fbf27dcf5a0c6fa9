/** The messages between the main thread and an analysis worker (analyze-worker.ts, worker-pool.ts). */
import type { DelegationSettings } from '../../delegation/delegation-detector.js';
import type { DetectorId } from '../../detectors/index.js';
import type { ReadJsonlOptions } from '../../ingest/read-jsonl.js';
import type { FileAnalysis } from '../file-analysis.js';
import type { SentError } from './transfer.js';

/** What every worker is started with: the settings of every file's analysis (detectors by id: functions do not cross). */
export interface WorkerSetup {
  detectors: Array<{ id: DetectorId; options: unknown }>;
  delegation?: DelegationSettings;
}

/** One file to analyse, from `read.startOffset` on. */
export interface WorkerTask {
  id: number;
  path: string;
  read: ReadJsonlOptions;
}

export type WorkerReply = { id: number; analysis: FileAnalysis } | { id: number; error: SentError };
