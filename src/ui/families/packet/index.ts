// The packet family's editor and own views (Kesavan–Panda): the FPFS/FCFS step animation, the
// optimal-k explorer and the interface buffers. The common Gantt, tree and task table views apply too.
import type { PacketScenario } from "../../../core/packet";
import type { FamilyUi } from "../types";
import { PacketEditor } from "./Editor";
import { BufferView } from "./BufferView";
import { OptimalKView } from "./OptimalKView";
import { StepView, packetDetailsOf } from "./StepView";

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
