/**
 * Stored findings as a SARIF 2.1.0 log (`findings --sarif`), so code-scanning UIs show them: one run,
 * the tool tip-miner with one rule per detector from its meta (title, rationale, tip), one result per
 * occurrence at the log file and line of the call that completes it, the other calls as related
 * locations. Each result is in the words of the agent that logged it (its log format); a rule, in those
 * of the agents the findings come from, each named where they differ; a detector that applies to none of
 * them has no rule. Every text is the detector's fixed text and figures — nothing from the logs; a log
 * path is a URI (percent-encoded), relative to the working folder when it is under it.
 */
import { createHash } from 'node:crypto';
import { isAbsolute, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DETECTORS, type DetectorId } from '../detectors/index.js';
import { inWordsOf, ownWords } from '../detectors/metas/wording.js';
import type { DetectorMeta, DetectorWords, StoredFinding } from '../detectors/types.js';
import { FORMAT_IDS } from '../ingest/formats/format-ids.js';
import type { FormatId } from '../ingest/formats/format.js';
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
  const agents = agentsOf(findings);
  const ruled = DETECTORS.filter(({ meta }) => agents.some((format) => inWordsOf(meta, format) !== null));
  const ruleIndex = new Map<DetectorId, number>(ruled.map((detector, index) => [detector.meta.id, index]));
  const rules = ruled.map(({ meta }) => ({
    id: meta.id,
    name: ruleName(meta.id),
    shortDescription: { text: ruleText(meta, agents, 'title') },
    fullDescription: { text: ruleText(meta, agents, 'rationale') },
    help: { text: ruleText(meta, agents, 'tip') },
    defaultConfiguration: { level: 'note' },
  }));
  const paths = { relative: false };
  const artifact = (file: string) => {
    const location = artifactLocation(file, options.cwd);
    if (location.uriBaseId !== undefined) paths.relative = true;
    return location;
  };
  const results = findings.map((finding) => {
    const meta = ruled[ruleIndex.get(finding.detector) ?? -1]?.meta;
    // a finding of a format its detector no longer applies to (an older database) keeps the meta's own words
    const words = meta && (inWordsOf(meta, finding.format ?? OWN_WORDS) ?? ownWords(meta));
    const location = artifact(finding.file);
    const evidence = finding.lines.slice(0, -1);
    return {
      ruleId: finding.detector,
      ...(ruleIndex.has(finding.detector) && { ruleIndex: ruleIndex.get(finding.detector) }),
      level: (finding.wastedTokens ?? 0) >= WARNING_TOKENS ? 'warning' : 'note',
      message: { text: messageText(words?.title ?? finding.detector, words?.tip, finding) },
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

/** The log format whose agent reads a meta's own words, and a finding's of no known format. */
const OWN_WORDS: FormatId = 'claude-code';

/** The agents (log formats) the findings come from, in FORMAT_IDS order; every agent when there is none. */
function agentsOf(findings: readonly StoredFinding[]): FormatId[] {
  const present = new Set(findings.map((finding) => finding.format ?? OWN_WORDS));
  const agents = FORMAT_IDS.filter((format) => present.has(format));
  return agents.length > 0 ? agents : [...FORMAT_IDS];
}

/** A rule's text for the agents it applies to among `agents`: the one text they share, else each agent's named ("codex: …"). */
function ruleText(meta: DetectorMeta<unknown, DetectorId>, agents: readonly FormatId[], field: keyof DetectorWords): string {
  const texts = new Map<string, FormatId[]>();
  for (const format of agents) {
    const text = inWordsOf(meta, format)?.[field];
    if (text !== undefined) texts.set(text, [...(texts.get(text) ?? []), format]);
  }
  if (texts.size === 1) return [...texts.keys()][0] ?? meta[field];
  return [...texts].map(([text, formats]) => `${formats.join(', ')}: ${text}`).join('\n');
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
