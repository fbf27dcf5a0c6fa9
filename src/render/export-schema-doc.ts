/** The tables' schema in docs/export.md, made from their definitions (store/export-tables.ts): the words live in one place. */
import { EXPORT_TABLES } from '../store/export-tables.js';

const SCHEMA_START = '<!-- export-tables:start (generated from src/store/export-tables.ts: npm run readme) -->';
const SCHEMA_END = '<!-- export-tables:end -->';

function schemaMarkdown(): string {
  return EXPORT_TABLES.map((table) => {
    const rows = table.columns.map(
      (column) =>
        `| \`${column.name}\` | ${column.type}${column.nullable ? ', null' : ''} | ${column.description}${column.fromLog ? ' (secrets redacted)' : ''} |`,
    );
    return [`### \`${table.name}\`: ${table.description}`, '', '| column | type | meaning |', '|---|---|---|', ...rows].join('\n');
  }).join('\n\n');
}

/** `page` with the text between the markers replaced by the current schema. */
export function withExportSchema(page: string): string {
  const start = page.indexOf(SCHEMA_START);
  const end = page.indexOf(SCHEMA_END);
  if (start === -1 || end === -1 || end < start) throw new Error('docs/export.md has no export-tables markers');
  return `${page.slice(0, start + SCHEMA_START.length)}\n${schemaMarkdown()}\n${page.slice(end)}`;
}
