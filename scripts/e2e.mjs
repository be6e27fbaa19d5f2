// `npm run e2e`: build (unless --no-build), make sure Chromium is there, run the Playwright specs.
import { spawnSync } from "node:child_process";
import { chromiumPath } from "./ensure-chromium.mjs";
import { freePort } from "./free-port.mjs";

const args = process.argv.slice(2);
const noBuild = args.includes("--no-build");
const rest = args.filter((a) => a !== "--no-build");

if (!noBuild) {
  const b = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const env = {
  ...process.env,
  CHROMIUM_PATH: chromiumPath(),
  E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
};
const r = spawnSync("npx", ["playwright", "test", ...rest], { stdio: "inherit", env });
process.exit(r.status ?? 1);
