/**
 * Detector and format ids are unions in the types, so rows the database holds with ids this version
 * does not know (written by a newer tip-miner with another detector or log format) are left out when
 * read, never passed on as if they were known; the known rows beside them are read as ever.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DETECTOR_IDS, DETECTORS, detectorById, isDetectorId } from '../../src/detectors/index.js';
import { AGENTS, FORMAT_IDS, isFormatId } from '../../src/ingest/formats/index.js';
import { storedCorrections } from '../../src/store/corrections.js';
import { storedDelegationPoints } from '../../src/store/delegation-history.js';
import { patternStats, storedFindings } from '../../src/store/findings.js';
import { HistoryDb } from '../../src/store/history-db.js';

function historyWith(formats: readonly string[], detectors: readonly string[]): HistoryDb {
  const db = HistoryDb.open(join(mkdtempSync(join(tmpdir(), 'tip-miner-ids-')), 'h.db'));
  for (const format of formats) {
    db.run('INSERT INTO sessions (format, session_id, repo) VALUES (?, ?, ?)', format, 'S', 'acme');
    db.run(
      `INSERT INTO corrections (format, session_id, stream_id, file, line, kind, confidence, explicit, cues, text, rule, seen_at, run_id)
       VALUES (?, 'S', 'main', ?, 1, 'rejection', 0.9, 1, '[]', 'use pnpm', 'use pnpm', 1, 1)`,
      format,
      `/logs/${format}.jsonl`,
    );
    db.run(
      `INSERT INTO delegation_suggestions (format, session_id, stream_id, file, line, pattern_type, confidence, description, suggestion_text,
         subagent_type, goal, files, call_ids, user_action, calls_after, timestamp, run_id)
       VALUES (?, 'S', 'main', ?, 1, 'exploration', 0.9, 'd', 't', 'Explore', 'g', '[]', '[]', 'pending', 0, 1, 1)`,
      format,
      `/logs/${format}.jsonl`,
    );
  }
  for (const detector of detectors) {
    db.run(
      `INSERT INTO findings (detector, format, session_id, stream_id, file, line, call_ids, lines, seen_at, run_id)
       VALUES (?, 'claude-code', 'S', 'main', '/logs/claude-code.jsonl', 1, '[]', '[1]', 1, 1)`,
      detector,
    );
  }
  return db;
}

describe('ids as unions', () => {
  it('every registry key is its detector’s id, and only those are ids', () => {
    expect(DETECTOR_IDS).toEqual(DETECTORS.map((detector) => detector.meta.id));
    for (const id of DETECTOR_IDS) expect(detectorById(id)?.meta.id).toBe(id);
    for (const name of ['future-detector', '__proto__', 'constructor', 'toString', '']) {
      expect(isDetectorId(name)).toBe(false);
      expect(detectorById(name)).toBeUndefined();
    }
    expect(FORMAT_IDS).toEqual(AGENTS.map((agent) => agent.id));
    for (const name of ['future-format', 'unknown', '__proto__']) expect(isFormatId(name)).toBe(false);
  });

  it('rows of an unknown detector or format are left out when read; the known ones are read', () => {
    const db = historyWith(['claude-code', 'future-format'], ['sequential-reads', 'future-detector']);
    try {
      expect(storedFindings(db).map((finding) => finding.detector)).toEqual(['sequential-reads']);
      expect(patternStats(db, 'acme').map((stat) => stat.detector)).toEqual(['sequential-reads']);
      expect(storedCorrections(db).map((correction) => correction.format)).toEqual(['claude-code']);
      expect(storedDelegationPoints(db).map((point) => point.format)).toEqual(['claude-code']);
    } finally {
      db.close();
    }
  });
});
