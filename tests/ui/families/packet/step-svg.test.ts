import { describe, expect, it } from "vitest";
import { paintStepTree, type PaintContext } from "../../../../src/ui/families/packet/step-canvas";
import {
  edgeLabelParts,
  stepLabel,
  stepTreeSvg,
  type StepFrame,
} from "../../../../src/ui/families/packet/step-svg";
import {
  bufferAt,
  buildTimeline,
  copiesAt,
  edgeHistory,
  receivedAfter,
} from "../../../../src/ui/families/packet/timeline";
import { layoutPacketTree } from "../../../../src/ui/families/packet/tree-layout";
import { messageColor } from "../../../../src/ui/views/common/colors";
import { preset, run, scenarioOf, treeOf } from "./helpers";

function frameAt(id: string, algorithm: string, done: number, panel = { width: 460, height: 320 }) {
  const d = run(preset(id), algorithm).details;
  const tree = treeOf(d);
  const tl = buildTimeline(tree, d.fpfs, d.packets);
  const frame: StepFrame = {
    m: d.packets,
    lit: copiesAt(tl, done - 1),
    history: edgeHistory(tl, done - 1),
    received: receivedAfter(tree, d.fpfs, d.packets, done),
    buffered: (v) => bufferAt(tl, v, done - 1),
    source: d.source,
  };
  return { d, tl, frame, layout: layoutPacketTree(tree, panel) };
}

describe("stepLabel", () => {
  it("writes the paper's [t]ⱼ with the packet as a subscript, steps counted from 1", () => {
    expect(stepLabel(4, 2)).toBe("[5]₂");
    expect(stepLabel(12, 10)).toBe("[13]₁₀");
    expect(stepLabel(0, 0)).toBe("[1]₀");
  });
});

describe("edgeLabelParts", () => {
  const older = [
    [0, 0],
    [2, 1],
    [4, 2],
  ] as const;
  it("keeps the latest earlier copies that fit, and says when some are cut", () => {
    expect(edgeLabelParts(older, undefined, 6, 1000, 12)).toEqual({ parts: older, cut: false });
    const narrow = edgeLabelParts(older, { from: 0, to: 1, packet: 0 }, 6, 80, 12);
    expect(narrow.cut).toBe(true);
    expect(narrow.parts.at(-1)).toEqual([4, 2]);
    expect(narrow.parts).toEqual([[4, 2]]); // 80 px: the current label and one earlier (≈ 35 px each)
  });
  it("never lists the current step among the earlier copies", () => {
    expect(edgeLabelParts(older, { from: 0, to: 1, packet: 2 }, 5, 1000, 12).parts).toEqual(
      older.slice(0, 2),
    );
  });
});

describe("stepTreeSvg", () => {
  it("lights the edges of the step just done in their packet's colour, with [t]ⱼ", () => {
    // Fig. 5(a) after 4 steps: step 4 (from 1, as the paper) sends packet 1 over P0 → P1 and P2 → P3.
    const { frame, layout } = frameAt("packet-paper-fig5", "binomial", 4);
    const svg = stepTreeSvg(layout, frame, 4);
    expect(svg.match(/data-lit="1"/g)).toHaveLength(2);
    expect(svg).toContain('data-edge="0-1" data-lit="1"');
    expect(svg).toContain('data-edge="2-3" data-lit="1"');
    expect(svg).toContain(`fill="${messageColor(1, 3)}" font-weight="800"> [4]₁`);
    expect(svg).toContain("[2]₀"); // the earlier copy on P0 → P1 stays as a label
    expect(svg).toContain("P3: 2 of 3 packets"); // steps 2 and 4
  });
  it("shows no lit edge before step 0 and every node complete at the end", () => {
    const start = frameAt("packet-paper-fig5", "binomial", 0);
    expect(stepTreeSvg(start.layout, start.frame, 0)).not.toContain("data-lit");
    const end = frameAt("packet-paper-fig5", "binomial", 6);
    const svg = stepTreeSvg(end.layout, end.frame, 6);
    for (const v of [1, 2, 3]) expect(svg).toContain(`P${v}: 3 of 3 packets`);
  });
  it("badges a relay with the packets its interface buffers in that step", () => {
    const { frame, layout } = frameAt("packet-paper-fig5", "binomial", 2); // step 1: P2 holds packet 0
    expect(stepTreeSvg(layout, frame, 2)).toContain("P2: 1 of 3 packets, 1 in its interface&apos;s buffer");
  });
});

describe("paintStepTree", () => {
  it("strokes each lit edge in its packet's colour on the canvas of a large tree", () => {
    const d = run(scenarioOf({ nodes: 300, packets: 4 })).details;
    const tree = treeOf(d);
    const tl = buildTimeline(tree, d.fpfs, 4);
    const layout = layoutPacketTree(tree, { width: 460, height: 320 });
    expect(layout.named).toBe(false);
    const strokes: { color: string; segments: number }[] = [];
    let segments = 0;
    const ctx = {
      beginPath: () => void (segments = 0),
      moveTo: () => void 0,
      lineTo: () => void (segments += 1),
      arc: () => void 0,
      stroke() {
        strokes.push({ color: String(this.strokeStyle), segments });
      },
      fill: () => void 0,
      setLineDash: () => void 0,
      clearRect: () => void 0,
      save: () => void 0,
      restore: () => void 0,
      setTransform: () => void 0,
      strokeStyle: "",
      fillStyle: "",
      lineWidth: 1,
    } satisfies PaintContext;
    const done = 5;
    const lit = copiesAt(tl, done - 1);
    paintStepTree(
      ctx,
      layout,
      {
        m: 4,
        lit,
        received: receivedAfter(tree, d.fpfs, 4, done),
        buffered: () => 0,
        source: d.source,
      },
      {},
      1,
    );
    for (let j = 0; j < 4; j++) {
      const count = lit.filter((c) => c.packet === j).length;
      const stroke = strokes.find((s) => s.color === messageColor(j, 4));
      expect(stroke?.segments ?? 0).toBe(count);
    }
  });
});
