// The cluster view (Wu–Yeh Sec. 3, Fig. 1): agents with their clients around them, coloured by speed,
// the inter-agent exchange as chords. Drag a client onto another agent (or into its disc) to move it,
// onto empty space to make it an agent, an agent onto another cluster to merge the two; the grouping
// becomes the scenario's explicit `clusters` (regroupScenario), so the schedule re-runs at once and
// the link holds it. A thin component over layoutClusters / dropOutcome (pure, tested).
import {
  select,
  zoom as d3zoom,
  zoomIdentity,
  zoomTransform,
  type D3ZoomEvent,
  type ZoomBehavior,
  type ZoomTransform,
} from "d3";
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from "react";
import { regroupScenario, type AllgatherScenario } from "../../../core/allgather";
import { scenarioOfKind } from "../../../core/registry";
import { formatTime } from "../../../core/units";
import { Tooltip } from "../../views/common/Tooltip";
import { useElementSize } from "../../views/common/useElementSize";
import type { ViewProps } from "../../views/types";
import { hitAt, layoutClusters, type ClusterLayout, type Hit } from "./clusterLayout";
import {
  allgatherDetailsOf,
  captionWidth,
  clusterCaption,
  completionTimes,
  GROUPING_SOURCE,
  nodeFacts,
  nodeSummary,
} from "./details";
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
  const s = scenarioOfKind(scenario, "allgather");
  const details = allgatherDetailsOf(result);
  const bodyRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const size = useElementSize(bodyRef, FALLBACK);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [hover, setHover] = useState<{ node: number; x: number; y: number } | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const n = s.nodes.length;
  const groups: Groups = useMemo(() => details?.clusters ?? [], [details]);
  const captions = useMemo(
    () => (details ? details.clusters.map((c) => clusterCaption(details, c[0] ?? 0, s.timeUnit)) : []),
    [details, s.timeUnit],
  );
  const layout = useMemo(
    () => layoutClusters(groups, n, size, captions.map(captionWidth)),
    [groups, n, size, captions],
  );
  const [zoomState, setZoomState] = useState<ZoomTransform>(zoomIdentity);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const hasDrawing = details !== null && details.algorithm !== "simultaneous";
  // Wheel zooms, dragging the background pans (a drag that starts on a node moves the node).
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || !hasDrawing) return;
    const behaviour = d3zoom<SVGSVGElement, unknown>()
      .scaleExtent([0.5, 10])
      .filter((e: Event) => {
        const target = e.target as Element | null;
        return !target?.closest?.(".ag-node") && (e.type === "wheel" || (e as MouseEvent).button === 0);
      })
      .on("zoom", (e: D3ZoomEvent<SVGSVGElement, unknown>) => setZoomState(e.transform));
    const selection = select(svg);
    selection.call(behaviour).on("dblclick.zoom", null);
    zoomRef.current = behaviour;
    return () => {
      selection.on(".zoom", null);
    };
  }, [hasDrawing]);
  const fit = useCallback(() => {
    const svg = svgRef.current;
    if (!svg || !zoomRef.current) return;
    const t = zoomTransform(svg);
    if (t.k !== 1 || t.x !== 0 || t.y !== 0) select(svg).call(zoomRef.current.transform, zoomIdentity);
  }, []);
  // A new grouping or panel size gets a fresh layout: show all of it.
  useEffect(fit, [layout, fit]);
  // Stable, so the drawing (memoised) does not re-render on every pointer move of a drag.
  const onNodeDown = useCallback(
    (node: number) => (e: ReactPointerEvent<SVGGElement>) => {
      const svg = svgRef.current;
      if (e.button !== 0 || !svg) return;
      e.stopPropagation();
      svg.setPointerCapture(e.pointerId);
      const box = svg.getBoundingClientRect();
      const sx = e.clientX - box.left;
      const sy = e.clientY - box.top;
      const [x, y] = zoomTransform(svg).invert([sx, sy]);
      setDrag({ node, x0: sx, y0: sy, x, y, moving: false });
    },
    [],
  );
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
      setMessage({ kind: "ok", text: `${outcome.summary}.` });
    } catch (e) {
      setMessage({ kind: "refused", text: e instanceof Error ? e.message : String(e) });
    }
  };

  /** Pointer position in the SVG (screen) and in layout coordinates (under the zoom). */
  const local = (e: { clientX: number; clientY: number }) => {
    const box = svgRef.current?.getBoundingClientRect();
    const sx = e.clientX - (box?.left ?? 0);
    const sy = e.clientY - (box?.top ?? 0);
    const [x, y] = zoomState.invert([sx, sy]);
    return { sx, sy, x, y };
  };
  const onMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const p = local(e);
    if (drag) {
      const moving = drag.moving || Math.hypot(p.sx - drag.x0, p.sy - drag.y0) > DRAG_THRESHOLD;
      setDrag({ ...drag, x: p.x, y: p.y, moving });
      setHover(null);
      return;
    }
    const hit = hitAt(layout, p.x, p.y);
    setHover(hit.kind === "node" ? { node: hit.node, x: p.sx, y: p.sy } : null);
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
          {details.agentCount} agent{details.agentCount > 1 ? "s" : ""}, {n - details.agentCount} client
          {n - details.agentCount === 1 ? "" : "s"}
        </strong>
        <span className="muted">— {GROUPING_SOURCE[details.grouping]}</span>
        {s.clusters !== null ? (
          <button type="button" onClick={resetGrouping} title="Drop the explicit clusters">
            Use the cost model&apos;s grouping
          </button>
        ) : null}
        {zoomState.k !== 1 || zoomState.x !== 0 || zoomState.y !== 0 ? (
          <button type="button" onClick={fit} title="Show the whole grouping">
            Fit
          </button>
        ) : null}
      </div>
      <div className="ag-cluster-main">
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
            <g transform={zoomState.toString()}>
              <ClusterDrawing
                zoom={zoomState.k}
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
                  zoom={zoomState.k}
                  layout={layout}
                  drag={drag}
                  color={colors.color(details.speed[drag.node] ?? 0)}
                  preview={preview}
                />
              ) : null}
            </g>
          </svg>
          {hover && !drag ? (
            <Tooltip
              x={hover.x}
              y={hover.y}
              bounds={size}
              color={colors.color(details.speed[hover.node] ?? 0)}
              {...nodeSummary(s, details, done, hover.node)}
            />
          ) : null}
        </div>
        <aside className="ag-inspector" aria-label="Cluster inspector">
          {selectedNode !== null ? (
            <NodeCard
              groups={groups}
              node={selectedNode}
              facts={nodeFacts(s, details, done, selectedNode)}
              onApply={apply}
              onClose={() => onSelect?.(undefined)}
            />
          ) : (
            <GroupingList details={details} unit={u} onSelect={(node) => onSelect?.(`node:${node}`)} />
          )}
        </aside>
      </div>
      <div className="ag-footer">
        <SpeedLegend colors={colors} unit={u} />
        {message ? (
          <span
            className={`ag-message ${message.kind}`}
            role={message.kind === "refused" ? "alert" : "status"}
            data-testid="cluster-message"
          >
            <span>{message.text}</span>
            <button type="button" className="icon" aria-label="Dismiss" onClick={() => setMessage(null)}>
              ×
            </button>
          </span>
        ) : (
          <span className="muted">
            Drag a client onto an agent to move it, onto empty space to make it an agent; an agent onto
            another cluster merges the two. Clients talk only to their agent (assumption 5). Combined messages
            cost one T_end.
          </span>
        )}
      </div>
    </div>
  );
}

