// Drag and drop of scenario files: only drags of files count; a drop of several files is refused by name.
import { describe, expect, it } from "vitest";
import { dragHasFiles, dropProblem } from "../../../src/ui/components/file-drop";

describe("file drop", () => {
  it("reacts to drags of files only", () => {
    expect(dragHasFiles(["Files"])).toBe(true);
    expect(dragHasFiles(["text/plain", "text/uri-list"])).toBe(false);
    expect(dragHasFiles(undefined)).toBe(false);
  });
  it("takes exactly one file and says why otherwise", () => {
    expect(dropProblem(["a.json"])).toBeNull();
    expect(dropProblem(["a.json", "b.json"])).toBe(
      "2 files were dropped (a.json, b.json) — drop one scenario file at a time",
    );
    expect(dropProblem([])).toContain("nothing was dropped");
  });
});
