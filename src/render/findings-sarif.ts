/**
 * Stored findings as a SARIF 2.1.0 log (`findings --sarif`), so code-scanning UIs show them: one run,
 * the tool tip-miner with one rule per detector from its meta (title, rationale, tip), one result per
 * occurrence at the log file and line of the call that completes it, the other calls as related
 * locations. Every text is the detector's fixed text and figures — nothing from the logs; a log path
 * is a URI (percent-encoded), relative to the working folder when it is under it.
 */
import { createHash } from 'node:crypto';
import { isAbsolute, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DETECTORS, type DetectorId } from '../detectors/index.js';
import type { StoredFinding } from '../detectors/types.js';
import { formatTokens } from './numbers.js';

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** The base of relative log paths: the working folder. */
const SRCROOT = '%SRCROOT%';
/** An occurrence that cost at least this many tokens of results is a warning, any other a note. */
export const WARNING_TOKENS = 1000;

export interface SarifOptions {
  /** tip-miner's version. */
  version: string;
  /** The working folder: log paths under it are given relative to it. */
  cwd: string;
}

export function findingsSarif(findings: readonly StoredFinding[], options: SarifOptions): object {
  const ruleIndex = new Map<DetectorId, number>(DETECTORS.map((detector, index) => [detector.meta.id, index]));
  const rules = DETECTORS.map(({ meta }) => ({
    id: meta.id,
    name: ruleName(meta.id),
    shortDescription: { text: meta.title },
    fullDescription: { text: meta.rationale },
    help: { text: meta.tip },
    defaultConfiguration: { level: 'note' },
  }));
  const paths = { relative: false };
  const artifact = (file: string) => {
    const location = artifactLocation(file, options.cwd);
    if (location.uriBaseId !== undefined) paths.relative = true;
    return location;
  };
  const results = findings.map((finding) => {
    const meta = DETECTORS[ruleIndex.get(finding.detector) ?? -1]?.meta;
    const location = artifact(finding.file);
    const evidence = finding.lines.slice(0, -1);
    return {
      ruleId: finding.detector,
      ...(ruleIndex.has(finding.detector) && { ruleIndex: ruleIndex.get(finding.detector) }),
      level: (finding.wastedTokens ?? 0) >= WARNING_TOKENS ? 'warning' : 'note',
      message: { text: messageText(meta?.title ?? finding.detector, meta?.tip, finding) },
      locations: [{ physicalLocation: { artifactLocation: location, region: { startLine: Math.max(1, finding.line) } } }],
      ...(evidence.length > 0 && {
        relatedLocations: evidence.map((line, index) => ({
          id: index + 1,
          physicalLocation: { artifactLocation: location, region: { startLine: Math.max(1, line) } },
          message: { text: `call ${index + 1} of ${finding.lines.length}` },
        })),
      }),
      partialFingerprints: { 'tipMinerOccurrence/v1': fingerprint(finding) },
      ...(finding.wastedTokens !== undefined && { properties: { wastedTokens: finding.wastedTokens } }),
    };
  });
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'tip-miner', version: options.version, rules } },
        ...(paths.relative && { originalUriBaseIds: { [SRCROOT]: { uri: folderUri(options.cwd) } } }),
        results,
      },
    ],
  };
}

/** `sequential-reads` → `SequentialReads`: SARIF's readable rule name. */
function ruleName(id: string): string {
  return id.replace(/(?:^|-)([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

function messageText(title: string, tip: string | undefined, finding: StoredFinding): string {
  const calls = finding.lines.length;
  const figures = [
    calls > 1 ? `${calls} calls, the last on line ${finding.line}` : `the call on line ${finding.line}`,
    ...(finding.wastedTokens !== undefined && finding.wastedTokens > 0 ? [`~${formatTokens(finding.wastedTokens)} tokens of results`] : []),
  ];
  return `${title} (${figures.join('; ')}).${tip !== undefined ? ` ${tip}` : ''}`;
}

function artifactLocation(file: string, cwd: string): { uri: string; uriBaseId?: string } {
  const path = relative(cwd, file);
  if (path !== '' && !isAbsolute(path) && path !== '..' && !path.startsWith(`..${sep}`)) {
    return { uri: path.split(sep).map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
  }
  return { uri: pathToFileURL(file).href };
}

function folderUri(folder: string): string {
  const uri = pathToFileURL(folder).href;
  return uri.endsWith('/') ? uri : `${uri}/`;
}

/** The same occurrence has the same fingerprint in every run and on every machine: its pattern, session, stream and calls. */
function fingerprint(finding: StoredFinding): string {
  const key = [finding.detector, finding.sessionId, finding.streamId, ...finding.callIds].join('\u0000');
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}
