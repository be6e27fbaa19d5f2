// The Gantt's frame cost at scale: what panning and zooming a 1024-lane, million-task schedule costs
// in layout (the pure part of a frame; the canvas painter draws only the lanes scrolled into view).
// Node only, synthetic schedules (a sender/receiver pair per message, as every family's replay emits),
// held as task columns as in the browser. Wall-clock medians: on a loaded machine they overstate.
import { packTasks, scheduleOfPacked } from "../src/core/schedule/pack";
import type { Schedule } from "../src/core/schedule/types";
import { fullWindow, layoutGantt } from "../src/ui/views/gantt/layout";
import { ganttModel } from "../src/ui/views/gantt/model";
import { scaleSchedule } from "../tests/ui/views/fixtures";
import { medianMs } from "./median-time";

/**
 * The tests' synthetic schedule (a send/receive pair per message over random lanes), at bench sizes, held
 * as columns like the schedules the browser receives from the worker (no task objects).
 */
export function benchGanttSchedule(lanes: number, tasks: number): Schedule {
  const { tasks: objects, ...rest } = scaleSchedule(lanes, tasks);
  return scheduleOfPacked(rest, packTasks(objects));
}

export function benchGantt(): void {
  console.log(
    "size                     model (once)   layout: whole   1/10 zoom   1/1000 zoom   rects (whole)",
  );
  for (const [lanes, tasks] of [
    [256, 130_000],
    [1024, 1_000_000],
  ] as const) {
    const s = benchGanttSchedule(lanes, tasks);
    const tModel = medianMs(1, () => ganttModel(s));
    const [a, b] = fullWindow(s);
    const opts = { colorBy: "message" as const, showArrows: true };
    // The band a scrolled-to-top stage lays out (bandAround): the screen and one below.
    const at = (w: readonly [number, number]) => ({
      width: 1280,
      height: 600,
      window: w,
      band: [-600, 1200] as const,
    });
    let rects = 0;
    const whole = medianMs(5, () => (rects = layoutGantt(s, at([a, b]), opts).rects.length));
    const mid = a + (b - a) / 2;
    const tenth = medianMs(5, () => layoutGantt(s, at([mid, mid + (b - a) / 10]), opts));
    const thousandth = medianMs(5, () => layoutGantt(s, at([mid, mid + (b - a) / 1000]), opts));
    console.log(
      `${`${lanes} lanes, ${tasks.toLocaleString("en")} tasks`.padEnd(25)}${tModel.toFixed(0).padStart(8)} ms` +
        `${whole.toFixed(1).padStart(14)} ms${tenth.toFixed(1).padStart(9)} ms${thousandth.toFixed(1).padStart(11)} ms` +
        `${rects.toLocaleString("en").padStart(14)}`,
    );
    // CPU time per frame as well: on a shared machine the wall-clock median counts the time this
    // process waited for a core (process.cpuUsage also counts GC helper threads, so it errs high).
    const cpuMs = (w: readonly [number, number]) => {
      const c0 = process.cpuUsage();
      for (let r = 0; r < 10; r++) layoutGantt(s, at(w), opts);
      const c = process.cpuUsage(c0);
      return (c.user + c.system) / 10_000;
    };
    const cpu = [cpuMs([a, b]), cpuMs([mid, mid + (b - a) / 10]), cpuMs([mid, mid + (b - a) / 1000])];
    console.log(
      `${"  CPU per frame".padEnd(39)}${cpu.map((ms, k) => `${ms.toFixed(1).padStart(k === 0 ? 14 : k === 1 ? 9 : 11)} ms`).join("")}`,
    );
    if (tasks >= 1_000_000) {
      const ratio = (ms: number) => `${(ms / 16).toFixed(2)}×`;
      console.log(
        `  1M tasks / 16 ms target, wall: whole ${ratio(whole)}, 1/10 ${ratio(tenth)}, 1/1000 ${ratio(thousandth)}; ` +
          `CPU: whole ${ratio(cpu[0] ?? NaN)}, 1/10 ${ratio(cpu[1] ?? NaN)}, 1/1000 ${ratio(cpu[2] ?? NaN)}`,
      );
    }
  }
  console.log(
    "target: a frame ≤ 16 ms at 1M tasks (issue 14: pan/zoom median frame); the model is built once per\n" +
      "schedule, in its own worker in the app (gantt/model-worker.ts), never on the main thread at these sizes",
  );
}
