// Links to the Papers gallery: "#papers", "#papers/ID", and the view state an open card writes.
import { describe, expect, it } from "vitest";
import { decodeUrlState, encodeUrlState } from "../../src/core/scenario/url";
import { defaultStart, readLink } from "../../src/ui/location";

describe("Papers gallery links", () => {
  it("#papers opens the gallery over the default scenario", () => {
    const r = readLink("#papers");
    expect(r).toMatchObject({ ok: true, doc: defaultStart().doc, view: { papers: {} } });
  });

  it("#papers/ID opens that card", () => {
    expect(readLink("#papers/grid-hit-rate")).toMatchObject({
      ok: true,
      view: { papers: { card: "grid-hit-rate" } },
    });
  });

  it("an open card survives the link the app writes", () => {
    const { doc, view } = defaultStart();
    const hash = encodeUrlState(doc, { ...view, papers: { card: "multicast-competitive-ratio" } });
    expect(decodeUrlState(hash)?.view.papers).toEqual({ card: "multicast-competitive-ratio" });
  });

  it("a card id past the limit is refused by name", () => {
    const { doc, view } = defaultStart();
    const hash = encodeUrlState(doc, { ...view, papers: { card: "x".repeat(61) } });
    expect(() => decodeUrlState(hash)).toThrow(/view\.papers\.card/);
  });
});
