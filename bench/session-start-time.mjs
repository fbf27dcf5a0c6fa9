/**
 * `tip-miner hook session-start` wall time against `node -e ''` (Node's own start-up), median of
 * alternating runs. Each run is what Claude Code does when a session starts: a SessionStart event on
 * stdin whose working folder is in a repository with tips (its tool_patterns.json in the memory folder);
 * the hook prints the tips block as its output. Target (issue 16): at most 1.5×.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = join(dirname(fileURLToPath(import.meta.url)), '../bin/tip-miner.js');

export function measureSessionStart(runs = 21) {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-bench-session-start-'));
  const memory = join(folder, 'memory');
  const project = join(folder, 'widgets');
  const ids = ['sequential-reads', 'grep-then-read-same', 'repeated-glob', 'bash-for-search', 'read-without-limit', 'edit-retry', 'repeated-read'];
  const now = Math.floor(Date.now() / 1000);
  const entries = ids.map((id, index) => ({
    pattern_id: id,
    tip: 'x',
    hit_count: 20 - index,
    last_seen: now - index * 3600,
    wasted_tokens: 5000 * (index + 1),
  }));
  // the folder's name is its repository's (no git remote): tips for "widgets"
  mkdirSync(join(memory, 'widgets'), { recursive: true });
  mkdirSync(project, { recursive: true });
  writeFileSync(join(memory, 'widgets', 'tool_patterns.json'), JSON.stringify(entries));
  const event = JSON.stringify({
    session_id: 'bench',
    transcript_path: join(project, 'session.jsonl'),
    cwd: project,
    hook_event_name: 'SessionStart',
    source: 'startup',
  });
  const time = (args, input) => {
    const started = performance.now();
    const result = spawnSync(process.execPath, args, { cwd: project, input, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
    if (input !== undefined && !result.stdout.includes('Tool Efficiency Tips'))
      throw new Error(`hook session-start printed no tips: ${result.stdout}${result.stderr}`);
    return performance.now() - started;
  };
  const node = [];
  const hook = [];
  for (let run = 0; run < runs; run++) {
    node.push(time(['-e', '']));
    hook.push(time([bin, 'hook', 'session-start', '--memory-dir', memory], event));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { nodeMs: median(node), hookMs: median(hook), ratio: median(hook) / median(node) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { nodeMs, hookMs, ratio } = measureSessionStart();
  console.log(`hook session-start ${hookMs.toFixed(1)} ms, node -e '' ${nodeMs.toFixed(1)} ms: ${ratio.toFixed(2)}×`);
}
