/**
 * The entry of an analysis worker thread (worker-pool.ts starts it from dist/): analyses the files it
 * is sent, exactly as the main thread would (file-analysis.ts), and sends each FileAnalysis back.
 * An error is sent back as the reply of its file; the main thread decides what it is.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { detectorById } from '../../detectors/index.js';
import type { ConfiguredDetector } from '../detector-runner.js';
import { analyzeFile } from '../file-analysis.js';
import type { WorkerReply, WorkerSetup, WorkerTask } from './protocol.js';
import { sendableError } from './transfer.js';

const setup = workerData as WorkerSetup;
const detectors: ConfiguredDetector[] = setup.detectors.map(({ id, options }) => {
  const detector = detectorById(id);
  if (!detector) throw new Error(`analysis worker: no detector ${id}`);
  return { detector, options };
});
const port = parentPort;
if (!port) throw new Error('analyze-worker.js runs as a worker thread (worker-pool.ts)');

async function run(task: WorkerTask): Promise<void> {
  let reply: WorkerReply;
  try {
    reply = { id: task.id, analysis: await analyzeFile(task.path, { read: task.read, detectors, ...(setup.delegation && { delegation: setup.delegation }) }) };
    port?.postMessage(reply);
  } catch (error) {
    // a failed analysis, or one that cannot be cloned (a bug either way, unless it is a read error)
    port?.postMessage({ id: task.id, error: sendableError(error) } satisfies WorkerReply);
  }
}

port.on('message', (task: WorkerTask) => void run(task));
