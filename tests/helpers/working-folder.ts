import { join } from 'node:path';
import { beforeEach } from 'vitest';
import { cliIn, stateDir } from './cli.js';

/** Each test's own working folder (a fresh temp folder), the CLI run in it, and state files placed in it. */
export function useWorkingFolder() {
  let current = '';
  beforeEach(() => {
    current = stateDir();
  });
  return {
    folder: () => current,
    cli: (...args: string[]) => cliIn(current, ...args),
    /** `--db` and `--memory-dir` in the folder `name` of the working folder. */
    state: (name = 'state') => {
      const db = join(current, name, 'tip-miner.db');
      const memory = join(current, name, 'memory');
      return { folder: current, db, memory, options: ['--db', db, '--memory-dir', memory] };
    },
  };
}
