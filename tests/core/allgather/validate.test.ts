import { describe, expect, it } from "vitest";
import { validateAllgather } from "../../../src/core/allgather/validate";
import { runScenario } from "../../../src/core/registry";
import type { Schedule, Task } from "../../../src/core/schedule/types";
import { eight } from "./helpers";

const s = eight({ serveOrder: "largest-end-first" });
const base = runScenario(s, "gather-broadcast").schedule;
const withTasks = (edit: (tasks: Task[]) => Task[]): Schedule => ({
  ...base,
  tasks: edit(base.tasks.slice()),
});
const indexOf = (pred: (t: Task) => boolean) => base.tasks.findIndex(pred);

describe("validateAllgather", () => {
  it("accepts the simulated schedule", () => {
    expect(validateAllgather(s, base)).toEqual([]);
  });
  it("flags a send that does not last T_send", () => {
    const i = indexOf((t) => t.kind === "send" && t.node === 4);
    const v = validateAllgather(
      s,
      withTasks((ts) => ts.map((t, j) => (j === i ? { ...t, end: t.end + 10 } : t))),
    );
    expect(v.some((m) => /lasts 170, the model says 160/.test(m))).toBe(true);
  });
  it("flags a receive whose arrival does not follow from its send", () => {
    const i = indexOf((t) => t.kind === "recv" && t.node === 4);
    const v = validateAllgather(
      s,
      withTasks((ts) => ts.map((t, j) => (j === i ? { ...t, arrival: 0, start: 160, end: 290 } : t))),
    );
    expect(v.some((m) => /arrival must be the send's start \+ T_end − T_recv = 890/.test(m))).toBe(true);
  });
  it("flags a node that never gets a message (a dropped receive)", () => {
    const i = indexOf((t) => t.kind === "recv" && t.node === 4);
    const v = validateAllgather(
      s,
      withTasks((ts) => ts.filter((_, j) => j !== i)),
    );
    expect(v).toContain("P4 never receives m0");
  });
  it("flags a client talking to another agent (assumption 5)", () => {
    const v = validateAllgather(s, {
      ...base,
      groups: [
        { leader: 0, members: [0, 2, 4] },
        { leader: 1, members: [1, 3, 5, 6, 7] },
      ],
    });
    expect(v.some((m) => /a client talks only to its agent/.test(m))).toBe(true);
  });
  it("flags a send of data the node does not have yet", () => {
    const i = indexOf((t) => t.kind === "send" && t.node === 0 && t.stage === "exchange");
    const early = withTasks((ts) => ts.map((t, j) => (j === i ? { ...t, start: 100, end: 190 } : t)));
    expect(validateAllgather(s, early).some((m) => /sends m4 before P0 has it/.test(m))).toBe(true);
  });
  it("flags two tasks at once on a node", () => {
    const i = indexOf((t) => t.kind === "send" && t.node === 0 && t.stage === "distribute");
    const v = validateAllgather(
      s,
      withTasks((ts) => ts.map((t, j) => (j === i ? { ...t, start: 600, end: 690 } : t))),
    );
    expect(v.some((m) => /P0 does two things at once/.test(m))).toBe(true);
  });
});
