// The Chrome Trace export against Perfetto's JSON importer, rule by rule. The rules come from reading
// its source, github.com/google/perfetto at commit ec5d16b14b743ba6063d720956d6d6af6610fd72:
// src/trace_processor/importers/json/json_trace_tokenizer.cc and json_trace_parser.cc, with
// src/trace_processor/sorter/trace_sorter.h and importers/common/{slice,flow,process}_tracker.cc
// (tests/core/schedule/perfetto-json-model.ts models them; docs/exports.md lists them). On the paper
// example and random schedules of every family: no stat is raised (no error, no note), ts/dur are
// microsecond numbers that land on whole nanoseconds, phases are only M/X/s/f, every flow is v1 with an
// integer id and "bp":"e" on its end, metadata names are non-empty strings and sort indices integers,
// pids and tids are integers in 1…2³²−1, and every arrow joins the send to the receive it answers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findPreset, runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import { messagePairs } from "../../../src/core/schedule/export-common";
import { formatChromeTrace, type ChromeTrace } from "../../../src/core/schedule/export-trace";
import type { Schedule } from "../../../src/core/schedule/types";
import { arbitrarySchedule, FAMILY_CASES } from "./analysis-arbitrary";
import { importLikePerfetto, raisedStats } from "./perfetto-json-model";

