// The view ids each family's page offers (common views plus the family's own): a link or a file naming
// another view is refused by name rather than silently shown in a different view.
import { KINDS, type Kind } from "../core/registry";
import { FAMILY_UI } from "./families";
import { COMMON_VIEWS, mergeViews } from "./views/registry";

const isKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);

export function knownViewIds(kind: string): readonly string[] {
  const own = isKind(kind) ? FAMILY_UI[kind].views : [];
  return mergeViews(COMMON_VIEWS, own).map((v) => v.id);
}
