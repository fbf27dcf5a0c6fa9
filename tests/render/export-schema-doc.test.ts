import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withExportSchema } from '../../src/render/export-schema-doc.js';
import { exportTable } from '../../src/store/export-tables.js';
import { repoRoot } from '../helpers/paths.js';

const page = readFileSync(join(repoRoot, 'docs', 'export.md'), 'utf8');

describe('docs/export.md', () => {
  it('holds the schema generated from src/store/export-tables.ts (run `npm run readme` after changing a table)', () => {
    expect(page).toBe(withExportSchema(page));
  });

  it("reads NDJSON in its DuckDB example with the findings table's columns, in order, of the documented types", () => {
    const example = /read_json\('DIR\/findings\.ndjson'[^{]*\{([^}]*)\}/.exec(page);
    expect(example).not.toBeNull();
    const documented = [...example![1]!.matchAll(/(\w+): '(\w+)'/g)].map((match) => [match[1], match[2]]);
    const duckdbType = { string: 'VARCHAR', int64: 'BIGINT', timestamp_ms: 'BIGINT', double: 'DOUBLE', boolean: 'BOOLEAN' } as const;
    expect(documented).toEqual(exportTable('findings').columns.map((column) => [column.name, duckdbType[column.type]]));
  });
});
