import { expect, test, type Locator, type Page } from "@playwright/test";
import { settledUrl } from "./settled-url";
import { findPreset } from "../src/core/registry";
import { allToAll, hashOf } from "./links";

// Schedules side by side (src/ui/side-by-side): Compare's stacked Gantts on one time axis, Lockstep
// (ECF vs ECFP on Wu–Yeh–Liu's Sec. 6 example) and What changed after an edit — at 1280×720.
test.use({ viewport: { width: 1280, height: 720 } });

async function openPreset(page: Page, preset: string) {
  await page.goto("/");
  await page.getByLabel("Preset").selectOption(preset);
  await expect(page.getByTestId("makespan")).toBeVisible();
}

/** Opens Compare's stacked Gantts or Lockstep from the comparison panel (folded away at 720 px). */
async function openSide(page: Page, which: "open-compare-stack" | "open-lockstep") {
  const show = page.getByRole("button", { name: /Show decisions and comparison/ });
  if (await show.isVisible()) await show.click();
  await page.getByTestId(which).click();
  await expect(page.getByTestId("sbs-sheet")).toBeVisible();
}

/** The x of each pane's lower-bound line. */
const lowerBoundXs = (stack: Locator) =>
  stack
    .locator("[data-testid=sbs-reference][data-kind=lowerBound]")
    .evaluateAll((ls) => ls.map((l) => Number(l.getAttribute("x1"))));

/** The time window each pane was laid out for. */
const windows = (stack: Locator) =>
  stack.getByTestId("sbs-pane").evaluateAll((ps) => ps.map((p) => p.getAttribute("data-window") ?? ""));

/** The one window every pane shows (fails when they differ). */
async function sharedWindow(stack: Locator): Promise<string> {
  const ws = await windows(stack);
  expect(new Set(ws).size).toBe(1);
  return ws[0] as string;
}

async function expectSharedZoom(page: Page, stack: Locator) {
  const panes = stack.getByTestId("sbs-pane");
  const n = await panes.count();
  // Whole schedules: the lower bound at one x in every pane.
  const lb = await lowerBoundXs(stack);
  expect(lb).toHaveLength(n);
  expect(new Set(lb).size).toBe(1);
  const full = await sharedWindow(stack);
  await stack.getByRole("button", { name: "+", exact: true }).click();
  await expect(stack.getByTestId("sbs-window")).toContainText("same time window");
  await expect.poll(() => sharedWindow(stack)).not.toBe(full);
  const zoomed = await sharedWindow(stack);
  // The wheel over any pane zooms them all.
  const box = await panes.last().boundingBox();
  if (!box) throw new Error("no pane box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -300);
  await expect.poll(() => sharedWindow(stack)).not.toBe(zoomed);
  await stack.getByRole("button", { name: "Fit" }).click();
  await expect.poll(() => sharedWindow(stack)).toBe(full);
  expect(await lowerBoundXs(stack)).toEqual(lb);
}

test("Compare stacks 2–4 Gantts on one time axis with shared zoom (multicast), kept in the link", async ({
  page,
}) => {
  await openPreset(page, "multicast-paper-example");
  await page.getByRole("radio", { name: "ECF", exact: true }).click();
  await openSide(page, "open-compare-stack");
  const stack = page.getByTestId("compare-stack");
  await expect(stack.getByTestId("sbs-pane")).toHaveCount(3);
  await expect(stack.getByTestId("sbs-pane").first()).toContainText(
    "ECF — makespan 19 µs (1.462 × lower bound)",
  );
  await expect(page.locator(".sbs-axis")).toContainText("lower bound 13 µs");
  await expectSharedZoom(page, stack);
  await page.screenshot({ path: "test-results/side-by-side-compare.png" });

  // A fourth algorithm; a fifth cannot be chosen.
  await page.getByRole("checkbox", { name: "ECFP" }).check();
  await expect(stack.getByTestId("sbs-pane")).toHaveCount(4);
  await expect(page.getByRole("checkbox", { name: "RR", exact: true })).toBeDisabled();
  await expect(stack.locator("[data-pane=ecfp]")).toContainText("ECFP — makespan");

  // The choice survives a reload.
  const url = await settledUrl(page);
  await page.goto("about:blank");
  await page.goto(url);
  await expect(page.getByTestId("compare-stack").getByTestId("sbs-pane")).toHaveCount(4);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("sbs-sheet")).toHaveCount(0);
  await expect(page.getByTestId("gantt-view")).toBeVisible();
});

