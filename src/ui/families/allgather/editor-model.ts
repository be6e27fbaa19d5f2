// Pure helpers of the allgather editor (Wu–Yeh Sec. 2 and 6): fast/slow classes of the nodes by
// T_send + T_recv, the T_end matrix filled from the classes (the paper's 250 / 350 / 450 µs), the
// T_end ≥ T_send + T_recv check that the multicast comparison needs, the clusters as text, and
// adding or removing a node consistently (matrix, clusters, agents).
import type { AllgatherScenario } from "../../../core/allgather";
import { pairValue } from "../../../core/scenario/fields";
import { definitelyLess } from "../../../core/tolerance";
import { withoutIndex } from "../../components/pair-matrix";

type Nodes = AllgatherScenario["nodes"];
type Groups = readonly (readonly number[])[];

export interface SpeedClasses {
  /** fast[i]: T_send + T_recv at most halfway between the fastest and the slowest node. */
  readonly fast: readonly boolean[];
  readonly threshold: number;
}

export function speedClasses(nodes: Nodes): SpeedClasses {
  const speeds = nodes.map((x) => x.tSend + x.tRecv);
  const threshold = (Math.min(...speeds) + Math.max(...speeds)) / 2;
  return { fast: speeds.map((v) => v <= threshold), threshold };
}

export interface ClassLatencies {
  readonly fastFast: number;
  readonly fastSlow: number;
  readonly slowSlow: number;
}

/** The paper's Sec. 6 values (µs). */
export const PAPER_LATENCIES: ClassLatencies = { fastFast: 250, fastSlow: 350, slowSlow: 450 };

/** T_end per ordered pair from the classes of its two ends (fast→slow and slow→fast alike). */
export function fillByClass(nodes: Nodes, v: ClassLatencies): number[][] {
  const { fast } = speedClasses(nodes);
  return nodes.map((_, i) =>
    nodes.map((__, j) => {
      if (i === j) return 0;
      const k = Number(fast[i]) + Number(fast[j]);
      return k === 2 ? v.fastFast : k === 1 ? v.fastSlow : v.slowSlow;
    }),
  );
}

/** The class latencies the scenario already has (the most common value of each kind of pair), else the paper's. */
export function currentClassLatencies(s: AllgatherScenario): ClassLatencies {
  const { fast } = speedClasses(s.nodes);
  const n = s.nodes.length;
  const counts = [new Map<number, number>(), new Map<number, number>(), new Map<number, number>()];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const kind = counts[Number(fast[i]) + Number(fast[j])] as Map<number, number>;
      const v = pairValue(s.tEnd, i, j);
      kind.set(v, (kind.get(v) ?? 0) + 1);
    }
  const mode = (m: Map<number, number>): number | undefined => {
    let best: number | undefined;
    let most = 0;
    for (const [v, c] of m) if (c > most) [best, most] = [v, c];
    return best;
  };
  return {
    fastFast: mode(counts[2] as Map<number, number>) ?? PAPER_LATENCIES.fastFast,
    fastSlow: mode(counts[1] as Map<number, number>) ?? PAPER_LATENCIES.fastSlow,
    slowSlow: mode(counts[0] as Map<number, number>) ?? PAPER_LATENCIES.slowSlow,
  };
}

/** "P0–P3, P6": a list of node numbers with runs collapsed. */
export function nodeList(nodes: readonly number[]): string {
  const parts: string[] = [];
  for (let k = 0; k < nodes.length;) {
    let e = k;
    while (e + 1 < nodes.length && (nodes[e + 1] as number) === (nodes[e] as number) + 1) e++;
    parts.push(e > k ? `P${nodes[k]}–P${nodes[e]}` : `P${nodes[k]}`);
    k = e + 1;
  }
  return parts.join(", ");
}

/** The first pair with T_end < T_send + T_recv (the multicast model cannot express it), or null. */
export function firstTooFastPair(s: AllgatherScenario): { from: number; to: number; message: string } | null {
  const n = s.nodes.length;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const end = pairValue(s.tEnd, i, j);
      const sum = (s.nodes[i] as { tSend: number }).tSend + (s.nodes[j] as { tRecv: number }).tRecv;
      if (definitelyLess(end, sum)) {
        return {
          from: i,
          to: j,
          message: `T_end(P${i}→P${j}) = ${end} is less than T_send(P${i}) + T_recv(P${j}) = ${sum}`,
        };
      }
    }
  }
  return null;
}

/** "P0: P4 P5; P1: P6 P7". */
export function clustersText(groups: Groups): string {
  return groups
    .map(([agent, ...clients]) =>
      clients.length ? `P${agent}: ${clients.map((c) => `P${c}`).join(" ")}` : `P${agent}`,
    )
    .join("; ");
}

