import type { InStatement, InValue } from '@libsql/client';
import { getTableColumns, getTableName, type Column, type InferInsertModel, type Table } from 'drizzle-orm';

interface TableShape {
  name: string;
  columns: [key: string, column: Column][];
  /** SQL text by the set of columns written (a bit each) and the number of rows: built once, the same string each time. */
  sql: Map<number, Map<number, string>>;
}

const shapes = new WeakMap<Table, TableShape>();

function shapeOf(table: Table): TableShape {
  let shape = shapes.get(table);
  if (!shape) {
    const columns = Object.entries(getTableColumns(table));
    if (columns.length > 31) throw new Error(`insertStatement: ${getTableName(table)} has more columns than a bit set holds`);
    shape = { name: getTableName(table), columns, sql: new Map() };
    shapes.set(table, shape);
  }
  return shape;
}

/**
 * One multi-row INSERT of `rows`, each value encoded by its column's own drizzle mapping (JSON, timestamps).
 * For hot writes only: drizzle's query builder spends about 2.5 µs per value, which was a third of a quiz
 * submission's cost (bench/submissions.ts). Every row must set the same columns; the first row names them.
 * The SQL text of a shape (columns, number of rows) is built once, so a connection that caches prepared
 * statements (db/prepared-batches.ts) finds it again.
 */
export function insertStatement<T extends Table>(table: T, rows: readonly InferInsertModel<T>[]): InStatement {
  if (rows.length === 0) throw new Error('insertStatement needs at least one row');
  const shape = shapeOf(table);
  const first = rows[0] as Record<string, unknown>;
  const columns: [string, Column][] = [];
  let set = 0;
  shape.columns.forEach((entry, bit) => {
    if (first[entry[0]] === undefined) return;
    columns.push(entry);
    set |= 1 << bit;
  });
  const args: InValue[] = new Array(rows.length * columns.length);
  let i = 0;
  for (const row of rows as readonly Record<string, unknown>[]) {
    for (const [key, column] of columns) {
      const value = row[key];
      args[i++] = value === null || value === undefined ? null : (column.mapToDriverValue(value) as InValue);
    }
  }
  let bySize = shape.sql.get(set);
  if (!bySize) shape.sql.set(set, (bySize = new Map()));
  let sql = bySize.get(rows.length);
  if (sql === undefined) {
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
    sql = `insert into "${shape.name}" (${names}) values ${Array.from(rows, () => tuple).join(', ')}`;
    if (bySize.size >= 64) bySize.clear(); // sizes outside insertStatements' ladder are not worth keeping many of
    bySize.set(rows.length, sql);
  }
  return { sql, args };
}

/** Most values one statement of insertStatements binds (SQLite allows 32,766). */
const MAX_VALUES = 4096;

/**
 * `rows` as a few INSERTs of a power-of-two number of rows each (312 rows: 256, 32, 16 and 8), so that a
 * statement cache holds a handful of shapes per table, whatever the number of rows: each shape is prepared
 * once, and a prepared 2,600-row INSERT holds about a megabyte.
 */
export function insertStatements<T extends Table>(table: T, rows: readonly InferInsertModel<T>[]): InStatement[] {
  if (rows.length === 0) throw new Error('insertStatement needs at least one row');
  const width = Math.max(1, Object.keys(rows[0] as object).length);
  let most = 1;
  while (most * 2 * width <= MAX_VALUES) most *= 2;
  const statements: InStatement[] = [];
  for (let start = 0; start < rows.length;) {
    let size = most;
    while (size > rows.length - start) size /= 2;
    statements.push(insertStatement(table, size === rows.length ? rows : rows.slice(start, start + size)));
    start += size;
  }
  return statements;
}
