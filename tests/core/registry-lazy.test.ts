// The scheduling worker's registry (src/core/registry-lazy.ts, put in place of registry.ts in the
// worker's bundle by vite.config.ts): the same answers as the static registry once a family is loaded,
// and nothing of a family before.
import { describe, expect, it } from "vitest";
import * as Lazy from "../../src/core/registry-lazy";
import * as Static from "../../src/core/registry";

// Every export of the static registry but the views' typed `detailsOf`/`expectDetails`, with its type:
// the worker's modules import the lazy one under the static one's name.
const parity: Omit<typeof Static, "detailsOf" | "expectDetails"> = Lazy;

describe("the lazy registry", () => {
  it("has the static registry's exports", () => {
    const names = Object.keys(Static).filter((k) => k !== "detailsOf" && k !== "expectDetails");
    expect(Object.keys(parity).sort()).toEqual(expect.arrayContaining(names.sort()));
    expect(Lazy.KINDS).toEqual(Static.KINDS);
    expect(Lazy.FAMILY_OF_KIND).toEqual(Static.FAMILY_OF_KIND);
  });

  it("loads the families a request needs, keeps catalogue order, and then answers as the static one", async () => {
    // Nothing is loaded before the first request (this module is fresh in this test file).
    expect(Lazy.FAMILIES).toHaveLength(0);
    expect(Lazy.familyForKind("grid-broadcast")).toBeUndefined();
    await Lazy.loadFamilies(["grid-broadcast", "no-such-kind"]);
    expect(Lazy.FAMILIES.map((f) => f.kind)).toEqual(["grid-broadcast"]);
    await Lazy.loadFamilies(["multicast", "grid-broadcast"]);
    expect(Lazy.FAMILIES.map((f) => f.kind)).toEqual(["multicast", "grid-broadcast"]);
    // The same family objects as the static registry's (a module is evaluated once).
    expect(Lazy.familyForKind("multicast")).toBe(Static.familyForKind("multicast"));
    await Lazy.loadFamilies("all");
    expect(Lazy.FAMILIES).toEqual(Static.FAMILIES);
    expect(Lazy.allPresets().map((p) => p.id)).toEqual(Static.allPresets().map((p) => p.id));
    expect(Lazy.allExperiments().map((e) => e.id)).toEqual(Static.allExperiments().map((e) => e.id));
    const preset = Static.findPreset("multicast-paper-example");
    expect(Lazy.findPreset("multicast-paper-example")).toBe(preset);
  });
});
