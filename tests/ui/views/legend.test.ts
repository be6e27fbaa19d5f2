import { describe, expect, it } from "vitest";
import { shortLabel } from "../../../src/ui/views/gantt/Legend";

describe("shortLabel", () => {
  it("keeps the message id and its source", () => {
    expect(shortLabel("m3: P8 → {P0,P2,P6,… 32 nodes}")).toBe("m3 (P8)");
    expect(shortLabel("broadcast from P0")).toBe("broadcast from P0");
    expect(shortLabel("packet 2: the third")).toBe("packet 2");
  });
});
