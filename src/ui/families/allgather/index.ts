// The allgather family's UI (Wu–Yeh, Cluster-Agent framework): its editor, its own views (cluster
// view, cost chart, comparison with the other families) and its summary figures.
import type { RunResult } from "../../../core/family";
import { formatTime } from "../../../core/units";
import type { ViewDef } from "../../views/types";
import type { AllgatherScenario } from "../../../core/allgather";
import type { FamilyUi, SummaryFigure } from "../types";
import { ClusterView } from "./ClusterView";
import { lazyPart } from "../../lazy";
import { allgatherDetailsOf, GROUPING_SOURCE } from "./details";
import { FamilyCompareView } from "./FamilyCompareView";
import { AllgatherEditor } from "./Editor";

export const clusterView: ViewDef = {
  id: "clusters",
  label: "Clusters",
  available: (result) => {
    const d = allgatherDetailsOf(result);
    return d !== null && d.algorithm !== "simultaneous";
  },
  component: ClusterView,
};

/** Beside the makespan: m, the estimate (Def. 5) and the simultaneous baseline. */
export function allgatherFigures(result: RunResult): SummaryFigure[] {
  const d = allgatherDetailsOf(result);
  if (!d) return [];
  const u = result.schedule.timeUnit;
  const out: SummaryFigure[] = [];
  if (d.algorithm !== "simultaneous") {
    out.push({
      label: "agents m",
      value: `${d.agentCount}`,
      testId: "agent-count",
      title: `${d.agentCount} agents: ${GROUPING_SOURCE[d.grouping]}`,
    });
  }
  out.push({
    label: "estimated T_all",
    value: formatTime(d.estimatedCost, u),
    testId: "estimated-cost",
    title:
      "Defs 2–5: T1 + T2 + T3 with stage barriers and Def. 4's j·T_send; the simulation has neither, so the two differ by design",
  });
  if (d.algorithm !== "simultaneous") {
    out.push({
      label: "simultaneous",
      value: formatTime(d.simultaneousMakespan, u),
      testId: "simultaneous-makespan",
      title: "The baseline: every node sends its message to every other node, no agents",
    });
  }
  return out;
}

// Drawn with Observable Plot: loaded when first shown (src/ui/lazy.tsx).
const CostChartView = lazyPart(
  () => import("./CostChartView").then((m) => m.CostChartView),
  "the cost chart",
);

export const costChartView: ViewDef = {
  id: "cost",
  label: "Cost chart",
  available: (result) => allgatherDetailsOf(result) !== null,
  component: CostChartView,
};

export const familyCompareView: ViewDef = {
  id: "families",
  label: "Compare families",
  available: (result) => allgatherDetailsOf(result) !== null,
  component: FamilyCompareView,
};

export const allgatherUi: FamilyUi<AllgatherScenario> = {
  Editor: AllgatherEditor,
  views: [clusterView, costChartView, familyCompareView],
  figures: allgatherFigures,
};
