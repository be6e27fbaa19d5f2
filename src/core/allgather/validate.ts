// The allgather model's invariants (Wu–Yeh Sec. 2 and 4, as docs/cost-models.md states the cost model), checked
// on any Schedule: a send lasts T_send, a receive T_recv; every receive is matched with a send from
// its peer carrying the same messages and its message is in the buffer at send start + T_end − T_recv;
// a node does one thing at a time; a node sends only data it has; every node ends with all n
// messages; clients talk only to their agent (assumption 5) when the schedule has groups.
import { checkLanesExclusive, checkMakespan, checkTaskSanity } from "../schedule/validate";
import type { Schedule, Task } from "../schedule/types";
import { approxEqual, lessOrClose } from "../tolerance";
import { endToEnd, modelOf, type AllgatherScenario } from "./scenario";

const label = (t: Task) =>
  `${t.kind} on P${t.node} ${t.kind === "send" ? "to" : "from"} P${t.peer} (${t.start}–${t.end})`;
const carried = (t: Task): readonly number[] => t.messages ?? [t.message];

export function validateAllgather(s: AllgatherScenario, schedule: Schedule): string[] {
  const model = modelOf(s);
  const { n } = model;
  const out = [...checkTaskSanity(schedule), ...checkLanesExclusive(schedule), ...checkMakespan(schedule)];
  if (schedule.lanes.length !== n) out.push(`the schedule has ${schedule.lanes.length} lanes for ${n} nodes`);
  const tasks = schedule.tasks;
  const agentOf = new Int32Array(n).map((_, i) => i);
  for (const g of schedule.groups ?? []) for (const m of g.members) if (m < n) agentOf[m] = g.leader;

  tasks.forEach((t, i) => {
    if (t.node < 0 || t.node >= n || t.peer < 0 || t.peer >= n) return;
    const duration = t.kind === "send" ? model.tSend[t.node] : t.kind === "recv" ? model.tRecv[t.node] : 0;
    if (!approxEqual(t.end - t.start, duration as number)) {
      out.push(`${label(t)}: lasts ${t.end - t.start}, the model says ${duration}`);
    }
    const client = (x: number) => agentOf[x] !== x;
    if ((client(t.node) && agentOf[t.node] !== t.peer) || (client(t.peer) && agentOf[t.peer] !== t.node)) {
      out.push(`${label(t)}: a client talks only to its agent (assumption 5)`);
    }
    const partner = t.match !== undefined && t.match >= 0 ? tasks[t.match] : undefined;
    if (
      !partner ||
      partner.node !== t.peer ||
      partner.peer !== t.node ||
      partner.match !== i ||
      partner.kind === t.kind
    ) {
      out.push(`${label(t)}: has no matching ${t.kind === "send" ? "receive" : "send"}`);
      return;
    }
    if (t.kind !== "recv") return;
    if (carried(partner).join(",") !== carried(t).join(","))
      out.push(`${label(t)}: carries other messages than its send`);
    const arrival = partner.start + endToEnd(model, t.peer, t.node) - (model.tRecv[t.node] as number);
    if (t.arrival === undefined || !approxEqual(t.arrival, arrival)) {
      out.push(`${label(t)}: arrival must be the send's start + T_end − T_recv = ${arrival}`);
    }
  });

  // Data: a node sends only what it holds; every node ends with every message.
  const byNode: Task[][] = Array.from({ length: n }, () => []);
  for (const t of tasks) if (t.node >= 0 && t.node < n) byNode[t.node]?.push(t);
  byNode.forEach((list, node) => {
    const recvs = list.filter((t) => t.kind === "recv").sort((a, b) => a.end - b.end);
    const has = new Map<number, number>([[node, 0]]);
    for (const r of recvs) for (const m of carried(r)) if (!has.has(m)) has.set(m, r.end);
    for (const t of list) {
      if (t.kind !== "send") continue;
      for (const m of carried(t)) {
        const at = has.get(m);
        if (at === undefined || !lessOrClose(at, t.start)) {
          out.push(`${label(t)}: sends m${m} before P${node} has it`);
        }
      }
    }
    for (let m = 0; m < n; m++) if (!has.has(m)) out.push(`P${node} never receives m${m}`);
  });
  return out;
}
