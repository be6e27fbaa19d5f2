// @vitest-environment jsdom
// The current decision's candidates in every main view (docs/architecture.md, "Step-through and the
// class quiz"): the shared model (which lanes, the pick only when shown, the would-be transfer only
// when the scores are completion times), the Gantt's and the timing diagram's layouts and SVG, the
// allgather cluster view's rings and the tree view's pick — on real runs of the paper presets.
import { describe, expect, it } from "vitest";
import { allPresets, runScenario } from "../../../../src/core/registry";
import { parseScenario } from "../../../../src/core/scenario/document";
import type { Schedule, Step } from "../../../../src/core/schedule/types";
import { approxEqual } from "../../../../src/core/tolerance";
import {
  candidateLanes,
  candidateLegendText,
  candidateMarks,
  candidateSpan,
  scoresAreTimes,
  type DecisionMarks,
} from "../../../../src/ui/views/common/candidates";
import { fullWindow, gutterWidth, layoutGantt } from "../../../../src/ui/views/gantt/layout";
import { ganttCandidatesSvg, layoutGanttCandidates } from "../../../../src/ui/views/gantt/candidates";
import { layoutTiming, yOfTime } from "../../../../src/ui/views/timing/layout";
import { layoutTimingCandidates, timingCandidatesSvg } from "../../../../src/ui/views/timing/candidates";
import { timeScale } from "../../../../src/ui/views/common/axis";
import { heuristicPick } from "../../../../src/ui/quiz";
import { layoutClusters } from "../../../../src/ui/families/allgather/cluster-layout";
import { clusterCandidatesSvg } from "../../../../src/ui/families/allgather/cluster-candidates";
import {
  allgatherDetailsOf,
  captionWidth,
  clusterCaption,
} from "../../../../src/ui/families/allgather/details";
import { layoutTree } from "../../../../src/ui/views/tree/layout";
import { treeBodySvg } from "../../../../src/ui/views/tree/svg";
import { runEight } from "../../families/allgather/run";

function run(presetId: string, algorithm: string): Schedule {
  const preset = allPresets().find((p) => p.id === presetId);
  if (!preset) throw new Error(`no preset ${presetId}`);
  return runScenario(parseScenario(preset.doc), algorithm, { explain: true }).schedule;
}

/** The first decision with at least `n` candidates. */
function decisionWith(s: Schedule, n = 2): [Step, number] {
  const at = s.steps.findIndex((st) => (st.candidates?.length ?? 0) >= n);
  if (at < 0) throw new Error("no decision weighs enough candidates");
  return [s.steps[at]!, at];
}

const shown = (st: Step, at: number): DecisionMarks => ({
  number: at + 1,
  chosen: heuristicPick(st),
  timed: scoresAreTimes(st, heuristicPick(st)),
});
/** The quiz before the class answers: no pick, no times. */
const hidden = (at: number): DecisionMarks => ({ number: at + 1, timed: false });

function svgDoc(body: string): Document {
  return new DOMParser().parseFromString(
    `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`,
    "image/svg+xml",
  );
}

