// Scenario editor of the multicast family: per-node costs, the link matrix, the multicasts
// (Wu–Yeh–Liu Sec. 2–3: S = Sc + Sm·l, R = Rc + Rm·l, X(i,j) per byte).
import type { MulticastScenario } from "../../../core/multicast/scenario";
import { pairValue } from "../../../core/scenario/fields";
import { mbpsToPerByte, TIME_UNIT_LABEL } from "../../../core/units";
import { NumberField, TextField, issueAt } from "../../components/fields";
import { matrixStats, toMatrix, withoutIndex } from "../../components/pair-matrix";
import { PairMatrixField } from "../../components/PairMatrixField";
import { RowsTable, type RowsColumn } from "../../components/RowsTable";
import { scenarioEdits } from "../../doc-edit";
import type { EditorProps } from "../types";

const NODE_FIELDS = [
  ["sendFixed", "Sc", "send fixed"],
  ["sendPerByte", "Sm", "send per byte"],
  ["recvFixed", "Rc", "receive fixed"],
  ["recvPerByte", "Rm", "receive per byte"],
] as const;

export function MulticastEditor({ doc, scenario: s, issues, onChange }: EditorProps<MulticastScenario>) {
  const u = TIME_UNIT_LABEL[s.timeUnit];
  const n = s.nodes.length;
  const { set, structural } = scenarioEdits(doc, s, onChange);

  const removeNode = (i: number) =>
    structural((d) => ({
      ...d,
      plan: undefined,
      nodes: d.nodes.filter((_, k) => k !== i),
      transmit: withoutIndex(d.transmit, i),
      multicasts: d.multicasts
        .filter((m) => m.source !== i)
        .map((m) => ({
          ...m,
          source: m.source > i ? m.source - 1 : m.source,
          destinations: m.destinations.filter((x) => x !== i).map((x) => (x > i ? x - 1 : x)),
        }))
        .filter((m) => m.destinations.length > 0),
    }));
  const addNode = () =>
    structural((d) => {
      const last = d.nodes[d.nodes.length - 1] ?? {
        sendFixed: 1,
        sendPerByte: 0,
        recvFixed: 1,
        recvPerByte: 0,
      };
      const x = typeof d.transmit === "number" ? d.transmit : d.transmit.map((row) => [...row, row[0] ?? 0]);
      return {
        ...d,
        plan: undefined,
        nodes: [...d.nodes, { ...last }],
        transmit:
          typeof x === "number"
            ? x
            : [...x, Array.from({ length: d.nodes.length + 1 }, () => pairValue(d.transmit, 0, 1))],
      };
    });

  return (
    <div className="editor">
      <section className="panel-section">
        <h3>Nodes ({n})</h3>
        <p className="hint">
          Send overhead S = Sc + Sm·l, receive overhead R = Rc + Rm·l (l in bytes). Sends are non-blocking
          (the sender is busy S), receives blocking.
        </p>
        <RowsTable
          corner={<th>node</th>}
          columns={NODE_FIELDS.map(([key, short, long]) => ({
            key,
            header: `${short} (${key.endsWith("PerByte") ? `${u}/B` : u})`,
            title: long,
            cell: (i) => (
              <NumberField
                width={key.endsWith("PerByte") ? 72 : 58}
                value={s.nodes[i]?.[key] ?? 0}
                label={`P${i} ${short}`}
                invalid={issueAt(issues, `nodes[${i}].${key}`)}
                onCommit={(v) => set(["nodes", i, key], v)}
              />
            ),
          }))}
          count={n}
          rowName={(i) => `P${i}`}
          canRemove={n > 2}
          onRemove={removeNode}
        />
        <button type="button" onClick={addNode}>
          + node
        </button>
      </section>

      <section className="panel-section">
        <h3>Links: X (transmission, {u} per byte)</h3>
        <PairMatrixField
          field="transmit"
          values={s.transmit}
          n={n}
          issues={issues}
          allPairsLabel="X for all pairs"
          cellLabel={(i, j) => `X from P${i} to P${j}`}
          cellWidth={64}
          onSet={set}
          onSplit={() => structural((d) => ({ ...d, transmit: toMatrix(d.transmit, d.nodes.length, 0) }))}
          presets={
            <>
              <button
                type="button"
                onClick={() => set(["transmit"], mbpsToPerByte(155, s.timeUnit))}
                title="155 Mb/s"
              >
                155 Mb/s
              </button>
              <button
                type="button"
                onClick={() => set(["transmit"], mbpsToPerByte(1000, s.timeUnit))}
                title="1 Gb/s"
              >
                1 Gb/s
              </button>
            </>
          }
          tooLarge={
            <p className="hint">
              A {n}×{n} matrix (per pair). Mean X = {matrixStats(s.transmit, n).mean.toPrecision(3)} {u}/B.
            </p>
          }
        />
      </section>

      <section className="panel-section">
        <h3>Multicasts ({s.multicasts.length})</h3>
        <p className="hint">
          Message m<sub>k</sub> is the k-th multicast; two multicasts may share a source.
        </p>
        <RowsTable
          corner={<th>msg</th>}
          columns={multicastColumns(s, issues, set)}
          count={s.multicasts.length}
          rowName={(k) => `m${k}`}
          canRemove={s.multicasts.length > 1}
          onRemove={(k) =>
            structural((d) => ({ ...d, plan: undefined, multicasts: d.multicasts.filter((_, i) => i !== k) }))
          }
        />
        <button
          type="button"
          onClick={() =>
            structural((d) => ({
              ...d,
              plan: undefined,
              multicasts: [
                ...d.multicasts,
                {
                  source: 0,
                  destinations: d.nodes.map((_, i) => i).filter((i) => i !== 0),
                  bytes: d.multicasts[0]?.bytes ?? 1,
                },
              ],
            }))
          }
        >
          + multicast
        </button>
      </section>
    </div>
  );
}

/** The multicasts table's cells: source, destinations ("1, 2, P5"), bytes. */
function multicastColumns(
  s: MulticastScenario,
  issues: EditorProps["issues"],
  set: (path: (string | number)[], value: unknown) => void,
): RowsColumn[] {
  const m = (k: number) => s.multicasts[k]!;
  return [
    {
      key: "source",
      header: "source",
      cell: (k) => (
        <NumberField
          width={48}
          integer
          value={m(k).source}
          label={`m${k} source`}
          invalid={issueAt(issues, `multicasts[${k}].source`)}
          onCommit={(v) => set(["multicasts", k, "source"], v)}
        />
      ),
    },
    {
      key: "destinations",
      header: "destinations",
      cell: (k) => (
        <TextField
          width={130}
          value={m(k).destinations.join(", ")}
          label={`m${k} destinations`}
          invalid={issueAt(issues, `multicasts[${k}].destinations`)}
          onCommit={(text) =>
            set(
              ["multicasts", k, "destinations"],
              text
                .split(/[,\s]+/)
                .filter((x) => x !== "")
                .map((x) => Number(x.replace(/^P/i, ""))),
            )
          }
        />
      ),
    },
    {
      key: "bytes",
      header: "bytes",
      cell: (k) => (
        <NumberField
          width={80}
          value={m(k).bytes}
          label={`m${k} bytes`}
          invalid={issueAt(issues, `multicasts[${k}].bytes`)}
          onCommit={(v) => set(["multicasts", k, "bytes"], v)}
        />
      ),
    },
  ];
}
