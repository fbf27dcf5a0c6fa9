// npm run readme: regenerates the README's detector table from the detectors' meta.
import { readFileSync, writeFileSync } from 'node:fs';
import { withDetectorTable } from '../dist/render/detector-table.js';

const path = new URL('../README.md', import.meta.url);
writeFileSync(path, withDetectorTable(readFileSync(path, 'utf8')));
