// The Gantt, timing-diagram and tree views as the shell mounts them (ViewDef in ./types). They read
// only the common Schedule, so they work for every family.
import { hasTrees } from "../../core/schedule/pack";
import type { ViewDef } from "./types";
import { GanttView } from "./gantt/GanttView";
import { columnsOf, KIND_CODES } from "./gantt/model";
import { TreeView } from "./tree/TreeView";
import { TimingView } from "./timing/TimingView";

export const ganttView: ViewDef = {
  id: "gantt",
  label: "Gantt",
  available: () => true,
  component: GanttView,
};

/** Bhat et al.'s timing diagram (Fig. 3): senders and receivers as columns, time downward. */
export const timingView: ViewDef = {
  id: "timing",
  label: "Timing diagram",
  // From the task columns: reading `tasks` would build every task object of the result (a long task
  // on the main thread at 130 000 tasks) just to show the tab.
  available: (result) => columnsOf(result.schedule).kind.some((k) => KIND_CODES[k] !== "local"),
  component: TimingView,
};

export const treeView: ViewDef = {
  id: "tree",
  label: "Trees",
  // Without building the trees (they are built from the tasks when the tab first draws them).
  available: (result) => hasTrees(result.schedule),
  component: TreeView,
};

export { layoutGantt, fullWindow } from "./gantt/layout";
export { ganttToSvg } from "./gantt/svg";
export { layoutTree } from "./tree/layout";
export { treesToSvg } from "./tree/svg";
export { layoutTiming } from "./timing/layout";
export { timingToSvg } from "./timing/svg";
