import type { InStatement, InValue } from '@libsql/client';
import { getTableColumns, getTableName, type InferInsertModel, type Table } from 'drizzle-orm';

/**
 * One multi-row INSERT of `rows`, each value encoded by its column's own drizzle mapping (JSON, timestamps).
 * For hot writes only: drizzle's query builder spends about 2.5 µs per value, which was a third of a quiz
 * submission's cost (bench/submissions.ts). Every row must set the same columns; the first row names them.
 */
export function insertStatement<T extends Table>(table: T, rows: readonly InferInsertModel<T>[]): InStatement {
  if (rows.length === 0) throw new Error('insertStatement needs at least one row');
  const first = rows[0] as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => first[key] !== undefined);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const args: InValue[] = [];
  for (const row of rows as readonly Record<string, unknown>[]) {
    for (const [key, column] of columns) {
      const value = row[key];
      args.push(value === null || value === undefined ? null : (column.mapToDriverValue(value) as InValue));
    }
  }
  const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
  return { sql: `insert into "${getTableName(table)}" (${names}) values ${rows.map(() => tuple).join(', ')}`, args };
}
