// One case style for file names (the rule is written down in eslint.config.js):
//   - .ts/.mts/.mjs/.js modules: kebab-case ("lower-bound.ts", "sender-queue.test.ts");
//   - .tsx: PascalCase for a file whose main export is a React component ("GanttView.tsx"), kebab-case
//     for any other .tsx ("main.tsx", "components.test.tsx");
//   - folders: kebab-case;
//   - no two modules in one folder whose names differ only in case or extension ("StepCanvas.tsx" beside
//     "stepCanvas.ts" resolve to the same file on a case-insensitive file system).
// Suffixes after the first dot are lowercase words (".test", ".spec", ".d").
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const CHECKED = ["src", "tests", "e2e", "bench", "scripts"];
const SKIPPED_FOLDERS = new Set(["node_modules", "fixtures", "dist"]);

const KEBAB = "[a-z0-9]+(?:-[a-z0-9]+)*";
const PASCAL = "[A-Z][a-zA-Z0-9]*";
const SUFFIXES = "(?:\\.[a-z0-9]+)*";
const MODULE = new RegExp(`^${KEBAB}${SUFFIXES}\\.(?:ts|mts|mjs|js)$`);
const COMPONENT = new RegExp(`^(?:${PASCAL}|${KEBAB})${SUFFIXES}\\.tsx$`);
const FOLDER = new RegExp(`^${KEBAB}$`);
const CODE = /\.(?:ts|mts|mjs|js|tsx)$/;

/**
 * Names that break the rule and are still to be renamed (outside src/core and tests/core, which follow
 * it). Remove an entry when its file is renamed; the test fails on an entry that no longer breaks it.
 */
const PENDING: readonly string[] = [
  "src/ui/components/pairMatrix.ts",
  "src/ui/components/paramFields.ts",
  "src/ui/docEdit.ts",
  "src/ui/editNote.ts",
  "src/ui/experiments/experimentsView.tsx",
  "src/ui/families/allgather/clusterLayout.ts",
  "src/ui/families/allgather/clusterSvg.ts",
  "src/ui/families/allgather/costChart.ts",
  "src/ui/families/allgather/editorModel.ts",
  "src/ui/families/allgather/familyCompare.ts",
  "src/ui/families/allgather/speedColors.ts",
  "src/ui/families/grid/editorModel.ts",
  "src/ui/families/grid/treeDecorations.ts",
  "src/ui/families/packet/buffersData.ts",
  "src/ui/families/packet/docEdits.ts",
  "src/ui/families/packet/optimalKData.ts",
  "src/ui/families/packet/stepCanvas.ts",
  "src/ui/families/packet/stepSvg.ts",
  "src/ui/families/packet/treeLayout.ts",
  "src/ui/families/redistribution/arrayLayout.ts",
  "src/ui/families/redistribution/arraySvg.ts",
  "src/ui/families/redistribution/docEdits.ts",
  "src/ui/families/redistribution/matrixLayout.ts",
  "src/ui/families/redistribution/matrixPaint.ts",
  "src/ui/families/redistribution/matrixSvg.ts",
  "src/ui/useEngine.ts",
  "src/ui/views/common/useAxisZoom.ts",
  "src/ui/views/common/useElementSize.ts",
  "src/ui/views/common/usePanZoom.ts",
  "src/ui/views/common/useTimeAxis.ts",
  "src/ui/views/common/useTimeWindow.ts",
  "src/ui/views/common/useViewSelection.ts",
  "src/ui/views/tree/nodeDrag.ts",
  "tests/docs/miniJsonSchema.ts",
  "tests/golden/runJson.test.ts",
  "tests/ui/docEdit.test.ts",
  "tests/ui/exportMenu.test.tsx",
  "tests/ui/families/allgather/clusterLayout.test.ts",
  "tests/ui/families/allgather/clusterSvg.test.ts",
  "tests/ui/families/allgather/costChart.test.ts",
  "tests/ui/families/allgather/editorModel.test.ts",
  "tests/ui/families/allgather/familyCompare.test.ts",
  "tests/ui/families/grid/editorModel.test.ts",
  "tests/ui/families/grid/treeDecorations.test.ts",
  "tests/ui/families/packet/buffersData.test.ts",
  "tests/ui/families/packet/docEdits.test.ts",
  "tests/ui/families/packet/optimalKData.test.ts",
  "tests/ui/families/packet/stepSvg.test.ts",
  "tests/ui/families/packet/treeLayout.test.ts",
  "tests/ui/families/redistribution/arrayLayout.test.ts",
  "tests/ui/families/redistribution/docEdits.test.ts",
  "tests/ui/families/redistribution/matrixLayout.test.ts",
  "tests/ui/paramFields.test.ts",
  "tests/ui/views/common/useAxisZoom.test.ts",
  "tests/ui/views/common/useTimeAxis.test.ts",
  // StepCanvas.tsx and stepCanvas.ts: one module name but for case (renaming stepCanvas.ts clears both).
  "src/ui/families/packet/StepCanvas.tsx",
];

/** Every problem under a folder: "path: reason". */
function problems(folder: string): string[] {
  const out: string[] = [];
  const entries = readdirSync(folder, { withFileTypes: true });
  const stems = new Map<string, string>();
  for (const e of entries) {
    const path = relative(ROOT, join(folder, e.name)).split("\\").join("/");
    if (e.isDirectory()) {
      if (SKIPPED_FOLDERS.has(e.name)) continue;
      if (!FOLDER.test(e.name)) out.push(`${path}: folder names are kebab-case`);
      out.push(...problems(join(folder, e.name)));
      continue;
    }
    if (!CODE.test(e.name)) continue;
    if (e.name.endsWith(".tsx") ? !COMPONENT.test(e.name) : !MODULE.test(e.name)) {
      out.push(`${path}: ${e.name.endsWith(".tsx") ? "PascalCase or kebab-case" : "kebab-case"} expected`);
    }
    const stem = e.name.replace(CODE, "").toLowerCase();
    const other = stems.get(stem);
    if (other === undefined) stems.set(stem, path);
    else {
      // Both are named: either may be the one to rename.
      out.push(`${path}: the same module name as ${other} but for case or extension`);
      out.push(`${other}: the same module name as ${path} but for case or extension`);
    }
  }
  return out;
}

describe("file names", () => {
  const found = CHECKED.flatMap((f) => problems(join(ROOT, f)));
  const pending = new Set(PENDING);
  const pathOf = (p: string) => p.slice(0, p.indexOf(": "));

  it("follow one case style (kebab-case modules and folders, PascalCase or kebab-case .tsx)", () => {
    expect(found.filter((p) => !pending.has(pathOf(p)))).toEqual([]);
  });

  it("lists as pending only names that still break the rule", () => {
    const breaking = new Set(found.map(pathOf));
    expect(PENDING.filter((p) => !breaking.has(p))).toEqual([]);
  });
});
