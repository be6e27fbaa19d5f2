// @vitest-environment jsdom
// The editors' RowsTable: small tables render every row; past VIRTUAL_ROWS (a 1024-node scenario) only the
// rows in the scroll box and a few around them are in the DOM, with spacers that keep the scroll height,
// and scrolling brings the rows of the new position.
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { RowsTable, VIRTUAL_ROWS } from "../../../src/ui/components/RowsTable";
import { matrixStats } from "../../../src/ui/components/pair-matrix";
import { renderer } from "../render";

const { mount } = renderer();

const table = (count: number) => (
  <RowsTable
    corner={<th>node</th>}
    columns={[{ key: "v", header: "value", cell: (i) => <span className="v">{i * 10}</span> }]}
    count={count}
    rowName={(i) => `P${i}`}
    canRemove
    onRemove={vi.fn()}
  />
);
const rowNames = (el: HTMLElement) =>
  [...el.querySelectorAll("tbody th[scope=row]")].map((th) => th.textContent);
const spacerHeights = (el: HTMLElement) =>
  [...el.querySelectorAll<HTMLTableCellElement>("tr.rows-spacer td")].map((td) =>
    parseFloat(td.style.height),
  );

describe("RowsTable", () => {
  it("renders every row of a small table, without spacers", () => {
    const el = mount(table(VIRTUAL_ROWS));
    expect(rowNames(el)).toHaveLength(VIRTUAL_ROWS);
    expect(spacerHeights(el)).toEqual([]);
  });

  it("renders a window of a long table, the rest held by a spacer of their height", () => {
    const el = mount(table(1024));
    const names = rowNames(el);
    expect(names[0]).toBe("P0");
    expect(names.length).toBeGreaterThan(5);
    expect(names.length).toBeLessThan(60);
    // One spacer below the window stands for every row not rendered, at the same height per row.
    const [below] = spacerHeights(el);
    expect(below).toBeGreaterThan(0);
    expect(below! / (1024 - names.length)).toBeCloseTo(30, 5);
  });

  it("scrolling to the middle shows the rows there and keeps the total height", () => {
    const el = mount(table(1024));
    const scroller = el.querySelector<HTMLDivElement>(".table-scroll")!;
    act(() => {
      scroller.scrollTop = 500 * 30;
      scroller.dispatchEvent(new Event("scroll"));
    });
    const names = rowNames(el);
    expect(names).toContain("P500");
    expect(names).not.toContain("P0");
    expect(names).not.toContain("P1023");
    const [above, below] = spacerHeights(el);
    expect((above! + below!) / 30 + names.length).toBeCloseTo(1024, 5);
  });
});

describe("matrixStats", () => {
  it("summarises the links and remembers a matrix it has seen", () => {
    const m = [
      [null, 1, 2],
      [1, null, 5],
      [2, 3, null],
    ];
    const first = matrixStats(m, 3);
    expect(first).toEqual({ min: 1, mean: 14 / 6, max: 5, symmetric: false });
    expect(matrixStats(m, 3)).toBe(first);
    expect(matrixStats(7, 3)).toEqual({ min: 7, mean: 7, max: 7, symmetric: true });
  });
  it("agrees with a cell-by-cell summary (null cells count as 0), symmetric or not", () => {
    let seed = 7;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const n of [2, 3, 9, 40]) {
      for (const symmetricInput of [true, false]) {
        const m: (number | null)[][] = Array.from({ length: n }, () => Array<number | null>(n).fill(null));
        for (let i = 0; i < n; i++) {
          for (let j = symmetricInput ? i + 1 : 0; j < n; j++) {
            if (i === j) continue;
            const x = rand() < 0.1 ? null : Math.round(rand() * 1000) / 10;
            m[i]![j] = x;
            if (symmetricInput) m[j]![i] = x;
          }
        }
        const cells: number[] = [];
        let symmetric = true;
        for (let i = 0; i < n; i++) {
          for (let j = 0; j < n; j++) {
            if (i === j) continue;
            cells.push(m[i]![j] ?? 0);
            if ((m[i]![j] ?? 0) !== (m[j]![i] ?? 0)) symmetric = false;
          }
        }
        const stats = matrixStats(m, n);
        expect(stats.min).toBe(Math.min(...cells));
        expect(stats.max).toBe(Math.max(...cells));
        expect(stats.mean).toBeCloseTo(cells.reduce((a, b) => a + b, 0) / cells.length, 9);
        expect(stats.symmetric).toBe(symmetric);
        if (symmetricInput) expect(stats.symmetric).toBe(true);
      }
    }
  });
});
