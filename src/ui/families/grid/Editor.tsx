// Scenario editor of the grid family (Steffenel–Mounié Sec. 3; docs/cost-models.md): the root, the
// clusters (name, size, T given or predicted from the cluster's own pLogP {g, L}), and the gap g_ij and
// latency L_ij per ordered pair of coordinators — one value for all pairs, or a matrix (asymmetric
// allowed), edited cell by cell up to MATRIX_EDIT_LIMIT clusters.
import type { GridCluster, GridScenario } from "../../../core/grid/scenario";
import type { PairValues } from "../../../core/scenario/fields";
import { formatNumber, TIME_UNIT_LABEL } from "../../../core/units";
import { NumberField, TextField, issueAt } from "../../components/fields";
import { MATRIX_EDIT_LIMIT, matrixStats, toMatrix } from "../../components/pair-matrix";
import { PairMatrixField } from "../../components/PairMatrixField";
import { RowsTable, type RowsColumn } from "../../components/RowsTable";
import { scenarioEdits } from "../../doc-edit";
import type { EditorProps } from "../types";
import { addCluster, clusterT, predictionText, removeCluster, toGiven, toPredicted } from "./editor-model";
import "./grid.css";

type Issues = EditorProps["issues"];

export function GridEditor({ doc, scenario: s, issues, onChange }: EditorProps<GridScenario>) {
  const u = TIME_UNIT_LABEL[s.timeUnit];
  const n = s.clusters.length;
  const { set, structural } = scenarioEdits(doc, s, onChange);
  const setCluster = (k: number, c: GridCluster) =>
    structural((d) => ({ ...d, clusters: d.clusters.map((x, i) => (i === k ? c : x)) }));

  return (
    <div className="editor grid-editor">
      <section className="panel-section">
        <h3>Clusters ({n})</h3>
        <p className="hint">
          Each cluster's coordinator receives the message once, sends to other clusters, then broadcasts
          inside in T (after its last send). T is given, or predicted for a binomial tree as ⌈log2 size⌉·(g +
          L) from the cluster's own gap and latency.
        </p>
        <label className="param">
          <span>Root (has the message at 0)</span>
          <select
            aria-label="Root cluster"
            value={s.root}
            onChange={(e) => set(["root"], Number(e.target.value))}
          >
            {s.clusters.map((c, k) => (
              <option key={k} value={k}>
                P{k} {c.name}
              </option>
            ))}
          </select>
        </label>
        <RowsTable
          className="grid-table grid-clusters"
          corner={<th aria-label="cluster" />}
          columns={clusterColumns(s, u, issues, {
            onSet: (k, field, value) => set(["clusters", k, ...field], value),
            onReplace: setCluster,
          })}
          count={n}
          rowName={(k) => `P${k}`}
          canRemove={n > 1}
          onRemove={(k) => structural((d) => removeCluster(d, k))}
        />
        <button type="button" onClick={() => structural((d) => addCluster(d))}>
          + cluster
        </button>
      </section>
      <PairSection
        field="gap"
        title={`Gap g between coordinators (${u})`}
        hint="A send i → j keeps coordinator i busy g_ij; g_ij need not equal g_ji."
        s={s}
        issues={issues}
        onSet={set}
        onReplace={(v) => structural((d) => ({ ...d, gap: v }))}
      />
      <PairSection
        field="latency"
        title={`Latency L between coordinators (${u})`}
        hint="The receiver has the message at RT_i + g_ij + L_ij."
        s={s}
        issues={issues}
        onSet={set}
        onReplace={(v) => structural((d) => ({ ...d, latency: v }))}
      />
    </div>
  );
}

