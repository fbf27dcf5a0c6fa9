#!/usr/bin/env node
// CommonJS (bin/package.json), so that `tips` and the hooks start without Node's ES module loader (~3.5 ms):
// they first try the fast bundle, one CommonJS file with all they load, compiled with a V8 code cache by
// dist/bundle/fast-bundle.cjs (cli/fast-bundle.ts), which leaves anything else to the program. The program
// is the bundle (dist/bundle/, made by npm run build), which starts faster, else dist/cli/: the same code,
// module by module.
/* eslint-disable @typescript-eslint/no-require-imports -- this file is CommonJS (bin/package.json) */
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const argv = process.argv.slice(2);
const dist = join(__dirname, '..', 'dist');

async function main() {
  const fast = join(dist, 'bundle', 'fast.cjs');
  const loader = join(dist, 'bundle', 'fast-bundle.cjs');
  if ((argv[0] === 'tips' || argv[0] === 'hook') && existsSync(fast) && existsSync(loader)) {
    process.exitCode = await require(loader).runFastBundle(fast, argv);
  }
  if (process.exitCode === undefined) {
    const bundled = join(dist, 'bundle', 'main.js');
    const { runCli } = await import(pathToFileURL(existsSync(bundled) ? bundled : join(dist, 'cli', 'main.js')).href);
    process.exitCode = await runCli(argv);
  }
}

void main();
