// A tiny experiment for tests of the sweep summaries and the reproduction renderer: run r draws one value
// per "size" from its seed; the summary is the mean per size (a mean over runs, so it has a 95 % interval),
// the run count and the mean squared (neither a mean over runs: no interval). Its claim: the mean stays below 1.
import { z } from "zod";
import type { ExperimentDef, ExperimentRow } from "../../src/core/experiment";
import { createRng } from "../../src/core/random";

export const tinyParams = z.strictObject({
  sizes: z.array(z.number().int().min(1)).min(1),
  instances: z.number().int().min(1).max(1000),
});
export type TinyParams = z.infer<typeof tinyParams>;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export const tinyExperiment: ExperimentDef<TinyParams> = {
  id: "tiny",
  family: "multicast",
  title: "Tiny | experiment",
  description: "A uniform draw scaled by the size.",
  paper: "Nobody: a test paper",
  figure: "Fig. 1",
  params: tinyParams,
  defaults: { sizes: [1, 2, 3], instances: 20 },
  quick: { instances: 6 },
  claim: {
    text: "The value stays below the size.",
    verdict(_p, rows) {
      const over = rows.filter((r) => (r.value as number) >= (r.size as number));
      return over.length === 0
        ? { reproduced: true, reason: `all ${rows.length} values are below their size` }
        : { reproduced: false, reason: `${over.length} values reach their size` };
    },
  },
  runCount: (p) => p.sizes.length * p.instances,
  run(p, runIndex, seed) {
    const size = p.sizes[Math.floor(runIndex / p.instances)] as number;
    const rng = createRng(seed);
    return [{ size, value: size * rng.uniform(0, 1), run: runIndex }];
  },
  summarize(p, rows) {
    const sizes = [...new Set(rows.map((r) => r.size as number))].sort((a, b) => a - b);
    const at = (s: number): ExperimentRow[] => rows.filter((r) => r.size === s);
    return {
      title: "Tiny",
      tables: [
        {
          title: "Mean value",
          columns: ["size", "mean", "runs", "mean squared"],
          rows: sizes.map((s) => [
            s,
            Number(mean(at(s).map((r) => r.value as number)).toFixed(3)),
            at(s).length,
            Number((mean(at(s).map((r) => r.value as number)) ** 2).toFixed(3)),
          ]),
        },
      ],
      charts: [
        {
          title: "Mean value against size",
          x: "size",
          xLabel: "size",
          yLabel: "value",
          series: [
            {
              name: "mean",
              points: sizes.map((s) => [s, mean(at(s).map((r) => r.value as number))] as const),
            },
            { name: "count", points: sizes.map((s) => [s, at(s).length] as const) },
          ],
        },
      ],
    };
  },
};