/** The clusters table's cells: name, size, T (given, or predicted from the cluster's own g and L). */
function clusterColumns(
  s: GridScenario,
  unit: string,
  issues: Issues,
  on: {
    readonly onSet: (k: number, field: (string | number)[], value: unknown) => void;
    readonly onReplace: (k: number, next: GridCluster) => void;
  },
): RowsColumn[] {
  const cluster = (k: number) => s.clusters[k] as GridCluster;
  const at = (k: number, field: string) => issueAt(issues, `clusters[${k}].${field}`);
  return [
    {
      key: "name",
      header: "name",
      cell: (k) => (
        <TextField
          width={82}
          value={cluster(k).name}
          label={`P${k} name`}
          invalid={at(k, "name")}
          onCommit={(name) => on.onSet(k, ["name"], name)}
        />
      ),
    },
    {
      key: "size",
      header: "size",
      title: "machines in the cluster",
      cell: (k) => (
        <NumberField
          width={40}
          integer
          value={cluster(k).size}
          label={`P${k} size (machines)`}
          invalid={at(k, "size")}
          onCommit={(v) => on.onSet(k, ["size"], v)}
        />
      ),
    },
    {
      key: "T",
      header: `T (${unit})`,
      title: "broadcast time inside the cluster",
      cell: (k) => {
        const c = cluster(k);
        return typeof c.intra === "number" ? (
          <NumberField
            width={58}
            value={c.intra}
            label={`P${k} T (${unit})`}
            invalid={at(k, "intra")}
            onCommit={(v) => on.onSet(k, ["intra"], v)}
          />
        ) : (
          <span className="predicted-t" title={`predicted: ${predictionText(c)}`} data-testid={`t-${k}`}>
            ≈ {formatNumber(clusterT(c))}
          </span>
        );
      },
    },
    {
      key: "predict",
      header: "predict from g, L",
      title: "Tick to predict T from the cluster's own pLogP gap g and latency L (binomial tree)",
      cellClass: () => "intra-cell",
      cell: (k) => {
        const c = cluster(k);
        const predicted = typeof c.intra !== "number";
        return (
          <>
            <input
              type="checkbox"
              aria-label={`P${k}: predict T from g and L`}
              title={
                predicted
                  ? "Predicted from g and L; untick to give T directly (keeps the value)"
                  : "Tick to predict T from the cluster's own g and L (binomial tree)"
              }
              checked={predicted}
              onChange={() => on.onReplace(k, predicted ? toGiven(c) : toPredicted(c))}
            />
            {typeof c.intra !== "number" ? (
              <>
                <NumberField
                  width={38}
                  value={c.intra.g}
                  label={`P${k} inside gap g (${unit})`}
                  invalid={at(k, "intra.g")}
                  onCommit={(v) => on.onSet(k, ["intra", "g"], v)}
                />
                <NumberField
                  width={62}
                  value={c.intra.L}
                  label={`P${k} inside latency L (${unit})`}
                  invalid={at(k, "intra.L")}
                  onCommit={(v) => on.onSet(k, ["intra", "L"], v)}
                />
              </>
            ) : null}
          </>
        );
      },
    },
  ];
}

interface PairSectionProps {
  readonly field: "gap" | "latency";
  readonly title: string;
  readonly hint: string;
  readonly s: GridScenario;
  readonly issues: Issues;
  readonly onSet: (path: (string | number)[], value: unknown) => void;
  readonly onReplace: (v: PairValues) => void;
}

function PairSection({ field, title, hint, s, issues, onSet, onReplace }: PairSectionProps) {
  const n = s.clusters.length;
  const v = s[field];
  const short = field === "gap" ? "g" : "L";
  const stats = matrixStats(v, n);
  return (
    <section className="panel-section">
      <h3>{title}</h3>
      <p className="hint">
        {hint} {typeof v !== "number" && n <= MATRIX_EDIT_LIMIT ? "Row: from, column: to." : ""}
      </p>
      <PairMatrixField
        field={field}
        values={v}
        n={n}
        issues={issues}
        allPairsLabel={`${short} for all pairs`}
        cellLabel={(i, j) => `${short} from P${i} to P${j}`}
        cellWidth={59}
        onSet={onSet}
        canSplit={n > 1}
        onSplit={() => onReplace(toMatrix(v, n))}
        tableLabel={`${short} matrix`}
        corner={<th title="row: from, column: to" aria-label="from, to" />}
        rowTitle={(i) => s.clusters[i]?.name ?? ""}
        diagonal={
          <span className="muted" title="not an inter-cluster link">
            —
          </span>
        }
        tooLarge={
          <p className="hint" data-testid={`${field}-summary`}>
            A {n}×{n} matrix ({stats.symmetric ? "symmetric" : "asymmetric"}): min {formatNumber(stats.min)},
            mean {formatNumber(stats.mean)}, max {formatNumber(stats.max)}. Matrices are edited cell by cell
            up to {MATRIX_EDIT_LIMIT} clusters; import a JSON file for larger ones.
          </p>
        }
      />
      {typeof v !== "number" && n <= MATRIX_EDIT_LIMIT ? (
        <p className="hint">
          {stats.symmetric ? "Symmetric." : `Asymmetric: ${short}_ij ≠ ${short}_ji for some pairs.`}{" "}
          <button
            type="button"
            className="link"
            title="Replace the matrix by its mean for every pair"
            onClick={() => onReplace(Number(stats.mean.toPrecision(6)))}
          >
            Same for all pairs
          </button>
        </p>
      ) : null}
    </section>
  );
}
