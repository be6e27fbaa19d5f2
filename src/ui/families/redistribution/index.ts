// The redistribution family's editor and own views (Bhat et al.): the array of Fig. 1 and the matrix C
// of Sec. 4.3. Its timing diagram (Fig. 3) is a common view (src/ui/views/timing), offered to every
// family.
import type { ViewDef } from "../../views/types";
import type { RedistributionScenario } from "../../../core/redistribution";
import type { FamilyUi } from "../types";
import { ArrayView } from "./ArrayView";
import { RedistributionEditor } from "./Editor";
import { MatrixView } from "./MatrixView";

const isRedistribution: ViewDef["available"] = (result) => result.schedule.family === "redistribution";

export const arrayView: ViewDef = {
  id: "array",
  label: "Array (Fig. 1)",
  available: isRedistribution,
  component: ArrayView,
};

export const matrixView: ViewDef = {
  id: "matrix",
  label: "Matrix C",
  available: isRedistribution,
  component: MatrixView,
};

export const redistributionUi: FamilyUi<RedistributionScenario> = {
  Editor: RedistributionEditor,
  views: [arrayView, matrixView],
};
