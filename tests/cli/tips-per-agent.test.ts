/**
 * Every tip worded for the agent that reads it: one repository per registered log format, the same work logged
 * by each as that agent writes it (tests/formats/writers: files read one by one, searches by shell, a failed
 * edit retried on the same file) — and every place a tip or finding text reaches a reader,
 * for each: the tips block (markdown, --json), tool_patterns.json (patterns --json), findings (table, --json,
 * --sarif), explain --agent, the session-start hook, report (text, HTML) and the delegation report. What is
 * shown for an agent whose tools are named otherwise (Codex, Copilot CLI, OpenCode, …) names none of Claude Code's tools; each pattern found is told in its agent's
 * words (the meta's, detectors/metas/wording.ts), whichever patterns the detectors find in each format.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { explain, knownIds } from '../../src/app/explain.js';
import { runCli } from '../../src/cli/main.js';
import { SOLO_STREAK } from '../../src/delegation/solo-streak.js';
import { delegationTipId } from '../../src/delegation/tip-ids.js';
import { isDelegationPatternId } from '../../src/delegation/types.js';
import { tipTextFor } from '../../src/delegation/tip-texts.js';
import { detectorMetaById } from '../../src/detectors/metas/index.js';
import { inWordsOf } from '../../src/detectors/metas/wording.js';
import { AGENTS, FORMAT_IDS, type FormatId } from '../../src/ingest/formats/index.js';
import type { Host } from '../../src/util/host.js';
import { standardSession } from '../formats/crafted-session.js';
import { SESSION_WRITERS } from '../formats/writers/index.js';
import { tempHost } from '../helpers/host.js';

/** Claude Code's tools named as advice: what a Codex agent does not have. */
const CLAUDE_TOOLS = /\b(Read|Grep|Glob|Edit|MultiEdit|Write|NotebookEdit|Task|Agent|old_string)\b/;

interface Setup {
  host: Host;
  repo: string;
  /** The patterns found in the format's logs. */
  found: string[];
}

async function run(setup: Setup, args: string[], stdin?: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...args, '--repo', setup.repo], {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    ...(stdin !== undefined && { readStdin: () => Promise.resolve({ text: stdin, complete: true }) }),
    cwd: setup.host.homeDir,
    env: setup.host.env,
    host: setup.host,
  });
  expect(code, stderr).toBe(0);
  return stdout;
}

const setups = new Map<FormatId, Setup>();

beforeAll(async () => {
  for (const writer of SESSION_WRITERS) {
    const host = tempHost();
    // the standard session: reads of distinct files in a row, searches by shell, a failed edit retried at once
    const { files } = writer.write(host.homeDir, standardSession(undefined, join(host.homeDir, 'work')));
    const setup: Setup = { host, repo: `acme/${writer.format}`, found: [] };
    await run(setup, ['analyze', ...files]);
    const { findings } = JSON.parse(await run(setup, ['findings', '--json'])) as { findings: Array<{ pattern: string }> };
    setup.found = [...new Set(findings.map((finding) => finding.pattern))].sort();
    setups.set(writer.format, setup);
  }
});

const setupOf = (format: FormatId) => setups.get(format)!;

/** Inputs an agent's own tools take under Claude Code's names (Gemini CLI's replace and Qwen Code's edit take `old_string`). */
const OWN_INPUTS: Partial<Record<FormatId, readonly string[]>> = { 'gemini-cli': ['old_string'], 'qwen-code': ['old_string'] };

