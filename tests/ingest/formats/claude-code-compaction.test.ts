/**
 * Claude Code 2.1.x compaction replays (`<session>/subagents/agent-acompact-*.jsonl`) and permission-rule
 * refusals, on a session laid out as on a real machine (fixtures/compaction-replay/README.md).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze/analyze.js';
import { configuredDetectors } from '../../../src/analyze/detector-runner.js';
import { analyzeReport, cli, stateDir } from '../../helpers/cli.js';
import { fixture } from '../../helpers/paths.js';

const PROJECT = fixture('compaction-replay/-home-me-shop');
const SESSION = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const REPLAY = join(PROJECT, SESSION, 'subagents', 'agent-acompact-4f2a9c1e.jsonl');
const MAIN_CALLS = ['toolu_R1', 'toolu_E1', 'toolu_E2', 'toolu_E3', 'toolu_W1', 'toolu_B1', 'toolu_R2', 'toolu_R3', 'toolu_R4', 'toolu_B2'];

async function analyzed(paths: string[]) {
  return analyze({ paths, detectors: configuredDetectors(), jobs: 1 });
}

/** The session's folder copied under a temporary one, the replay written as `name` with `transform` applied to its lines. */
function withReplayAs(name: string, transform: (line: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'tip-miner-compaction-'));
  cpSync(join(PROJECT, `${SESSION}.jsonl`), join(root, `${SESSION}.jsonl`));
  mkdirSync(join(root, SESSION, 'subagents'), { recursive: true });
  const lines = readFileSync(REPLAY, 'utf8').split('\n');
  writeFileSync(join(root, SESSION, 'subagents', name), lines.map((line) => (line === '' ? line : transform(line))).join('\n'));
  return root;
}

describe('a Claude Code 2.1.x compaction replay', () => {
  it('is no stream: its calls are neither counted nor detected again', async () => {
    const { report, findings } = await analyzed([PROJECT]);
    expect(report.skipped.compactionReplayFiles).toBe(1);
    expect(report.toolCalls).toBe(MAIN_CALLS.length);
    // read no further than its first line: the main thread's 24 lines, the suggester's 2, the replay's 1
    expect(report.lines).toBe(24 + 2 + 1);
    const [session] = report.sessionDetails;
    expect(session?.streams.map((stream) => [stream.id, stream.toolCalls])).toEqual([
      ['main', MAIN_CALLS.length],
      // the prompt suggester's side request is no replay: a stream of its own, without calls
      ['aprompt_suggestion-1a2b3c', 0],
    ]);
    expect(findings.map((finding) => [finding.detector, finding.callIds])).toEqual([['edit-retry', ['toolu_E1', 'toolu_E2']]]);
  });

  it('would count every call twice read as a sub-agent (the trap)', async () => {
    const root = withReplayAs('agent-a4f2a9c1e.jsonl', (line) => line.replaceAll('"agentId":"acompact-4f2a9c1e"', '"agentId":"a4f2a9c1e"'));
    const { report, findings } = await analyzed([root]);
    expect(report.skipped.compactionReplayFiles).toBe(0);
    expect(report.toolCalls).toBe(2 * MAIN_CALLS.length - 1);
    expect(findings.filter((finding) => finding.detector === 'edit-retry')).toHaveLength(2);
  });

  it('is known by its lines’ agent id under another file name', async () => {
    const root = withReplayAs('agent-a4f2a9c1e.jsonl', (line) => line);
    const { report } = await analyzed([root]);
    expect(report.skipped.compactionReplayFiles).toBe(1);
    expect(report.toolCalls).toBe(MAIN_CALLS.length);
    expect(report.lines).toBe(24 + 1);
  });

  it('is known by its file name whatever its lines say', async () => {
    const root = withReplayAs('agent-acompact-77aa.jsonl', (line) => line.replaceAll('"agentId":"acompact-4f2a9c1e"', '"agentId":"a77aa"'));
    const { report } = await analyzed([root]);
    expect(report.skipped.compactionReplayFiles).toBe(1);
    expect(report.toolCalls).toBe(MAIN_CALLS.length);
  });
  it('is recorded in the history like any file: a re-run reads it no more', async () => {
    const state = stateDir();
    const args = ['--json', '--db', join(state, 'h.db'), '--memory-dir', join(state, 'memory')];
    const first = analyzeReport(await cli('analyze', PROJECT, ...args));
    expect(first).toMatchObject({ files: 3, toolCalls: MAIN_CALLS.length, skipped: { compactionReplayFiles: 1 } });
    const second = analyzeReport(await cli('analyze', PROJECT, ...args));
    expect(second).toMatchObject({ files: 0, toolCalls: 0, skipped: { unchangedFiles: 3, compactionReplayFiles: 0 } });
  });
});

describe('calls refused by a permission rule', () => {
  it('are refusals of no human: no tool error, no edit-retry, no read', async () => {
    const { report, findings, corrections } = await analyzed([join(PROJECT, `${SESSION}.jsonl`)]);
    // Edit and Write of src/prices.ts, rm -rf dist, Read of src/prices.ts
    expect(report).toMatchObject({ deniedCalls: 4, rejections: 0, toolErrors: 1 });
    // the denied Edit → Write pair is no retry; the denied Read is no read, so R3 → R4 is one re-read, not two
    expect(findings.map((finding) => finding.detector)).toEqual(['edit-retry']);
    expect(corrections).toEqual([]);
  });
});
