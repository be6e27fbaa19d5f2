// The cluster view (Wu–Yeh Sec. 3, Fig. 1): agents with their clients around them, coloured by speed,
// the inter-agent exchange as chords. Drag a client onto another agent (or into its disc) to move it,
// onto empty space to make it an agent, an agent onto another cluster to merge the two; the grouping
// becomes the scenario's explicit `clusters` (regroupScenario), so the schedule re-runs at once and
// the link holds it. A thin component over layoutClusters / dropOutcome (pure, tested).
import { useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { regroupScenario, type AllgatherScenario } from "../../../core/allgather";
import { formatTime } from "../../../core/units";
import { Tooltip } from "../../views/common/Tooltip";
import { useElementSize } from "../../views/common/useElementSize";
import type { ViewProps } from "../../views/types";
import { hitAt, layoutClusters, type ClusterLayout, type Hit } from "./clusterLayout";
import { allgatherDetailsOf, completionTimes, GROUPING_SOURCE, nodeFacts } from "./details";
import { dropOutcome, moveToCluster, promote, roleOf, type Groups, type RegroupOutcome } from "./regroup";
import { speedScale } from "./speedColors";
import "./allgather.css";

const FALLBACK = { width: 900, height: 320 };
const DRAG_THRESHOLD = 4;

interface Drag {
  readonly node: number;
  readonly x0: number;
  readonly y0: number;
  readonly x: number;
  readonly y: number;
  readonly moving: boolean;
}

type Message = { readonly kind: "ok" | "refused"; readonly text: string } | null;

export function ClusterView({ scenario, result, selection, onSelect, onScenarioChange }: ViewProps) {
  const s = scenario as AllgatherScenario;
  const details = allgatherDetailsOf(result);
  const bodyRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const size = useElementSize(bodyRef, FALLBACK);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [hover, setHover] = useState<{ node: number; x: number; y: number } | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const n = s.nodes.length;
  const groups: Groups = useMemo(() => details?.clusters ?? [], [details]);
  const layout = useMemo(() => layoutClusters(groups, n, size), [groups, n, size]);
  const colors = useMemo(() => speedScale(details?.speed ?? [1]), [details]);
  const done = useMemo(() => completionTimes(result.schedule, n), [result.schedule, n]);
  if (!details || details.algorithm === "simultaneous") {
    return <p className="muted placeholder">The simultaneous broadcast has no clusters.</p>;
  }
  const u = s.timeUnit;
  const selected = /^node:(\d+)$/.exec(selection ?? "")?.[1];
  const selectedNode = selected !== undefined && Number(selected) < n ? Number(selected) : null;

  const apply = (outcome: RegroupOutcome) => {
    if (outcome.kind === "unchanged") return setMessage(null);
    if (outcome.kind === "refused") return setMessage({ kind: "refused", text: outcome.message });
    try {
      const next = regroupScenario(s, outcome.groups);
      onScenarioChange?.(next);
      setMessage({ kind: "ok", text: `${outcome.summary}. Re-running with this grouping…` });
    } catch (e) {
      setMessage({ kind: "refused", text: e instanceof Error ? e.message : String(e) });
    }
  };

  const local = (e: { clientX: number; clientY: number }) => {
    const box = svgRef.current?.getBoundingClientRect();
    return { x: e.clientX - (box?.left ?? 0), y: e.clientY - (box?.top ?? 0) };
  };
  const onNodeDown = (node: number) => (e: ReactPointerEvent<SVGGElement>) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    svgRef.current?.setPointerCapture(e.pointerId);
    const p = local(e);
    setDrag({ node, x0: p.x, y0: p.y, x: p.x, y: p.y, moving: false });
  };
  const onMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const p = local(e);
    if (drag) {
      const moving = drag.moving || Math.hypot(p.x - drag.x0, p.y - drag.y0) > DRAG_THRESHOLD;
      setDrag({ ...drag, x: p.x, y: p.y, moving });
      setHover(null);
      return;
    }
    const hit = hitAt(layout, p.x, p.y);
    setHover(hit.kind === "node" ? { node: hit.node, ...p } : null);
  };
  const onUp = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    setDrag(null);
    if (!drag.moving) {
      onSelect?.(selectedNode === drag.node ? undefined : `node:${drag.node}`);
      return;
    }
    const p = local(e);
    apply(dropOutcome(groups, drag.node, hitAt(layout, p.x, p.y, drag.node)));
  };
  const dropHit: Hit | null = drag?.moving ? hitAt(layout, drag.x, drag.y, drag.node) : null;
  const preview = drag?.moving && dropHit ? dropOutcome(groups, drag.node, dropHit) : null;
  const resetGrouping = () => {
    const { plan: _plan, ...rest } = s;
    onScenarioChange?.({ ...rest, clusters: null });
    setMessage({ kind: "ok", text: "Back to the cost model's grouping (Sec. 5)." });
  };

  return (
    <div className="ag-cluster-view">
      <div className="toolbar ag-toolbar">
        <strong>
          {details.agentCount} agent{details.agentCount > 1 ? "s" : ""}, {n - details.agentCount} clients
        </strong>
        <span className="muted">— {GROUPING_SOURCE[details.grouping]}</span>
        {s.clusters !== null ? (
          <button type="button" onClick={resetGrouping} title="Drop the explicit clusters">
            Back to the cost model&apos;s grouping
          </button>
        ) : null}
        <SpeedLegend colors={colors} unit={u} />
      </div>
      <p className="hint ag-hint">
        Drag a client onto another agent to move it, onto empty space to make it an agent; drag an agent onto
        another cluster to merge the two. Clients talk only to their agent (assumption 5). Combined messages
        cost one T_end (the paper ignores concatenation).
      </p>
      {message ? (
        <div
          className={`ag-message ${message.kind}`}
          role={message.kind === "refused" ? "alert" : "status"}
          data-testid="cluster-message"
        >
          <span>{message.text}</span>
          <button type="button" className="icon" aria-label="Dismiss" onClick={() => setMessage(null)}>
            ×
          </button>
        </div>
      ) : null}
      <div className="ag-cluster-body" ref={bodyRef}>
        <svg
          ref={svgRef}
          width={layout.width}
          height={layout.height}
          role="img"
          aria-label={`Clusters: ${groups.map((c) => `P${c[0]} with ${c.length - 1} clients`).join("; ")}`}
          data-testid="cluster-svg"
          onPointerMove={onMove}
          onPointerUp={onUp}
          onPointerLeave={() => setHover(null)}
          onPointerCancel={() => setDrag(null)}
          className={drag?.moving ? "dragging" : undefined}
        >
          <ClusterDrawing
            layout={layout}
            colors={colors}
            details={details}
            unit={u}
            selected={selectedNode}
            dragged={drag?.moving ? drag.node : null}
            target={dropHit}
            onNodeDown={onNodeDown}
          />
          {drag?.moving ? (
            <DragGhost
              layout={layout}
              drag={drag}
              color={colors.color(details.speed[drag.node] ?? 0)}
              preview={preview}
            />
          ) : null}
        </svg>
        {hover && !drag ? (
          <Tooltip
            x={hover.x}
            y={hover.y}
            bounds={size}
            color={colors.color(details.speed[hover.node] ?? 0)}
            {...nodeFacts(s, details, done, hover.node)}
          />
        ) : null}
        {selectedNode !== null ? (
          <NodeCard
            groups={groups}
            node={selectedNode}
            facts={nodeFacts(s, details, done, selectedNode)}
            onApply={apply}
            onClose={() => onSelect?.(undefined)}
          />
        ) : null}
      </div>
      <p className="ag-footer muted">
        Simulated makespan {formatTime(details.simulatedMakespan, u)} · estimated T_all{" "}
        {formatTime(details.estimatedCost, u)} (stage barriers, Def. 4&apos;s j·T_send) · simultaneous
        broadcast {formatTime(details.simultaneousMakespan, u)} · {details.combinedMessages} combined message
        {details.combinedMessages === 1 ? "" : "s"}
      </p>
    </div>
  );
}

