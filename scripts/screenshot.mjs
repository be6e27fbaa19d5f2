// Screenshots of the built app for the README and for looking at views as a lecturer would:
//   node scripts/screenshot.mjs OUT.png [HASH_OR_PATH] [--preset ID] [--width 1440 --height 900]
//                               [--click SELECTOR]… [--wait MS]
// Serves dist/ with `vite preview` on a free port, drives Debian's Chromium (CHROMIUM_PATH).
import { spawn } from "node:child_process";
import { chromium } from "@playwright/test";
import { chromiumPath } from "./ensure-chromium.mjs";
import { freePort } from "./free-port.mjs";

const args = process.argv.slice(2);
const out = args[0] ?? "screenshot.png";
const target = args[1] && !args[1].startsWith("--") ? args[1] : "";
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const clicks = args.flatMap((a, i) => (a === "--click" ? [args[i + 1]] : []));
// A free port, and vite itself (not npx, whose child would outlive a kill).
const port = await freePort();
const server = spawn(
  process.execPath,
  ["node_modules/vite/bin/vite.js", "preview", "--port", String(port), "--strictPort", "--host", "127.0.0.1"],
  { stdio: "ignore" },
);
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const page = await browser.newPage({
    viewport: { width: Number(opt("width", 1440)), height: Number(opt("height", 900)) },
  });
  const url = `http://127.0.0.1:${port}/${target}`;
  for (let i = 0; i < 50; i++) {
    try {
      await page.goto(url);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await page.waitForSelector(".summary-bar", { timeout: 15000 });
  const preset = opt("preset", null);
  if (preset) await page.getByLabel("Preset").selectOption(preset);
  await page.waitForSelector(".figure-value");
  for (const sel of clicks) await page.click(sel);
  await page.waitForTimeout(Number(opt("wait", 800)));
  await page.screenshot({ path: out });
  await browser.close();
  console.log(`wrote ${out}`);
} finally {
  server.kill();
}
