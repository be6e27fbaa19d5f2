// The Gantt and tree views as the shell mounts them (ViewDef in ./types).
import type { ViewDef } from "./types";
import { GanttView } from "./gantt/GanttView";

export const ganttView: ViewDef = {
  id: "gantt",
  label: "Gantt",
  available: () => true,
  component: GanttView,
};
