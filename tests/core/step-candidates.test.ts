// Step-through in the papers' terms (docs/architecture.md, "Scores in the papers' terms"): on every
// paper preset, every algorithm of its family explains each decision with at least one candidate whose
// score is broken into terms that sum to it, and the chosen candidate is the one the family's rule
// picks — the least score (the greatest for BottomUp's max-min) among the candidates.
import { describe, expect, it } from "vitest";
import { allPresets, familyForKind, runScenario } from "../../src/core/registry";
import { parseScenario } from "../../src/core/scenario/document";
import { breakdownAddsUp } from "../../src/core/schedule/score";
import type { Candidate, Step } from "../../src/core/schedule/types";
import { approxEqual, definitelyLess } from "../../src/core/tolerance";

/** Presets small enough to explain every decision in a test. */
const PRESETS = allPresets().filter((p) => !/256|1024|512|64x16/.test(p.id));

const isChosen = (st: Step) => (c: Candidate) =>
  c.sender === st.sender && c.receiver === st.receiver && c.message === st.message;

/** Whether the rule picks by the greatest score (BottomUp: max over B of the min over A). */
const maxRule = (algorithm: string) => algorithm === "bottom-up";

// Every heuristic; `optimal` is a search, not a rule: its steps carry no candidates (docs/architecture.md).
const cases = PRESETS.flatMap((p) =>
  (familyForKind(p.doc.kind)?.algorithms ?? [])
    .filter((a) => a.id !== "optimal")
    .map((a) => [p.id, a.id, p] as const),
);

describe.each(cases)("%s / %s", (_id, algorithm, preset) => {
  it("explains every decision with candidates whose terms sum to the score, the rule's pick first", () => {
    const r = runScenario(parseScenario(preset.doc), algorithm, { explain: true });
    const steps = r.schedule.steps;
    expect(steps.length).toBeGreaterThan(0);
    // Allgather records no candidates above a size it states in a note (src/core/allgather/replay.ts).
    if (r.schedule.notes?.some((n) => n.startsWith("The candidates weighed are not recorded"))) return;
    steps.forEach((st, i) => {
      const where = `decision ${i + 1} (P${st.sender} → P${st.receiver})`;
      const list = st.candidates ?? [];
      expect(list.length, where).toBeGreaterThan(0);
      for (const c of list) expect(breakdownAddsUp(c), `${where}: ${JSON.stringify(c)}`).toBe(true);
      // The k-binomial tree's first decision weighs values of k (each a tree), not copies.
      const kChoice = algorithm === "k-binomial" && i === 0;
      const chosen = kChoice ? list[0] : list.find(isChosen(st));
      expect(chosen, `${where}: the decision is among its candidates`).toBeDefined();
      const score = (chosen as Candidate).score;
      for (const c of list) {
        const beats = maxRule(algorithm) ? definitelyLess(score, c.score) : definitelyLess(c.score, score);
        expect(beats, `${where}: ${JSON.stringify(c)} beats the choice (${score})`).toBe(false);
      }
      expect(st.rule, where).toBeTruthy();
    });
  });
});

describe("the rules' terms, as the papers write them", () => {
  const run = (id: string, algorithm: string) => {
    const p = allPresets().find((x) => x.id === id);
    if (!p) throw new Error(`no preset ${id}`);
    return runScenario(parseScenario(p.doc), algorithm, { explain: true }).schedule;
  };
  it("grid ECEF-LA: RT_i + g_ij + L_ij + F_j", () => {
    const grid = allPresets().find((p) => p.doc.kind === "grid-broadcast");
    const s = runScenario(parseScenario(grid?.doc), "ecef-la", { explain: true }).schedule;
    for (const st of s.steps) {
      for (const c of st.candidates ?? []) {
        expect(c.breakdown?.terms.map((t) => t.name)).toEqual(["RT_i", "g_ij", "L_ij", "F_j"]);
      }
    }
  });
  it("multicast WR: every competing receiver's W with Eq. 8–9's parts, ties explained", () => {
    const multicast = allPresets().find((p) => p.doc.kind === "multicast");
    const s = run(multicast?.id ?? "", "wr");
    // After the first decision several receivers compete, each with its own W.
    const later = s.steps.find((st) => new Set((st.candidates ?? []).map((c) => c.receiver)).size > 1);
    expect(later).toBeDefined();
    for (const st of s.steps) {
      const receivers = (st.candidates ?? []).map((c) => c.receiver);
      expect(new Set(receivers).size).toBe(receivers.length);
      for (const c of st.candidates ?? []) {
        expect(c.label).toBe("W");
        const names = c.breakdown?.terms.map((t) => t.name) ?? [];
        expect(names.at(-1) === "R(j, l_k)" || names[0] === "W_j (nothing received yet)").toBe(true);
      }
    }
    expect(s.steps[0]?.rule).toMatch(/least virtual time W = 0 .*tied with .*fastest receiver/);
  });
  it("packet: the pending (packet, child) copies, ranked by FPFS or FCFS", () => {
    const packet = allPresets().find((p) => p.doc.kind === "packet-multicast");
    for (const mode of ["fpfs", "fcfs"] as const) {
      const doc = { ...(packet?.doc ?? {}), interface: mode, packets: 3 };
      const s = runScenario(parseScenario(doc), "binomial", { explain: true }).schedule;
      const names = s.steps[0]?.candidates?.[0]?.breakdown?.terms.map((t) => t.name);
      expect(names).toEqual(mode === "fpfs" ? ["packet j·d", "child i"] : ["child i·m", "packet j"]);
      expect(s.steps[0]?.rule).toContain(mode === "fpfs" ? "FPFS (Sec. 3.2" : "FCFS (Sec. 3.1");
      // A later edge of the root competes with packets still pending for earlier children (FCFS) or
      // later packets for the same children (FPFS).
      const root = s.steps[0]?.sender;
      const second = s.steps.find((st, i) => i > 0 && st.sender === root);
      expect((second?.candidates ?? []).length).toBeGreaterThan(1);
      expect(second?.candidates?.some((c) => c.message > 0)).toBe(true);
    }
  });
  it("a score with terms prints as a small sum", async () => {
    const { formatBreakdown, scoreOf } = await import("../../src/core/schedule/score");
    const b = scoreOf([
      { name: "RT", value: 3 },
      { name: "g", value: 1 },
      { name: "L", value: 2 },
      { name: "F_j", value: 4 },
    ]);
    expect(formatBreakdown(b)).toBe("RT 3 + g 1 + L 2 + F_j 4 = 10");
    expect(approxEqual(b.total, 10)).toBe(true);
  });
});
