/**
 * What `merge` takes from an input database is checked before any row of it is taken: every column of every
 * table the merge takes holds values of its kind (stored-columns.ts: a number of its type within its bounds,
 * text within its size cap, JSON of its shape where a column keeps JSON, no NULL where the column needs a
 * value). The first value that is not is one InputError naming the input, the table, the row and the column,
 * and nothing is merged: the merged database is built beside the target and only put in its place when every
 * input passed, so the target stays as it was. A crafted input can thus never put in the history a value that
 * a later command could not read.
 */
import { InputError } from '../errors.js';
import { shownValue } from '../model/value-bounds.js';
import { MERGE_RULES } from './merge-rules.js';
import type { Sql } from './sql.js';
import { JSON_COLUMNS, storedKind, storedValueProblem, type StoredKind } from './stored-columns.js';

/** Checks the tables of the database attached as `schema` (`merge_input`) that the merge takes; InputError on the first bad value. */
export function checkMergeInput(sql: Sql, schema: string, path: string): void {
  for (const { table, rule } of MERGE_RULES) {
    if (rule.kind === 'own' || rule.kind === 'recomputed' || rule.kind === 'cleared') continue;
    const columns = sql.all<{ name: string; type: string; required: number; pk: number }>(
      `SELECT name, type, "notnull" AS required, pk FROM ${schema}.pragma_table_info(?)`,
      table,
    );
    for (const column of columns) {
      const kind = storedKind(column.name, column.type);
      const json = Object.hasOwn(JSON_COLUMNS, `${table}.${column.name}`) ? JSON_COLUMNS[`${table}.${column.name}`] : undefined;
      const bad = badValueCondition(`"${column.name}"`, kind, json, column.required === 1 && column.pk === 0);
      if (bad === undefined) continue;
      const found = sql.get<{ row: number; value: unknown }>(`SELECT rowid AS row, "${column.name}" AS value FROM ${schema}."${table}" WHERE ${bad} LIMIT 1`);
      if (!found) continue;
      const why =
        found.value === null
          ? 'empty, where a value is needed'
          : ((kind && storedValueProblem(kind, found.value)) ?? `${shownValue(found.value)} is not a JSON ${json ?? 'value'}`);
      throw new InputError(
        `cannot merge ${path}: table ${table}, row ${found.row}, column ${column.name}: ${why}; nothing was merged ` +
          '(the database is damaged or was crafted: leave it out, or analyse its logs again)',
      );
    }
  }
}

/** The SQL condition a value of the column fails, by its kind (undefined: nothing to check). */
function badValueCondition(column: string, kind: StoredKind | undefined, json: 'array' | 'object' | undefined, required: boolean): string | undefined {
  const conditions: string[] = [];
  if (required) conditions.push(`${column} IS NULL`);
  if (kind?.type === 'number') {
    const { min, max, integer } = kind.bounds;
    const types = integer ? `'integer'` : `'integer', 'real'`;
    // a REAL that is a whole number counts as one (SQLite keeps 3.0 in an INTEGER column as 3)
    const whole = integer ? ` AND NOT (typeof(${column}) = 'real' AND ${column} = CAST(${column} AS INTEGER))` : '';
    conditions.push(
      `(${column} IS NOT NULL AND ((typeof(${column}) NOT IN (${types})${whole}) OR ${column} < ${sqlNumber(min)} OR ${column} > ${sqlNumber(max)}))`,
    );
  } else if (kind?.type === 'text') {
    conditions.push(`(${column} IS NOT NULL AND (typeof(${column}) <> 'text' OR length(${column}) > ${kind.maxChars}))`);
    if (json !== undefined)
      conditions.push(`(${column} IS NOT NULL AND typeof(${column}) = 'text' AND (NOT json_valid(${column}) OR json_type(${column}) <> '${json}'))`);
  }
  return conditions.length > 0 ? conditions.join(' OR ') : undefined;
}

function sqlNumber(value: number): string {
  return Math.abs(value) >= Number.MAX_VALUE ? (value < 0 ? '-1.7976931348623157e308' : '1.7976931348623157e308') : String(value);
}
