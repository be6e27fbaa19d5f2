// What the grid adds to the generic relay tree (Steffenel–Mounié Sec. 3 and 5): under each cluster its
// size and broadcast time T, beside it when its internal broadcast ends, on each edge the send order
// (the generic badge) and when the receiving coordinator has the message, and the critical path — the
// tree path to the cluster that finishes last, which sets the makespan.
import type { GridDetails } from "../../../core/grid";
import { formatTime, type TimeUnit } from "../../../core/units";
import type { TreeDecorations } from "../../views/tree/layout";

export function machines(size: number): string {
  return size === 1 ? "1 machine" : `${size} machines`;
}

/** "31 machines · T ≈ 200.24 ms" (≈ when T is predicted from the cluster's g and L). */
export function clusterNote(d: GridDetails, k: number, unit: TimeUnit): string {
  const t = d.intraTime[k] ?? 0;
  return `${machines(d.sizes[k] ?? 1)} · T ${d.intraPredicted[k] ? "≈ " : ""}${formatTime(t, unit)}`;
}

/** `critical`: the clusters of the critical path (default: the replay's `criticalPath`, the same path). */
export function gridTreeDecorations(
  d: GridDetails,
  unit: TimeUnit,
  critical: readonly number[] = d.criticalPath,
): TreeDecorations {
  const arrivalOf = new Map(d.edges.map((e) => [e.receiver, e.arrival]));
  const done = (k: number) => `done ${formatTime(d.intraEnd[k] ?? 0, unit)}`;
  const last = Math.max(0, ...d.intraEnd);
  const reached = Math.max(0, ...d.arrival);
  return {
    nodeTime: (k) => (k === d.root ? `source · ${done(k)}` : done(k)),
    nodeNote: (k) => clusterNote(d, k, unit),
    edgeNote: (_parent, child) => {
      const at = arrivalOf.get(child);
      return at === undefined ? undefined : `at ${formatTime(at, unit)}`;
    },
    highlight: new Set(critical),
    labels: "auto",
    subtitle:
      `every coordinator has it at ${formatTime(reached, unit)} · ` +
      `every machine at ${formatTime(last, unit)}`,
  };
}
