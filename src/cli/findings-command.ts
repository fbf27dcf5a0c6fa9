/** `tip-miner findings`: every stored occurrence, with its evidence; filter by pattern and repository; as a table, JSON or SARIF. */
import { Command, InvalidArgumentError, Option } from 'commander';
import { tipTextFor } from '../delegation/tip-texts.js';
import { findingsSarif } from '../render/findings-sarif.js';
import { renderFindingsTable } from '../render/findings-table.js';
import { delegationOccurrences, findingsReport, type DelegationOccurrence } from '../app/reports.js';
import { delegationTipId, patternOfTipId } from '../delegation/tip-ids.js';
import { DELEGATION_PATTERN_IDS, type DelegationPatternId } from '../delegation/types.js';
import type { StoredFinding } from '../detectors/types.js';
import { DETECTOR_IDS, isDetectorId, type DetectorId } from '../detectors/index.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { warn, type CommandIo } from './io.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';
import { packageVersion } from '../util/package-version.js';
import { addTimeWindowOptions, windowOption, type TimeWindowFlags } from './time-window.js';

interface FindingsFlags extends GlobalOptions, JsonFlag, TimeWindowFlags {
  pattern?: PatternChoice;
  includeFailed?: boolean;
  allRepos?: boolean;
  sarif?: boolean;
}

export function findingsCommand(io: CommandIo): Command {
  const command = new Command('findings')
    .description(
      "list the stored occurrences of tool patterns with their evidence: of --repo, else of the working folder's repository when it has sessions, else of all",
    )
    .option('--pattern <ids>', 'only these patterns (comma-separated ids; delegate-<pattern> for the points a delegation tip counts)', patternList)
    .option('--include-failed', 'include sessions whose task failed')
    .option('--all-repos', "every repository's, whatever the working folder");
  addTimeWindowOptions(command);
  jsonOption(command, 'print one JSON object: {schemaVersion, findings: [...]}');
  command.addOption(new Option('--sarif', 'print a SARIF 2.1.0 log (one result per occurrence) for code-scanning UIs').conflicts('json'));
  addGlobalOptions(command);
  return command.action((flags: FindingsFlags) => {
    const settings = resolveSettings(flags, io);
    const filter = { includeFailed: flags.includeFailed === true, allRepos: flags.allRepos === true, ...windowOption(flags) };
    const chosen = flags.pattern;
    // a delegation tip's pattern alone asks no tool pattern's findings (and the other way round)
    const tools =
      chosen === undefined || chosen.detectors.length > 0 ? findingsReport(settings, { ...filter, ...(chosen && { detectors: chosen.detectors }) }) : [];
    const delegation = chosen !== undefined && chosen.delegation.length > 0 ? delegationOccurrences(settings, { ...filter, patterns: chosen.delegation }) : [];
    if (flags.sarif) {
      if (delegation.length > 0)
        warn(
          io,
          `${delegation.length} delegation point${delegation.length === 1 ? '' : 's'} left out of SARIF (no line of code to point at): tip-miner delegation lists them`,
        );
      io.stdout(`${JSON.stringify(findingsSarif(tools, { version: packageVersion(), cwd: io.cwd }), null, 2)}\n`);
      return;
    }
    const findings: Array<StoredFinding | DelegationOccurrence> = [...tools, ...delegation];
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

/** The ids `--pattern` names: tool patterns, and delegation tips (`delegate-<pattern>`, as `patterns` lists them). */
interface PatternChoice {
  detectors: DetectorId[];
  delegation: DelegationPatternId[];
}

function patternList(value: string): PatternChoice {
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const detectors = ids.filter(isDetectorId);
  const delegation = ids.flatMap((id) => {
    const pattern = patternOfTipId(id);
    return pattern !== undefined ? [pattern] : [];
  });
  const unknown = ids.filter((id) => !isDetectorId(id) && patternOfTipId(id) === undefined);
  if (ids.length === 0 || unknown.length > 0) {
    const known = [...DETECTOR_IDS, ...DELEGATION_PATTERN_IDS.map(delegationTipId)];
    throw new InvalidArgumentError(`unknown pattern id ${unknown.join(', ') || '(none)'}; known: ${known.join(', ')}`);
  }
  return { detectors, delegation };
}
