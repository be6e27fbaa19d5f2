// The critical path of any schedule: the chain of tasks that determines the makespan
// (docs/architecture.md, "Analysis"). It is derived from the tasks' times and each family's dependencies,
// so it works for every family and for edited plans alike.
//
// The rule. Walking back from a task that ends at the makespan, each task's BINDING PREDECESSOR is a
// task it had to wait for and that released it exactly when it started (end == start within the
// relative tolerance of src/core/tolerance.ts). The candidates are, in this order of preference:
//   1. data — the message was not there before:
//      - a receive waits for its matching send; the message then spends [send end, arrival) in the
//        network (a `transit` segment; multicast Eq. 5 of Wu–Yeh–Liu, allgather's T_end, grid's pLogP
//        g + L), and binds only when the receive starts at its arrival (not later, held by its port);
//      - a send (or a network-interface copy) of a message a node relays waits for the receive, on the
//        same node, that brought that message (allgather: any of its combined messages; Kesavan–Panda's
//        interfaces: the copy of the same packet received the step before, or the host's send at the
//        source); a host receive of the packet family waits for its interface's last packet copy;
//   2. hop — in the packet family's conventional interface a host sends to its next child only after
//      the previous hop completed (Kesavan–Panda Sec. 2.2): the receive at the previous child;
//   3. port — the task before it on the same port of the same node. Ports: one per node in the
//      multicast, allgather and grid models (a node sends or receives, one thing at a time; a grid
//      coordinator's inter-cluster sends and then its internal broadcast); a send port and a receive
//      port per node in redistribution (Bhat–Prasanna–Raghavendra Sec. 4.1: at most one send and one
//      receive at a time); per node, the host, the interface's send side and its receive side in the
//      packet family.
// A transfer that occupies both ends for the same interval (a redistribution event, a packet copy
// between two interfaces) is one event: its two tasks are `task` and `partner` of one segment, and the
// predecessors of both halves are candidates.
// The walk stops at a task that starts at 0. Should a task start later than all its candidates release
// it (no model here leaves such a gap; the property tests check every family), the gap is an explicit
// `wait` segment, so the segments always tile [0, makespan].
import { approxEqual } from "../tolerance";
import type { Family, Schedule, Task } from "./types";

export type PathLink = "start" | "data" | "hop" | "port";

export type PathSegment =
  | {
      readonly kind: "task";
      /** Index in `schedule.tasks`. */
      readonly task: number;
      /** The other half of a transfer that occupies both ends at once (redistribution, packet copies). */
      readonly partner?: number;
      /** How the NEXT segment's task depends on this one ("start" for the last segment). */
      readonly link: PathLink;
      readonly start: number;
      readonly end: number;
    }
  | {
      readonly kind: "transit";
      /** The send and the receive it delivers to. */
      readonly from: number;
      readonly to: number;
      readonly start: number;
      readonly end: number;
    }
  | { readonly kind: "wait"; readonly start: number; readonly end: number };

export interface CriticalPath {
  /** In time order; consecutive segments touch; the first starts at 0, the last ends at the makespan. */
  readonly segments: readonly PathSegment[];
  /** Every task index on the path (partners included), for highlighting. */
  readonly tasks: ReadonlySet<number>;
  /** Time covered by `wait` segments (0 when every gap is explained by a dependency). */
  readonly unexplained: number;
}

const EMPTY: CriticalPath = { segments: [], tasks: new Set(), unexplained: 0 };

interface Candidate {
  readonly task: number;
  readonly link: Exclude<PathLink, "start">;
  /** When this candidate released the task: its end, or the message's arrival. */
  readonly release: number;
}

/** The port a task occupies on its node (see the header). */
export function portOf(family: Family, t: Task): string {
  switch (family) {
    case "redistribution":
      return t.kind === "recv" ? "recv" : "send";
    case "packet":
      return t.kind === "packet" ? (t.stage ?? "NI") : "host";
    default:
      return "node";
  }
}

