/**
 * The same behaviour gives the same findings and corrections whatever agent logged it (issue 29): one
 * crafted session — reads of distinct files in a row, searches by shell, a failed edit retried at once, a
 * user correction — written by each format's writer as that agent writes its logs, in its default place.
 * Expected: each pattern that applies to the agent (its profile's words) is found, no other; the correction is
 * found where the format logs human turns.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import { detectorMetaById, type DetectorId } from '../../src/detectors/metas/index.js';
import { appliesTo } from '../../src/detectors/metas/wording.js';
import { AGENTS, FORMAT_IDS } from '../../src/ingest/formats/index.js';
import { standardSession } from './crafted-session.js';
import { SESSION_WRITERS } from './writers/index.js';

/** What the standard session does, as detectors.md defines the patterns. */
const BEHAVIOUR: readonly DetectorId[] = ['sequential-reads', 'bash-for-search', 'edit-retry'];

describe('one behaviour, every format', () => {
  it('has a writer for every registered format', () => {
    expect(SESSION_WRITERS.map((writer) => writer.format)).toEqual(FORMAT_IDS);
  });

  it.each(SESSION_WRITERS.map((writer) => [writer.format, writer] as const))('%s: the same findings and the correction', async (format, writer) => {
    const home = mkdtempSync(join(tmpdir(), 'tip-miner-cross-'));
    const { files, unloggedCalls = 0 } = writer.write(home, standardSession());
    const { report, findings, corrections } = await analyze({ paths: files, jobs: 1 });

    expect(report.formats[format], `read as ${format}`).toBe(1);
    expect(report.sessions).toBe(1);
    expect(report.toolCalls, 'every call counted once').toBe(
      standardSession().steps.reduce((calls, step) => calls + (step.kind === 'calls' ? step.calls.length : 0), 0) - unloggedCalls,
    );
    const expected = BEHAVIOUR.filter((id) => appliesTo(detectorMetaById(id)!, format));
    expect([...new Set(findings.map((finding) => finding.detector))].sort()).toEqual([...expected].sort());

    const profile = AGENTS.find((agent) => agent.id === format)!;
    const found = corrections.map((correction) => correction.text);
    if (profile.features.humanTurns) {
      expect(found).toHaveLength(1);
      expect(found[0]).toContain('pnpm');
    } else {
      expect(found).toEqual([]);
    }
  });
});
