#!/usr/bin/env node
// The bundle (dist/bundle/, made by npm run build) starts faster; dist/cli/ is the same code, module by module.
import { existsSync } from 'node:fs';

const bundled = new URL('../dist/bundle/main.js', import.meta.url);
const { runCli } = await import(existsSync(bundled) ? bundled.href : '../dist/cli/main.js');

process.exitCode = await runCli(process.argv.slice(2));
