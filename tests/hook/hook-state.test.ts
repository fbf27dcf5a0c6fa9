import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshHookState, HOOK_STATE_MAX_AGE_DAYS, hookStatePath, loadHookState, saveHookState } from '../../src/hook/hook-state.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A process id no process has (Linux caps them far below). */
const DEAD_PID = 2 ** 30;

function stateFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'tip-miner-hook-state-'));
  const now = Date.now();
  const file = (name: string, ageDays: number) => {
    const path = join(dir, name);
    writeFileSync(path, '{}\n');
    const at = new Date(now - ageDays * DAY_MS);
    utimesSync(path, at, at);
    return path;
  };
  return { dir, now, file };
}

describe('hook state files', () => {
  it('a session with no state file yet is its first call', () => {
    const { dir } = stateFolder();
    const path = hookStatePath(dir, 'session-1');
    expect(loadHookState(path, '/t.jsonl').first).toBe(true);
    saveHookState(path, freshHookState('/t.jsonl'), true);
    expect(loadHookState(path, '/t.jsonl').first).toBeUndefined();
  });

  it.each([
    { name: 'idle-session-delegation.json', ageDays: HOOK_STATE_MAX_AGE_DAYS + 1, removed: true },
    { name: 'recent-session-delegation.json', ageDays: HOOK_STATE_MAX_AGE_DAYS - 1, removed: false },
    { name: 'notes.txt', ageDays: HOOK_STATE_MAX_AGE_DAYS * 3, removed: false },
    { name: `new-delegation.json.tmp-${DEAD_PID}-0123abcd`, ageDays: 0, removed: true },
  ])('the first write of a session: $name removed $removed', ({ name, ageDays, removed }) => {
    const { dir, now, file } = stateFolder();
    const other = file(name, ageDays);
    saveHookState(hookStatePath(dir, 'new'), freshHookState('/t.jsonl'), true, now);
    expect(existsSync(other)).toBe(!removed);
  });

  it('later writes leave the folder alone: idle states and leftovers stay until a session starts', () => {
    const { dir, now, file } = stateFolder();
    const idle = file('idle-session-delegation.json', HOOK_STATE_MAX_AGE_DAYS + 1);
    const leftover = file(`new-delegation.json.tmp-${DEAD_PID}-0123abcd`, 0);
    const path = hookStatePath(dir, 'new');
    saveHookState(path, freshHookState('/t.jsonl'), false, now);
    expect([existsSync(idle), existsSync(leftover), existsSync(path)]).toEqual([true, true, true]);
  });
});