describe("the shared candidate model", () => {
  const s = run("multicast-paper-example", "ecf");
  const [st, at] = decisionWith(s);

  it("ECF's scores are completion times (Eq. 5–6) and each spans from a ready time to its score", () => {
    expect(scoresAreTimes(st, heuristicPick(st))).toBe(true);
    for (const c of st.candidates!) {
      const span = candidateSpan(c);
      expect(span).not.toBeNull();
      expect(span![0]).toBeLessThanOrEqual(span![1]);
      expect(approxEqual(span![1], c.score)).toBe(true);
      expect(span![0]).toBe(c.breakdown!.terms[0]!.value);
    }
  });

  it("marks the pick only when shown, and spans only for timed decisions", () => {
    const open = candidateMarks(st.candidates, shown(st, at));
    expect(open.filter((m) => m.chosen)).toHaveLength(1);
    const pick = open.find((m) => m.chosen)!;
    expect([pick.sender, pick.receiver, pick.message]).toEqual([st.sender, st.receiver, st.message]);
    expect(open.every((m) => m.span !== null)).toBe(true);
    const quiz = candidateMarks(st.candidates, hidden(at));
    expect(quiz.some((m) => m.chosen)).toBe(false);
    expect(quiz.every((m) => m.span === null)).toBe(true);
    expect(candidateLegendText(shown(st, at))).toBe(`candidates of decision ${at + 1}`);
  });

  it("a lane is the pick's when the pick involves it", () => {
    const lanes = candidateLanes(candidateMarks(st.candidates, shown(st, at)));
    for (const c of st.candidates!) expect(lanes.has(c.sender) && lanes.has(c.receiver)).toBe(true);
    expect(lanes.get(st.sender)?.chosen).toBe(true);
    expect(lanes.get(st.receiver)?.chosen).toBe(true);
  });

  it("scores that are not times give no span (FEF's Eq. 7 and ECEF-LA's lookahead are no completions)", () => {
    for (const [preset, algorithm] of [
      ["multicast-paper-example", "fef"],
      ["grid-example-4", "ecef-la"],
    ] as const) {
      const other = run(preset, algorithm);
      const untimed = other.steps
        .map((x, i) => [x, i] as const)
        .filter(([x]) => (x.candidates?.length ?? 0) > 0 && !scoresAreTimes(x, heuristicPick(x)));
      expect(untimed.length, `${preset} / ${algorithm}`).toBeGreaterThan(0);
      for (const [x, i] of untimed)
        expect(candidateMarks(x.candidates, shown(x, i)).every((m) => m.span === null && m.index >= 0)).toBe(
          true,
        );
    }
  });
});

describe("the Gantt's candidate overlay", () => {
  const s = run("multicast-paper-example", "ecf");
  const [st, at] = decisionWith(s);
  const window = fullWindow(s);
  const p = layoutGantt(
    s,
    { width: gutterWidth(s) + 800, height: 400, window },
    { colorBy: "message", showArrows: true, step: at },
  );

  it("outlines each candidate's lanes, the pick's solid, and ghosts each would-be transfer on its receiver", () => {
    const c = layoutGanttCandidates(p, st.candidates, shown(st, at));
    const lanes = new Set(st.candidates!.flatMap((x) => [x.sender, x.receiver]));
    expect(new Set(c.lanes.map((l) => l.lane))).toEqual(lanes);
    for (const l of c.lanes) {
      const lane = p.lanes.find((x) => x.index === l.lane)!;
      expect(l.y).toBeGreaterThanOrEqual(lane.y);
      expect(l.y + l.h).toBeLessThanOrEqual(lane.y + lane.height);
    }
    expect(
      c.lanes
        .filter((l) => l.chosen)
        .map((l) => l.lane)
        .sort(),
    ).toEqual([st.sender, st.receiver].sort());
    expect(c.ghosts).toHaveLength(st.candidates!.length);
    const scale = timeScale(p.window, p.plotLeft, p.plotRight);
    for (const g of c.ghosts) {
      const cand = st.candidates![g.candidate]!;
      expect(g.lane).toBe(cand.receiver);
      expect(g.x + g.w).toBeCloseTo(Math.max(scale(cand.score), g.x + 6), 5);
    }
    expect(c.ghosts.filter((g) => g.chosen)).toHaveLength(1);
    expect(c.legend).toBe(`candidates of decision ${at + 1}`);
    // Ghosts on one lane that overlap in time are stacked, inside the lane, never on each other.
    for (const a of c.ghosts) {
      const lane = p.lanes.find((x) => x.index === a.lane)!;
      expect(a.y).toBeGreaterThanOrEqual(lane.y);
      expect(a.y + a.h).toBeLessThanOrEqual(lane.y + lane.height);
      for (const b of c.ghosts) {
        if (a === b || a.lane !== b.lane || a.x + a.w <= b.x || b.x + b.w <= a.x) continue;
        expect(a.y + a.h <= b.y || b.y + b.h <= a.y, `ghosts ${a.candidate} and ${b.candidate}`).toBe(true);
      }
    }

    const doc = svgDoc(ganttCandidatesSvg(c));
    expect(doc.querySelectorAll("[data-candidate-lane]")).toHaveLength(lanes.size);
    expect(doc.querySelectorAll("[data-candidate-ghost]")).toHaveLength(st.candidates!.length);
    const chosenLanes = doc.querySelectorAll('[data-candidate-lane][data-chosen="true"]');
    for (const el of chosenLanes) expect(el.getAttribute("stroke-dasharray")).toBeNull();
    const others = doc.querySelectorAll('[data-candidate-lane]:not([data-chosen="true"])');
    for (const el of others) expect(el.getAttribute("stroke-dasharray")).toBeTruthy();
  });

  it("in the quiz, outlines the candidates' lanes alike and draws no ghosts (they would give the pick away)", () => {
    const c = layoutGanttCandidates(p, st.candidates, hidden(at));
    expect(c.lanes.length).toBeGreaterThan(0);
    expect(c.lanes.some((l) => l.chosen)).toBe(false);
    expect(c.ghosts).toHaveLength(0);
    expect(svgDoc(ganttCandidatesSvg(c)).querySelector('[data-chosen="true"]')).toBeNull();
  });

  it("draws nothing without candidates, and leaves out ghosts outside the time window", () => {
    expect(layoutGanttCandidates(p, undefined, undefined).lanes).toHaveLength(0);
    const zoomed = layoutGantt(
      s,
      { width: gutterWidth(s) + 800, height: 400, window: [window[1] - 0.5, window[1]] },
      { colorBy: "message", showArrows: true, step: at },
    );
    const c = layoutGanttCandidates(zoomed, st.candidates, shown(st, at));
    const inWindow = st.candidates!.filter((x) => x.score >= window[1] - 0.5);
    expect(c.ghosts).toHaveLength(inWindow.length);
  });
});

