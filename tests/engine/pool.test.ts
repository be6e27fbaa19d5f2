import { describe, expect, it } from "vitest";
import { SweepPool } from "../../src/engine/pool";
import { serviceWorkers } from "./service-workers";
import { handleSweepChunk } from "../../src/engine/service";

const request = {
  experiment: "multicast-competitive-ratio",
  params: { nodes: [4, 6], instances: 3, algorithms: ["ecf", "wr"] },
  seed: 7,
  runs: 6,
};

describe("SweepPool", () => {
  it("gives the same rows whatever the pool size, equal to one uninterrupted run", async () => {
    const direct = handleSweepChunk({ ...request, from: 0, to: request.runs });
    if (!direct.ok) throw new Error(direct.error.message);
    for (const size of [1, 3]) {
      const { factory } = serviceWorkers();
      const progress: number[] = [];
      const out = await new SweepPool(size, factory, () => 0).sweep(request, (p) => progress.push(p.done));
      expect(out.ok).toBe(true);
      if (out.ok) expect(out.rows).toEqual(direct.rows.flat());
      expect(progress[progress.length - 1]).toBe(request.runs);
    }
  });

  it("stops on cancel and says so", async () => {
    const { factory } = serviceWorkers(50);
    const pool = new SweepPool(2, factory, () => 0);
    const pending = pool.sweep({ ...request, runs: 60 }, () => undefined);
    await new Promise((r) => setTimeout(r, 20));
    pool.cancel();
    const out = await pending;
    expect(out.ok === false && out.error.kind).toBe("cancelled");
  });
});
