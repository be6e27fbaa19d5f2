// Scenario editor of the redistribution family (Bhat et al. Sec. 2 and 4.1): P, K, N, x and the
// element size; start-up T and bandwidth B for all pairs or per pair (bandwidth shown in MB/s, the
// paper's unit); a bandwidth range drawn by the seeded generator of Sec. 5.
import { useMemo, useState } from "react";
import { communicationMatrix } from "../../../core/redistribution/matrix";
import type { RedistributionScenario } from "../../../core/redistribution/scenario";
import type { PairValues } from "../../../core/scenario/fields";
import { formatNumber, TIME_UNIT_LABEL, type TimeUnit } from "../../../core/units";
import { NumberField, issueAt } from "../../components/fields";
import { matrixStats, toMatrix } from "../../components/pair-matrix";
import { PairMatrixField } from "../../components/PairMatrixField";
import { isGenerated, scenarioEdits } from "../../doc-edit";
import type { EditorProps } from "../types";
import { dropStalePlan, meanOfPairs, toGenerated, withProcessors } from "./doc-edits";
import { fromMBps, toMBps } from "./units";
import "./redistribution.css";
import { grouped } from "./units";

export function RedistributionEditor({
  doc,
  scenario: s,
  issues,
  onChange,
}: EditorProps<RedistributionScenario>) {
  const generated = isGenerated(doc);
  const u = TIME_UNIT_LABEL[s.timeUnit];
  const P = s.processors;
  const m = useMemo(() => communicationMatrix(s), [s]);
  const events = m.receivers.reduce((n, r) => n + r.length, 0);
  let keeps = 0;
  for (let p = 0; p < P; p++) if ((m.blocks[p * P + p] as number) > 0) keeps++;
  const { set, structural } = scenarioEdits(doc, s, onChange, dropStalePlan);
  const [range, setRange] = useState({ minMBps: 10, maxMBps: 200 });

  const field = (
    key: "processors" | "K" | "elements" | "blockSize" | "elementBytes",
    label: string,
    integer = true,
  ) => (
    <label className="param">
      <span>{label}</span>
      <NumberField
        integer={integer}
        width={key === "elements" ? 110 : 64}
        value={s[key]}
        label={label}
        invalid={issueAt(issues, key)}
        onCommit={(v) => (key === "processors" ? onChange(withProcessors(doc, v)) : set([key], v))}
      />
    </label>
  );

  return (
    <div className="editor rd-editor">
      <section className="panel-section">
        <h3>Redistribution ℜ_x(K, P): cyclic(x) → cyclic(Kx)</h3>
        {generated ? (
          <p className="hint">P, K, N, x and the element size are the generator's parameters above.</p>
        ) : (
          <div className="row">
            {field("processors", "P (processors)")}
            {field("K", "K (factor)")}
            {field("elements", "N (elements)")}
            {field("blockSize", "x (block size)")}
            {field("elementBytes", "element size (bytes)", false)}
          </div>
        )}
        <p className="hint rd-summary" data-testid="redistribution-summary">
          {grouped(m.layout.blockCount)} blocks of {s.blockSize} element
          {s.blockSize > 1 ? "s" : ""} ({formatNumber(s.blockSize * s.elementBytes)} bytes) become{" "}
          {grouped(m.layout.newBlockCount)} blocks of {m.layout.newBlockSize}. {events} network events;{" "}
          {keeps} processor{keeps === 1 ? "" : "s"} keep blocks (free local copies).
        </p>
      </section>

      <section className="panel-section">
        <h3>Network (Sec. 4.1): i → j takes T_ij + bytes / B_ij</h3>
        <PairEditor
          title={`Start-up T (${u})`}
          what="start-up"
          field="startup"
          values={s.startup}
          P={P}
          generated={generated}
          issues={issues}
          shown={(v) => v}
          stored={(v) => v}
          unitNote={null}
          onValue={(path, v) => set(path, v)}
          onStructure={structural}
        />
        <PairEditor
          title="Bandwidth B (MB/s)"
          what="bandwidth"
          field="bandwidth"
          values={s.bandwidth}
          P={P}
          generated={generated}
          issues={issues}
          shown={(v) => toMBps(v, s.timeUnit)}
          stored={(v) => fromMBps(v, s.timeUnit)}
          unitNote={bandwidthNote(s.timeUnit)}
          onValue={(path, v) => set(path, v)}
          onStructure={structural}
        />
        {generated ? (
          <p className="hint">
            The generator draws every pair's bandwidth in [min, max] MB/s (Sec. 5 step 1); change the range
            above.
          </p>
        ) : (
          <div className="row" aria-label="Random bandwidths">
            <label className="param">
              <span>min (MB/s)</span>
              <NumberField
                width={64}
                value={range.minMBps}
                label="Smallest random bandwidth (MB/s)"
                onCommit={(v) => setRange((r) => ({ ...r, minMBps: v }))}
              />
            </label>
            <label className="param">
              <span>max (MB/s)</span>
              <NumberField
                width={64}
                value={range.maxMBps}
                label="Largest random bandwidth (MB/s)"
                onCommit={(v) => setRange((r) => ({ ...r, maxMBps: v }))}
              />
            </label>
            <button
              type="button"
              title="Every pair's bandwidth drawn uniformly in the range by the seeded generator redistribution-random@1 (Sec. 5)"
              onClick={() => onChange(toGenerated(s, range, 1))}
            >
              Draw bandwidths in this range
            </button>
          </div>
        )}
      </section>
    </div>
  );
}

