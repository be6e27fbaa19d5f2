// A value per ordered pair of nodes (multicast X, allgather T_end, grid g and L, redistribution T and B):
// one value for all pairs with a "Per pair…" button, or an n×n matrix edited cell by cell up to
// MATRIX_EDIT_LIMIT nodes (the diagonal is not a link), else the family's summary. Each editor keeps
// its own labels, units and summaries; this component owns the shape they share.
import type { ReactNode } from "react";
import { pairValue, type PairValues } from "../../core/scenario/fields";
import type { FieldIssue } from "../../core/scenario/errors";
import { NumberField, issueAt } from "./fields";
import { MATRIX_EDIT_LIMIT } from "./pair-matrix";

const same = (v: number) => v;

export interface PairMatrixFieldProps {
  /** The scenario field ("transmit", "tEnd", …): the root of the edited paths and of the issues. */
  readonly field: string;
  readonly values: PairValues;
  readonly n: number;
  readonly issues: readonly FieldIssue[];
  /** Visible caption of the one-value field (default "All pairs") and its accessible name. */
  readonly allPairsCaption?: string;
  readonly allPairsLabel: string;
  /** Accessible name of the cell from P_i to P_j. */
  readonly cellLabel: (i: number, j: number) => string;
  readonly cellWidth: number;
  /** Stored value → the value shown, and back (e.g. bytes/µs ↔ MB/s). Default: as stored. */
  readonly shown?: (stored: number) => number;
  readonly stored?: (shown: number) => number;
  /** Whether "Per pair…" is offered at all (it never is above MATRIX_EDIT_LIMIT nodes). */
  readonly canSplit?: boolean;
  /** Turns the one value into a matrix. */
  readonly onSplit: () => void;
  /** Commits one value: at [field] or at [field, i, j]. */
  readonly onSet: (path: (string | number)[], value: number) => void;
  /** After the one-value field, before "Per pair…" (e.g. quick values). */
  readonly presets?: ReactNode;
  /** After "Per pair…" (e.g. a unit note). */
  readonly note?: ReactNode;
  readonly tableLabel?: string;
  /** Extra class of the table. */
  readonly tableClass?: string;
  /** The corner header cell (a <th>). */
  readonly corner?: ReactNode;
  readonly rowTitle?: (i: number) => string;
  /** What stands on the diagonal. */
  readonly diagonal?: ReactNode;
  /** Shown instead of the table above MATRIX_EDIT_LIMIT nodes. */
  readonly tooLarge: ReactNode;
}

export function PairMatrixField(p: PairMatrixFieldProps) {
  const { field, values, n, issues } = p;
  const shown = p.shown ?? same;
  const stored = p.stored ?? same;
  if (typeof values === "number") {
    return (
      <div className="row">
        <label className="param">
          <span>{p.allPairsCaption ?? "All pairs"}</span>
          <NumberField
            value={shown(values)}
            label={p.allPairsLabel}
            invalid={issueAt(issues, field)}
            onCommit={(v) => p.onSet([field], stored(v))}
          />
        </label>
        {p.presets}
        {(p.canSplit ?? true) && n <= MATRIX_EDIT_LIMIT ? (
          <button type="button" onClick={p.onSplit}>
            Per pair…
          </button>
        ) : null}
        {p.note}
      </div>
    );
  }
  if (n > MATRIX_EDIT_LIMIT) return p.tooLarge;
  const nodes = Array.from({ length: n }, (_, i) => i);
  return (
    <div className="table-scroll">
      <table
        className={`grid-table matrix${p.tableClass ? ` ${p.tableClass}` : ""}`}
        aria-label={p.tableLabel}
      >
        <thead>
          <tr>
            {p.corner ?? <th>from \ to</th>}
            {nodes.map((j) => (
              <th key={j}>P{j}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {nodes.map((i) => (
            <tr key={i}>
              <th scope="row" title={p.rowTitle?.(i)}>
                P{i}
              </th>
              {nodes.map((j) => (
                <td key={j}>
                  {i === j ? (
                    (p.diagonal ?? "—")
                  ) : (
                    <NumberField
                      width={p.cellWidth}
                      value={shown(pairValue(values, i, j))}
                      label={p.cellLabel(i, j)}
                      invalid={issueAt(issues, `${field}[${i}][${j}]`)}
                      onCommit={(v) => p.onSet([field, i, j], stored(v))}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
