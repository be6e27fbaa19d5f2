// The heuristics on the paper's example (Wu–Yeh–Liu Sec. 6, Figs 4–5), with decision sequences and
// times computed by hand from the definitions (the paper's own results are withheld): P0, P1 send 1 /
// receive 3; P2, P3 send 2 / receive 6; m0: P0→{P1,P2}, m1: P1→{P2,P3}, m2: P2→{P0,P1,P3}; X = 0.
import { describe, expect, it } from "vitest";
import { fef } from "../../../src/core/multicast/heuristics/fef";
import { ecf } from "../../../src/core/multicast/heuristics/ecf";
import { ecfp } from "../../../src/core/multicast/heuristics/ecfp";
import { wr, WorkRacing } from "../../../src/core/multicast/heuristics/wr";
import { eaf } from "../../../src/core/multicast/heuristics/eaf";
import { rr } from "../../../src/core/multicast/heuristics/rr";
import { receiverBased } from "../../../src/core/multicast/heuristics/receiver-based";
import { PAPER_EXAMPLE_DOC } from "../../../src/core/multicast/presets";
import { multicastScenarioSchema, type MulticastScenario } from "../../../src/core/multicast/scenario";
import type { Step } from "../../../src/core/schedule/types";
import { RunCancelled } from "../../../src/core/family";

const paper = multicastScenarioSchema.parse(PAPER_EXAMPLE_DOC) as MulticastScenario;
const decisions = (steps: readonly Step[]) => steps.map((s) => [s.sender, s.receiver, s.message, s.complete]);

describe("fef", () => {
  it("takes the lightest edges S + X·l + R, ties to the lowest message, earliest sender, lowest receiver", () => {
    // Weights: P0→P1 4; P2→P0 5 (ties P2→P1, lower receiver); then P0 relays m2 to P1 at weight 4; all the
    // rest weigh 7: m0 first (P0 joined A_0 before P1), then m1 to P2 before P3, then m2 from P0.
    expect(decisions(fef(paper).steps)).toEqual([
      [0, 1, 0, 4],
      [2, 0, 2, 5],
      [0, 1, 2, 9],
      [0, 2, 0, 13],
      [1, 2, 1, 19],
      [1, 3, 1, 17],
      [0, 3, 2, 23],
    ]);
  });
});

describe("ecf", () => {
  it("schedules the earliest completion over all messages (Eq. 6), non-blocking sends", () => {
    // Step 4 ties at 12 between m0 (P0→P2) and m2 (P2→P3, P0→P3): the lower message wins.
    expect(decisions(ecf(paper).steps)).toEqual([
      [0, 1, 0, 4],
      [2, 0, 2, 5],
      [2, 1, 2, 7],
      [0, 2, 0, 12],
      [0, 3, 2, 13],
      [1, 2, 1, 18],
      [1, 3, 1, 19],
    ]);
  });
  it("appends every task: P2 sends m2 twice before receiving", () => {
    expect(ecf(paper).plan.tasks[2]).toEqual([
      { op: "send", peer: 0, message: 2 },
      { op: "send", peer: 1, message: 2 },
      { op: "recv", peer: 0, message: 0 },
      { op: "recv", peer: 1, message: 1 },
    ]);
  });
});

describe("ecfp", () => {
  it("inserts sends into receive waits (Figs 13–16, Eq. 10)", () => {
    // Step 3: P1 is waiting for m0 from 0 to 1 (arrival 1), a gap of 1 = S(P1): its send of m1 to P3 goes
    // before that receive and completes at 7, tying with m2 to P1, and m1 < m2.
    expect(decisions(ecfp(paper).steps)).toEqual([
      [0, 1, 0, 4],
      [2, 0, 2, 5],
      [1, 3, 1, 7],
      [2, 1, 2, 7],
      [0, 2, 0, 10],
      [0, 3, 2, 13],
      [1, 2, 1, 16],
    ]);
    expect(ecfp(paper).plan.tasks[1]).toEqual([
      { op: "send", peer: 3, message: 1 },
      { op: "recv", peer: 0, message: 0 },
      { op: "recv", peer: 2, message: 2 },
      { op: "send", peer: 2, message: 1 },
    ]);
  });
});

describe("wr", () => {
  it("pins the paper's virtual times W_{0,1} = 5 and W_{3,1} = 12 (Eq. 8–9)", () => {
    let rule: WorkRacing | undefined;
    receiverBased(paper, {}, false, (state) => (rule = new WorkRacing(state)));
    // P0's first receive is m2 from its source P2: S(2) + R(0) = 2 + 3.
    expect(rule?.workAtReceipt[0 * 3 + 2]).toBe(5);
    // P3's first receive is m2 relayed by P0: W_{0,1} + S(0) + R(3) = 5 + 1 + 6.
    expect(rule?.workAtReceipt[3 * 3 + 2]).toBe(12);
  });
  it("picks the least virtual time, ties to the fastest then the lower index", () => {
    // All W = 0 first: P0 and P1 are fastest (R = 3), P0 is lower. Then P1 (W 0, R 3), P2 (W 0), P3 (W 0),
    // P1 again (W 5 < 7 < 12).
    expect(decisions(wr(paper).steps)).toEqual([
      [2, 0, 2, 5],
      [2, 1, 2, 7],
      [0, 2, 0, 12],
      [0, 3, 2, 13],
      [0, 1, 0, 11],
      [1, 2, 1, 18],
      [1, 3, 1, 19],
    ]);
  });
});

describe("eaf", () => {
  it("picks the receiver that is free first, ties to the lower index", () => {
    // All free at 0: P0 (m2 from P2 at 5); P1, P2, P3 free at 0 → P1 (m2 from P2 at 7); P2 free at 4 (two
    // sends), P3 at 0 → P3: m2 from P2 completes at max(6, 0) + 6 = 12 (m1 from P1: 8 + 6 = 14) …
    expect(decisions(eaf(paper).steps).slice(0, 3)).toEqual([
      [2, 0, 2, 5],
      [2, 1, 2, 7],
      [2, 3, 2, 12],
    ]);
  });
});

describe("rr", () => {
  it("cycles over receivers from P0, skipping those with nothing left", () => {
    expect(rr(paper).steps.map((s) => s.receiver)).toEqual([0, 1, 2, 3, 1, 2, 3]);
  });
});

describe("run context", () => {
  it("throws RunCancelled when cancelled and reports progress up to 1", () => {
    expect(() => ecf(paper, { cancelled: () => true })).toThrow(RunCancelled);
    const seen: number[] = [];
    wr(paper, { progress: (f) => seen.push(f) });
    expect(seen.at(-1)).toBe(1);
  });
  it("records at most 8 candidates per step only when explaining, best first", () => {
    const withWhy = ecf(paper).steps;
    expect(withWhy[0]?.candidates?.length).toBe(7);
    expect(withWhy[0]?.candidates?.[0]).toMatchObject({ sender: 0, receiver: 1, message: 0, score: 4 });
    expect(ecf(paper, { explain: false }).steps[0]?.candidates).toBeUndefined();
  });
});
