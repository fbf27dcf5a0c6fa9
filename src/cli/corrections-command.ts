/** `tip-miner corrections`: every stored correction with its evidence (file, line, session, text, kind, confidence, whether proposals use it). */
import { Command, InvalidArgumentError } from 'commander';
import { renderCorrectionsTable } from '../render/corrections-table.js';
import { correctionsReport } from '../app/reports.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import type { CommandIo } from './io.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';
import { addTimeWindowOptions, windowOption, type TimeWindowFlags } from './time-window.js';

interface CorrectionsFlags extends GlobalOptions, JsonFlag, TimeWindowFlags {
  minConfidence?: number;
  includeFailed?: boolean;
}

export function correctionsCommand(io: CommandIo): Command {
  const command = new Command('corrections')
    .description('list the corrections found in the analysed sessions (--repo filters by repository)')
    .option('--min-confidence <n>', 'only corrections at least this sure (0-1)', confidence)
    .option('--include-failed', 'include sessions whose task failed');
  addTimeWindowOptions(command);
  jsonOption(command, 'print one JSON object: {schemaVersion, corrections: [...]}');
  addGlobalOptions(command);
  return command.action((flags: CorrectionsFlags) => {
    const corrections = correctionsReport(resolveSettings(flags, io), {
      includeFailed: flags.includeFailed === true,
      minConfidence: flags.minConfidence ?? 0,
      ...windowOption(flags),
    });
    if (flags.json) {
      const rows = corrections.map((correction) => ({
        file: correction.file,
        line: correction.line,
        sessionId: correction.sessionId,
        text: correction.text,
        kind: correction.kind,
        confidence: correction.confidence,
        explicit: correction.explicit,
        proposable: correction.proposable,
        rule: correction.rule,
        cues: correction.cues,
        repo: correction.repo ?? null,
        seenAt: new Date(correction.seenAt * 1000).toISOString(),
      }));
      io.stdout(jsonText({ corrections: rows }));
      return;
    }
    io.stdout(renderCorrectionsTable(corrections, io.layout));
  });
}

function confidence(value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || number > 1) throw new InvalidArgumentError('expected a number from 0 to 1');
  return number;
}
