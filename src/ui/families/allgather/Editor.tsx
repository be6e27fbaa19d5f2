// Scenario editor of the allgather family (Wu–Yeh Sec. 2, 5, 6): per-node T_send and T_recv, the
// end-to-end latency T_end (one value or a matrix, with a fast/slow quick fill), the number of agents
// (chosen by the cost model or forced) and the grouping (formed by Sec. 5.1, or explicit).
import { useState } from "react";
import type { AllgatherScenario } from "../../../core/allgather";
import { chooseGrouping } from "../../../core/allgather/choose";
import { modelOf } from "../../../core/allgather/scenario";
import type { ScenarioDoc } from "../../../core/family";
import { formatNumber, TIME_UNIT_LABEL } from "../../../core/units";
import { NumberField, TextField, issueAt } from "../../components/fields";
import { matrixStats, toMatrix } from "../../components/pair-matrix";
import { PairMatrixField } from "../../components/PairMatrixField";
import { RowsTable } from "../../components/RowsTable";
import { scenarioEdits } from "../../doc-edit";
import type { EditorProps } from "../types";
import {
  addNodeLike,
  clustersText,
  currentClassLatencies,
  fastestNode,
  fillByClass,
  firstTooFastPair,
  nodeList,
  parseClustersText,
  removeNode,
  slowestNode,
  speedClasses,
  type ClassLatencies,
} from "./editor-model";
import "./allgather.css";

export function AllgatherEditor({ doc, scenario: s, issues, onChange }: EditorProps<AllgatherScenario>) {
  const u = TIME_UNIT_LABEL[s.timeUnit];
  const n = s.nodes.length;
  const { set, structural } = scenarioEdits(doc, s, onChange);
  const classes = speedClasses(s.nodes);
  const fastNodes = classes.fast.flatMap((f, i) => (f ? [i] : []));
  const slowNodes = classes.fast.flatMap((f, i) => (f ? [] : [i]));

  return (
    <div className="editor ag-editor">
      <section className="panel-section">
        <h3>Nodes ({n})</h3>
        <p className="hint">
          T_send: sending overhead, also the least gap between two sends (T_hold = T_send); T_recv: receiving
          overhead (blocking). Faster is a smaller T_send + T_recv.
        </p>
        <RowsTable
          corner={<th>node</th>}
          columns={[
            ...(["tSend", "tRecv"] as const).map((key) => ({
              key,
              header: `${key === "tSend" ? "T_send" : "T_recv"} (${u})`,
              title: key === "tSend" ? "sending overhead" : "receiving overhead",
              cell: (i: number) => (
                <NumberField
                  width={70}
                  value={s.nodes[i]?.[key] ?? 0}
                  label={`P${i} ${key === "tSend" ? "T_send" : "T_recv"} (${u})`}
                  invalid={issueAt(issues, `nodes[${i}].${key}`)}
                  onCommit={(v) => set(["nodes", i, key], v)}
                />
              ),
            })),
            {
              key: "speed",
              header: "speed",
              title: "T_send + T_recv; fast when at most halfway between the fastest and the slowest",
              cell: (i) => (classes.fast[i] ? "fast" : "slow"),
              cellClass: (i) => (classes.fast[i] ? "ag-fast" : "ag-slow"),
            },
          ]}
          count={n}
          rowName={(i) => `P${i}`}
          canRemove={n > 2}
          onRemove={(i) => structural((d) => removeNode(d, i))}
        />
        <div className="row">
          <button type="button" onClick={() => structural((d) => addNodeLike(d, fastestNode(d.nodes)))}>
            + fast node
          </button>
          <button type="button" onClick={() => structural((d) => addNodeLike(d, slowestNode(d.nodes)))}>
            + slow node
          </button>
        </div>
      </section>

      <LatencySection
        s={s}
        issues={issues}
        unit={u}
        set={set}
        structural={structural}
        fastNodes={fastNodes}
        slowNodes={slowNodes}
      />

      <section className="panel-section">
        <h3>Agents and clusters</h3>
        <fieldset className="ag-choice">
          <legend>Number of agents m</legend>
          <label>
            <input
              type="radio"
              name="ag-agents"
              checked={s.agents === null}
              onChange={() => set(["agents"], null)}
            />{" "}
            chosen by the cost model (smallest estimated T_all, Sec. 5.2)
          </label>
          <label>
            <input
              type="radio"
              name="ag-agents"
              checked={s.agents !== null}
              onChange={() => set(["agents"], Math.min(2, n))}
            />{" "}
            forced:{" "}
            <NumberField
              integer
              width={56}
              value={s.agents ?? Math.min(2, n)}
              label="Number of agents m"
              invalid={issueAt(issues, "agents")}
              onCommit={(v) => set(["agents"], v)}
            />{" "}
            (the m fastest nodes)
          </label>
          {s.clusters !== null ? (
            <p className="hint">Ignored while the clusters below are explicit.</p>
          ) : null}
        </fieldset>
        <ClustersField doc={doc} s={s} issues={issues} set={set} />
      </section>
    </div>
  );
}

