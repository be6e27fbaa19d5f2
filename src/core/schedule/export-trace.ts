// A schedule as a Chrome Trace Event file (the JSON Object Format of Google's "Trace Event Format"
// document) that opens in Perfetto (ui.perfetto.dev) and chrome://tracing: one process per node
// (pid = node + 1), one thread per kind of task (send, receive, local copy, intra-cluster broadcast,
// NI send, NI receive), one complete ("X") event per task, and a flow arrow ("s" on the send, "f" with
// "bp":"e" on the receive) from each send to the receive it answers.
//
// Checked against Perfetto's JSON importer as of google/perfetto commit
// ec5d16b14b743ba6063d720956d6d6af6610fd72 (src/trace_processor/importers/json/json_trace_tokenizer.cc,
// json_trace_parser.cc; src/trace_processor/sorter/trace_sorter.h; importers/common/slice_tracker.cc,
// flow_tracker.cc, process_tracker.cc): the rules are listed in docs/exports.md and modelled by
// tests/core/schedule/perfetto-json-model.ts.
//
// How the viewers read it, and why the events are laid out this way:
// - "ts"/"dur" are microseconds (the format's unit); times are first rounded to whole nanoseconds
//   (the resolution Perfetto stores), so a task that ends where the next begins still does after the
//   viewer's own rounding and the slices of one thread nest or follow, never overlap.
// - Perfetto binds a v1 flow event to the slice open on that thread when the event is processed, and
//   sorts events of equal ts with complete events first; Chrome's DevTools binds it to the slice with
//   the same ts and category. So each flow event sits at its slice's start, in the slices' category,
//   and no two slices of one thread start at the same instant (such tasks go to a second thread of
//   that kind, "send #2"); a zero-length receive then still encloses its flow event.
// - A thread's name depends on its tid alone (tid 1 is "send" in every process). Perfetto finds a
//   thread by (tid, pid), so equal tids in different processes are different threads.
// - v1 flows ("s", "f" + "bp":"e", integer ids keyed with cat and name) rather than v2 (bind_id with
//   flow_in / flow_out on the slice): a v2 slice holds one bind_id, and chrome://tracing reads v1 alike.
// - Metadata names are never empty and sort indices are integers (else a parser failure); an "M" event
//   without tid reads as tid = pid, so process_name creates that thread, holding no slice.
// - No "displayTimeUnit": it only changes how a viewer prints times, older Perfetto versions took it
//   as the unit of ts (a 1000× error), and newer ones log it as an ignored key.
import { convertTime } from "../units";
import {
  exportAlgorithm,
  exportTimeUnit,
  laneLabelOf,
  messagePairs,
  shortMessageLabels,
  taskMessageLabel,
  type ExportResult,
  type ExportScenario,
} from "./export-common";
import { jsonChunks } from "./json-chunks";
import type { Task } from "./types";

/** The category of every slice and flow event (flow events bind by category in DevTools). */
export const TRACE_CATEGORY = "schedule";

export type TraceArg = string | number | readonly number[];

export interface TraceMetadataEvent {
  readonly name: "process_name" | "process_sort_index" | "thread_name" | "thread_sort_index";
  readonly ph: "M";
  readonly pid: number;
  readonly tid?: number;
  readonly args: { readonly name: string } | { readonly sort_index: number };
}

export interface TraceCompleteEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: "X";
  readonly ts: number;
  readonly dur: number;
  readonly pid: number;
  readonly tid: number;
  readonly args: Readonly<Record<string, TraceArg>>;
}

export interface TraceFlowEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: "s" | "f";
  readonly id: number;
  readonly ts: number;
  readonly pid: number;
  readonly tid: number;
  /** "e" on the flow's end: bind to the enclosing slice, not the next one. */
  readonly bp?: "e";
}

export type TraceEvent = TraceMetadataEvent | TraceCompleteEvent | TraceFlowEvent;

export interface ChromeTrace {
  readonly traceEvents: TraceEvent[];
  /** Shown by chrome://tracing's "Metadata"; skipped by Perfetto. */
  readonly otherData: {
    readonly scenario: string;
    readonly algorithm: string;
    readonly family: string;
    readonly timeUnit: string;
    readonly makespan: number;
    readonly lowerBound: number | null;
    /** The schedule was exported before its lower bound was computed (lowerBound is null meanwhile). */
    readonly lowerBoundPending?: true;
    readonly generator: string;
  };
}

type Thread = "send" | "recv" | "local" | "intra" | "ni-send" | "ni-recv";

/** tid of each kind's first thread; a kind's k-th extra thread is tid + 10·k. */
const THREADS: Readonly<Record<Thread, { readonly tid: number; readonly name: string }>> = {
  send: { tid: 1, name: "send" },
  recv: { tid: 2, name: "receive" },
  local: { tid: 3, name: "local copy" },
  intra: { tid: 4, name: "intra-cluster broadcast" },
  "ni-send": { tid: 5, name: "NI send" },
  "ni-recv": { tid: 6, name: "NI receive" },
};
const THREAD_KINDS = Object.keys(THREADS) as Thread[];
const EXTRA_TID_STEP = 10;

