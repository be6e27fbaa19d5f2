// The one named seeded generator (docs/architecture.md, randomness).
// xoroshiro128+ from pure-rand; the seed of run r of a sweep is deriveSeed(sweepSeed, r), never the
// worker's, so pools and shards give identical results.
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";

export const RNG_NAME = "xoroshiro128plus";

export interface Rng {
  /** Uniform in [0, 1). */
  float(): number;
  /** Uniform integer in [lo, hi] (both included). */
  int(lo: number, hi: number): number;
  /** Uniform real in [lo, hi). */
  uniform(lo: number, hi: number): number;
  /** One element, uniformly. Throws on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffled<T>(items: readonly T[]): T[];
  /** k distinct elements in random order. */
  sample<T>(items: readonly T[], k: number): T[];
}

export function createRng(seed: number): Rng {
  const gen = xoroshiro128plus(seed | 0);
  const rng: Rng = {
    float: () => uniformFloat64(gen),
    int: (lo, hi) => uniformInt(gen, lo, hi),
    uniform: (lo, hi) => lo + (hi - lo) * uniformFloat64(gen),
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[uniformInt(gen, 0, items.length - 1)] as (typeof items)[number];
    },
    shuffled: (items) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = uniformInt(gen, 0, i);
        const t = out[i] as (typeof out)[number];
        out[i] = out[j] as (typeof out)[number];
        out[j] = t;
      }
      return out;
    },
    sample: (items, k) => rng.shuffled(items).slice(0, Math.max(0, Math.min(k, items.length))),
  };
  return rng;
}

/** Seed of run `run` of a sweep seeded with `seed`: a 32-bit mix (splitmix-style), stable everywhere. */
export function deriveSeed(seed: number, run: number): number {
  let h = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul((run | 0) + 0x632be5ab, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) | 0;
}
