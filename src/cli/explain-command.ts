/**
 * `tip-miner explain <id>`: what a tool detector, a delegation pattern or the solo streak is, why it
 * matters, an example, and what to do — the seed's "[?] Learn more", from the meta of each (the words
 * live there only).
 */
import { Command } from 'commander';
import { explain, knownIds } from '../app/explain.js';
import { InputError } from '../errors.js';
import { addGlobalOptions, type GlobalOptions } from './global-options.js';
import type { CommandIo } from './io.js';
import { fitLines } from '../render/prose.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';

export function explainCommand(io: CommandIo): Command {
  const command = new Command('explain')
    .description('what a tool pattern, delegation pattern or the solo streak is, why it matters, an example, and what to do')
    .argument('<id>', 'a detector id, a delegation pattern (exploration, implementation, debugging, refactoring) or solo-streak');
  jsonOption(command);
  // the global options are accepted like everywhere; the explanations come from the meta alone
  addGlobalOptions(command);
  return command.action((id: string, flags: GlobalOptions & JsonFlag) => {
    const explanation = explain(id);
    if (!explanation) throw new InputError(`unknown id "${id}"; known: ${knownIds().join(', ')}`);
    if (flags.json) {
      io.stdout(jsonText(explanation));
      return;
    }
    io.stdout(
      [
        `${explanation.id} (${explanation.kind}) — ${explanation.title}`,
        '',
        `Fires when: ${explanation.fires}`,
        `Rationale: ${explanation.rationale}`,
        `Example: ${explanation.example}`,
        `Tip: ${explanation.tip}`,
      ]
        .map((line) => fitLines(line, io.layout))
        .join('\n') + '\n',
    );
  });
}
