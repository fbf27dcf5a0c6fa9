/**
 * The contract every log format's adapter keeps (issue 29), run on each format through its session writer
 * (tests/formats/writers/): a file cut short, lines that are not the format's, hostile text and secrets in
 * every field a human or a tool writes, prototype-member names as tool names, a huge tool output — the run
 * goes on, names its problems, never throws, and no secret reaches the history database or an output.
 */
import { readdirSync, readFileSync, statSync, truncateSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import { documentFormatIdOf } from '../../src/ingest/formats/index.js';
import { runnerFor } from '../helpers/crafted-history.js';
import { tempHost } from '../helpers/host.js';
import { standardSession, type CraftedSession } from './crafted-session.js';
import { SESSION_WRITERS } from './writers/index.js';

const WRITERS = SESSION_WRITERS.map((writer) => [writer.format, writer] as const);
const GITHUB_TOKEN = 'ghp_R3aLlYn0tAr3alT0k3nButL00ksLik30ne12';
const AWS_KEY = 'AKIAQWERTYUIOPASDFGH';
const PASSWORD = 'Sup3r-S3cret-Passw0rd';

/** The standard session with secrets, terminal escapes and bidi controls in the human's, the agent's and the tools' text, and prototype-member tool names. */
function hostileSession(): CraftedSession {
  const session = standardSession('5e0b7a42-9c3d-4e2f-8a1b-6d7c8e9f0a1b');
  const hostile = (text: string) => `${text} \u001b[31mred\u001b[0m \u202eevil\u202c token ${GITHUB_TOKEN}`;
  session.steps = session.steps.map((step) => {
    if (step.kind === 'user' || step.kind === 'assistant') return { ...step, text: hostile(step.text) };
    return {
      ...step,
      calls: step.calls.map((call) =>
        call.kind === 'shell'
          ? {
              ...call,
              input: { command: `${String(call.input.command)} && mysql -u root -p${PASSWORD} shop` },
              result: { ...call.result, output: `${call.result.output}\nAWS ${AWS_KEY}` },
            }
          : { ...call, result: { ...call.result, output: hostile(call.result.output) } },
      ),
    };
  });
  session.steps.push({
    kind: 'calls',
    calls: ['__proto__', 'constructor', 'toString', 'hasOwnProperty'].map((toolName) => ({
      kind: 'shell' as const,
      toolName,
      input: { command: 'true' },
      result: { ok: true, output: '' },
    })),
  });
  return session;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe.each(WRITERS)('the adapter contract: %s', (format, writer) => {
  it('a file cut short: read as far as it goes, the rest a named problem, never a throw', async () => {
    const host = tempHost();
    const { files } = writer.write(host.homeDir, standardSession());
    for (const file of files) truncateSync(file, Math.floor(statSync(file).size * 0.6));
    const { report } = await analyze({ paths: files, jobs: 1 });
    expect(report.files + report.skipped.unreadableFiles).toBe(files.length);
    for (const problem of report.problems) expect(problem.message).not.toMatch(/\n|at .*\(.*:\d+:\d+\)/);
  });

  it('lines that are not JSON or not of the format: skipped and counted, the rest read as before', async () => {
    const host = tempHost();
    const { files } = writer.write(host.homeDir, standardSession());
    const jsonl = files.filter((file) => documentFormatIdOf(file) === undefined);
    if (jsonl.length === 0) return; // a document format: the cut file above is its malformed input
    const before = await analyze({ paths: files, jobs: 1 });
    for (const file of jsonl) appendFileSync(file, '{not json\n[1,2,3]\n{"type":42,"payload":null,"message":7}\n"text"\n');
    const after = await analyze({ paths: files, jobs: 1 });
    expect(after.report.malformedLines).toBeGreaterThanOrEqual(jsonl.length);
    expect(after.report.toolCalls).toBe(before.report.toolCalls);
    expect(after.findings.map((finding) => finding.detector)).toEqual(before.findings.map((finding) => finding.detector));
  });

  it('hostile text and prototype-member tool names: no throw, names kept as data, no secret stored or shown', async () => {
    const host = tempHost();
    const run = runnerFor(host);
    const { files } = writer.write(host.homeDir, hostileSession());
    const analyzed = await run(host.homeDir, ['analyze', ...files, '--json']);
    expect(analyzed.stderr).not.toMatch(/TypeError|RangeError|at .*\(.*:\d+:\d+\)/);
    expect(analyzed.code).toBe(0);
    const report = JSON.parse(analyzed.stdout) as { formats: Record<string, number>; toolCallsByTool: Record<string, number> };
    expect(report.formats[format]).toBe(1);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(Object.hasOwn(report.toolCallsByTool, name), name).toBe(true);
    const outputs = [analyzed.stdout, analyzed.stderr];
    for (const args of [['findings', '--json'], ['corrections', '--json'], ['tips'], ['proposals', '--json'], ['report']]) {
      const shown = await run(host.homeDir, args);
      expect(shown.stderr).not.toMatch(/TypeError|RangeError|at .*\(.*:\d+:\d+\)/);
      outputs.push(shown.stdout, shown.stderr);
    }
    const dataHome = join(host.homeDir, '.local', 'share', 'tip-miner');
    const stored = filesUnder(dataHome).map((file) => readFileSync(file).toString('latin1'));
    for (const secret of [GITHUB_TOKEN, AWS_KEY, PASSWORD]) {
      for (const text of [...outputs, ...stored]) expect(text.includes(secret), secret).toBe(false);
    }
    for (const text of outputs) expect(text).not.toContain('\u001b[31m');
  });

  it('a huge tool output (9 MB) is read, not a crash', async () => {
    const host = tempHost();
    const session = standardSession('3a2b1c0d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    session.steps.push({
      kind: 'calls',
      calls: [{ kind: 'shell', input: { command: 'cat build.log' }, result: { ok: true, output: 'x'.repeat(9 * 1024 * 1024) } }],
    });
    const { files } = writer.write(host.homeDir, session);
    const { report } = await analyze({ paths: files, jobs: 1 });
    expect(report.formats[format]).toBe(1);
    expect(report.toolCalls).toBeGreaterThan(0);
  });
});