/** Each cluster: its agent, clients, the estimate's T_g (Def. 1) and when it was done (simulated). */
function GroupingList({
  details,
  unit,
  onSelect,
}: {
  details: NonNullable<ReturnType<typeof allgatherDetailsOf>>;
  unit: AllgatherScenario["timeUnit"];
  onSelect: (node: number) => void;
}) {
  return (
    <div className="ag-grouping">
      <strong>Clusters</strong>
      <p className="hint">
        T_g: Def. 1&apos;s gather estimate; done: when the cluster&apos;s last node had every message
        (simulated). Click a node to see its figures and move it.
      </p>
      <ol className="ag-cluster-list">
        {details.clusters.map((c) => {
          const [agent = 0, ...clients] = c;
          const est = details.clusterEstimates.find((x) => x.agent === agent);
          const span = details.clusterSpans.find((x) => x.agent === agent);
          return (
            <li key={agent}>
              <div>
                <button type="button" className="link ag-agent-link" onClick={() => onSelect(agent)}>
                  P{agent}
                </button>{" "}
                <span className="muted">
                  {clients.length} client{clients.length === 1 ? "" : "s"}
                  {est ? ` · T_g ${formatTime(est.gather, unit)}` : ""}
                  {span ? ` · done ${formatTime(span.end, unit)}` : ""}
                </span>
              </div>
              {clients.length > 0 ? (
                <div className="ag-clients">
                  {clients.map((x) => (
                    <button key={x} type="button" className="link" onClick={() => onSelect(x)}>
                      P{x}
                    </button>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

const ClusterDrawing = memo(function ClusterDrawing({
  zoom,
  layout,
  colors,
  details,
  unit,
  selected,
  dragged,
  target,
  onNodeDown,
}: {
  zoom: number;
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
  // Names show when a client is at least 9 px across the radius; captions stay 13 px on screen.
  const nodeLabels = layout.clientRadius * zoom >= 9;
  const showCaptions = layout.scale * zoom >= 0.3;
  return (
    <>
      {layout.clusters.map((c) => {
        return (
          <g key={c.agent}>
            <circle
              className={`ag-disc${c.index === targetCluster ? " target" : ""}`}
              cx={c.cx}
              cy={c.cy}
              r={c.r}
            />
            {showCaptions ? (
              <text
                className="ag-caption"
                x={c.cx}
                y={c.caption === "above" ? c.cy - c.r - 6 / zoom : c.cy + c.r + 16 / zoom}
                textAnchor="middle"
                fontSize={13 / zoom}
                strokeWidth={3 / zoom}
              >
                {clusterCaption(details, c.agent, unit)}
              </text>
            ) : null}
          </g>
        );
      })}
      <g className="ag-exchange" opacity={faint ? 0.25 : 1}>
        {layout.exchange.map((e) => (
          <line key={`${e.from}-${e.to}`} x1={e.x1} y1={e.y1} x2={e.x2} y2={e.y2}>
            <title>{`P${e.from} ⇄ P${e.to}: inter-agent exchange`}</title>
          </line>
        ))}
      </g>
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
            {nodeLabels ? (
              <text
                dy="0.35em"
                textAnchor="middle"
                fill={colors.text(speed)}
                fontSize={p.r * (p.isAgent ? 0.62 : 0.8)}
              >
                {`P${p.node}`}
              </text>
            ) : null}
          </g>
        );
      })}
    </>
  );
});

function DragGhost({
  zoom,
  layout,
  drag,
  color,
  preview,
}: {
  zoom: number;
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
        y={drag.y + r + 16 / zoom}
        fontSize={13 / zoom}
        strokeWidth={4 / zoom}
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
    <div className="ag-card" aria-label={`P${node}`}>
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
