export type Cell = string | number;

export interface DataTableProps {
  caption: string;
  columns: string[];
  /** The first cell of each row names it (a row header). */
  rows: Cell[][];
}

/** The figures of a chart as a real table, in a box that scrolls sideways (and can be scrolled by keyboard). */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <div className="admin-table-wrap analytics-table" tabIndex={0} role="region" aria-label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells]) => (
            <tr key={String(head)}>
              <th scope="row">{head}</th>
              {cells.map((cell, i) => (
                <td key={columns[i + 1]}>{typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
