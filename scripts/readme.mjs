// npm run readme: regenerates the detector table in docs/detectors.md from the detectors' meta, the
// tables' schema in docs/export.md from src/store/export-tables.ts, and the format ids the JSON schemas
// accept (schemas/common.schema.json $defs.formatId) from the registered agents (src/ingest/formats/agents.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { FORMAT_IDS } from '../dist/ingest/formats/format-ids.js';
import { withDetectorTable } from '../dist/render/detector-table.js';
import { withExportSchema } from '../dist/render/export-schema-doc.js';

const path = new URL('../docs/detectors.md', import.meta.url);
writeFileSync(path, withDetectorTable(readFileSync(path, 'utf8')));
const exportPage = new URL('../docs/export.md', import.meta.url);
writeFileSync(exportPage, withExportSchema(readFileSync(exportPage, 'utf8')));
const common = new URL('../schemas/common.schema.json', import.meta.url);
const schema = JSON.parse(readFileSync(common, 'utf8'));
schema.$defs.formatId.enum = [...FORMAT_IDS];
// written as the format check wants it (prettier keeps short arrays on one line)
const options = (await prettier.resolveConfig(fileURLToPath(common))) ?? {};
writeFileSync(common, await prettier.format(JSON.stringify(schema, null, 2), { ...options, filepath: fileURLToPath(common) }));
