// The redistribution model's invariants (Bhat et al. Sec. 4.1–4.2): every network message of the
// pattern appears once, as a send on its sender and a receive on its receiver over the same interval of
// length C_ij; a node takes part in at most one send and one receive at a time (sends and receives may
// overlap each other); local copies are free; the lower bound is the largest row/column total of C.
import { checkLanesExclusive, checkMakespan, checkTaskSanity } from "../schedule/validate";
import type { Schedule, Task } from "../schedule/types";
import { approxEqual, definitelyLess } from "../tolerance";
import { communicationMatrix } from "./matrix";
import type { RedistributionScenario } from "./scenario";

export function validateRedistribution(s: RedistributionScenario, schedule: Schedule): string[] {
  const out = [
    ...checkTaskSanity(schedule),
    ...checkMakespan(schedule),
    ...checkLanesExclusive(schedule, ["send"]),
    ...checkLanesExclusive(schedule, ["recv"]),
  ];
  const m = communicationMatrix(s);
  const P = s.processors;
  if (schedule.lanes.length !== P) out.push(`has ${schedule.lanes.length} lanes for ${P} processors`);

  const sends = new Map<number, Task>();
  const recvs = new Map<number, Task>();
  for (const t of schedule.tasks) {
    if (t.kind === "send" || t.kind === "recv") {
      const [from, to] = t.kind === "send" ? [t.node, t.peer] : [t.peer, t.node];
      const key = from * P + to;
      const seen = t.kind === "send" ? sends : recvs;
      if (seen.has(key)) out.push(`P${from} → P${to} has more than one ${t.kind}`);
      seen.set(key, t);
      if (from < 0 || to < 0 || from === to || m.blocks[key] === 0) {
        out.push(`${t.kind} P${from} → P${to}: not a message of the redistribution`);
      }
    } else if (t.kind === "local") {
      if (!approxEqual(t.start, t.end)) out.push(`local copy on P${t.node} takes time; it must be free`);
      if (m.blocks[t.node * P + t.node] === 0) out.push(`P${t.node} keeps no blocks, yet has a local copy`);
    } else {
      out.push(`P${t.node} has a task of kind ${t.kind}, which this family does not use`);
    }
  }
  for (let i = 0; i < P; i++) {
    for (const j of m.receivers[i] ?? []) {
      const key = i * P + j;
      const send = sends.get(key);
      const recv = recvs.get(key);
      if (!send || !recv) {
        out.push(`P${i} → P${j} is missing its ${send ? "receive" : "send"}`);
        continue;
      }
      if (!approxEqual(send.start, recv.start) || !approxEqual(send.end, recv.end)) {
        out.push(`P${i} → P${j}: the send and the receive are not simultaneous`);
      }
      const c = m.cost[key] as number;
      if (!approxEqual(send.end - send.start, c)) {
        out.push(`P${i} → P${j} lasts ${send.end - send.start}, but C is ${c}`);
      }
    }
  }
  if (schedule.lowerBound === null || !approxEqual(schedule.lowerBound, m.lowerBound)) {
    out.push(`lower bound ${schedule.lowerBound} differs from the largest row/column total ${m.lowerBound}`);
  } else if (definitelyLess(schedule.makespan, m.lowerBound)) {
    out.push(`makespan ${schedule.makespan} is below the lower bound ${m.lowerBound}`);
  }
  return out;
}