const NS_PER_US = 1000;

/** pid of a node: 1-based (pid 0 reads as "no process" in some viewers). */
export function tracePid(node: number): number {
  return node + 1;
}

function threadOf(t: Task, role: Int8Array, i: number): Thread {
  switch (t.kind) {
    case "send":
    case "recv":
    case "local":
    case "intra":
      return t.kind;
    case "packet":
      if (role[i] !== 0) return role[i] === 1 ? "ni-send" : "ni-recv";
      return /recv|receive/i.test(t.stage ?? "") ? "ni-recv" : "ni-send";
  }
}

function taskName(t: Task, thread: Thread, peer: string | null, short: (m: number) => string): string {
  const msg = t.messages && t.messages.length > 1 ? t.messages.map(short).join("+") : short(t.message);
  const towards = (arrow: string) => (peer === null ? "" : ` ${arrow} ${peer}`);
  switch (thread) {
    case "send":
      return `send ${msg}${towards("→")}`;
    case "recv":
      return `recv ${msg}${towards("←")}`;
    case "ni-send":
      return `NI send ${msg}${towards("→")}`;
    case "ni-recv":
      return `NI recv ${msg}${towards("←")}`;
    case "local":
      return "local copy";
    case "intra":
      return "intra-cluster broadcast";
  }
}

/**
 * The schedule of `result` as a Chrome Trace Event object (serialize it with JSON.stringify, or use
 * formatChromeTrace). Times are converted from the scenario's unit to microseconds.
 */
