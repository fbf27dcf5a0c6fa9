/**
 * One agent session described independently of any log format, for the cross-format test and the adapters'
 * contract suite: each format's writer (tests/formats/writers/<format>.ts) writes it as that agent writes its
 * logs — its own tool names, input fields, ids, timestamps and layout, in its default place under a home folder.
 */
import type { FormatId } from '../../src/ingest/formats/index.js';

/**
 * What a call does, whatever the agent names the tool: `read` a file (input `file_path`, optional `offset`/`limit`
 * in lines), `search` file contents (`pattern`, `path`), `find` files by name (`pattern`, `path`), run a `shell`
 * command (`command`), `edit` a file (`file_path`, `old_string`, `new_string`), `write` a file (`file_path`,
 * `content`), `delegate` to a sub-agent (`description`, `prompt`). An agent without a tool of a kind writes
 * the nearest thing it does (Codex reads with `sed -n`: the writer says how, in its own file).
 */
export type CraftedToolKind = 'read' | 'search' | 'find' | 'shell' | 'edit' | 'write' | 'delegate';

export interface CraftedCall {
  kind: CraftedToolKind;
  input: Record<string, unknown>;
  /** What came back: `ok: false` is a failure the tool reports (an edit whose old text is not in the file). */
  result: { ok: boolean; output: string };
  /** The tool's name as the agent logs it, instead of the writer's name for `kind` (hostile and unknown names). */
  toolName?: string;
}

export type CraftedStep =
  | { kind: 'user'; text: string }
  | { kind: 'assistant'; text: string }
  /** One assistant message with one call, or several issued together (a parallel batch), then their results. */
  | { kind: 'calls'; calls: CraftedCall[] };

export interface CraftedSession {
  /** A UUID; a writer that needs another shape of id derives it from this one. */
  id: string;
  /** The working folder of the session (an absolute POSIX path). */
  cwd: string;
  /** ISO time of the first step; each step one second later. */
  start: string;
  model: string;
  steps: CraftedStep[];
}

export interface WrittenLogs {
  /** Every file written. */
  files: string[];
  /** Calls of the session the agent writes nothing for (Claude Code's OpenTelemetry events: a call refused by its input's validation). */
  unloggedCalls?: number;
}

/** Writes crafted sessions as one agent does (tests/formats/writers/). */
export interface SessionWriter {
  format: FormatId;
  /** Writes `session` under `homeDir`, where the agent keeps its logs by default (as its profile's `locations` say for that home). */
  write(homeDir: string, session: CraftedSession): WrittenLogs;
}

/** The time of step `index` of `session`. */
export function stepTime(session: CraftedSession, index: number): string {
  return new Date(Date.parse(session.start) + index * 1000).toISOString();
}

const CWD = '/home/dev/projects/shop';

/**
 * The session every format writes in the cross-format test: reads of distinct files in a row, searches by shell,
 * a failed edit retried at once, and a user correction — the same behaviour, whatever the agent.
 */
export function standardSession(id = '7d4c2a10-5b6e-4f81-9a2b-3c4d5e6f7a8b', cwd = CWD): CraftedSession {
  const read = (file: string): CraftedCall => ({ kind: 'read', input: { file_path: `${cwd}/${file}` }, result: { ok: true, output: numbered(240) } });
  const shell = (command: string, output: string): CraftedCall => ({ kind: 'shell', input: { command }, result: { ok: true, output } });
  return {
    id,
    cwd,
    start: '2026-03-02T09:00:00.000Z',
    model: 'model-x',
    steps: [
      { kind: 'user', text: 'Find where the cart total is computed and fix the rounding.' },
      { kind: 'calls', calls: [read('src/cart/total.py')] },
      { kind: 'calls', calls: [read('src/cart/items.py')] },
      { kind: 'calls', calls: [read('src/cart/tax.py')] },
      { kind: 'calls', calls: [shell('grep -rn "cart_total" src', 'src/cart/total.py:12: def cart_total(items):')] },
      { kind: 'calls', calls: [shell('find . -name "*.py"', './src/cart/total.py\n./src/cart/items.py')] },
      {
        kind: 'calls',
        calls: [
          {
            kind: 'edit',
            input: { file_path: `${cwd}/src/cart/total.py`, old_string: 'return round(total)', new_string: 'return round(total, 2)' },
            result: { ok: false, output: 'String to replace not found in file.' },
          },
        ],
      },
      {
        kind: 'calls',
        calls: [
          {
            kind: 'edit',
            input: { file_path: `${cwd}/src/cart/total.py`, old_string: 'return round(sum)', new_string: 'return round(sum, 2)' },
            result: { ok: true, output: 'The file has been updated.' },
          },
        ],
      },
      { kind: 'assistant', text: 'Fixed the rounding. I will now run the tests with npm test.' },
      { kind: 'user', text: "No, don't use npm in this repo — always use pnpm. Run pnpm test instead." },
      { kind: 'calls', calls: [{ kind: 'shell', input: { command: 'pnpm test' }, result: { ok: true, output: '12 passed' } }] },
      { kind: 'assistant', text: 'All 12 tests pass with pnpm.' },
    ],
  };
}

function numbered(lines: number): string {
  return Array.from({ length: lines }, (_, index) => `${String(index + 1).padStart(6)}\tline ${index + 1}`).join('\n');
}
