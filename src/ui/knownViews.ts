// The view ids each family's page offers (common views plus the family's own): a link or a file naming
// another view is refused by name rather than silently shown in a different view.
import { FAMILY_UI } from "./families";
import { COMMON_VIEWS, mergeViews } from "./views/registry";

export function knownViewIds(kind: string): readonly string[] {
  return mergeViews(COMMON_VIEWS, FAMILY_UI[kind]?.views ?? []).map((v) => v.id);
}
