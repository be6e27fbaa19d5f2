// Each family's editor and own views, by scenario kind.
import { MulticastEditor } from "./multicast/Editor";
import { redistributionUi } from "./redistribution";
import type { FamilyUi } from "./types";

export const FAMILY_UI: Record<string, FamilyUi> = {
  multicast: { Editor: MulticastEditor, views: [] },
  redistribution: redistributionUi,
};
