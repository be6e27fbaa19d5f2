// The cluster view's marks for the current decision's candidates (step-through; docs/architecture.md,
// "Step-through and the class quiz"): under Wu–Yeh's FCFS (Sec. 4.1) a decision is which buffered
// message a node takes next, so each candidate is a sender → receiver pair of nodes. Each is drawn as a
// dashed violet line between the two nodes with a dashed ring on each (the tree view's look); the
// heuristic's pick is solid green, unless the quiz hides it. Pure: an SVG string at layout
// coordinates, drawn over the clusters under the same pan/zoom transform.
import {
  CANDIDATE_COLOR,
  CANDIDATE_DASH,
  CHOSEN_COLOR,
  candidateLanes,
  candidateMarks,
  type DecisionMarks,
} from "../../views/common/candidates";
import { el } from "../../views/common/svg";
import type { Candidate } from "../../../core/schedule/types";
import type { ClusterLayout } from "./cluster-layout";

/** Rings sit this far (screen px) outside a node's disc. */
const RING_GAP = 5;

export function clusterCandidatesSvg(
  layout: ClusterLayout,
  candidates: readonly Candidate[] | undefined,
  decision: DecisionMarks | undefined,
  zoom = 1,
): string {
  const marks = candidateMarks(candidates, decision);
  if (marks.length === 0) return "";
  const nodeAt = (i: number) => (i >= 0 ? layout.nodes[i] : undefined);
  const dash = (chosen: boolean) => (chosen ? undefined : CANDIDATE_DASH.map((d) => d / zoom).join(" "));
  let lines = "";
  // The pick last, over the others.
  for (const m of [...marks].sort((a, b) => Number(a.chosen) - Number(b.chosen))) {
    const a = nodeAt(m.sender);
    const b = nodeAt(m.receiver);
    if (!a || !b || m.sender === m.receiver) continue;
    lines += el("line", {
      x1: a.x,
      y1: a.y,
      x2: b.x,
      y2: b.y,
      stroke: m.chosen ? CHOSEN_COLOR : CANDIDATE_COLOR,
      "stroke-width": (m.chosen ? 3.5 : 2.5) / zoom,
      "stroke-dasharray": dash(m.chosen),
      "data-candidate": `${m.sender}-${m.receiver}`,
      "data-chosen": m.chosen ? "true" : undefined,
    });
  }
  let rings = "";
  for (const [node, { chosen }] of candidateLanes(marks)) {
    const n = nodeAt(node);
    if (!n) continue;
    rings += el("circle", {
      cx: n.x,
      cy: n.y,
      r: n.r + RING_GAP / zoom,
      fill: "none",
      stroke: chosen ? CHOSEN_COLOR : CANDIDATE_COLOR,
      "stroke-width": (chosen ? 3.5 : 2.5) / zoom,
      "stroke-dasharray": dash(chosen),
      "data-candidate-node": node,
      "data-chosen": chosen ? "true" : undefined,
    });
  }
  return el("g", { class: "ag-candidates", "pointer-events": "none" }, lines + rings);
}
