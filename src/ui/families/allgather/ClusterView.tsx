// The cluster view (Wu–Yeh Sec. 3, Fig. 1): agents with their clients around them, coloured by speed,
// the inter-agent exchange as chords. Drag a client onto another agent (or into its disc) to move it,
// onto empty space to make it an agent, an agent onto another cluster to merge the two; the grouping
// becomes the scenario's explicit `clusters` (regroupScenario), so the schedule re-runs at once and
// the link holds it. A thin component over layoutClusters / clusterDrawingSvg / dropOutcome (pure,
// tested): the wheel zooms and dragging the background pans (usePanZoom), and the drawing exports
// as SVG or PNG.
import { useEffect, useMemo, useRef, useState } from "react";
import { regroupScenario } from "../../../core/allgather";
import { scenarioOfKind } from "../../../core/registry";
import { exportName } from "../../views/common/download";
import { algorithmName } from "../../views/common/title";
import { ExportButtons } from "../../views/common/toolbar";
import { useElementSize } from "../../views/common/use-element-size";
import { usePanZoom } from "../../views/common/use-pan-zoom";
import type { ViewProps } from "../../views/types";
import { layoutClusters } from "./cluster-layout";
import { clusterToSvg } from "./cluster-svg";
import { ClusterStage, nodeOfTarget } from "./ClusterStage";
import {
  allgatherDetailsOf,
  captionWidth,
  clusterCaption,
  completionTimes,
  GROUPING_SOURCE,
  nodeFacts,
  nodeSummary,
} from "./details";
import { GroupingList } from "./GroupingList";
import { NodeCard } from "./NodeCard";
import type { Groups, RegroupOutcome } from "./regroup";
import { SpeedLegend } from "./SpeedLegend";
import { CandidateLegend } from "../../views/common/CandidateLegend";
import { speedScale } from "./speed-colors";
import "./allgather.css";

const FALLBACK = { width: 900, height: 320 };

type Message = { readonly kind: "ok" | "refused"; readonly text: string } | null;

export function ClusterView({
  scenario,
  result,
  selection,
  onSelect,
  onScenarioChange,
  candidates,
  decision,
}: ViewProps) {
  const s = scenarioOfKind(scenario, "allgather");
  const details = allgatherDetailsOf(result);
  const bodyRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const size = useElementSize(bodyRef, FALLBACK);
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
  const hasDrawing = details !== null && details.algorithm !== "simultaneous";
  // Wheel zooms, dragging the background pans (a drag that starts on a node moves the node).
  const { transform, zoomed, fit } = usePanZoom(svgRef, {
    enabled: hasDrawing,
    scaleExtent: [0.5, 10],
    grabs: (target) => nodeOfTarget(target) >= 0,
  });
  // A new grouping or panel size gets a fresh layout: show all of it.
  useEffect(fit, [layout, fit]);
  const colors = useMemo(() => speedScale(details?.speed ?? [1]), [details]);
  const done = useMemo(() => completionTimes(result.schedule, n), [result.schedule, n]);
  const paint = useMemo(
    () => ({ layout, colors, speed: details?.speed ?? [], captions }),
    [layout, colors, details, captions],
  );
  if (!details || details.algorithm === "simultaneous") {
    return <p className="muted placeholder">The simultaneous broadcast has no clusters.</p>;
  }
  const u = s.timeUnit;
  const selected = /^node:(\d+)$/.exec(selection ?? "")?.[1];
  const selectedNode = selected !== undefined && Number(selected) < n ? Number(selected) : null;
  const agents = details.agentCount;
  const heading = `${agents} agent${agents > 1 ? "s" : ""}, ${n - agents} client${n - agents === 1 ? "" : "s"}`;

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
  const resetGrouping = () => {
    const { plan: _plan, ...rest } = s;
    onScenarioChange?.({ ...rest, clusters: null });
    setMessage({ kind: "ok", text: "Back to the cost model's grouping (Sec. 5)." });
  };
  const exportSvg = () =>
    clusterToSvg({ ...paint, zoom: 1 }, u, {
      title: `Clusters: ${algorithmName(s.kind, result.algorithm)} — ${s.name ?? "allgather"}`,
      subtitle: `${heading} — ${GROUPING_SOURCE[details.grouping]}`,
    });

  return (
    <div className="ag-cluster-view">
      <div className="toolbar ag-toolbar">
        <strong>{heading}</strong>
        <span className="muted">— {GROUPING_SOURCE[details.grouping]}</span>
        {s.clusters !== null ? (
          <button type="button" onClick={resetGrouping} title="Drop the explicit clusters">
            Use the cost model&apos;s grouping
          </button>
        ) : null}
        {zoomed ? (
          <button type="button" onClick={fit} title="Show the whole grouping">
            Fit
          </button>
        ) : null}
        <span className="ag-toolbar-gap" />
        <ExportButtons
          fileName={exportName(s.name ?? "allgather", result.algorithm, "clusters")}
          svg={exportSvg}
        />
      </div>
      <div className="ag-cluster-main">
        <ClusterStage
          bodyRef={bodyRef}
          svgRef={svgRef}
          size={size}
          transform={transform}
          paint={paint}
          groups={groups}
          selected={selectedNode}
          onSelect={(next) => onSelect?.(next)}
          onDrop={apply}
          summary={(node) => nodeSummary(s, details, done, node)}
          candidates={candidates}
          decision={decision}
        />
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
        <CandidateLegend decision={decision} count={candidates?.length ?? 0} />
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
