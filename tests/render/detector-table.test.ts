import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withDetectorTable } from '../../src/render/detector-table.js';
import { repoRoot } from '../helpers/paths.js';

describe("docs/detectors.md's detector table", () => {
  it('is the one generated from the detectors meta (run `npm run readme` after changing a detector)', () => {
    const page = readFileSync(join(repoRoot, 'docs', 'detectors.md'), 'utf8');
    expect(page).toBe(withDetectorTable(page));
  });
});