test("Compare stacks a grid preset's Gantts with the lower bound on every pane", async ({ page }) => {
  await openPreset(page, "grid-example-4");
  await openSide(page, "open-compare-stack");
  const stack = page.getByTestId("compare-stack");
  await expect(stack.getByTestId("sbs-pane")).toHaveCount(3);
  for (const title of await stack.locator(".sbs-pane-title").allTextContents()) {
    expect(title).toMatch(/— makespan [\d.]+ (µs|ms) \([\d.]+ × lower bound\)/);
  }
  await expectSharedZoom(page, stack);
});

test("Lockstep steps ECF and ECFP together and marks where they differ", async ({ page }) => {
  await openPreset(page, "multicast-paper-example");
  await openSide(page, "open-lockstep");
  await expect(page.getByTestId("lockstep-a")).toHaveValue("ecf");
  await expect(page.getByTestId("lockstep-b")).toHaveValue("ecfp");
  const stack = page.getByTestId("lockstep-stack");
  await expect(stack.getByTestId("sbs-pane")).toHaveCount(2);
  await expect(page.getByTestId("lockstep-position")).toHaveText("0 / 7");
  await expect(page.getByTestId("lockstep-status")).toContainText("They differ at");
  expect(await page.getByTestId("lockstep-differ").count()).toBeGreaterThan(0);

  // ← / → drive both sides (the app's keyboard model).
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("lockstep-position")).toHaveText("1 / 7");
  await expect(stack.locator("[data-pane=ecf]")).toContainText("decision 1:");
  await expect(stack.locator("[data-pane=ecfp]")).toContainText("decision 1:");
  await expect(stack.getByTestId("sbs-highlight")).not.toHaveCount(0);
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByTestId("lockstep-position")).toHaveText("0 / 7");

  // The next decision where they differ: both panes marked.
  await page.getByTestId("lockstep-next-difference").click();
  await expect(page.getByTestId("lockstep-status")).toContainText(/Decision \d differs/);
  await expect(stack.locator(".sbs-pane.accent")).toHaveCount(2);
  await page.screenshot({ path: "test-results/side-by-side-lockstep.png" });
  await page.getByTestId("sbs-close").click();
  await expect(page.getByTestId("sbs-sheet")).toHaveCount(0);
});

test("an edit shows what changed until dismissed (button and Escape)", async ({ page }) => {
  await openPreset(page, "multicast-paper-example");
  await page.getByRole("radio", { name: "ECF", exact: true }).click();
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  const rc = page.getByLabel("P3 Rc", { exact: true });
  await rc.fill("12");
  await rc.press("Enter");
  const panel = page.getByTestId("what-changed");
  await expect(panel).toBeVisible();
  const after = (await page.getByTestId("makespan").textContent())?.replace(" µs", "") ?? "";
  await expect(page.getByTestId("what-changed-makespan")).toHaveText(
    `makespan 19 → ${after} µs, +${Number(after) - 19}`,
  );
  await expect(page.getByTestId("what-changed-summary")).toContainText("moved");
  expect(await panel.getByTestId("sbs-highlight").count()).toBeGreaterThan(0);
  expect(await panel.getByTestId("sbs-ghost").count()).toBeGreaterThan(0);
  await page.screenshot({ path: "test-results/side-by-side-what-changed.png" });
  // Escape (outside a text field) dismisses it.
  await page.getByTestId("makespan").click();
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);

  // Undo is an edit too; the button dismisses.
  await page.keyboard.press("Control+z");
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  await expect(page.getByTestId("what-changed-makespan")).toHaveText(
    `makespan ${after} → 19 µs, −${Number(after) - 19}`,
  );
  await page.getByTestId("what-changed-dismiss").click();
  await expect(page.getByTestId("what-changed")).toHaveCount(0);
});

