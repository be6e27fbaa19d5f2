// The grid model's invariants (Steffenel–Mounié Sec. 3, docs/cost-models.md), checked on a Schedule
// independently of the simulator: every cluster but the root receives the message exactly once, from a
// cluster that had it; a send i→j lasts g_ij and the message is at j g_ij + L_ij after the send starts;
// a coordinator sends one message at a time; each cluster broadcasts inside once, for T_k, after it has
// the message and after its last send; the makespan is the latest end and is at least the lower bound.
import type { Schedule, Task } from "../schedule/types";
import { checkLanesExclusive, checkMakespan, checkTaskSanity } from "../schedule/validate";
import { approxEqual, definitelyLess } from "../tolerance";
import { gridLowerBound } from "./lower-bound";
import { gridModel } from "./model";
import type { GridScenario } from "./scenario";

export function validateGridSchedule(s: GridScenario, schedule: Schedule): string[] {
  const model = gridModel(s);
  const { n, root, gap, hop, intra } = model;
  const out: string[] = [];
  if (schedule.lanes.length !== n) {
    return [`the schedule has ${schedule.lanes.length} lanes for ${n} clusters`];
  }
  out.push(...checkTaskSanity(schedule), ...checkLanesExclusive(schedule, ["send", "recv", "intra"]));
  out.push(...checkMakespan(schedule));

  const recvs: Task[][] = Array.from({ length: n }, () => []);
  const sends: Task[][] = Array.from({ length: n }, () => []);
  const intras: Task[][] = Array.from({ length: n }, () => []);
  for (const t of schedule.tasks) {
    if (t.message !== 0) out.push(`P${t.node}: message ${t.message} is not the broadcast (0)`);
    if (t.kind === "recv") recvs[t.node]?.push(t);
    else if (t.kind === "send") sends[t.node]?.push(t);
    else if (t.kind === "intra") intras[t.node]?.push(t);
    else out.push(`P${t.node}: a ${t.kind} task has no place in a grid broadcast`);
  }

  // When each coordinator has the message, from its single receive.
  const has = new Float64Array(n).fill(Number.NaN);
  has[root] = 0;
  for (let k = 0; k < n; k++) {
    const list = recvs[k] as Task[];
    if (k === root) {
      if (list.length > 0) out.push(`P${k} is the root but receives the message`);
      continue;
    }
    if (list.length !== 1) {
      out.push(`P${k} receives the message ${list.length} times (must be exactly once)`);
      continue;
    }
    const r = list[0] as Task;
    has[k] = r.arrival ?? r.start;
    if (!approxEqual(r.start, r.end)) out.push(`P${k}: receiving must take no time (${r.start}–${r.end})`);
  }

  // Following senders back from any cluster reaches the root (no cycle, even with zero times).
  for (let k = 0; k < n; k++) {
    let at = k;
    for (let hops = 0; at >= 0 && at !== root && hops <= n; hops++) at = recvs[at]?.[0]?.peer ?? -1;
    if (at !== root && !Number.isNaN(has[k] as number))
      out.push(`P${k} is not reached from the root P${root}`);
  }

  for (let i = 0; i < n; i++) {
    for (const snd of sends[i] as Task[]) {
      const j = snd.peer;
      if (j < 0 || j >= n || j === i) {
        out.push(`P${i} sends to a cluster that does not exist (${j})`);
        continue;
      }
      if (!approxEqual(snd.end - snd.start, gap[i * n + j] as number)) {
        out.push(`P${i} → P${j}: the send lasts ${snd.end - snd.start}, g is ${gap[i * n + j]}`);
      }
      const had = has[i] as number;
      if (Number.isNaN(had) || definitelyLess(snd.start, had)) {
        out.push(`P${i} sends to P${j} at ${snd.start} before it has the message (${had})`);
      }
      const r = (recvs[j] as Task[])[0];
      if (!r || r.peer !== i) {
        out.push(`P${i} sends to P${j}, which does not receive from P${i}`);
      } else if (!approxEqual(r.arrival ?? r.start, snd.start + (hop[i * n + j] as number))) {
        out.push(
          `P${j} has the message at ${r.arrival}, expected ${snd.start + (hop[i * n + j] as number)} (start + g + L)`,
        );
      }
    }
  }

  for (let k = 0; k < n; k++) {
    const list = intras[k] as Task[];
    if (list.length !== 1) {
      out.push(`P${k} broadcasts inside ${list.length} times (must be exactly once)`);
      continue;
    }
    const b = list[0] as Task;
    if (!approxEqual(b.end - b.start, intra[k] as number)) {
      out.push(`P${k}: the internal broadcast lasts ${b.end - b.start}, T is ${intra[k]}`);
    }
    const lastSend = (sends[k] as Task[]).reduce((m, t) => Math.max(m, t.end), has[k] as number);
    if (definitelyLess(b.start, lastSend)) {
      out.push(
        `P${k} broadcasts inside at ${b.start}, before its last inter-cluster send ends (${lastSend})`,
      );
    }
  }

  const bound = gridLowerBound(model).value;
  if (definitelyLess(schedule.makespan, bound)) {
    out.push(`makespan ${schedule.makespan} is below the lower bound ${bound}`);
  }
  return out;
}
