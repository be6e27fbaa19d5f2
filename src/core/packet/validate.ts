// The packet model's invariants (Kesavan–Panda Sec. 2.3, 2.5, 3.1–3.2), checked on a Schedule alone:
// every destination gets every packet exactly once from its tree parent; copies sit on the step grid;
// an interface sends at most one copy and receives at most one per step; a node forwards a packet only
// after it has it; FPFS and FCFS send in the order Figs 7 and 6 fix and never idle while a copy is
// ready; the hosts pay t_s and t_r; the conventional interface forwards whole messages one child at a
// time. Returns human-readable violations (empty when valid).
import { checkMakespan, checkTaskSanity } from "../schedule/validate";
import type { Schedule, Task } from "../schedule/types";
import { approxEqual, definitelyLess } from "../tolerance";
import type { PacketScenario } from "./scenario";
import { stepTime } from "./scenario";

export function validatePacket(s: PacketScenario, schedule: Schedule): string[] {
  const out = [...checkTaskSanity(schedule), ...checkMakespan(schedule)];
  const tree = schedule.trees?.[0];
  if (!tree || tree.parent.length !== s.nodes) return [...out, "the schedule has no tree over every node"];
  const copies = checkCopies(schedule, out);
  if (s.interface === "conventional") checkConventional(s, schedule, tree.parent, out);
  else checkSmart(s, schedule, tree.parent, tree.children, copies, out);
  return out;
}

/** Sender-side copies, after checking every copy is matched by the receiver's. */
function checkCopies(schedule: Schedule, out: string[]): Task[] {
  const sends: Task[] = [];
  schedule.tasks.forEach((t, i) => {
    if (t.kind !== "packet") return;
    const other = t.match === undefined ? undefined : schedule.tasks[t.match];
    const ok =
      other !== undefined &&
      other.kind === "packet" &&
      other.match === i &&
      other.node === t.peer &&
      other.peer === t.node &&
      other.message === t.message &&
      approxEqual(other.start, t.start) &&
      approxEqual(other.end, t.end);
    if (!ok) out.push(`packet ${t.message} on P${t.node} at ${t.start} has no matching task on P${t.peer}`);
    if (t.stage === "NI send") sends.push(t);
  });
  return sends;
}

