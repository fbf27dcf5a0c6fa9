/**
 * `tip-miner findings --sarif`: a SARIF 2.1.0 log that the official schema accepts, one rule per detector
 * from its meta, one result per stored occurrence at its log file and line, fixed texts only, paths as
 * URIs (relative to the working folder when under it), stable fingerprints; `--sarif` with `--json` is a
 * usage error.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { DETECTORS } from '../../src/detectors/index.js';
import { inWordsOf } from '../../src/detectors/metas/wording.js';
import { FORMAT_IDS, type FormatId } from '../../src/ingest/formats/index.js';
import { WARNING_TOKENS } from '../../src/render/findings-sarif.js';
import { claudeTranscript, type Call } from '../helpers/claude-transcript.js';
import { stateDir, testHost } from '../helpers/cli.js';
import { fixture, repoRoot } from '../helpers/paths.js';

interface SarifLocation {
  physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region: { startLine: number } };
}
interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: SarifLocation[];
  relatedLocations?: Array<SarifLocation & { id: number }>;
  partialFingerprints: Record<string, string>;
  properties?: { wastedTokens?: number };
}
interface SarifLog {
  $schema: string;
  version: string;
  runs: Array<{
    tool: {
      driver: {
        name: string;
        version: string;
        rules: Array<{ id: string; shortDescription: { text: string }; fullDescription: { text: string }; help: { text: string } }>;
      };
    };
    originalUriBaseIds?: Record<string, { uri: string }>;
    results: SarifResult[];
  }>;
}
interface JsonFinding {
  pattern: string;
  format: FormatId;
  file: string;
  line: number;
  lines: number[];
  wastedTokens: number | null;
}

/** The official schema (draft-04; its `id` as Ajv's `$id`; one language pattern is not valid with the u flag). */
const validate = (() => {
  const schema = JSON.parse(readFileSync(join(repoRoot, 'tests/schemas/sarif-2.1.0-rtm.5.json'), 'utf8')) as Record<string, unknown>;
  const draft04 = new Set(['id', '$schema']);
  const rest = Object.fromEntries(Object.entries(schema).filter(([key]) => !draft04.has(key)));
  return new Ajv({ strict: false, allErrors: true, unicodeRegExp: false, validateFormats: false }).compile({ ...rest, $id: String(schema.id) });
})();

const state = stateDir();
const global = ['--db', join(state, 'history.db'), '--memory-dir', join(state, 'memory'), '--all-repos'];
/** A folder whose name needs percent-encoding in a URI, with a Claude Code log in it. */
const oddFolder = join(mkdtempSync(join(tmpdir(), 'tip-miner-sarif-')), 'logs #1 100% ünïcode');

async function run(cwd: string, ...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), cwd, env: testHost.env, host: testHost });
  return { code, stdout, stderr };
}

async function sarif(cwd: string): Promise<SarifLog> {
  const printed = await run(cwd, 'findings', '--sarif', ...global);
  expect(printed.code, printed.stderr).toBe(0);
  return JSON.parse(printed.stdout) as SarifLog;
}

beforeAll(async () => {
  mkdirSync(oddFolder, { recursive: true });
  const grep: Call = { tool: 'Bash', input: { command: 'grep -rn parse src' }, result: 'src/a.ts:1: parse' };
  writeFileSync(join(oddFolder, 'session.jsonl'), `${claudeTranscript([grep, grep], { sessionId: 'sarif-odd-folder' }).lines.join('\n')}\n`);
  // codex-patches: findings in logs under the working folder (fixtures/), as %SRCROOT%-relative URIs
  const analyzed = await run(
    repoRoot,
    'analyze',
    fixture('claude-code'),
    fixture('codex'),
    fixture('codex-patches'),
    fixture('agent-framework'),
    oddFolder,
    ...global.slice(0, 4),
  );
  expect(analyzed.code, analyzed.stderr).toBe(0);
});

