// The Gantt and tree views as the shell mounts them (ViewDef in ./types). Both read only the common
// Schedule, so they work for every family.
import type { ViewDef } from "./types";
import { GanttView } from "./gantt/GanttView";
import { TreeView } from "./tree/TreeView";

export const ganttView: ViewDef = {
  id: "gantt",
  label: "Gantt",
  available: () => true,
  component: GanttView,
};

export const treeView: ViewDef = {
  id: "tree",
  label: "Trees",
  available: (result) => (result.schedule.trees?.length ?? 0) > 0,
  component: TreeView,
};

export { layoutGantt, fullWindow } from "./gantt/layout";
export { ganttToSvg } from "./gantt/svg";
export { layoutTree } from "./tree/layout";
export { treesToSvg } from "./tree/svg";
