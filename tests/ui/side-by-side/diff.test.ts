// What changed: tasks matched by (kind, source, destination, message), moved / added / removed, and the
// makespan change in words — on hand-built schedules and on real edits of every family's presets.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Schedule, Task } from "../../../src/core/schedule/types";
import {
  diffSchedules,
  diffSummary,
  isSameSchedule,
  makespanChangeText,
  taskIdentity,
} from "../../../src/ui/side-by-side/diff";
import { migrate } from "../../../src/core/scenario/document";
import { paperExample } from "../views/fixtures";
import { PAPER, presetDoc, run } from "./helpers";

const shifted = (s: Schedule, i: number, by: number): Schedule => ({
  ...s,
  tasks: s.tasks.map((t, k) => (k === i ? { ...t, start: t.start + by, end: t.end + by } : t)),
  makespan: Math.max(...s.tasks.map((t, k) => (k === i ? t.end + by : t.end))),
});

/** Every task of both schedules is accounted for exactly once. */
function expectPartition(before: Schedule, after: Schedule) {
  const d = diffSchedules(before, after);
  expect(d.moved.length + d.unchanged + d.added.length).toBe(after.tasks.length);
  expect(d.moved.length + d.unchanged + d.removed.length).toBe(before.tasks.length);
  for (const m of d.moved) {
    expect(taskIdentity(before.tasks[m.before] as Task)).toBe(taskIdentity(after.tasks[m.after] as Task));
  }
  const afterIds = new Set(after.tasks.map(taskIdentity));
  for (const i of d.removed) expect(afterIds.has(taskIdentity(before.tasks[i] as Task))).toBe(false);
  return d;
}

describe("taskIdentity", () => {
  it("names a send and its receive by the same source and destination", () => {
    const s = paperExample();
    const send = s.tasks[0] as Task;
    const recv = s.tasks[1] as Task;
    expect(taskIdentity(send)).toBe("send|0|1|0");
    expect(taskIdentity(recv)).toBe("recv|0|1|0");
  });
});

describe("diffSchedules", () => {
  it("finds nothing between a schedule and itself", () => {
    const s = paperExample();
    const d = diffSchedules(s, s);
    expect(d).toMatchObject({ moved: [], added: [], removed: [], unchanged: s.tasks.length });
    expect(isSameSchedule(d)).toBe(true);
    expect(diffSummary(d)).toBe("no task moved");
  });

  it("reports a shifted task as moved, with its shift", () => {
    const s = paperExample();
    const d = diffSchedules(s, shifted(s, 9, 2.5));
    expect(d.moved).toEqual([{ before: 9, after: 9, shift: 2.5 }]);
    expect(d.unchanged).toBe(s.tasks.length - 1);
    expect(diffSummary(d)).toBe("1 task moved");
  });

  it("treats times equal within the tolerance as unchanged", () => {
    const s = paperExample();
    expect(diffSchedules(s, shifted(s, 3, 1e-12)).moved).toEqual([]);
  });

  it("matches tasks by identity whatever their order in the list", () => {
    const s = paperExample();
    const reversed: Schedule = { ...s, tasks: [...s.tasks].reverse() };
    const d = diffSchedules(s, reversed);
    expect(d.moved).toEqual([]);
    expect(d.unchanged).toBe(s.tasks.length);
  });

  it("reports added and removed tasks", () => {
    const s = paperExample();
    const fewer: Schedule = { ...s, tasks: s.tasks.slice(2) };
    const d = diffSchedules(s, fewer);
    expect(d.removed).toEqual([0, 1]);
    expect(diffSchedules(fewer, s).added).toEqual([0, 1]);
    expect(diffSummary(d)).toBe("2 removed");
  });

  it("matches repeated identities in start order (the k-th with the k-th)", () => {
    const t = (start: number): Task => ({
      node: 0,
      kind: "packet",
      peer: 1,
      message: 0,
      start,
      end: start + 1,
    });
    const base: Schedule = { ...paperExample(), tasks: [t(0), t(2), t(4)], makespan: 5 };
    const after: Schedule = { ...base, tasks: [t(4), t(0), t(3)] };
    const d = diffSchedules(base, after);
    // Sorted by start: [0, 2, 4] against [0, 3, 4] — only the middle one moved, by 1.
    expect(d.moved).toEqual([{ before: 1, after: 2, shift: 1 }]);
    expect(d.unchanged).toBe(2);
  });

  it("accounts for every task of a real edit (multicast: P0 sends slower)", () => {
    const doc = presetDoc(PAPER);
    const before = run(doc, "ecf");
    const raw: Record<string, unknown> = { ...doc };
    const nodes = raw.nodes as Record<string, number>[];
    const edited = migrate({ ...raw, nodes: nodes.map((n, i) => (i === 0 ? { ...n, sendFixed: 4 } : n)) });
    const after = run(edited, "ecf");
    const d = expectPartition(before, after);
    expect(d.moved.length).toBeGreaterThan(0);
    expect(d.makespanBefore).toBe(before.makespan);
    expect(d.makespanAfter).toBe(after.makespan);
  });

  it.each([
    ["grid-example-4", ["ecef", "fef"]],
    ["packet-paper-fig5", ["k-binomial", undefined]],
    ["redistribution-paper-r2-3-4", ["greedy", undefined]],
    ["allgather-paper-8-workstations", ["two-step", undefined]],
  ] as const)("accounts for every task between two algorithms of %s", (id, [a, b]) => {
    const doc = presetDoc(id);
    const x = run(doc, a);
    const y = run(doc, b);
    expectPartition(x, y);
    expectPartition(y, x);
  });
});

