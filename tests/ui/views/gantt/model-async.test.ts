// The Gantt model built off the main thread (model-worker.ts posts packGanttModel's arrays back): the
// arrays survive a structured clone and, adopted, give the same model as building it in place.
import { afterEach, describe, expect, it, vi } from "vitest";
import { packTasks, scheduleOfPacked } from "../../../../src/core/schedule/pack";
import {
  adoptGanttModel,
  columnsOf,
  ganttModel,
  ganttModelTransferables,
  hasGanttModel,
  packGanttModel,
} from "../../../../src/ui/views/gantt/model";
import { prepareGanttModel } from "../../../../src/ui/views/gantt/model-async";
import { scaleSchedule } from "../fixtures";
import { FakeModelWorker } from "./fake-model-worker";

function columnsSchedule(lanes: number, tasks: number, seed: number) {
  const { tasks: objects, ...rest } = scaleSchedule(lanes, tasks, seed);
  return { objects, schedule: scheduleOfPacked(rest, packTasks(objects)) };
}

describe("Gantt model off the main thread", () => {
  it("adopts a cloned packed model equal to the one built in place", () => {
    const a = columnsSchedule(12, 3_000, 4);
    const b = columnsSchedule(12, 3_000, 4);
    const packed = structuredClone(packGanttModel(columnsOf(b.schedule), b.schedule.lanes.length));
    const adopted = adoptGanttModel(b.schedule, packed);
    const built = ganttModel(a.schedule);
    expect(adopted.rows.map((r) => r.map((row) => Array.from(row.tasks)))).toEqual(
      built.rows.map((r) => r.map((row) => Array.from(row.tasks))),
    );
    expect(Array.from(adopted.rowOf)).toEqual(Array.from(built.rowOf));
    expect(Array.from(adopted.partner)).toEqual(Array.from(built.partner));
    expect(adopted.kinds).toEqual(built.kinds);
    expect(ganttModel(b.schedule)).toBe(adopted);
  });

  it("keeps each row's starts, ends, running maximum and arrow counts in row order", () => {
    const { objects, schedule } = columnsSchedule(6, 2_000, 9);
    const m = ganttModel(schedule);
    for (const lane of m.rows)
      for (const row of lane) {
        let max = -Infinity;
        let sources = 0;
        row.tasks.forEach((i, k) => {
          const t = objects[i]!;
          expect(row.from[k]).toBe(m.from[i]);
          expect(row.end[k]).toBe(t.end);
          if (k > 0) expect(row.from[k]!).toBeGreaterThanOrEqual(row.from[k - 1]!);
          max = Math.max(max, t.end);
          expect(row.endMax[k]).toBe(max);
          expect(row.sourcesBefore[k]).toBe(sources);
          sources += m.isSource[i]!;
        });
        expect(row.sourcesBefore[row.tasks.length]).toBe(sources);
      }
  });

  it("lists every array buffer to transfer once", () => {
    const { schedule } = columnsSchedule(4, 400, 2);
    const buffers = ganttModelTransferables(packGanttModel(columnsOf(schedule), 4));
    expect(new Set(buffers).size).toBe(buffers.length);
    expect(buffers.length).toBeGreaterThanOrEqual(10);
  });

  it("without Web Workers, prepares the model in place", async () => {
    const { schedule } = columnsSchedule(40, 30_000, 1);
    expect(hasGanttModel(schedule)).toBe(false);
    await prepareGanttModel(schedule);
    expect(hasGanttModel(schedule)).toBe(true);
  });
});

/** The typed arrays at the top level of `value`. */
const typedArrays = (value: object) =>
  Object.values(value).filter((v): v is Float64Array => ArrayBuffer.isView(v) && !(v instanceof DataView));

/** Fresh modules (their worker and caches) over FakeModelWorker, and a schedule of 24 000 tasks packed by them. */
async function withFakeWorker(seed: number) {
  vi.resetModules();
  vi.stubGlobal("Worker", FakeModelWorker);
  const asyncModule = await import("../../../../src/ui/views/gantt/model-async");
  const gantt = await import("../../../../src/ui/views/gantt/model");
  const timing = await import("../../../../src/ui/views/timing/model");
  const pack = await import("../../../../src/core/schedule/pack");
  const { tasks, ...rest } = scaleSchedule(30, 24_000, seed);
  return { asyncModule, gantt, timing, pack, schedule: pack.scheduleOfPacked(rest, pack.packTasks(tasks)) };
}

describe("the model worker's requests", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    FakeModelWorker.reset();
  });

  it("transfer copies of the columns (detached once posted), never the schedule's own", async () => {
    const { asyncModule, gantt, timing, schedule } = await withFakeWorker(5);
    const cols = gantt.columnsOf(schedule);
    const own = new Set(typedArrays(cols).map((a) => a.buffer));
    const lengths = typedArrays(cols).map((a) => a.length);

    await asyncModule.prepareGanttModel(schedule);
    expect(gantt.hasGanttModel(schedule)).toBe(true);
    expect(timing.hasTimingModel(schedule)).toBe(false);
    await asyncModule.prepareTimingModel(schedule);
    expect(timing.hasTimingModel(schedule)).toBe(true);

    expect(FakeModelWorker.posted.map((p) => p.message.kind ?? "gantt")).toEqual(["gantt", "timing"]);
    for (const { message, transfer } of FakeModelWorker.posted) {
      const arrays = typedArrays(message.cols);
      expect(arrays.length).toBeGreaterThanOrEqual(7);
      // Every column posted is listed to transfer, and so was moved: empty on this side now.
      for (const a of arrays) {
        expect(transfer).toContain(a.buffer);
        expect(a.buffer.byteLength).toBe(0);
        expect(own.has(a.buffer)).toBe(false);
      }
    }
    // The page's columns are untouched, and the adopted models are the ones built in place.
    expect(typedArrays(cols).map((a) => a.length)).toEqual(lengths);
    const again = (await withFakeWorker(5)).schedule;
    expect(Array.from(gantt.ganttModel(schedule).rowOf)).toEqual(Array.from(gantt.ganttModel(again).rowOf));
    const a = timing.timingModel(schedule);
    const b = timing.timingModel(again);
    expect(Array.from(a.send.tasks)).toEqual(Array.from(b.send.tasks));
    expect(Array.from(a.recv.endMax)).toEqual(Array.from(b.recv.endMax));
  });

  it("asks once for the timing model of a schedule and of the same with its lower bound", async () => {
    const { asyncModule, pack, schedule } = await withFakeWorker(6);
    expect(asyncModule.timingModelPending(schedule)).toBe(true);
    const both = [
      asyncModule.prepareTimingModel(schedule),
      asyncModule.prepareTimingModel(pack.withLowerBound(schedule, 1)),
    ];
    await Promise.all(both);
    expect(FakeModelWorker.posted.length).toBe(1);
    expect(asyncModule.timingModelPending(schedule)).toBe(false);
  });
});
