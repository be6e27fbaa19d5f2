// Hostile links opened over a good scenario: each is refused with a message naming the field, the
// good scenario stays on screen, the address shows it again, and the rejected link can be copied.
import { expect, test } from "@playwright/test";
import { settledUrl } from "./settled-url";
import { hashOf, threeNodeMulticast } from "./links";

const good = threeNodeMulticast("Good scenario");
const generated = { version: 1, kind: "multicast", generator: { id: "multicast-random@1" } };

const hostile: [string, string, string][] = [
  [
    "a polluting override path",
    hashOf({ scenario: { ...generated, overrides: { "nodes.__proto__.map": 1 } }, view: { v: 1 } }),
    'overrides["nodes.__proto__.map"]',
  ],
  [
    "a constructor.prototype path",
    hashOf({ scenario: { ...generated, overrides: { "constructor.prototype.x": 1 } }, view: { v: 1 } }),
    'overrides["constructor.prototype.x"]',
  ],
  [
    "an unknown algorithm",
    hashOf({ scenario: good, view: { v: 1, algorithm: "ecef-la" } }),
    'view.algorithm: unknown algorithm "ecef-la"',
  ],
  [
    "an unknown view",
    hashOf({ scenario: good, view: { v: 1, view: "spiral" } }),
    'view.view: unknown view "spiral"',
  ],
  ["malformed LZ", "#s=%E0%A4%A-not-lz", "link: the scenario in the address is damaged"],
  [
    "an over-limit size",
    hashOf({
      scenario: { ...good, multicasts: [{ source: 0, destinations: Array(1100).fill(1), bytes: 1 }] },
      view: { v: 1 },
    }),
    "multicasts[0].destinations: destinations is limited to 1023",
  ],
  [
    "a cost past the cap",
    hashOf({ scenario: { ...good, transmit: 1e308 }, view: { v: 1 } }),
    "transmit: transmit (X, per byte) is limited to 1000000000",
  ],
];

test("hostile links over a good scenario keep it and name the field", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
  });
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));

  await page.goto(`/${hashOf({ scenario: good, view: { v: 1, algorithm: "ecf" } })}`);
  await expect(page.getByLabel("Scenario name")).toHaveValue("Good scenario");
  await expect(page.getByTestId("makespan")).not.toBeEmpty();
  const makespan = await page.getByTestId("makespan").textContent();
  const goodHash = new URL(await settledUrl(page)).hash;

  for (const [what, hash, field] of hostile) {
    await page.evaluate((h) => {
      window.location.hash = h;
    }, hash);
    const banner = page.getByTestId("link-problem");
    await expect(banner, what).toContainText(field);
    await expect(banner, what).toContainText("The scenario on screen is unchanged");
    await expect(page.getByTestId("copy-rejected-link"), what).toBeVisible();
    await expect(page.getByLabel("Scenario name"), what).toHaveValue("Good scenario");
    await expect(page.getByTestId("makespan"), what).toHaveText(makespan ?? "");
    await expect.poll(() => page.evaluate(() => window.location.hash), { message: what }).toBe(goodHash);
  }
  expect(pageErrors).toEqual([]);
  expect(violations).toEqual([]);
});

test("the built page carries a Content-Security-Policy without inline scripts", async ({ page }) => {
  await page.goto("/");
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).not.toMatch(/unsafe-inline[^;]*;.*script-src|script-src[^;]*unsafe-inline/);
  await expect(page.getByTestId("makespan")).not.toBeEmpty();
});

test("without Web Workers the page says plainly why it cannot compute", async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "Worker");
  });
  await page.goto("/");
  await expect(page.getByTestId("run-error")).toContainText("this browser does not offer Web Workers");
  await expect(page.getByText("Scheduling…")).toHaveCount(0);
});

test("a rejected import keeps the scenario and marks no field; export → import keeps the algorithm", async ({
  page,
}) => {
  await page.goto(`/${hashOf({ scenario: good, view: { v: 1, algorithm: "wr" } })}`);
  await expect(page.getByLabel("Scenario name")).toHaveValue("Good scenario");
  await expect(page.locator('[data-algorithm="wr"]')).toHaveAttribute("aria-checked", "true");
  const makespan = await page.getByTestId("makespan").textContent();

  const input = page.getByLabel("Import scenario file");
  await input.setInputFiles({
    name: "bad.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ ...good, nodes: [{ sendFixed: -1 }] })),
  });
  await expect(page.getByTestId("rejected")).toContainText("bad.json was not imported");
  await expect(page.getByTestId("rejected")).toContainText("nodes[0]");
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByLabel("Scenario name")).toHaveValue("Good scenario");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export JSON" }).click();
  const text = await (await download).createReadStream().then(
    (s) =>
      new Promise<string>((resolve) => {
        let out = "";
        s.on("data", (c: Buffer) => (out += c.toString()));
        s.on("end", () => resolve(out));
      }),
  );
  expect(JSON.parse(text).view).toMatchObject({ v: 1, algorithm: "wr" });

  await page.goto(`/${hashOf({ scenario: { ...good, name: "Other" }, view: { v: 1 } })}`);
  await expect(page.getByLabel("Scenario name")).toHaveValue("Other");
  await page.getByLabel("Import scenario file").setInputFiles({
    name: "good.json",
    mimeType: "application/json",
    buffer: Buffer.from(text),
  });
  await expect(page.getByLabel("Scenario name")).toHaveValue("Good scenario");
  await expect(page.locator('[data-algorithm="wr"]')).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("makespan")).toHaveText(makespan ?? "");
});
