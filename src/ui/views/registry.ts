// The views every family gets, in tab order; families add their own in src/ui/families.
import { experimentsView } from "../experiments/experiments-view";
import { analysisView } from "./analysis/AnalysisView";
import { ganttView, timingView, treeView } from "./index";
import type { ViewDef } from "./types";

export const COMMON_VIEWS: readonly ViewDef[] = [
  ganttView,
  timingView,
  treeView,
  analysisView,
  experimentsView,
];

/**
 * The tabs for a family: the common views in order, a family view with the same id taking the common
 * one's place (e.g. a tree view wrapping the generic one with the family's labels), then the family's
 * other views.
 */
export function mergeViews(common: readonly ViewDef[], family: readonly ViewDef[]): ViewDef[] {
  const byId = new Map(family.map((v) => [v.id, v]));
  const ids = new Set(common.map((v) => v.id));
  return [...common.map((v) => byId.get(v.id) ?? v), ...family.filter((v) => !ids.has(v.id))];
}