/** The diff as its definition says, on task objects and identity strings (what the columns must equal). */
function referenceDiff(before: Schedule, after: Schedule) {
  const groups = (s: Schedule) => {
    const g = new Map<string, number[]>();
    s.tasks.forEach((t, i) => g.set(taskIdentity(t), [...(g.get(taskIdentity(t)) ?? []), i]));
    for (const v of g.values()) {
      v.sort((a, b) => {
        const ta = s.tasks[a] as Task;
        const tb = s.tasks[b] as Task;
        return ta.start - tb.start || ta.end - tb.end || a - b;
      });
    }
    return g;
  };
  const old = groups(before);
  const now = groups(after);
  const moved: { before: number; after: number; shift: number }[] = [];
  const added: number[] = [];
  const removed: number[] = [];
  for (const [key, js] of now) {
    const is = old.get(key) ?? [];
    js.forEach((j, k) => {
      const i = is[k];
      if (i === undefined) return void added.push(j);
      const a = before.tasks[i] as Task;
      const b = after.tasks[j] as Task;
      if (Math.abs(a.start - b.start) > 1e-9 * Math.max(1, Math.abs(a.start)) || a.end !== b.end)
        moved.push({ before: i, after: j, shift: b.start - a.start });
    });
    removed.push(...is.slice(js.length));
  }
  for (const [key, is] of old) if (!now.has(key)) removed.push(...is);
  return {
    moved: moved.sort((x, y) => x.after - y.after),
    added: added.sort((x, y) => x - y),
    removed: removed.sort((x, y) => x - y),
  };
}

