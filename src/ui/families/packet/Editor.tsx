// Scenario editor of the packet family (Kesavan–Panda Sec. 2.5, 3, 4.2–4.3, 5.2): n and m, the k of
// the k-binomial tree (Theorem 3's optimum or a fixed k in [1, ⌈log2 n⌉]), the network interface, the
// timing t_s, t_r, t_ns, t_nr and an optional node order (its first node is the source).
import { maxK, optimalK, type PacketScenario } from "../../../core/packet";
import { DEFAULT_TIMING, PACKET_LIMITS, type PacketInterface } from "../../../core/packet/scenario";
import { formatNumber, TIME_UNIT_LABEL } from "../../../core/units";
import { NumberField, TextField, issueAt } from "../../components/fields";
import { editValue } from "../../doc-edit";
import type { EditorProps } from "../types";
import { orderText, parseOrderText, withNodes, withOrder } from "./doc-edits";
import "./packet.css";

const INTERFACES: readonly { id: PacketInterface; name: string; hint: string }[] = [
  {
    id: "fpfs",
    name: "FPFS — first packet first served",
    hint: "Fig. 7: each packet goes to every child before the next packet (Theorem 3's k is optimal here).",
  },
  {
    id: "fcfs",
    name: "FCFS — first child first served",
    hint: "Fig. 6: all packets to the first child, then all to the second, … (more buffering, Sec. 3.3.2).",
  },
  {
    id: "conventional",
    name: "Conventional (host forwards)",
    hint: "Sec. 2.3: each intermediate host receives the whole message, then sends it to each child: a hop costs t_s + m·t_step + t_r.",
  },
];

const TIMING = [
  ["ts", "t_s", "sender start-up (host, once)"],
  ["tr", "t_r", "receiver overhead (host)"],
  ["tns", "t_ns", "interface send, per packet"],
  ["tnr", "t_nr", "interface receive, per packet"],
] as const;

