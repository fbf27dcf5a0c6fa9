/** `tip-miner patterns`: the repository's tool_patterns.json, ranked, as a table or JSON. */
import { Command } from 'commander';
import { renderPatternsTable } from '../render/patterns-table.js';
import { rankedPatterns } from '../app/patterns.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { noDataYet } from './no-data.js';
import { warn, type CommandIo } from './io.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';

type PatternsFlags = GlobalOptions & JsonFlag;

export function patternsCommand(io: CommandIo): Command {
  const command = new Command('patterns').description("list the repository's tool patterns, highest score first");
  jsonOption(command, "print one JSON object: {schemaVersion, repo, file, patterns: [tool_patterns.json's entries, scored now]}");
  addGlobalOptions(command);
  return command.action((flags: PatternsFlags) => {
    const { repo, file: path, patterns: ranked, notes, reposWithPatterns } = rankedPatterns(resolveSettings(flags, io));
    for (const note of notes) warn(io, note);
    if (flags.json) {
      io.stdout(jsonText({ repo, file: path, patterns: ranked }));
      return;
    }
    if (ranked.length === 0) {
      warn(io, noDataYet('tool patterns', repo, path, reposWithPatterns ?? []));
      return;
    }
    io.stdout(renderPatternsTable(repo, path, ranked, io.layout));
  });
}
