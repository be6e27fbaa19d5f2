// Edits of a packet scenario document that need more than one field changed (Kesavan–Panda Sec. 4.3):
// a new n invalidates a hand-edited tree and a node order of the old size, and may put a fixed k above
// ⌈log2 n⌉; a new order (its first node is the source) invalidates the hand-edited tree.
import type { ScenarioDoc } from "../../../core/family";
import { maxK } from "../../../core/packet";
import { PACKET_LIMITS } from "../../../core/packet/scenario";
import { editStructure, editValue } from "../../doc-edit";

const validCount = (n: number, max: number, min: number) => Number.isInteger(n) && n >= min && n <= max;

/**
 * n changed. An invalid n is proposed as typed, so the app rejects it and names the field; a valid one
 * drops the edited tree and an order of another size, and lowers a fixed k to ⌈log2 n⌉ if needed.
 */
export function withNodes(doc: ScenarioDoc, n: number): ScenarioDoc {
  if (!validCount(n, PACKET_LIMITS.nodes, 2)) return editValue(doc, ["nodes"], n);
  const k = typeof doc.k === "number" ? doc.k : null;
  const order = Array.isArray(doc.order) ? doc.order : undefined;
  const needsStructure = doc.plan !== undefined || (order !== undefined && order.length !== n);
  const clamped = k !== null && k > maxK(n) ? maxK(n) : k;
  if (!needsStructure && clamped === k) return editValue(doc, ["nodes"], n);
  return editStructure(doc, (d) => {
    const { plan: _plan, order: oldOrder, ...rest } = d;
    const keepOrder = Array.isArray(oldOrder) && oldOrder.length === n;
    return { ...rest, nodes: n, k: clamped, ...(keepOrder ? { order: oldOrder } : {}) } as ScenarioDoc;
  });
}

/** Both n and m at once (the optimal-k map's "use this n and m"). */
export function withNodesAndPackets(doc: ScenarioDoc, n: number, m: number): ScenarioDoc {
  return editValue(withNodes(doc, n), ["packets"], m);
}

/** A new node order (undefined: the identity); the hand-edited tree goes with the old order. */
export function withOrder(doc: ScenarioDoc, order: readonly number[] | undefined): ScenarioDoc {
  return editStructure(doc, (d) => {
    const { plan: _plan, order: _order, ...rest } = d;
    return (order === undefined ? rest : { ...rest, order: [...order] }) as ScenarioDoc;
  });
}

/**
 * "3, 0, P1 2" → [3, 0, 1, 2]; an empty text is no order. Anything that is not a number stays NaN so
 * the schema names the entry ("order[2]: must be a node number …").
 */
export function parseOrderText(text: string): number[] | undefined {
  const parts = text
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  if (parts.length === 0) return undefined;
  return parts.map((p) => {
    const digits = /^P?(-?\d+)$/i.exec(p);
    return digits ? Number(digits[1]) : NaN;
  });
}

/** The order as a person types it: "0, 3, 1, 2". */
export function orderText(order: readonly number[] | undefined): string {
  return order ? order.join(", ") : "";
}
