// The views every family gets, in tab order; families add their own in src/ui/families.
import { experimentsView } from "../experiments/experimentsView";
import { ganttView, timingView, treeView } from "./index";
import { taskTableView } from "./table/TaskTableView";
import type { ViewDef } from "./types";

export const COMMON_VIEWS: readonly ViewDef[] = [
  ganttView,
  timingView,
  treeView,
  taskTableView,
  experimentsView,
];
