// `multicast-random@1`: random heterogeneous networks and multicast patterns drawn from the ranges of
// Wu–Yeh–Liu Sec. 7: Sc, Rc uniform in [80, 400] µs; Sm, Rm uniform in [0.0001, 0.01] µs/byte; each link
// (unordered pair) 155 Mb/s or 1 Gb/s; small messages (64–1024 bytes), large (10⁶ or 1.5·10⁶ bytes) or a
// mix. Patterns: a single multicast from a random source, all-to-all broadcast, or multiple multicast from
// `sources` random sources, each to `destinations` random other nodes ("all", a count, or a fraction).
// Deterministic for a seed: the same (params, seed) always expands to the same scenario. Costs are rounded
// (fixed parts to 0.01 µs, per-byte parts to 10⁻⁶ µs/byte) so tables stay readable.
import { z } from "zod";
import { defineGenerator } from "../family";
import { createRng, type Rng } from "../random";
import { count } from "../scenario/fields";
import { convertTime, mbpsToPerByte, type TimeUnit } from "../units";
import { MULTICAST_RANDOM_DEFAULTS, MULTICAST_RANDOM_ID } from "./generator-defaults";
import { MULTICAST_LIMITS, type MulticastScenario } from "./scenario";

export { MULTICAST_RANDOM_DEFAULTS, MULTICAST_RANDOM_ID };

/** Sec. 7's ranges. */
export const SEC7 = {
  fixed: [80, 400],
  perByte: [0.0001, 0.01],
  slowMbps: 155,
  fastMbps: 1000,
  small: [64, 1024],
  large: [1_000_000, 1_500_000],
} as const;

const destinationsSchema = z.union(
  [
    z.literal("all"),
    z
      .number({ error: 'destinations must be "all", a count or a fraction' })
      .positive("destinations must be > 0")
      .max(MULTICAST_LIMITS.nodes - 1, `destinations is limited to ${MULTICAST_LIMITS.nodes - 1}`)
      .refine((x) => x < 1 || Number.isInteger(x), "destinations ≥ 1 must be a whole number (a count)"),
  ],
  { error: 'destinations must be "all", a count ≥ 1 or a fraction in (0, 1)' },
);

export const multicastRandomParams = z
  .strictObject({
    nodes: count("nodes", 2, MULTICAST_LIMITS.nodes),
    pattern: z.enum(["single", "all-to-all", "multiple"], {
      error: 'pattern must be "single", "all-to-all" or "multiple"',
    }),
    /** Number of sources (multiple multicast). */
    sources: count("sources", 1, MULTICAST_LIMITS.nodes),
    /** Per source: "all" other nodes, a count, or a fraction of the other nodes (at least one). */
    destinations: destinationsSchema,
    messages: z.enum(["small", "large", "mixed"], { error: 'messages must be "small", "large" or "mixed"' }),
    network: z.enum(["fast", "slow", "mixed"], { error: 'network must be "fast", "slow" or "mixed"' }),
  })
  .superRefine((p, ctx) => {
    if (p.pattern === "multiple" && p.sources > p.nodes) {
      ctx.addIssue({
        code: "custom",
        path: ["sources"],
        message: `sources is limited to nodes (${p.nodes})`,
      });
    }
    if (typeof p.destinations === "number" && p.destinations >= 1 && p.destinations > p.nodes - 1) {
      ctx.addIssue({
        code: "custom",
        path: ["destinations"],
        message: `destinations is limited to nodes − 1 (${p.nodes - 1})`,
      });
    }
  });

export type MulticastRandomParams = z.infer<typeof multicastRandomParams>;

const round = (x: number, step: number) => Math.round(x / step) * step;
const fixed = (rng: Rng) => Number(round(rng.uniform(SEC7.fixed[0], SEC7.fixed[1]), 0.01).toFixed(2));
const perByte = (rng: Rng) => Number(round(rng.uniform(SEC7.perByte[0], SEC7.perByte[1]), 1e-6).toFixed(6));

function destinationCount(p: MulticastRandomParams): number {
  const others = p.nodes - 1;
  if (p.destinations === "all") return others;
  if (p.destinations >= 1) return Math.min(others, p.destinations);
  return Math.max(1, Math.min(others, Math.round(p.destinations * others)));
}

function messageBytes(p: MulticastRandomParams, rng: Rng): number {
  const large = p.messages === "large" || (p.messages === "mixed" && rng.float() < 0.5);
  return large ? rng.pick(SEC7.large) : rng.int(SEC7.small[0], SEC7.small[1]);
}

/**
 * The scenario's data fields for (params, seed), in `unit` (Sec. 7's figures are in µs; the draws are the
 * same whatever the unit).
 */
export function expandMulticastRandom(
  p: MulticastRandomParams,
  seed: number,
  unit: TimeUnit = "us",
): Pick<MulticastScenario, "nodes" | "transmit" | "multicasts" | "timeUnit"> {
  const rng = createRng(seed);
  const n = p.nodes;
  const inUnit = (us: number) => (unit === "us" ? us : convertTime(us, "us", unit));
  const nodes = Array.from({ length: n }, () => ({
    sendFixed: inUnit(fixed(rng)),
    sendPerByte: inUnit(perByte(rng)),
    recvFixed: inUnit(fixed(rng)),
    recvPerByte: inUnit(perByte(rng)),
  }));
  const slow = mbpsToPerByte(SEC7.slowMbps, unit);
  const fast = mbpsToPerByte(SEC7.fastMbps, unit);
  let transmit: MulticastScenario["transmit"];
  if (p.network === "fast") transmit = fast;
  else if (p.network === "slow") transmit = slow;
  else {
    const matrix = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const x = rng.float() < 0.5 ? slow : fast;
        (matrix[i] as number[])[j] = x;
        (matrix[j] as number[])[i] = x;
      }
    }
    transmit = matrix;
  }
  const all = Array.from({ length: n }, (_, i) => i);
  const others = (src: number) => all.filter((i) => i !== src);
  const multicastFrom = (source: number) => {
    const destinations = rng.sample(others(source), destinationCount(p)).sort((a, b) => a - b);
    return { source, destinations, bytes: messageBytes(p, rng) };
  };
  let multicasts;
  if (p.pattern === "all-to-all") {
    multicasts = all.map((source) => ({ source, destinations: others(source), bytes: messageBytes(p, rng) }));
  } else if (p.pattern === "single") {
    multicasts = [multicastFrom(rng.int(0, n - 1))];
  } else {
    multicasts = rng
      .sample(all, p.sources)
      .sort((a, b) => a - b)
      .map(multicastFrom);
  }
  return { timeUnit: unit, nodes, transmit, multicasts };
}

export const multicastRandomGenerator = defineGenerator<MulticastScenario, MulticastRandomParams>({
  id: MULTICAST_RANDOM_ID,
  kind: "multicast",
  title: "Random multicast on a heterogeneous network (Wu–Yeh–Liu Sec. 7 ranges)",
  params: multicastRandomParams,
  defaults: MULTICAST_RANDOM_DEFAULTS,
  expand: (params, seed, context) => expandMulticastRandom(params, seed, context.timeUnit ?? "us"),
});
