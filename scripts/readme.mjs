// npm run readme: regenerates the detector table in docs/detectors.md from the detectors' meta, and the
// tables' schema in docs/export.md from src/store/export-tables.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { withDetectorTable } from '../dist/render/detector-table.js';
import { withExportSchema } from '../dist/render/export-schema-doc.js';

const path = new URL('../docs/detectors.md', import.meta.url);
writeFileSync(path, withDetectorTable(readFileSync(path, 'utf8')));
const exportPage = new URL('../docs/export.md', import.meta.url);
writeFileSync(exportPage, withExportSchema(readFileSync(exportPage, 'utf8')));
