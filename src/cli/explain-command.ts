/**
 * `tip-miner explain <id>`: what a tool detector, a delegation pattern or the solo streak is, why it
 * matters, an example, and what to do — the seed's "[?] Learn more", from the meta of each (the words
 * live there only).
 */
import { Command } from 'commander';
import { explain, knownIds } from '../app/explain.js';
import { InputError } from '../errors.js';
import type { CommandIo } from './io.js';

export function explainCommand(io: CommandIo): Command {
  return new Command('explain')
    .description('what a tool pattern, delegation pattern or the solo streak is, why it matters, an example, and what to do')
    .argument('<id>', 'a detector id, a delegation pattern (exploration, implementation, debugging, refactoring) or solo-streak')
    .option('--json', 'print JSON')
    .action((id: string, flags: { json?: boolean }) => {
      const explanation = explain(id);
      if (!explanation) throw new InputError(`unknown id "${id}"; known: ${knownIds().join(', ')}`);
      if (flags.json) {
        io.stdout(`${JSON.stringify(explanation, null, 2)}\n`);
        return;
      }
      io.stdout(
        [
          `${explanation.id} (${explanation.kind}) — ${explanation.title}`,
          '',
          `Fires when: ${explanation.fires}`,
          `Why it matters: ${explanation.why}`,
          `Example: ${explanation.example}`,
          `What to do: ${explanation.todo}`,
        ].join('\n') + '\n',
      );
    });
}
