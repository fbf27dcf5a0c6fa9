/**
 * Outside tools some tests need (python3). On a developer's machine a missing tool skips those tests,
 * with the reason in their names; under CI (the environment variable CI set, as CI runs with CI=true)
 * a missing tool fails them instead, so a CI image without the tool cannot pass by skipping.
 */
import { spawnSync } from 'node:child_process';

export interface ToolNeed {
  /** True when the tests must be skipped: the tool is missing and CI is not set. */
  skip: boolean;
  /** Appended to the names of the tests: says why they are skipped, empty when they run. */
  note: string;
}

export function needsTool(command: string): ToolNeed {
  const available = spawnSync(command, ['--version']).status === 0;
  const skip = !available && process.env.CI === undefined;
  return { skip, note: skip ? ` (skipped: ${command} is missing)` : '' };
}