describe('findings --sarif', () => {
  it('is a SARIF 2.1.0 log the official schema accepts, with one rule per detector from its meta', async () => {
    const log = await sarif(repoRoot);
    expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    const { driver } = log.runs[0]!.tool;
    const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(driver).toMatchObject({ name: 'tip-miner', version });
    // a rule for every detector that applies to an agent the findings come from, its texts in the words of each (named where they differ)
    const json = JSON.parse((await run(repoRoot, 'findings', '--json', ...global)).stdout) as { findings: JsonFinding[] };
    const agents = FORMAT_IDS.filter((format) => json.findings.some((finding) => finding.format === format));
    expect(agents).toContain('claude-code');
    expect(driver.rules.map((rule) => rule.id)).toEqual(
      DETECTORS.filter(({ meta }) => agents.some((format) => inWordsOf(meta, format) !== null)).map(({ meta }) => meta.id),
    );
    for (const rule of driver.rules) {
      const meta = DETECTORS.find((detector) => detector.meta.id === rule.id)!.meta;
      for (const format of agents) {
        const words = inWordsOf(meta, format);
        if (words === null) continue;
        expect(rule.shortDescription.text).toContain(words.title);
        expect(rule.fullDescription.text).toContain(words.rationale);
        expect(rule.help.text).toContain(words.tip);
      }
    }
  });

  it('one result per stored occurrence, at the file and line findings --json gives, with fixed texts only', async () => {
    const log = await sarif(repoRoot);
    const json = JSON.parse((await run(repoRoot, 'findings', '--json', ...global)).stdout) as { findings: JsonFinding[] };
    const { results, tool } = log.runs[0]!;
    expect(results.length).toBeGreaterThan(0);
    expect(results).toHaveLength(json.findings.length);
    results.forEach((result, index) => {
      const finding = json.findings[index]!;
      const rule = tool.driver.rules[result.ruleIndex]!;
      expect(result.ruleId).toBe(finding.pattern);
      expect(rule.id).toBe(result.ruleId);
      expect(result.level).toBe((finding.wastedTokens ?? 0) >= WARNING_TOKENS ? 'warning' : 'note');
      const meta = inWordsOf(DETECTORS.find((detector) => detector.meta.id === result.ruleId)!.meta, finding.format)!;
      // the title, figures, the tip, in the words of the agent that logged it: nothing else
      expect(result.message.text).toMatch(
        new RegExp(
          `^${escape(meta.title)} \\((?:\\d+ calls, the last|the call) on line ${finding.line}(?:; ~[\\d.,]+k? tokens of results)?\\)\\. ${escape(meta.tip)}$`,
        ),
      );
      const [location] = result.locations;
      expect(location!.physicalLocation.region.startLine).toBe(finding.line);
      const { artifactLocation } = location!.physicalLocation;
      if (finding.file.startsWith(`${repoRoot}/`)) expect(artifactLocation).toEqual({ uri: relative(repoRoot, finding.file), uriBaseId: '%SRCROOT%' });
      else expect(fileURLToPath(artifactLocation.uri)).toBe(finding.file);
      expect((result.relatedLocations ?? []).map((related) => related.physicalLocation.region.startLine)).toEqual(finding.lines.slice(0, -1));
    });
    expect(log.runs[0]!.originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: `file://${repoRoot}/` } });
  });

  it('paths outside the working folder are file URIs, inside it relative ones, both percent-encoded', async () => {
    const odd = (log: SarifLog) =>
      log.runs[0]!.results.map((result) => result.locations[0]!.physicalLocation.artifactLocation).filter((location) =>
        decodeURIComponent(location.uri).includes('ünïcode'),
      );
    const outside = odd(await sarif(testHost.homeDir));
    expect(outside.length).toBeGreaterThan(0);
    for (const location of outside) {
      expect(location.uriBaseId).toBeUndefined();
      expect(location.uri).toMatch(/^file:\/\/\/[\x21-\x7e]+$/);
      expect(fileURLToPath(location.uri)).toBe(join(oddFolder, 'session.jsonl'));
    }
    const inside = odd(await sarif(join(oddFolder, '..')));
    expect(inside.length).toBe(outside.length);
    for (const location of inside) expect(location).toEqual({ uri: 'logs%20%231%20100%25%20%C3%BCn%C3%AFcode/session.jsonl', uriBaseId: '%SRCROOT%' });
  });

  it('fingerprints tell occurrences apart and stay the same from run to run and folder to folder', async () => {
    const prints = (log: SarifLog) => log.runs[0]!.results.map((result) => result.partialFingerprints['tipMinerOccurrence/v1']);
    const first = prints(await sarif(repoRoot));
    expect(new Set(first).size).toBe(first.length);
    expect(prints(await sarif(testHost.homeDir))).toEqual(first);
  });

  it('no findings: a valid log with no results', async () => {
    const empty = stateDir();
    const printed = await run(repoRoot, 'findings', '--sarif', '--db', join(empty, 'h.db'), '--memory-dir', join(empty, 'memory'));
    expect(printed.code, printed.stderr).toBe(0);
    const log = JSON.parse(printed.stdout) as SarifLog;
    expect(validate(log)).toBe(true);
    expect(log.runs[0]!.results).toEqual([]);
  });

  it('--sarif with --json is a usage error', async () => {
    const printed = await run(repoRoot, 'findings', '--sarif', '--json', ...global);
    expect(printed.code).toBe(2);
    expect(printed.stdout).toBe('');
    expect(printed.stderr).toMatch(/cannot be used with option '--json'/);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