describe("the timing diagram's candidate overlay", () => {
  const s = run("multicast-paper-example", "ecf");
  const [st, at] = decisionWith(s);
  const p = layoutTiming(
    s,
    { width: 900, height: 500, window: fullWindow(s) },
    { sides: "both", colorBy: "peer", step: at },
  );

  it("outlines senders in the sender diagram, receivers in the receiver diagram, ghosts in the receiver's column", () => {
    const c = layoutTimingCandidates(p, st.candidates, shown(st, at));
    const senders = new Set(st.candidates!.map((x) => x.sender));
    const receivers = new Set(st.candidates!.map((x) => x.receiver));
    expect(new Set(c.columns.filter((b) => b.side === "send").map((b) => b.lane))).toEqual(senders);
    expect(new Set(c.columns.filter((b) => b.side === "recv").map((b) => b.lane))).toEqual(receivers);
    const recv = p.panels.find((q) => q.side === "recv")!;
    for (const g of c.ghosts) {
      const cand = st.candidates![g.candidate]!;
      expect(g.x).toBeGreaterThanOrEqual(recv.plotLeft + cand.receiver * recv.columnWidth);
      expect(g.x + g.w).toBeLessThanOrEqual(recv.plotLeft + (cand.receiver + 1) * recv.columnWidth);
      expect(g.y + g.h).toBeCloseTo(Math.max(yOfTime(p, cand.score), g.y + 6), 5);
    }
    expect(c.ghosts.filter((g) => g.chosen)).toHaveLength(1);
    const doc = svgDoc(timingCandidatesSvg(c));
    expect(doc.querySelectorAll("[data-candidate-column]").length).toBe(senders.size + receivers.size);
  });

  it("with one diagram shown, marks both ends in it; in the quiz, no pick and no ghosts", () => {
    const one = layoutTiming(
      s,
      { width: 900, height: 500, window: fullWindow(s) },
      { sides: "recv", colorBy: "peer", step: at },
    );
    const c = layoutTimingCandidates(one, st.candidates, hidden(at));
    const lanes = new Set(st.candidates!.flatMap((x) => [x.sender, x.receiver]));
    expect(new Set(c.columns.map((b) => b.lane))).toEqual(lanes);
    expect(c.columns.every((b) => b.side === "recv" && !b.chosen)).toBe(true);
    expect(c.ghosts).toHaveLength(0);
  });
});

