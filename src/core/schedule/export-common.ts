// What the three exports (tasks CSV, schedule JSON, Chrome trace) share: their inputs, the time unit,
// short message labels, and which send each receive answers. Pure and DOM-free: the CLI and the page
// call the same functions (docs/architecture.md).
import type { TimeUnit } from "../units";
import type { Schedule, Task } from "./types";

/** What an export needs of a run: its schedule (a RunResult fits). */
export interface ExportResult {
  readonly schedule: Schedule;
  /** The algorithm id; the schedule's own when absent. */
  readonly algorithm?: string;
}

/** What an export needs of the scenario (a parsed Scenario fits). */
export interface ExportScenario {
  readonly name?: string | undefined;
  readonly kind?: string;
  /** The unit of every time in the schedule; the schedule's own when absent. */
  readonly timeUnit?: TimeUnit;
  /** Node labels, one per lane; the schedule's lanes ("P0", "P3 orsay", …) when absent. */
  readonly labels?: readonly string[];
}

export function exportTimeUnit(result: ExportResult, scenario?: ExportScenario): TimeUnit {
  return scenario?.timeUnit ?? result.schedule.timeUnit;
}

export function exportAlgorithm(result: ExportResult): string {
  return result.algorithm ?? result.schedule.algorithm;
}

export function laneLabelOf(s: Schedule, lane: number, scenario?: ExportScenario): string {
  return scenario?.labels?.[lane] ?? s.lanes[lane] ?? `P${lane}`;
}

/** "m0" from "m0: P0 → {P1,P2}", "m3" from "m3 from P3", "broadcast" from "broadcast from P0". */
export function shortMessageLabel(s: Schedule, message: number): string {
  const label = s.messages[message];
  if (label === undefined) return `m${message}`;
  const head = (label.split(":")[0] ?? "").split(" from ")[0]?.trim() ?? "";
  return head === "" ? `m${message}` : head;
}

/** The message(s) a task carries, short: "m0", "m1+m3" (allgather's combined messages). */
export function taskMessageLabel(
  s: Schedule,
  t: Task,
  short = (m: number) => shortMessageLabel(s, m),
): string {
  if (t.messages && t.messages.length > 1) return t.messages.map(short).join("+");
  return short(t.message);
}

/** shortMessageLabel, computed once per message (exports call it for every task). */
export function shortMessageLabels(s: Schedule): (message: number) => string {
  const cache = new Map<number, string>();
  return (m) => {
    let label = cache.get(m);
    if (label === undefined) cache.set(m, (label = shortMessageLabel(s, m)));
    return label;
  };
}

/**
 * Whether `t` is the sending end of a matched pair. Sends send and receives receive; a pair of
 * `packet` tasks (one network-interface copy, Chen et al.) has its sender on the stage naming a send,
 * or else first in the task list, as the packet family pushes it.
 */
function isSendingEnd(t: Task, partner: Task, index: number, partnerIndex: number): boolean {
  if (t.kind === "send" || partner.kind === "recv") return true;
  if (t.kind === "recv" || partner.kind === "send") return false;
  const own = /recv|receive/i.test(t.stage ?? "") ? 0 : /send/i.test(t.stage ?? "") ? 1 : -1;
  if (own >= 0) return own === 1;
  return index < partnerIndex;
}

/**
 * Each message's (sending task, receiving task), as indices into `schedule.tasks`. Tasks whose `match`
 * names each other pair first (multicast, allgather, grid, redistribution and the packet copies fill
 * it); a send and a receive left without one pair by (sender, receiver, message) in time order.
 * Sorted by the sending task's start, then index.
 */
export function messagePairs(s: Schedule): [number, number][] {
  const tasks = s.tasks;
  const n = tasks.length;
  const pairs: [number, number][] = [];
  const paired = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const t = tasks[i] as Task;
    const m = t.match;
    if (m === undefined || m < 0 || m >= n || m === i || paired[i]) continue;
    const partner = tasks[m] as Task;
    if (partner.match !== i) continue;
    paired[i] = 1;
    paired[m] = 1;
    pairs.push(isSendingEnd(t, partner, i, m) ? [i, m] : [m, i]);
  }
  // The fallback: unmatched sends and receives, queued per (sender, receiver, message) in time order.
  const byTime = (a: number, b: number) => (tasks[a] as Task).start - (tasks[b] as Task).start || a - b;
  const sends = new Map<string, number[]>();
  const recvs: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = tasks[i] as Task;
    if (paired[i] || t.peer < 0) continue;
    if (t.kind === "send") {
      const key = `${t.node} ${t.peer} ${t.message}`;
      const list = sends.get(key);
      if (list) list.push(i);
      else sends.set(key, [i]);
    } else if (t.kind === "recv") recvs.push(i);
  }
  for (const list of sends.values()) list.sort(byTime);
  recvs.sort(byTime);
  const next = new Map<string, number>();
  for (const r of recvs) {
    const t = tasks[r] as Task;
    const key = `${t.peer} ${t.node} ${t.message}`;
    const list = sends.get(key);
    const k = next.get(key) ?? 0;
    if (!list || k >= list.length) continue;
    next.set(key, k + 1);
    pairs.push([list[k] as number, r]);
  }
  pairs.sort((a, b) => byTime(a[0], b[0]) || a[1] - b[1]);
  return pairs;
}
