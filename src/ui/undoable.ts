// The app's reducer (state.ts) wrapped with an undo history of snapshots {document, algorithm}: what
// the URL holds, so a field edit, a plan edit in a view, an added or removed node, a loaded preset
// and an algorithm switch all undo the same way. Pure (the clock comes in the action).
import type { ScenarioDoc } from "../core/family";
import type { ViewState } from "../core/scenario/url";
import { canRedo, canUndo, changedPath, createHistory, push, redo, undo, type History } from "./history";
import { initialState, reducer, type Action, type AppState, type ShownLinkProblem } from "./state";

export interface Snapshot {
  readonly doc: ScenarioDoc;
  readonly algorithm: string | undefined;
}

export interface UndoableState {
  readonly app: AppState;
  readonly history: History<Snapshot>;
  /** A one-line status about the last edit ("P3 removed; …", "Your edited plan was set aside …"). */
  readonly notice: string | null;
}

export type UndoableAction =
  | Action
  /** An accepted user edit: the new document, maybe with a view change (an algorithm switch). */
  | {
      readonly type: "record";
      readonly doc: ScenarioDoc;
      readonly view?: Partial<Omit<ViewState, "v">>;
      /**
       * Coalescing key; absent: the path of the one field that changed (rapid edits of one field
       * become one undo step), never for a plan edit; null: always its own undo step.
       */
      readonly key?: string | null;
      readonly at: number;
      readonly note?: string;
    }
  | { readonly type: "undo" }
  | { readonly type: "redo" }
  | { readonly type: "dismiss-notice" };

/** The changed field's path, for coalescing; null for a plan edit or a structural change. */
function fieldKey(before: ScenarioDoc, after: ScenarioDoc): string | null {
  const path = changedPath(before, after);
  return path === null || path === "plan" || path.startsWith("plan.") ? null : path;
}

const snapshotOf = (app: AppState): Snapshot => ({ doc: app.doc, algorithm: app.view.algorithm });

export function initialUndoable(
  doc: ScenarioDoc,
  view: ViewState,
  linkProblem: ShownLinkProblem | null = null,
): UndoableState {
  const app = initialState(doc, view, linkProblem);
  return { app, history: createHistory(snapshotOf(app)), notice: null };
}

/** Puts a snapshot on screen (undo/redo): its document and its algorithm. */
function restore(app: AppState, s: Snapshot): AppState {
  let next = reducer(app, { type: "edit", doc: s.doc });
  if (next.view.algorithm !== s.algorithm) {
    next = reducer(next, { type: "view", patch: { algorithm: s.algorithm, selection: undefined } });
  }
  return next;
}

export function undoableReducer(state: UndoableState, action: UndoableAction): UndoableState {
  switch (action.type) {
    case "undo":
    case "redo": {
      const can = action.type === "undo" ? canUndo(state.history) : canRedo(state.history);
      if (!can) return state;
      const history = action.type === "undo" ? undo(state.history) : redo(state.history);
      return { app: restore(state.app, history.present), history, notice: null };
    }
    case "dismiss-notice":
      return state.notice === null ? state : { ...state, notice: null };
    case "record": {
      let app = reducer(state.app, { type: "edit", doc: action.doc });
      if (action.view) app = reducer(app, { type: "view", patch: action.view });
      const before = state.history.present;
      if (app.doc === before.doc && app.view.algorithm === before.algorithm) {
        return { ...state, app, notice: action.note ?? null };
      }
      const key = action.key !== undefined ? action.key : fieldKey(before.doc, app.doc);
      const history = push(state.history, snapshotOf(app), { key, at: action.at });
      return { app, history, notice: action.note ?? null };
    }
    default: {
      // Any other change of the document or algorithm (a loaded preset or link, a view's algorithm
      // change) is an undo step of its own.
      const app = reducer(state.app, action);
      if (app === state.app) return state;
      const before = state.history.present;
      if (app.doc === before.doc && app.view.algorithm === before.algorithm) return { ...state, app };
      const loaded = action.type === "load";
      return { app, history: push(state.history, snapshotOf(app)), notice: loaded ? null : state.notice };
    }
  }
}
