/**
 * examples/github-actions.yml cannot rot: every `tip-miner …` line of its steps names a command that
 * exists and only options that command lists in its --help, with pattern ids that exist; and the
 * workflow does what the README says it does — the history cached in the folder TIP_MINER_HOME names,
 * the SARIF log written by `findings --sarif` uploaded to code scanning, the views kept as artifacts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DETECTOR_IDS } from '../../src/detectors/index.js';
import { cli } from '../helpers/cli.js';
import { repoRoot } from '../helpers/paths.js';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  if?: string;
}
interface Workflow {
  permissions: Record<string, string>;
  jobs: Record<string, { env: Record<string, string>; steps: Step[] }>;
}

const workflow = parse(readFileSync(join(repoRoot, 'examples/github-actions.yml'), 'utf8')) as Workflow;
const jobs = Object.values(workflow.jobs);
const steps = jobs.flatMap((job) => job.steps);

/** A shell line's words, quotes removed (enough for the example: no escapes, no nested quotes). */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3]!);
}

/** Each `tip-miner …` invocation of the steps, as its words after `tip-miner`, without redirections. */
function tipMinerCalls(): string[][] {
  const commands = steps.flatMap((step) => (step.run ?? '').split('\n')).flatMap((line) => line.split(/&&|\|\||;|\|/));
  return commands
    .map((command) => words(command.trim()))
    .filter((parts) => parts[0] === 'tip-miner')
    .map((parts) => {
      const args: string[] = [];
      for (let index = 1; index < parts.length; index++) {
        if (/^\d?>>?$/.test(parts[index]!)) index++;
        else args.push(parts[index]!);
      }
      return args;
    });
}

async function commandNames(): Promise<string[]> {
  const help = await cli('--help');
  const section = help.stdout.slice(help.stdout.indexOf('Commands:'));
  return [...section.matchAll(/^ {2}([a-z-]+)/gm)].map((match) => match[1]!);
}

describe('examples/github-actions.yml', () => {
  const calls = tipMinerCalls();

  it('runs analyze with --fail-on, report, tips and findings --sarif', () => {
    expect(calls.map((args) => args.find((arg) => !arg.startsWith('-')) ?? args[0])).toEqual(expect.arrayContaining(['analyze', 'report', 'tips', 'findings']));
    expect(calls.find((args) => args[0] === 'analyze')).toContain('--fail-on');
    expect(calls.find((args) => args[0] === 'findings')).toContain('--sarif');
  });

  it('uses only commands and options that exist, and pattern ids that exist', async () => {
    const names = await commandNames();
    for (const args of calls) {
      const [command, ...rest] = args;
      if (command === undefined || command.startsWith('-')) {
        const help = await cli('--help');
        for (const option of args) expect(help.stdout, `tip-miner ${option}`).toMatch(new RegExp(`(?:^|[\\s,])${option}\\b`, 'm'));
        continue;
      }
      expect(names, `tip-miner ${command} is no command`).toContain(command);
      const path = (command === 'hook' || command === 'prefs') && rest[0] !== undefined ? [command, rest[0]] : [command];
      const help = await cli(...path, '--help');
      expect(help.code).toBe(0);
      const options = rest.filter((arg) => arg.startsWith('--')).map((arg) => arg.split('=')[0]!);
      for (const option of options) {
        const listed = new RegExp(`(?:^|[\\s,])${option}\\b`, 'm').test(help.stdout);
        expect(listed, `tip-miner ${path.join(' ')} ${option} is no option`).toBe(true);
      }
      const failOn = rest[rest.indexOf('--fail-on') + 1];
      if (rest.includes('--fail-on')) for (const id of failOn!.split(',')) expect([...DETECTOR_IDS, 'any']).toContain(id);
    }
  });

  it('caches the folder TIP_MINER_HOME names, restoring it first and saving it even when --fail-on failed the job', () => {
    const home = jobs[0]!.env.TIP_MINER_HOME!;
    expect(home).toBe('${{ github.workspace }}/.tip-miner');
    const restore = steps.findIndex((step) => step.uses?.startsWith('actions/cache/restore@'));
    const save = steps.findIndex((step) => step.uses?.startsWith('actions/cache/save@'));
    const analyze = steps.findIndex((step) => step.run?.includes('tip-miner analyze'));
    expect(restore).toBeGreaterThanOrEqual(0);
    expect(restore).toBeLessThan(analyze);
    expect(save).toBeGreaterThan(analyze);
    for (const index of [restore, save]) expect(steps[index]!.with?.path).toBe('.tip-miner');
    expect(steps[save]!.if).toBe('${{ !cancelled() }}');
    expect(steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with?.['node-version']).toBe(20);
  });

  it('uploads the SARIF log findings --sarif wrote, and keeps the report and the tool_patterns.json views', () => {
    const written = steps.flatMap((step) => [...(step.run ?? '').matchAll(/tip-miner findings [^\n>]*--sarif[^\n>]*> (\S+)/g)].map((match) => match[1]));
    const upload = steps.find((step) => step.uses?.startsWith('github/codeql-action/upload-sarif@'));
    expect(written).toEqual([upload?.with?.sarif_file]);
    expect(workflow.permissions['security-events']).toBe('write');
    const artifacts = String(steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'))?.with?.path).split('\n');
    expect(artifacts).toEqual(expect.arrayContaining(['tip-miner-report.html', 'tip-miner.sarif', '.tip-miner/memory/**/tool_patterns.json']));
  });

  it('the README points to it', () => {
    expect(readFileSync(join(repoRoot, 'README.md'), 'utf8')).toContain('examples/github-actions.yml');
  });
});
