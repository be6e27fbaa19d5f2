// fast-check generators of small allgather scenarios: random overheads, T_end ≥ T_recv (the schema's
// rule), sometimes ≥ T_send + T_recv, sometimes a forced agent count or an explicit grouping.
import fc from "fast-check";
import type { AllgatherScenario } from "../../../src/core/allgather/scenario";
import { scenarioOf } from "./helpers";

const time = fc.integer({ min: 1, max: 400 });

export function arbitraryScenario(
  opts: { minNodes?: number; maxNodes?: number; grouping?: boolean } = {},
): fc.Arbitrary<AllgatherScenario> {
  return fc
    .integer({ min: opts.minNodes ?? 2, max: opts.maxNodes ?? 10 })
    .chain((n) =>
      fc.record({
        nodes: fc.array(fc.record({ tSend: time, tRecv: time }), { minLength: n, maxLength: n }),
        extra: fc.array(fc.array(fc.integer({ min: 0, max: 500 }), { minLength: n, maxLength: n }), {
          minLength: n,
          maxLength: n,
        }),
        covering: fc.boolean(),
        agents: opts.grouping ? fc.option(fc.integer({ min: 1, max: n }), { nil: null }) : fc.constant(null),
        partition: opts.grouping
          ? fc.option(fc.array(fc.integer({ min: 0, max: n - 1 }), { minLength: n, maxLength: n }), {
              nil: null,
            })
          : fc.constant(null),
      }),
    )
    .map(({ nodes, extra, covering, agents, partition }) => {
      const n = nodes.length;
      const tEnd = nodes.map((a, i) =>
        nodes.map((b, j) =>
          i === j ? 0 : (covering ? a.tSend + b.tRecv : b.tRecv) + (extra[i]?.[j] as number),
        ),
      );
      let clusters: number[][] | null = null;
      if (partition) {
        // partition[i] names the cluster of node i; a cluster's lowest node is its agent.
        const byLabel = new Map<number, number[]>();
        partition.forEach((label, i) => byLabel.set(label, [...(byLabel.get(label) ?? []), i]));
        clusters = [...byLabel.values()];
      }
      return scenarioOf({ nodes, tEnd, agents, clusters, seed: n });
    });
}
