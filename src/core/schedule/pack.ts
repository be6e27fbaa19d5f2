// Schedules travel from the worker as typed arrays (transferred, not cloned): tasks become columns.
// A family's simulator may build the columns itself (scheduleOfPacked): its Schedule then holds no
// per-task objects until someone reads `tasks` (built once, on first read), packing it again is free
// (packedTasks), and the main thread's copy stays columns too (unpackSchedule), read by painters with
// packedTasks(schedule) and by everything else through the same `tasks` as before.
import type { Candidate, MessageTree, Schedule, Step, Task, TaskKind } from "./types";

/** The kind codes of PackedTasks.kind, in code order. */
export const KIND_CODES: readonly TaskKind[] = ["send", "recv", "local", "intra", "packet"];
const KINDS = KIND_CODES;

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

type Ints = Int16Array | Int32Array;

/**
 * The tasks as they cross the worker boundary: the columns of PackedTasks with the same names, each as
 * narrow as its values allow, and a column left out (null) when it follows from the others by a rule
 * checked bit for bit when packing (unpackSchedule rebuilds it with typed loops, no objects):
 * - peer null: peer = node[match] where match ≥ 0, else -1;
 * - timed null: posted/arrival belong to exactly the receives; else timed[t] = 1 marks the tasks that
 *   have them; posted/arrival list those tasks' values in task order;
 * - posted null: a timed task's posted is the end of the previous task of its lane (0 for the first);
 * - timedStart: a timed task's start is max(posted, arrival) (a receive waits for its message), and
 *   `start` lists the other tasks' starts only;
 * - bytes null: none, or messageBytes[message] for every task;
 * - step null: from the steps (PackedSteps.task: the task of decision d and its match have step d);
 * - stage, messagesOffsets/Values null: absent everywhere.
 */
export interface WireTasks {
  readonly count: number;
  readonly node: Ints;
  readonly kind: Uint8Array;
  readonly peer: Ints | null;
  readonly message: Ints;
  readonly start: Float64Array;
  readonly timedStart: boolean;
  readonly end: Float64Array;
  readonly timed: Uint8Array | null;
  readonly posted: Float64Array | null;
  readonly arrival: Float64Array;
  readonly bytes: Float64Array | null;
  readonly messageBytes: Float64Array | null;
  readonly match: Int32Array;
  readonly step: Int32Array | null;
  readonly stage: Uint8Array | null;
  readonly stageNames: readonly string[];
  readonly messagesOffsets: Int32Array | null;
  readonly messagesValues: Int32Array | null;
}

/**
 * The steps as they cross the boundary. task[d] is the receive that carries decision d (its node is the
 * step's receiver, its peer the sender, same message, its end the completion), or -1 (the step is then
 * in `explicit`); rule[d] indexes `rules` (0: no rule); the candidates of explained steps by index.
 */
export interface PackedSteps {
  readonly count: number;
  readonly task: Int32Array;
  readonly rule: Uint16Array | Int32Array;
  readonly rules: readonly (string | undefined)[];
  readonly explicit: readonly { readonly index: number; readonly step: Step }[];
  readonly candidates: readonly { readonly index: number; readonly candidates: readonly Candidate[] }[];
}

