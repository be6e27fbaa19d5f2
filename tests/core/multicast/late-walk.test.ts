// The preemptive late-message search (timeline.ts, Wu–Yeh–Liu Sec. 5 Figs 13–16) resumes each walk
// where it last stopped. Its oracle is the former search, kept here: the walk from the message's receive
// over the whole list every time. Random decision sequences (any holder sends any message to any node
// still waiting for it, so far more preemptions and late messages than a heuristic makes) drive a
// timeline with the resumed search and one with the old search; every send time they would offer and
// every task they schedule must be identical, and so must the final task lists.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rankMessages } from "../../../src/core/multicast/heuristics/ranks";
import { Timeline } from "../../../src/core/multicast/heuristics/timeline";
import { buildModel, type MulticastModel } from "../../../src/core/multicast/model";
import type { MulticastScenario } from "../../../src/core/multicast/scenario";
import { createRng } from "../../../src/core/random";
import { scenarioArb } from "./arbitrary";

/** The old search: every late message's walk starts over at its receive. */
class WalkFromReceive extends Timeline {
  private readonly costs: MulticastModel;
  constructor(model: MulticastModel) {
    super(model, rankMessages(model), true);
    this.costs = model;
  }
  override lateWalk(i: number, k: number): number {
    const key = i * this.costs.m + k;
    return this.walk(this.recvOf[key] as number, this.costs.sendCost[key] as number);
  }
}

/** Drives both timelines through the same random decisions; checks them at every step. */
function compareOnRandomDecisions(s: MulticastScenario, seed: number, checkEvery: number): number {
  const model = buildModel(s);
  const { n, m } = model;
  const resumed = new Timeline(model, rankMessages(model), true);
  const oracle = new WalkFromReceive(model);
  const rng = createRng(seed);
  const holders: number[][] = [];
  const waiting: number[][] = [];
  for (let k = 0; k < m; k++) {
    holders.push([model.source[k] as number]);
    waiting.push([...(model.destinations[k] as Int32Array)]);
  }
  let late = 0;
  for (let d = 0; d < model.totalReceives; d++) {
    const open: number[] = [];
    for (let k = 0; k < m; k++) if ((waiting[k] as number[]).length > 0) open.push(k);
    const k = rng.pick(open);
    const i = rng.pick(holders[k] as number[]);
    const list = waiting[k] as number[];
    const j = list.splice(rng.int(0, list.length - 1), 1)[0] as number;
    if (d % checkEvery === 0) {
      for (let x = 0; x < n; x++) {
        for (let q = 0; q < m; q++) {
          if (!(holders[q] as number[]).includes(x)) continue;
          if (!resumed.isEarly(x, q)) late++;
          expect(resumed.sendAvail(x, q)).toBe(oracle.sendAvail(x, q));
        }
      }
    }
    expect(resumed.schedule(i, j, k)).toBe(oracle.schedule(i, j, k));
    expect(resumed.lastPreempted).toBe(oracle.lastPreempted);
    (holders[k] as number[]).push(j);
  }
  expect(resumed.plan()).toEqual(oracle.plan());
  return late;
}

/** A random scenario with n nodes, every node multicasting to a random subset (slow network: long gaps). */
function randomScenario(n: number, seed: number): MulticastScenario {
  const rng = createRng(seed);
  const nodes = Array.from({ length: n }, () => ({
    sendFixed: rng.pick([0, 1, 2, rng.uniform(0.5, 5)]),
    sendPerByte: rng.pick([0, 0.001, rng.uniform(0, 0.01)]),
    recvFixed: rng.pick([1, 3, rng.uniform(0.5, 20)]),
    recvPerByte: rng.pick([0, 0.002, rng.uniform(0, 0.02)]),
  }));
  const transmit = Array.from({ length: n }, () =>
    Array.from({ length: n }, () => rng.pick([0, 0.01, rng.uniform(0, 0.05)])),
  );
  const multicasts = Array.from({ length: n }, (_, source) => {
    const others = Array.from({ length: n }, (_, j) => j).filter((j) => j !== source);
    return {
      source,
      destinations: rng.sample(others, rng.int(1, others.length)),
      bytes: rng.pick([1, 100, 1000, rng.int(1, 2000)]),
    };
  });
  return { version: 1, kind: "multicast", timeUnit: "us", seed, nodes, transmit, multicasts };
}

describe("the preemptive late-message search (resumed walks)", () => {
  it("offers and schedules exactly what walks from the receive do, on small random scenarios", () => {
    fc.assert(
      fc.property(scenarioArb({ maxNodes: 7, maxMessages: 6 }), fc.integer(), (s, seed) => {
        compareOnRandomDecisions(s, seed, 1);
      }),
      { numRuns: 150 },
    );
  });

  it("does so on 12–24-node scenarios with many late messages", () => {
    let late = 0;
    for (let r = 0; r < 12; r++) {
      const s = randomScenario(12 + r, 1000 + r);
      late += compareOnRandomDecisions(s, 77 + r, 3);
    }
    // The comparison is only meaningful if late messages occur (their walks are what changed).
    expect(late).toBeGreaterThan(1000);
  });
});
