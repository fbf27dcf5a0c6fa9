/**
 * SARIF in the words of the agents the findings come from: each result in those of its own log format,
 * each rule in those of every agent present that it applies to (named where they differ), and no rule
 * for a detector that applies to none of them.
 */
import { describe, expect, it } from 'vitest';
import { DETECTORS, type DetectorId } from '../../src/detectors/index.js';
import { detectorMetaById } from '../../src/detectors/metas/index.js';
import { inWordsOf } from '../../src/detectors/metas/wording.js';
import type { StoredFinding } from '../../src/detectors/types.js';
import type { FormatId } from '../../src/ingest/formats/index.js';
import { findingsSarif } from '../../src/render/findings-sarif.js';

interface Rule {
  id: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string };
}
interface Log {
  runs: Array<{ tool: { driver: { rules: Rule[] } }; results: Array<{ ruleId: string; ruleIndex: number; message: { text: string } }> }>;
}

const finding = (detector: DetectorId, format: FormatId | undefined, line: number): StoredFinding => ({
  detector,
  sessionId: `${format ?? 'unknown'}-session`,
  streamId: 'main',
  file: `/logs/${format ?? 'unknown'}.jsonl`,
  line,
  callIds: [`call-${line}`],
  lines: [line],
  seenAt: 1_800_000_000,
  ...(format !== undefined && { format }),
});

const sarif = (findings: StoredFinding[]) => findingsSarif(findings, { version: '0.0.0', cwd: '/work' }) as Log;
const words = (id: DetectorId, format: FormatId) => inWordsOf(detectorMetaById(id)!, format)!;
const applying = (formats: FormatId[]) => DETECTORS.filter(({ meta }) => formats.some((format) => inWordsOf(meta, format) !== null)).map(({ meta }) => meta.id);

describe('findings --sarif in each agent’s words', () => {
  it.each([
    { formats: ['codex'] as FormatId[], rules: ['bash-for-search', 'edit-retry'] },
    { formats: ['claude-code'] as FormatId[], rules: DETECTORS.map(({ meta }) => meta.id) },
    { formats: ['agent-framework'] as FormatId[], rules: DETECTORS.map(({ meta }) => meta.id) },
    { formats: ['claude-code', 'codex'] as FormatId[], rules: DETECTORS.map(({ meta }) => meta.id) },
  ])('findings of $formats: the rules of the detectors that apply to them', ({ formats, rules }) => {
    const log = sarif(formats.map((format, index) => finding('bash-for-search', format, index + 1)));
    const { driver } = log.runs[0]!.tool;
    expect(driver.rules.map((rule) => rule.id)).toEqual(rules);
    expect(rules).toEqual(applying(formats));
  });

  it('one agent: its words alone; several: each named where they differ, shared words once', () => {
    const codexOnly = sarif([finding('edit-retry', 'codex', 3)]).runs[0]!.tool.driver.rules.find((rule) => rule.id === 'edit-retry')!;
    expect(codexOnly).toMatchObject({
      shortDescription: { text: words('edit-retry', 'codex').title },
      fullDescription: { text: words('edit-retry', 'codex').rationale },
      help: { text: words('edit-retry', 'codex').tip },
    });
    const mixed = sarif([finding('edit-retry', 'codex', 3), finding('edit-retry', 'claude-code', 4), finding('edit-retry', 'agent-framework', 5)]).runs[0]!;
    const rule = mixed.tool.driver.rules.find((candidate) => candidate.id === 'edit-retry')!;
    expect(rule.help.text).toBe(`claude-code, agent-framework: ${words('edit-retry', 'claude-code').tip}\ncodex: ${words('edit-retry', 'codex').tip}`);
    const sequential = mixed.tool.driver.rules.find((candidate) => candidate.id === 'sequential-reads')!;
    expect(sequential.help.text).toBe(words('sequential-reads', 'claude-code').tip);
  });

  it.each<{ format: FormatId | undefined; wordsOf: FormatId }>([
    { format: 'claude-code', wordsOf: 'claude-code' },
    { format: 'codex', wordsOf: 'codex' },
    { format: 'agent-framework', wordsOf: 'agent-framework' },
    // a format this version does not know: the meta's own words
    { format: undefined, wordsOf: 'claude-code' },
  ])('a result of a $format session is told in the words of $wordsOf', ({ format, wordsOf }) => {
    const { results, tool } = sarif([finding('bash-for-search', format, 7)]).runs[0]!;
    const [result] = results;
    expect(result!.message.text).toBe(`${words('bash-for-search', wordsOf).title} (the call on line 7). ${words('bash-for-search', wordsOf).tip}`);
    expect(tool.driver.rules[result!.ruleIndex]!.id).toBe('bash-for-search');
  });
});
