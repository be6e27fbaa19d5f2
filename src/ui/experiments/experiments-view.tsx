// The experiments tab: every family with sweeps gets it.
import { familyOf } from "../../core/registry";
import type { ViewDef } from "../views/types";
import { lazyPart } from "../lazy";

// The sweeps (their panel, results table and Plot charts) load when the tab is first opened.
const ExperimentPanel = lazyPart(
  () => import("./ExperimentPanel").then((m) => m.ExperimentPanel),
  "the sweeps",
);

export const experimentsView: ViewDef = {
  id: "experiments",
  label: "Sweeps",
  available: (_result, scenario) => familyOf(scenario).experiments.length > 0,
  component: (props) => (
    <ExperimentPanel
      family={familyOf(props.scenario).family}
      experiment={props.experiment}
      onExperiment={(e) => props.onExperiment?.(e)}
    />
  ),
};
