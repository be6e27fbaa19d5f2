// Labels the views show for the multicast family: lanes "P0", …, and messages "m0: P0 → {P1,P2}".
import { nodeLabel } from "../units";
import type { MulticastScenario } from "./scenario";

/** Destinations are listed up to this many; longer sets are summarized with their count. */
const LISTED = 6;

export function messageLabel(s: MulticastScenario, k: number): string {
  const mc = s.multicasts[k];
  if (!mc) return `m${k}`;
  const d = mc.destinations;
  const listed =
    d.length <= LISTED
      ? d.map(nodeLabel).join(",")
      : `${d
          .slice(0, LISTED - 1)
          .map(nodeLabel)
          .join(",")},… ${d.length} nodes`;
  return `m${k}: ${nodeLabel(mc.source)} → {${listed}}`;
}

export function laneLabels(s: MulticastScenario): string[] {
  return s.nodes.map((_, i) => nodeLabel(i));
}
