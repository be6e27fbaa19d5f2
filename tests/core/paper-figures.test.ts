// Every figure of Kesavan–Panda, Steffenel–Mounié and Bhat et al. is a named experiment with the
// paper's settings as defaults, quick parameters that parse, and a claim; `cli experiments --json`
// lists them with their paper and figure.
import { describe, expect, it } from "vitest";
import { cli } from "../../src/cli/cli";
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
