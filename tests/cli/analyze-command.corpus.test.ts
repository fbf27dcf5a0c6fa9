/** `tip-miner analyze --json` on the whole shared corpus: the contract fields, and the corpus totals counted without tip-miner. */
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { anyNumber } from '../helpers/matchers.js';
import { corpusDir } from '../helpers/paths.js';

/** The `analyze --json` names that later work extends and never renames. */
const CONTRACT = [
  'files',
  'sessions',
  'streams',
  'lines',
  'malformedLines',
  'oversizeLines',
  'toolCalls',
  'humanTurns',
  'rejections',
  'interrupts',
  'durationMs',
];

describe('tip-miner analyze', () => {
  it('--json prints one object with the contract fields', async () => {
    const run = await cli('analyze', corpusDir(), '--json');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as Record<string, unknown>;
    for (const key of CONTRACT) expect(typeof report[key], key).toBe('number');
    expect(report.toolCallsByTool).toMatchObject({ Bash: anyNumber(), Read: anyNumber() });
    // The corpus totals, each counted without tip-miner (find, grep, jq), from the repository's folder with C=../shared/corpus:
    // files 34: every *.jsonl and *.jsonl.gz
    //   $ find $C -name '*.jsonl' -o -name '*.jsonl.gz' | wc -l
    // malformedLines 0: non-blank lines that are not a JSON object
    //   $ find $C -name '*.jsonl' -exec cat {} + | jq -R 'select(test("\\S")) | try fromjson catch "bad" | select(type != "object")' | wc -l
    // sessions 23 = 20 Claude Code session ids + 1 Codex session + 2 agent-framework tasks (impl-966bde61 failed: left out by default)
    //   $ find $C/claude-code -name '*.jsonl' -exec cat {} + | jq -r 'select(.type | IN("user", "assistant", "system")) | .sessionId' | sort -u | wc -l
    //   $ jq -r 'select(.type == "session_meta") | .payload.id' $C/synthetic/codex-rollout.jsonl | sort -u | wc -l
    //   $ grep -L task_failed $C/synthetic/agent-framework/*.jsonl | wc -l
    // streams 32 = 29 Claude Code threads (19 main, 10 sub-agents; a Warmup file of 1-2 lines without a tool call has none) + 1 Codex + 2 agent-framework
    //   $ find $C/claude-code -name '*.jsonl' | while read -r f; do [ "$(wc -l < "$f")" -le 2 ] && ! grep -q '"tool_use"' "$f" || cat "$f"; done \
    //       | jq -r 'select(.type | IN("user", "assistant", "system")) | "\(.sessionId) \(if .isSidechain then .agentId else "main" end)"' | sort -u | wc -l
    //   (no line is an inline sidechain without an agentId, which would need parentUuid followed; this prints nothing:)
    //   $ find $C/claude-code -name '*.jsonl' -exec cat {} + | jq -c 'select(.isSidechain == true and .agentId == null)'
    // toolCalls 733 = 716 Claude Code tool_use ids + 3 Codex calls + 14 agent-framework calls (the failed task left out)
    //   $ find $C/claude-code -name '*.jsonl' -exec cat {} + | jq -r 'select(.type == "assistant") | .message.content[]? | select(.type == "tool_use") | .id' \
    //       | sort -u | wc -l
    //   $ jq -c 'select(.type == "response_item" and (.payload.type | test("^(function|custom_tool|local_shell)_call$")))' \
    //       $C/synthetic/codex-rollout.jsonl | wc -l
    //   $ grep -L task_failed $C/synthetic/agent-framework/*.jsonl | xargs cat | jq -c 'select(.event == "tool_call" or (has("event") | not))' | wc -l
    expect(report).toMatchObject({ files: 34, sessions: 23, streams: 32, toolCalls: 733, malformedLines: 0 });
  });
});
