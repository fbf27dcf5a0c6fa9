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
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';
import { reportViewProblems } from './view-problems.js';

export function prefsCommand(io: CommandIo, setExitCode: (code: number) => void): Command {
  // the global options on the parent as well (`prefs --db x list`); commander gives an option given after the
  // subcommand to the parent then, so the subcommands read theirs and the parent's together (optsWithGlobals)
  const prefs = addGlobalOptions(new Command('prefs').description('delegation preferences per pattern: always, never or default'));
  const set = new Command('set')
    .description(`set a pattern's preference (patterns: ${DELEGATION_PATTERN_IDS.join(', ')})`)
    .argument('<pattern>', 'delegation pattern', patternArgument)
    .argument('<setting>', 'always, never or default', settingArgument);
  jsonOption(set, 'print one JSON object: {schemaVersion, pattern, setting, preferences, file}');
  addGlobalOptions(set).action(async (pattern: DelegationPatternId, setting: PreferenceSetting, _flags: unknown, command: Command) => {
    const flags = command.optsWithGlobals<PrefsFlags>();
    const change = await setDelegationPreference(resolveSettings(flags, io), pattern, setting);
    reportViewProblems(io, change.views, setExitCode);
    io.stdout(
      flags.json
        ? jsonText({ pattern, setting, preferences: everyPreference(change.preferences), file: change.view })
        : `${pattern}: ${setting}\n${listing(change.preferences)}(view: ${change.view})\n`,
    );
  });
  const list = new Command('list').description('list the preferences');
  jsonOption(list, 'print one JSON object: {schemaVersion, preferences: {<pattern>: always|never|default}}');
  addGlobalOptions(list).action((_flags: unknown, command: Command) => {
    const flags = command.optsWithGlobals<PrefsFlags>();
    const preferences = delegationPreferences(resolveSettings(flags, io));
    io.stdout(flags.json ? jsonText({ preferences: everyPreference(preferences) }) : listing(preferences));
  });
  return prefs.addCommand(set).addCommand(list);
}

type PrefsFlags = GlobalOptions & JsonFlag;

/** Every pattern's setting, `default` where none is stored: what the table lists. */
function everyPreference(preferences: DelegationPreferences): Record<DelegationPatternId, PreferenceSetting> {
  return Object.fromEntries(DELEGATION_PATTERN_IDS.map((pattern) => [pattern, preferences[pattern] ?? 'default'])) as Record<
    DelegationPatternId,
    PreferenceSetting
  >;
}

function listing(preferences: DelegationPreferences): string {
  const every = everyPreference(preferences);
  return DELEGATION_PATTERN_IDS.map((pattern) => `${pattern.padEnd(15)} ${every[pattern]}\n`).join('');
}

function patternArgument(value: string): DelegationPatternId {
  if (!isDelegationPatternId(value)) throw new InvalidArgumentError(`unknown pattern; known: ${DELEGATION_PATTERN_IDS.join(', ')}`);
  return value;
}

function settingArgument(value: string): PreferenceSetting {
  if (!(PREFERENCE_SETTINGS as readonly string[]).includes(value)) throw new InvalidArgumentError(`expected ${PREFERENCE_SETTINGS.join(', ')}`);
  return value as PreferenceSetting;
}
