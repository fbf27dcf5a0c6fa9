/**
 * The library API's use cases, called as another tool would: one analyze of the Claude Code corpus, then
 * every read-only use case over the same history — each must agree with what analyze reported, with no
 * CLI and no process state (working folder, environment). Those that need no corpus: use-cases.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  correctionsReport,
  delegationPreferences,
  delegationReportOf,
  findingsReport,
  proposalsReport,
  rankedPatterns,
  routesReports,
  runAnalyze,
  settingsFor,
  tipsFor,
  type AnalyzeOutcome,
  type AppSettings,
} from '../../src/index.js';
import { stateDir } from '../helpers/cli.js';
import { tempHost } from '../helpers/host.js';
import { claudeProjects } from '../helpers/paths.js';

const NOW = 1_780_000_000;
let settings: AppSettings;
let analyzed: AnalyzeOutcome;

beforeAll(async () => {
  const folder = stateDir();
  settings = settingsFor({}, folder, tempHost());
  analyzed = await runAnalyze(settings, { paths: [claudeProjects()], now: NOW });
});

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, count) => total + count, 0);

describe('the use cases as a library', () => {
  it('runAnalyze keeps its results where the settings say and reports no problem', () => {
    expect(analyzed.problems).toEqual([]);
    expect(existsSync(settings.db)).toBe(true);
    expect(analyzed.report.sessions).toBeGreaterThan(0);
    expect(analyzed.report.toolPatternFiles!.length).toBeGreaterThan(0);
    for (const file of analyzed.report.toolPatternFiles!) expect(file.startsWith(settings.memoryDir)).toBe(true);
  });

  it('findingsReport holds every finding analyze stored, by detector', () => {
    const stored = findingsReport(settings, {});
    expect(stored).toHaveLength(sum(analyzed.report.findings));
    expect(stored).toHaveLength(analyzed.newFindings.length);
    const byDetector = new Map<string, number>();
    for (const finding of stored) byDetector.set(finding.detector, (byDetector.get(finding.detector) ?? 0) + 1);
    for (const [detector, count] of Object.entries(analyzed.report.findings)) expect(byDetector.get(detector) ?? 0).toBe(count);
  });

  it('correctionsReport holds the corrections analyze counted', () => {
    expect(correctionsReport(settings, {})).toHaveLength(analyzed.report.corrections);
  });

  it('delegationReportOf counts the points analyze found', () => {
    expect(delegationReportOf(settings, { streaks: 3 }).overall.points).toBe(analyzed.report.delegationPoints);
  });

  it('rankedPatterns and tipsFor read the tool_patterns.json analyze wrote for a repository', () => {
    // a repository whose folder name is its name (the corpus's `claude_p`)
    const file = analyzed.report.toolPatternFiles!.find((path) => basename(dirname(path)) === 'claude_p')!;
    const written = JSON.parse(readFileSync(file, 'utf8')) as Array<{ pattern_id: string }>;
    expect(written.length).toBeGreaterThan(0);
    const forRepo: AppSettings = { ...settings, repo: 'claude_p' };
    const ranked = rankedPatterns(forRepo, NOW);
    expect(ranked.file).toBe(file);
    expect(ranked.patterns.map((pattern) => pattern.pattern_id).sort()).toEqual(written.map((entry) => entry.pattern_id).sort());
    const tips = tipsFor(forRepo, { now: NOW });
    if (!tips.enabled) throw new Error('tips are on by default');
    expect(tips.block.markdown.startsWith('## Tool Efficiency Tips')).toBe(true);
    expect(tips.block.tips.length).toBeGreaterThan(0);
    for (const tip of tips.block.tips) expect(written.map((entry) => entry.pattern_id)).toContain(tip.pattern_id);
  });

  it('proposalsReport, routesReports and delegationPreferences read the same history', () => {
    expect(proposalsReport(settings, NOW).summary.proposals.length).toBe(analyzed.report.memoryProposals?.proposals.length ?? 0);
    expect(routesReports(settings, {}).reports.length).toBeGreaterThan(0);
    expect(delegationPreferences(settings)).toEqual({});
  });
});
