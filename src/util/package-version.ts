import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from './package-root.js';

/** tip-miner's version, from its package.json. */
export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(join(packageRoot(import.meta.url), 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}
