/**
 * The progress line of `analyze` on stderr: files done of found, MB read, MB/s and the time left —
 * only when stderr is a terminal (io.status), only once the run has taken a second, at most ten times a
 * second, and cleared when the run ends. Never with --json (the command does not ask for it then).
 */
import type { AnalyzeProgress } from '../analyze/analyze.js';
import type { StatusLine } from './terminal.js';

const QUIET_MS = 1000;
const EVERY_MS = 100;
const MB = 1024 * 1024;

export interface ProgressReporter {
  onProgress: (progress: AnalyzeProgress) => void;
  /** Clears the line (the run is over). */
  done: () => void;
}

/** Undefined when there is no terminal to show it on. `clock` gives milliseconds (tests drive it). */
export function analyzeProgress(status: StatusLine | undefined, clock: () => number = () => performance.now()): ProgressReporter | undefined {
  if (status === undefined) return undefined;
  const started = clock();
  let shown = started;
  return {
    onProgress: (progress) => {
      const now = clock();
      if (now - started < QUIET_MS || now - shown < EVERY_MS) return;
      shown = now;
      status.show(progressText(progress, (now - started) / 1000));
    },
    done: () => {
      status.clear();
    },
  };
}

export function progressText(progress: AnalyzeProgress, seconds: number): string {
  const rate = seconds > 0 ? progress.bytesDone / MB / seconds : 0;
  const left = rate > 0 ? (progress.bytes - progress.bytesDone) / MB / rate : undefined;
  return [
    `analyze: ${String(progress.filesDone)}/${String(progress.files)} files`,
    `${(progress.bytesDone / MB).toFixed(1)}/${(progress.bytes / MB).toFixed(1)} MB`,
    `${rate.toFixed(1)} MB/s`,
    left !== undefined ? `ETA ${duration(left)}` : 'ETA —',
  ].join(', ');
}

function duration(seconds: number): string {
  const whole = Math.ceil(seconds);
  return whole < 60 ? `${String(whole)} s` : `${String(Math.floor(whole / 60))} min ${String(whole % 60)} s`;
}
