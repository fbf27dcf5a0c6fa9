/**
 * The user's delegation preferences: per pattern `always` (say so in the live hook's advisory: the
 * user wants this work delegated) or `never` (no suggestion of it anywhere: report, tips, hook).
 * The history database's `delegation_preferences` table holds them; `delegation_preferences.json`
 * in the memory folder is a view of it for `tips` and the hook, which never open the database.
 */
import { join } from 'node:path';
import {
  DELEGATION_PATTERN_IDS,
  isDelegationPatternId,
  type DelegationPatternId,
  type DelegationPreferences,
  type PreferenceAction,
  type PreferenceSetting,
} from '../delegation/types.js';
import { writeFileAtomic } from './atomic-write.js';
import type { Sql } from './sql.js';
import { readBeforeWrite, readView, shape, type FileWrite, type WriteGuard } from './view-file.js';

const PREFERENCES_FILE = 'delegation_preferences.json';

export function preferencesPath(memoryDir: string): string {
  return join(memoryDir, PREFERENCES_FILE);
}

/** Stores a preference (`default` removes it); returns all preferences. The JSON view is rewritten by the refresh of the views. */
export function setPreference(db: Sql, pattern: DelegationPatternId, setting: PreferenceSetting, now: number): DelegationPreferences {
  if (setting === 'default') db.run('DELETE FROM delegation_preferences WHERE pattern_type = ?', pattern);
  else {
    db.run(
      `INSERT INTO delegation_preferences (pattern_type, action, set_at) VALUES (?, ?, ?)
       ON CONFLICT (pattern_type) DO UPDATE SET action = excluded.action, set_at = excluded.set_at`,
      pattern,
      setting,
      now,
    );
  }
  return storedPreferences(db);
}

/** Rewrites the JSON view of the preferences (never over a file that is not a JSON object: view-file.ts). */
export function writePreferencesView(memoryDir: string, preferences: DelegationPreferences, guard: WriteGuard): FileWrite {
  const path = preferencesPath(memoryDir);
  const read = readBeforeWrite(path, PREFERENCES_OBJECT, guard);
  if (!read.usable) return { path, written: false, problem: read.problem };
  writeFileAtomic(path, `${JSON.stringify(preferences, null, 2)}\n`);
  return { path, written: true, ...(read.setAside && { setAside: read.setAside }), ...(read.problem && { problem: read.problem }) };
}

export function storedPreferences(db: Sql): DelegationPreferences {
  const preferences: DelegationPreferences = {};
  for (const row of db.all<{ pattern_type: DelegationPatternId; action: PreferenceAction }>(
    'SELECT pattern_type, action FROM delegation_preferences ORDER BY pattern_type',
  )) {
    preferences[row.pattern_type] = row.action;
  }
  return preferences;
}

export interface PreferencesView {
  preferences: DelegationPreferences;
  problem?: string;
}

/** The JSON view, read leniently: anything unknown in it is named in `problem` and ignored. */
export function readPreferencesView(memoryDir: string): PreferencesView {
  const path = preferencesPath(memoryDir);
  const read = readView(path, PREFERENCES_OBJECT);
  if (read.problem !== undefined) return { preferences: {}, problem: `${read.problem}; no delegation preferences applied` };
  const parsed = read.value ?? {};
  const preferences: DelegationPreferences = {};
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (isDelegationPatternId(key) && (value === 'always' || value === 'never')) preferences[key] = value;
    else ignored.push(key);
  }
  if (ignored.length === 0) return { preferences };
  return {
    preferences,
    problem: `${path}: ignored ${ignored.map((key) => JSON.stringify(key)).join(', ')} (patterns: ${DELEGATION_PATTERN_IDS.join(', ')}; values: always, never)`,
  };
}

const PREFERENCES_OBJECT = shape('a JSON object of preferences', isObject);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