export function toChromeTrace(result: ExportResult, scenario?: ExportScenario): ChromeTrace {
  const s = result.schedule;
  const tasks = s.tasks;
  const n = tasks.length;
  const unit = exportTimeUnit(result, scenario);
  const nsPerUnit = convertTime(1, unit, "us") * NS_PER_US;
  const toNs = (t: number) => Math.round(t * nsPerUnit);
  const us = (ns: number) => ns / NS_PER_US;
  // Perfetto records an empty process_name / thread_name as a parser failure: never emit one.
  const label = (lane: number) => laneLabelOf(s, lane, scenario) || `P${lane}`;

  const pairs = messagePairs(s);
  /** 1: sending end of a pair, −1: receiving end, 0: unpaired. */
  const role = new Int8Array(n);
  for (const [a, b] of pairs) {
    role[a] = 1;
    role[b] = -1;
  }

  const startNs = new Float64Array(n);
  const endNs = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = tasks[i] as Task;
    startNs[i] = toNs(t.start);
    endNs[i] = Math.max(startNs[i] as number, toNs(t.end));
  }

  // Threads: per (node, kind), tasks in start order onto the first of that kind's threads whose last
  // slice has ended and did not start at the same instant.
  const threadKind: Thread[] = new Array<Thread>(n);
  const groups = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const t = tasks[i] as Task;
    const kind = threadOf(t, role, i);
    threadKind[i] = kind;
    const key = t.node * THREAD_KINDS.length + THREAD_KINDS.indexOf(kind);
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  }
  const tid = new Int32Array(n);
  /** node → tid → thread name, for the metadata. */
  const threadsOfNode = new Map<number, Map<number, string>>();
  for (const list of groups.values()) {
    list.sort(
      (a, b) =>
        (startNs[a] as number) - (startNs[b] as number) ||
        (endNs[a] as number) - (endNs[b] as number) ||
        a - b,
    );
    const first = list[0] as number;
    const node = (tasks[first] as Task).node;
    const kind = threadKind[first] as Thread;
    const lastStart: number[] = [];
    const lastEnd: number[] = [];
    for (const i of list) {
      const a = startNs[i] as number;
      let k = 0;
      while (k < lastEnd.length && !((lastEnd[k] as number) <= a && (lastStart[k] as number) < a)) k++;
      lastStart[k] = a;
      lastEnd[k] = endNs[i] as number;
      tid[i] = THREADS[kind].tid + EXTRA_TID_STEP * k;
    }
    let names = threadsOfNode.get(node);
    if (!names) threadsOfNode.set(node, (names = new Map()));
    for (let k = 0; k < lastEnd.length; k++) {
      const name = k === 0 ? THREADS[kind].name : `${THREADS[kind].name} #${k + 1}`;
      names.set(THREADS[kind].tid + EXTRA_TID_STEP * k, name);
    }
  }

  const events: TraceEvent[] = [];
  const nodes = [...threadsOfNode.keys()].sort((a, b) => a - b);
  for (const node of nodes) {
    const pid = tracePid(node);
    events.push({ name: "process_name", ph: "M", pid, args: { name: label(node) } });
    events.push({ name: "process_sort_index", ph: "M", pid, args: { sort_index: node } });
    const names = [...(threadsOfNode.get(node) ?? new Map<number, string>()).entries()];
    names.sort((a, b) => a[0] - b[0]);
    for (const [t, name] of names) {
      events.push({ name: "thread_name", ph: "M", pid, tid: t, args: { name } });
      events.push({ name: "thread_sort_index", ph: "M", pid, tid: t, args: { sort_index: t } });
    }
  }

  const short = shortMessageLabels(s);
  const toUs = (t: number) => toNs(t) / NS_PER_US;
  const slice = (i: number): TraceCompleteEvent => {
    const t = tasks[i] as Task;
    const kind = threadKind[i] as Thread;
    const peer = t.peer >= 0 ? label(t.peer) : null;
    const args: Record<string, TraceArg> = { task: i, node: label(t.node) };
    if (peer !== null) args.peer = peer;
    if (kind !== "intra" && kind !== "local") args.message = taskMessageLabel(s, t, short);
    if (t.messages && t.messages.length > 1) args.messages = t.messages;
    if (t.posted !== undefined) args.posted_us = toUs(t.posted);
    if (t.arrival !== undefined) args.arrival_us = toUs(t.arrival);
    if (t.kind === "recv" && t.posted !== undefined) args.waiting_us = toUs(Math.max(0, t.start - t.posted));
    if (t.bytes !== undefined) args.bytes = t.bytes;
    if (t.stage !== undefined) args.stage = t.stage;
    if (t.step !== undefined) args.step = t.step;
    const a = startNs[i] as number;
    return {
      name: taskName(t, kind, peer, short),
      cat: TRACE_CATEGORY,
      ph: "X",
      ts: us(a),
      dur: us((endNs[i] as number) - a),
      pid: tracePid(t.node),
      tid: tid[i] as number,
      args,
    };
  };
  const flowNames: string[] = pairs.map(([from, to]) => {
    const a = tasks[from] as Task;
    return `${taskMessageLabel(s, a, short)} ${label(a.node)} → ${label((tasks[to] as Task).node)}`;
  });
  const flow = (k: number, end: boolean): TraceFlowEvent => {
    const i = (pairs[k] as [number, number])[end ? 1 : 0];
    const name = flowNames[k] as string;
    const ts = us(startNs[i] as number);
    const pid = tracePid((tasks[i] as Task).node);
    const thread = tid[i] as number;
    return end
      ? { name, cat: TRACE_CATEGORY, ph: "f", bp: "e", id: k + 1, ts, pid, tid: thread }
      : { name, cat: TRACE_CATEGORY, ph: "s", id: k + 1, ts, pid, tid: thread };
  };

  // Timed events in the order Perfetto processes them: by ts; at one ts slices first, then flow
  // starts, then flow ends. Three sorted runs (slices, flow starts, flow ends), merged.
  const byStart = (index: (k: number) => number) => (x: number, y: number) =>
    (startNs[index(x)] as number) - (startNs[index(y)] as number) || x - y;
  const sliceOrder = Uint32Array.from({ length: n }, (_, i) => i).sort(byStart((i) => i));
  const startOrder = Uint32Array.from({ length: pairs.length }, (_, k) => k).sort(
    byStart((k) => (pairs[k] as [number, number])[0]),
  );
  const endOrder = Uint32Array.from({ length: pairs.length }, (_, k) => k).sort(
    byStart((k) => (pairs[k] as [number, number])[1]),
  );
  const at = [
    (j: number) => startNs[sliceOrder[j] as number] as number,
    (j: number) => startNs[(pairs[startOrder[j] as number] as [number, number])[0]] as number,
    (j: number) => startNs[(pairs[endOrder[j] as number] as [number, number])[1]] as number,
  ];
  const lengths = [n, pairs.length, pairs.length];
  const pos = [0, 0, 0];
  for (;;) {
    let run = -1;
    for (let r = 0; r < 3; r++) {
      if ((pos[r] as number) >= (lengths[r] as number)) continue;
      if (
        run < 0 ||
        (at[r] as (j: number) => number)(pos[r] as number) <
          (at[run] as (j: number) => number)(pos[run] as number)
      )
        run = r;
    }
    if (run < 0) break;
    const j = pos[run] as number;
    pos[run] = j + 1;
    if (run === 0) events.push(slice(sliceOrder[j] as number));
    else events.push(flow((run === 1 ? startOrder[j] : endOrder[j]) as number, run === 2));
  }

  return {
    traceEvents: events,
    otherData: {
      scenario: scenario?.name ?? "",
      algorithm: exportAlgorithm(result),
      family: s.family,
      timeUnit: unit,
      makespan: s.makespan,
      lowerBound: s.lowerBound,
      // Exported before the bound was computed (docs/architecture.md "The bound after the schedule").
      ...(s.boundPending ? { lowerBoundPending: true as const } : {}),
      generator: "Schedule Explorer",
    },
  };
}

/** formatChromeTrace's text in pieces (json-chunks.ts: a large trace is longer than one string may be). */
export function chromeTraceChunks(result: ExportResult, scenario?: ExportScenario): string[] {
  return jsonChunks(toChromeTrace(result, scenario));
}

/** toChromeTrace as JSON text. */
export function formatChromeTrace(result: ExportResult, scenario?: ExportScenario): string {
  return JSON.stringify(toChromeTrace(result, scenario));
}
