// The node-time chart's layout (pure): one stacked horizontal bar per node (or, when a caller asks for
// at most `maxBars`, per group of consecutive nodes, averaged), in the five classes of
// src/core/schedule/node-stats.ts.
import { NODE_TIME_CLASSES, type NodeTimeClass, type NodeTimes } from "../../../core/schedule/node-stats";
export const BAR_HEIGHT = 18;
export const BAR_GAP = 4;

export const CLASS_COLORS: Readonly<Record<NodeTimeClass, string>> = {
  sending: "#1f77b4",
  receiving: "#ff7f0e",
  both: "#7b3fa0",
  waiting: "#e5c34b",
  idle: "#d9dde3",
};

export const CLASS_NAMES: Readonly<Record<NodeTimeClass, string>> = {
  sending: "sending",
  receiving: "receiving",
  both: "sending + receiving",
  waiting: "waiting",
  idle: "idle",
};

export type NodeOrder = "node" | "busy" | "waiting" | "idle";

export interface NodeBar {
  readonly label: string;
  /** The nodes the bar stands for (one, or a group). */
  readonly nodes: readonly number[];
  readonly times: Readonly<Record<NodeTimeClass, number>>;
  /** Segments left to right: class, offset and length in time units. */
  readonly segments: readonly {
    readonly cls: NodeTimeClass;
    readonly from: number;
    readonly length: number;
  }[];
}

const busy = (t: Readonly<Record<NodeTimeClass, number>>) => t.sending + t.receiving + t.both;

/** Bars in the chosen order; nodes grouped (averaged) when there are more than `maxBars`. */
export function nodeBars(
  stats: readonly NodeTimes[],
  lanes: readonly string[],
  order: NodeOrder,
  maxBars = Infinity,
): NodeBar[] {
  const group = Math.max(1, Math.ceil(stats.length / maxBars));
  const bars: NodeBar[] = [];
  for (let k = 0; k < stats.length; k += group) {
    const part = stats.slice(k, k + group);
    const times = Object.fromEntries(
      NODE_TIME_CLASSES.map((c) => [c, part.reduce((a, r) => a + r[c], 0) / part.length]),
    ) as Record<NodeTimeClass, number>;
    const first = part[0]?.node ?? k;
    const last = part[part.length - 1]?.node ?? k;
    const label =
      part.length === 1 ? (lanes[first] ?? String(first)) : `${lanes[first] ?? first}–${lanes[last] ?? last}`;
    let from = 0;
    const segments = NODE_TIME_CLASSES.map((cls) => {
      const seg = { cls, from, length: times[cls] };
      from += times[cls];
      return seg;
    }).filter((sg) => sg.length > 0);
    bars.push({ label, nodes: part.map((r) => r.node), times, segments });
  }
  const key: Record<NodeOrder, (b: NodeBar) => number> = {
    node: () => 0,
    busy: (b) => -busy(b.times),
    waiting: (b) => -b.times.waiting,
    idle: (b) => -b.times.idle,
  };
  if (order !== "node") {
    const f = key[order];
    return bars
      .map((b, i) => ({ b, i }))
      .sort((x, y) => f(x.b) - f(y.b) || x.i - y.i)
      .map((x) => x.b);
  }
  return bars;
}

/** Totals over all nodes, per class (for the legend's shares). */
export function classTotals(stats: readonly NodeTimes[]): Record<NodeTimeClass, number> {
  return Object.fromEntries(NODE_TIME_CLASSES.map((c) => [c, stats.reduce((a, r) => a + r[c], 0)])) as Record<
    NodeTimeClass,
    number
  >;
}