describe("diffSchedules on columns", () => {
  const pick = (s: Schedule, d: ReturnType<typeof diffSchedules>) => ({
    moved: d.moved,
    added: d.added,
    removed: d.removed,
    total: d.moved.length + d.unchanged + d.added.length === s.tasks.length,
  });

  it("equals the definition on task objects for a real edit and for two algorithms", () => {
    const doc = presetDoc(PAPER);
    const raw: Record<string, unknown> = { ...doc };
    const nodes = raw.nodes as Record<string, number>[];
    const edited = migrate({ ...raw, nodes: nodes.map((n, i) => (i === 1 ? { ...n, recvFixed: 9 } : n)) });
    for (const [x, y] of [
      [run(doc, "ecf"), run(edited, "ecf")],
      [run(doc, "ecf"), run(doc, "wr")],
    ] as const) {
      const d = diffSchedules(x, y);
      expect(d.moved.length + d.added.length + d.removed.length).toBeGreaterThan(0);
      expect(pick(y, d)).toEqual({ ...referenceDiff(x, y), total: true });
    }
  });

  it("matches across schedules of different sizes (one key radix for both)", () => {
    const t = (node: number, peer: number, message: number, start: number): Task => ({
      node,
      kind: "send",
      peer,
      message,
      start,
      end: start + 1,
    });
    // The keys of the larger schedule need a larger radix; the shared tasks still match.
    const small: Schedule = { ...paperExample(), tasks: [t(0, 1, 0, 0), t(1, 0, 1, 1)], makespan: 2 };
    const large: Schedule = {
      ...small,
      tasks: [t(7, 6, 40, 0), t(1, 0, 1, 3), t(0, 1, 0, 0), t(0, 7, 0, 1)],
      makespan: 4,
    };
    const d = diffSchedules(small, large);
    expect(d.moved).toEqual([{ before: 1, after: 1, shift: 2 }]);
    expect(d.added).toEqual([0, 3]);
    expect(d.unchanged).toBe(1);
    expect(pick(large, d)).toEqual({ ...referenceDiff(small, large), total: true });
    expect(diffSchedules(large, small).removed).toEqual([0, 3]);
  });

  it("matches combined messages by their whole list", () => {
    const t = (messages: number[], start: number): Task => ({
      node: 0,
      kind: "send",
      peer: 1,
      message: messages[0] ?? 0,
      messages,
      start,
      end: start + 1,
    });
    const base: Schedule = { ...paperExample(), tasks: [t([0, 1], 0), t([0, 2], 1)], makespan: 2 };
    const after: Schedule = { ...base, tasks: [t([0, 2], 5), t([0, 1], 0), t([0, 3], 2)] };
    const d = diffSchedules(base, after);
    expect(d.moved).toEqual([{ before: 1, after: 0, shift: 4 }]);
    expect(d.added).toEqual([2]);
    expect(d.unchanged).toBe(1);
    expect(pick(after, d)).toEqual({ ...referenceDiff(base, after), total: true });
  });
});

describe("diffSchedules on random schedules", () => {
  // Few nodes, messages and times, so identities repeat (several tasks of one identity, matched k-th to
  // k-th in start order), tasks tie on start and end, and some identities exist on one side only.
  const task = fc.record({
    node: fc.integer({ min: 0, max: 1 }),
    kind: fc.constantFrom<Task["kind"]>("send", "recv", "packet"),
    peer: fc.integer({ min: -1, max: 1 }),
    message: fc.integer({ min: -1, max: 1 }),
    start: fc.integer({ min: 0, max: 3 }),
    length: fc.integer({ min: 0, max: 3 }),
  });
  const schedule = fc.array(task, { maxLength: 24 }).map((ts): Schedule => {
    const tasks = ts.map(({ length, ...t }): Task => ({ ...t, end: t.start + length }));
    return { ...paperExample(), tasks, makespan: Math.max(0, ...tasks.map((t) => t.end)) };
  });

  it("equals the definition on task objects", () => {
    fc.assert(
      fc.property(schedule, schedule, (x, y) => {
        const d = diffSchedules(x, y);
        expect({ moved: d.moved, added: d.added, removed: d.removed }).toEqual(referenceDiff(x, y));
        expect(d.moved.length + d.unchanged + d.added.length).toBe(y.tasks.length);
        expect(d.moved.length + d.unchanged + d.removed.length).toBe(x.tasks.length);
      }),
      { numRuns: 300, seed: 14 },
    );
  });
});

describe("makespanChangeText", () => {
  it("says what the brief's example says", () => {
    expect(makespanChangeText(19, 26, "us")).toBe("19 → 26 µs, +7");
    expect(makespanChangeText(26, 19, "us")).toBe("26 → 19 µs, −7");
    expect(makespanChangeText(2.5, 2.5 + 1e-13, "ms")).toBe("2.5 ms, unchanged");
  });
});
