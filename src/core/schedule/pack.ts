// Schedules travel from the worker as typed arrays (transferred, not cloned): tasks become columns.
// A family's simulator may build the columns itself (scheduleOfPacked): its Schedule then holds no
// per-task objects until someone reads `tasks` (built once, on first read), packing it again is free
// (packedTasks), and the main thread's copy stays columns too (unpackSchedule), read by painters with
// packedTasks(schedule) and by everything else through the same `tasks` as before.
import type { MessageTree, Schedule, Task, TaskKind } from "./types";

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

export type PackedSchedule = Omit<Schedule, "tasks"> & {
  readonly packed: PackedTasks;
  /**
   * When present, `trees` is not sent: each message's tree is the send/receive tasks' (treesOfTasks), with
   * treeRoots[k] the root of message k, over `lanes.length` nodes.
   */
  readonly treeRoots?: Int32Array;
};

/** The columns behind schedules built over columns (scheduleOfPacked, unpackSchedule). */
const COLUMNS = new WeakMap<object, PackedTasks>();
/** The tree roots of schedules whose trees are their tasks' (see PackedSchedule.treeRoots). */
const TREE_ROOTS = new WeakMap<object, Int32Array>();

/** Defines `key` on `obj` as computed on first read, then kept (enumerable, like a plain field). */
function defineLazy<T extends object>(obj: T, key: string, compute: () => unknown): void {
  Object.defineProperty(obj, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = compute();
      Object.defineProperty(obj, key, { value, enumerable: true, configurable: true, writable: false });
      return value;
    },
  });
}

/** A copy of `from`'s own fields but `omit`, without reading any lazy one (getters are copied as such). */
function copyFields<T extends object>(into: T, from: object, omit: readonly string[]): T {
  const descriptors = Object.getOwnPropertyDescriptors(from);
  for (const key of omit) delete descriptors[key];
  return Object.defineProperties(into, descriptors);
}

/**
 * A Schedule over columns: `tasks` is built from them when first read; packing it again reuses them.
 * With `treeRoots`, `trees` (unless given) is built from the tasks when first read (treesOfTasks).
 */
export function scheduleOfPacked(
  rest: Omit<Schedule, "tasks">,
  packed: PackedTasks,
  treeRoots?: Int32Array,
): Schedule {
  const s = copyFields({}, rest, ["tasks", "packed", "treeRoots"]);
  defineLazy(s, "tasks", () => unpackTasks(packed));
  if (treeRoots) {
    TREE_ROOTS.set(s, treeRoots);
    if (!("trees" in rest)) defineLazy(s, "trees", () => treesOfTasks(packed, rest.lanes.length, treeRoots));
  }
  COLUMNS.set(s, packed);
  return s as Schedule;
}

/** The schedule's tasks as columns: the ones it was built over, or packed now. */
export function packedTasks(s: Schedule): PackedTasks {
  return COLUMNS.get(s) ?? packTasks(s.tasks);
}

/**
 * Each message's tree from a schedule's send and receive tasks, in task order (a receive sets the
 * node's parent and completion, a send appends a child): what the simulators of relaying families build.
 */
export function treesOfTasks(p: PackedTasks, nodes: number, roots: Int32Array): MessageTree[] {
  const trees: { parent: number[]; complete: number[]; children: number[][] }[] = [];
  for (let k = 0; k < roots.length; k++) {
    const root = roots[k] as number;
    const parent = new Array<number>(nodes).fill(-2);
    const complete = new Array<number>(nodes).fill(NaN);
    parent[root] = -1;
    complete[root] = 0;
    const children = new Array<number[]>(nodes);
    for (let i = 0; i < nodes; i++) children[i] = [];
    trees.push({ parent, complete, children });
  }
  const send = KINDS.indexOf("send");
  const recv = KINDS.indexOf("recv");
  for (let x = 0; x < p.count; x++) {
    const kind = p.kind[x] as number;
    if (kind !== send && kind !== recv) continue;
    const tree = trees[p.message[x] as number];
    if (!tree) continue;
    const node = p.node[x] as number;
    if (kind === send) (tree.children[node] as number[]).push(p.peer[x] as number);
    else {
      tree.parent[node] = p.peer[x] as number;
      tree.complete[node] = p.end[x] as number;
    }
  }
  return trees.map((t, k) => ({ message: k, root: roots[k] as number, ...t }));
}

const ABSENT_INT = -2;
const ABSENT_STAGE = 255;

export function packSchedule(s: Schedule): PackedSchedule {
  const packed = packedTasks(s);
  const treeRoots = TREE_ROOTS.get(s);
  const out = copyFields({ packed }, s, treeRoots ? ["tasks", "trees"] : ["tasks"]);
  return (treeRoots ? Object.assign(out, { treeRoots }) : out) as PackedSchedule;
}

/** Task objects → columns. */
export function packTasks(tasks: readonly Task[]): PackedTasks {
  const n = tasks.length;
  const stageNames: string[] = [];
  const stageIndex = new Map<string, number>();
  let combined = 0;
  for (const t of tasks) combined += t.messages?.length ?? 0;
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
  tasks.forEach((t, i) => {
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
  return p;
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

/** A packed schedule as a Schedule over the same columns (no task objects until `tasks` is read). */
export function unpackSchedule(p: PackedSchedule): Schedule {
  return scheduleOfPacked(p, p.packed, p.treeRoots);
}

/** Columns → task objects (the fields a task has, absent ones left out). */
export function unpackTasks(c: PackedTasks): Task[] {
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
  return tasks;
}
