import { describe, expect, it } from "vitest";
import type { RedistributionDetails } from "../../../../src/core/redistribution/replay";
import { hitMatrix, layoutMatrix, MAX_CELL } from "../../../../src/ui/families/redistribution/matrix-layout";
import { presetRun } from "../../views/timing/fixtures";

// ℜ₂(3,4) with the Fig. 3 preset's bandwidths: C (ours, [sender][receiver]), 32-byte messages:
//   P0: ·  4  1  ·     sender sums 5, 9, 10, 5
//   P1: 8  ·  ·  1     receiver sums 10, 8, 2, 9
//   P2: 2  ·  ·  8     lower bound 10: sender P2 and receiver P0
//   P3: ·  4  1  ·
const { result } = presetRun("redistribution-paper-r2-3-4", "greedy");
const d = result.details as unknown as RedistributionDetails;

describe("layoutMatrix", () => {
  const m = layoutMatrix(d, "us", { width: 900, height: 600 }, "sender-rows");
  const cell = (sender: number, receiver: number) =>
    m.cells.find((c) => c.sender === sender && c.receiver === receiver)!;

  it("puts C[sender][receiver] in row sender, column receiver, with its time", () => {
    expect(m.n).toBe(4);
    expect(m.cell).toBe(MAX_CELL);
    expect(cell(1, 0).value).toBe(8);
    expect(cell(1, 0).text).toBe("8");
    expect(cell(1, 0).y).toBeCloseTo(m.top + m.cell, 9);
    expect(cell(1, 0).x).toBeCloseTo(m.left, 9);
    expect(cell(0, 3).kind).toBe("none");
    expect(cell(2, 2).kind).toBe("local");
    // Darker for longer events.
    expect(cell(1, 0).fill).not.toBe(cell(0, 2).fill);
  });

  it("sums rows (senders) and columns (receivers) and marks the binding ones", () => {
    const rows = m.sums.filter((s) => s.side === "sender").map((s) => s.value);
    const cols = m.sums.filter((s) => s.side === "receiver").map((s) => s.value);
    expect(rows).toEqual([5, 9, 10, 5]);
    expect(cols).toEqual([10, 8, 2, 9]);
    const binding = m.sums.filter((s) => s.binding).map((s) => `${s.side} P${s.node}`);
    expect(binding.sort()).toEqual(["receiver P0", "sender P2"]);
    expect(m.bindingBoxes).toHaveLength(2);
    // Bars are as long as sum / bound: the binding ones are full.
    const full = m.sums.find((s) => s.side === "sender" && s.node === 2)!;
    const half = m.sums.find((s) => s.side === "sender" && s.node === 0)!;
    expect(half.bar.w).toBeCloseTo(full.bar.w / 2, 9);
  });

  it("shows the paper's C[j, i] (rows = receivers) on request", () => {
    const paper = layoutMatrix(d, "us", { width: 900, height: 600 }, "paper");
    const at = (r: number, c: number) => paper.cells[r * 4 + c]!;
    expect(at(0, 1)).toMatchObject({ sender: 1, receiver: 0, value: 8 });
    expect(paper.sums.filter((s) => s.side === "receiver").map((s) => s.x)[0]).toBeGreaterThan(
      paper.left + 4 * paper.cell,
    );
    expect(paper.caption).toContain("row j = receiver");
  });

  it("fits big matrices down to small cells without text", () => {
    const big = presetRun("redistribution-sec5-p16").result.details as unknown as RedistributionDetails;
    const m16 = layoutMatrix(big, "ms", { width: 700, height: 300 }, "sender-rows");
    expect(m16.cell).toBeLessThan(20);
    expect(m16.top + 16 * m16.cell).toBeLessThanOrEqual(300);
    expect(m16.cells.every((c) => c.text === null)).toBe(true);
  });

  it("hitMatrix names the cell or the sum under the pointer", () => {
    const c = cell(2, 3);
    expect(hitMatrix(m, c.x + 1, c.y + 1)).toEqual({ type: "cell", sender: 2, receiver: 3 });
    const sum = m.sums.find((s) => s.side === "receiver" && s.node === 1)!;
    expect(hitMatrix(m, sum.x + 2, sum.y + 2)).toEqual({ type: "sum", side: "receiver", node: 1 });
    expect(hitMatrix(m, 1, 1)).toBeNull();
  });
});