function LatencySection({
  s,
  issues,
  unit,
  set,
  structural,
  fastNodes,
  slowNodes,
}: {
  s: AllgatherScenario;
  issues: EditorProps["issues"];
  unit: string;
  set: (path: (string | number)[], value: unknown) => void;
  structural: (f: (d: AllgatherScenario) => AllgatherScenario) => void;
  fastNodes: readonly number[];
  slowNodes: readonly number[];
}) {
  const n = s.nodes.length;
  const [fill, setFill] = useState<ClassLatencies | null>(null);
  const values = fill ?? currentClassLatencies(s);
  const tooFast = firstTooFastPair(s);
  const matrix = typeof s.tEnd !== "number";
  const stats = matrixStats(s.tEnd, n);
  /** The mean to one decimal: shown, and the value "One value for all pairs" sets. */
  const mean = Math.round(stats.mean * 10) / 10;
  return (
    <section className="panel-section">
      <h3>End-to-end latency T_end ({unit})</h3>
      <p className="hint">
        T_end(i→j) runs from the start of the send on P<i>i</i> to the end of the receive on P<i>j</i>: it
        includes both overheads, so it must be ≥ T_recv(j).
      </p>
      <PairMatrixField
        field="tEnd"
        values={s.tEnd}
        n={n}
        issues={issues}
        allPairsLabel={`T_end for all pairs (${unit})`}
        cellLabel={(i, j) => `T_end from P${i} to P${j} (${unit})`}
        cellWidth={40}
        onSet={set}
        onSplit={() => structural((d) => ({ ...d, tEnd: toMatrix(d.tEnd, d.nodes.length, 0) }))}
        tableLabel="T_end matrix"
        corner={<th title="row: from, column: to">i \ j</th>}
        tooLarge={
          <p className="hint">
            A {n}×{n} matrix: min {formatNumber(stats.min)}, mean {formatNumber(mean)}, max{" "}
            {formatNumber(stats.max)} {unit}.
          </p>
        }
      />
      {matrix ? (
        <button type="button" onClick={() => set(["tEnd"], mean)}>
          One value for all pairs (the mean)
        </button>
      ) : null}
      <div className="ag-fill">
        <div className="hint">
          Quick fill by speed class — fast: {nodeList(fastNodes) || "none"}; slow:{" "}
          {nodeList(slowNodes) || "none"}.
        </div>
        <div className="row">
          {(
            [
              ["fastFast", "fast–fast"],
              ["fastSlow", "fast–slow"],
              ["slowSlow", "slow–slow"],
            ] as const
          ).map(([key, label]) => (
            <label className="param" key={key}>
              <span>{label}</span>
              <NumberField
                width={60}
                value={values[key]}
                label={`T_end ${label} (${unit})`}
                onCommit={(v) => setFill({ ...values, [key]: v })}
              />
            </label>
          ))}
          <button
            type="button"
            title="Sets T_end for every pair from the classes of its two ends (the paper's Sec. 6 uses 250 / 350 / 450 µs)"
            onClick={() => {
              structural((d) => ({ ...d, tEnd: fillByClass(d.nodes, values) }));
              setFill(null);
            }}
          >
            Fill T_end
          </button>
        </div>
      </div>
      <p className={`hint ${tooFast ? "ag-warn" : ""}`} data-testid="multicast-check">
        {tooFast
          ? `Not comparable with the multicast family: ${tooFast.message} (the multicast model needs T_end ≥ T_send + T_recv).`
          : "T_end ≥ T_send + T_recv for every pair: the same instance also runs as a multiple multicast (Compare families)."}
      </p>
    </section>
  );
}

function ClustersField({
  doc,
  s,
  issues,
  set,
}: {
  doc: ScenarioDoc;
  s: AllgatherScenario;
  issues: EditorProps["issues"];
  set: (path: (string | number)[], value: unknown) => void;
}) {
  const [syntax, setSyntax] = useState<string | null>(null);
  const explicit = s.clusters !== null;
  const makeExplicit = () => {
    // The grouping Two-Step would use now (honours a forced m); the cluster view edits it further.
    const choice = chooseGrouping(s, modelOf(s), "two-step", {}, false);
    set(
      ["clusters"],
      choice.clusters.map((c) => c.slice()),
    );
  };
  return (
    <fieldset className="ag-choice">
      <legend>Clusters (agent first)</legend>
      <label>
        <input type="radio" name="ag-clusters" checked={!explicit} onChange={() => set(["clusters"], null)} />{" "}
        formed by Sec. 5.1: each client, fastest first, to the agent that can receive it earliest
      </label>
      <label>
        <input type="radio" name="ag-clusters" checked={explicit} onChange={makeExplicit} /> explicit (wins
        over m)
      </label>
      {explicit ? (
        <>
          <TextField
            width="100%"
            value={clustersText(s.clusters ?? [])}
            label="Clusters, agent first"
            invalid={syntax ?? issueAt(issues, "clusters")}
            onCommit={(text) => {
              const parsed = parseClustersText(text);
              if ("error" in parsed) return setSyntax(parsed.error);
              setSyntax(null);
              set(["clusters"], parsed.groups);
            }}
          />
          <p className="hint">
            {syntax ?? (
              <>
                e.g. <code>P0: P4 P5; P1: P6 P7</code>. Or drag nodes in the Clusters view.
              </>
            )}
          </p>
        </>
      ) : null}
      {doc.generator !== undefined && explicit ? (
        <p className="hint">Kept as an override of the generated scenario.</p>
      ) : null}
    </fieldset>
  );
}
