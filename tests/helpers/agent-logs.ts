/** Logs where the agents keep them in a made-up home, and git checkouts, for the tests of a user's first run. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { claudeTranscript, readSource, type Call } from './claude-transcript.js';

const CLAUDE_SESSION = '0f5e2a4c-1b3d-4e6f-8a9b-0c1d2e3f4a5b';
const CODEX_SESSION = '019a4b00-0000-7000-8000-00000000abcd';

const grep = (): Call => ({ tool: 'Bash', input: { command: 'grep -rn parse_config src' }, result: 'src/main.rs:4: parse_config(raw)' });

/** A Claude Code session in `cwd` (seven Reads in a row, then a grep in Bash) under `<home>/.claude/projects`. */
export function claudeSession(homeDir: string, cwd: string, sessionId = CLAUDE_SESSION): void {
  const project = join(homeDir, '.claude', 'projects', cwd.replace(/[/.]/g, '-'));
  mkdirSync(project, { recursive: true });
  const calls = [...Array.from({ length: 7 }, (_, index) => readSource(`${cwd}/src/${index}.ts`)), grep()];
  writeFileSync(join(project, `${sessionId}.jsonl`), `${claudeTranscript(calls, { sessionId, cwd }).lines.join('\n')}\n`);
}

/** A Codex rollout in `cwd` (a grep in the shell, twice) under `<home>/.codex/sessions`; `remote` as its session_meta names it. */
export function codexSession(homeDir: string, cwd: string, remote?: string, sessionId = CODEX_SESSION): void {
  const folder = join(homeDir, '.codex', 'sessions', '2025', '11', '03');
  mkdirSync(folder, { recursive: true });
  const at = (second: number) => `2025-11-03T10:00:${String(second).padStart(2, '0')}.000Z`;
  const lines = [
    {
      timestamp: at(0),
      type: 'session_meta',
      payload: { id: sessionId, timestamp: at(0), cwd, originator: 'codex_cli_rs', cli_version: '0.60.0', ...(remote && { git: { repository_url: remote } }) },
    },
    { timestamp: at(1), type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Find every caller.' }] } },
    ...[1, 2].flatMap((index) => [
      {
        timestamp: at(2 * index),
        type: 'response_item',
        payload: {
          type: 'function_call',
          name: 'shell',
          arguments: JSON.stringify({ command: ['bash', '-lc', 'grep -rn parse_config src'] }),
          call_id: `c${index}`,
        },
      },
      { timestamp: at(2 * index + 1), type: 'response_item', payload: { type: 'function_call_output', call_id: `c${index}`, output: 'src/main.rs:4' } },
    ]),
  ];
  writeFileSync(join(folder, `rollout-2025-11-03T10-00-00-${sessionId}.jsonl`), `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
}

/** A git checkout at `folder` whose origin is `url` (none without), with a `src/` folder. */
export function checkout(folder: string, url?: string): string {
  mkdirSync(join(folder, '.git'), { recursive: true });
  mkdirSync(join(folder, 'src'), { recursive: true });
  writeFileSync(
    join(folder, '.git', 'config'),
    `[core]\n\tbare = false\n${url ? `[remote "origin"]\n\turl = ${url}\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n` : ''}`,
  );
  return folder;
}