for (const [width, height] of [
  [1280, 720],
  [1024, 576],
] as const) {
  test(`Lockstep's step buttons stay on one line with long algorithm names at ${width}×${height}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const preset = findPreset("allgather-paper-8-workstations");
    await page.goto(
      `/${hashOf({ scenario: preset?.doc, view: { v: 1, side: "lockstep", lockstep: ["simultaneous", "two-step"] } })}`,
    );
    await expect(page.getByTestId("lockstep-a")).toHaveValue("simultaneous");
    const steps = page.locator(".lockstep-steps button");
    await expect(steps).toHaveCount(7);
    const tops = await steps.evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/side-by-side-lockstep-long-names-${width}.png` });
  });
}

test("What changed is compact (≤ 20 % of a 720 px screen) and expands on demand", async ({ page }) => {
  await openPreset(page, "multicast-paper-example");
  await page.getByRole("radio", { name: "ECF", exact: true }).click();
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  const rc = page.getByLabel("P3 Rc", { exact: true });
  await rc.fill("12");
  await rc.press("Enter");
  const panel = page.getByTestId("what-changed");
  await expect(panel).toBeVisible();
  const compact = (await panel.boundingBox())?.height ?? 0;
  expect(compact).toBeGreaterThan(0);
  expect(compact).toBeLessThanOrEqual(0.2 * 720 + 1);
  await page.getByTestId("what-changed-expand").click();
  await expect(page.getByTestId("what-changed-expand")).toHaveAttribute("aria-expanded", "true");
  await expect.poll(async () => (await panel.boundingBox())?.height ?? 0).toBeGreaterThan(compact);
  await page.getByTestId("what-changed-expand").click();
  await expect.poll(async () => (await panel.boundingBox())?.height ?? 0).toBeLessThanOrEqual(0.2 * 720 + 1);
  await page.screenshot({ path: "test-results/side-by-side-what-changed-compact.png" });
  await page.getByTestId("makespan").click();
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
});

test("What changed after an edit of a 64-node all-to-all is painted on a canvas and scrolls its lanes", async ({
  page,
}) => {
  const scenario = allToAll(64);
  await page.goto(`/${hashOf({ scenario, view: { v: 1, algorithm: "wr" } })}`);
  await expect(page.getByTestId("makespan")).toBeVisible({ timeout: 30_000 });
  const sc = page.getByLabel("P0 Sc", { exact: true });
  await sc.fill(String(Number(await sc.inputValue()) + 30));
  await sc.press("Enter");
  const panel = page.getByTestId("what-changed");
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("what-changed-summary")).toContainText("moved");
  const pane = panel.getByTestId("sbs-pane");
  await expect(pane).toHaveAttribute("data-painter", "canvas");
  await expect(pane.getByTestId("sbs-reference")).not.toHaveCount(0);
  // The canvas holds the band of lanes in view (not all 64), painted: many pixels are not white.
  const canvas = pane.locator("canvas.sbs-pane-canvas");
  const inked = () =>
    canvas.evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext("2d")?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] !== 255 || d[i + 1] !== 255 || d[i + 2] !== 255) n++;
      return { n, css: c.getBoundingClientRect().height };
    });
  await expect.poll(async () => (await inked()).n).toBeGreaterThan(1000);
  const chart = await pane.locator(".sbs-pane-chart").boundingBox();
  expect((await inked()).css).toBeLessThan(chart?.height ?? 0);
  // Scrolling the stack repaints the band further down (another picture), Expand and Escape work.
  await page.getByTestId("what-changed-expand").click();
  const stack = panel.locator(".sbs-stack");
  const before = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
  await stack.evaluate((s) => (s.scrollTop = 400));
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL())).not.toBe(before);
  await page.screenshot({ path: "test-results/side-by-side-what-changed-64.png" });
  await page.getByTestId("makespan").click();
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
});
