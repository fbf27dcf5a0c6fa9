/**
 * The JSON Schemas of schemas/ (every `--json` output and every file tip-miner writes), compiled once with
 * Ajv (draft 2020-12, strict), and what a command's output or a written file is checked against.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { filesUnder } from './cli.js';
import { repoRoot } from './paths.js';

const SCHEMAS_DIR = join(repoRoot, 'schemas');
const ID_BASE = 'https://tip-miner.invalid/schemas/';
const HOOK_STATE_FOLDER = 'hook-state';
/** What toISOString gives, and any other RFC 3339 date and time with a zone. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The schema files, relative to schemas/ (`output/analyze.schema.json`, `files/routing.schema.json`, …). */
export const SCHEMA_FILES: readonly string[] = filesUnder(SCHEMAS_DIR)
  .map((path) => relative(SCHEMAS_DIR, path).split('\\').join('/'))
  .sort();

const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
ajv.addFormat('date-time', (text: string) => DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)));
for (const file of SCHEMA_FILES) ajv.addSchema(JSON.parse(readFileSync(join(SCHEMAS_DIR, file), 'utf8')) as object);

/** The `--json` output schema of a command (`analyze`, `prefs-list`, …). */
export function outputSchema(command: string): string {
  return `output/${command}.schema.json`;
}

/** The schema of a file tip-miner writes, by its name (`tool_patterns.json`); undefined for a file without one. */
function fileSchema(path: string): string | undefined {
  const schema = `files/${basename(path, '.json')}.schema.json`;
  return path.endsWith('.json') && SCHEMA_FILES.includes(schema) ? schema : undefined;
}

/** The errors of `value` against a schema of schemas/ (empty: valid), one readable line each. */
export function schemaErrors(schema: string, value: unknown): string[] {
  const validate = ajv.getSchema(`${ID_BASE}${schema}`);
  if (!validate) throw new Error(`no schema ${schema} in schemas/ (${SCHEMA_FILES.join(', ')})`);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(errorLine);
}

function errorLine(error: ErrorObject): string {
  return `${error.instancePath || '/'} ${error.message ?? error.keyword} ${JSON.stringify(error.params)} (${error.schemaPath})`;
}

/**
 * Every JSON file under the memory dir, with its schema (undefined: a file no schema describes). The live
 * hook's per-session state (hook-state/) is private to the hook and versioned by itself: left out.
 */
export function writtenJsonFiles(memoryDir: string): Array<{ path: string; schema: string | undefined }> {
  if (!statSync(memoryDir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return filesUnder(memoryDir)
    .filter((path) => path.endsWith('.json') && !relative(memoryDir, path).split(sep).includes(HOOK_STATE_FOLDER))
    .map((path) => ({ path, schema: fileSchema(path) }));
}
