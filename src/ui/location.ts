// Reading and writing the URL hash: the whole scenario plus the view state (versioned, compressed).
// A link that cannot be opened never replaces a good scenario: the reader says why, naming the field,
// and keeps the rejected link so the user can copy it for a report.
import { allPresets, familyForKind, findPreset, type Scenario } from "../core/registry";
import type { ScenarioDoc } from "../core/family";
import { ScenarioError, type FieldIssue } from "../core/scenario/errors";
import {
  decodeUrlStateInSteps,
  encodeUrlState,
  VIEW_STATE_VERSION,
  type ViewState,
} from "../core/scenario/url";

/** The scenario shown on a fresh visit, and when a link cannot be read: the multicast example. */
export function defaultStart(): { doc: ScenarioDoc; view: ViewState } {
  const preset = findPreset("multicast-paper-example") ?? allPresets()[0];
  if (!preset) throw new Error("no presets: every family ships at least one");
  return {
    doc: preset.doc,
    view: {
      v: VIEW_STATE_VERSION,
      preset: preset.id,
      ...(preset.algorithm ? { algorithm: preset.algorithm } : {}),
    },
  };
}

/** Why a link (or an imported file) was not opened: the reason, the fields, and the rejected input. */
export interface LinkProblem {
  readonly message: string;
  readonly issues: readonly FieldIssue[];
  /** The rejected address hash ("#s=…"), kept for a report; null when there is none. */
  readonly link: string | null;
}

export interface StartState {
  readonly doc: ScenarioDoc;
  readonly view: ViewState;
  readonly problem: LinkProblem | null;
  /** `doc` parsed, when reading the link parsed it (the app does not parse it again). */
  readonly scenario?: Scenario;
}

/** The view ids a family's page can show (the UI's registry); unknown ids in a link are refused. */
export type KnownViews = (kind: string) => readonly string[] | null;

/**
 * The algorithm and view a link names must exist for its scenario's family; an unknown one is
 * reported by name (not silently replaced by the default).
 */
export function checkViewIds(kind: string, view: ViewState, knownViews?: KnownViews): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const family = familyForKind(kind);
  if (family && view.algorithm !== undefined && !family.algorithms.some((a) => a.id === view.algorithm)) {
    issues.push({
      path: "view.algorithm",
      message: `unknown algorithm "${view.algorithm}" for ${kind} (known: ${family.algorithms.map((a) => a.id).join(", ")})`,
    });
  }
  // The algorithms side by side (Compare's stack, Lockstep's pair) must be the family's too.
  const sideBySide: [string, readonly string[] | undefined][] = [
    ["view.compare", view.compare],
    ["view.lockstep", view.lockstep],
  ];
  for (const [path, ids] of sideBySide) {
    const unknown = family && ids ? ids.filter((id) => !family.algorithms.some((a) => a.id === id)) : [];
    if (family && unknown.length > 0) {
      issues.push({
        path,
        message: `unknown algorithm "${unknown[0]}" for ${kind} (known: ${family.algorithms.map((a) => a.id).join(", ")})`,
      });
    }
  }
  const views = knownViews?.(kind);
  if (views && view.view !== undefined && !views.includes(view.view)) {
    issues.push({
      path: "view.view",
      message: `unknown view "${view.view}" for ${kind} (known: ${views.join(", ")})`,
    });
  }
  return issues;
}

export type LinkRead =
  | { readonly ok: true; readonly doc: ScenarioDoc; readonly view: ViewState; readonly scenario?: Scenario }
  | { readonly ok: false; readonly problem: LinkProblem };

function problemOf(e: unknown, link: string): LinkProblem {
  if (e instanceof ScenarioError) return { message: e.message, issues: e.issues, link };
  return { message: e instanceof Error ? e.message : String(e), issues: [], link };
}

/** "#papers" opens the Papers gallery, "#papers/ID" with the card of experiment ID open. */
export const PAPERS_HASH = "#papers";

/** Runs a generator's steps at once, returning its result. */
function allSteps<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Reads a link; null for an empty hash. Never throws. */
export function readLink(hash: string, knownViews?: KnownViews): LinkRead | null {
  return allSteps(readLinkInSteps(hash, knownViews));
}

/**
 * readLink in steps (decodeUrlStateInSteps: the JSON, the generator, the schema), yielding between
 * them so the page's start runs each in a task of its own (boot.tsx). Never throws.
 */
export function* readLinkInSteps(
  hash: string,
  knownViews?: KnownViews,
): Generator<void, LinkRead | null, void> {
  if (hash === PAPERS_HASH || hash.startsWith(`${PAPERS_HASH}/`)) {
    const card = decodeURIComponent(hash.slice(PAPERS_HASH.length + 1)).slice(0, 60);
    const start = defaultStart();
    return { ok: true, doc: start.doc, view: { ...start.view, papers: card ? { card } : {} } };
  }
  try {
    const decoded = yield* decodeUrlStateInSteps(hash);
    if (!decoded) return null;
    const issues = checkViewIds(decoded.doc.kind, decoded.view, knownViews);
    if (issues.length > 0) return { ok: false, problem: problemOf(new ScenarioError(issues), hash) };
    return { ok: true, doc: decoded.doc, view: decoded.view, scenario: decoded.scenario };
  } catch (e) {
    return { ok: false, problem: problemOf(e, hash) };
  }
}

/** The text of a link problem's banner. */
export function linkProblemText(problem: LinkProblem, replaced: boolean): string {
  return `This link could not be opened — ${problem.message}. ${
    replaced ? "Showing the default scenario instead." : "The scenario on screen is unchanged."
  }`;
}

/** The state a page opened at `hash` starts in; a bad link keeps the default scenario and says why. */
export function startFromHash(hash: string, knownViews?: KnownViews): StartState {
  return allSteps(startFromHashInSteps(hash, knownViews));
}

/** startFromHash in steps (readLinkInSteps), for the page's start (boot.tsx). */
export function* startFromHashInSteps(
  hash: string,
  knownViews?: KnownViews,
): Generator<void, StartState, void> {
  const read = yield* readLinkInSteps(hash, knownViews);
  if (read?.ok) {
    const { doc, view, scenario } = read;
    return { doc, view, problem: null, ...(scenario ? { scenario } : {}) };
  }
  return { ...defaultStart(), problem: read ? read.problem : null };
}

export function hashFor(doc: ScenarioDoc, view: ViewState): string {
  return encodeUrlState(doc, view);
}
