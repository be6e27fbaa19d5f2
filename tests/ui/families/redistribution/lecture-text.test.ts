// The redistribution views at lecture sizes (issue 17): every label of the matrix and the array is
// 14 px, 18 px when presenting, and the matrix outlines the decision's candidates — the direct
// schedule's K-step slot (Bhat et al. Sec. 4.3) — with the pick drawn apart unless the quiz is on.
import { describe, expect, it } from "vitest";
import type { RedistributionDetails } from "../../../../src/core/redistribution/replay";
import { redistributionLayout } from "../../../../src/core/redistribution/index-sets";
import { layoutArray } from "../../../../src/ui/families/redistribution/array-layout";
import { arrayBody } from "../../../../src/ui/families/redistribution/array-svg";
import { layoutMatrix } from "../../../../src/ui/families/redistribution/matrix-layout";
import { fittedText, matrixBody } from "../../../../src/ui/families/redistribution/matrix-svg";
import { textWidth } from "../../../../src/ui/views/common/axis";
import { presetRun } from "../../views/timing/fixtures";

const fontSizes = (svg: string) => [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));

const { result } = presetRun("redistribution-paper-r2-3-4", "direct");
const d = result.details as RedistributionDetails;

describe("matrix text", () => {
  for (const [scale, least] of [
    [1, 14],
    [1.3, 18],
  ] as const) {
    it(`is at least ${least} px at text scale ${scale}, and fits its width`, () => {
      const m = layoutMatrix(d, "us", { width: 760, height: 460 }, "sender-rows", { textScale: scale });
      const sizes = fontSizes(matrixBody(m, "lower bound"));
      expect(sizes.length).toBeGreaterThan(10);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(least);
      expect(m.width).toBe(760);
      // The cells still show their times, and the sums their values.
      expect(m.cells.filter((c) => c.kind === "event").every((c) => c.text !== null)).toBe(true);
      expect(m.sums.every((s) => s.text !== null)).toBe(true);
    });
  }
});

describe("matrix candidates", () => {
  const steps = result.schedule.steps;
  const at = steps.findIndex((s) => (s.candidates?.length ?? 0) > 1);
  const step = steps[at]!;

  it("the direct schedule records several pairs of its K-step slot for a decision", () => {
    expect(at).toBeGreaterThanOrEqual(0);
    for (const c of step.candidates!) expect(c.sender).toBe(step.sender);
  });

  for (const orientation of ["sender-rows", "paper"] as const) {
    it(`outlines each candidate's cell (${orientation}), the pick solid`, () => {
      const m = layoutMatrix(d, "us", { width: 760, height: 460 }, orientation, {
        candidates: step.candidates!,
        chosen: { sender: step.sender, receiver: step.receiver },
      });
      expect(m.candidates).toHaveLength(
        new Set(step.candidates!.map((c) => `${c.sender}-${c.receiver}`)).size,
      );
      for (const mark of m.candidates) {
        // The mark is on the pair's cell, whatever the orientation.
        const cell = m.cells.find((c) => c.sender === mark.sender && c.receiver === mark.receiver)!;
        expect([mark.x, mark.y]).toEqual([cell.x, cell.y]);
      }
      expect(m.candidates.filter((c) => c.chosen)).toEqual([
        expect.objectContaining({ sender: step.sender, receiver: step.receiver }),
      ]);
      const svg = matrixBody(m, "lower bound");
      expect(svg.match(/data-candidate=/g)).toHaveLength(m.candidates.length);
      expect(svg.match(/data-chosen=/g)).toHaveLength(1);
    });
  }

  it("without the pick (the quiz) every candidate looks the same", () => {
    const m = layoutMatrix(d, "us", { width: 760, height: 460 }, "sender-rows", {
      candidates: step.candidates!,
    });
    expect(m.candidates.some((c) => c.chosen)).toBe(false);
    expect(matrixBody(m, "lower bound")).not.toContain("data-chosen");
  });
});

describe("array text", () => {
  const l = redistributionLayout(3, 4, 48, 1);
  for (const [scale, least] of [
    [1, 14],
    [1.3, 18],
  ] as const) {
    it(`is at least ${least} px at text scale ${scale}`, () => {
      const a = layoutArray(l, 900, "normal", scale);
      const sizes = fontSizes(arrayBody(a));
      expect(sizes.length).toBeGreaterThan(10);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(least);
      expect(a.width).toBeLessThanOrEqual(900);
    });
  }
});

describe("matrix lines on a narrow panel", () => {
  it("are cut with … to the panel (the whole line in the title), not clipped mid-letter", () => {
    const long = "lower bound = largest row or column sum = 10 µs (sender P2, receiver P0)";
    expect(fittedText({ x: 0, y: 0, "font-size": 14 }, long, 2000)).not.toContain("…");
    const cut = fittedText({ x: 0, y: 0, "font-size": 14 }, long, 300);
    expect(cut).toContain(`<title>${long}</title>`);
    const shown = cut.replace(/<title>.*<\/title>/, "").replace(/<[^>]+>/g, "");
    expect(shown.endsWith("…")).toBe(true);
    expect(textWidth(shown, 14)).toBeLessThanOrEqual(300);
    const m = layoutMatrix(d, "us", { width: 470, height: 400 }, "sender-rows");
    expect(matrixBody(m, long)).toContain(`<title>${long}</title>`);
  });
});
