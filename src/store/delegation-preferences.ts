/**
 * The user's delegation preferences: per pattern `always` (say so in the live hook's advisory: the
 * user wants this work delegated) or `never` (no suggestion of it anywhere: report, tips, hook).
 * The history database's `delegation_preferences` table holds them; `delegation_preferences.json`
 * in the memory folder is a view of it for `tips` and the hook, which never open the database.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DELEGATION_PATTERN_IDS, isDelegationPatternId, type DelegationPatternId } from '../delegation/types.js';
import { writeFileAtomic } from './atomic-write.js';
import type { HistoryDb } from './history-db.js';

export type PreferenceAction = 'always' | 'never';
export type PreferenceSetting = PreferenceAction | 'default';
export type DelegationPreferences = Partial<Record<DelegationPatternId, PreferenceAction>>;

export const PREFERENCES_FILE = 'delegation_preferences.json';
export const PREFERENCE_SETTINGS: readonly PreferenceSetting[] = ['always', 'never', 'default'];

export function preferencesPath(memoryDir: string): string {
  return join(memoryDir, PREFERENCES_FILE);
}

/** Stores a preference (`default` removes it) and rewrites the JSON view; returns all preferences. */
export function setPreference(db: HistoryDb, memoryDir: string, pattern: DelegationPatternId, setting: PreferenceSetting, now: number): DelegationPreferences {
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
  const preferences = storedPreferences(db);
  writeFileAtomic(preferencesPath(memoryDir), `${JSON.stringify(preferences, null, 2)}\n`);
  return preferences;
}

export function storedPreferences(db: HistoryDb): DelegationPreferences {
  const preferences: DelegationPreferences = {};
  for (const row of db.all<{ pattern_type: DelegationPatternId; action: PreferenceAction }>('SELECT pattern_type, action FROM delegation_preferences ORDER BY pattern_type')) {
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
  if (!existsSync(path)) return { preferences: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return { preferences: {}, problem: `${path}: not valid JSON (${(error as Error).message}); no delegation preferences applied` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { preferences: {}, problem: `${path}: not a JSON object; no delegation preferences applied` };
  const preferences: DelegationPreferences = {};
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (isDelegationPatternId(key) && (value === 'always' || value === 'never')) preferences[key] = value;
    else ignored.push(key);
  }
  if (ignored.length === 0) return { preferences };
  return { preferences, problem: `${path}: ignored ${ignored.map((key) => JSON.stringify(key)).join(', ')} (patterns: ${DELEGATION_PATTERN_IDS.join(', ')}; values: always, never)` };
}
