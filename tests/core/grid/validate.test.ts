import { describe, expect, it } from "vitest";
import { runGridHeuristic } from "../../../src/core/grid/algorithms";
import { replay } from "../../../src/core/grid/replay";
import { validateGridSchedule } from "../../../src/core/grid/validate";
import type { Schedule, Task } from "../../../src/core/schedule/types";
import { model, teaching } from "./fixtures";

const s = teaching();
const outcome = runGridHeuristic(model(s), "ecef", {});
const good = replay(s, outcome.plan, "ecef", outcome.steps).schedule;
// good.tasks: 0→1 send, recv, 0→2 send, recv, P0 intra, 1→3 send, recv, P1 intra, P1… (breadth first)

const withTasks = (tasks: Task[], extra: Partial<Schedule> = {}): Schedule => ({ ...good, tasks, ...extra });
const edit = (i: number, change: Partial<Task>) =>
  withTasks(good.tasks.map((t, k) => (k === i ? { ...t, ...change } : t)));
const find = (kind: string, node: number) => good.tasks.findIndex((t) => t.kind === kind && t.node === node);

describe("validateGridSchedule", () => {
  it("accepts the replayed schedule", () => {
    expect(validateGridSchedule(s, good)).toEqual([]);
  });
  it("catches a cluster that receives twice or never", () => {
    const recv3 = good.tasks[find("recv", 3)] as Task;
    expect(validateGridSchedule(s, withTasks([...good.tasks, recv3])).join()).toMatch(
      /P3 receives the message 2 times/,
    );
    const without = good.tasks.filter((t) => !(t.kind === "recv" && t.node === 3));
    expect(validateGridSchedule(s, withTasks(without)).join()).toMatch(/P3 receives the message 0 times/);
  });
  it("catches a send longer or shorter than g", () => {
    const i = find("send", 1);
    const t = good.tasks[i] as Task;
    expect(validateGridSchedule(s, edit(i, { end: t.end - 10 })).join()).toMatch(
      /P1 → P3: the send lasts 90, g is 100/,
    );
  });
  it("catches an arrival that is not start + g + L", () => {
    const i = find("recv", 2);
    expect(
      validateGridSchedule(s, edit(i, { arrival: 400, start: 400, end: 400, posted: 400 })).join(),
    ).toMatch(/P2 has the message at 400, expected 410/);
  });
  it("catches a relay that sends before it has the message", () => {
    // P1 has it at 101; move its send to P3 (and P3's receive) 50 earlier.
    const si = find("send", 1);
    const ri = find("recv", 3);
    const tasks = good.tasks.map((t, k) =>
      k === si
        ? { ...t, start: t.start - 50, end: t.end - 50 }
        : k === ri
          ? { ...t, start: t.start - 50, end: t.end - 50, posted: t.start - 50, arrival: t.start - 50 }
          : t,
    );
    expect(validateGridSchedule(s, withTasks(tasks)).join()).toMatch(
      /P1 sends to P3 at 51 before it has the message \(101\)/,
    );
  });
  it("catches an internal broadcast before the last send, or of the wrong length", () => {
    const i = find("intra", 0);
    const t = good.tasks[i] as Task;
    expect(validateGridSchedule(s, edit(i, { start: t.start - 1, end: t.end - 1 })).join()).toMatch(
      /P0 broadcasts inside at 399, before its last inter-cluster send ends \(400\)/,
    );
    expect(validateGridSchedule(s, edit(i, { end: t.end + 1 })).join()).toMatch(
      /P0: the internal broadcast lasts 101, T is 100/,
    );
  });
  it("catches overlapping sends on one coordinator", () => {
    const i = find("send", 0);
    const t = good.tasks[i] as Task;
    const second = good.tasks.findIndex((x, k) => k > i && x.kind === "send" && x.node === 0);
    const u = good.tasks[second] as Task;
    const tasks = good.tasks.map((x, k) =>
      k === second ? { ...u, start: t.start + 50, end: t.start + 50 + 300 } : x,
    );
    expect(validateGridSchedule(s, withTasks(tasks)).join()).toMatch(/P0 does two things at once/);
  });
  it("catches a root that receives, a wrong makespan and one below the lower bound", () => {
    const recv: Task = {
      node: 0,
      kind: "recv",
      peer: 1,
      message: 0,
      start: 5,
      end: 5,
      posted: 5,
      arrival: 5,
    };
    expect(validateGridSchedule(s, withTasks([...good.tasks, recv])).join()).toMatch(
      /P0 is the root but receives/,
    );
    expect(validateGridSchedule(s, { ...good, makespan: 99 }).join()).toMatch(/makespan 99 differs/);
    // With T2 = 5000 the bound is 310 + 5000, above this schedule's 2410.
    const slower = { ...s, clusters: s.clusters.map((c, k) => (k === 2 ? { ...c, intra: 5000 } : c)) };
    expect(validateGridSchedule(slower, good).join()).toMatch(/makespan 2410 is below the lower bound 5310/);
  });
  it("catches a schedule for another number of clusters", () => {
    expect(validateGridSchedule(s, { ...good, lanes: good.lanes.slice(1) })).toEqual([
      "the schedule has 3 lanes for 4 clusters",
    ]);
  });
});
