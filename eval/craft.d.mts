/** Types of eval/craft.mjs (for the unit test that holds the crafted logs to their specs). */
export const SPECS_DIR: string;
export const CASES_DIR: string;
export function caseLogPath(spec: { format?: string; session: string; cwd: string; start: string }): string;
export function craftLines(spec: unknown): string[];
export function craftedCases(): Array<{ spec: string; path: string; text: string }>;