function ClusterDrawing({
  layout,
  colors,
  details,
  unit,
  selected,
  dragged,
  target,
  onNodeDown,
}: {
  layout: ClusterLayout;
  colors: ReturnType<typeof speedScale>;
  details: NonNullable<ReturnType<typeof allgatherDetailsOf>>;
  unit: AllgatherScenario["timeUnit"];
  selected: number | null;
  dragged: number | null;
  target: Hit | null;
  onNodeDown: (node: number) => (e: ReactPointerEvent<SVGGElement>) => void;
}) {
  const targetCluster =
    target?.kind === "cluster"
      ? target.cluster
      : target?.kind === "node"
        ? (roleOf(details.clusters, target.node)?.cluster ?? -1)
        : -1;
  const faint = layout.exchange.length > 120;
  return (
    <>
      <g className="ag-exchange" opacity={faint ? 0.25 : 1}>
        {layout.exchange.map((e) => (
          <line key={`${e.from}-${e.to}`} x1={e.x1} y1={e.y1} x2={e.x2} y2={e.y2}>
            <title>{`P${e.from} ⇄ P${e.to}: inter-agent exchange`}</title>
          </line>
        ))}
      </g>
      {layout.clusters.map((c) => {
        const span = details.clusterSpans.find((x) => x.agent === c.agent);
        return (
          <g key={c.agent}>
            <circle
              className={`ag-disc${c.index === targetCluster ? " target" : ""}`}
              cx={c.cx}
              cy={c.cy}
              r={c.r}
            />
            {layout.captions ? (
              <text className="ag-caption" x={c.cx} y={c.cy - c.r - 6} textAnchor="middle">
                {`P${c.agent}: ${c.clients.length} client${c.clients.length === 1 ? "" : "s"}`}
                {span ? ` · done ${formatTime(span.end, unit)}` : ""}
              </text>
            ) : null}
          </g>
        );
      })}
      <g className="ag-spokes">
        {layout.spokes.map((e) => (
          <line key={e.from} x1={e.x1} y1={e.y1} x2={e.x2} y2={e.y2} />
        ))}
      </g>
      {layout.nodes.map((p) => {
        if (!p) return null;
        const speed = details.speed[p.node] ?? 0;
        const cls = [
          "ag-node",
          p.isAgent ? "agent" : "client",
          p.node === selected ? "selected" : "",
          p.node === dragged ? "dragged" : "",
          target?.kind === "node" && target.node === p.node ? "target" : "",
        ].join(" ");
        return (
          <g
            key={p.node}
            className={cls}
            data-node={p.node}
            data-testid={`cluster-node-P${p.node}`}
            transform={`translate(${p.x},${p.y})`}
            onPointerDown={onNodeDown(p.node)}
          >
            <circle r={p.r} fill={colors.color(speed)} />
            {layout.nodeLabels ? (
              <text dy="0.35em" textAnchor="middle" fill={colors.text(speed)}>
                {`P${p.node}`}
              </text>
            ) : null}
          </g>
        );
      })}
    </>
  );
}

