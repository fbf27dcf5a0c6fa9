#!/usr/bin/env node
// The bundle (dist/bundle/, made by npm run build) starts faster; dist/cli/ is the same code, module by module.
// `tips` and the hooks first try the fast bundle, one file with all they load, compiled with a V8 code cache
// (dist/cli/fast-bundle.js); it leaves anything else to the program.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const argv = process.argv.slice(2);
const fast = fileURLToPath(new URL('../dist/bundle/fast.cjs', import.meta.url));
if (['tips', 'hook'].includes(argv[0]) && existsSync(fast)) {
  const { runFastBundle } = await import('../dist/cli/fast-bundle.js');
  process.exitCode = await runFastBundle(fast, argv);
}
if (process.exitCode === undefined) {
  const bundled = new URL('../dist/bundle/main.js', import.meta.url);
  const { runCli } = await import(existsSync(bundled) ? bundled.href : '../dist/cli/main.js');
  process.exitCode = await runCli(argv);
}
