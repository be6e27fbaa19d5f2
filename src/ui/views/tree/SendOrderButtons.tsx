// "◀ earlier" and "later ▶": move the selected node one place in its parent's send order (the tree
// view and the packet step view). Shown only when the view accepts edits.
import type { PlanEdit } from "../../../core/family";
import type { MessageTree } from "../../../core/schedule/types";
import { moveChildEdit } from "./edit";

export function SendOrderButtons({
  tree,
  selected,
  onEdit,
  titles,
}: {
  readonly tree: MessageTree | undefined;
  /** The selected node, or −1. */
  readonly selected: number;
  readonly onEdit: ((edit: PlanEdit) => void) | undefined;
  /** The two buttons' tooltips. */
  readonly titles: readonly [earlier: string, later: string];
}) {
  if (!onEdit) return null;
  const move = (delta: -1 | 1) => (tree && selected >= 0 ? moveChildEdit(tree, selected, delta) : null);
  const apply = (delta: -1 | 1) => {
    const edit = move(delta);
    if (edit) onEdit(edit);
  };
  return (
    <>
      <button type="button" disabled={move(-1) === null} onClick={() => apply(-1)} title={titles[0]}>
        ◀ earlier
      </button>
      <button type="button" disabled={move(1) === null} onClick={() => apply(1)} title={titles[1]}>
        later ▶
      </button>
    </>
  );
}
