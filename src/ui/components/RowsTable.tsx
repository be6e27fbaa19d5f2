// The editors' tables of rows (nodes, clusters, multicasts): a header, one row per item named in its
// first cell ("P3", "m1"), the family's cells, and a × that removes the row while more than the
// minimum remain. Removing a row tells the app's status line which rows are renumbered.
// Past VIRTUAL_ROWS rows only the rows in the scroll box and a few around them are in the DOM: four
// thousand inputs (a 1024-node all-to-all) took seconds of layout when such a scenario opened, and the
// 256 fields of a 64-node table made every frame of an edit cost 4–9 ms of layerizing (1–2 ms with a
// window of rows), several frames per edit.
import { useContext, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { rowWindow } from "../views/table/model";
import { EditNoteContext } from "../edit-note";
import { removalNote } from "../history";
import { RemoveButton } from "./fields";

/**
 * Tables with more rows than this render only the rows in view (and some around them). The scroll box
 * holds about 11 rows, and the window adds 10 either side, so a table this size shows no difference.
 */
export const VIRTUAL_ROWS = 24;
/** The row height assumed until a row is measured (px). */
const ROW_GUESS = 30;

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
  const note = useContext(EditNoteContext);
  const virtual = count > VIRTUAL_ROWS;
  const [scrollTop, setScrollTop] = useState(0);
  const [rowHeight, setRowHeight] = useState(ROW_GUESS);
  const [viewport, setViewport] = useState(340);
  const [headerHeight, setHeaderHeight] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLTableSectionElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const win = virtual
    ? rowWindow(count, scrollTop - headerHeight, viewport, rowHeight)
    : { from: 0, to: count, padTop: 0, padBottom: 0 };
  // The window's sizes: a row's height, the scroll box's and the header's. They are read when a
  // ResizeObserver reports them, after the browser's own layout, so reading them forces none (in a
  // layout effect each read forced a layout of the whole page just committed: 2–3 per opened link).
  // The first row in the DOM changes as the window moves, so it is observed anew.
  useLayoutEffect(() => {
    if (!virtual) return;
    const measure = () => {
      const row = body.current?.querySelector<HTMLElement>("tr[data-row]");
      const h = row?.getBoundingClientRect().height ?? 0;
      if (h > 0) setRowHeight((r) => (Math.abs(h - r) > 0.5 ? h : r));
      const box = scroller.current?.clientHeight ?? 0;
      if (box > 0) setViewport(box);
      const top = header.current?.getBoundingClientRect().height ?? 0;
      setHeaderHeight((t) => (Math.abs(top - t) > 0.5 ? top : t));
    };
    if (typeof ResizeObserver === "undefined") {
      measure();
      return;
    }
    const ro = new ResizeObserver(measure);
    for (const el of [scroller.current, header.current, body.current?.querySelector("tr[data-row]")]) {
      if (el) ro.observe(el);
    }
    return () => ro.disconnect();
  }, [virtual, win.from, count]);
  const rows = Array.from({ length: win.to - win.from }, (_, k) => win.from + k);
  const span = columns.length + 2;
  return (
    <div
      className="table-scroll"
      ref={scroller}
      onScroll={virtual ? (e) => setScrollTop(e.currentTarget.scrollTop) : undefined}
    >
      <table className={className}>
        <thead ref={header}>
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
        <tbody ref={body}>
          {win.padTop > 0 && (
            <tr aria-hidden="true" className="rows-spacer">
              <td colSpan={span} style={{ height: win.padTop, padding: 0 }} />
            </tr>
          )}
          {rows.map((i) => (
            <tr key={i} data-row={i}>
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
          {win.padBottom > 0 && (
            <tr aria-hidden="true" className="rows-spacer">
              <td colSpan={span} style={{ height: win.padBottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
