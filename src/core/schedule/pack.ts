// Schedules travel from the worker as typed arrays (transferred, not cloned): tasks become columns.
import type { Schedule, Task, TaskKind } from "./types";

const KINDS: readonly TaskKind[] = ["send", "recv", "local", "intra", "packet"];

export interface PackedTasks {
  readonly count: number;
  readonly node: Int32Array;
  readonly kind: Uint8Array;
  readonly peer: Int32Array;
  readonly message: Int32Array;
  readonly start: Float64Array;
  readonly end: Float64Array;
  /** NaN when absent. */
  readonly posted: Float64Array;
  readonly arrival: Float64Array;
  readonly bytes: Float64Array;
  /** -2 when absent. */
  readonly match: Int32Array;
  readonly step: Int32Array;
  /** Index into `stageNames`, 255 when absent. */
  readonly stage: Uint8Array;
  readonly stageNames: readonly string[];
  /** Combined messages in CSR form: task t's list is values[offsets[t] .. offsets[t+1]), empty = none. */
  readonly messagesOffsets: Int32Array;
  readonly messagesValues: Int32Array;
}

export type PackedSchedule = Omit<Schedule, "tasks"> & { readonly packed: PackedTasks };

const ABSENT_INT = -2;
const ABSENT_STAGE = 255;

export function packSchedule(s: Schedule): PackedSchedule {
  const n = s.tasks.length;
  const stageNames: string[] = [];
  const stageIndex = new Map<string, number>();
  let combined = 0;
  for (const t of s.tasks) combined += t.messages?.length ?? 0;
  const p = {
    count: n,
    node: new Int32Array(n),
    kind: new Uint8Array(n),
    peer: new Int32Array(n),
    message: new Int32Array(n),
    start: new Float64Array(n),
    end: new Float64Array(n),
    posted: new Float64Array(n),
    arrival: new Float64Array(n),
    bytes: new Float64Array(n),
    match: new Int32Array(n),
    step: new Int32Array(n),
    stage: new Uint8Array(n),
    stageNames,
    messagesOffsets: new Int32Array(n + 1),
    messagesValues: new Int32Array(combined),
  };
  let off = 0;
  s.tasks.forEach((t, i) => {
    p.node[i] = t.node;
    p.kind[i] = KINDS.indexOf(t.kind);
    p.peer[i] = t.peer;
    p.message[i] = t.message;
    p.start[i] = t.start;
    p.end[i] = t.end;
    p.posted[i] = t.posted ?? NaN;
    p.arrival[i] = t.arrival ?? NaN;
    p.bytes[i] = t.bytes ?? NaN;
    p.match[i] = t.match ?? ABSENT_INT;
    p.step[i] = t.step ?? ABSENT_INT;
    if (t.stage === undefined) p.stage[i] = ABSENT_STAGE;
    else {
      let k = stageIndex.get(t.stage);
      if (k === undefined) {
        k = stageNames.length;
        if (k >= ABSENT_STAGE) throw new Error("more than 254 stage names");
        stageNames.push(t.stage);
        stageIndex.set(t.stage, k);
      }
      p.stage[i] = k;
    }
    p.messagesOffsets[i] = off;
    for (const m of t.messages ?? []) p.messagesValues[off++] = m;
  });
  p.messagesOffsets[n] = off;
  const { tasks: _tasks, ...rest } = s;
  return { ...rest, packed: p };
}

/** The ArrayBuffers to transfer with a packed schedule. */
export function transferables(p: PackedSchedule): ArrayBuffer[] {
  const t = p.packed;
  return [
    t.node,
    t.kind,
    t.peer,
    t.message,
    t.start,
    t.end,
    t.posted,
    t.arrival,
    t.bytes,
    t.match,
    t.step,
    t.stage,
    t.messagesOffsets,
    t.messagesValues,
  ].map((a) => a.buffer as ArrayBuffer);
}

export function unpackSchedule(p: PackedSchedule): Schedule {
  const c = p.packed;
  const tasks: Task[] = new Array<Task>(c.count);
  for (let i = 0; i < c.count; i++) {
    const t: { -readonly [K in keyof Task]: Task[K] } = {
      node: c.node[i] as number,
      kind: KINDS[c.kind[i] as number] as TaskKind,
      peer: c.peer[i] as number,
      message: c.message[i] as number,
      start: c.start[i] as number,
      end: c.end[i] as number,
    };
    const posted = c.posted[i] as number;
    const arrival = c.arrival[i] as number;
    const bytes = c.bytes[i] as number;
    if (!Number.isNaN(posted)) t.posted = posted;
    if (!Number.isNaN(arrival)) t.arrival = arrival;
    if (!Number.isNaN(bytes)) t.bytes = bytes;
    if (c.match[i] !== ABSENT_INT) t.match = c.match[i] as number;
    if (c.step[i] !== ABSENT_INT) t.step = c.step[i] as number;
    if (c.stage[i] !== ABSENT_STAGE) t.stage = c.stageNames[c.stage[i] as number] as string;
    const from = c.messagesOffsets[i] as number;
    const to = c.messagesOffsets[i + 1] as number;
    if (to > from) t.messages = Array.from(c.messagesValues.subarray(from, to));
    tasks[i] = t;
  }
  const { packed: _packed, ...rest } = p;
  return { ...rest, tasks };
}
