/**
 * Where a pattern has no fix for an agent, it finds nothing in that agent's logs (detectors/metas/wording.ts):
 * a detector whose words for a log format are null runs on no stream of that format, and an agent with no
 * sub-agent tool (Codex) gets no delegation points and no solo streaks — decided once, in the detector
 * runner and the delegation detector, from the file's format. The same calls are logged in each format.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import type { ConfiguredDetector } from '../../src/analyze/detector-runner.js';
import { DELEGATION_PATTERN_IDS } from '../../src/delegation/types.js';
import { delegationPatternMetaById } from '../../src/delegation/patterns/metas/index.js';
import { SOLO_STREAK } from '../../src/delegation/solo-streak.js';
import { DETECTOR_IDS, detectorMetaById, type DetectorId } from '../../src/detectors/metas/index.js';
import { appliesTo } from '../../src/detectors/metas/wording.js';
import { defineDetector, type Detector } from '../../src/detectors/types.js';
import { agentProfile } from '../../src/ingest/formats/agents.js';
import { FORMAT_IDS, type FormatId } from '../../src/ingest/formats/index.js';
import type { CraftedSession, CraftedStep } from '../formats/crafted-session.js';
import { SESSION_WRITERS } from '../formats/writers/index.js';

const COMMANDS = Array.from({ length: 9 }, (_, index) => `cat src/part${index}.py`);

/** One session of `format` whose main thread runs COMMANDS in the shell, each call its own step, as that agent logs it (tests/formats/writers/). */
function logOf(format: FormatId, folder: string): string[] {
  const writer = SESSION_WRITERS.find((candidate) => candidate.format === format)!;
  const session: CraftedSession = {
    id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    cwd: '/repo',
    start: '2025-11-03T10:00:00.000Z',
    model: 'model-x',
    steps: [
      { kind: 'user', text: 'Look at the parts.' },
      ...COMMANDS.map((command): CraftedStep => ({ kind: 'calls', calls: [{ kind: 'shell', input: { command }, result: { ok: true, output: 'x = 1' } }] })),
    ],
  };
  return writer.write(folder, session).files;
}

/** A detector that reports every call, with the meta (and so the words for each agent) of detector `id`. */
function everyCall(id: DetectorId): ConfiguredDetector {
  const meta = detectorMetaById(id)!;
  const detector: Detector<unknown, DetectorId> = defineDetector({
    meta,
    create: ({ report }) => ({
      call: (call) => {
        report({ evidence: [call] });
      },
    }),
  });
  return { detector, options: {} };
}

async function analyzed(format: FormatId, detectors: readonly ConfiguredDetector[] = []) {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-per-agent-'));
  const result = await analyze({ paths: logOf(format, folder), detectors });
  expect(result.report.formats[format], `the ${format} log is read as ${format}`).toBe(1);
  expect(result.report.toolCalls).toBe(COMMANDS.length);
  return result;
}

describe('a detector finds nothing in the logs of an agent it has no tip for', () => {
  const cases = DETECTOR_IDS.flatMap((id) => FORMAT_IDS.map((format) => ({ id, format, applies: appliesTo(detectorMetaById(id)!, format) })));

  it('covers detectors that apply and detectors that do not', () => {
    expect(cases.some((item) => item.applies)).toBe(true);
    expect(cases.some((item) => !item.applies)).toBe(true);
  });

  it.each(cases)('$id on a $format log (applies: $applies)', async ({ id, format, applies }) => {
    const { findings } = await analyzed(format, [everyCall(id)]);
    expect(findings).toHaveLength(applies ? COMMANDS.length : 0);
  });
});

describe('delegation advice is looked for only where the agent can delegate', () => {
  const delegates = (format: FormatId) => DELEGATION_PATTERN_IDS.some((pattern) => appliesTo(delegationPatternMetaById(pattern), format));

  it('an agent with no sub-agent tool (Codex) gets no delegation pattern and no solo streak; every agent with one does', () => {
    const canDelegate = FORMAT_IDS.filter((format) => agentProfile(format).tools.delegate !== null);
    expect(canDelegate).toContain('claude-code');
    expect(canDelegate).not.toContain('codex');
    expect(FORMAT_IDS.filter(delegates)).toEqual(canDelegate);
    expect(FORMAT_IDS.filter((format) => appliesTo(SOLO_STREAK, format))).toEqual(canDelegate);
  });

  it.each(FORMAT_IDS)('the same exploration in the shell, logged by %s', async (format) => {
    const { delegation } = await analyzed(format);
    const patterns = [...new Set(delegation.points.map((point) => point.pattern))];
    expect(patterns).toEqual(delegates(format) ? ['exploration'] : []);
    expect(delegation.streaks.length > 0).toBe(appliesTo(SOLO_STREAK, format));
  });
});
