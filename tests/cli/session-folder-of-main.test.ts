/**
 * A session's folder — and so its repository — is its main thread's, not a sub-agent's that went into a
 * sub-folder: whichever file is read first, in one run or over two, and whichever order discovery gives.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claudeTranscript, read } from '../helpers/claude-transcript.js';
import { cli } from '../helpers/cli.js';

const SESSION = 'd0000000-0000-4000-8000-00000000000d';
const ROOT = '/home/me/monorepo';

function home() {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-main-folder-'));
  const project = join(folder, 'projects', '-home-me-monorepo');
  mkdirSync(join(project, SESSION, 'subagents'), { recursive: true });
  const main = join(project, `${SESSION}.jsonl`);
  const agent = join(project, SESSION, 'subagents', 'agent-a1.jsonl');
  writeFileSync(main, `${claudeTranscript([read('/home/me/monorepo/README.md')], { sessionId: SESSION, cwd: ROOT }).lines.join('\n')}\n`);
  writeFileSync(
    agent,
    `${claudeTranscript([read('/home/me/monorepo/packages/web/a.ts')], { sessionId: SESSION, sidechain: true, agentId: 'a1', cwd: `${ROOT}/packages/web` }).lines.join('\n')}\n`,
  );
  return { folder, main, agent, state: ['--db', join(folder, 'history.db'), '--memory-dir', join(folder, 'memory')] };
}

async function reposOf(state: string[]): Promise<Array<{ repo: string; folders: string[] }>> {
  return (JSON.parse((await cli('repos', '--json', ...state)).stdout) as { repos: Array<{ repo: string; folders: string[] }> }).repos;
}

describe("a session's folder is its main thread's", () => {
  it.each([
    ['one run over both files', (paths: { main: string; agent: string; folder: string }) => [[join(paths.folder, 'projects')]]],
    ['the sub-agent file in a run before the main file', (paths: { main: string; agent: string }) => [[paths.agent], [paths.main]]],
    ['the main file in a run before the sub-agent file', (paths: { main: string; agent: string }) => [[paths.main], [paths.agent]]],
  ])('%s', async (_case, runs) => {
    const paths = home();
    for (const run of runs(paths)) expect((await cli('analyze', ...run, ...paths.state)).code).toBe(0);
    expect((await reposOf(paths.state)).map((entry) => [entry.repo, entry.folders])).toEqual([['monorepo', [ROOT]]]);
  });
});
