/**
 * The first `tip-miner hook post-tool-use` call on a large transcript (issue 30): the hook installed in the
 * middle of a long session, so there is no saved state and the transcript is 50 MB already. The transcript is
 * a real corpus session repeated (fresh uuids and call ids each time, one session id) until it holds
 * `--mb` MB (default 50), in the bench cache; each run is a first call (a fresh state folder), timed as a
 * whole process, alternating with `node -e ''`; the median of each. Target: ≤ 300 ms.
 *
 *   node bench/hook-large-time.mjs [--mb 50]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, '../bin/tip-miner.js');
const SESSION = 'claude-code/projects/-Users-dain-workspace-JSSoundRecorder/7acd37a8-2745-4b58-a8a9-46164b22ad9e.jsonl';
const SESSION_ID = '7acd37a8-2745-4b58-a8a9-46164b22ad9e';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const CALL_ID = /\b(toolu|msg|req)_([A-Za-z0-9]+)/g;

/** The session's lines again and again, each repetition with its own uuids and call ids, until `bytes`. */
function buildLargeTranscript(target, bytes, source) {
  if (existsSync(target) && statSync(target).size >= bytes) return statSync(target).size;
  mkdirSync(dirname(target), { recursive: true });
  const text = readFileSync(join(source, SESSION), 'utf8');
  const parts = [];
  let size = 0;
  for (let copy = 1; size < bytes; copy++) {
    const part = text
      .replace(UUID, (uuid) => (uuid === SESSION_ID ? uuid : `${uuid.slice(0, 24)}${(copy * 7919).toString(16).padStart(12, '0')}`))
      .replace(CALL_ID, (_, kind, id) => `${kind}_${id}r${copy}`);
    parts.push(part);
    size += Buffer.byteLength(part);
  }
  writeFileSync(target, parts.join(''));
  return statSync(target).size;
}

export function measureLargeTranscriptHook(
  cacheDir,
  { mb = 50, runs = 7, source = process.env.TIP_MINER_CORPUS ?? resolve(here, '../../shared/corpus') } = {},
) {
  const transcript = join(cacheDir, `hook-transcript-${mb}mb`, `${SESSION_ID}.jsonl`);
  const bytes = buildLargeTranscript(transcript, mb * 1e6, source);
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-bench-hook-large-'));
  const event = JSON.stringify({ session_id: SESSION_ID, transcript_path: transcript, cwd: folder, hook_event_name: 'PostToolUse', tool_name: 'Read' });
  const time = (command, input) => {
    const started = performance.now();
    const result = spawnSync(process.execPath, command, { cwd: folder, input, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command.join(' ')} failed: ${result.stderr}`);
    return { ms: performance.now() - started, stdout: result.stdout, stderr: result.stderr };
  };
  const node = [];
  const hook = [];
  let last;
  try {
    for (let run = 0; run < runs; run++) {
      const state = join(folder, `state-${run}`); // a fresh state folder: every call is a session's first
      node.push(time(['-e', '']).ms);
      last = time([bin, 'hook', 'post-tool-use', '--state-dir', state, '--memory-dir', join(folder, 'memory')], event);
      hook.push(last.ms);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { bytes, runs, nodeMs: median(node), hookMs: median(hook), advised: last.stdout.length > 0, notes: last.stderr.trim() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--mb');
  const result = measureLargeTranscriptHook(join(here, '.cache'), at > 0 ? { mb: Number(process.argv[at + 1]) } : {});
  console.log(
    `first hook call on ${(result.bytes / 1e6).toFixed(0)} MB: ${result.hookMs.toFixed(0)} ms median of ${result.runs} (node -e '' ${result.nodeMs.toFixed(0)} ms); ` +
      `advice ${result.advised ? 'given' : 'none'}${result.notes ? `; notes: ${result.notes}` : ''}`,
  );
}
