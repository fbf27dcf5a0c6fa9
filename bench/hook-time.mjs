/**
 * `tip-miner hook post-tool-use` wall time against `node -e ''` (Node's own start-up), median of
 * alternating runs. Each run is what Claude Code does after a tool call: the transcript (a real
 * corpus session) has grown by the next lines since the previous call, and the hook reads only those;
 * the session's project folder declares a skill and an MCP server, which routing reads on each call.
 * Target (issue 16): at most 1.5×.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, '../bin/tip-miner.js');
const SESSION = 'claude-code/projects/-Users-dain-workspace-JSSoundRecorder/7acd37a8-2745-4b58-a8a9-46164b22ad9e.jsonl';

export function measureHook(source = process.env.TIP_MINER_CORPUS ?? resolve(here, '../../shared/corpus'), runs = 21) {
  const lines = readFileSync(join(source, SESSION), 'utf8').split('\n').filter(Boolean);
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-bench-hook-'));
  const transcript = join(folder, 'session.jsonl');
  // the session's project declares a skill and an MCP server, so routing reads them on every call
  mkdirSync(join(folder, '.claude', 'skills', 'release-notes'), { recursive: true });
  writeFileSync(
    join(folder, '.claude', 'skills', 'release-notes', 'SKILL.md'),
    '---\nname: release-notes\ndescription: Write release notes from merged pull requests\n---\nSteps…\n',
  );
  writeFileSync(join(folder, '.mcp.json'), JSON.stringify({ mcpServers: { github: { command: 'gh-mcp' } } }));
  const event = JSON.stringify({ session_id: 'bench', transcript_path: transcript, cwd: folder, hook_event_name: 'PostToolUse', tool_name: 'Read' });
  const args = [bin, 'hook', 'post-tool-use', '--state-dir', join(folder, 'state'), '--memory-dir', join(folder, 'memory')];
  const start = Math.floor(lines.length / 3);
  writeFileSync(transcript, `${lines.slice(0, start).join('\n')}\n`);
  const time = (command, input) => {
    const started = performance.now();
    const result = spawnSync(process.execPath, command, { cwd: folder, input, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command.join(' ')} failed: ${result.stderr}`);
    return performance.now() - started;
  };
  time(args, event); // the first call reads the session so far
  const step = Math.max(1, Math.floor((lines.length - start) / runs));
  const node = [];
  const hook = [];
  for (let run = 0; run < runs; run++) {
    const next = lines.slice(start + run * step, start + (run + 1) * step);
    if (next.length > 0) appendFileSync(transcript, `${next.join('\n')}\n`);
    node.push(time(['-e', '']));
    hook.push(time(args, event));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { nodeMs: median(node), hookMs: median(hook), ratio: median(hook) / median(node), linesPerCall: step };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { nodeMs, hookMs, ratio, linesPerCall } = measureHook();
  console.log(`hook ${hookMs.toFixed(1)} ms (${linesPerCall} new lines per call), node -e '' ${nodeMs.toFixed(1)} ms: ${ratio.toFixed(2)}×`);
}
