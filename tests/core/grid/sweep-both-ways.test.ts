// The Experiments tab and `cli -- sweep grid-hit-rate` print the same numbers: the tab runs the sweep
// in a pool of workers (here: the real SweepPool over in-process message channels, several workers,
// small chunks finishing out of order) and summarises the rows; the CLI runs it in one go.
import * as Comlink from "comlink";
import { afterEach, describe, expect, it } from "vitest";
import { cli } from "../../../src/cli/cli";
import { gridHitRateExperiment } from "../../../src/core/grid/experiments";
import { MAX_CHUNK, SweepPool } from "../../../src/engine/pool";
import type { WorkerApi } from "../../../src/engine/protocol";
import { handleSweepChunk } from "../../../src/engine/service";

const ports: MessagePort[] = [];
afterEach(() => ports.splice(0).forEach((p) => p.close()));

/** A Worker stand-in: the service behind a MessageChannel, as worker.ts exposes it. */
function fakeWorker(): Worker {
  const { port1, port2 } = new MessageChannel();
  const api: Pick<WorkerApi, "sweepChunk"> = {
    async sweepChunk(request) {
      // Later chunks answer sooner, so rows come back out of order.
      await new Promise((r) => setTimeout(r, Math.max(0, 8 - request.from)));
      return handleSweepChunk(request, {});
    },
  };
  Comlink.expose(api, port2);
  ports.push(port1, port2);
  return Object.assign(port1, { terminate: () => port1.close() }) as unknown as Worker;
}

function cliJson(argv: string[]): unknown {
  let out = "";
  const code = cli(argv, { out: (t) => (out += t), err: () => undefined, readFile: () => "" });
  expect(code).toBe(0);
  return JSON.parse(out);
}

describe("grid-hit-rate both ways", () => {
  it("gives the same summary in the worker pool as in the CLI", async () => {
    const params = {
      ...gridHitRateExperiment.defaults,
      minClusters: 3,
      maxClusters: 9,
      clusterStep: 3,
      runs: 6,
    };
    const runs = gridHitRateExperiment.runCount(params);
    const progress: number[] = [];
    const pool = new SweepPool(3, fakeWorker, () => 0);
    const outcome = await pool.sweep({ experiment: "grid-hit-rate", params, seed: 5, runs }, (p) =>
      progress.push(p.done),
    );
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(progress.at(-1)).toBe(runs);
    const fromPool = gridHitRateExperiment.summarize(params, outcome.rows);

    const printed = cliJson([
      "sweep",
      "grid-hit-rate",
      "--seed",
      "5",
      "--param",
      "minClusters=3",
      "--param",
      "maxClusters=9",
      "--param",
      "clusterStep=3",
      "--param",
      "runs=6",
      "--json",
    ]) as { runs: number; summary: unknown };
    expect(printed.runs).toBe(runs);
    expect(printed.summary).toEqual(JSON.parse(JSON.stringify(fromPool)));
    // Not a vacuous comparison: one row per cluster count and the overall row, with rates in %.
    const table = fromPool.tables[0];
    expect(table?.rows.map((r) => r[0])).toEqual([3, 6, 9, "all"]);
    expect(table?.rows.every((r) => r.slice(1, -1).every((v) => typeof v === "number" && v <= 100))).toBe(
      true,
    );
  });

  it("reports progress every few hundred runs however long the sweep", async () => {
    const params = { ...gridHitRateExperiment.defaults, minClusters: 2, maxClusters: 2, runs: 2100 };
    const seen: number[] = [];
    const outcome = await new SweepPool(1, fakeWorker, () => 0).sweep(
      { experiment: "grid-hit-rate", params, seed: 1, runs: 2100 },
      (p) => seen.push(p.done),
    );
    expect(outcome.ok).toBe(true);
    const steps = seen.map((d, i) => d - (seen[i - 1] ?? 0));
    expect(Math.max(...steps)).toBeLessThanOrEqual(MAX_CHUNK);
    expect(seen.at(-1)).toBe(2100);
  });

  it("stops when cancelled", async () => {
    const pool = new SweepPool(2, fakeWorker, () => 0);
    const params = { ...gridHitRateExperiment.defaults, runs: 50 };
    const pending = pool.sweep(
      { experiment: "grid-hit-rate", params, seed: 1, runs: gridHitRateExperiment.runCount(params) },
      () => pool.cancel(),
    );
    const outcome = await pending;
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error.kind).toBe("cancelled");
  });
});
