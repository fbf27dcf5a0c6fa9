/**
 * `tip-miner prefs`: the user's delegation preferences. `set <pattern> always|never|default`; `list`.
 * `never` leaves the pattern out of the report, the tips and the live hook; `always` makes the hook's
 * advisory say the user wants that work delegated. Setting one rewrites the JSON view and the
 * delegate- entries of every repository's tool_patterns.json.
 */
import { Command, InvalidArgumentError } from 'commander';
import { delegationPreferences, setDelegationPreference } from '../app/prefs.js';
import {
  DELEGATION_PATTERN_IDS,
  isDelegationPatternId,
  PREFERENCE_SETTINGS,
  type DelegationPatternId,
  type DelegationPreferences,
  type PreferenceSetting,
} from '../delegation/types.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import type { CommandIo } from './io.js';
import { reportViewProblems } from './view-problems.js';

export function prefsCommand(io: CommandIo, setExitCode: (code: number) => void): Command {
  const prefs = new Command('prefs').description('delegation preferences per pattern: always, never or default');
  const set = new Command('set')
    .description(`set a pattern's preference (patterns: ${DELEGATION_PATTERN_IDS.join(', ')})`)
    .argument('<pattern>', 'delegation pattern', patternArgument)
    .argument('<setting>', 'always, never or default', settingArgument);
  addGlobalOptions(set).action(async (pattern: DelegationPatternId, setting: PreferenceSetting, flags: GlobalOptions) => {
    const change = await setDelegationPreference(resolveSettings(flags, io), pattern, setting);
    reportViewProblems(io, change.views, setExitCode);
    io.stdout(`${pattern}: ${setting}\n${listing(change.preferences)}(view: ${change.view})\n`);
  });
  const list = new Command('list').description('list the preferences').option('--json', 'print JSON');
  addGlobalOptions(list).action((flags: GlobalOptions & { json?: boolean }) => {
    const preferences = delegationPreferences(resolveSettings(flags, io));
    io.stdout(flags.json ? `${JSON.stringify(preferences, null, 2)}\n` : listing(preferences));
  });
  // the options live on the subcommands only: on the parent too, commander would give them to the parent
  return prefs.addCommand(set).addCommand(list);
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