/**
 * Reads "P0: P4 P5; P1: P6 P7" (also "0 4 5; 1 6 7", one cluster per line, or JSON [[0,4,5],[1,6,7]]):
 * agent first in each cluster. Only the syntax is checked here; the schema checks the grouping.
 */
export function parseClustersText(text: string): { groups: number[][] } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { error: "write at least one cluster, agent first: P0: P4 P5; P1: P6 P7" };
  if (trimmed.startsWith("[")) {
    try {
      const v: unknown = JSON.parse(trimmed);
      if (Array.isArray(v) && v.every((c) => Array.isArray(c) && c.every((x) => Number.isInteger(x)))) {
        return { groups: v as number[][] };
      }
    } catch {
      // fall through to the message below
    }
    return { error: "a JSON grouping must be a list of lists of node numbers, e.g. [[0,4],[1,5]]" };
  }
  const groups: number[][] = [];
  for (const [k, chunk] of trimmed.split(/[;\n|]+/).entries()) {
    const tokens = chunk
      .replace(/[:,()[\]]/g, " ")
      .split(/\s+/)
      .filter((t) => t !== "");
    if (tokens.length === 0) continue;
    const nodes: number[] = [];
    for (const t of tokens) {
      const m = /^[Pp]?(\d+)$/.exec(t);
      if (!m) return { error: `cluster ${k + 1}: "${t}" is not a node (write P3 or 3)` };
      nodes.push(Number(m[1]));
    }
    groups.push(nodes);
  }
  return groups.length > 0 ? { groups } : { error: "write at least one cluster" };
}

function withoutNode(groups: Groups, node: number): number[][] {
  return groups
    .map((c) => c.filter((x) => x !== node).map((x) => (x > node ? x - 1 : x)))
    .filter((c) => c.length > 0);
}

/** The scenario without node i: its row and column of T_end, out of the clusters (its first client takes over as agent). */
export function removeNode(s: AllgatherScenario, i: number): AllgatherScenario {
  const { plan: _plan, ...rest } = s;
  const n = s.nodes.length - 1;
  return {
    ...rest,
    nodes: s.nodes.filter((_, k) => k !== i),
    tEnd: withoutIndex(s.tEnd, i),
    agents: s.agents === null ? null : Math.min(s.agents, n),
    clusters: s.clusters === null ? null : withoutNode(s.clusters, i),
  };
}

/**
 * The scenario with a copy of node `like` appended: the same overheads and the same latencies to and
 * from every other node; between `like` and its copy, the latency `like` has with the node closest
 * to it in speed. With explicit clusters the copy becomes a client of the first agent.
 */
export function addNodeLike(s: AllgatherScenario, like: number): AllgatherScenario {
  const { plan: _plan, ...rest } = s;
  const n = s.nodes.length;
  const proto = s.nodes[like] ?? { tSend: 90, tRecv: 70 };
  let tEnd = s.tEnd;
  if (typeof s.tEnd !== "number") {
    const twin = closestInSpeed(s.nodes, like);
    const m = s.tEnd;
    const toNew = (r: number) => (r === like ? pairValue(m, like, twin) : pairValue(m, r, like));
    const fromNew = (c: number) => (c === like ? pairValue(m, twin, like) : pairValue(m, like, c));
    tEnd = [...m.map((row, r) => [...row, toNew(r)]), [...s.nodes.map((_, c) => fromNew(c)), 0]];
  }
  return {
    ...rest,
    nodes: [...s.nodes, { ...proto }],
    tEnd,
    clusters: s.clusters === null ? null : s.clusters.map((c, g) => (g === 0 ? [...c, n] : c.slice())),
  };
}

/** The other node whose T_send + T_recv is closest to node i's (lowest index on ties). */
function closestInSpeed(nodes: Nodes, i: number): number {
  const speed = (k: number) =>
    (nodes[k] as { tSend: number; tRecv: number }).tSend + (nodes[k] as { tRecv: number }).tRecv;
  let best = -1;
  for (let k = 0; k < nodes.length; k++) {
    if (k === i) continue;
    if (best < 0 || Math.abs(speed(k) - speed(i)) < Math.abs(speed(best) - speed(i))) best = k;
  }
  return best < 0 ? i : best;
}

export function fastestNode(nodes: Nodes): number {
  let best = 0;
  nodes.forEach((x, i) => {
    const b = nodes[best] as { tSend: number; tRecv: number };
    if (x.tSend + x.tRecv < b.tSend + b.tRecv) best = i;
  });
  return best;
}

export function slowestNode(nodes: Nodes): number {
  let worst = 0;
  nodes.forEach((x, i) => {
    const w = nodes[worst] as { tSend: number; tRecv: number };
    if (x.tSend + x.tRecv > w.tSend + w.tRecv) worst = i;
  });
  return worst;
}
