/**
 * `review --write-to` cannot misplace a rule (issue 26 item 3): a project's rule is written only into that
 * project's memory file — told by the file's git remote or the folders its sessions ran in, never by a
 * folder's name alone; another project's rule asked for (approved in this run, named by --repo, or already
 * in the block) is left out and named, or written with `force` and named; universal and language rules go
 * anywhere; with nothing to write, no file and no empty block is made.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAnalyze } from '../../src/app/analyze.js';
import { runReview, writeApprovedRules } from '../../src/app/review.js';
import { settingsFor, type AppSettings } from '../../src/app/settings.js';
import type { MemoryProposal } from '../../src/corrections/proposal-types.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { BLOCK_END, BLOCK_START } from '../../src/store/memory-file-block.js';
import { recordDecision } from '../../src/store/proposal-decisions.js';
import { claudeTranscript, git } from '../helpers/claude-transcript.js';
import { tempHost } from '../helpers/host.js';

const RULES = {
  tests: { id: 'mem-tests', scope: 'universal', content: 'Run the tests before committing' },
  go: { id: 'mem-go', scope: 'language:go', content: 'Wrap errors with %w' },
  alpha: { id: 'mem-alpha', scope: 'project:acme/alpha', content: 'Never write to the staging database' },
  alphaOld: { id: 'mem-alpha-old', scope: 'project:alpha-old', content: 'Keep the fixtures under testdata/' },
  beta: { id: 'mem-beta', scope: 'project:beta', content: 'Name migration files by date' },
} as const;
type RuleName = keyof typeof RULES;

function proposal(rule: (typeof RULES)[RuleName]): MemoryProposal {
  return {
    ...rule,
    category: 'rule',
    rationale: 'said in two sessions',
    source_variants: [rule.content],
    confidence: 0.9,
    priority: 1,
    status: 'pending',
    sessions: 2,
    corrections: 2,
    projects: [],
    explicit: true,
    score: 1,
    first_seen: '2025-06-01T00:00:00.000Z',
    last_seen: '2025-06-02T00:00:00.000Z',
    evidence: [],
  };
}

const root = mkdtempSync(join(tmpdir(), 'tip-miner-placement-'));
const folder = (...parts: string[]): string => {
  const path = join(root, ...parts);
  mkdirSync(path, { recursive: true });
  return path;
};
const checkout = (path: string, remote?: string): string => {
  folder(path, '.git');
  writeFileSync(join(root, path, '.git', 'config'), remote === undefined ? '[core]\n' : `[remote "origin"]\n\turl = ${remote}\n`);
  return join(root, path);
};

let settings: AppSettings;

beforeAll(async () => {
  const alpha = checkout('alpha', 'git@github.com:acme/alpha.git');
  checkout('alpha-clone', 'https://github.com/acme/alpha');
  checkout('gamma');
  const beta = folder('beta');
  folder('alpha', 'docs');
  folder('elsewhere', 'beta');
  const logs = folder('logs');
  for (const [name, cwd] of [
    ['a1', alpha],
    ['b1', beta],
  ] as const) {
    const sessionId = `${name}000000-0000-4000-8000-000000000001`;
    writeFileSync(join(logs, `${sessionId}.jsonl`), `${claudeTranscript([git()], { sessionId, cwd }).lines.join('\n')}\n`);
  }
  writeFileSync(join(root, 'agent-framework.yaml'), 'tip_miner:\n  repos:\n    acme/alpha: [alpha-old]\n');
  settings = settingsFor({ db: join(root, 'history.db'), memoryDir: join(root, 'memory') }, root, tempHost());
  await runAnalyze(settings, { paths: [logs], now: 1_750_000_000, jobs: 1 });
  const db = HistoryDb.open(settings.db);
  try {
    for (const rule of Object.values(RULES)) recordDecision(db, proposal(rule), 'approved', [], 1_750_000_000);
  } finally {
    db.close();
  }
});

interface Row {
  /** The memory file, relative to the test's root. */
  file: string;
  repo?: string;
  approvedNow?: RuleName[];
  force?: boolean;
  /** Rules the block lists before the run. */
  before?: RuleName[];
  fileRepo: string | undefined;
  written: RuleName[];
  leftOut?: RuleName[];
  forced?: RuleName[];
}