/** Every rule on one exported trace; returns what is wrong (empty when it complies). */
function complianceProblems(schedule: Schedule, text: string): string[] {
  const out: string[] = [];
  const trace = JSON.parse(text) as ChromeTrace;
  const root = JSON.parse(text) as Record<string, unknown>;
  // Top level: traceEvents (an array); no displayTimeUnit (json_display_time_unit); otherData is skipped.
  if (!Array.isArray(root.traceEvents)) out.push("traceEvents is not an array");
  for (const k of Object.keys(root)) {
    if (!["traceEvents", "otherData"].includes(k)) out.push(`unexpected top-level key ${k}`);
  }
  // Numbers: no exponent notation anywhere (ts, dur, ids are plain decimals).
  if (/[0-9]e[+-]?[0-9]/i.test(text.replace(/"(?:[^"\\]|\\.)*"/g, '""')))
    out.push("a number in exponent notation");
  for (const e of trace.traceEvents) {
    const bad = (why: string) => out.push(`${why}: ${JSON.stringify(e)}`);
    if (!["M", "X", "s", "f"].includes(e.ph)) bad("phase");
    if (!Number.isInteger(e.pid) || e.pid < 1 || e.pid > 0xffffffff) bad("pid");
    if ("tid" in e && e.tid !== undefined && (!Number.isInteger(e.tid) || e.tid < 1 || e.tid > 0xffffffff))
      bad("tid");
    if (e.ph === "M") {
      if ("name" in e.args && (typeof e.args.name !== "string" || e.args.name === "")) bad("metadata name");
      if ("sort_index" in e.args && !Number.isInteger(e.args.sort_index)) bad("sort index");
      continue;
    }
    // µs on whole nanoseconds: llround(ts × 1000) is exact.
    const onNs = (v: number) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6;
    if (!(Number.isFinite(e.ts) && e.ts >= 0 && onNs(e.ts))) bad("ts");
    if (e.ph === "X" && !(Number.isFinite(e.dur) && e.dur >= 0 && onNs(e.dur))) bad("dur");
    if ((e.ph === "s" || e.ph === "f") && !Number.isSafeInteger(e.id)) bad("flow id");
    if (e.ph === "f" && e.bp !== "e") bad('flow end without "bp":"e"');
    if (e.ph === "s" && "bp" in e) bad("bp on a flow start");
  }
  const model = importLikePerfetto(text);
  const raised = raisedStats(model);
  if (Object.keys(raised).length > 0) out.push(`stats ${JSON.stringify(raised)}: ${model.log.join("; ")}`);
  if (model.stringIds > 0) out.push("string pid/tid");
  // Each slice's process and thread are named; every arrow joins a send to the receive it answers.
  for (const sl of model.slices) {
    const pid = Number(sl.track.split("/")[0]);
    if (!model.processNames.has(pid)) out.push(`process ${pid} has no name`);
    if (!model.threadNames.has(sl.track)) out.push(`thread ${sl.track} has no name`);
  }
  if (model.slices.length !== schedule.tasks.length) out.push("a task has no slice");
  const bound = model.flows.map(([a, b]) => [model.slices[a]?.task, model.slices[b]?.task]);
  const pairs = messagePairs(schedule).map(([a, b]) => [a, b]);
  const sortPairs = (xs: (number | undefined)[][]) => xs.map((p) => p.join(">")).sort();
  if (JSON.stringify(sortPairs(bound)) !== JSON.stringify(sortPairs(pairs)))
    out.push("arrows differ from the pairs");
  return out;
}

describe("the trace export follows Perfetto's JSON importer", () => {
  it("the Wu–Yeh–Liu paper example: no error, no note, every arrow bound", () => {
    const preset = findPreset("multicast-paper-example");
    if (!preset) throw new Error("no paper example");
    const s = parseScenario(preset.doc);
    for (const algorithm of ["ecf", "ecfp", "optimal"]) {
      const result = runScenario(s, algorithm, { explain: false });
      const text = formatChromeTrace(result, s);
      expect(complianceProblems(result.schedule, text)).toEqual([]);
      const model = importLikePerfetto(text);
      // One process per node, each named by its label, with send and receive threads.
      expect([...model.processNames.values()].sort()).toEqual(["P0", "P1", "P2", "P3"]);
      expect(new Set(model.threadNames.values())).toEqual(new Set(["send", "receive"]));
      expect(model.flows).toHaveLength(messagePairs(result.schedule).length);
    }
  });

  it.each(FAMILY_CASES)("random %s schedules: no error, no note, every arrow bound", (_kind, family) => {
    fc.assert(
      fc.property(arbitrarySchedule(family), (schedule) => {
        const text = formatChromeTrace({ schedule });
        expect(complianceProblems(schedule, text)).toEqual([]);
      }),
      { numRuns: 12, seed: 18 },
    );
  });

  it("an empty node label still gives a named process (an empty name is a parser failure)", () => {
    const preset = findPreset("multicast-paper-example");
    if (!preset) throw new Error("no paper example");
    const s = parseScenario(preset.doc);
    const result = runScenario(s, "ecf", { explain: false });
    const text = formatChromeTrace(result, { ...s, labels: ["", "P1", "", "P3"] });
    expect(complianceProblems(result.schedule, text)).toEqual([]);
  });
});

describe("the model of Perfetto's importer flags what the importer flags", () => {
  const base = (events: unknown[], extra: Record<string, unknown> = {}) =>
    JSON.stringify({ traceEvents: events, ...extra });
  const x = (ts: number, dur: number, tid = 1) => ({ name: "a", cat: "c", ph: "X", ts, dur, pid: 1, tid });
  it("displayTimeUnit, a missing ts, a missing dur", () => {
    const r = importLikePerfetto(
      base(
        [
          { name: "a", ph: "X", pid: 1, tid: 1, dur: 1 },
          { name: "b", ph: "X", ts: 1, pid: 1, tid: 1 },
        ],
        {
          displayTimeUnit: "ns",
        },
      ),
    );
    expect(raisedStats(r)).toEqual({
      json_display_time_unit: 1,
      json_tokenizer_failure: 1,
      json_parser_failure: 1,
    });
  });
  it("overlapping complete events on one thread are spilled", () => {
    expect(raisedStats(importLikePerfetto(base([x(0, 10), x(5, 10)])))).toEqual({
      slice_spill_overlapping_complete_event: 1,
    });
    expect(raisedStats(importLikePerfetto(base([x(0, 10), x(10, 10), x(2, 3)])))).toEqual({});
  });
  it("flows: a fractional or non-hex id, no enclosing slice, a duplicate, an end without start", () => {
    const flow = (ph: string, id: unknown, ts: number, tid = 1, bp = true) => ({
      name: "m",
      cat: "c",
      ph,
      id,
      ts,
      pid: 1,
      tid,
      ...(bp && ph === "f" ? { bp: "e" } : {}),
    });
    const r = importLikePerfetto(
      base([
        x(0, 10),
        flow("s", 1.5, 0),
        flow("s", "zz", 0),
        flow("s", 7, 0, 2),
        flow("s", 3, 0),
        flow("s", 3, 1),
        flow("f", 9, 2),
      ]),
    );
    expect(raisedStats(r)).toEqual({
      flow_invalid_id: 2,
      flow_no_enclosing_slice: 1,
      flow_duplicate_id: 1,
      flow_end_without_start: 1,
    });
    // A hex string id is the same flow as its integer; "f" without bp binds to the next slice.
    const ok = importLikePerfetto(
      base([x(0, 1), flow("s", "1f", 0), flow("f", 31, 0, 2, false), x(4, 1, 2)]),
    );
    expect(raisedStats(ok)).toEqual({});
    expect(ok.flows).toEqual([[0, 1]]);
  });
  it("metadata: an empty name or a string sort index is a parser failure; no tid means tid = pid", () => {
    const r = importLikePerfetto(
      base([
        { name: "process_name", ph: "M", pid: 3, args: { name: "" } },
        { name: "thread_sort_index", ph: "M", pid: 3, tid: 1, args: { sort_index: "1" } },
      ]),
    );
    expect(raisedStats(r)).toEqual({ json_parser_failure: 2 });
    expect(r.threads.has("3/3")).toBe(true);
  });
});
