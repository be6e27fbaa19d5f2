// The "Analysis" tab: the task table, time per node and the per-link heat map under one tab with a
// sub-switch (the tab bar has no room for more tabs at 1280 px: the packet and allgather families add
// three of their own). The tab keeps the task table's view id, "table", so existing links still open
// it (on the task table). The critical path is a toggle on the Gantt chart.
import { useState } from "react";
import type { ViewDef, ViewProps } from "../types";
import { LinkHeatView } from "../link-heat/LinkHeatView";
import { NodeTimeView } from "../node-time/NodeTimeView";
import { taskTableView } from "../table/TaskTableView";
import "../node-time/node-time.css";

export type AnalysisPart = "tasks" | "nodes" | "links";

const PARTS: readonly { readonly id: AnalysisPart; readonly label: string }[] = [
  { id: "tasks", label: "Task table" },
  { id: "nodes", label: "Time per node" },
  { id: "links", label: "Link heat map" },
];

/** The sub-view last shown, so leaving the tab and coming back returns to it (per page, not per link). */
let lastPart: AnalysisPart = "tasks";
const TaskTable = taskTableView.component;

function AnalysisView(props: ViewProps) {
  const [part, setPartState] = useState<AnalysisPart>(lastPart);
  const setPart = (p: AnalysisPart) => {
    lastPart = p;
    setPartState(p);
  };
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
      {part === "tasks" ? (
        <TaskTable {...props} />
      ) : part === "nodes" ? (
        <NodeTimeView {...props} />
      ) : (
        <LinkHeatView {...props} />
      )}
    </div>
  );
}

export const analysisView: ViewDef = {
  id: "table",
  label: "Analysis",
  available: () => true,
  component: AnalysisView,
};
