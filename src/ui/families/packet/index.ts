// The packet family's editor and own views (Kesavan–Panda): the FPFS/FCFS step animation, the
// optimal-k explorer and the interface buffers. The common Gantt, tree and task table views apply too.
import type { PacketScenario } from "../../../core/packet";
import type { FamilyUi } from "../types";
import { PacketEditor } from "./Editor";
import { lazyPart } from "../../lazy";
import { StepView, packetDetailsOf } from "./StepView";

// Drawn with Observable Plot: loaded when first shown (src/ui/lazy.tsx).
const OptimalKView = lazyPart(
  () => import("./OptimalKView").then((m) => m.OptimalKView),
  "the optimal-k chart",
);
const BufferView = lazyPart(() => import("./BufferView").then((m) => m.BufferView), "the buffer chart");

export const packetUi: FamilyUi<PacketScenario> = {
  Editor: PacketEditor,
  views: [
    {
      id: "packet-steps",
      label: "Packet steps",
      available: (result) => packetDetailsOf(result) !== null,
      component: StepView,
      tall: true,
      ownSteps: true,
    },
    {
      id: "packet-optimal-k",
      label: "Optimal k",
      available: (result) => packetDetailsOf(result) !== null,
      component: OptimalKView,
      tall: true,
    },
    {
      id: "packet-buffers",
      label: "Buffers",
      available: (result) => packetDetailsOf(result) !== null,
      component: BufferView,
      tall: true,
    },
  ],
};
