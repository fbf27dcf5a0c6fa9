/** discoverLogFiles on the corpus's ~/.claude/projects tree (made-up trees: discover.test.ts). */
import { describe, expect, it } from 'vitest';
import { discoverLogFiles } from '../../src/ingest/discover.js';
import { claudeProjects } from '../helpers/paths.js';

describe('discoverLogFiles', () => {
  it('finds all 30 corpus transcripts, sub-agent folders included, in the same order every time', async () => {
    const first = await discoverLogFiles([claudeProjects()]);
    const second = await discoverLogFiles([claudeProjects()]);
    expect(first.files).toHaveLength(30);
    expect(first.files.map((file) => file.path)).toEqual(second.files.map((file) => file.path));
    expect(first.files.filter((file) => file.path.includes('/subagents/'))).toHaveLength(3);
  });
});
