// The "Analysis" tab: per-node time and the per-link heat map under one tab with a sub-switch (the tab
// bar has no room for two more tabs at 1280 px). The critical path is a toggle on the Gantt chart and
// the sortable task table keeps its own tab.
import { useState } from "react";
import type { ViewDef, ViewProps } from "../types";
import { LinkHeatView } from "../link-heat/LinkHeatView";
import { NodeTimeView } from "../node-time/NodeTimeView";
import "../node-time/node-time.css";

export type AnalysisPart = "nodes" | "links";

const PARTS: readonly { readonly id: AnalysisPart; readonly label: string }[] = [
  { id: "nodes", label: "Time per node" },
  { id: "links", label: "Link heat map" },
];

function AnalysisView(props: ViewProps) {
  const [part, setPart] = useState<AnalysisPart>("nodes");
  return (
    <div className="analysis-view">
      <div className="segmented analysis-switch" role="tablist" aria-label="Analysis">
        {PARTS.map((p) => (
          <button
            key={p.id}
            type="button"
            role="tab"
            aria-selected={part === p.id}
            aria-pressed={part === p.id}
            onClick={() => setPart(p.id)}
          >
            {p.label}
          </button>
        ))}
      </div>
      {part === "nodes" ? <NodeTimeView {...props} /> : <LinkHeatView {...props} />}
    </div>
  );
}

export const analysisView: ViewDef = {
  id: "analysis",
  label: "Analysis",
  available: (result) => result.schedule.tasks.length > 0,
  component: AnalysisView,
};