export function PacketEditor({ doc, scenario: s, issues, onChange }: EditorProps<PacketScenario>) {
  const u = TIME_UNIT_LABEL[s.timeUnit];
  const n = s.nodes;
  const m = s.packets;
  const kMax = maxK(n);
  const best = optimalK(n, m);
  const set = (path: (string | number)[], value: unknown) => onChange(editValue(doc, path, value));
  const iface = INTERFACES.find((i) => i.id === s.interface) ?? INTERFACES[0]!;

  return (
    <div className="editor pk-editor">
      <section className="panel-section">
        <h3>Multicast</h3>
        <div className="row">
          <label className="param">
            <span>n — nodes, with the source</span>
            <NumberField
              integer
              width={80}
              value={n}
              label="n (nodes, counting the source)"
              invalid={issueAt(issues, "nodes")}
              onCommit={(v) => onChange(withNodes(doc, v))}
            />
          </label>
          <label className="param">
            <span>m — packets</span>
            <NumberField
              integer
              width={80}
              value={m}
              label="m (packets)"
              invalid={issueAt(issues, "packets")}
              onCommit={(v) => set(["packets"], v)}
            />
          </label>
        </div>
        <p className="hint">
          {n - 1} destination{n === 2 ? "" : "s"}; n ≤ {PACKET_LIMITS.nodes}, m ≤ {PACKET_LIMITS.packets} and
          (n − 1)·m ≤ {PACKET_LIMITS.transmissions} packet copies.
        </p>
      </section>

      <section className="panel-section">
        <h3>k-binomial tree (Theorem 3)</h3>
        <div className="row">
          <label className="param">
            <span>k</span>
            <select
              aria-label="k choice"
              value={s.k === null ? "optimal" : "fixed"}
              onChange={(e) => set(["k"], e.target.value === "optimal" ? null : best.k)}
            >
              <option value="optimal">optimal (Theorem 3)</option>
              <option value="fixed">fixed</option>
            </select>
          </label>
          {s.k !== null ? (
            <label className="param">
              <span>fixed k, 1 … {kMax} (= ⌈log2 n⌉)</span>
              <NumberField
                integer
                width={64}
                value={s.k}
                label="k (at most k children per node)"
                invalid={issueAt(issues, "k")}
                onCommit={(v) => set(["k"], v)}
              />
            </label>
          ) : null}
        </div>
        <p className="pk-optimal" data-testid="optimal-k">
          Optimal k for n = {n}, m = {m}: <strong>k = {best.k}</strong> — L1 + (m − 1)k = {best.steps} steps
        </p>
        <div className="table-scroll">
          <table className="grid-table pk-ktable" aria-label="Steps for each k (Theorem 3)">
            <thead>
              <tr>
                <th>k</th>
                {best.byK.map((c) => (
                  <th key={c.k} className={c.k === best.k ? "pk-best" : undefined}>
                    {c.k}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" title="one-packet steps: the smallest s with N(s,k) ≥ n (Lemma 1)">
                  L1
                </th>
                {best.byK.map((c) => (
                  <td key={c.k} className={c.k === best.k ? "pk-best" : undefined}>
                    {c.singlePacketSteps}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row" title="FPFS steps of m packets (Theorem 2)">
                  steps
                </th>
                {best.byK.map((c) => (
                  <td key={c.k} className={c.k === best.k ? "pk-best" : undefined}>
                    {c.steps}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
        <p className="hint">
          Used by the k-binomial algorithm (ties go to the larger k). Binomial is k = ⌈log2 n⌉ = {kMax},
          linear k = 1.
        </p>
      </section>

      <section className="panel-section">
        <h3>Network interface</h3>
        <select
          aria-label="Network interface"
          value={s.interface}
          onChange={(e) => set(["interface"], e.target.value)}
        >
          {INTERFACES.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
        </select>
        <p className="hint">{iface.hint}</p>
      </section>

      <section className="panel-section">
        <h3>Timing ({u})</h3>
        <div className="pk-timing">
          {TIMING.map(([key, short, long]) => (
            <label className="param" key={key} title={long}>
              <span>
                {short} ({u})
              </span>
              <NumberField
                width={72}
                value={s.timing[key]}
                label={`${short}: ${long} (${u})`}
                invalid={
                  issueAt(issues, `timing.${key}`) ?? (key === "tns" ? issueAt(issues, "timing") : undefined)
                }
                onCommit={(v) => set(["timing", key], v)}
              />
            </label>
          ))}
        </div>
        <p className="hint">
          One step t_step = t_ns + t_nr = {formatNumber(s.timing.tns + s.timing.tnr)} {u}; latency = t_s +
          steps·t_step + t_r.{" "}
          <button
            type="button"
            className="link"
            onClick={() => set(["timing"], { ...DEFAULT_TIMING })}
            title="t_s = t_r = 12.5, t_ns = 3, t_nr = 2"
          >
            Sec. 5.2 defaults
          </button>
        </p>
      </section>

      <section className="panel-section">
        <h3>Node order (Sec. 4.3.2)</h3>
        <TextField
          width="100%"
          value={orderText(s.order)}
          label="Node order (a permutation; the first node is the source)"
          placeholder={`0, 1, …, ${n - 1} (the identity)`}
          invalid={issueAt(issues, "order")}
          onCommit={(text) => onChange(withOrder(doc, parseOrderText(text)))}
        />
        <p className="hint">
          The trees are built on this contention-free ordering; its first node is the source (P
          {s.order?.[0] ?? 0} now). Empty: P0, P1, …
          {s.order ? (
            <>
              {" "}
              <button type="button" className="link" onClick={() => onChange(withOrder(doc, undefined))}>
                Back to the identity
              </button>
            </>
          ) : null}
        </p>
        {doc.plan !== undefined ? (
          <p className="hint pk-edited">
            The tree was edited by hand (drag in the Packet steps or Trees view); “Reset to heuristic”
            rebuilds it.
          </p>
        ) : null}
      </section>
    </div>
  );
}
