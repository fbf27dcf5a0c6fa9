/** The user's delegation preferences as use cases: set one (the views that show them follow at once), list them. */
import type { DelegationPatternId, DelegationPreferences, PreferenceSetting } from '../delegation/types.js';
import { preferencesPath, setPreference, storedPreferences } from '../store/delegation-preferences.js';
import { changeAndRefresh } from './change-and-refresh.js';
import { withHistory, withHistoryAsync } from './open-history.js';
import type { ViewsRefreshed } from './refresh-views.js';
import type { AppSettings } from './settings.js';
import { viewSettingsOf } from './view-settings.js';

export interface PreferenceChange {
  preferences: DelegationPreferences;
  /** The JSON view of the preferences (for tips and the hook). */
  view: string;
  views: Pick<ViewsRefreshed, 'notes' | 'problems'>;
}

export function setDelegationPreference(
  settings: AppSettings,
  pattern: DelegationPatternId,
  setting: PreferenceSetting,
  now = Math.floor(Date.now() / 1000),
): Promise<PreferenceChange> {
  return withHistoryAsync(settings.db, async (db) => {
    const viewSettings = viewSettingsOf(settings.config, settings.memoryDir, { includeFailed: settings.config.tip_miner.include_failed });
    // the preference changes every repository's delegate- tips and the preferences view
    const { result: preferences, views } = await changeAndRefresh(
      db,
      viewSettings,
      { now, repair: false, refine: false, views: ['tool_patterns', 'preferences'] },
      () => setPreference(db, pattern, setting, now),
    );
    return { preferences, view: preferencesPath(settings.memoryDir), views };
  });
}

export function delegationPreferences(settings: AppSettings): DelegationPreferences {
  return withHistory(settings.db, storedPreferences);
}
