import { validationError } from './errors.js';

/**
 * The SQL expression of a public sort column name, or a 400 validation error. Only the map's own
 * keys count: `__proto__`, `constructor`, `toString` and other inherited names are refused rather
 * than reaching the SQL text.
 */
export function sortExpression(columns: Record<string, string>, key: string): string {
  const sql = Object.hasOwn(columns, key) ? columns[key] : undefined;
  if (typeof sql !== 'string' || sql === '') {
    throw validationError([
      {
        field: 'sortColumn',
        message: `sortColumn must be one of: ${Object.keys(columns).join(', ')}`,
      },
    ]);
  }
  return sql;
}
