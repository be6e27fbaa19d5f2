// The broadcast tree over clusters (Steffenel–Mounié Sec. 3): the generic tree view with the grid's
// labels (size and T per cluster, arrival per edge, the critical path). Dragging a cluster onto
// another re-parents it and dragging along its row reorders the sender's sends; the shell replays.
import { useMemo } from "react";
import { expectDetails } from "../../../core/registry";
import { criticalNodes, criticalPath } from "../../../core/schedule/critical-path";
import { TreeView } from "../../views/tree/TreeView";
import { HIGHLIGHT_COLOR } from "../../views/tree/svg";
import type { ViewDef, ViewProps } from "../../views/types";
import { gridTreeDecorations } from "./tree-decorations";
import "./grid.css";

export function GridTreeView(props: ViewProps) {
  const details = expectDetails(props.result, "grid");
  const schedule = props.result.schedule;
  const unit = schedule.timeUnit;
  // The shared critical path (src/core/schedule/critical-path.ts) on clusters: the tree path to the
  // cluster that finishes last (a property test checks it equals the replay's details.criticalPath).
  const path = useMemo(() => criticalNodes(schedule, criticalPath(schedule)), [schedule]);
  const decorations = useMemo(() => gridTreeDecorations(details, unit, path), [details, unit, path]);
  const critical = pathText(path);
  return (
    <TreeView
      {...props}
      decorations={decorations}
      // Grids of a few clusters open whole (a lecturer projects them); big ones at full size.
      autoFit={0.6}
      legend={
        <span className="grid-tree-legend" data-testid="critical-path">
          <span className="grid-swatch" style={{ background: HIGHLIGHT_COLOR }} aria-hidden />
          critical path {critical} (sets the makespan)
        </span>
      }
      help="Drag a cluster onto another to receive from it · drag along its row or use ◀ ▶ (Alt+← →) to reorder its sender's sends · edges: send order, arrival time"
    />
  );
}

/** "P0 → P1 → P2"; a long path keeps its ends: "P0 → P121 → … → P236 (7 clusters)". */
export function pathText(path: readonly number[]): string {
  const names = path.map((k) => `P${k}`);
  if (names.length <= 5) return names.join(" → ");
  return `${[...names.slice(0, 2), "…", ...names.slice(-2)].join(" → ")} (${names.length} clusters)`;
}

export const gridTreeView: ViewDef = {
  id: "tree",
  label: "Broadcast tree",
  available: (result) => (result.schedule.trees?.length ?? 0) > 0,
  component: GridTreeView,
};