const rows: Array<[string, Row]> = [
  [
    "the project's own checkout: its rules, the universal and the language ones",
    { file: 'alpha/CLAUDE.md', fileRepo: 'acme/alpha', written: ['tests', 'go', 'alpha', 'alphaOld'] },
  ],
  ['a file in a subfolder of the checkout', { file: 'alpha/docs/CLAUDE.md', fileRepo: 'acme/alpha', written: ['tests', 'go', 'alpha', 'alphaOld'] }],
  [
    'another clone of the same remote, where no session ran',
    { file: 'alpha-clone/AGENTS.md', fileRepo: 'acme/alpha', written: ['tests', 'go', 'alpha', 'alphaOld'] },
  ],
  [
    "a folder of another project: another project's rules approved earlier stay out quietly",
    { file: 'beta/CLAUDE.md', fileRepo: 'beta', written: ['tests', 'go', 'beta'] },
  ],
  [
    "another project's rule approved in this run is left out and named",
    { file: 'beta/CLAUDE.md', approvedNow: ['alpha', 'beta'], fileRepo: 'beta', written: ['tests', 'go', 'beta'], leftOut: ['alpha'] },
  ],
  [
    '--force writes it, and names it',
    { file: 'beta/CLAUDE.md', approvedNow: ['alpha'], force: true, fileRepo: 'beta', written: ['tests', 'go', 'alpha', 'beta'], forced: ['alpha'] },
  ],
  [
    "--repo names another project: its rules are asked for (an alias's too), so they are left out",
    { file: 'beta/CLAUDE.md', repo: 'acme/alpha', fileRepo: 'beta', written: ['tests', 'go', 'beta'], leftOut: ['alpha', 'alphaOld'] },
  ],
  [
    'a rule an earlier run misplaced in the block is taken out, and named',
    { file: 'beta/CLAUDE.md', before: ['alpha'], fileRepo: 'beta', written: ['tests', 'go', 'beta'], leftOut: ['alpha'] },
  ],
  [
    'a checkout no session ran in belongs to no known repository: every project rule asked for is foreign',
    { file: 'gamma/CLAUDE.md', approvedNow: ['alpha', 'beta'], fileRepo: undefined, written: ['tests', 'go'], leftOut: ['alpha', 'beta'] },
  ],
  [
    "a folder that only has a project's name is not that project's",
    { file: 'elsewhere/beta/CLAUDE.md', approvedNow: ['beta'], fileRepo: undefined, written: ['tests', 'go'], leftOut: ['beta'] },
  ],
];

describe('writing the approved rules into a memory file', () => {
  it.each(rows)('%s', (_name, row) => {
    const path = join(root, row.file);
    const before = (row.before ?? []).map((name) => `- ${RULES[name].content}`);
    writeFileSync(path, before.length > 0 ? `# Notes\n\n${[BLOCK_START, ...before, BLOCK_END].join('\n')}\n` : '# Notes\n');
    const db = HistoryDb.open(settings.db);
    let result: ReturnType<typeof writeApprovedRules>;
    try {
      const approvedNow = new Set((row.approvedNow ?? []).map((name) => RULES[name].id));
      result = writeApprovedRules(db, { ...settings, ...(row.repo !== undefined && { repo: row.repo }) }, { path, force: row.force ?? false, approvedNow });
    } finally {
      db.close();
    }
    // in the order decided (here: one time, so by id); compared as sets
    const contents = (names: readonly RuleName[] = []) => names.map((name) => RULES[name].content).sort();
    expect(result.placement.fileRepo).toBe(row.fileRepo);
    expect([...result.block.written].sort()).toEqual(contents(row.written));
    expect(result.placement.leftOut.map((rule) => rule.content).sort()).toEqual(contents(row.leftOut));
    expect(result.placement.forced.map((rule) => rule.content).sort()).toEqual(contents(row.forced));
    const text = readFileSync(path, 'utf8');
    for (const name of Object.keys(RULES) as RuleName[]) expect(text.includes(RULES[name].content), name).toBe(row.written.includes(name));
  });

  it("says where a rule left out belongs: its project and the folder that project's sessions ran in", () => {
    const db = HistoryDb.open(settings.db);
    try {
      const { placement } = writeApprovedRules(db, settings, { path: join(root, 'beta', 'CLAUDE.md'), force: false, approvedNow: new Set([RULES.alpha.id]) });
      expect(placement.leftOut).toEqual([{ id: RULES.alpha.id, content: RULES.alpha.content, project: 'acme/alpha', projectFolder: join(root, 'alpha') }]);
    } finally {
      db.close();
    }
  });
});

describe('nothing decided, nothing written', () => {
  const empty = (): AppSettings => {
    const home = mkdtempSync(join(tmpdir(), 'tip-miner-nothing-'));
    return settingsFor({ db: join(home, 'history.db'), memoryDir: join(home, 'memory') }, home, tempHost());
  };

  it('a file that does not exist is not created', async () => {
    const settings = empty();
    const path = join(settings.cwd, 'CLAUDE.md');
    const result = await runReview(settings, { request: { approve: [] }, writeTo: path });
    expect(result.block).toMatchObject({ changed: false, written: [] });
    expect(existsSync(path)).toBe(false);
  });

  it('a file without a block is left byte for byte', async () => {
    const settings = empty();
    const path = join(settings.cwd, 'CLAUDE.md');
    writeFileSync(path, '# Notes\r\nkeep\r\n');
    await runReview(settings, { writeTo: path });
    expect(readFileSync(path, 'utf8')).toBe('# Notes\r\nkeep\r\n');
  });
});
