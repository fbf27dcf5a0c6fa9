/** `tip-miner patterns`: the repository's tool_patterns.json, ranked, as a table or JSON. */
import { Command } from 'commander';
import Table from 'cli-table3';
import { formatCount } from '../render/numbers.js';
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
    const table = new Table({
      head: ['#', 'Pattern', 'Sessions', 'Found', 'Tokens spent', 'Last seen', 'Score'],
      colAligns: ['right', 'left', 'right', 'right', 'right', 'left', 'right'],
      style: { head: [], border: [], compact: true },
    });
    ranked.forEach((entry, index) =>
      table.push([
        index + 1,
        entry.pattern_id,
        formatCount(entry.hit_count),
        typeof entry.occurrences === 'number' ? formatCount(entry.occurrences) : '-',
        typeof entry.wasted_tokens === 'number' ? formatCount(entry.wasted_tokens) : '-',
        new Date(entry.last_seen * 1000).toISOString().slice(0, 10),
        entry.score.toPrecision(3),
      ]),
    );
    io.stdout(`${repo} (${path})\n${table.toString()}\n`);
  });
}
