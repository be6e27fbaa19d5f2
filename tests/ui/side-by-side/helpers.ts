// Runs of the presets for the side-by-side tests: the real core, so the tests see every family's shapes.
import { findPreset, runScenario } from "../../../src/core/registry";
import { parseScenario, type ScenarioDoc } from "../../../src/core/scenario/document";
import type { Schedule } from "../../../src/core/schedule/types";

export function presetDoc(id: string): ScenarioDoc {
  const p = findPreset(id);
  if (!p) throw new Error(`no preset ${id}`);
  return p.doc;
}

export function run(doc: ScenarioDoc, algorithm?: string): Schedule {
  return runScenario(parseScenario(doc), algorithm).schedule;
}

export const PAPER = "multicast-paper-example";

/** A 2D context that records the name of every method called on it (and keeps what is set). */
export function recordingContext(calls: string[]): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = {};
  return new Proxy({} as CanvasRenderingContext2D, {
    get: (_, k) =>
      k in state
        ? state[k]
        : k === "getTransform"
          ? () => ({ a: 1 })
          : (..._args: unknown[]) => {
              calls.push(String(k));
              return k === "measureText" ? { width: 10 } : null;
            },
    set: (_, k, v) => {
      state[k] = v;
      return true;
    },
  });
}
