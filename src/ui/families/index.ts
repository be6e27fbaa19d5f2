// Each family's editor and own views, by scenario kind.
import { allgatherUi } from "./allgather";
import { GridEditor } from "./grid/Editor";
import { gridTreeView } from "./grid/GridTreeView";
import { MulticastEditor } from "./multicast/Editor";
import type { FamilyUi } from "./types";

export const FAMILY_UI: Record<string, FamilyUi> = {
  multicast: { Editor: MulticastEditor, views: [] },
  allgather: allgatherUi,
  "grid-broadcast": { Editor: GridEditor, views: [gridTreeView] },
};
