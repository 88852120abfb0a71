/**
 * A lexical pass over SQL text, for the two things the `libsql` package cannot tell us: where one statement
 * ends (its `prepare` silently ignores everything after the first statement, where sqld refuses with
 * SQL_MANY_STATEMENTS), and which parameter sits at which index (binding an object to a statement that also
 * has `?` parameters panics inside its native code and takes the process down, so we always bind by index).
 * It follows SQLite's tokenizer for quotes, comments and parameters, and sqlite3_complete() for triggers.
 */

export interface ScannedStatement {
  /** The statement's text, without the terminating semicolon. */
  sql: string;
  /** Parameter names by index - 1 (`:name`, `@name`, `$name` with their prefix), null for `?` and `?NNN`. */
  params: (string | null)[];
  /** The first keyword, upper-cased (EXPLAIN, CREATE, ...). */
  keyword: string;
}

const SPACE = /\s/;
/** SQLite's IdChar(): letters, digits, `_`, `$` and every non-ASCII character. */
const ID_CHAR = /[\p{L}\p{N}_$\u0080-\uffff]/u;
const QUOTE_END: Record<string, string> = { "'": "'", '"': '"', '`': '`', '[': ']' };

/** The statements in `sql`; empty ones (only spaces, comments or `;`) are left out. */
export function scanStatements(sql: string): ScannedStatement[] {
  const statements: ScannedStatement[] = [];
  let start = 0;
  let head: string[] = []; // the first three tokens, upper-cased ('' for anything but a word)
  let lastWasEnd = false;
  let params: (string | null)[] = [];
  const named = new Map<string, number>();
  const token = (word = '') => {
    if (head.length < 3) head.push(word);
    lastWasEnd = word === 'END';
  };
  const finish = (end: number) => {
    if (head.length > 0) statements.push({ sql: sql.slice(start, end), params, keyword: head[0]! });
    start = end + 1;
    head = [];
    lastWasEnd = false;
    params = [];
    named.clear();
  };

  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    let next = i + 1;
    if (SPACE.test(c)) {
      // nothing
    } else if (c === '-' && sql[i + 1] === '-') {
      const newline = sql.indexOf('\n', i);
      next = newline === -1 ? sql.length : newline + 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      const close = sql.indexOf('*/', i + 2);
      next = close === -1 ? sql.length : close + 2;
    } else if (c in QUOTE_END) {
      next = quotedEnd(sql, i, QUOTE_END[c]!);
      token();
    } else if (c === ';') {
      // Inside a trigger body, only `END;` ends the statement (as in sqlite3_complete()).
      if (!isTrigger(head) || lastWasEnd) finish(i);
    } else if (c === '?') {
      while (next < sql.length && sql[next]! >= '0' && sql[next]! <= '9') next++;
      const index = next > i + 1 ? Number(sql.slice(i + 1, next)) : params.length + 1;
      while (params.length < index) params.push(null);
      token();
    } else if ((c === ':' || c === '@' || c === '$' || c === '#') && ID_CHAR.test(sql[i + 1] ?? '')) {
      while (next < sql.length && ID_CHAR.test(sql[next]!)) next++;
      const name = sql.slice(i, next);
      if (!named.has(name)) {
        params.push(name);
        named.set(name, params.length);
      }
      token();
    } else if (ID_CHAR.test(c)) {
      while (next < sql.length && ID_CHAR.test(sql[next]!)) next++;
      token(sql.slice(i, next).toUpperCase());
    } else {
      token(); // an operator or a stray character: SQLite will judge it
    }
    i = next;
  }
  finish(sql.length);
  return statements;
}

/** Index just past a quoted string or identifier opened at `open`; a doubled quote stays inside. */
function quotedEnd(sql: string, open: number, quote: string): number {
  let i = open + 1;
  for (;;) {
    const close = sql.indexOf(quote, i);
    if (close === -1) return sql.length;
    if (quote !== ']' && sql[close + 1] === quote) i = close + 2;
    else return close + 1;
  }
}

function isTrigger(head: string[]): boolean {
  if (head[0] !== 'CREATE') return false;
  return head[1] === 'TRIGGER' || ((head[1] === 'TEMP' || head[1] === 'TEMPORARY') && head[2] === 'TRIGGER');
}
