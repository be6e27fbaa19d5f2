// The app's state and its transitions, as a pure reducer (tested without a browser).
import type { RunResult, ScenarioDoc } from "../core/family";
import type { FieldIssue } from "../core/scenario/errors";
import type { ViewState } from "../core/scenario/url";
import type { EngineError } from "../engine/protocol";
import type { RunOutcome } from "../engine/client";
import type { LinkProblem } from "./location";

/** A link that was not opened, as shown: the banner's text, the fields, and the rejected link. */
export interface ShownLinkProblem extends LinkProblem {
  readonly text: string;
}

/** Where a rejected change came from: an edit on screen (its fields are marked) or an imported file. */
export type RejectSource = "edit" | "import";

export type RunStatus =
  | { readonly kind: "idle" }
  /** A run is in flight; its progress is not app state (it lives in run-progress.ts). */
  | { readonly kind: "running" }
  /** The user cancelled the run; the last good schedule (if any) stays on screen. */
  | { readonly kind: "cancelled" }
  | { readonly kind: "done"; readonly outcome: Extract<RunOutcome, { ok: true }> }
  | { readonly kind: "failed"; readonly error: EngineError };

export interface AppState {
  /** The current, valid scenario document (what the URL holds). */
  readonly doc: ScenarioDoc;
  readonly view: ViewState;
  /** The last edit that was rejected (the schedule on screen is still the last good one). */
  readonly rejected: {
    readonly message: string;
    readonly issues: readonly FieldIssue[];
    readonly source: RejectSource;
  } | null;
  /** A link that could not be opened (malformed, newer version, …); the scenario shown is unchanged. */
  readonly linkProblem: ShownLinkProblem | null;
  readonly run: RunStatus;
  /** The last successful run, kept on screen while a new run is going or after one fails. */
  readonly lastGood: Extract<RunOutcome, { ok: true }> | null;
}

export type Action =
  | {
      readonly type: "load";
      readonly doc: ScenarioDoc;
      readonly view: ViewState;
      readonly linkProblem?: ShownLinkProblem | null;
    }
  /** A link that cannot be opened: the scenario and view stay, the problem is shown. */
  | { readonly type: "link-rejected"; readonly problem: ShownLinkProblem }
  | { readonly type: "edit"; readonly doc: ScenarioDoc }
  | {
      readonly type: "reject";
      readonly message: string;
      readonly issues: readonly FieldIssue[];
      readonly source?: RejectSource;
    }
  | { readonly type: "dismiss-rejection" }
  | { readonly type: "view"; readonly patch: Partial<Omit<ViewState, "v">> }
  | { readonly type: "run-started" }
  | { readonly type: "run-cancelled" }
  | { readonly type: "run-finished"; readonly outcome: RunOutcome }
  /** The lower bound of `result`'s run has come (it was computed after the schedule). */
  | { readonly type: "bound-known"; readonly result: RunResult; readonly withBound: RunResult };

export function initialState(
  doc: ScenarioDoc,
  view: ViewState,
  linkProblem: ShownLinkProblem | null = null,
): AppState {
  return { doc, view, rejected: null, linkProblem, run: { kind: "idle" }, lastGood: null };
}

export function reducer(state: AppState, action: Action): AppState {
  switch (action.type) {
    case "load":
      return {
        ...state,
        doc: action.doc,
        view: action.view,
        rejected: null,
        linkProblem: action.linkProblem ?? null,
      };
    case "link-rejected":
      return { ...state, linkProblem: action.problem };
    case "edit":
      return { ...state, doc: action.doc, rejected: null };
    case "reject":
      return {
        ...state,
        rejected: { message: action.message, issues: action.issues, source: action.source ?? "edit" },
      };
    case "dismiss-rejection":
      return { ...state, rejected: null, linkProblem: null };
    case "view": {
      const view: ViewState = { ...state.view, ...action.patch };
      // Undefined entries are dropped so the URL stays short.
      for (const k of Object.keys(view) as (keyof ViewState)[]) if (view[k] === undefined) delete view[k];
      return { ...state, view };
    }
    case "run-started":
      return { ...state, run: { kind: "running" } };
    case "run-cancelled":
      return state.run.kind === "running" ? { ...state, run: { kind: "cancelled" } } : state;
    case "run-finished": {
      const o = action.outcome;
      if (o.ok) return { ...state, run: { kind: "done", outcome: o }, lastGood: o };
      if (o.error.kind === "cancelled") return state;
      return { ...state, run: { kind: "failed", error: o.error } };
    }
    case "bound-known": {
      // Only the outcome whose result it is (a newer run's is left alone); its `bound` has settled.
      const swap = (o: Extract<RunOutcome, { ok: true }>): Extract<RunOutcome, { ok: true }> => {
        const { bound: _settled, ...rest } = o;
        return { ...rest, result: action.withBound };
      };
      const run =
        state.run.kind === "done" && state.run.outcome.result === action.result
          ? { kind: "done" as const, outcome: swap(state.run.outcome) }
          : state.run;
      const lastGood = state.lastGood?.result === action.result ? swap(state.lastGood) : state.lastGood;
      return run === state.run && lastGood === state.lastGood ? state : { ...state, run, lastGood };
    }
  }
}