const isSendSide = (family: Family, t: Task): boolean =>
  t.kind === "send" || (t.kind === "packet" && (family !== "packet" || t.stage === "NI send"));

const messagesOf = (t: Task): readonly number[] => t.messages ?? [t.message];

/** Tasks that take part in the dependency structure (free zero-length local copies do not). */
const counts = (t: Task): boolean => t.kind !== "local";

class Dependencies {
  private readonly portPrev: Int32Array;
  /** Receive-side tasks per node, for the data rule. */
  private readonly recvByNode: number[][];
  /** Host sends per node in time order (the packet family's hop rule). */
  private readonly hostSends: number[][];

  constructor(private readonly s: Schedule) {
    const n = s.tasks.length;
    this.portPrev = new Int32Array(n).fill(-1);
    const ports = new Map<string, number[]>();
    this.recvByNode = s.lanes.map(() => []);
    this.hostSends = s.lanes.map(() => []);
    s.tasks.forEach((t, i) => {
      if (!counts(t)) return;
      const key = `${t.node}:${portOf(s.family, t)}`;
      const list = ports.get(key);
      if (list) list.push(i);
      else ports.set(key, [i]);
      if (!isSendSide(s.family, t)) this.recvByNode[t.node]?.push(i);
      if (s.family === "packet" && t.kind === "send") this.hostSends[t.node]?.push(i);
    });
    const byTime = (a: number, b: number) => {
      const x = s.tasks[a] as Task;
      const y = s.tasks[b] as Task;
      return x.start - y.start || x.end - y.end || a - b;
    };
    for (const list of ports.values()) {
      list.sort(byTime);
      for (let k = 1; k < list.length; k++) this.portPrev[list[k] as number] = list[k - 1] as number;
    }
    for (const list of this.hostSends) list.sort(byTime);
  }

  task(i: number): Task {
    return this.s.tasks[i] as Task;
  }

  /** The matching task when it occupies the same interval (one event seen from both ends). */
  partner(i: number): number | undefined {
    const t = this.task(i);
    const m = t.match;
    if (m === undefined || m < 0 || m === i) return undefined;
    const p = this.s.tasks[m];
    if (!p || !approxEqual(p.start, t.start) || !approxEqual(p.end, t.end)) return undefined;
    return m;
  }

  candidates(i: number, out: Candidate[]): void {
    const s = this.s;
    const t = this.task(i);
    // data
    if (!isSendSide(s.family, t)) {
      const m = t.match;
      const from = m !== undefined && m >= 0 ? s.tasks[m] : undefined;
      if (m !== undefined && from && from !== t && !approxEqual(from.start, t.start)) {
        out.push({ task: m, link: "data", release: t.arrival ?? from.end });
      }
      if (s.family === "packet" && t.kind === "recv") {
        for (const r of this.recvByNode[t.node] ?? []) {
          const x = this.task(r);
          if (x.kind === "packet") out.push({ task: r, link: "data", release: x.end });
        }
      }
    } else {
      const wanted = new Set(messagesOf(t));
      const packetCopy = s.family === "packet" && t.kind === "packet";
      for (const r of this.recvByNode[t.node] ?? []) {
        const x = this.task(r);
        if (packetCopy !== (x.kind === "packet")) continue;
        if (x.end > t.start && !approxEqual(x.end, t.start)) continue;
        if (messagesOf(x).some((msg) => wanted.has(msg))) {
          out.push({ task: r, link: "data", release: x.end });
        }
      }
      if (packetCopy) {
        for (const h of this.hostSends[t.node] ?? []) {
          out.push({ task: h, link: "data", release: this.task(h).end });
        }
      }
    }
    // hop (packet, conventional interface): the previous hop's receive at the previous child
    if (s.family === "packet" && t.kind === "send") {
      const sends = this.hostSends[t.node] ?? [];
      const k = sends.indexOf(i);
      const prev = k > 0 ? this.task(sends[k - 1] as number) : undefined;
      if (prev && prev.peer >= 0) {
        for (const r of this.recvByNode[prev.peer] ?? []) {
          const x = this.task(r);
          if (x.kind === "recv" && x.peer === t.node) out.push({ task: r, link: "hop", release: x.end });
        }
      }
    }
    // port
    const p = this.portPrev[i] as number;
    if (p >= 0) out.push({ task: p, link: "port", release: this.task(p).end });
  }
}

