// One case style for file names (the rule is written down in eslint.config.js):
//   - .ts/.mts/.mjs/.js modules: kebab-case ("lower-bound.ts", "sender-queue.test.ts");
//   - .tsx: PascalCase for a file whose main export is a React component ("GanttView.tsx"), kebab-case
//     for any other .tsx ("main.tsx", "components.test.tsx");
//   - folders: kebab-case;
//   - no two modules in one folder whose names differ only in case or extension ("StepCanvas.tsx" beside
//     "step-canvas.ts" resolve to the same file on a case-insensitive file system).
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
const PENDING: readonly string[] = [];

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
