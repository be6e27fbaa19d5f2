// The Analysis queries over a schedule's columns (src/engine/analysis.ts) give what the core's functions
// give on the schedule itself, for every family; the AnalysisClient answers them through a worker
// (a MessageChannel running the real service), keeps only the newest waiting query of a kind, and
// cancels the queries about a schedule no longer shown.
import { describe, expect, it } from "vitest";
import { FAMILIES, runScenario } from "../../src/core/registry";
import { parseScenario } from "../../src/core/scenario/document";
import { criticalPath } from "../../src/core/schedule/critical-path";
import { linkStats } from "../../src/core/schedule/link-stats";
import { nodeStats } from "../../src/core/schedule/node-stats";
import { filterTasks, NO_FILTER, sortTasks, type TableFilter } from "../../src/core/schedule/task-table";
import { packedTasks, packSchedule, unpackSchedule, withLowerBound } from "../../src/core/schedule/pack";
import type { Schedule } from "../../src/core/schedule/types";
import {
  AnalysisMemory,
  analysisSchedule,
  computeAnalysis,
  analysisBase,
  sameAnalysis,
  scheduleOfAnalysis,
  transferableSchedule,
} from "../../src/engine/analysis";
import { handleAnalysis } from "../../src/engine/service";
import { AnalysisClient } from "../../src/engine/analysis-client";
import type { AnalysisReply } from "../../src/engine/protocol";
import { serviceWorkers } from "./service-workers";

const presetSchedule = (family: (typeof FAMILIES)[number]): Schedule => {
  const preset = family.presets[0]!;
  return runScenario(parseScenario(preset.doc), preset.algorithm).schedule;
};

/** The request as the worker sees it: a structured clone of the columns. */
const overWire = (s: Schedule): Schedule => scheduleOfAnalysis(structuredClone(analysisSchedule(s)));

const valueOf = (reply: AnalysisReply) => {
  if (!reply.ok) throw new Error(reply.error.message);
  return reply.result.value;
};

describe("computeAnalysis over columns", () => {
  it.each(FAMILIES.map((f) => [f.kind, f] as const))("equals the core's functions for %s", (_k, family) => {
    const s = presetSchedule(family);
    // As on screen: the worker's reply unpacked (columns, lazy tasks), then sent to the analysis worker.
    const shown = unpackSchedule(packSchedule(s));
    const w = overWire(shown);
    expect(computeAnalysis(w, { what: "critical-path" }).value).toEqual(criticalPath(s));
    expect(computeAnalysis(w, { what: "node-stats" }).value).toEqual(nodeStats(s));
    expect(computeAnalysis(w, { what: "link-stats" }).value).toEqual(linkStats(s));
    const sort = { column: "duration", dir: "descending" } as const;
    const filter: TableFilter = { ...NO_FILTER, text: s.lanes[1] ?? "" };
    const rows = computeAnalysis(w, { what: "table-rows", filter, sort, step: 3 }).value;
    expect(Array.from(rows as Int32Array)).toEqual(sortTasks(s, filterTasks(s, filter, 3), sort));
  });
});

describe("AnalysisMemory", () => {
  it("keeps the schedule sent with the first query and refuses an id it was not sent", () => {
    const s = presetSchedule(FAMILIES[0]!);
    const memory = new AnalysisMemory();
    const first = handleAnalysis(
      { scheduleId: 1, schedule: analysisSchedule(s), query: { what: "node-stats" } },
      () => 0,
      memory,
    );
    expect(first.ok && first.result.value).toEqual(nodeStats(s));
    const again = handleAnalysis({ scheduleId: 1, query: { what: "link-stats" } }, () => 0, memory);
    expect(again.ok && again.result.value).toEqual(linkStats(s));
    const other = handleAnalysis({ scheduleId: 2, query: { what: "link-stats" } }, () => 0, memory);
    expect(other.ok === false && other.error.message).toContain("schedule 2 was not sent");
  });
});

