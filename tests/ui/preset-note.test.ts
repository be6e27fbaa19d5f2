import { describe, expect, it } from "vitest";
import { allPresets, findPreset } from "../../src/core/registry";
import { presetNote } from "../../src/ui/preset-note";

describe("presetNote", () => {
  it("recognises every unchanged preset by its document and names the algorithm it opens on", () => {
    for (const p of allPresets()) {
      const note = presetNote(p.doc, undefined);
      expect(note?.preset.id).toBe(p.id);
      expect(note?.modified).toBe(false);
      expect(note?.opensOn).toBeTruthy();
    }
  });

  it("keeps the note of an edited preset, marked modified, when the view remembers it", () => {
    const p = findPreset("multicast-paper-example");
    if (!p) throw new Error("preset missing");
    const edited = { ...p.doc, name: "my variant" };
    expect(presetNote(edited, undefined)).toBeNull();
    const note = presetNote(edited, p.id);
    expect(note).toMatchObject({ modified: true, opensOn: "ECF" });
    expect(note?.preset.id).toBe(p.id);
  });

  it("drops the note when the remembered preset is of another kind or unknown", () => {
    const grid = allPresets().find((x) => x.doc.kind !== "multicast");
    const p = findPreset("multicast-paper-example");
    if (!grid || !p) throw new Error("presets missing");
    expect(presetNote({ ...grid.doc, name: "x" }, p.id)).toBeNull();
    expect(presetNote({ ...p.doc, name: "x" }, "no-such-preset")).toBeNull();
  });
});
