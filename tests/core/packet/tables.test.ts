import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { packetFamily, type PacketDetails, type PacketScenario } from "../../../src/core/packet";
import { latencyVsPacketsExperiment, optimalKExperiment } from "../../../src/core/packet/experiments";
import { latencyVsNodes, latencyVsPackets } from "../../../src/core/packet/tables";
import { runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import { deriveSeed } from "../../../src/core/random";

const timing = { ts: 12.5, tr: 12.5, tns: 3, tnr: 2 };

describe("latencyVsNodes", () => {
  it("gives, for each n, what latencyVsPackets gives for that n and m (Fig. 14b)", () => {
    const byN = latencyVsNodes([4, 8, 16, 64], 8, timing, "fpfs");
    // n = 64, m = 8: optimal k = 2 (22 steps), binomial 6 + 7·6 = 48, linear 63 + 7 = 70.
    expect(byN.series.map((c) => c.steps[3])).toEqual([22, 48, 70]);
    for (const [i, n] of [4, 8, 16, 64].entries()) {
      const one = latencyVsPackets(n, [8], timing, "fpfs");
      expect(byN.series.map((c) => c.latency[i])).toEqual(one.series.map((c) => c.latency[0]));
    }
  });
  it("lowers a fixed k to ⌈log2 n⌉ for the small n", () => {
    const byN = latencyVsNodes([2, 4, 16], 3, timing, "fpfs", 3);
    expect(byN.series[0]?.k).toEqual([1, 2, 3]);
    expect(byN.series[0]?.steps[1]).toBe(byN.series[1]?.steps[1]); // k = 2 on 4 nodes is the binomial tree
  });
});

describe("latencyVsPackets", () => {
  it("gives Fig. 5's latencies for 1 … 3 packets on 4 nodes", () => {
    const curves = latencyVsPackets(4, [1, 2, 3], timing, "fpfs");
    expect(curves.series.map((c) => [c.name, c.steps])).toEqual([
      ["k-binomial", [2, 4, 5]],
      ["binomial", [2, 4, 6]],
      ["linear", [3, 4, 5]],
    ]);
    expect(curves.series[0]?.k).toEqual([2, 2, 1]); // m = 2 ties k = 1 and 2 at 4 steps: the larger
    expect(curves.series[1]?.latency[2]).toBe(12.5 + 6 * 5 + 12.5);
  });
  it("agrees with replaying each tree in the simulator, under every interface", () => {
    const cases = fc.record({
      nodes: fc.integer({ min: 2, max: 70 }),
      packets: fc.integer({ min: 1, max: 12 }),
      interface: fc.constantFrom("fpfs" as const, "fcfs" as const, "conventional" as const),
    });
    fc.assert(
      fc.property(cases, (c) => {
        const s = parseScenario({ version: 1, kind: "packet-multicast", ...c }) as PacketScenario;
        const curves = latencyVsPackets(c.nodes, [c.packets], s.timing, c.interface);
        for (const [name, algorithm] of [
          ["k-binomial", "k-binomial"],
          ["binomial", "binomial"],
          ["linear", "linear"],
        ]) {
          const d = runScenario(s, algorithm).details as PacketDetails;
          const curve = curves.series.find((x) => x.name === name);
          expect(curve?.steps[0]).toBe(d.stepCount);
          expect(curve?.latency[0]).toBeCloseTo(d.latency, 9);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("experiments", () => {
  it("packet-latency-vs-m replays the three trees for each m", () => {
    const p = { nodes: 16, packetsMax: 12, interface: "fpfs" as const };
    const rows = Array.from({ length: latencyVsPacketsExperiment.runCount(p) }, (_, r) =>
      latencyVsPacketsExperiment.run(p, r, deriveSeed(1, r)),
    ).flat();
    expect(rows).toHaveLength(12);
    // m = 12 on 16 nodes: linear 15 + 11 = 26 steps beats k = 2's 5 + 22 = 27.
    expect(rows[11]).toEqual({
      m: 12,
      k: 1,
      "k-binomial": 25 + 26 * 5,
      binomial: 25 + (4 + 11 * 4) * 5,
      linear: 25 + 26 * 5,
    });
    const summary = latencyVsPacketsExperiment.summarize(p, rows);
    expect(summary.charts[0]?.series.map((x) => x.points.length)).toEqual([12, 12, 12]);
    expect(summary.tables[0]?.columns).toEqual(["m", "k", "k-binomial", "binomial", "linear"]);
    expect(latencyVsPacketsExperiment.params.safeParse({ ...p, nodes: 1024, packetsMax: 256 }).success).toBe(
      false,
    );
  });
  it("packet-optimal-k tabulates Theorem 3's k against n", () => {
    const p = optimalKExperiment.defaults;
    const rows = Array.from({ length: optimalKExperiment.runCount(p) }, (_, r) =>
      optimalKExperiment.run(p, r, r),
    ).flat();
    expect(rows).toHaveLength(63);
    // n = 64, m = 2: k = 2 (8 + 2) ties k = 3 (7 + 3) at 10 steps: the larger k.
    expect(rows[62]).toEqual({ n: 64, "m=1": 6, "m=2": 3, "m=4": 2, "m=8": 2 });
    expect(optimalKExperiment.summarize(p, rows).charts[0]?.series).toHaveLength(4);
  });
  it("is listed by the family", () => {
    expect(packetFamily.experiments.map((e) => e.id)).toEqual([
      "packet-latency-vs-m",
      "packet-optimal-k",
      "packet-interface-benefit",
      "packet-optimal-k-vs-m",
      "packet-latency-vs-n",
    ]);
  });
});
