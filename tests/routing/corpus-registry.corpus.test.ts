/**
 * The tool registry on the real corpus (../shared/corpus/claude-code): per repository, the uses,
 * failures and refusals of every tool match counts made by hand from the raw transcripts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROUTING_SETTINGS } from '../../src/routing/router.js';
import type { RegistryEntry } from '../../src/routing/registry.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { analyzeIntoHistory } from '../../src/app/analyze-into-history.js';
import { computeRouting } from '../../src/app/routing.js';
import { corpus } from '../helpers/paths.js';
import { storedRepos } from '../../src/store/sessions.js';

/**
 * [uses, failures, refused] per tool and repository (the last folder of the sessions' main-thread `cwd`).
 *
 * Checked by hand, without tip-miner's code: a one-off Python script (plain json module, not kept in the
 * repository) run as `python3 count.py ../shared/corpus/claude-code`, which for every file (skipping the 2.0.x
 * `agent-*.jsonl` "Warmup" side files of ≤ 2 lines, docs/log-formats.md §1.6):
 *  - counts each assistant `tool_use` block once per id and stream (main / sidechain), named as routing names
 *    them: `mcp__…` names kept, Agent→Task, MultiEdit→Edit, `Skill {skill: X}` → `skill:X`;
 *  - pairs it with the `tool_result` of the same `tool_use_id`: text starting "The user doesn't want to proceed
 *    with this tool use" or "…take this action right now" (rejection, cancelled sibling), or an `is_error` result
 *    matching /^Claude requested permissions to |requires approval|was blocked\. For security,/ (headless
 *    denial) is refused; any other `is_error: true` result is a failure;
 *  - counts a non-meta, non-sidechain user line holding `<command-name>X</command-name>` as a use of `/X`;
 *  - puts each use in the repository of its sessionId (basename of the first non-sidechain line's `cwd`, else —
 *    for sub-agent files whose main file is missing — of the first sidechain line's).
 * Core of the script:
 *   for each tool_use b: r = results[b.id]; t = text(r.content)
 *     outcome = 'refused' if t.startswith(REJECTED, CANCELLED) or (r.is_error and DENIED.search(t))
 *               else 'failed' if r.is_error else 'ok'
 *     uses[sessionId][name, outcome] += 1
 *   for each user line u (not isMeta/isCompactSummary, not sidechain):
 *     if m := re.search(r'<command-name>\s*([^<\s]+)\s*</command-name>', text(u)):
 *       uses[sid]['/' + m[1].lstrip('/'), 'ok'] += 1
 * Cross-checked with ../shared/corpus/MANIFEST.md: the tool_use totals per project folder agree (JSSoundRecorder
 * 71, claude-code-log 284, coderabbit-review-helper 76 + 14 in agent-ea02459f, deep-manifest 108 + 15,
 * claude_p 1 + 24 + 9, worktrees 40 + 24 + 17), and so do its rejection counts (refused = rej + cancelled siblings
 * + headless denials: claude_p's 6 "requires approval" errors).
 * Five 2.0.x sub-agent files of coderabbit-review-helper belong to session 741790a4…, whose main file is not in
 * the corpus: their own lines' working folder names their repository (Read 11, Grep 6, Glob 3, Bash 5,
 * WebSearch 4, WebFetch 2 of its counts come from them).
 */
const EXPECTED: Record<string, Record<string, [number, number, number]>> = {
  JSSoundRecorder: {
    '/init': [1, 0, 0],
    Bash: [13, 0, 3],
    BashOutput: [2, 0, 0],
    Edit: [18, 1, 1],
    Glob: [2, 0, 0],
    Grep: [3, 0, 0],
    KillShell: [2, 1, 0],
    Read: [11, 0, 0],
    TodoWrite: [15, 0, 0],
    Write: [5, 0, 0],
  },
  'claude-code-log': {
    '/clear': [7, 0, 0],
    '/doctor': [1, 0, 0],
    '/mcp': [1, 0, 0],
    '/status': [1, 0, 0],
    Bash: [83, 26, 0],
    Edit: [78, 7, 4],
    Glob: [1, 0, 0],
    Grep: [24, 0, 0],
    LS: [2, 0, 0],
    Read: [51, 0, 0],
    TodoWrite: [42, 0, 0],
    Write: [3, 0, 1],
  },
  claude_p: {
    Bash: [18, 0, 4],
    Glob: [1, 0, 0],
    Read: [13, 0, 1],
    Task: [1, 0, 0],
    WebSearch: [1, 0, 1],
  },
  'coderabbit-review-helper': {
    AskUserQuestion: [1, 1, 0],
    Bash: [31, 3, 1],
    BashOutput: [4, 0, 0],
    Edit: [22, 1, 0],
    ExitPlanMode: [2, 0, 1],
    Glob: [10, 0, 0],
    Grep: [8, 0, 0],
    Read: [27, 0, 0],
    Task: [1, 0, 0],
    TodoWrite: [9, 0, 0],
    WebFetch: [2, 0, 0],
    WebSearch: [4, 0, 0],
  },
  'deep-manifest': {
    '/context': [1, 0, 0],
    '/model': [1, 0, 0],
    AskUserQuestion: [2, 0, 0],
    Bash: [36, 3, 0],
    Edit: [20, 0, 0],
    ExitPlanMode: [3, 0, 1],
    Glob: [7, 0, 0],
    Grep: [1, 0, 0],
    Read: [36, 1, 0],
    Task: [1, 0, 0],
    TodoWrite: [14, 0, 0],
    Write: [3, 0, 0],
  },
  project: {
    '/exit': [1, 0, 0],
    Bash: [1, 0, 0],
    Read: [1, 0, 0],
  },
  worktrees: {
    '/exit': [1, 0, 0],
    Bash: [26, 0, 0],
    Edit: [7, 0, 0],
    SendMessage: [3, 0, 0],
    Task: [6, 0, 0],
    TaskCreate: [6, 0, 0],
    TaskGet: [1, 0, 0],
    TaskList: [1, 0, 0],
    TaskUpdate: [13, 0, 0],
    ToolSearch: [7, 0, 0],
    WebFetch: [6, 1, 0],
    WebSearch: [2, 0, 0],
    Write: [2, 0, 0],
    'skill:my-worktree-actors': [1, 0, 0],
  },
};

