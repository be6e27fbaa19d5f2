// Imported first by the page's entry (main.tsx), so it runs before the rest of the app's bundle is
// evaluated: it starts the scheduling worker and, when the address holds a scenario (#s=…), posts that
// scenario's run at once (docs/architecture.md, "What loads when"). It only decompresses the link and
// reads its JSON; the worker validates the scenario, and the app reads the link itself (location.ts) and
// binds its start document and its parse to this run (bindEarlyRun), or refuses the link and runs the
// default instead.
import LZString from "lz-string";
import type { ScenarioDoc } from "../core/family";
import { DOCUMENT_LIMITS } from "../core/scenario/safe-json";
import { startEarly } from "../engine/early";
import type { RunRequest } from "../engine/protocol";
import { firstExplained } from "./explained";

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The run a link asks for, as the app's first run will ask for it (use-engine.ts): its document, its
 * algorithm (none: the family's default), the first explained decisions and the bound after the schedule. Null when the hash holds no
 * readable scenario (the app then reports why, or shows the default).
 */
export function earlyRequest(hash: string): RunRequest | null {
  if (!hash.startsWith("#s=")) return null;
  const packed = hash.slice(3);
  if (packed.length > DOCUMENT_LIMITS.chars) return null;
  try {
    const text = LZString.decompressFromEncodedURIComponent(packed);
    if (!text || text.length > DOCUMENT_LIMITS.chars) return null;
    const json: unknown = JSON.parse(text);
    if (!isRecord(json) || !isRecord(json.scenario)) return null;
    const view = isRecord(json.view) ? json.view : {};
    return {
      doc: json.scenario as ScenarioDoc,
      ...(typeof view.algorithm === "string" ? { algorithm: view.algorithm } : {}),
      explain: firstExplained(json.scenario as ScenarioDoc),
      bound: "later",
      // The page reads and parses the link itself (boot.tsx) and binds its parse to this run: the
      // worker's copy of the scenario is not sent back (at 1024 nodes its structured clone, two million
      // numbers, was a 130–160 ms task of the page's while the reply arrived).
      scenarioKnown: true,
    };
  } catch {
    return null;
  }
}

const hash = typeof window === "undefined" ? "" : window.location.hash;
const request = earlyRequest(hash);
startEarly(request ? { request, hash } : null);
