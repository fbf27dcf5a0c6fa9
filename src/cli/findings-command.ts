/** `tip-miner findings`: every stored occurrence, with its evidence; filter by pattern and repository; as a table, JSON or SARIF. */
import { Command, InvalidArgumentError, Option } from 'commander';
import { tipTextFor } from '../delegation/tip-texts.js';
import { findingsSarif } from '../render/findings-sarif.js';
import { renderFindingsTable } from '../render/findings-table.js';
import { findingsReport } from '../app/reports.js';
import { DETECTOR_IDS, isDetectorId, type DetectorId } from '../detectors/index.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import type { CommandIo } from './io.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';
import { packageVersion } from './package-version.js';
import { addTimeWindowOptions, windowOption, type TimeWindowFlags } from './time-window.js';

interface FindingsFlags extends GlobalOptions, JsonFlag, TimeWindowFlags {
  pattern?: DetectorId[];
  includeFailed?: boolean;
  allRepos?: boolean;
  sarif?: boolean;
}

export function findingsCommand(io: CommandIo): Command {
  const command = new Command('findings')
    .description(
      "list the stored occurrences of tool patterns with their evidence: of --repo, else of the working folder's repository when it has sessions, else of all",
    )
    .option('--pattern <ids>', 'only these patterns (comma-separated ids)', patternList)
    .option('--include-failed', 'include sessions whose task failed')
    .option('--all-repos', "every repository's, whatever the working folder");
  addTimeWindowOptions(command);
  jsonOption(command, 'print one JSON object: {schemaVersion, findings: [...]}');
  command.addOption(new Option('--sarif', 'print a SARIF 2.1.0 log (one result per occurrence) for code-scanning UIs').conflicts('json'));
  addGlobalOptions(command);
  return command.action((flags: FindingsFlags) => {
    const findings = findingsReport(resolveSettings(flags, io), {
      ...(flags.pattern && { detectors: flags.pattern }),
      includeFailed: flags.includeFailed === true,
      allRepos: flags.allRepos === true,
      ...windowOption(flags),
    });
    if (flags.sarif) {
      io.stdout(`${JSON.stringify(findingsSarif(findings, { version: packageVersion(), cwd: io.cwd }), null, 2)}\n`);
      return;
    }
    if (flags.json) {
      const rows = findings.map((finding) => ({
        pattern: finding.detector,
        file: finding.file,
        line: finding.line,
        sessionId: finding.sessionId,
        streamId: finding.streamId,
        repo: finding.repo ?? null,
        callIds: finding.callIds,
        lines: finding.lines,
        seenAt: new Date(finding.seenAt * 1000).toISOString(),
        wastedTokens: finding.wastedTokens ?? null,
        // the agent that logged it, and the tip in its words (null: none for that agent)
        format: finding.format ?? null,
        tip: tipTextFor(finding.detector, finding.format ?? 'claude-code') ?? null,
      }));
      io.stdout(jsonText({ findings: rows }));
      return;
    }
    io.stdout(renderFindingsTable(findings, io.layout));
  });
}

function patternList(value: string): DetectorId[] {
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const known = ids.filter(isDetectorId);
  const unknown = ids.filter((id) => !isDetectorId(id));
  if (ids.length === 0 || unknown.length > 0)
    throw new InvalidArgumentError(`unknown pattern id ${unknown.join(', ') || '(none)'}; known: ${DETECTOR_IDS.join(', ')}`);
  return known;
}
