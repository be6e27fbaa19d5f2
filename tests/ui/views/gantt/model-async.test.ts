// The Gantt model built off the main thread (model-worker.ts posts packGanttModel's arrays back): the
// arrays survive a structured clone and, adopted, give the same model as building it in place.
import { describe, expect, it } from "vitest";
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
