/** `tip-miner detectors`: every tool pattern detector, from its meta (the words live there only), in every agent's words. */
import { Command } from 'commander';
import { DETECTORS } from '../detectors/index.js';
import { agentsByWords, inWordsOf, wordsByFormat } from '../detectors/metas/wording.js';
import type { DetectorId } from '../detectors/metas/index.js';
import type { DetectorMeta, DetectorWords } from '../detectors/types.js';
import type { FormatId } from '../ingest/formats/format.js';
import { addGlobalOptions, type GlobalOptions } from './global-options.js';
import type { CommandIo } from './io.js';
import { fitLines } from '../render/prose.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';

export function detectorsCommand(io: CommandIo): Command {
  const command = new Command('detectors').description("list the tool pattern detectors: id, what they find, the tip (in each agent's words), default options");
  jsonOption(command, 'print one JSON object: {schemaVersion, detectors: [...]}');
  // the global options are accepted like everywhere; the list comes from the meta alone
  addGlobalOptions(command);
  return command.action((flags: GlobalOptions & JsonFlag) => {
    const metas = DETECTORS.map(({ meta }) => meta);
    if (flags.json) {
      io.stdout(jsonText({ detectors: metas.map(detectorJson) }));
      return;
    }
    const blocks = metas.map((meta) => {
      const options = Object.entries(meta.defaults as Record<string, unknown>).map(([key, value]) => `${key}=${String(value)}`);
      const [own, ...others] = agentsByWords((format) => inWordsOf(meta, format));
      return [
        `${meta.id} — ${meta.title}`,
        ...wordLines(own?.words ?? meta, '  '),
        ...others.flatMap(({ formats, words }) =>
          words === null
            ? [`  for ${formats.join(', ')}: not looked for (no tip for its tools)`]
            : [`  for ${formats.join(', ')} — ${words.title}`, ...wordLines(words, '    ')],
        ),
        ...(options.length ? [`  options: ${options.join(', ')}`] : []),
      ]
        .map((line) => fitLines(line, io.layout))
        .join('\n');
    });
    io.stdout(`${blocks.join('\n\n')}\n`);
  });
}

function wordLines(words: DetectorWords, indent: string): string[] {
  return [`${indent}fires: ${words.fires}`, `${indent}rationale: ${words.rationale}`, `${indent}example: ${words.example}`, `${indent}tip: ${words.tip}`];
}

/** The meta in its own words, each other agent's tip (`tipByFormat`, null: none) and all its words (`byFormat`). */
function detectorJson(meta: DetectorMeta<unknown, DetectorId>) {
  const { id, title, fires, tip, rationale, example, defaults } = meta;
  const byFormat = wordsByFormat(meta);
  const tipByFormat = Object.fromEntries(
    (Object.entries(byFormat) as Array<[FormatId, { tip?: string } | null]>).map(([format, words]) => [format, words?.tip ?? null]),
  );
  return { id, title, fires, tip, tipByFormat, byFormat, rationale, example, defaults };
}
