/** `patterns` ranks as the tips block does: a pattern whose tip was judged to change nothing comes after every other. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rankedPatterns, settingsFor } from '../../src/index.js';
import { toolPatternsPath } from '../../src/store/tool-patterns-file.js';
import { stateDir } from '../helpers/cli.js';
import { tempHost } from '../helpers/host.js';

const NOW = 1_800_000_000;

describe('rankedPatterns', () => {
  it('lists a demoted pattern after an effective one with a lower score, and ranks the rest by score', () => {
    const folder = stateDir();
    const settings = settingsFor({ memoryDir: join(folder, 'memory'), repo: 'acme/app' }, folder, tempHost());
    const file = toolPatternsPath(settings.memoryDir, 'acme/app');
    mkdirSync(dirname(file), { recursive: true });
    const entry = (pattern_id: string, hit_count: number, fields: Record<string, unknown> = {}) => ({
      pattern_id,
      tip: 'a tip',
      hit_count,
      last_seen: NOW,
      ...fields,
    });
    writeFileSync(
      file,
      JSON.stringify([
        entry('repeated-read', 40, { score_factor: 0.25, effect: { verdict: 'no-effect' } }),
        entry('edit-retry', 2, { effect: { verdict: 'effective' } }),
        entry('sequential-reads', 5),
      ]),
    );
    expect(rankedPatterns(settings, NOW).patterns.map((pattern) => pattern.pattern_id)).toEqual(['sequential-reads', 'edit-retry', 'repeated-read']);
  });
});
