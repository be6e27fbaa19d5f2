// The experiments tab: every family with sweeps gets it.
import { familyOf } from "../../core/registry";
import type { ViewDef } from "../views/types";
import { ExperimentPanel } from "./ExperimentPanel";

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