const RANK: Record<Candidate["link"], number> = { data: 0, hop: 1, port: 2 };

/** The task the walk starts from: one ending at the makespan (the latest end), the earliest-starting. */
function lastTask(s: Schedule): number {
  let best = -1;
  for (let i = 0; i < s.tasks.length; i++) {
    const t = s.tasks[i] as Task;
    if (!counts(t)) continue;
    const b = best >= 0 ? (s.tasks[best] as Task) : undefined;
    if (
      !b ||
      (t.end > b.end && !approxEqual(t.end, b.end)) ||
      (approxEqual(t.end, b.end) && t.end - t.start > b.end - b.start)
    ) {
      best = i;
    }
  }
  return best;
}

/** The critical path of a schedule (see the header for the rule). */
export function criticalPath(s: Schedule): CriticalPath {
  const last = lastTask(s);
  if (last < 0) return EMPTY;
  const deps = new Dependencies(s);
  const reversed: PathSegment[] = [];
  const onPath = new Set<number>();
  let unexplained = 0;
  let current = last;
  let link: PathLink = "start";
  const candidates: Candidate[] = [];
  for (;;) {
    const t = deps.task(current);
    const partner = deps.partner(current);
    onPath.add(current);
    if (partner !== undefined) onPath.add(partner);
    reversed.push({
      kind: "task",
      task: current,
      ...(partner !== undefined ? { partner } : {}),
      link,
      start: t.start,
      end: t.end,
    });
    if (approxEqual(t.start, 0)) break;
    candidates.length = 0;
    deps.candidates(current, candidates);
    if (partner !== undefined) deps.candidates(partner, candidates);
    const usable = candidates.filter((c) => !onPath.has(c.task) && c.task !== current && c.task !== partner);
    let chosen: Candidate | undefined;
    for (const c of usable) {
      if (!approxEqual(c.release, t.start)) continue;
      // a receive bound by its data starts at its arrival, which the send's end reaches through transit
      const cEnd = deps.task(c.task).end;
      if (c.link === "data" && cEnd > t.start && !approxEqual(cEnd, t.start)) continue;
      if (!chosen || RANK[c.link] < RANK[chosen.link]) chosen = c;
    }
    if (!chosen) {
      // nothing released it exactly then: the latest release before it, and an explicit wait
      for (const c of usable) {
        if (c.release > t.start && !approxEqual(c.release, t.start)) continue;
        if (!chosen || c.release > chosen.release) chosen = c;
      }
      const from = chosen ? Math.min(chosen.release, t.start) : 0;
      if (t.start > from) {
        reversed.push({ kind: "wait", start: from, end: t.start });
        unexplained += t.start - from;
      }
      if (!chosen) break;
    }
    const prev = deps.task(chosen.task);
    const arrival = Math.max(chosen.release, prev.end);
    if (chosen.link === "data" && arrival > prev.end && !approxEqual(arrival, prev.end)) {
      reversed.push({
        kind: "transit",
        from: chosen.task,
        to: current,
        start: prev.end,
        end: Math.min(arrival, t.start),
      });
    }
    link = chosen.link;
    current = chosen.task;
  }
  return { segments: reversed.reverse(), tasks: onPath, unexplained };
}

/** The nodes the path runs through, in time order, each once (the grid tree's cluster path). */
export function criticalNodes(s: Schedule, path: CriticalPath): number[] {
  const out: number[] = [];
  for (const seg of path.segments) {
    if (seg.kind !== "task") continue;
    const node = s.tasks[seg.task]?.node;
    if (node !== undefined && out[out.length - 1] !== node && !out.includes(node)) out.push(node);
  }
  return out;
}
