// Finds a Chromium for Playwright, installing Debian's `chromium` when it is missing and we are root.
// Playwright cannot download its own browsers here (CONTRIBUTING.md, end-to-end tests); never run `npx playwright install`.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

export function chromiumPath() {
  const wanted = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(wanted)) return wanted;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${wanted} does not exist`);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      "Chromium is missing: install Debian's `chromium` (apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
  }
  console.log("e2e: installing Debian's chromium (apt-get) …");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "chromium"],
  ]) {
    const r = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed with code ${r.status}`);
  }
  if (!existsSync(wanted)) throw new Error(`chromium installed but ${wanted} is missing`);
  return wanted;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(chromiumPath());
