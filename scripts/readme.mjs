// npm run readme: regenerates the detector table in docs/detectors.md from the detectors' meta.
import { readFileSync, writeFileSync } from 'node:fs';
import { withDetectorTable } from '../dist/render/detector-table.js';

const path = new URL('../docs/detectors.md', import.meta.url);
writeFileSync(path, withDetectorTable(readFileSync(path, 'utf8')));
