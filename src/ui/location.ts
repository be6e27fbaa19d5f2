// Reading and writing the URL hash: the whole scenario plus the view state (versioned, compressed).
import { allPresets } from "../core/registry";
import type { ScenarioDoc } from "../core/family";
import { ScenarioError } from "../core/scenario/errors";
import { decodeUrlState, encodeUrlState, VIEW_STATE_VERSION, type ViewState } from "../core/scenario/url";

/** The scenario shown on a fresh visit, and when a link cannot be read. */
export function defaultStart(): { doc: ScenarioDoc; view: ViewState } {
  const preset = allPresets()[0];
  if (preset) {
    return {
      doc: preset.doc,
      view: { v: VIEW_STATE_VERSION, ...(preset.algorithm ? { algorithm: preset.algorithm } : {}) },
    };
  }
  // Before any family ships presets: the multicast example of Wu–Yeh–Liu Sec. 6.
  const node = (s: number, r: number) => ({ sendFixed: s, sendPerByte: 0, recvFixed: r, recvPerByte: 0 });
  return {
    doc: {
      version: 1,
      kind: "multicast",
      name: "Wu–Yeh–Liu Sec. 6 example (Figs 4–5)",
      timeUnit: "us",
      seed: 1,
      nodes: [node(1, 3), node(1, 3), node(2, 6), node(2, 6)],
      transmit: 0,
      multicasts: [
        { source: 0, destinations: [1, 2], bytes: 1 },
        { source: 1, destinations: [2, 3], bytes: 1 },
        { source: 2, destinations: [0, 1, 3], bytes: 1 },
      ],
    },
    view: { v: VIEW_STATE_VERSION },
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
