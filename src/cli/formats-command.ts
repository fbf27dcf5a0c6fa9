/**
 * `tip-miner formats`: each log format tip-miner reads, where it looked for its agent's logs on this
 * machine and what it found, and which detectors, corrections and delegation advice work on it
 * (app/formats.ts). Reads only; writes nothing. Exit code 0.
 */
import { Command } from 'commander';
import { formatsReport, type FormatReport } from '../app/formats.js';
import { bytes } from '../render/byte-size.js';
import { addGlobalOptions, type GlobalOptions } from './global-options.js';
import type { CommandIo } from './io.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';

type FormatsFlags = GlobalOptions & JsonFlag;

export function formatsCommand(io: CommandIo): Command {
  const command = new Command('formats').description(
    "list the log formats tip-miner reads: where each agent's logs were looked for and found, and what works on each",
  );
  jsonOption(command, 'print one JSON object: {schemaVersion, formats: [{id, title, places, detectors, corrections, delegation, features}]}');
  addGlobalOptions(command);
  return command.action(async (flags: FormatsFlags) => {
    const formats = await formatsReport(io.host);
    io.stdout(flags.json ? jsonText({ formats }) : renderFormats(formats));
  });
}

function renderFormats(formats: readonly FormatReport[]): string {
  const blocks = formats.map((format) => {
    const lines = [`${format.title} (${format.id})`];
    if (format.places.length === 0) lines.push('  looked in: no default place (name its files or folders: tip-miner analyze PATH)');
    for (const place of format.places) {
      const found = place.exists ? `${place.files} log file${place.files === 1 ? '' : 's'}, ${bytes(place.bytes)}` : 'not there';
      lines.push(`  ${place.path} — ${found} (${place.source})`);
    }
    const { applies, notApplies } = format.detectors;
    lines.push(`  detectors: ${applies.length > 0 ? applies.join(', ') : 'none'}${notApplies.length > 0 ? ` (not: ${notApplies.join(', ')})` : ''}`);
    lines.push(`  corrections and memory proposals: ${format.corrections ? 'yes' : 'no (its logs hold no human turns)'}`);
    lines.push(`  delegation advice: ${format.delegation ? 'yes' : 'no (no sub-agent tool to advise)'}`);
    lines.push(`  tokens: ${format.features.tokens ? 'yes' : 'no'}; sub-agents: ${format.features.subagents ? 'linked to their calls' : 'no'}`);
    return lines.join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}
