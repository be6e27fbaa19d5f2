// Which task goes in which column of a timing diagram (Bhat et al. Sec. 4.2, Fig. 3 and footnote 3):
// the sender diagram has one column per processor holding the events it sends, each labelled with its
// destination; the receiver diagram holds the events each processor receives, labelled with their
// source. Computed once per schedule (the layout reads it on every frame).
import type { Schedule, Task } from "../../../core/schedule/types";

export type TimingSide = "send" | "recv";

export interface TimingModel {
  /** sendColumns[lane]: task indices in start order (sends, packet steps, intra-cluster broadcasts). */
  readonly sendColumns: readonly (readonly number[])[];
  /** recvColumns[lane]: task indices in start order (receives; a packet step at its receiving end). */
  readonly recvColumns: readonly (readonly number[])[];
  /** Local copies per lane (free, zero-length: listed, not drawn as events). */
  readonly locals: readonly number[];
}

/** The column a task occupies on `side`, or -1 when it has none there. */
export function columnOf(task: Task, side: TimingSide): number {
  if (side === "send")
    return task.kind === "send" || task.kind === "packet" || task.kind === "intra" ? task.node : -1;
  if (task.kind === "recv") return task.node;
  return task.kind === "packet" && task.peer >= 0 ? task.peer : -1;
}

/** The processor a rectangle is labelled with: the destination of a send, the source of a receive. */
export function labelPeer(task: Task, side: TimingSide): number {
  if (task.kind === "intra") return -1;
  return side === "recv" && task.kind === "packet" ? task.node : task.peer;
}

const modelCache = new WeakMap<Schedule, TimingModel>();

export function timingModel(s: Schedule): TimingModel {
  const cached = modelCache.get(s);
  if (cached) return cached;
  const n = s.lanes.length;
  const send: number[][] = Array.from({ length: n }, () => []);
  const recv: number[][] = Array.from({ length: n }, () => []);
  const locals = new Array<number>(n).fill(0);
  s.tasks.forEach((t, i) => {
    if (t.kind === "local") {
      if (t.node >= 0 && t.node < n) locals[t.node] = (locals[t.node] as number) + 1;
      return;
    }
    const a = columnOf(t, "send");
    if (a >= 0 && a < n) send[a]?.push(i);
    const b = columnOf(t, "recv");
    if (b >= 0 && b < n) recv[b]?.push(i);
  });
  const byStart = (a: number, b: number) => s.tasks[a]!.start - s.tasks[b]!.start || a - b;
  for (const c of send) c.sort(byStart);
  for (const c of recv) c.sort(byStart);
  const model = { sendColumns: send, recvColumns: recv, locals };
  modelCache.set(s, model);
  return model;
}
