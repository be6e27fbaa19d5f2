import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RunCancelled } from "../../../src/core/family";
import { greedySchedule } from "../../../src/core/redistribution/greedy";
import { communicationMatrix, type CommunicationMatrix } from "../../../src/core/redistribution/matrix";
import { earliestByScan } from "../../../src/core/redistribution/sender-queue";
import { lessOrClose } from "../../../src/core/tolerance";
import { FIG3_BANDWIDTH, scenario, smallScenario } from "./helpers";

/** Sec. 4.3 by plain scans: the earliest sender, then the earliest receiver left in its R_i. */
function naiveGreedy(m: CommunicationMatrix): [number, number, number][] {
  const P = m.processors;
  const sendAvail = new Float64Array(P);
  const recvAvail = new Float64Array(P);
  const sets = m.receivers.map((r) => [...r]);
  const left = Int32Array.from(sets, (r) => r.length);
  const out: [number, number, number][] = [];
  for (;;) {
    const i = earliestByScan(sendAvail, left);
    if (i < 0) return out;
    const set = sets[i] as number[];
    const earliest = Math.min(...set.map((j) => recvAvail[j] as number));
    const j = Math.min(...set.filter((r) => lessOrClose(recvAvail[r] as number, earliest)));
    const end = Math.max(sendAvail[i] as number, recvAvail[j] as number) + (m.cost[i * P + j] as number);
    out.push([i, j, end]);
    set.splice(set.indexOf(j), 1);
    left[i] = set.length;
    sendAvail[i] = end;
    recvAvail[j] = end;
  }
}

/** Scenarios full of exact and near (1e-12) ties: few distinct bandwidths. */
const tiedScenario = fc
  .record({
    processors: fc.integer({ min: 2, max: 12 }),
    K: fc.integer({ min: 1, max: 13 }),
    blocks: fc.integer({ min: 1, max: 300 }),
    values: fc.array(fc.constantFrom(4, 8, 8 * (1 + 1e-12), 8 * (1 - 1e-12), 16), {
      minLength: 144,
      maxLength: 144,
    }),
  })
  .map((r) =>
    scenario({
      processors: r.processors,
      K: r.K,
      elements: r.blocks,
      blockSize: 1,
      bandwidth: Array.from({ length: r.processors }, (_, i) =>
        Array.from({ length: r.processors }, (_, j) => (i === j ? null : r.values[i * 12 + j])),
      ),
    }),
  );

describe("greedySchedule", () => {
  // C (sender → receiver): 0→1 4, 0→2 1, 1→0 8, 1→3 1, 2→0 2, 2→3 8, 3→1 4, 3→2 1.
  const m = communicationMatrix(scenario({ bandwidth: FIG3_BANDWIDTH }));
  const { plan, steps } = greedySchedule(m);

  it("follows Sec. 4.3 by hand on ℜ_2(3,4)", () => {
    // t = 0: P0 (both receivers free) takes P1; P1 takes P0; P2 finds P0 busy until 8, takes P3;
    // P3 finds P1 busy until 4, takes P2 (0–1). Then P3 at 1 → P1 (4–8), P0 at 4 → P2 (4–5),
    // P1 at 8 → P3 (8–9), P2 at 8 → P0 (8–10).
    expect(steps.map((s) => [s.sender, s.receiver, s.complete])).toEqual([
      [0, 1, 4],
      [1, 0, 8],
      [2, 3, 8],
      [3, 2, 1],
      [3, 1, 8],
      [0, 2, 5],
      [1, 3, 9],
      [2, 0, 10],
    ]);
    expect(plan.sends).toEqual([
      [1, 2],
      [0, 3],
      [3, 0],
      [2, 1],
    ]);
  });

  it("records the receivers weighed, with when each is free", () => {
    const third = steps[2];
    expect(third?.candidates?.map((c) => [c.receiver, c.score])).toEqual([
      [3, 0],
      [0, 8],
    ]);
    expect(third?.rule).toContain("P2");
  });

  it("makes the same decisions without explanations", () => {
    const quiet = greedySchedule(m, { explain: false });
    expect(quiet.plan).toEqual(plan);
    expect(quiet.steps.map((s) => s.complete)).toEqual(steps.map((s) => s.complete));
    expect(quiet.steps.every((s) => s.candidates === undefined)).toBe(true);
  });

  it("reports progress and stops when cancelled", () => {
    const big = communicationMatrix(scenario({ processors: 16, K: 15, elements: 16 * 15 * 4, blockSize: 1 }));
    const seen: number[] = [];
    greedySchedule(big, { progress: (f) => seen.push(f) });
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(1);
    expect(() => greedySchedule(big, { cancelled: () => true })).toThrow(RunCancelled);
  });

  it("makes the same decisions as plain scans of the senders and of R_i (incremental = naive)", () => {
    fc.assert(
      fc.property(fc.oneof(smallScenario, tiedScenario), (s) => {
        const m = communicationMatrix(s);
        const { steps } = greedySchedule(m, { explain: false });
        expect(steps.map((st) => [st.sender, st.receiver, st.complete])).toEqual(naiveGreedy(m));
      }),
      { numRuns: 200 },
    );
  });

  it("breaks ties between simultaneous senders by the lower index", () => {
    // Homogeneous: every sender is free at 0 and at 32; P0 always decides first.
    const homogeneous = greedySchedule(communicationMatrix(scenario()));
    expect(homogeneous.steps.map((s) => s.sender)).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
  });
});
