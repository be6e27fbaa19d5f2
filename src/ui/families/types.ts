// How a family plugs into the app: its scenario editor and its own views (the common views — Gantt,
// tree, task table — work for every family).
import type { RunResult, ScenarioDoc } from "../../core/family";
import type { Scenario } from "../../core/registry";
import type { FieldIssue } from "../../core/scenario/errors";
import type { ViewDef } from "../views/types";

export interface EditorProps<S extends Scenario = Scenario> {
  /** The document as stored (maybe generated, with overrides). */
  readonly doc: ScenarioDoc;
  /** The same, expanded and validated: a scenario of the editor's family. */
  readonly scenario: S;
  /** Issues of the last rejected edit, to mark the offending fields. */
  readonly issues: readonly FieldIssue[];
  /** Proposes a new document; the app validates it and keeps the last good one if it is rejected. */
  readonly onChange: (next: ScenarioDoc) => void;
}

/** A figure a family adds to the summary bar (e.g. allgather's estimated T_all beside the makespan). */
export interface SummaryFigure {
  readonly label: string;
  readonly value: string;
  readonly testId?: string;
  /** Shown on hover: what the figure is. */
  readonly title?: string;
}

/** A family's UI, typed by its scenario: the editor receives the family's own scenario type. */
export interface FamilyUi<S extends Scenario = Scenario> {
  readonly Editor: (props: EditorProps<S>) => React.ReactNode;
  /** Views only this family has (cluster view, buffer view, …). */
  readonly views: readonly ViewDef[];
  /** Extra figures for the summary bar. */
  readonly figures?: (result: RunResult) => readonly SummaryFigure[];
}
