/**
 * Every occurrence the detectors find in ../shared/corpus, each checked by hand against the log lines
 * (the calls, their inputs and results): detector, file, and the log lines of its evidence calls, the
 * completing call last. A change in what is found, or where, fails here.
 *
 * Changed by the rules settled in ../shared/docs/detectors.md (issue 26): a `find` that lists folders only
 * (`find . -type d … | grep -v .git` at JSSoundRecorder line 30; `tree … || find … -type d …` at agent-a2271d1
 * line 8) or acts on what it finds (`find … -exec grep …` at 37f83ec9 line 181) no longer fires; with line 8 no
 * search, agent-a2271d1's sequential reads fire as soon as three files are read (lines 22, 23, 29), then again
 * (30, 35, 36 and 41, 42, 48); in a Codex stream only the recursive grep fires (codex-rollout line 8), not `cat`.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import { corpus, corpusDir } from '../helpers/paths.js';

const OCCURRENCES: Array<[string, string, number[]]> = [
  ['bash-for-search', 'claude-code/projects/-Users-dain-workspace-JSSoundRecorder/7acd37a8-2745-4b58-a8a9-46164b22ad9e.jsonl', [7]],
  ['bash-for-search', 'claude-code/projects/-Users-dain-workspace-JSSoundRecorder/7acd37a8-2745-4b58-a8a9-46164b22ad9e.jsonl', [36]],
  ['sequential-reads', 'claude-code/projects/-Users-dain-workspace-claude-code-log-sample/07f2e15c-a38b-454b-9148-60edc06de401.jsonl', [11, 12, 18]],
  ['bash-for-search', 'claude-code/projects/-Users-dain-workspace-claude-code-log-sample/12a546d1-83a7-49a6-abba-5400db340b43.jsonl', [11]],
  ['sequential-reads', 'claude-code/projects/-Users-dain-workspace-claude-code-log-sample/37f83ec9-f2ea-42a9-925e-0d5c105cb6e8.jsonl', [14, 22, 25]],
  ['edit-retry', 'claude-code/projects/-Users-dain-workspace-claude-code-log-sample/37f83ec9-f2ea-42a9-925e-0d5c105cb6e8.jsonl', [99, 101]],
  ['edit-retry', 'claude-code/projects/-Users-dain-workspace-claude-code-log-sample/37f83ec9-f2ea-42a9-925e-0d5c105cb6e8.jsonl', [132, 134]],
  ['bash-for-search', 'claude-code/projects/-Users-dain-workspace-claude-code-log-sample/37f83ec9-f2ea-42a9-925e-0d5c105cb6e8.jsonl', [179]],
  ['bash-for-search', 'claude-code/projects/-Users-dain-workspace-claude-code-log-sample/37f83ec9-f2ea-42a9-925e-0d5c105cb6e8.jsonl', [185]],
  ['bash-for-search', 'claude-code/projects/-Users-dain-workspace-claude-code-log-sample/37f83ec9-f2ea-42a9-925e-0d5c105cb6e8.jsonl', [213]],
  ['edit-retry', 'claude-code/projects/-Users-dain-workspace-claude-code-log-sample/37f83ec9-f2ea-42a9-925e-0d5c105cb6e8.jsonl', [267, 269]],
  ['edit-retry', 'claude-code/projects/-Users-dain-workspace-claude-code-log-sample/937c6e6b-27e7-4edd-86f1-ad28f9731841.jsonl', [15, 18]],
  ['edit-retry', 'claude-code/projects/-Users-dain-workspace-claude-code-log-sample/937c6e6b-27e7-4edd-86f1-ad28f9731841.jsonl', [56, 59]],
  ['edit-retry', 'claude-code/projects/-Users-dain-workspace-claude-code-log-sample/937c6e6b-27e7-4edd-86f1-ad28f9731841.jsonl', [64, 67]],
  ['read-without-limit', 'claude-code/projects/-Users-dain-workspace-claude-code-log-sample/b45ad5d8-81fb-4bcb-baba-19d9f503d731.jsonl', [9, 11]],
  ['repeated-read', 'claude-code/projects/-Users-dain-workspace-coderabbit-review-helper/agent-668b5ac2.jsonl', [11, 12]],
  ['repeated-read', 'claude-code/projects/-Users-dain-workspace-coderabbit-review-helper/agent-9fa17969.jsonl', [12, 15]],
  ['bash-for-search', 'claude-code/projects/-experiments-worktrees/ef958aa1-0e93-49f0-bb71-150f63befcd1.jsonl', [167]],
  ['sequential-reads', 'claude-code/projects/-src-deep-manifest/a7da6a22-facc-4fcd-8bab-f83c87862004.jsonl', [21, 22, 30]],
  ['bash-for-search', 'claude-code/projects/-src-experiments-claude_p/29ccd257-68b1-427f-ae5f-6524b7cb6f20/subagents/agent-a2271d1.jsonl', [3]],
  ['sequential-reads', 'claude-code/projects/-src-experiments-claude_p/29ccd257-68b1-427f-ae5f-6524b7cb6f20/subagents/agent-a2271d1.jsonl', [22, 23, 29]],
  ['sequential-reads', 'claude-code/projects/-src-experiments-claude_p/29ccd257-68b1-427f-ae5f-6524b7cb6f20/subagents/agent-a2271d1.jsonl', [30, 35, 36]],
  ['bash-for-search', 'claude-code/projects/-src-experiments-claude_p/29ccd257-68b1-427f-ae5f-6524b7cb6f20/subagents/agent-a2271d1.jsonl', [47]],
  ['sequential-reads', 'claude-code/projects/-src-experiments-claude_p/29ccd257-68b1-427f-ae5f-6524b7cb6f20/subagents/agent-a2271d1.jsonl', [41, 42, 48]],
  ['bash-for-search', 'claude-code/projects/-src-experiments-claude_p/29ccd257-68b1-427f-ae5f-6524b7cb6f20/subagents/agent-a2271d1.jsonl', [53]],
  ['sequential-reads', 'synthetic/agent-framework/impl-a325f2d3.jsonl', [3, 5, 7]],
  ['grep-then-read-same', 'synthetic/agent-framework/impl-a325f2d3.jsonl', [9, 11]],
  ['read-without-limit', 'synthetic/agent-framework/impl-a325f2d3.jsonl', [9, 11]],
  ['repeated-glob', 'synthetic/agent-framework/impl-a325f2d3.jsonl', [13, 15]],
  ['bash-for-search', 'synthetic/agent-framework/impl-a325f2d3.jsonl', [17]],
  ['bash-for-search', 'synthetic/agent-framework/impl-a325f2d3.jsonl', [19]],
  ['sequential-reads', 'synthetic/agent-framework/minimal.jsonl', [1, 2, 3]],
  ['bash-for-search', 'synthetic/codex-rollout.jsonl', [8]],
];

describe('detectors on the real corpus', () => {
  it('find every occurrence, at the right lines, and nothing else', async () => {
    const { findings, report } = await analyze({ paths: [corpusDir()] });
    expect(findings.map((finding) => [finding.detector, finding.file, finding.lines])).toEqual(
      OCCURRENCES.map(([detector, file, lines]) => [detector, corpus(file), lines]),
    );
    expect(findings.every((finding) => finding.line === finding.lines[finding.lines.length - 1])).toBe(true);
    expect(Object.values(report.findings).reduce((sum, count) => sum + count, 0)).toBe(OCCURRENCES.length);
  });

  it('name the session, stream and tool_use ids of each occurrence', async () => {
    const { findings } = await analyze({ paths: [corpus('claude-code/projects/-src-experiments-claude_p')] });
    const inSubagent = findings.find((finding) => finding.detector === 'sequential-reads')!;
    expect(inSubagent).toMatchObject({ sessionId: '29ccd257-68b1-427f-ae5f-6524b7cb6f20', streamId: 'a2271d1', line: 29 });
    expect(inSubagent.callIds).toHaveLength(3);
    expect(inSubagent.callIds.every((id) => id.startsWith('toolu_'))).toBe(true);
    expect(inSubagent.wastedBytes).toBeGreaterThan(0);
    expect(inSubagent.wastedTokens).toBe(Math.ceil(inSubagent.wastedBytes! / 4));
  });
});
