/**
 * `tip-miner explain <id>`: what a tool detector, a delegation pattern or the solo streak is, why it
 * matters, an example, and what to do — the seed's "[?] Learn more", from the meta of each (the words
 * live there only), for the agent `--agent` names, else for every agent (those that read the same words
 * together).
 */
import { Command, Option } from 'commander';
import { explain, knownIds, type ExplainedWords } from '../app/explain.js';
import { InputError } from '../errors.js';
import { FORMAT_IDS } from '../ingest/formats/format-ids.js';
import type { FormatId } from '../ingest/formats/format.js';
import { addGlobalOptions, type GlobalOptions } from './global-options.js';
import type { CommandIo } from './io.js';
import { fitLines } from '../render/prose.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';

interface ExplainFlags extends GlobalOptions, JsonFlag {
  agent?: FormatId;
}

export function explainCommand(io: CommandIo): Command {
  const command = new Command('explain')
    .description('what a tool pattern, delegation pattern or the solo streak is, why it matters, an example, and what to do')
    .argument('<id>', 'a detector id, a delegation pattern (exploration, implementation, debugging, refactoring) or solo-streak')
    .addOption(new Option('--agent <format>', "in the words of one agent's tools (default: every agent's)").choices(FORMAT_IDS));
  jsonOption(command);
  // the global options are accepted like everywhere; the explanations come from the meta alone
  addGlobalOptions(command);
  return command.action((id: string, flags: ExplainFlags) => {
    const explanation = explain(id, flags.agent);
    if (!explanation) throw new InputError(`unknown id "${id}"; known: ${knownIds().join(', ')}`);
    if (flags.json) {
      io.stdout(jsonText(explanation));
      return;
    }
    const { agents } = explanation;
    const sections =
      flags.agent !== undefined || agents.length === 1
        ? [wordLines(explanation)]
        : agents.map((group) =>
            group.applies
              ? [`For ${group.formats.join(', ')}: ${group.title}`, ...wordLines(group)]
              : [`For ${group.formats.join(', ')}: not looked for in its sessions (no tip for its tools).`],
          );
    const head = `${explanation.id} (${explanation.kind}${flags.agent !== undefined ? `, for ${flags.agent}` : ''}) — ${explanation.title}`;
    const text = [head, ...sections.flatMap((lines) => ['', ...lines])];
    io.stdout(text.map((line) => fitLines(line, io.layout)).join('\n') + '\n');
  });
}

function wordLines(words: ExplainedWords): string[] {
  return [`Fires when: ${words.fires}`, `Rationale: ${words.rationale}`, `Example: ${words.example}`, `Tip: ${words.tip}`];
}
