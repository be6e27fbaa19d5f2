import { describe, expect, it } from "vitest";
import { SweepPool } from "../../src/engine/pool";
import { handleSweepChunk } from "../../src/engine/service";
import { SweepStore, sweepKey } from "../../src/ui/experiments/sweep-store";
import { serviceWorkers } from "../engine/service-workers";

const request = {
  experiment: "multicast-competitive-ratio",
  params: { nodes: [4, 6], instances: 8, algorithms: ["ecf", "wr"] },
  seed: 7,
  runs: 16,
};

const storeOf = (delayMs: number) =>
  new SweepStore(() => new SweepPool(2, serviceWorkers(delayMs).factory, () => 0));

describe("SweepStore", () => {
  it("keeps a sweep's rows by run as they finish, equal to one uninterrupted run at the end", async () => {
    const store = storeOf(0);
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.get("s")?.done ?? -1));
    const end = await store.start("s", request);
    const direct = handleSweepChunk({ ...request, from: 0, to: request.runs });
    if (!direct.ok) throw new Error(direct.error.message);
    expect(end.status).toBe("done");
    expect(end.done).toBe(16);
    expect(end.byRun).toEqual(direct.rows);
    expect(end.key).toBe(sweepKey(request.experiment, request.params, request.seed));
    expect(seen[0]).toBe(0);
    expect(seen[seen.length - 1]).toBe(16);
    expect(store.get("s")).toBe(end);
  });

  it("survives its readers: a listener that leaves and comes back finds the sweep still running, then done", async () => {
    const store = storeOf(5);
    const pending = store.start("s", request);
    const leave = store.subscribe(() => undefined);
    leave(); // the component unmounted (another tab)
    expect(store.get("s")?.status).toBe("running");
    await pending;
    expect(store.get("s")?.status).toBe("done"); // it comes back to the finished sweep
  });

  it("cancel keeps the runs that finished, each with the rows an uninterrupted run gives", async () => {
    const store = storeOf(15);
    const pending = store.start("s", { ...request, params: { ...request.params, instances: 40 }, runs: 80 });
    // Wait until some chunks finished, then cancel.
    for (let i = 0; i < 200 && (store.get("s")?.done ?? 0) === 0; i++)
      await new Promise((r) => setTimeout(r, 5));
    store.cancel("s");
    await pending;
    const entry = store.get("s");
    expect(entry?.status).toBe("cancelled");
    const kept = entry?.byRun.filter((r) => r !== undefined).length ?? 0;
    expect(kept).toBe(entry?.done);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(80);
    const direct = handleSweepChunk({
      ...request,
      params: { ...request.params, instances: 40 },
      from: 0,
      to: 80,
    });
    if (!direct.ok) throw new Error(direct.error.message);
    entry?.byRun.forEach((rows, r) => {
      if (rows) expect(rows).toEqual(direct.rows[r]);
    });
  });

  it("a new sweep in a slot replaces the running one; other slots are untouched", async () => {
    const store = storeOf(5);
    const first = store.start("a", request);
    const other = store.start("b", request);
    const second = store.start("a", { ...request, seed: 8 });
    await Promise.all([first, second, other]);
    expect(store.get("a")?.request.seed).toBe(8);
    expect(store.get("a")?.status).toBe("done");
    expect(store.get("b")?.status).toBe("done");
    store.clear("a");
    expect(store.get("a")).toBeUndefined();
  });

  it("reports a failed sweep with the engine's message", async () => {
    const store = storeOf(0);
    const end = await store.start("s", { ...request, experiment: "no-such-sweep" });
    expect(end.status).toBe("failed");
    expect(end.error).toMatch(/unknown experiment "no-such-sweep"/);
  });
});
