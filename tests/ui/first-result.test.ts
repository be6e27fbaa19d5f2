// The end of the page's start-up (first-result.ts): pending until the first outcome is noted, then over
// after the next frame and an idle moment; noting again changes nothing.
import { describe, expect, it } from "vitest";
import { firstResultShown, noteFirstResult } from "../../src/ui/first-result";

describe("firstResultShown", () => {
  it("stays pending until the first outcome is noted, then resolves once", async () => {
    let over = false;
    void firstResultShown().then(() => (over = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(over).toBe(false);
    noteFirstResult();
    noteFirstResult();
    await firstResultShown();
    expect(over).toBe(true);
    // The same promise for every later reader: the start-up ends once.
    await expect(firstResultShown()).resolves.toBeUndefined();
  });
});
