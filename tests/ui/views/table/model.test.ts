// The task table's pure part: filter, sort and the virtual window.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cellValue,
  filterTasks,
  nextSort,
  NO_FILTER,
  parseBound,
  rowWindow,
  sortTasks,
} from "../../../../src/ui/views/table/model";
import { paperExample } from "../fixtures";

const s = paperExample();

describe("filterTasks", () => {
  it("keeps every task without a filter, in task order", () => {
    expect(filterTasks(s, NO_FILTER)).toEqual(s.tasks.map((_, i) => i));
  });
  it("matches text on the node, the peer, the message and the kind, case-insensitively", () => {
    const p3 = filterTasks(s, { ...NO_FILTER, text: "p3" });
    expect(p3.length).toBeGreaterThan(0);
    for (const i of p3) {
      const t = s.tasks[i]!;
      const text = [s.lanes[t.node], t.peer >= 0 ? s.lanes[t.peer] : "", s.messages[t.message], t.kind].join(
        " ",
      );
      expect(text.toLowerCase()).toContain("p3");
    }
    expect(filterTasks(s, { ...NO_FILTER, text: "RECV" }).every((i) => s.tasks[i]!.kind === "recv")).toBe(
      true,
    );
  });
  it("applies start, end and duration ranges inclusively, and the lane and step", () => {
    const rows = filterTasks(s, { ...NO_FILTER, start: { min: 5 }, duration: { max: 3 } });
    expect(rows.map((i) => s.tasks[i]!).every((t) => t.start >= 5 && t.end - t.start <= 3)).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
    const byLane = filterTasks(s, { ...NO_FILTER, lane: 2, end: { max: 12 } });
    expect(byLane.map((i) => s.tasks[i]!).every((t) => t.node === 2 && t.end <= 12)).toBe(true);
    expect(filterTasks(s, NO_FILTER, 1).every((i) => (s.tasks[i]!.step ?? 0) < 1)).toBe(true);
  });
});

describe("sortTasks", () => {
  it("sorts by any column both ways, empty cells last", () => {
    const all = filterTasks(s, NO_FILTER);
    for (const column of ["start", "duration", "posted", "lane", "message"] as const) {
      for (const dir of ["ascending", "descending"] as const) {
        const sorted = sortTasks(s, all, { column, dir });
        expect([...sorted].sort((a, b) => a - b)).toEqual(all);
        const values = sorted.map((i) => cellValue(s, s.tasks[i]!, column));
        const filled = values.filter((v) => v !== undefined && v !== "");
        expect(values.slice(0, filled.length)).toEqual(filled);
        for (let k = 1; k < filled.length; k++) {
          const a = filled[k - 1]!;
          const b = filled[k]!;
          const c =
            typeof a === "number" && typeof b === "number"
              ? a - b
              : String(a).localeCompare(String(b), undefined, { numeric: true });
          expect(dir === "ascending" ? c <= 0 : c >= 0).toBe(true);
        }
      }
    }
  });
  it("flips the direction on the same column and starts ascending on another", () => {
    expect(nextSort({ column: "start", dir: "ascending" }, "start")).toEqual({
      column: "start",
      dir: "descending",
    });
    expect(nextSort({ column: "start", dir: "descending" }, "end")).toEqual({
      column: "end",
      dir: "ascending",
    });
  });
});

describe("rowWindow", () => {
  it("renders the visible rows and a few around them; the spacers keep the full height", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 1200 }),
        (count, u, viewport) => {
          const h = 26;
          const scrollTop = u * count * h;
          const w = rowWindow(count, scrollTop, viewport, h);
          expect(w.padTop + (w.to - w.from) * h + w.padBottom).toBe(count * h);
          expect(w.to - w.from).toBeLessThanOrEqual(Math.ceil(viewport / h) + 1 + 20);
          const firstVisible = Math.min(count, Math.floor(scrollTop / h));
          const lastVisible = Math.min(count, Math.ceil((scrollTop + viewport) / h));
          expect(w.from).toBeLessThanOrEqual(firstVisible);
          expect(w.to).toBeGreaterThanOrEqual(lastVisible);
        },
      ),
      { numRuns: 200, seed: 18 },
    );
  });
});

describe("parseBound", () => {
  it("reads empty as no bound, numbers as bounds, anything else as invalid", () => {
    expect(parseBound(" ")).toBeUndefined();
    expect(parseBound("2.5")).toBe(2.5);
    expect(parseBound("-1e3")).toBe(-1000);
    expect(parseBound("abc")).toBeNull();
  });
});
