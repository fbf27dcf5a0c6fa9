/** `tip-miner detectors`: every tool pattern detector, from its meta (the words live there only). */
import { Command } from 'commander';
import { DETECTORS } from '../detectors/index.js';
import type { CommandIo } from './io.js';

export function detectorsCommand(io: CommandIo): Command {
  return new Command('detectors')
    .description('list the tool pattern detectors: id, what they find, the tip, default options')
    .option('--json', 'print JSON')
    .action((flags: { json?: boolean }) => {
      const metas = DETECTORS.map(({ meta }) => meta);
      if (flags.json) {
        io.stdout(`${JSON.stringify(metas, null, 2)}\n`);
        return;
      }
      const blocks = metas.map((meta) => {
        const options = Object.entries(meta.defaults as Record<string, unknown>).map(([key, value]) => `${key}=${String(value)}`);
        return [
          `${meta.id} — ${meta.title}`,
          `  fires: ${meta.fires}`,
          `  why: ${meta.rationale}`,
          `  example: ${meta.example}`,
          `  tip: ${meta.tip}`,
          ...(options.length ? [`  options: ${options.join(', ')}`] : []),
        ].join('\n');
      });
      io.stdout(`${blocks.join('\n\n')}\n`);
    });
}
