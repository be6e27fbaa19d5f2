// Runs of the packet family for the view tests: real heuristics, real replay.
import type { RunResult } from "../../../../src/core/family";
import type { PacketDetails, PacketScenario } from "../../../../src/core/packet";
import { PACKET_PRESETS } from "../../../../src/core/packet/presets";
import { runScenario } from "../../../../src/core/registry";
import { parseScenario } from "../../../../src/core/scenario/document";
import type { TreeInput } from "../../../../src/ui/families/packet/timeline";

export function scenarioOf(fields: Record<string, unknown>): PacketScenario {
  return parseScenario({ version: 1, kind: "packet-multicast", ...fields }) as PacketScenario;
}

export function preset(id: string): PacketScenario {
  const p = PACKET_PRESETS.find((x) => x.id === id);
  if (!p) throw new Error(`no preset ${id}`);
  return parseScenario(p.doc) as PacketScenario;
}

export function run(s: PacketScenario, algorithm = "k-binomial"): RunResult & { details: PacketDetails } {
  return runScenario(s, algorithm) as RunResult & { details: PacketDetails };
}

export function treeOf(d: PacketDetails): TreeInput {
  return { source: d.source, parent: d.parent, children: d.children };
}
