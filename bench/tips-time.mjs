/**
 * `tip-miner tips` wall time against `node -e ''` (Node's own start-up), median of alternating runs.
 * The tips command reads one tool_patterns.json: no SQLite, no logs. Target (issue 16): at most 1.5×.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = join(dirname(fileURLToPath(import.meta.url)), '../bin/tip-miner.js');

export function measureTips(runs = 21) {
  const memory = mkdtempSync(join(tmpdir(), 'tip-miner-bench-tips-'));
  const ids = ['sequential-reads', 'grep-then-read-same', 'repeated-glob', 'bash-for-search', 'read-without-limit', 'edit-retry', 'repeated-read'];
  const now = Math.floor(Date.now() / 1000);
  const entries = Array.from({ length: 50 }, (_, index) => ({
    pattern_id: index < ids.length ? ids[index] : `other-${index}`,
    tip: 'x',
    hit_count: 50 - index,
    last_seen: now - index * 3600,
    wasted_tokens: 1000 * index,
  }));
  mkdirSync(join(memory, 'acme__widgets'), { recursive: true });
  writeFileSync(join(memory, 'acme__widgets', 'tool_patterns.json'), JSON.stringify(entries));
  const time = (args) => {
    const started = performance.now();
    const result = spawnSync(process.execPath, args, { cwd: memory, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
    return performance.now() - started;
  };
  const node = [];
  const tips = [];
  for (let run = 0; run < runs; run++) {
    node.push(time(['-e', '']));
    tips.push(time([bin, 'tips', '--memory-dir', memory, '--repo', 'acme/widgets']));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { nodeMs: median(node), tipsMs: median(tips), ratio: median(tips) / median(node) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { nodeMs, tipsMs, ratio } = measureTips();
  console.log(`tips ${tipsMs.toFixed(1)} ms, node -e '' ${nodeMs.toFixed(1)} ms: ${ratio.toFixed(2)}×`);
}
