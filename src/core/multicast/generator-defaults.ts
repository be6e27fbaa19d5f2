// The multicast generator's id and default parameters, apart from its schemas (generator.ts): code that
// only reads a document's generator parameters — the page's entry deciding what its first run asks
// (src/engine/bound-estimate.ts) — imports these without zod and the family's code.
import type { MulticastRandomParams } from "./generator";

export const MULTICAST_RANDOM_ID = "multicast-random@1";

export const MULTICAST_RANDOM_DEFAULTS: MulticastRandomParams = {
  nodes: 16,
  pattern: "multiple",
  sources: 4,
  destinations: 0.5,
  messages: "small",
  network: "mixed",
};
