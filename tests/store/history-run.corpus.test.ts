/**
 * The history database on the corpus's synthetic agent-framework tasks and its Claude Code projects
 * (on made-up logs: history-run.test.ts).
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeIntoHistory } from '../../src/app/analyze-into-history.js';
import { DETECTOR_IDS } from '../../src/detectors/index.js';
import { useFreshHistoryDbs } from '../helpers/history-db.js';
import { corpus } from '../helpers/paths.js';
import { storedRepos } from '../../src/store/sessions.js';
import { patternStats, storedFindings } from '../../src/store/findings.js';

const freshDb = useFreshHistoryDbs();

/** A line of a Claude Code transcript, as far as these tests read it. */
interface ClaudeCodeLine {
  sessionId?: string;
  message?: { content?: unknown };
}

function toolUses(entry: ClaudeCodeLine): Array<{ id: string; name: string }> {
  const content = entry.message?.content;
  if (!Array.isArray(content)) return [];
  return content.filter((block): block is { type: 'tool_use'; id: string; name: string } => (block as { type?: unknown }).type === 'tool_use');
}

const EDIT_TOOLS = ['Edit', 'MultiEdit', 'Write', 'NotebookEdit'];
/** The tools of each detector's evidence calls, in order, as the detectors are defined (src/detectors/*.ts). */
const EVIDENCE_TOOLS: Record<string, (tools: string[]) => boolean> = {
  'bash-for-search': (tools) => tools.length === 1 && tools[0] === 'Bash',
  'edit-retry': (tools) => tools.length === 2 && tools.every((tool) => EDIT_TOOLS.includes(tool)),
  'grep-then-read-same': (tools) => tools.join() === 'Grep,Read',
  'read-without-limit': (tools) => tools.join() === 'Grep,Read',
  'repeated-glob': (tools) => tools.join() === 'Glob,Glob',
  'repeated-read': (tools) => tools.length >= 2 && tools.every((tool) => tool === 'Read'),
  'sequential-reads': (tools) => tools.length >= 3 && tools.every((tool) => tool === 'Read'),
};

/** The seed's minimal session: three sequential Reads, one call per line. */
const READS = ['a.py', 'b.py', 'c.py', 'd.py', 'e.py', 'f.py'].map((file) => JSON.stringify({ tool: 'Read', input: { file_path: file } }));

describe('history database', () => {
  it('re-running on the same logs reads nothing and stores nothing new', async () => {
    const { db } = freshDb();
    const paths = [corpus('synthetic/agent-framework')];
    const first = await analyzeIntoHistory({ db, paths, now: 1_800_000_000 });
    expect(first.newFindings.length).toBeGreaterThan(0);
    const stored = storedFindings(db);
    const second = await analyzeIntoHistory({ db, paths, now: 1_800_000_100 });
    expect(second.report).toMatchObject({ files: 0, lines: 0, skipped: { unchangedFiles: 3 } });
    expect(second.newFindings).toEqual([]);
    expect(storedFindings(db)).toEqual(stored);
  });

  it('--full re-reads every file but adds no finding twice', async () => {
    const { db } = freshDb();
    const paths = [corpus('synthetic/agent-framework')];
    await analyzeIntoHistory({ db, paths, now: 1_800_000_000 });
    const count = storedFindings(db).length;
    const full = await analyzeIntoHistory({ db, paths, full: true, now: 1_800_000_100 });
    expect(full.report.files).toBe(3);
    expect(full.newFindings).toEqual([]);
    expect(storedFindings(db)).toHaveLength(count);
  });

  it('counts sessions, not occurrences, and leaves failed tasks out', async () => {
    const { db, folder } = freshDb();
    const failed = join(folder, 'impl-966bde61.jsonl');
    copyFileSync(corpus('synthetic/agent-framework/impl-966bde61.jsonl'), failed);
    const run = await analyzeIntoHistory({ db, paths: [failed, corpus('synthetic/agent-framework/impl-a325f2d3.jsonl')], now: 1_800_000_000 });
    // the failed task's 4 sequential Reads are stored, but count nowhere by default
    expect(run.newFindings.every((finding) => finding.sessionId === 'impl-a325f2d3')).toBe(true);
    const stats = patternStats(db, 'acme/widgets');
    expect(stats.find((stat) => stat.detector === 'sequential-reads')).toMatchObject({ sessions: 1, occurrences: 1 });
    const withFailed = patternStats(db, 'acme/widgets', true);
    expect(withFailed.find((stat) => stat.detector === 'sequential-reads')).toMatchObject({ sessions: 2, occurrences: 2 });
  });

  it('keeps the patterns of two repositories apart', async () => {
    const { db, folder } = freshDb();
    const other = join(folder, 'other.jsonl');
    writeFileSync(
      other,
      `${JSON.stringify({ ts: '2026-02-16T10:00:00Z', event: 'task_start', task_id: 'other', repo: 'acme/gadgets' })}\n${READS.slice(0, 3)
        .map((line) => line)
        .join('\n')}\n`,
    );
    await analyzeIntoHistory({ db, paths: [other, corpus('synthetic/agent-framework/impl-a325f2d3.jsonl')], now: 1_800_000_000 });
    expect(patternStats(db, 'acme/gadgets').map((stat) => stat.detector)).toEqual(['sequential-reads']);
    expect(patternStats(db, 'acme/widgets').map((stat) => stat.detector)).toEqual([
      'bash-for-search',
      'grep-then-read-same',
      'read-without-limit',
      'repeated-glob',
      'sequential-reads',
    ]);
    expect(storedRepos(db)).toEqual(['acme/gadgets', 'acme/widgets']);
  });

  it('stores the Claude Code corpus with findings at their lines', async () => {
    const { db } = freshDb();
    const run = await analyzeIntoHistory({ db, paths: [corpus('claude-code')], now: 1_800_000_000 });
    // every session's folder names it: none is left without a repository
    expect(storedRepos(db).length).toBeGreaterThan(0);
    expect(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM sessions WHERE repo IS NULL')?.n).toBe(0);
    const stored = storedFindings(db);
    expect(stored.length).toBeGreaterThan(0);
    // as many stored per detector as the analysis reported
    const storedCounts = Object.fromEntries(DETECTOR_IDS.map((id) => [id, stored.filter((finding) => finding.detector === id).length]));
    expect(storedCounts).toEqual(run.report.findings);
    for (const finding of stored) {
      const where = `${finding.detector} at ${finding.file}:${finding.line}`;
      expect(existsSync(finding.file), where).toBe(true);
      expect(finding.line, where).toBe(finding.lines.at(-1));
      expect(finding.lines, where).toHaveLength(finding.callIds.length);
      // each evidence line of the log holds the tool call of that id, of a tool the detector looks at
      const logLines = readFileSync(finding.file, 'utf8').split('\n');
      const tools = finding.callIds.map((id, index) => {
        const entry = JSON.parse(logLines[finding.lines[index]! - 1]!) as ClaudeCodeLine;
        expect(entry.sessionId, where).toBe(finding.sessionId);
        const call = toolUses(entry).find((use) => use.id === id);
        expect(call, `${where}: tool_use ${id} on line ${finding.lines[index]}`).toBeDefined();
        return call!.name;
      });
      const expected = EVIDENCE_TOOLS[finding.detector];
      expect(expected, `${finding.detector} in EVIDENCE_TOOLS`).toBeDefined();
      expect(expected!(tools), `${where}: evidence tools ${tools.join(', ')}`).toBe(true);
    }
  });
});
