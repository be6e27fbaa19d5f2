// Seeded scenario generators of the packet family: random multicast sizes, packet counts and
// (optionally) a shuffled node ordering — the paper's Sec. 5 draws random destination sets; here the
// ordering stands in for them, since the model has no network contention.
import { z } from "zod";
import { defineGenerator, type GeneratorDef } from "../family";
import { createRng } from "../random";
import { count } from "../scenario/fields";
import { DEFAULT_TIMING, PACKET_INTERFACES, PACKET_LIMITS, type PacketScenario } from "./scenario";

const randomParams = z
  .strictObject({
    nodesMin: count("nodesMin", 2, PACKET_LIMITS.nodes),
    nodesMax: count("nodesMax", 2, PACKET_LIMITS.nodes),
    packetsMin: count("packetsMin", 1, PACKET_LIMITS.packets),
    packetsMax: count("packetsMax", 1, PACKET_LIMITS.packets),
    shuffleOrder: z.boolean({ error: "shuffleOrder must be true or false" }),
    interface: z.enum(PACKET_INTERFACES, {
      error: `interface must be one of ${PACKET_INTERFACES.join(", ")}`,
    }),
  })
  .refine((p) => p.nodesMin <= p.nodesMax, { path: ["nodesMax"], message: "must be ≥ nodesMin" })
  .refine((p) => p.packetsMin <= p.packetsMax, { path: ["packetsMax"], message: "must be ≥ packetsMin" });

type RandomParams = z.infer<typeof randomParams>;

const RANDOM_DEFAULTS: RandomParams = {
  nodesMin: 2,
  nodesMax: 64,
  packetsMin: 1,
  packetsMax: 16,
  shuffleOrder: false,
  interface: "fpfs",
};

export const packetRandomGenerator = defineGenerator<PacketScenario, RandomParams>({
  id: "packet-random@1",
  kind: "packet-multicast",
  title: "Random multicast size and packet count (Sec. 5 defaults for the timing)",
  params: randomParams,
  defaults: RANDOM_DEFAULTS,
  expand(p, seed) {
    const rng = createRng(seed);
    const nodes = rng.int(p.nodesMin, p.nodesMax);
    // Keep within the transmission limit: fewer packets for very large n.
    const packetCap = Math.max(1, Math.floor(PACKET_LIMITS.transmissions / (nodes - 1)));
    const packets = rng.int(Math.min(p.packetsMin, packetCap), Math.min(p.packetsMax, packetCap));
    const identity = Array.from({ length: nodes }, (_, i) => i);
    return {
      nodes,
      packets,
      k: null,
      interface: p.interface,
      timing: { ...DEFAULT_TIMING },
      ...(p.shuffleOrder ? { order: rng.shuffled(identity) } : {}),
    };
  },
});

export const PACKET_GENERATORS: readonly GeneratorDef<PacketScenario>[] = [packetRandomGenerator];
