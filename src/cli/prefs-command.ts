/**
 * `tip-miner prefs`: the user's delegation preferences. `set <pattern> always|never|default`; `list`.
 * `never` leaves the pattern out of the report, the tips and the live hook; `always` makes the hook's
 * advisory say the user wants that work delegated. Setting one rewrites the JSON view and the
 * delegate- entries of every repository's tool_patterns.json.
 */
import { Command, InvalidArgumentError } from 'commander';
import { DELEGATION_PATTERN_IDS, isDelegationPatternId, type DelegationPatternId } from '../delegation/types.js';
import { PREFERENCE_SETTINGS, type DelegationPreferences, type PreferenceSetting } from '../delegation/types.js';
import { preferencesPath, setPreference, storedPreferences } from '../store/delegation-preferences.js';
import { HistoryDb } from '../store/history-db.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { changeAndRefresh } from '../app/change-and-refresh.js';
import { viewSettingsOf } from '../app/view-settings.js';
import type { CliIo } from './io.js';
import { reportViewProblems } from './view-problems.js';

export function prefsCommand(io: CliIo, setExitCode: (code: number) => void): Command {
  const prefs = new Command('prefs').description('delegation preferences per pattern: always, never or default');
  const set = new Command('set')
    .description(`set a pattern's preference (patterns: ${DELEGATION_PATTERN_IDS.join(', ')})`)
    .argument('<pattern>', 'delegation pattern', patternArgument)
    .argument('<setting>', 'always, never or default', settingArgument);
  addGlobalOptions(set).action(async (pattern: DelegationPatternId, setting: PreferenceSetting, flags: GlobalOptions) => {
    const settings = resolveSettings(flags);
    const db = HistoryDb.open(settings.db);
    try {
      const now = Math.floor(Date.now() / 1000);
      const viewSettings = viewSettingsOf(settings.config, settings.memoryDir, { includeFailed: settings.config.tip_miner.include_failed });
      // the preference changes every repository's delegate- tips and the preferences view
      const { result: preferences, views } = await changeAndRefresh(db, viewSettings, { now, repair: false, refine: false, views: ['tool_patterns', 'preferences'] }, () =>
        setPreference(db, pattern, setting, now),
      );
      reportViewProblems(io, views, setExitCode);
      io.stdout(`${pattern}: ${setting}\n${listing(preferences)}(view: ${preferencesPath(settings.memoryDir)})\n`);
    } finally {
      db.close();
    }
  });
  const list = new Command('list').description('list the preferences').option('--json', 'print JSON');
  addGlobalOptions(list).action((flags: GlobalOptions & { json?: boolean }) => printPreferences(io, flags));
  // the options live on the subcommands only: on the parent too, commander would give them to the parent
  return prefs.addCommand(set).addCommand(list);
}

function printPreferences(io: CliIo, flags: GlobalOptions & { json?: boolean }): void {
  const settings = resolveSettings(flags);
  const db = HistoryDb.open(settings.db);
  try {
    const preferences = storedPreferences(db);
    io.stdout(flags.json ? `${JSON.stringify(preferences, null, 2)}\n` : listing(preferences));
  } finally {
    db.close();
  }
}

function listing(preferences: DelegationPreferences): string {
  return DELEGATION_PATTERN_IDS.map((pattern) => `${pattern.padEnd(15)} ${preferences[pattern] ?? 'default'}\n`).join('');
}

function patternArgument(value: string): DelegationPatternId {
  if (!isDelegationPatternId(value)) throw new InvalidArgumentError(`unknown pattern; known: ${DELEGATION_PATTERN_IDS.join(', ')}`);
  return value;
}

function settingArgument(value: string): PreferenceSetting {
  if (!(PREFERENCE_SETTINGS as readonly string[]).includes(value)) throw new InvalidArgumentError(`expected ${PREFERENCE_SETTINGS.join(', ')}`);
  return value as PreferenceSetting;
}
