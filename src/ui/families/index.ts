// Each family's editor and own views, by scenario kind.
import { allgatherUi } from "./allgather";
import { GridEditor } from "./grid/Editor";
import { gridTreeView } from "./grid/GridTreeView";
import { MulticastEditor } from "./multicast/Editor";
import { packetUi } from "./packet";
import { redistributionUi } from "./redistribution";
import type { FamilyUi } from "./types";

export const FAMILY_UI: Record<string, FamilyUi> = {
  multicast: { Editor: MulticastEditor, views: [] },
  allgather: allgatherUi,
  "packet-multicast": packetUi,
  "grid-broadcast": { Editor: GridEditor, views: [gridTreeView] },
  redistribution: redistributionUi,
};