/** Claude Code's tool names in a text shown for `format`: not the verb that opens a sentence ("Read the lines …"), not the agent's own inputs. */
function claudeToolsIn(shown: string, format: FormatId): string[] {
  const own = new Set(OWN_INPUTS[format] ?? []);
  const verbsLowered = shown.replace(/(^|[.!?:]\s+|["'`(\n]\s*)(Read|Write|Edit)\b/g, (_all, before: string, verb: string) => `${before}${verb.toLowerCase()}`);
  return [...verbsLowered.matchAll(new RegExp(CLAUDE_TOOLS.source, 'g'))].map(([word]) => word).filter((word) => !own.has(word));
}

/** Whether any of the agent's own tool names is one of Claude Code's (Cursor's Read, Grep and Glob). */
const namesClaudeTools = (format: FormatId) =>
  Object.values(AGENTS.find((agent) => agent.id === format)!.tools).some((name) => name !== null && CLAUDE_TOOLS.test(name));

describe('what each agent is told, for each output path', () => {
  it.each(FORMAT_IDS)('the %s logs show the shell search everywhere, and patterns that agent has words for', (format) => {
    const { found } = setupOf(format);
    expect(found).toContain('bash-for-search');
    for (const pattern of found) expect(tipTextFor(pattern, format), pattern).toEqual(expect.any(String));
    // the five detectors of Read, Grep and Glob calls see nothing in Codex's shell reads
    if (format !== 'codex') expect(found).toContain('sequential-reads');
  });

  const paths: Array<{ path: string; show: (setup: Setup, format: FormatId) => Promise<string>; tips: 'every' | 'bash-for-search' | 'none' }> = [
    { path: 'tips', show: (setup) => run(setup, ['tips']), tips: 'bash-for-search' },
    { path: 'tips --json', show: (setup) => run(setup, ['tips', '--json']), tips: 'bash-for-search' },
    { path: 'patterns --json (tool_patterns.json)', show: (setup) => run(setup, ['patterns', '--json']), tips: 'every' },
    { path: 'patterns', show: (setup) => run(setup, ['patterns']), tips: 'none' },
    { path: 'findings', show: (setup) => run(setup, ['findings']), tips: 'none' },
    { path: 'findings --json', show: (setup) => run(setup, ['findings', '--json']), tips: 'every' },
    { path: 'findings --sarif', show: (setup) => run(setup, ['findings', '--sarif']), tips: 'every' },
    {
      path: 'explain --agent',
      show: async (setup, format) => (await Promise.all(setup.found.map((pattern) => run(setup, ['explain', pattern, '--agent', format])))).join('\n'),
      tips: 'every',
    },
    { path: 'report', show: (setup) => run(setup, ['report']), tips: 'none' },
    {
      path: 'report --html',
      show: async (setup) => {
        const file = join(setup.host.homeDir, 'report.html');
        await run(setup, ['report', '--html', file]);
        return readFileSync(file, 'utf8');
      },
      tips: 'none',
    },
    { path: 'delegation', show: (setup) => run(setup, ['delegation', '--json']), tips: 'none' },
  ];

  it.each(paths.flatMap((path) => FORMAT_IDS.map((format) => ({ ...path, format }))))('$path, $format repository', async ({ path, show, tips, format }) => {
    const setup = setupOf(format);
    const shown = await show(setup, format);
    // an agent that names its tools otherwise (Codex: shell and apply_patch; Copilot CLI: view, create; …) is told none of Claude Code's
    if (!namesClaudeTools(format)) expect(claudeToolsIn(shown, format), path).toEqual([]);
    const told = tips === 'every' ? setup.found : tips === 'bash-for-search' ? ['bash-for-search'] : [];
    for (const pattern of told) expect(shown).toContain(jsonSafe(tipTextFor(pattern, format)!, shown));
  });

  it.each(FORMAT_IDS)('explain --agent %s tells every pattern found in its words: title, fires, rationale, example and tip', async (format) => {
    const setup = setupOf(format);
    for (const pattern of setup.found) {
      const explained = JSON.parse(await run(setup, ['explain', pattern, '--agent', format, '--json'])) as Record<string, unknown>;
      const words = inWordsOf(detectorMetaById(pattern)!, format)!;
      expect(explained).toMatchObject({ agent: format, title: words.title, rationale: words.rationale, example: words.example, tip: words.tip });
    }
  });

  it.each(FORMAT_IDS)('tool_patterns.json of the %s repository: each entry in its agent’s words', async (format) => {
    const setup = setupOf(format);
    const { patterns } = JSON.parse(await run(setup, ['patterns', '--json'])) as {
      patterns: Array<{ pattern_id: string; tip: string; title: string; formats: object }>;
    };
    expect(patterns.map((entry) => entry.pattern_id).sort()).toEqual(setup.found);
    for (const entry of patterns) {
      expect(entry.tip).toBe(tipTextFor(entry.pattern_id, format));
      expect(entry.title).toBe(inWordsOf(detectorMetaById(entry.pattern_id)!, format)!.title);
      expect(entry.formats).toEqual({ [format]: 1 });
    }
  });

  it.each(FORMAT_IDS)('the session-start hook is Claude Code’s: in a %s repository it speaks only of what Claude Code sessions showed', async (format) => {
    const setup = setupOf(format);
    const event = JSON.stringify({
      session_id: 's',
      transcript_path: '/nowhere.jsonl',
      cwd: setup.host.homeDir,
      hook_event_name: 'SessionStart',
      source: 'startup',
    });
    const hook = await run(setup, ['hook', 'session-start'], event);
    if (format !== 'claude-code') {
      expect(hook).toBe('');
      return;
    }
    const context = (JSON.parse(hook) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
    expect(context).toContain(tipTextFor('bash-for-search', 'claude-code'));
  });

  it('tips --agent in another agent’s repository: nothing its sessions did not show', async () => {
    const codex = setupOf('codex');
    const { tips, leftOut } = JSON.parse(await run(codex, ['tips', '--agent', 'claude-code', '--json'])) as {
      tips: unknown[];
      leftOut: Array<{ reason: string }>;
    };
    expect(tips).toEqual([]);
    expect(leftOut.map((left) => left.reason)).toEqual(codex.found.map(() => 'not seen in claude-code sessions'));
  });
});

describe('explain --agent, every pattern for every agent', () => {
  it.each(knownIds().flatMap((id) => FORMAT_IDS.map((format) => ({ id, format }))))('$id for $format', async ({ id, format }) => {
    const tip =
      id === SOLO_STREAK.id ? (inWordsOf(SOLO_STREAK, format)?.tip ?? null) : tipTextFor(isDelegationPatternId(id) ? delegationTipId(id) : id, format);
    const explained = () => explain(id, format);
    const host = tempHost();
    let text = '';
    let stderr = '';
    const code = await runCli(['explain', id, '--agent', format], {
      stdout: (out) => (text += out),
      stderr: (err) => (stderr += err),
      cwd: host.homeDir,
      env: host.env,
      host,
    });
    if (tip === null) {
      expect(explained).toThrow(`${id} is not looked for in ${format} sessions`);
      expect(code).toBe(2);
      expect(stderr).toContain(`not looked for in ${format} sessions`);
      return;
    }
    expect(code, stderr).toBe(0);
    expect(explained()).toMatchObject({ agent: format, tip });
    expect(text).toContain(`Tip: ${tip}`);
    if (format === 'codex' || format === 'cline') expect(text).not.toMatch(CLAUDE_TOOLS);
  });
});

/** `text` as it stands in `shown`: JSON-escaped when `shown` is JSON. */
function jsonSafe(text: string, shown: string): string {
  return shown.trimStart().startsWith('{') ? JSON.stringify(text).slice(1, -1) : text;
}