/** A schedule as the worker sends it: no task or step objects, all of them typed arrays. */
export type PackedSchedule = Omit<Schedule, "tasks" | "steps"> & {
  readonly packed: WireTasks;
  readonly packedSteps: PackedSteps;
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

/**
 * Defines `key` on `obj` as computed on first read, then kept (enumerable, like a plain field). The
 * getter keeps the value on the object it is read from, so a copy made by copyFields memoizes too.
 */
export function defineLazy<T extends object>(obj: T, key: string, compute: () => unknown): void {
  Object.defineProperty(obj, key, {
    enumerable: true,
    configurable: true,
    get(this: object) {
      const value = compute();
      // A frozen copy keeps the getter (and computes again on each read) rather than throwing.
      if (!Object.isFrozen(this)) {
        Object.defineProperty(this, key, { value, enumerable: true, configurable: true, writable: false });
      }
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

/**
 * The same schedule with some of its own fields replaced (`steps` with explained windows merged in, the
 * lower bound that came after it): a new object sharing the columns, the tree roots and every lazy
 * field not replaced and not yet built, so nothing is unpacked again (a spread would build them all).
 */
export function withFields(s: Schedule, fields: Partial<Pick<Schedule, "lowerBound" | "steps">>): Schedule {
  const replaced = Object.keys(fields);
  const out = copyFields({}, s, replaced);
  for (const key of replaced) {
    const value: unknown = fields[key as keyof typeof fields];
    Object.defineProperty(out, key, { value, enumerable: true, writable: false });
  }
  const columns = COLUMNS.get(s);
  if (columns) COLUMNS.set(out, columns);
  const roots = TREE_ROOTS.get(s);
  if (roots) TREE_ROOTS.set(out, roots);
  const steps = PACKED_STEPS.get(s);
  if (steps && !("steps" in fields)) PACKED_STEPS.set(out, steps);
  return out as Schedule;
}

/**
 * The same schedule with its lower bound known (it came after the schedule: Schedule.boundPending),
 * sharing everything else (withFields).
 */
export function withLowerBound(s: Schedule, lowerBound: number | null): Schedule {
  const out = withFields(s, { lowerBound });
  if (s.boundPending) {
    // Not pending any more: drop the marker (copied with the other fields).
    delete (out as { boundPending?: true }).boundPending;
  }
  return out;
}

/**
 * Whether the schedule has message trees, without building them when they are built from the tasks
 * on first read (the Trees tab's availability must not cost what drawing it costs).
 */
export function hasTrees(s: Schedule): boolean {
  const own = Object.getOwnPropertyDescriptor(s, "trees");
  const roots = TREE_ROOTS.get(s);
  if (roots && own?.get) return roots.length > 0;
  return (s.trees?.length ?? 0) > 0;
}

/** The tree roots when the trees are the tasks' and not built yet (reading `trees` would build them all). */
function pendingTreeRoots(s: Schedule): Int32Array | undefined {
  const roots = TREE_ROOTS.get(s);
  return roots && Object.getOwnPropertyDescriptor(s, "trees")?.get ? roots : undefined;
}

/** How many message trees the schedule has, without building them (see hasTrees). */
export function treeCount(s: Schedule): number {
  return pendingTreeRoots(s)?.length ?? s.trees?.length ?? 0;
}

/** The message of tree i (its index in `trees`), without building the trees. */
export function treeMessageAt(s: Schedule, i: number): number | undefined {
  const roots = pendingTreeRoots(s);
  if (roots) return i >= 0 && i < roots.length ? i : undefined;
  return s.trees?.[i]?.message;
}

/**
 * Tree i of the schedule (`trees[i]`). When the trees are the tasks' and not built yet, only this one
 * is built, from the columns (treeOfTasks): one pass over them, no task objects, no other tree.
 */
export function treeAt(s: Schedule, i: number): MessageTree | undefined {
  const roots = pendingTreeRoots(s);
  const columns = COLUMNS.get(s);
  if (!roots || !columns) return s.trees?.[i];
  return i >= 0 && i < roots.length ? treeOfTasks(columns, s.lanes.length, roots, i) : undefined;
}

/** The columns a schedule was built over, if it was (no packing: undefined for a schedule of objects). */
export function columnsIfPacked(s: Schedule): PackedTasks | undefined {
  return COLUMNS.get(s);
}

/** The schedule's tasks as columns: the ones it was built over, or packed now. */
export function packedTasks(s: Schedule): PackedTasks {
  return COLUMNS.get(s) ?? packTasks(s.tasks);
}

interface TreeArrays {
  parent: number[];
  complete: number[];
  children: number[][];
}

/** A tree of `nodes` nodes holding only its root (parent −1, complete 0); the others −2 and NaN. */
function emptyTree(nodes: number, root: number): TreeArrays {
  const parent = new Array<number>(nodes).fill(-2);
  const complete = new Array<number>(nodes).fill(NaN);
  parent[root] = -1;
  complete[root] = 0;
  const children = new Array<number[]>(nodes);
  for (let i = 0; i < nodes; i++) children[i] = [];
  return { parent, complete, children };
}

/**
 * Each message's tree from a schedule's send and receive tasks, in task order (a receive sets the
 * node's parent and completion, a send appends a child): what the simulators of relaying families build.
 */
export function treesOfTasks(p: PackedTasks, nodes: number, roots: Int32Array): MessageTree[] {
  const trees: TreeArrays[] = [];
  for (let k = 0; k < roots.length; k++) trees.push(emptyTree(nodes, roots[k] as number));
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

/** Message k's tree as treesOfTasks builds it, without building the others. */
export function treeOfTasks(p: PackedTasks, nodes: number, roots: Int32Array, k: number): MessageTree {
  const root = roots[k] as number;
  const { parent, complete, children } = emptyTree(nodes, root);
  const send = KINDS.indexOf("send");
  const recv = KINDS.indexOf("recv");
  const { kind: kinds, message, node: nodeOf, peer, end } = p;
  for (let x = 0; x < p.count; x++) {
    if (message[x] !== k) continue;
    const kind = kinds[x] as number;
    const node = nodeOf[x] as number;
    if (kind === send) (children[node] as number[]).push(peer[x] as number);
    else if (kind === recv) {
      parent[node] = peer[x] as number;
      complete[node] = end[x] as number;
    }
  }
  return { message: k, root, parent, complete, children };
}

/** The column value of an absent integer field (match, step) and of an absent stage. */
export const ABSENT_INT = -2;
export const ABSENT_STAGE = 255;

/** The schedule as the worker sends it (see WireTasks, PackedSteps); nothing lazy is built. */
export function packSchedule(s: Schedule): PackedSchedule {
  const columns = packedTasks(s);
  const packedSteps = packSteps(s.steps, columns);
  const packed = toWire(columns, packedSteps);
  const treeRoots = TREE_ROOTS.get(s);
  const out = copyFields(
    { packed, packedSteps },
    s,
    treeRoots ? ["tasks", "steps", "trees"] : ["tasks", "steps"],
  );
  return (treeRoots ? Object.assign(out, { treeRoots: treeRoots.slice() }) : out) as PackedSchedule;
}

/** A schedule as its columns and packed decisions, to send to another thread of the page. */
export type ColumnSchedule = Omit<PackedSchedule, "packed"> & { readonly columns: PackedTasks };

/** Elements copied per step of copyForTransfer (4 MB of a Float64 column). */
const COPY_SLICE = 1 << 19;

/**
 * A copy of `value` whose typed arrays (at its top level) are fresh, listed in `transfer`, to be posted
 * to another thread without cloning: cloning a 2-million-task schedule's columns (≈ 130 MB) in one
 * postMessage held the page's thread for half a second or more. Copied in slices of COPY_SLICE
 * elements, awaiting `pause` between them when `large`, so no step copies more than a few megabytes.
 */
export async function copyForTransfer<T extends object>(
  value: T,
  transfer: ArrayBuffer[],
  pause: () => Promise<void>,
  large: boolean,
): Promise<T> {
  const copy: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(value)) {
    if (ArrayBuffer.isView(v) && !(v instanceof DataView)) {
      const from = v as Float64Array;
      const to = new (from.constructor as Float64ArrayConstructor)(from.length);
      for (let at = 0; at < from.length; at += COPY_SLICE) {
        to.set(from.subarray(at, at + COPY_SLICE), at);
        if (large) await pause();
      }
      copy[name] = to;
      transfer.push(to.buffer);
    } else copy[name] = v;
  }
  return copy as T;
}

/**
 * The schedule as columns to post (to the page's export worker), without building its task or step
 * objects when it is still over the engine's packed form, and without the wire form's narrowing (a
 * pass over every task: 1.3 s at two million). The typed arrays are copies (copyForTransfer, pausing
 * between slices from `pauseFrom` tasks), listed in `transfer`.
 */
export async function columnSchedule(
  s: Schedule,
  pause: () => Promise<void>,
  pauseFrom = 100_000,
): Promise<{ schedule: ColumnSchedule; transfer: ArrayBuffer[] }> {
  const known = PACKED_STEPS.get(s);
  const own = Object.getOwnPropertyDescriptor(s, "steps");
  const columns = packedTasks(s);
  const steps = known && known.columns === columns && !(own && "value" in own) ? known.steps : null;
  const packedSteps = steps ?? packSteps(s.steps, columns);
  const transfer: ArrayBuffer[] = [];
  const large = columns.count >= pauseFrom;
  const copied = await copyForTransfer(columns, transfer, pause, large);
  const stepsCopy = await copyForTransfer(packedSteps, transfer, pause, large);
  const treeRoots = TREE_ROOTS.get(s);
  const out = copyFields(
    { columns: copied, packedSteps: stepsCopy },
    s,
    treeRoots ? ["tasks", "steps", "trees"] : ["tasks", "steps"],
  );
  const schedule = (treeRoots ? Object.assign(out, { treeRoots: treeRoots.slice() }) : out) as ColumnSchedule;
  return { schedule, transfer };
}

/** The Schedule of a columnSchedule (its tasks and steps built from the columns when first read). */
export function scheduleOfColumnSchedule(p: ColumnSchedule): Schedule {
  const { columns, ...rest } = p;
  return scheduleOfColumns(rest, columns);
}

/** Object.is on numbers (NaN equals NaN, +0 is not −0), in plain comparisons the compiler inlines. */
const same = (a: number, b: number) => (a === b ? a !== 0 || 1 / a === 1 / b : a !== a && b !== b);

function narrow(values: Int32Array): Ints {
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (v < -32768 || v > 32767) return values.slice();
  }
  return Int16Array.from(values);
}

function widen(values: Ints): Int32Array {
  return values instanceof Int32Array ? values : Int32Array.from(values);
}

const RECV = KINDS.indexOf("recv");

function packSteps(steps: readonly Step[], c: PackedTasks): PackedSteps {
  const count = steps.length;
  const task = new Int32Array(count).fill(-1);
  for (let x = 0; x < c.count; x++) {
    const d = c.step[x] as number;
    if (c.kind[x] === RECV && d >= 0 && d < count && task[d] === -1) task[d] = x;
  }
  const rules: (string | undefined)[] = [undefined];
  const ruleIndex = new Map<string, number>();
  const rule = new Int32Array(count);
  const explicit: { index: number; step: Step }[] = [];
  const candidates: { index: number; candidates: readonly Candidate[] }[] = [];
  let lastRule: string | undefined;
  let lastIndex = 0;
  for (let d = 0; d < count; d++) {
    const st = steps[d] as Step;
    const x = task[d] as number;
    if (
      x < 0 ||
      c.node[x] !== st.receiver ||
      c.peer[x] !== st.sender ||
      c.message[x] !== st.message ||
      !same(c.end[x] as number, st.complete)
    ) {
      task[d] = -1;
      explicit.push({ index: d, step: st });
      continue;
    }
    if (st.rule === lastRule) rule[d] = lastIndex;
    else if (st.rule !== undefined) {
      // Most steps share their neighbour's rule (the same string): the map is asked when it changes.
      let r = ruleIndex.get(st.rule);
      if (r === undefined) {
        r = rules.length;
        rules.push(st.rule);
        ruleIndex.set(st.rule, r);
      }
      rule[d] = r;
      lastRule = st.rule;
      lastIndex = r;
    }
    if (st.candidates !== undefined) candidates.push({ index: d, candidates: st.candidates });
  }
  return {
    count,
    task,
    rule: rules.length <= 0xffff ? Uint16Array.from(rule) : rule,
    rules,
    explicit,
    candidates,
  };
}

/** Step d as its task and rule give it (no explicit step, no candidates); undefined when it has no task. */
function plainStep(p: PackedSteps, c: PackedTasks, d: number): Step | undefined {
  const x = p.task[d] as number;
  if (x < 0) return undefined;
  const rule = p.rules[p.rule[d] as number];
  const st: { -readonly [K in keyof Step]: Step[K] } = {
    sender: c.peer[x] as number,
    receiver: c.node[x] as number,
    message: c.message[x] as number,
    complete: c.end[x] as number,
  };
  if (rule !== undefined) st.rule = rule;
  return st;
}

/** Step d of packed steps, as unpackSteps builds it (undefined where it has none). */
function stepOfPacked(p: PackedSteps, c: PackedTasks, d: number): Step | undefined {
  let step = plainStep(p, c, d);
  for (const e of p.explicit) if (e.index === d) step = e.step;
  for (const e of p.candidates) if (e.index === d) step = { ...(step as Step), candidates: e.candidates };
  return step;
}

/** The packed steps behind a schedule from unpackSchedule (its `steps` built from them on first read). */
const PACKED_STEPS = new WeakMap<object, { readonly steps: PackedSteps; readonly columns: PackedTasks }>();

/** How many decisions the schedule has, without building its steps when they are still packed. */
export function stepCount(s: Schedule): number {
  return PACKED_STEPS.get(s)?.steps.count ?? s.steps.length;
}

/** Decision i of the schedule, without building every step when they are still packed. */
export function stepAt(s: Schedule, i: number): Step | undefined {
  const packed = PACKED_STEPS.get(s);
  const own = Object.getOwnPropertyDescriptor(s, "steps");
  if (!packed || (own && "value" in own)) return s.steps[i];
  return i >= 0 && i < packed.steps.count ? stepOfPacked(packed.steps, packed.columns, i) : undefined;
}

/**
 * For each node, the first decision that delivered `message` to it (the step's receiver), without
 * building the steps when they are still packed.
 */
export function firstDeliveries(s: Schedule, message: number): Map<number, number> {
  const out = new Map<number, number>();
  const packed = PACKED_STEPS.get(s);
  const own = Object.getOwnPropertyDescriptor(s, "steps");
  if (!packed || (own && "value" in own)) {
    s.steps.forEach((st, d) => {
      if (st.message === message && !out.has(st.receiver)) out.set(st.receiver, d);
    });
    return out;
  }
  const { steps: p, columns: c } = packed;
  // The explicit steps are in decision order: walked alongside.
  let e = 0;
  for (let d = 0; d < p.count; d++) {
    let receiver: number;
    let m: number;
    const x = p.task[d] as number;
    while (e < p.explicit.length && (p.explicit[e] as { index: number }).index < d) e++;
    const ex = p.explicit[e];
    if (ex && ex.index === d) {
      receiver = ex.step.receiver;
      m = ex.step.message;
    } else if (x >= 0) {
      receiver = c.node[x] as number;
      m = c.message[x] as number;
    } else continue;
    if (m === message && !out.has(receiver)) out.set(receiver, d);
  }
  return out;
}

function unpackSteps(p: PackedSteps, c: PackedTasks): Step[] {
  const steps = new Array<Step>(p.count);
  for (let d = 0; d < p.count; d++) {
    const st = plainStep(p, c, d);
    if (st) steps[d] = st;
  }
  for (const e of p.explicit) steps[e.index] = e.step;
  for (const e of p.candidates) steps[e.index] = { ...(steps[e.index] as Step), candidates: e.candidates };
  return steps;
}

/** The step column as the steps give it (see WireTasks.step). */
function stepsColumn(count: number, match: Int32Array, steps: PackedSteps): Int32Array {
  const step = new Int32Array(count).fill(ABSENT_INT);
  for (let d = 0; d < steps.count; d++) {
    const x = steps.task[d] as number;
    if (x < 0) continue;
    step[x] = d;
    const y = match[x] as number;
    if (y >= 0) step[y] = d;
  }
  return step;
}

/**
 * The columns as they cross the boundary (see WireTasks): each rule that lets a column be left out is
 * checked bit for bit. Two passes over the tasks (a run's replay and packing are part of every run's
 * time): the first gathers the sizes and the checks that need nothing else, the second the rest.
 */
function toWire(c: PackedTasks, steps: PackedSteps): WireTasks {
  const n = c.count;
  const { node, kind, match, posted: cPosted, arrival: cArrival, start: cStart } = c;
  let peerDerived = true;
  let timedCount = 0;
  let timedAreRecvs = true;
  let timedStart = true;
  let lanes = 0;
  let messages = 0;
  let staged = false;
  for (let x = 0; x < n; x++) {
    const y = match[x] as number;
    if (peerDerived) peerDerived = c.peer[x] === (y >= 0 && y < n ? node[y] : -1);
    const p = cPosted[x] as number;
    const a = cArrival[x] as number;
    const isTimed = p === p || a === a; // either is not NaN
    if (isTimed) {
      timedCount++;
      if (timedStart) timedStart = same(cStart[x] as number, Math.max(p, a));
    }
    if (isTimed !== (kind[x] === RECV)) timedAreRecvs = false;
    const lane = (node[x] as number) + 1;
    if (lane > lanes) lanes = lane;
    const k = (c.message[x] as number) + 1;
    if (k > messages) messages = k;
    if (c.stage[x] !== ABSENT_STAGE) staged = true;
  }
  timedStart = timedStart && timedCount > 0;
  const timed = timedAreRecvs ? null : new Uint8Array(n);
  const posted = new Float64Array(timedCount);
  const arrival = new Float64Array(timedCount);
  const start = timedStart ? new Float64Array(n - timedCount) : cStart.slice();
  const laneEnd = new Float64Array(lanes);
  let postedDerived = true;
  // Per message, the bytes of its first task: every task of the message must agree (NaN included).
  let messageBytes: Float64Array | null = new Float64Array(messages).fill(NaN);
  const seen = new Uint8Array(messages);
  let anyBytes = false;
  for (let x = 0, q = 0, other = 0; x < n; x++) {
    const p = cPosted[x] as number;
    const a = cArrival[x] as number;
    const i = node[x] as number;
    if (p === p || a === a) {
      if (timed) timed[x] = 1;
      posted[q] = p;
      arrival[q] = a;
      q++;
      if (postedDerived && !same(p, i >= 0 ? (laneEnd[i] as number) : NaN)) postedDerived = false;
    } else if (timedStart) start[other++] = cStart[x] as number;
    if (i >= 0) laneEnd[i] = c.end[x] as number;
    const b = c.bytes[x] as number;
    if (b === b) anyBytes = true;
    if (messageBytes === null) continue;
    const k = c.message[x] as number;
    if (k < 0) {
      if (b === b) messageBytes = null;
    } else if (seen[k] === 0) {
      seen[k] = 1;
      messageBytes[k] = b;
    } else if (!same(b, messageBytes[k] as number)) messageBytes = null;
  }
  const derivedStep = stepsColumn(n, match, steps);
  let stepDerived = true;
  for (let x = 0; x < n && stepDerived; x++) stepDerived = derivedStep[x] === c.step[x];
  const combined = c.messagesValues.length > 0;
  return {
    count: n,
    node: narrow(node),
    kind: kind.slice(),
    peer: peerDerived ? null : narrow(c.peer),
    message: narrow(c.message),
    start,
    timedStart,
    end: c.end.slice(),
    timed,
    posted: postedDerived ? null : posted,
    arrival,
    bytes: !anyBytes || messageBytes ? null : c.bytes.slice(),
    messageBytes: anyBytes && messageBytes ? messageBytes : null,
    match: match.slice(),
    step: stepDerived ? null : c.step.slice(),
    stage: staged ? c.stage.slice() : null,
    stageNames: c.stageNames,
    messagesOffsets: combined ? c.messagesOffsets.slice() : null,
    messagesValues: combined ? c.messagesValues.slice() : null,
  };
}

/** Tasks per slice of fromWireSlices: a few milliseconds of work on the main thread. */
const WIRE_SLICE = 1 << 18;

function fromWire(w: WireTasks, steps: PackedSteps): PackedTasks {
  const slices = fromWireSlices(w, steps);
  for (;;) {
    const r = slices.next();
    if (r.done) return r.value;
  }
}

/**
 * WireTasks → PackedTasks, yielding after each WIRE_SLICE tasks of a pass, so that unpacking a
 * million-task reply can be spread over several tasks of the event loop (unpackScheduleAsync). The
 * passes are plain loops over ranges; the generator only strings them together.
 */
function* fromWireSlices(
  w: WireTasks,
  steps: PackedSteps,
  slice = WIRE_SLICE,
): Generator<void, PackedTasks, void> {
  const n = w.count;
  const node = widen(w.node);
  const match = w.match;
  let peer: Int32Array;
  if (w.peer) peer = widen(w.peer);
  else {
    peer = new Int32Array(n);
    for (let x = 0; x < n; x += slice) {
      peersOfMatches(peer, node, match, x, Math.min(n, x + slice));
      yield;
    }
  }
  const posted = new Float64Array(n).fill(NaN);
  const arrival = new Float64Array(n).fill(NaN);
  let lanes = 0;
  for (let x = 0; x < n; x++) lanes = Math.max(lanes, (node[x] as number) + 1);
  const state: TimedState = {
    laneEnd: new Float64Array(lanes),
    start: w.timedStart ? new Float64Array(n) : w.start,
    q: 0,
    other: 0,
  };
  for (let x = 0; x < n; x += slice) {
    timedRange(w, node, posted, arrival, state, x, Math.min(n, x + slice));
    yield;
  }
  const message = widen(w.message);
  let bytes: Float64Array;
  if (w.bytes) bytes = w.bytes;
  else {
    bytes = new Float64Array(n).fill(NaN);
    const perMessage = w.messageBytes;
    if (perMessage) for (let x = 0; x < n; x++) bytes[x] = perMessage[message[x] as number] ?? NaN;
  }
  let step = w.step;
  if (!step) {
    yield;
    step = stepsColumn(n, match, steps);
  }
  return {
    count: n,
    node,
    kind: w.kind,
    peer,
    message,
    start: state.start,
    end: w.end,
    posted,
    arrival,
    bytes,
    match,
    step,
    stage: w.stage ?? new Uint8Array(n).fill(ABSENT_STAGE),
    stageNames: w.stageNames,
    messagesOffsets: w.messagesOffsets ?? new Int32Array(n + 1),
    messagesValues: w.messagesValues ?? new Int32Array(0),
  };
}

/** peer[x] = node[match[x]] for x in [a, b) (−1 without a match). */
function peersOfMatches(peer: Int32Array, node: Int32Array, match: Int32Array, a: number, b: number): void {
  const n = node.length;
  for (let x = a; x < b; x++) {
    const y = match[x] as number;
    peer[x] = y >= 0 && y < n ? (node[y] as number) : -1;
  }
}

/** The state of the pass that rebuilds posted, arrival and start, carried from one slice to the next. */
interface TimedState {
  readonly laneEnd: Float64Array;
  readonly start: Float64Array;
  q: number;
  other: number;
}

/** Tasks [a, b) of the pass that rebuilds posted, arrival and (when derived) start. */
function timedRange(
  w: WireTasks,
  node: Int32Array,
  posted: Float64Array,
  arrival: Float64Array,
  state: TimedState,
  a: number,
  b: number,
): void {
  const { laneEnd, start } = state;
  let { q, other } = state;
  for (let x = a; x < b; x++) {
    const timed = w.timed ? w.timed[x] === 1 : w.kind[x] === RECV;
    if (timed) {
      const p = w.posted ? (w.posted[q] as number) : (laneEnd[node[x] as number] as number);
      const at = w.arrival[q] as number;
      posted[x] = p;
      arrival[x] = at;
      if (w.timedStart) start[x] = Math.max(p, at);
      q++;
    } else if (w.timedStart) start[x] = w.start[other++] as number;
    laneEnd[node[x] as number] = w.end[x] as number;
  }
  state.q = q;
  state.other = other;
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

/** The ArrayBuffers to transfer with a packed schedule (each column owns its buffer). */
export function transferables(p: PackedSchedule): ArrayBuffer[] {
  const t = p.packed;
  const columns = [
    t.node,
    t.kind,
    t.peer,
    t.message,
    t.start,
    t.end,
    t.timed,
    t.posted,
    t.arrival,
    t.bytes,
    t.messageBytes,
    t.match,
    t.step,
    t.stage,
    t.messagesOffsets,
    t.messagesValues,
    p.packedSteps.task,
    p.packedSteps.rule,
  ];
  const buffers = new Set<ArrayBuffer>();
  for (const c of columns) if (c) buffers.add(c.buffer as ArrayBuffer);
  return [...buffers];
}

/** A packed schedule as a Schedule over the same columns (no task objects until `tasks` is read). */
/**
 * unpackSchedule in slices: `pause` is awaited between them (the client passes "the next task of the
 * event loop"), so a million-task reply does not hold the main thread for its whole unpacking.
 */
export async function unpackScheduleAsync(
  p: PackedSchedule,
  pause: () => Promise<void>,
  slice = WIRE_SLICE,
): Promise<Schedule> {
  const slices = fromWireSlices(p.packed, p.packedSteps, slice);
  for (;;) {
    const r = slices.next();
    if (r.done) return scheduleOfColumns(p, r.value);
    await pause();
  }
}

export function unpackSchedule(p: PackedSchedule): Schedule {
  return scheduleOfColumns(p, fromWire(p.packed, p.packedSteps));
}

function scheduleOfColumns(p: Omit<PackedSchedule, "packed">, columns: PackedTasks): Schedule {
  const rest = copyFields({}, p, ["packed", "packedSteps", "treeRoots"]);
  defineLazy(rest, "steps", () => unpackSteps(p.packedSteps, columns));
  const s = scheduleOfPacked(rest as Omit<Schedule, "tasks">, columns, p.treeRoots);
  PACKED_STEPS.set(s, { steps: p.packedSteps, columns });
  return s;
}

/** Columns → task objects (the fields a task has, absent ones left out). */
export function unpackTasks(c: PackedTasks): Task[] {
  const tasks: Task[] = new Array<Task>(c.count);
  for (let i = 0; i < c.count; i++) tasks[i] = taskOfColumns(c, i);
  return tasks;
}

/** Task i of the columns as an object (the fields it has, absent ones left out). */
export function taskOfColumns(c: PackedTasks, i: number): Task {
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
  return t;
}
