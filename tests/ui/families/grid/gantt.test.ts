import { describe, expect, it } from "vitest";
import { laneName } from "../../../../src/ui/views/common/details";
import { captionFor } from "../../../../src/ui/views/gantt/layout";
import { presetScenario, runGrid } from "./helpers";

describe("the generic Gantt on a grid", () => {
  const r = runGrid(presetScenario("grid-paper-grid5000"), "ecef");
  const s = r.schedule;
  it("names each coordinator's lane after its cluster, in ms", () => {
    expect([0, 1, 5].map((k) => laneName(s, k))).toEqual([
      "P0 31 x Orsay",
      "P1 29 x Orsay",
      "P5 20 x Toulouse",
    ]);
    expect(s.timeUnit).toBe("ms");
  });
  it("captions sends with the receiving cluster only (a broadcast has one message)", () => {
    const send = s.tasks.find((t) => t.kind === "send" && t.node === 0 && t.peer === 5);
    const intra = s.tasks.find((t) => t.kind === "intra" && t.node === 2);
    if (!send || !intra) throw new Error("missing tasks");
    expect(captionFor(s, send, 400)).toBe("→ P5 20 x Toulouse");
    expect(captionFor(s, intra, 400)).toBe("intra-cluster broadcast");
    expect(captionFor(s, intra, 40)).toBe("intra");
  });
});
