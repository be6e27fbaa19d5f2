// Editing a drawn relay tree with the pointer (the tree view, the packet step view): a press selects
// the node under it; with edits allowed, dragging a non-root node shows its valid new parents, and
// the release becomes the PlanEdit `dropEdit` reads from where it was dropped.
import type { PlanEdit } from "../../../core/family";
import type { MessageTree } from "../../../core/schedule/types";
import { dropEdit, nodeAt, validParents } from "./edit";
import type { TreeLayout } from "./layout";

export interface NodeDrag {
  readonly node: number;
  readonly startX: number;
  readonly startY: number;
  /** Where the node is drawn while dragged. */
  readonly x: number;
  readonly y: number;
  /** Whether the pointer has left the press (by more than 4 px): only then is it a drag. */
  readonly moved: boolean;
  /** The valid new parents, and the one under the pointer. */
  readonly targets: ReadonlySet<number>;
  readonly over?: number;
}

export interface NodeDragOptions<E extends Element> {
  /** The tree edited; undefined: nothing to edit (a press only selects). */
  readonly tree: MessageTree | undefined;
  readonly layout: TreeLayout;
  /** The drag in progress on this tree, or null. */
  readonly drag: NodeDrag | null;
  readonly setDrag: (drag: NodeDrag | null) => void;
  /** Layout coordinates of a pointer event. */
  readonly local: (ev: React.PointerEvent<E>) => { readonly x: number; readonly y: number };
  readonly choose: (selection: string | undefined) => void;
  /** Applies an edit; absent: read-only. */
  readonly onEdit: ((edit: PlanEdit) => void) | undefined;
  /** Called first on every press (the tree view notes which tree is active). */
  readonly onPress?: () => void;
}

/** Pointer handlers for the element that draws the tree. */
export function nodeDragHandlers<E extends Element>(o: NodeDragOptions<E>) {
  const { tree, layout, drag, setDrag } = o;
  return {
    onPointerDown: (ev: React.PointerEvent<E>) => {
      const p = o.local(ev);
      const hit = nodeAt(layout, p.x, p.y);
      o.onPress?.();
      if (!hit) return o.choose(undefined);
      o.choose(`node:${hit.node}`);
      if (!o.onEdit || hit.root || !tree) return;
      ev.currentTarget.setPointerCapture?.(ev.pointerId);
      setDrag({
        node: hit.node,
        startX: p.x,
        startY: p.y,
        x: hit.x,
        y: hit.y,
        moved: false,
        targets: new Set(validParents(tree, hit.node)),
      });
    },
    onPointerMove: (ev: React.PointerEvent<E>) => {
      if (!drag) return;
      const p = o.local(ev);
      const moved = drag.moved || Math.hypot(p.x - drag.startX, p.y - drag.startY) > 4;
      const over = nodeAt(layout, p.x, p.y)?.node;
      setDrag({
        ...drag,
        x: p.x,
        y: p.y,
        moved,
        over: over !== undefined && drag.targets.has(over) ? over : undefined,
      });
    },
    onPointerUp: (ev: React.PointerEvent<E>) => {
      if (!drag) return;
      const p = o.local(ev);
      setDrag(null);
      const edit = drag.moved && tree ? dropEdit(tree, layout, drag.node, p.x, p.y) : null;
      if (edit && o.onEdit) o.onEdit(edit);
    },
    onPointerCancel: () => setDrag(null),
  };
}
