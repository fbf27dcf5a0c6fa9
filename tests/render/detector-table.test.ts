import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withDetectorTable } from '../../src/render/detector-table.js';
import { repoRoot } from '../helpers/paths.js';

describe("README's detector table", () => {
  it('is the one generated from the detectors meta (run `npm run readme` after changing a detector)', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toBe(withDetectorTable(readme));
  });
});
