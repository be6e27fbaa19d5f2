// `npm test`: every gate, in order; stops at the first that fails.
import { spawnSync } from "node:child_process";

const gates = [
  ["types", ["run", "--silent", "typecheck"]],
  ["lint", ["run", "--silent", "lint"]],
  ["format", ["run", "--silent", "format:check"]],
  ["unit and property tests", ["run", "--silent", "unit"]],
  ["build", ["run", "--silent", "build"]],
  ["end-to-end (Chromium)", ["run", "--silent", "e2e", "--", "--no-build"]],
];

let passed = 0;
for (const [name, args] of gates) {
  const t0 = process.hrtime.bigint();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync("npm", args, { stdio: "inherit" });
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  if (r.status !== 0) {
    console.log(`\n=== ${name}: FAILED (${secs.toFixed(1)} s) ===`);
    console.log(`gates: ${passed} passed, 1 failed`);
    process.exit(r.status ?? 1);
  }
  console.log(`=== ${name}: ok (${secs.toFixed(1)} s) ===`);
  passed++;
}
console.log(`\ngates: ${passed} passed, 0 failed`);
