// Each family's editor and own views, by scenario kind.
import { MulticastEditor } from "./multicast/Editor";
import type { FamilyUi } from "./types";
import { allgatherUi } from "./allgather";

export const FAMILY_UI: Record<string, FamilyUi> = {
  multicast: { Editor: MulticastEditor, views: [] },
  allgather: allgatherUi,
};
