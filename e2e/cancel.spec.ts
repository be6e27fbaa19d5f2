// Cancel (issue 14): a slow run stops on Cancel, the last good schedule stays on screen and the link keeps
// the scenario (so the parameter that made it slow can be fixed); Compare stops too, keeping its
// finished rows. Slow here: a 1024-node all-to-all multicast with ECFP (minutes in the worker, so it is
// still running when Cancel is pressed however fast the heuristics become), and
// Compare on it (every heuristic in turn, tens of seconds).
import { expect, test, type Page } from "@playwright/test";
import LZString from "lz-string";
import { allToAll, hashOf } from "./links";

/** The scenario and view the address holds now. */
async function linkState(page: Page) {
  const hash = await page.evaluate(() => window.location.hash);
  const text = LZString.decompressFromEncodedURIComponent(hash.slice("#s=".length));
  return JSON.parse(text ?? "null") as {
    scenario: ReturnType<typeof allToAll>;
    view: { algorithm?: string };
  };
}

test("Cancel stops a slow run, keeps the last schedule and the link", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/${hashOf({ scenario: allToAll(8), view: { v: 1, algorithm: "fef" } })}`);
  const makespan = page.getByTestId("makespan");
  await expect(makespan).toBeVisible({ timeout: 30_000 });
  const before = await makespan.textContent();

  // A slow scenario, opened as a link would be (the address changes, the app loads it).
  await page.evaluate(
    (h) => {
      window.location.hash = h;
    },
    hashOf({ scenario: allToAll(1024), view: { v: 1, algorithm: "ecfp" } }),
  );
  const summary = page.locator(".summary-bar");
  await expect(summary.locator(".running")).toBeVisible();
  await summary.getByRole("button", { name: "Cancel" }).click();

  await expect(page.getByTestId("run-cancelled")).toHaveText("Run cancelled — showing the last schedule");
  await expect(summary.locator(".running")).toHaveCount(0);
  await expect(makespan).toHaveText(before ?? "");
  await expect(page.getByTestId("gantt-view")).toBeVisible();
  // The scenario and the link stay as they were asked for.
  const link = await linkState(page);
  expect(link.scenario.generator.params.nodes).toBe(1024);
  expect(link.view.algorithm).toBe("ecfp");

  // The next edit runs again (a fresh worker): back to a small size draws a schedule.
  await page.evaluate(
    (h) => {
      window.location.hash = h;
    },
    hashOf({ scenario: allToAll(6), view: { v: 1, algorithm: "ecfp" } }),
  );
  await expect(page.getByTestId("run-cancelled")).toHaveCount(0);
  await expect(makespan).not.toHaveText(before ?? "", { timeout: 30_000 });
});

test("Cancel with no schedule yet says the run was cancelled", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`/${hashOf({ scenario: allToAll(1024), view: { v: 1, algorithm: "ecfp" } })}`);
  const summary = page.locator(".summary-bar");
  await summary.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("run-cancelled")).toHaveText("Run cancelled");
  await expect(page.getByText("Scheduling…")).toHaveCount(0);
  expect((await linkState(page)).scenario.generator.params.nodes).toBe(1024);
});

test("Compare's Cancel keeps the rows that finished", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`/${hashOf({ scenario: allToAll(256), view: { v: 1, algorithm: "wr" } })}`);
  await expect(page.getByTestId("makespan")).toBeVisible({ timeout: 90_000 });
  const panel = page.locator(".compare-panel");
  await panel.getByRole("button", { name: "Run every heuristic" }).click();
  const rows = panel.locator("table.compare tbody tr:not(.bound)");
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });
  await panel.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("compare-cancelled")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  const finished = await rows.count();
  expect(finished).toBeGreaterThanOrEqual(1);
  expect(finished).toBeLessThan(11);
  await expect(page.getByTestId("compare-cancelled")).toContainText(`showing the ${finished} that finished`);
  // The kept rows stay, and the button runs it again.
  await expect(rows).toHaveCount(finished);
  await expect(panel.getByRole("button", { name: "Run again" })).toBeEnabled();
});
