// Reading and writing the URL hash: the whole scenario plus the view state (versioned, compressed).
import { allPresets, findPreset } from "../core/registry";
import type { ScenarioDoc } from "../core/family";
import { ScenarioError } from "../core/scenario/errors";
import { decodeUrlState, encodeUrlState, VIEW_STATE_VERSION, type ViewState } from "../core/scenario/url";

/** The scenario shown on a fresh visit, and when a link cannot be read: the multicast example. */
export function defaultStart(): { doc: ScenarioDoc; view: ViewState } {
  const preset = findPreset("multicast-paper-example") ?? allPresets()[0];
  if (!preset) throw new Error("no presets: every family ships at least one");
  return {
    doc: preset.doc,
    view: { v: VIEW_STATE_VERSION, ...(preset.algorithm ? { algorithm: preset.algorithm } : {}) },
  };
}

export interface StartState {
  readonly doc: ScenarioDoc;
  readonly view: ViewState;
  readonly problem: string | null;
}

/** The state a page opened at `hash` starts in; a bad link keeps the default scenario and says why. */
export function startFromHash(hash: string): StartState {
  try {
    const decoded = decodeUrlState(hash);
    if (decoded) return { doc: decoded.doc, view: decoded.view, problem: null };
  } catch (e) {
    const reason = e instanceof ScenarioError ? e.message : String(e);
    return {
      ...defaultStart(),
      problem: `This link could not be opened — ${reason}. Showing the default scenario instead.`,
    };
  }
  return { ...defaultStart(), problem: null };
}

export function hashFor(doc: ScenarioDoc, view: ViewState): string {
  return encodeUrlState(doc, view);
}
