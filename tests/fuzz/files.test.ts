// Fuzz: imported files and the command line (in-process, with injected I/O). A file is read or refused
// naming the field; the command line exits 0 or 2 with a message, never a stack trace.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { cli } from "../../src/cli/cli";
import { parseScenarioFile, scenarioFileText } from "../../src/core/scenario/url";
import type { ScenarioDoc } from "../../src/core/family";
import {
  counts,
  expectNoPollution,
  expectRefusedOrOk,
  mutatedDoc,
  runsFor,
  SMALL_DOCS,
  timeoutFor,
} from "./hostile";

/** The text of a file: JSON of a mutated document, sometimes cut short or with bytes flipped. */
const fileText = fc.oneof(
  { weight: 4, arbitrary: mutatedDoc.map((d) => JSON.stringify(d)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...SMALL_DOCS), fc.nat(), fc.string({ maxLength: 3 }))
      .map(([d, at, junk]) => {
        const t = scenarioFileText(d as unknown as ScenarioDoc, { algorithm: "x" });
        const i = at % (t.length + 1);
        return t.slice(0, i) + junk + t.slice(i + junk.length);
      }),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 100 }) },
);

function runCli(argv: string[], files: Record<string, string>) {
  let out = "";
  let err = "";
  const code = cli(argv, {
    out: (t) => (out += t),
    err: (t) => (err += t),
    readFile: (p) => {
      if (!Object.hasOwn(files, p)) throw new Error(`ENOENT: no such file or directory, open '${p}'`);
      return files[p] as string;
    },
  });
  return { code, out, err };
}

describe("fuzz: files and the command line", () => {
  it(
    "an imported file is read or refused naming the field",
    () => {
      fc.assert(
        fc.property(fileText, (text) => {
          expectRefusedOrOk(() => parseScenarioFile(text), false);
        }),
        { numRuns: runsFor(0.15) },
      );
    },
    timeoutFor(0.15),
  );

  it(
    "the command line exits 0 or 2, naming the file, never with a stack trace",
    () => {
      const word = fc.constantFrom(
        "run",
        "sweep",
        "presets",
        "help",
        "--help",
        "-h",
        "--json",
        "--preset",
        "--algorithm",
        "--runs",
        "--seed",
        "--param",
        "--colour",
        "f.json",
        "missing.json",
        "ecf",
        "ecef-la",
        "0",
        "-1",
        "1.5",
        "1e9",
        "x",
        "__proto__",
        "constructor",
        "nodes=[2]",
        "__proto__={}",
        "=",
        "grid-hit-rate",
        "multicast-competitive-ratio",
        "multicast-paper-example",
      );
      fc.assert(
        fc.property(
          fc.oneof(
            fc.array(word, { maxLength: 6 }),
            fc
              .tuple(
                fc.constantFrom(
                  ["run", "f.json"],
                  ["run", "f.json", "--json"],
                  ["run", "f.json", "--algorithm", "fef"],
                ),
              )
              .map(([a]) => a),
          ),
          fileText,
          (argvIn, text) => {
            let argv: string[] = [...argvIn];
            counts.inputs++;
            // A sweep runs only when it is sure to be refused or tiny (the fuzz checks parsing, not speed).
            if (argv[0] === "sweep" && !argv.some((a) => a === "--runs" || a === "-h" || a === "--help"))
              argv = [...argv, "--runs", "0"];
            if (argv[0] === "sweep") {
              const i = argv.indexOf("--runs");
              if (i >= 0 && argv[i + 1] !== undefined && Number(argv[i + 1]) >= 1)
                argv = argv.map((a, j) => (j === i + 1 ? "0" : a));
            }
            const r = runCli(argv, { "f.json": text });
            const stack = /\n\s+at /.test(r.err);
            if (stack) counts.stackTraces++;
            if (r.code === 1) counts.uncaught++;
            expect(stack, r.err).toBe(false);
            expect([0, 2], `${argv.join(" ")}: ${r.err.slice(0, 300)}`).toContain(r.code);
            if (r.code === 2) {
              expect(r.err.length).toBeGreaterThan(0);
              if (argv[0] === "run" && argv[1] === "f.json" && argv.length <= 4 && /^error: /.test(r.err)) {
                expect(r.err, r.err).toMatch(/^error: (f\.json|--preset|FILE)/);
              }
            }
            expectNoPollution();
          },
        ),
        { numRuns: runsFor(0.15) },
      );
    },
    timeoutFor(0.15),
  );
});

afterAll(() => {
  if (process.env.FUZZ_REPORT)
    console.log(`hostile inputs (${import.meta.url.split("/").pop()}): ${JSON.stringify(counts)}`);
});