function DragGhost({
  layout,
  drag,
  color,
  preview,
}: {
  layout: ClusterLayout;
  drag: Drag;
  color: string;
  preview: RegroupOutcome | null;
}) {
  const from = layout.nodes[drag.node];
  const r = from?.r ?? 12;
  const label =
    preview?.kind === "changed"
      ? preview.summary
      : preview?.kind === "refused"
        ? "not allowed: a client talks only to its agent"
        : "no change";
  return (
    <g className="ag-ghost" pointerEvents="none">
      {from ? <line x1={from.x} y1={from.y} x2={drag.x} y2={drag.y} /> : null}
      <circle cx={drag.x} cy={drag.y} r={r} fill={color} />
      <text
        x={drag.x}
        y={drag.y + r + 16}
        textAnchor="middle"
        className={preview?.kind === "refused" ? "refused" : ""}
      >
        {label}
      </text>
    </g>
  );
}

function SpeedLegend({ colors, unit }: { colors: ReturnType<typeof speedScale>; unit: "us" | "ms" }) {
  const gradient = `linear-gradient(to right, ${colors.stops.join(", ")})`;
  return (
    <span className="ag-legend" aria-label="Legend">
      <span className="ag-legend-item">
        <span>fast {formatTime(colors.fastest, unit)}</span>
        <span className="ag-ramp" style={{ background: gradient }} />
        <span>
          {colors.slowest > colors.fastest ? `${formatTime(colors.slowest, unit)} slow` : "(all alike)"}
        </span>
        <span className="muted">(T_send + T_recv)</span>
      </span>
      <span className="ag-legend-item">
        <span className="ag-key exchange" /> agent ⇄ agent exchange
      </span>
      <span className="ag-legend-item">
        <span className="ag-key spoke" /> client ↔ its agent
      </span>
    </span>
  );
}

function NodeCard({
  groups,
  node,
  facts,
  onApply,
  onClose,
}: {
  groups: Groups;
  node: number;
  facts: ReturnType<typeof nodeFacts>;
  onApply: (outcome: RegroupOutcome) => void;
  onClose: () => void;
}) {
  const role = roleOf(groups, node);
  const others = groups.map((c, g) => ({ agent: c[0] as number, g })).filter((x) => x.g !== role?.cluster);
  return (
    <div className="ag-card" role="dialog" aria-label={`P${node}`}>
      <div className="ag-card-head">
        <strong>{facts.title}</strong>
        <button type="button" className="icon" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <table>
        <tbody>
          {facts.lines.map((l) => (
            <tr key={l.label}>
              <th>{l.label}</th>
              <td>{l.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {role && !role.isAgent ? (
        <div className="row">
          <button type="button" onClick={() => onApply(promote(groups, node))}>
            Make P{node} an agent
          </button>
        </div>
      ) : null}
      {role && others.length > 0 ? (
        <label className="param">
          <span>
            {role.isAgent
              ? `Merge P${node}'s cluster into the cluster of`
              : `Move P${node} to the cluster of`}
          </span>
          <select
            aria-label={role.isAgent ? `Merge P${node}'s cluster into` : `Move P${node} to agent`}
            value=""
            onChange={(e) => onApply(moveToCluster(groups, node, Number(e.target.value)))}
          >
            <option value="" disabled>
              choose an agent…
            </option>
            {others.map((o) => (
              <option key={o.agent} value={o.g}>
                P{o.agent}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
