// Golden outputs of every scenario generator. A generator id ends in "@N" and promises the same
// scenario for the same (params, seed) forever (docs/scenario-format.md): a saved link that names it
// must keep opening to the same network. Each id's expansions (default params with seeds 1, 2 and
// 12345, plus a few non-default parameter sets) are pinned in tests/fixtures/golden/generators/<id>.json.
// The pinned value is the validated, explicit scenario that parseScenario makes of a document
// { version, kind, generator: { id, params, seed } }: exactly what the heuristics then run on.
import { beforeAll, describe, expect, it } from "vitest";
import { FAMILIES } from "../../src/core/registry";
import { parseScenario } from "../../src/core/scenario/document";
import { asJson, goldenPath, readGolden, UPDATE, UPDATE_TIMEOUT, writeGolden } from "./golden";

interface Case {
  /** Unique within the generator: "default seed 2", "small all-to-all", … */
  readonly label: string;
  /** Only the parameters that differ from the defaults. */
  readonly params: Record<string, unknown>;
  readonly seed: number;
  /** A time unit named by the document (generators that honour it convert into it). */
  readonly timeUnit?: "us" | "ms";
}

interface GoldenFile {
  readonly id: string;
  readonly kind: string;
  readonly cases: readonly (Case & { readonly scenario: unknown })[];
}

const DEFAULT_SEEDS = [1, 2, 12345];

/** Non-default parameter sets per generator id (kept small so the files stay readable). */
const EXTRA: Record<string, readonly Case[]> = {
  "multicast-random@1": [
    {
      label: "single broadcast, 6 nodes",
      params: { nodes: 6, pattern: "single", destinations: "all" },
      seed: 1,
    },
    {
      label: "all-to-all, 5 nodes, large messages, slow network",
      params: { nodes: 5, pattern: "all-to-all", messages: "large", network: "slow" },
      seed: 7,
    },
    {
      label: "multiple 3 sources x 2 destinations, mixed messages, fast network, in ms",
      params: { nodes: 8, sources: 3, destinations: 2, messages: "mixed", network: "fast" },
      seed: 3,
      timeUnit: "ms",
    },
  ],
  "allgather-random@1": [
    {
      label: "6 nodes, a third fast, slow x3, no jitter",
      params: { nodes: 6, fastFraction: 0.34, slowFactor: 3, jitter: 0 },
      seed: 1,
    },
    { label: "5 nodes, all fast, jitter 0.5", params: { nodes: 5, fastFraction: 1, jitter: 0.5 }, seed: 9 },
  ],
  "packet-random@1": [
    {
      label: "shuffled order, fcfs",
      params: {
        nodesMin: 5,
        nodesMax: 12,
        packetsMin: 2,
        packetsMax: 6,
        shuffleOrder: true,
        interface: "fcfs",
      },
      seed: 1,
    },
    {
      label: "conventional interface, many nodes",
      params: { nodesMin: 100, nodesMax: 400, interface: "conventional" },
      seed: 4,
    },
  ],
  "grid-random@1": [
    { label: "4 clusters, root 2, symmetric", params: { clusters: 4, root: 2, symmetric: true }, seed: 1 },
    {
      label: "3 clusters, narrow ranges",
      params: {
        clusters: 3,
        latencyMin: 2,
        latencyMax: 3,
        gapMin: 10,
        gapMax: 20,
        intraMin: 5,
        intraMax: 6,
        sizeMin: 1,
        sizeMax: 4,
      },
      seed: 42,
    },
  ],
  "redistribution-random@1": [
    {
      label: "P=5, K=3, N=60, x=4, asymmetric, start-up 2",
      params: { processors: 5, K: 3, elements: 60, blockSize: 4, startup: 2, symmetric: false },
      seed: 1,
    },
    {
      label: "P=4, K=2, narrow bandwidths, in ms (document unit wins)",
      params: { processors: 4, K: 2, elements: 16, minMBps: 50, maxMBps: 60, timeUnit: "us" },
      seed: 5,
      timeUnit: "ms",
    },
  ],
};

function casesFor(id: string): Case[] {
  return [
    ...DEFAULT_SEEDS.map((seed) => ({ label: `defaults, seed ${seed}`, params: {}, seed })),
    ...(EXTRA[id] ?? []),
  ];
}

function expand(kind: string, id: string, c: Case): unknown {
  const doc = {
    version: 1,
    kind,
    ...(c.timeUnit ? { timeUnit: c.timeUnit } : {}),
    generator: { id, params: c.params, seed: c.seed },
  };
  return asJson(parseScenario(doc));
}

const generators = FAMILIES.flatMap((f) => f.generators.map((g) => ({ kind: f.kind, id: g.id })));

describe("generator goldens", () => {
  it("every generator id is versioned and has parameter sets beyond the defaults", () => {
    expect(generators.length).toBeGreaterThan(0);
    for (const g of generators) {
      expect(g.id, `generator id ${g.id}`).toMatch(/@\d+$/);
      expect(EXTRA[g.id]?.length ?? 0, `non-default cases for ${g.id} (add some to EXTRA)`).toBeGreaterThan(
        0,
      );
    }
  });

  for (const { kind, id } of generators) {
    describe(id, () => {
      const path = goldenPath("generators", `${id}.json`);
      const cases = casesFor(id);
      let golden: GoldenFile;

      beforeAll(async () => {
        if (UPDATE) {
          const file: GoldenFile = {
            id,
            kind,
            cases: cases.map((c) => ({ ...c, scenario: expand(kind, id, c) })),
          };
          await writeGolden(path, file);
        }
        golden = readGolden<GoldenFile>(path);
      }, UPDATE_TIMEOUT);

      it("has a golden file covering exactly its cases", () => {
        expect(golden.id).toBe(id);
        expect(golden.kind).toBe(kind);
        expect(golden.cases.map((c) => c.label)).toEqual(cases.map((c) => c.label));
      });

      for (const c of cases) {
        it(`${c.label}: expands to the pinned scenario`, () => {
          const stored = golden.cases.find((g) => g.label === c.label);
          expect(stored, `${id}: no golden case "${c.label}"`).toBeDefined();
          expect({ params: stored?.params, seed: stored?.seed, timeUnit: stored?.timeUnit }).toEqual({
            params: c.params,
            seed: c.seed,
            timeUnit: c.timeUnit,
          });
          expect(expand(kind, id, c), `${id} seed ${c.seed} (${c.label}) changed its scenario`).toEqual(
            stored?.scenario,
          );
        });
      }
    });
  }
});