describe("the allgather cluster view's candidate rings", () => {
  const r = runEight("two-step");
  const details = allgatherDetailsOf(r)!;
  const captions = details.clusters.map((c) => clusterCaption(details, c[0]!, "us"));
  const layout = layoutClusters(details.clusters, 8, { width: 640, height: 300 }, captions.map(captionWidth));
  const [st, at] = decisionWith(r.schedule);

  it("rings every candidate's two nodes and joins them, the pick solid", () => {
    const doc = svgDoc(clusterCandidatesSvg(layout, st.candidates, shown(st, at)));
    const nodes = new Set(st.candidates!.flatMap((x) => [x.sender, x.receiver]));
    const rings = [...doc.querySelectorAll("[data-candidate-node]")];
    expect(new Set(rings.map((e) => Number(e.getAttribute("data-candidate-node"))))).toEqual(nodes);
    for (const ring of rings) {
      const n = layout.nodes[Number(ring.getAttribute("data-candidate-node"))]!;
      expect(Number(ring.getAttribute("cx"))).toBeCloseTo(n.x, 1);
      expect(Number(ring.getAttribute("r"))).toBeGreaterThan(n.r);
    }
    expect(doc.querySelectorAll("line[data-candidate]")).toHaveLength(st.candidates!.length);
    const picked = doc.querySelectorAll('line[data-chosen="true"]');
    expect([...picked].map((e) => e.getAttribute("data-candidate"))).toEqual([`${st.sender}-${st.receiver}`]);
    expect(picked[0]!.getAttribute("stroke-dasharray")).toBeNull();
  });

  it("in the quiz, every candidate looks the same; without candidates, nothing is drawn", () => {
    const doc = svgDoc(clusterCandidatesSvg(layout, st.candidates, hidden(at)));
    expect(doc.querySelector('[data-chosen="true"]')).toBeNull();
    for (const e of doc.querySelectorAll("[data-candidate], [data-candidate-node]"))
      expect(e.getAttribute("stroke-dasharray")).toBeTruthy();
    expect(clusterCandidatesSvg(layout, undefined, undefined)).toBe("");
  });
});

describe("the grid tree view's candidate edges", () => {
  const s = run("grid-example-4", "ecef");
  const [st, at] = decisionWith(s);
  const tree = s.trees!.find((t) => t.message === st.message)!;
  const layout = layoutTree(tree, s, { width: 600, height: 400 });
  const marks = (d: DecisionMarks) => st.candidates!.map((c, i) => ({ ...c, chosen: d.chosen === i }));

  it("draws a dashed edge per candidate cluster pair and the pick's edge solid", () => {
    const doc = svgDoc(treeBodySvg(layout, { candidates: marks(shown(st, at)) }));
    const edges = [...doc.querySelectorAll("line[data-candidate]")];
    expect(edges).toHaveLength(st.candidates!.filter((c) => c.sender !== c.receiver).length);
    const picked = edges.filter((e) => e.getAttribute("data-chosen") === "true");
    expect(picked.map((e) => e.getAttribute("data-candidate"))).toEqual([`${st.sender}-${st.receiver}`]);
    expect(picked[0]!.getAttribute("stroke-dasharray")).toBeNull();
    const ring = doc.querySelector(`[data-candidate-node="${st.receiver}"]`)!;
    expect(ring.getAttribute("data-chosen")).toBe("true");
  });

  it("in the quiz, no edge is the pick", () => {
    const doc = svgDoc(treeBodySvg(layout, { candidates: marks(hidden(at)) }));
    expect(doc.querySelectorAll("line[data-candidate]").length).toBeGreaterThan(0);
    expect(doc.querySelector('[data-chosen="true"]')).toBeNull();
  });
});
