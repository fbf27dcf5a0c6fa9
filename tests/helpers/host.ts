import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Host } from '../../src/util/host.js';

/** A made-up Linux machine with an empty home folder of its own: nothing a test does reaches the real home. */
export function tempHost(env: Record<string, string> = {}): Host {
  const homeDir = mkdtempSync(join(tmpdir(), 'tip-miner-home-'));
  return { env: { HOME: homeDir, ...env }, homeDir, platform: 'linux' };
}
