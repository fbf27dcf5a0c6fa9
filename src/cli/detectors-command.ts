/** `tip-miner detectors`: every tool pattern detector, from its meta (the words live there only). */
import { Command } from 'commander';
import { DETECTORS } from '../detectors/index.js';
import { addGlobalOptions, type GlobalOptions } from './global-options.js';
import type { CommandIo } from './io.js';
import { fitLines } from '../render/prose.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';

export function detectorsCommand(io: CommandIo): Command {
  const command = new Command('detectors').description('list the tool pattern detectors: id, what they find, the tip, default options');
  jsonOption(command, 'print one JSON object: {schemaVersion, detectors: [...]}');
  // the global options are accepted like everywhere; the list comes from the meta alone
  addGlobalOptions(command);
  return command.action((flags: GlobalOptions & JsonFlag) => {
    const metas = DETECTORS.map(({ meta }) => meta);
    if (flags.json) {
      io.stdout(jsonText({ detectors: metas }));
      return;
    }
    const blocks = metas.map((meta) => {
      const options = Object.entries(meta.defaults as Record<string, unknown>).map(([key, value]) => `${key}=${String(value)}`);
      return [
        `${meta.id} — ${meta.title}`,
        `  fires: ${meta.fires}`,
        `  rationale: ${meta.rationale}`,
        `  example: ${meta.example}`,
        `  tip: ${meta.tip}`,
        ...(options.length ? [`  options: ${options.join(', ')}`] : []),
      ]
        .map((line) => fitLines(line, io.layout))
        .join('\n');
    });
    io.stdout(`${blocks.join('\n\n')}\n`);
  });
}
