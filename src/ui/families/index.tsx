// Each family's editor and own views, by scenario kind. Typed by kind: a family missing here, or an
// editor for another kind's scenario, is a type error.
import type { Kind, Scenario, ScenarioOfKind } from "../../core/registry";
import { allgatherUi } from "./allgather";
import { GridEditor } from "./grid/Editor";
import { gridTreeView } from "./grid/GridTreeView";
import { MulticastEditor } from "./multicast/Editor";
import { packetUi } from "./packet";
import { redistributionUi } from "./redistribution";
import type { EditorProps, FamilyUi } from "./types";

export const FAMILY_UI: { readonly [K in Kind]: FamilyUi<ScenarioOfKind<K>> } = {
  multicast: { Editor: MulticastEditor, views: [] },
  allgather: allgatherUi,
  "packet-multicast": packetUi,
  "grid-broadcast": { Editor: GridEditor, views: [gridTreeView] },
  redistribution: redistributionUi,
};

/** The UI of a scenario's family; its editor takes that kind's scenario. */
export function familyUi<K extends Kind>(kind: K): FamilyUi<ScenarioOfKind<K>> {
  return FAMILY_UI[kind];
}

/** The scenario's own editor (the family's, chosen by the scenario's kind). */
export function FamilyEditor(props: EditorProps<Scenario>) {
  const { Editor } = familyUi(props.scenario.kind);
  return <Editor {...props} />;
}
