// The validator catches each broken invariant of a multicast schedule (Wu–Yeh–Liu Sec. 2–5).
import { describe, expect, it } from "vitest";
import { ecfp } from "../../../src/core/multicast/heuristics/ecfp";
import { wr } from "../../../src/core/multicast/heuristics/wr";
import { PAPER_EXAMPLE_DOC } from "../../../src/core/multicast/presets";
import { multicastScenarioSchema, type MulticastScenario } from "../../../src/core/multicast/scenario";
import { replay } from "../../../src/core/multicast/replay";
import { validate } from "../../../src/core/multicast/validate";
import type { Schedule, Task } from "../../../src/core/schedule/types";

const paper = multicastScenarioSchema.parse(PAPER_EXAMPLE_DOC) as MulticastScenario;
const good = (() => {
  const out = wr(paper);
  return replay(paper, out.plan, "wr", out.steps).schedule;
})();
const edit = (s: Schedule, f: (tasks: Task[]) => void): Schedule => {
  const tasks = s.tasks.map((t) => ({ ...t }));
  f(tasks);
  return { ...s, tasks };
};
const find = (tasks: Task[], node: number, kind: string, message: number) =>
  tasks.findIndex((t) => t.node === node && t.kind === kind && t.message === message);

describe("validate", () => {
  it("accepts a replayed schedule", () => {
    expect(validate(paper, good)).toEqual([]);
  });
  it("catches a send that does not last S", () => {
    const bad = edit(good, (ts) => {
      const x = find(ts, 2, "send", 2);
      ts[x] = { ...(ts[x] as Task), end: (ts[x] as Task).end + 0.5 };
    });
    expect(validate(paper, bad).join("\n")).toMatch(/must last S = 2/);
  });
  it("catches a wrong arrival time (Eq. 5)", () => {
    const bad = edit(good, (ts) => {
      const x = find(ts, 0, "recv", 2);
      ts[x] = { ...(ts[x] as Task), arrival: 1 };
    });
    expect(validate(paper, bad).join("\n")).toMatch(/m2 arrives at 2 \(Eq. 5\)/);
  });
  it("catches a missing delivery and a receive without its send", () => {
    const bad = {
      ...good,
      tasks: good.tasks.filter((t) => !(t.node === 3 && t.kind === "recv" && t.message === 1)),
    };
    const issues = validate(paper, bad).join("\n");
    expect(issues).toMatch(/P3 never receives m1/);
    expect(issues).toMatch(/no matching/);
  });
  it("catches a relay that sends before it has the message", () => {
    const bad = edit(good, (ts) => {
      const x = ts.findIndex((t) => t.kind === "send" && t.node === 0 && t.message === 2);
      ts[x] = { ...(ts[x] as Task), start: 0, end: 1 };
    });
    expect(validate(paper, bad).join("\n")).toMatch(/P0 relays m2 before it has it/);
  });
  it("catches a node that idles or does two things at once", () => {
    const bad = edit(good, (ts) => {
      const x = find(ts, 2, "send", 2);
      ts[x] = { ...(ts[x] as Task), start: 1, end: 3 };
    });
    const issues = validate(paper, bad).join("\n");
    expect(issues).toMatch(/should begin when P2 is free, at 0/);
  });
  it("catches a preempting send that delays the receive it was placed before (Eq. 10)", () => {
    const out = ecfp(paper);
    const s = replay(paper, out.plan, "ecfp", out.steps).schedule;
    expect(validate(paper, s)).toEqual([]);
    // P1's send of m1 (decided third) went before its receive of m0 (decided first), inside the wait.
    const bad = edit(s, (ts) => {
      const snd = ts.findIndex((t) => t.node === 1 && t.kind === "send" && t.message === 1 && t.peer === 3);
      const rcv = find(ts, 1, "recv", 0);
      ts[snd] = { ...(ts[snd] as Task), start: 0, end: 1 };
      ts[rcv] = { ...(ts[rcv] as Task), posted: 1, start: 1.5, end: 4.5 };
    });
    expect(validate(paper, bad).join("\n")).toMatch(/delayed by 1 send\(s\) placed before it \(Eq. 10\)/);
  });
});