function checkSmart(
  s: PacketScenario,
  schedule: Schedule,
  parent: readonly number[],
  children: readonly (readonly number[])[],
  sends: readonly Task[],
  out: string[],
): void {
  const { ts, tr } = s.timing;
  const tau = stepTime(s.timing);
  const m = s.packets;
  const n = s.nodes;
  const source = parent.indexOf(-1);
  const host = schedule.tasks.filter((t) => t.kind === "send");
  if (host.length !== 1 || host[0]?.node !== source || !approxEqual(host[0].end - host[0].start, ts)) {
    out.push(`the source P${source} must spend t_s = ${ts} once handing the message to its interface`);
  }
  // arrival[v][j]: the step packet j reached v (−1 at the source, NaN when never).
  const arrival = Array.from({ length: n }, (_, v) => new Array<number>(m).fill(v === source ? -1 : NaN));
  const sentBy: [number, number, number][][] = Array.from({ length: n }, () => []); // [step, to, packet]
  // Steps in which each interface already sent / received a copy.
  const sendSteps = Array.from({ length: n }, () => new Set<number>());
  const recvSteps = Array.from({ length: n }, () => new Set<number>());
  let stepCount = 0;
  for (const t of sends) {
    const step = Math.round((t.start - ts) / tau);
    if (step < 0 || !approxEqual(t.start, ts + step * tau) || !approxEqual(t.end, t.start + tau)) {
      out.push(`packet ${t.message} P${t.node} → P${t.peer} at ${t.start} is off the step grid`);
      continue;
    }
    stepCount = Math.max(stepCount, step + 1);
    for (const [v, used] of [
      [t.node, sendSteps[t.node]],
      [t.peer, recvSteps[t.peer]],
    ] as const) {
      if (used?.has(step)) out.push(`P${v}'s interface handles two copies in step ${step + 1}`);
      used?.add(step);
    }
    if (parent[t.peer] !== t.node) out.push(`P${t.node} sends to P${t.peer}, which is not its child`);
    const row = arrival[t.peer];
    if (row && t.message >= 0 && t.message < m) {
      if (!Number.isNaN(row[t.message] as number)) out.push(`P${t.peer} gets packet ${t.message} twice`);
      row[t.message] = step;
    }
    sentBy[t.node]?.push([step, t.peer, t.message]);
  }
  arrival.forEach((row, v) =>
    row.forEach((a, j) => {
      if (Number.isNaN(a)) out.push(`P${v} never gets packet ${j}`);
    }),
  );
  sentBy.forEach((list, v) => {
    list.sort((a, b) => a[0] - b[0]);
    const expected: [number, number][] = [];
    const kids = children[v] ?? [];
    if (s.interface === "fpfs") for (let j = 0; j < m; j++) for (const c of kids) expected.push([c, j]);
    else for (const c of kids) for (let j = 0; j < m; j++) expected.push([c, j]);
    let previous = -1;
    list.forEach(([step, to, j], i) => {
      const want = expected[i];
      if (!want || want[0] !== to || want[1] !== j) {
        out.push(`P${v}'s copy ${i} (packet ${j} to P${to}) breaks the ${s.interface.toUpperCase()} order`);
        return;
      }
      const have = arrival[v]?.[j] ?? NaN;
      if (!(have < step)) out.push(`P${v} forwards packet ${j} in step ${step + 1} before it has it`);
      else if (step !== Math.max(previous + 1, have + 1)) {
        out.push(`P${v}'s interface idles before step ${step + 1} although packet ${j} is ready`);
      }
      previous = step;
    });
    if (list.length !== expected.length)
      out.push(`P${v} sends ${list.length} copies, not ${expected.length}`);
  });
  for (const t of schedule.tasks) {
    if (t.kind !== "recv") continue;
    const last = arrival[t.node]?.[m - 1] ?? NaN;
    const at = ts + (last + 1) * tau;
    if (!approxEqual(t.start, at) || !approxEqual(t.end, at + tr)) {
      out.push(`P${t.node}'s host must spend t_r = ${tr} from ${at}, when its last packet is in`);
    }
  }
  if (!approxEqual(schedule.makespan, ts + stepCount * tau + tr)) {
    out.push(`latency ${schedule.makespan} ≠ t_s + ${stepCount}·t_step + t_r`);
  }
}

function checkConventional(
  s: PacketScenario,
  schedule: Schedule,
  parent: readonly number[],
  out: string[],
): void {
  const { ts, tr } = s.timing;
  const tau = stepTime(s.timing);
  const m = s.packets;
  const hop = ts + m * tau + tr;
  const received = new Array<number>(s.nodes).fill(NaN);
  received[parent.indexOf(-1)] = 0;
  const hopsBy = new Map<number, Task[]>();
  for (const t of schedule.tasks) {
    if (t.kind === "recv") {
      if (!Number.isNaN(received[t.node] as number)) out.push(`P${t.node} receives the message twice`);
      received[t.node] = t.end;
      if (!approxEqual(t.end - t.start, tr)) out.push(`P${t.node}'s host receive must take t_r = ${tr}`);
      if (parent[t.node] !== t.peer) out.push(`P${t.node} receives from P${t.peer}, not its parent`);
    }
    if (t.kind === "send") {
      const list = hopsBy.get(t.node) ?? [];
      list.push(t);
      hopsBy.set(t.node, list);
    }
    if (t.kind === "packet" && !approxEqual(t.end - t.start, tau)) out.push(`a packet step must take ${tau}`);
  }
  received.forEach((r, v) => {
    if (Number.isNaN(r)) out.push(`P${v} never receives the message`);
  });
  hopsBy.forEach((list, v) => {
    list.sort((a, b) => a.start - b.start);
    let free = received[v] as number;
    for (const t of list) {
      if (definitelyLess(t.start, free)) {
        out.push(`P${v} starts a copy to P${t.peer} at ${t.start}, before ${free} (store and forward)`);
      }
      const done = received[t.peer] as number;
      if (!approxEqual(done, t.start + hop)) {
        out.push(`the hop P${v} → P${t.peer} must take t_s + m·t_step + t_r = ${hop}`);
      }
      free = t.start + hop;
    }
  });
}