/**
 * The worktrees session's listings (ef958aa1….jsonl line 6 `deferred_tools_delta`, line 7 `skill_listing`,
 * read by hand): its 11 MCP tools and its 25 skills, one of which (my-worktree-actors) a sub-agent used.
 */
const LISTED_MCP = [
  'mcp__claude_ai_Gmail__authenticate',
  'mcp__claude_ai_Gmail__complete_authentication',
  'mcp__claude_ai_Google_Calendar__authenticate',
  'mcp__claude_ai_Google_Calendar__complete_authentication',
  'mcp__claude_ai_Google_Drive__authenticate',
  'mcp__claude_ai_Google_Drive__complete_authentication',
  'mcp__plugin_clmail_clmail__actors',
  'mcp__plugin_clmail_clmail__communicate',
  'mcp__plugin_clmail_clmail__control',
  'mcp__plugin_clmail_clmail__dashboard',
  'mcp__plugin_clmail_clmail__terminal',
];
const LISTED_SKILLS = [
  'update-config',
  'keybindings-help',
  'simplify',
  'fewer-permission-prompts',
  'loop',
  'schedule',
  'claude-api',
  'my-gitlab-mr',
  'my-create-skill',
  'my-worktree-actors',
  'my-git-worktree',
  'my-python-deps-graph',
  'my-mkdocs',
  'my-changelog',
  'my-dev-docs-sync',
  'my-post-init',
  'clmail:clmail-diagram',
  'clmail:clmail-help',
  'clmail:clmail-monitor',
  'semindexer:semindexer-help',
  'semindexer:semindexer-search',
  'semindexer:semindexer-edit',
  'init',
  'review',
  'security-review',
].map((name) => `skill:${name}`);

let db: HistoryDb;
const registries = new Map<string, RegistryEntry[]>();

beforeAll(async () => {
  db = HistoryDb.open(join(mkdtempSync(join(tmpdir(), 'tip-miner-corpus-routing-')), 'history.db'));
  await analyzeIntoHistory({ db, paths: [corpus('claude-code')], now: 1_800_000_000 });
  for (const repo of storedRepos(db)) {
    registries.set(repo, computeRouting(db, repo, { settings: DEFAULT_ROUTING_SETTINGS, declared: [], includeFailed: false }).registry);
  }
}, 120_000);
afterAll(() => {
  db.close();
});

describe('the tool registry on the corpus', () => {
  it('has the repositories of the sessions whose working folder is known', () => {
    expect(storedRepos(db)).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(EXPECTED))('%s: uses, failures and refusals per tool match the hand count', (repo) => {
    const used = Object.fromEntries(
      registries
        .get(repo)!
        .filter((entry) => entry.uses > 0)
        .map((entry) => [entry.name, [entry.uses, entry.failures, entry.refused]]),
    );
    expect(used).toEqual(EXPECTED[repo]);
  });

  it('worktrees: the one Skill call is skill:my-worktree-actors, listed with its description', () => {
    const entry = registries.get('worktrees')!.find((tool) => tool.name === 'skill:my-worktree-actors');
    expect(entry).toMatchObject({ kind: 'skill', uses: 1, failures: 0, sources: ['listed', 'logs'], suggestable: true, removed: false });
    expect(entry!.description).toMatch(/^Git worktree actor collaboration: delegate implementation to linked worktree actors/);
    for (const [repo, tools] of registries) {
      if (repo !== 'worktrees')
        expect(
          tools.filter((tool) => tool.kind === 'skill'),
          repo,
        ).toEqual([]);
    }
  });

  it('worktrees: the listed MCP tools and skills are in the registry with no use, source listed', () => {
    const tools = registries.get('worktrees')!;
    const unused = tools.filter((tool) => tool.uses === 0);
    expect(unused.map((tool) => tool.name).sort()).toEqual([...LISTED_MCP, ...LISTED_SKILLS.filter((name) => name !== 'skill:my-worktree-actors')].sort());
    for (const tool of unused) {
      expect(tool, tool.name).toMatchObject({ sources: ['listed'], failures: 0, refused: 0, suggestable: true, removed: false, status: 'active' });
    }
    expect(tools.find((tool) => tool.name === 'mcp__plugin_clmail_clmail__actors')).toMatchObject({ kind: 'mcp', server: 'plugin_clmail_clmail', uses: 0 });
    expect(tools.find((tool) => tool.name === 'skill:simplify')!.description).toBe(
      'Review changed code for reuse, quality, and efficiency, then fix any issues found.',
    );
    // the built-in tools the same listing names (WebSearch, TaskCreate…) are counted from their uses only
    expect(tools.find((tool) => tool.name === 'CronCreate')).toBeUndefined();
    expect(tools.find((tool) => tool.name === 'WebSearch')!.sources).toEqual(['logs']);
  });

  it('lists no tool in the other repositories: their sessions predate the listing attachments', () => {
    for (const [repo, tools] of registries) {
      if (repo !== 'worktrees')
        expect(
          tools.filter((tool) => tool.sources.includes('listed')),
          repo,
        ).toEqual([]);
    }
  });
});
