// Entry point of `npm run cli`: the command line of cli.ts over the real process.
import { readFileSync, writeFileSync } from "node:fs";
import { cli } from "./cli";

process.exitCode = cli(process.argv.slice(2), {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  readFile: (p) => readFileSync(p, "utf8"),
  writeFile: (p, text) => writeFileSync(p, text, "utf8"),
});
