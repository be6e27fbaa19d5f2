// Every figure of Kesavan–Panda, Steffenel–Mounié and Bhat et al. is a named experiment with the
// paper's settings as defaults, quick parameters that parse, and a claim; `cli experiments --json`
// lists them with their paper and figure.
import { describe, expect, it } from "vitest";
import { cli } from "../../src/cli/cli";
import { deriveSeed } from "../../src/core/random";
import { findExperiment } from "../../src/core/registry";

const FIGURES: Record<string, string> = {
  "packet-interface-benefit": "Fig. 4",
  "packet-optimal-k-vs-m": "Fig. 12a",
  "packet-optimal-k": "Fig. 12b",
  "packet-latency-vs-m": "Figs 13a, 14a",
  "packet-latency-vs-n": "Figs 13b, 14b",
  "grid-completion": "Figs 1–3",
  "grid-hit-rate": "Fig. 4",
  "grid-grid5000-prediction": "Fig. 5",
  "redistribution-greedy-vs-direct": "Fig. 4",
  "redistribution-k": "Fig. 5a",
  "redistribution-heterogeneity": "Fig. 5b",
};

describe("paper figures", () => {
  it.each(Object.entries(FIGURES))(
    "%s reproduces %s with a claim and valid quick parameters",
    (id, figure) => {
      const e = findExperiment(id);
      expect(e?.figure).toBe(figure);
      expect(e?.paper).toMatch(/Kesavan|Steffenel|Bhat/);
      expect(e?.claim?.text.length).toBeGreaterThan(20);
      expect(e?.params.safeParse(e.defaults).success).toBe(true);
      expect(e?.params.safeParse({ ...e.defaults, ...e.quick }).success).toBe(true);
    },
  );

  it.each(Object.keys(FIGURES))(
    "%s: same seed, same rows; summaries well formed; a verdict with a reason",
    (id) => {
      const e = findExperiment(id);
      if (!e) throw new Error(`${id} is not registered`);
      const p = e.params.parse(e.defaults);
      const runs = Math.min(3, e.runCount(p));
      const rows = (seed: number) =>
        Array.from({ length: runs }, (_, r) => e.run(p, r, deriveSeed(seed, r))).flat();
      const first = rows(7);
      expect(rows(7)).toStrictEqual(first);
      const sum = e.summarize(p, first);
      expect(sum.tables.length).toBeGreaterThan(0);
      expect(sum.charts.length).toBeGreaterThan(0);
      for (const t of sum.tables) for (const row of t.rows) expect(row).toHaveLength(t.columns.length);
      for (const c of sum.charts) {
        for (const series of c.series) {
          if (series.intervals) expect(series.intervals).toHaveLength(series.points.length);
        }
      }
      const v = e.claim?.verdict(p, first);
      expect(typeof v?.reproduced).toBe("boolean");
      expect(v?.reason.length).toBeGreaterThan(10);
    },
  );

  it("are listed by `cli experiments --json` with paper and figure", () => {
    let out = "";
    const code = cli(["experiments", "--json"], {
      out: (t) => (out += t),
      err: (t) => (out += t),
      readFile: () => "",
    });
    expect(code).toBe(0);
    const byId = new Map((JSON.parse(out) as { id: string; figure: string | null }[]).map((e) => [e.id, e]));
    for (const [id, figure] of Object.entries(FIGURES)) expect(byId.get(id)?.figure).toBe(figure);
  });
});
