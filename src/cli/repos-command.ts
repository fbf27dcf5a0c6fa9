/**
 * `tip-miner repos`: every repository the history knows, with its sessions per format, first and last seen,
 * and its other names. `repos alias NAME OTHER…` keeps OTHER… as other names of NAME in the data home (its
 * sessions are filed under NAME at once, wherever a command runs); `repos unalias OTHER…` forgets them.
 */
import { Command } from 'commander';
import { aliasRepos, unaliasRepos, type AliasChange } from '../app/repo-aliases.js';
import { knownRepos } from '../app/repos.js';
import type { KeptAlias } from '../config/repo-aliases.js';
import { renderReposTable } from '../render/repos-table.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { warn, type CommandIo } from './io.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';
import { addTimeWindowOptions, windowOption, type TimeWindowFlags } from './time-window.js';
import { reportViewProblems } from './view-problems.js';

type ReposFlags = GlobalOptions & JsonFlag & TimeWindowFlags;

export function reposCommand(io: CommandIo, setExitCode: (code: number) => void): Command {
  const command = new Command('repos').description(
    'list the repositories analyze has sessions of: sessions per log format, first and last seen, and every name --repo takes for each',
  );
  addTimeWindowOptions(command);
  jsonOption(
    command,
    'print one JSON object: {schemaVersion, current, repos: [{repo, aliases, sessions, sessionsByFormat, firstSeen, lastSeen, folders}], kept: [{alias, repo}]}',
  );
  addGlobalOptions(command);
  command.action((flags: ReposFlags) => {
    const settings = resolveSettings(flags, io);
    const { window } = windowOption(flags);
    const { repos, current, kept, notes } = knownRepos(settings, window);
    for (const note of notes) warn(io, note);
    if (flags.json) {
      io.stdout(jsonText({ current: current ?? null, repos, kept }));
      return;
    }
    if (repos.length === 0) {
      warn(io, `no repositories yet (${settings.db}); run tip-miner analyze first`);
      return;
    }
    io.stdout(renderReposTable(repos, current, io.layout) + keptLines(kept));
  });
  const alias = new Command('alias')
    .description('keep OTHER… as other names of NAME in the data home: their sessions are filed under NAME at once, wherever a command runs')
    .argument('<name>', 'the name to file the sessions under')
    .argument('<other...>', 'repositories `repos` lists (or aliases kept before) to file under NAME');
  addGlobalOptions(alias).action(async (name: string, others: string[], _flags: unknown, sub: Command) => {
    const change = await aliasRepos(resolveSettings(sub.optsWithGlobals<GlobalOptions>(), io), name, others);
    printChange(io, change, setExitCode);
  });
  const unalias = new Command('unalias')
    .description('forget aliases kept by repos alias: their sessions go back to the names the rules give them')
    .argument('<other...>', 'aliases kept by repos alias');
  addGlobalOptions(unalias).action(async (others: string[], _flags: unknown, sub: Command) => {
    const change = await unaliasRepos(resolveSettings(sub.optsWithGlobals<GlobalOptions>(), io), others);
    printChange(io, change, setExitCode);
  });
  return command.addCommand(alias).addCommand(unalias);
}

function printChange(io: CommandIo, change: AliasChange, setExitCode: (code: number) => void): void {
  reportViewProblems(io, change.views, setExitCode);
  const moved =
    change.moved.length > 0 ? `filed anew: the sessions of ${change.moved.join(', ')} (their views rewritten)\n` : 'no session is filed otherwise\n';
  io.stdout(moved + (keptLines(change.kept) || 'no aliases kept in the data home\n'));
}

function keptLines(kept: readonly KeptAlias[]): string {
  if (kept.length === 0) return '';
  return `aliases kept in the data home (tip-miner repos unalias OTHER forgets one):\n${kept.map(({ alias, repo }) => `  ${alias} → ${repo}\n`).join('')}`;
}
