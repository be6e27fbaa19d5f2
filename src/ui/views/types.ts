// The contract between the app shell and a view. Views are thin React components over pure layout
// functions `(schedule, viewport) → primitives` plus painters (canvas on screen, SVG string for
// export), so each is testable without a browser (docs/architecture.md, views).
import type { PlanEdit, RunResult, ScenarioDoc } from "../../core/family";
import type { Scenario } from "../../core/registry";
import type { Candidate } from "../../core/schedule/types";
import type { DecisionMarks } from "./common/candidates";
import type { ViewState } from "../../core/scenario/url";

/** The Analysis tab's parts: the task table, time per node, the link heat map. */
export type AnalysisPart = NonNullable<ViewState["analysis"]>;

export interface ViewProps {
  readonly scenario: Scenario;
  readonly result: RunResult;
  /** Step-through: how many of `result.schedule.steps` are revealed (undefined: all). */
  readonly step?: number;
  /** Visible time window [from, to]; undefined: the whole schedule. */
  readonly zoom?: readonly [number, number];
  readonly onZoom?: (window: readonly [number, number] | undefined) => void;
  /** Selected item as the view names it, e.g. "task:12" or "node:3". */
  readonly selection?: string;
  readonly onSelect?: (selection: string | undefined) => void;
  /** The packet step view's network-interface step (kept in the URL); undefined: the end. */
  readonly packetStep?: number;
  readonly onPacketStep?: (step: number | undefined) => void;
  /** The Analysis tab's part (kept in the URL); undefined: the task table. */
  readonly analysis?: AnalysisPart;
  readonly onAnalysis?: (part: AnalysisPart | undefined) => void;
  /** The candidates the current decision weighs (step-through): views outline them (the tree view). */
  readonly candidates?: readonly Candidate[];
  /** The decision those candidates belong to: its number, the pick (hidden while the quiz asks), timed scores. */
  readonly decision?: DecisionMarks;
  /** The class quiz is on: views mark the candidates without telling the heuristic's pick apart. */
  readonly quiz?: boolean;
  /** A user's edit of the plan; the shell applies it, stores the plan in the scenario and re-runs. */
  readonly onEdit?: (edit: PlanEdit) => void;
  /** The sweep chosen in the experiments view (kept in the URL). */
  readonly experiment?: { readonly id: string; readonly params: Record<string, unknown> };
  readonly onExperiment?: (experiment: {
    readonly id: string;
    readonly params: Record<string, unknown>;
  }) => void;
  /** Scenario edits a view makes directly (e.g. the cluster view's grouping): the new scenario or document. */
  readonly onScenarioChange?: (next: Scenario | ScenarioDoc) => void;
}

export interface ViewDef {
  /** "gantt", "tree", "timing", … — stored in the URL's view state. */
  readonly id: string;
  readonly label: string;
  /** Whether the view has something to show for this result (e.g. the tree view needs `trees`). */
  readonly available: (result: RunResult, scenario: Scenario) => boolean;
  readonly component: (props: ViewProps) => React.ReactNode;
  /** The view needs the height: the decisions and comparison panels start folded away under it. */
  readonly tall?: boolean;
  /** The view steps through its own explanation (useStepper): presentation mode shows no decisions panel. */
  readonly ownSteps?: boolean;
}
