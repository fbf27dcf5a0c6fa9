/** `tip-miner repos`: every repository the history knows, with its sessions per format, first and last seen, and its other names. */
import { Command } from 'commander';
import { knownRepos } from '../app/repos.js';
import { renderReposTable } from '../render/repos-table.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { warn, type CommandIo } from './io.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';
import { addTimeWindowOptions, windowOption, type TimeWindowFlags } from './time-window.js';

type ReposFlags = GlobalOptions & JsonFlag & TimeWindowFlags;

export function reposCommand(io: CommandIo): Command {
  const command = new Command('repos').description(
    'list the repositories analyze has sessions of: sessions per log format, first and last seen, and every name --repo takes for each',
  );
  addTimeWindowOptions(command);
  jsonOption(command, 'print one JSON object: {schemaVersion, current, repos: [{repo, aliases, sessions, sessionsByFormat, firstSeen, lastSeen, folders}]}');
  addGlobalOptions(command);
  return command.action((flags: ReposFlags) => {
    const settings = resolveSettings(flags, io);
    const { window } = windowOption(flags);
    const { repos, current, notes } = knownRepos(settings, window);
    for (const note of notes) warn(io, note);
    if (flags.json) {
      io.stdout(jsonText({ current: current ?? null, repos }));
      return;
    }
    if (repos.length === 0) {
      warn(io, `no repositories yet (${settings.db}); run tip-miner analyze first`);
      return;
    }
    io.stdout(renderReposTable(repos, current, io.layout));
  });
}