describe("AnalysisClient", () => {
  const s = presetSchedule(FAMILIES[0]!);
  const byColumn = (column: "start" | "end" | "duration" | "waiting" | "posted") =>
    ({ what: "table-rows", filter: NO_FILTER, sort: { column, dir: "descending" } }) as const;

  it("answers each kind of query as the core computes it", async () => {
    const { factory } = serviceWorkers();
    const client = new AnalysisClient(factory);
    expect(valueOf(await client.analyze(s, { what: "node-stats" }))).toEqual(nodeStats(s));
    expect(valueOf(await client.analyze(s, { what: "link-stats" }))).toEqual(linkStats(s));
    expect(valueOf(await client.analyze(s, { what: "critical-path" }))).toEqual(criticalPath(s));
    const rows = valueOf(await client.analyze(s, byColumn("end")));
    expect(Array.from(rows as Int32Array)).toEqual(
      sortTasks(s, filterTasks(s, NO_FILTER), byColumn("end").sort),
    );
    client.cancel();
  });

  it("computes the newest waiting query of a kind and drops the ones it replaced", async () => {
    const { factory, count } = serviceWorkers(20);
    const client = new AnalysisClient(factory);
    const first = client.analyze(s, byColumn("start"));
    const replaced = client.analyze(s, byColumn("end"));
    const newest = client.analyze(s, byColumn("duration"));
    // Another kind is not held back by the table's queries.
    const nodes = client.analyze(s, { what: "node-stats" });
    const [a, b, c, d] = await Promise.all([first, replaced, newest, nodes]);
    expect(Array.from(valueOf(a) as Int32Array)).toEqual(
      sortTasks(s, filterTasks(s, NO_FILTER), byColumn("start").sort),
    );
    expect(b.ok === false && b.error.kind).toBe("cancelled");
    expect(Array.from(valueOf(c) as Int32Array)).toEqual(
      sortTasks(s, filterTasks(s, NO_FILTER), byColumn("duration").sort),
    );
    expect(valueOf(d)).toEqual(nodeStats(s));
    expect(count()).toBe(1);
    client.cancel();
  });

  it("answers a query asked again from what it kept, without the worker (four table orders per schedule)", async () => {
    const { factory, asked } = serviceWorkers();
    const client = new AnalysisClient(factory);
    const nodes = valueOf(await client.analyze(s, { what: "node-stats" }));
    expect(client.cached(s, { what: "node-stats" })).toBeDefined();
    expect(valueOf(await client.analyze(s, { what: "node-stats" }))).toBe(nodes);
    expect(asked()).toBe(1);
    const columns = ["start", "end", "duration", "waiting", "posted"] as const;
    for (const c of columns) await client.analyze(s, byColumn(c));
    expect(asked()).toBe(6);
    // the four latest orders are kept, the first is not
    for (const c of columns.slice(1)) expect(client.cached(s, byColumn(c))).toBeDefined();
    expect(client.cached(s, byColumn("start"))).toBeUndefined();
    expect(client.cached(s, { what: "node-stats" })).toBeDefined();
    // another schedule's answers are its own; the first schedule's stay while it is held
    const other = presetSchedule(FAMILIES[1]!);
    await client.analyze(other, { what: "node-stats" });
    expect(asked()).toBe(7);
    expect(valueOf(await client.analyze(s, { what: "node-stats" }))).toBe(nodes);
    expect(asked()).toBe(7);
    client.cancel();
  });

  it("cancels the queries about a schedule no longer shown and starts a fresh worker", async () => {
    const { factory, count } = serviceWorkers(20);
    const client = new AnalysisClient(factory);
    const other = presetSchedule(FAMILIES[1]!);
    const stale = client.analyze(s, { what: "link-stats" });
    const fresh = client.analyze(other, { what: "link-stats" });
    const [a, b] = await Promise.all([stale, fresh]);
    expect(a.ok === false && a.error.kind).toBe("cancelled");
    expect(valueOf(b)).toEqual(linkStats(other));
    expect(count()).toBe(2);
    client.cancel();
  });
});

describe("transferableSchedule", () => {
  it("copies each column (the schedule keeps its own), pausing between them for a large schedule", async () => {
    const s = unpackSchedule(packSchedule(presetSchedule(FAMILIES[0]!)));
    let pauses = 0;
    const pause = () => {
      pauses++;
      return Promise.resolve();
    };
    const { schedule, transfer } = await transferableSchedule(s, pause, 0);
    expect(schedule).toEqual(analysisSchedule(s));
    const own = packedTasks(s);
    const columns = Object.values(own).filter((v) => ArrayBuffer.isView(v));
    expect(transfer.length).toBe(columns.length);
    // one slice per column here (a slice is half a million values)
    expect(pauses).toBe(columns.filter((v) => v.byteLength > 0).length);
    for (const v of columns) expect(transfer).not.toContain(v.buffer);
    // transferring the copies leaves the schedule's columns whole
    structuredClone(schedule, { transfer });
    expect(packedTasks(s).start.length).toBe(own.count);
    expect(Object.values(schedule.columns).some((v) => ArrayBuffer.isView(v) && v.byteLength > 0)).toBe(
      false,
    );
    pauses = 0;
    await transferableSchedule(s, pause);
    expect(pauses).toBe(0);
  });
});

describe("analysisBase", () => {
  it("keys a schedule and the same with its lower bound alike, not another schedule", () => {
    const s = unpackSchedule(packSchedule(presetSchedule(FAMILIES[0]!)));
    const bound = withLowerBound(s, 1);
    expect(sameAnalysis(s, bound)).toBe(true);
    expect(analysisBase(s)).toBe(s);
    expect(analysisBase(bound)).toBe(s);
    const other = unpackSchedule(packSchedule(presetSchedule(FAMILIES[1]!)));
    expect(sameAnalysis(s, other)).toBe(false);
    expect(analysisBase(other)).toBe(other);
    const plain = presetSchedule(FAMILIES[0]!);
    expect(analysisBase(plain)).toBe(plain);
  });
});
