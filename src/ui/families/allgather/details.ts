// Reading an allgather run for the views: the family's details (typed), when each node had every
// message (simulated), and a node's facts as label/value lines with units (Wu–Yeh Defs 1–4 for the
// estimate's terms, the simulation for the times).
import type { RunResult } from "../../../core/family";
import type { AllgatherDetails, AllgatherScenario } from "../../../core/allgather";
import { detailsOf } from "../../../core/registry";
import { pairValue } from "../../../core/scenario/fields";
import type { Schedule } from "../../../core/schedule/types";
import { formatTime, type TimeUnit } from "../../../core/units";
import type { DetailLine } from "../../views/common/details";
import { roleOf } from "./regroup";

export function allgatherDetailsOf(result: RunResult): AllgatherDetails | null {
  const d = detailsOf(result, "allgather");
  // A run of the family always has them; a hand-made result in a test may not.
  return d !== undefined && Array.isArray(d.clusters) && d.costTables !== undefined ? d : null;
}

/** Per node, the end of its last receive: when it had all n messages (0 if it received nothing). */
export function completionTimes(schedule: Schedule, n: number): Float64Array {
  const done = new Float64Array(n);
  for (const t of schedule.tasks) {
    if (t.kind === "recv" && t.node < n && t.end > (done[t.node] as number)) done[t.node] = t.end;
  }
  return done;
}

export const GROUPING_SOURCE: Readonly<Record<AllgatherDetails["grouping"], string>> = {
  "cost-model": "chosen by the cost model (Sec. 5)",
  "agents-field": "m forced by the scenario",
  "clusters-field": "explicit clusters",
  plan: "from an edited plan",
  "all-nodes": "no agents (every node sends to every other)",
};

/** What the cluster view says about one node. */
export function nodeFacts(
  s: AllgatherScenario,
  d: AllgatherDetails,
  done: Float64Array,
  node: number,
): { title: string; lines: DetailLine[] } {
  const u: TimeUnit = s.timeUnit;
  const t = (x: number) => formatTime(x, u);
  const info = s.nodes[node];
  const role = roleOf(d.clusters, node);
  const lines: DetailLine[] = [];
  if (info) {
    lines.push({ label: "T_send / T_recv", value: `${t(info.tSend)} / ${t(info.tRecv)}` });
    lines.push({ label: "T_send + T_recv", value: t(info.tSend + info.tRecv) });
  }
  if (!role) return { title: `P${node}`, lines };
  const cluster = d.clusters[role.cluster] as readonly number[];
  const agent = cluster[0] as number;
  const span = d.clusterSpans.find((c) => c.agent === agent);
  const est = d.clusterEstimates.find((c) => c.agent === agent);
  if (role.isAgent) {
    lines.push({ label: "clients", value: `${cluster.length - 1}` });
    lines.push({ label: "k, sends per receive (4.2)", value: `${d.overlap[node] ?? 0}` });
    if (est) lines.push({ label: "T_g estimate (Def. 1)", value: t(est.gather) });
    if (span) {
      lines.push({ label: "clients' data in (sim.)", value: t(span.gatherEnd) });
      lines.push({ label: "exchange done (sim.)", value: t(span.exchangeEnd) });
      lines.push({ label: "cluster done (sim.)", value: t(span.end) });
    }
  } else {
    lines.push({ label: "T_end to agent P" + agent, value: t(pairValue(s.tEnd, node, agent)) });
    lines.push({ label: "T_end from agent", value: t(pairValue(s.tEnd, agent, node)) });
    const a = d.assignments.find((x) => x.client === node);
    if (a) {
      lines.push({
        label: "Sec. 5.1 choice",
        value: a.candidates
          .slice(0, 3)
          .map((c) => `P${c.agent} ${t(c.score)}`)
          .join(", "),
      });
    }
  }
  lines.push({ label: "has every message (sim.)", value: t(done[node] ?? 0) });
  const title = role.isAgent
    ? `P${node} — agent of cluster ${role.cluster}`
    : `P${node} — client of P${agent} (cluster ${role.cluster})`;
  return { title, lines };
}

/** The hover tooltip's few lines: role, speed, and when the node had every message. */
export function nodeSummary(
  s: AllgatherScenario,
  d: AllgatherDetails,
  done: Float64Array,
  node: number,
): { title: string; lines: DetailLine[] } {
  const role = roleOf(d.clusters, node);
  const info = s.nodes[node];
  const t = (x: number) => formatTime(x, s.timeUnit);
  const agent = role ? (d.clusters[role.cluster] as readonly number[])[0] : undefined;
  const lines: DetailLine[] = [];
  if (info) lines.push({ label: "T_send / T_recv", value: `${t(info.tSend)} / ${t(info.tRecv)}` });
  lines.push({ label: "has every message", value: t(done[node] ?? 0) });
  return {
    title: !role ? `P${node}` : role.isAgent ? `P${node}, agent` : `P${node}, client of P${agent}`,
    lines,
  };
}

/** A cluster's caption in the drawing: when its last node had every message (simulated). */
export function clusterCaption(d: AllgatherDetails, agent: number, unit: TimeUnit): string {
  const span = d.clusterSpans.find((c) => c.agent === agent);
  return span ? `done ${formatTime(span.end, unit)}` : "";
}

/** Rough screen width (px) of a caption in the drawing's 13 px semibold font. */
export const captionWidth = (text: string): number => text.length * 8.2 + 6;
