/**
 * `npm run build`'s last step: dist/ bundled into dist/bundle/ with esbuild — one module per entry and
 * shared chunks, dynamic imports kept lazy (splitting) — so that a command loads a few files instead of
 * ~80 modules one by one (Node 20 has no compile cache): `tips` and the hooks start ~15–20 ms sooner.
 * Dependencies stay outside (node_modules). bin/tip-miner.js runs the bundle when it is there, else dist/.
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist', 'bundle');
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'dist', 'cli', 'main.js')],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
