// Replays the saved hostile inputs (tests/fixtures/hostile): each stays refused, naming its field,
// without a stack trace or a polluted prototype.
import { readFileSync } from "node:fs";
import LZString from "lz-string";
import { afterAll, describe, expect, it } from "vitest";
import { cli } from "../../src/cli/cli";
import { readLink } from "../../src/ui/location";
import { counts, expectNoPollution } from "./hostile";

interface LinkCase {
  name: string;
  scenario?: unknown;
  view?: unknown;
  json?: string;
  hash?: string;
  field: string;
}
interface CliCase {
  argv: string[];
  files?: Record<string, string>;
  code: number;
  out?: string;
  err?: string;
}

const load = <T>(name: string): T[] =>
  (
    JSON.parse(readFileSync(new URL(`../fixtures/hostile/${name}`, import.meta.url), "utf8")) as {
      cases: T[];
    }
  ).cases;

const views = () => ["gantt", "timing", "tree", "table", "experiments"];

describe("hostile corpus: links", () => {
  for (const c of load<LinkCase>("links.json")) {
    it(c.name, () => {
      const hash =
        c.hash ??
        `#s=${LZString.compressToEncodedURIComponent(c.json ?? JSON.stringify({ scenario: c.scenario, ...(c.view ? { view: c.view } : {}) }))}`;
      const read = readLink(hash, views);
      expect(read?.ok).toBe(false);
      if (read?.ok !== false) return;
      expect(read.problem.issues[0]?.path.startsWith(c.field), read.problem.message).toBe(true);
      expectNoPollution();
    });
  }
});

describe("hostile corpus: command lines", () => {
  for (const c of load<CliCase>("cli.json")) {
    it(c.argv.join(" "), () => {
      let out = "";
      let err = "";
      const files = c.files ?? {};
      const code = cli(c.argv, {
        out: (t) => (out += t),
        err: (t) => (err += t),
        readFile: (p) => {
          if (!Object.hasOwn(files, p)) throw new Error(`ENOENT: ${p}`);
          return files[p] as string;
        },
      });
      expect(code, err).toBe(c.code);
      if (c.out !== undefined) expect(out).toMatch(new RegExp(c.out));
      if (c.err !== undefined) expect(err).toMatch(new RegExp(c.err));
      expect(err).not.toMatch(/\n\s+at /);
      expectNoPollution();
    });
  }
});

afterAll(() => {
  if (process.env.FUZZ_REPORT) console.log(`hostile inputs: ${JSON.stringify(counts)}`);
});
