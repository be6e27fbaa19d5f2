// The Chrome Trace export, for every preset: valid JSON, one process per node with named send/receive
// threads, an "X" event per task, one "s"/"f" flow per message, and — read by a small model of Perfetto's
// JSON importer (src/trace_processor/importers: events sorted by ts with complete events before flow
// events, slices on a per-thread stack, a flow event bound to the slice on top of its thread's stack) —
// no dropped slice and no unbound flow: every arrow joins the send to the receive it answers.
import { describe, expect, it } from "vitest";
import { allPresets, findPreset, runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import { messagePairs } from "../../../src/core/schedule/export-common";
import {
  formatChromeTrace,
  toChromeTrace,
  tracePid,
  type ChromeTrace,
  type TraceCompleteEvent,
  type TraceEvent,
  type TraceFlowEvent,
} from "../../../src/core/schedule/export-trace";
import type { Schedule, Task } from "../../../src/core/schedule/types";
import { formatTasksCsv } from "../../../src/core/schedule/export-csv";
import { formatScheduleJson } from "../../../src/core/schedule/export-json";
import { largeSchedule } from "./large-schedule";

/** Presets small enough to check event by event here (the 1024-node packet one has 263 k tasks). */
const PRESETS = allPresets().filter((p) => p.id !== "packet-large-1024");

const runs = new Map<string, ReturnType<typeof runPreset>>();
function run(id: string) {
  const cached = runs.get(id);
  if (cached) return cached;
  const fresh = runPreset(id);
  runs.set(id, fresh);
  return fresh;
}

function runPreset(id: string) {
  const preset = findPreset(id);
  if (!preset) throw new Error(`no preset ${id}`);
  const scenario = parseScenario(preset.doc);
  return { scenario, result: runScenario(scenario, preset.algorithm, { explain: false }) };
}

const isSlice = (e: TraceEvent): e is TraceCompleteEvent => e.ph === "X";
const isFlow = (e: TraceEvent): e is TraceFlowEvent => e.ph === "s" || e.ph === "f";

interface ModelSlice {
  readonly track: string;
  readonly ts: number;
  readonly dur: number;
  readonly task: number;
}

interface ModelResult {
  readonly slices: ModelSlice[];
  /** [outgoing slice, incoming slice] indices into `slices`. */
  readonly flows: [number, number][];
  readonly stats: Record<string, number>;
}

/**
 * What Perfetto's JSON importer makes of the trace: timestamps as whole nanoseconds (llround of
 * µs × 1000); events sorted by ts, then E events, then X events longest first, then the rest, then
 * file order; an X event first pops the slices of its thread that ended before it (or at its start,
 * unless both are zero-length) and is dropped if it overlaps the one left on top; "s" binds to the top
 * slice of its thread, "f" with "bp":"e" likewise, and a v1 flow is keyed by (id, cat, name).
 */
function importLikePerfetto(trace: ChromeTrace): ModelResult {
  const stats: Record<string, number> = {
    slice_drop_overlapping_complete_event: 0,
    flow_no_enclosing_slice: 0,
    flow_end_without_start: 0,
    flow_duplicate_id: 0,
    flow_without_bp_e: 0,
  };
  const ns = (us: number) => Math.round(us * 1000);
  const timed = trace.traceEvents
    .map((e, index) => ({ e, index }))
    .filter(({ e }) => e.ph !== "M")
    .map(({ e, index }) => {
      const ts = ns((e as TraceCompleteEvent | TraceFlowEvent).ts);
      const key = isSlice(e) ? Number.MAX_SAFE_INTEGER - ns(e.dur) : Number.MAX_SAFE_INTEGER + 1;
      return { e, index, ts, key };
    });
  timed.sort((a, b) => a.ts - b.ts || a.key - b.key || a.index - b.index);
  const slices: ModelSlice[] = [];
  const stacks = new Map<string, number[]>();
  const open = new Map<string, number>();
  const flows: [number, number][] = [];
  for (const { e, ts } of timed) {
    const track = `${e.pid}/${(e as TraceCompleteEvent).tid}`;
    const stack = stacks.get(track) ?? [];
    stacks.set(track, stack);
    if (isSlice(e)) {
      const dur = ns(e.dur);
      let dropped = false;
      for (let i = stack.length - 1; i >= 0; i--) {
        const top = slices[stack[i] as number] as ModelSlice;
        const end = top.ts + top.dur;
        if (end < ts || (end === ts && !(top.dur === 0 && dur === 0))) {
          stack.pop();
          continue;
        }
        if (ts < end && ts + dur > end) {
          dropped = true;
          break;
        }
      }
      if (dropped) {
        stats.slice_drop_overlapping_complete_event!++;
        continue;
      }
      stack.push(slices.length);
      slices.push({ track, ts, dur, task: Number(e.args.task) });
    } else if (isFlow(e)) {
      const top = stack[stack.length - 1];
      const key = `${e.id} ${e.cat} ${e.name}`;
      if (top === undefined) {
        stats.flow_no_enclosing_slice!++;
        continue;
      }
      if (e.ph === "s") {
        if (open.has(key)) stats.flow_duplicate_id!++;
        else open.set(key, top);
      } else {
        if (e.bp !== "e") stats.flow_without_bp_e!++;
        const from = open.get(key);
        if (from === undefined) stats.flow_end_without_start!++;
        else flows.push([from, top]);
      }
    }
  }
  return { slices, flows, stats };
}

describe("messagePairs", () => {
  it.each(PRESETS.map((p) => [p.id] as const))("%s: pairs each send with the receive it answers", (id) => {
    const { result } = run(id);
    const tasks = result.schedule.tasks;
    const pairs = messagePairs(result.schedule);
    const seen = new Set<number>();
    const problems: string[] = [];
    const problem = (what: string, i: number) => problems.push(`${what}: task ${i}`);
    for (const [from, to] of pairs) {
      const a = tasks[from] as Task;
      const b = tasks[to] as Task;
      if (seen.has(from) || seen.has(to)) problem("paired twice", from);
      seen.add(from);
      seen.add(to);
      if (a.peer !== b.node || b.peer !== a.node) problem("peers differ", from);
      if (a.message !== b.message) problem("messages differ", from);
      if (a.kind !== "send" && a.kind !== "packet") problem("not a send", from);
      if (b.kind !== "recv" && b.kind !== "packet") problem("not a receive", to);
      if (b.start < a.start) problem("received before sent", to);
    }
    tasks.forEach((t, i) => {
      // Every task whose match names it back is in a pair; so are all sends and receives of the
      // families other than packet (whose host-level send and receive carry no single message).
      if (t.match !== undefined && t.match >= 0 && tasks[t.match]?.match === i && !seen.has(i))
        problem("matched but unpaired", i);
      if (result.schedule.family !== "packet" && (t.kind === "send" || t.kind === "recv") && !seen.has(i))
        problem("unpaired", i);
    });
    expect(problems).toEqual([]);
    expect(pairs.length).toBeGreaterThan(0);
  });

  it("pairs sends and receives without `match` by (sender, receiver, message) in time order", () => {
    const t = (node: number, kind: Task["kind"], peer: number, message: number, start: number): Task => ({
      node,
      kind,
      peer,
      message,
      start,
      end: start + 1,
    });
    const schedule: Schedule = {
      family: "multicast",
      algorithm: "x",
      timeUnit: "us",
      lanes: ["P0", "P1"],
      messages: ["m0", "m1"],
      tasks: [
        t(1, "recv", 0, 0, 9),
        t(0, "send", 1, 0, 5),
        t(0, "send", 1, 1, 1),
        t(0, "send", 1, 0, 0),
        t(1, "recv", 0, 0, 3),
        t(1, "recv", 0, 1, 4),
        t(1, "recv", 0, 2, 4),
      ],
      makespan: 10,
      lowerBound: null,
      steps: [],
    };
    expect(messagePairs(schedule)).toEqual([
      [3, 4],
      [2, 5],
      [1, 0],
    ]);
  });
});

describe("toChromeTrace", () => {
  it.each(PRESETS.map((p) => [p.id] as const))(
    "%s: opens in Perfetto's importer with every arrow bound",
    (id) => {
      const { scenario, result } = run(id);
      const s = result.schedule;
      const text = formatChromeTrace(result, scenario);
      const trace = JSON.parse(text) as ChromeTrace;
      expect(trace).toEqual(toChromeTrace(result, scenario));
      expect(text).not.toContain("displayTimeUnit");

      const slices = trace.traceEvents.filter(isSlice);
      expect(slices).toHaveLength(s.tasks.length);
      const scale = scenario.timeUnit === "ms" ? 1000 : 1;
      const problems: string[] = [];
      for (const e of slices) {
        const task = s.tasks[Number(e.args.task)] as Task;
        const bad = (what: string) => problems.push(`${what}: ${JSON.stringify(e)}`);
        if (!(Number.isFinite(e.ts) && e.ts >= 0)) bad("ts");
        if (!(Number.isFinite(e.dur) && e.dur >= 0)) bad("dur");
        if (e.pid !== tracePid(task.node)) bad("pid");
        // Rounded to whole nanoseconds: within half a nanosecond of the task's own times.
        if (Math.abs(e.ts - task.start * scale) > 0.0005 + 1e-9) bad("start");
        if (Math.abs(e.ts + e.dur - task.end * scale) > 0.001 + 1e-9) bad("end");
        if (e.cat !== "schedule") bad("cat");
        if (task.peer >= 0 && !e.name.includes(s.lanes[task.peer] as string)) bad("peer not named");
      }
      expect(problems).toEqual([]);

      // Names: every process and every thread that holds a slice.
      const named = new Set(
        trace.traceEvents
          .filter((e) => e.ph === "M" && (e.name === "process_name" || e.name === "thread_name"))
          .map((e) => `${e.pid}/${e.name === "thread_name" ? e.tid : ""}`),
      );
      const unnamed = slices.filter((e) => !named.has(`${e.pid}/`) || !named.has(`${e.pid}/${e.tid}`));
      expect(unnamed).toEqual([]);

      // Flows: each "s" has exactly one "f" of the same id, and each lies within a slice of its thread.
      const flows = trace.traceEvents.filter(isFlow);
      const starts = flows.filter((e) => e.ph === "s");
      const ends = flows.filter((e) => e.ph === "f");
      expect(starts).toHaveLength(messagePairs(s).length);
      expect(new Set(starts.map((e) => e.id)).size).toBe(starts.length);
      const endsById = new Map<number, TraceFlowEvent[]>();
      for (const e of ends) endsById.set(e.id, [...(endsById.get(e.id) ?? []), e]);
      expect(ends).toHaveLength(starts.length);
      const unmatched = starts.filter((st) => {
        const matching = endsById.get(st.id) ?? [];
        return matching.length !== 1 || matching[0]?.name !== st.name || matching[0]?.cat !== st.cat;
      });
      expect(unmatched).toEqual([]);
      const byThread = new Map<string, TraceCompleteEvent[]>();
      for (const e of slices) {
        const key = `${e.pid}/${e.tid}`;
        byThread.set(key, [...(byThread.get(key) ?? []), e]);
      }
      const outside = flows.filter(
        (f) =>
          !(byThread.get(`${f.pid}/${f.tid}`) ?? []).some(
            (e) => e.ts <= f.ts && f.ts <= e.ts + e.dur && e.cat === f.cat,
          ),
      );
      expect(outside).toEqual([]);

      const model = importLikePerfetto(trace);
      expect(model.stats).toEqual({
        slice_drop_overlapping_complete_event: 0,
        flow_no_enclosing_slice: 0,
        flow_end_without_start: 0,
        flow_duplicate_id: 0,
        flow_without_bp_e: 0,
      });
      expect(model.slices).toHaveLength(s.tasks.length);
      const bound = model.flows.map(([a, b]) => [model.slices[a]?.task, model.slices[b]?.task]);
      expect(bound.sort()).toEqual(messagePairs(s).sort());
    },
  );

  it("the paper example: P0's first send says message and peer, its receive says how long it waited", () => {
    const { scenario, result } = run("multicast-paper-example");
    const trace = toChromeTrace(result, scenario);
    const names = trace.traceEvents.filter(isSlice).map((e) => e.name);
    expect(names).toContain("send m0 → P1");
    expect(names).toContain("recv m0 ← P0");
    const meta = trace.traceEvents.filter((e) => e.ph === "M");
    expect(meta).toContainEqual({ name: "process_name", ph: "M", pid: 1, args: { name: "P0" } });
    expect(meta).toContainEqual({ name: "thread_name", ph: "M", pid: 1, tid: 1, args: { name: "send" } });
    expect(meta).toContainEqual({ name: "thread_name", ph: "M", pid: 2, tid: 2, args: { name: "receive" } });
    const recv = trace.traceEvents.filter(isSlice).find((e) => e.name === "recv m0 ← P0");
    expect(recv?.args).toMatchObject({ peer: "P0", message: "m0" });
    expect(typeof recv?.args.posted_us).toBe("number");
    expect(typeof recv?.args.waiting_us).toBe("number");
    expect(trace.otherData).toMatchObject({ scenario: scenario.name, algorithm: "ecf", timeUnit: "us" });
  });

  it("converts milliseconds to microseconds", () => {
    const { scenario, result } = run("grid-example-4");
    expect(scenario.timeUnit).toBe("ms");
    const trace = toChromeTrace(result, scenario);
    const end = Math.max(...trace.traceEvents.filter(isSlice).map((e) => e.ts + e.dur));
    expect(end).toBeCloseTo(result.schedule.makespan * 1000, 3);
  });

  it("puts tasks of one kind that overlap or start together on separate threads", () => {
    const schedule: Schedule = {
      family: "redistribution",
      algorithm: "x",
      timeUnit: "us",
      lanes: ["P0"],
      messages: ["blocks"],
      tasks: [
        { node: 0, kind: "local", peer: -1, message: 0, start: 0, end: 0 },
        { node: 0, kind: "local", peer: -1, message: 0, start: 0, end: 0 },
        { node: 0, kind: "local", peer: -1, message: 0, start: 0, end: 2 },
        { node: 0, kind: "local", peer: -1, message: 0, start: 1, end: 3 },
        { node: 0, kind: "local", peer: -1, message: 0, start: 3, end: 4 },
      ],
      makespan: 4,
      lowerBound: null,
      steps: [],
    };
    const trace = toChromeTrace({ schedule });
    const tids = trace.traceEvents.filter(isSlice).map((e) => [Number(e.args.task), e.tid]);
    expect(new Map(tids as [number, number][])).toEqual(
      new Map([
        [0, 3],
        [1, 13],
        [2, 23],
        [3, 3],
        [4, 3],
      ]),
    );
    expect(importLikePerfetto(trace).stats.slice_drop_overlapping_complete_event).toBe(0);
  });
});

describe("a 130 000-task schedule", () => {
  it("exports to trace, CSV and JSON (times: npm run bench -- exports)", () => {
    const schedule = largeSchedule(65_000, 64);
    expect(schedule.tasks).toHaveLength(130_000);
    const trace = toChromeTrace({ schedule });
    expect(trace.traceEvents.filter(isSlice)).toHaveLength(130_000);
    expect(trace.traceEvents.filter((e) => e.ph === "f")).toHaveLength(65_000);
    expect(formatTasksCsv({ schedule }).split("\r\n")).toHaveLength(130_000 + 2);
    expect(JSON.parse(formatScheduleJson({ schedule })).tasks).toHaveLength(130_000);
  });
});
