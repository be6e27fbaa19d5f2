// The "Analysis" tab: the task table, time per node and the per-link heat map under one tab with a
// sub-switch (the tab bar has no room for more tabs at 1280 px: the packet and allgather families add
// three of their own). The tab keeps the task table's view id, "table", so existing links still open
// it (on the task table). The part shown is in the link's view state (`analysis`), so a reload or a
// shared link opens the same part. The critical path is a toggle on the Gantt chart.
import { useState } from "react";
import type { AnalysisPart, ViewDef, ViewProps } from "../types";
import { LinkHeatView } from "../link-heat/LinkHeatView";
import { NodeTimeView } from "../node-time/NodeTimeView";
import { taskTableView } from "../table/TaskTableView";
import "../node-time/node-time.css";

export type { AnalysisPart };

const PARTS: readonly { readonly id: AnalysisPart; readonly label: string }[] = [
  { id: "tasks", label: "Task table" },
  { id: "nodes", label: "Time per node" },
  { id: "links", label: "Link heat map" },
];

const TaskTable = taskTableView.component;

function AnalysisView(props: ViewProps) {
  // Without a shell to keep it (a view on its own), the part is the component's own state.
  const [local, setLocal] = useState<AnalysisPart>(props.analysis ?? "tasks");
  const part: AnalysisPart = props.onAnalysis ? (props.analysis ?? "tasks") : local;
  // The task table is the default: it is left out of the link.
  const setPart = (p: AnalysisPart) => {
    setLocal(p);
    props.onAnalysis?.(p === "tasks" ? undefined : p);
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
