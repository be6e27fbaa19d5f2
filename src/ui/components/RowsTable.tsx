// The editors' tables of rows (nodes, clusters, multicasts): a header, one row per item named in its
// first cell ("P3", "m1"), the family's cells, and a × that removes the row while more than the
// minimum remain. Removing a row tells the app's status line which rows are renumbered.
import { useContext, type ReactNode } from "react";
import { EditNoteContext } from "../edit-note";
import { removalNote } from "../history";
import { RemoveButton } from "./fields";

export interface RowsColumn {
  readonly key: string;
  readonly header: ReactNode;
  /** The header's tooltip. */
  readonly title?: string;
  readonly cell: (row: number) => ReactNode;
  /** The class of the row's cell (e.g. its speed class). */
  readonly cellClass?: (row: number) => string | undefined;
}

export function RowsTable({
  className = "grid-table",
  corner,
  columns,
  count,
  rowName,
  canRemove,
  onRemove,
}: {
  readonly className?: string;
  /** The header cell over the rows' names (a <th>). */
  readonly corner: ReactNode;
  readonly columns: readonly RowsColumn[];
  readonly count: number;
  readonly rowName: (row: number) => string;
  readonly canRemove: boolean;
  readonly onRemove: (row: number) => void;
}) {
  const rows = Array.from({ length: count }, (_, i) => i);
  const note = useContext(EditNoteContext);
  return (
    <div className="table-scroll">
      <table className={className}>
        <thead>
          <tr>
            {corner}
            {columns.map((c) => (
              <th key={c.key} title={c.title}>
                {c.header}
              </th>
            ))}
            <th aria-label="remove" />
          </tr>
        </thead>
        <tbody>
          {rows.map((i) => (
            <tr key={i}>
              <th scope="row">{rowName(i)}</th>
              {columns.map((c) => (
                <td key={c.key} className={c.cellClass?.(i)}>
                  {c.cell(i)}
                </td>
              ))}
              <td>
                <RemoveButton
                  what={rowName(i)}
                  disabled={!canRemove}
                  onClick={() => {
                    note(removalNote(i, count, rowName));
                    onRemove(i);
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