function bandwidthNote(unit: TimeUnit): string {
  return unit === "us"
    ? "1 MB/s = 1 byte/µs"
    : `stored as bytes/${TIME_UNIT_LABEL[unit]}: 1 MB/s = ${formatNumber(fromMBps(1, unit))} bytes/${TIME_UNIT_LABEL[unit]}`;
}

interface PairEditorProps {
  readonly title: string;
  readonly what: string;
  readonly field: "startup" | "bandwidth";
  readonly values: PairValues;
  readonly P: number;
  readonly generated: boolean;
  readonly issues: EditorProps["issues"];
  /** Stored value → the value shown (MB/s for bandwidth), and back. */
  readonly shown: (stored: number) => number;
  readonly stored: (shown: number) => number;
  readonly unitNote: string | null;
  readonly onValue: (path: (string | number)[], value: number) => void;
  readonly onStructure: (f: (d: RedistributionScenario) => RedistributionScenario) => void;
}

/** One value for every pair, or a P×P matrix (cells editable up to MATRIX_EDIT_LIMIT processors). */
function PairEditor(p: PairEditorProps) {
  const { values, P, field } = p;
  const fmt = (v: number) => Number(p.shown(v).toPrecision(6));
  const pairs = (
    <PairMatrixField
      field={field}
      values={values}
      n={P}
      issues={p.issues}
      allPairsCaption={`${p.title}, all pairs`}
      allPairsLabel={`${p.title}, all pairs`}
      cellLabel={(i, j) => `${p.what} from P${i} to P${j}`}
      cellWidth={56}
      shown={fmt}
      stored={p.stored}
      onSet={p.onValue}
      canSplit={!p.generated}
      onSplit={() => p.onStructure((d) => ({ ...d, [field]: toMatrix(values, P) }))}
      note={p.unitNote ? <span className="hint">{p.unitNote}</span> : null}
      tableLabel={`${p.title} per pair`}
      tableClass="rd-matrix"
      tooLarge={
        <p className="hint">
          A {P}×{P} matrix: the matrix view shows each event's time.
        </p>
      }
    />
  );
  if (typeof values === "number") return pairs;
  const stats = matrixStats(values, P);
  return (
    <div className="rd-pairs">
      <div className="row">
        <span className="param">
          <span>
            {p.title}, per pair [sender][receiver]: {formatNumber(fmt(stats.min))} –{" "}
            {formatNumber(fmt(stats.max))}
          </span>
        </span>
        {!p.generated ? (
          <button
            type="button"
            title={`Replace the matrix by its mean, ${formatNumber(fmt(meanOfPairs(values, P)))}`}
            onClick={() =>
              p.onStructure((d) => ({ ...d, [field]: Number(meanOfPairs(values, P).toPrecision(6)) }))
            }
          >
            One value for all
          </button>
        ) : null}
      </div>
      {pairs}
      {p.unitNote ? <p className="hint">{p.unitNote}</p> : null}
    </div>
  );
}
