// The Papers gallery (issue 15) and sweeps you can rely on (issue 18): cards of two papers open, one
// runs with its quick parameters in the worker pool and gives its verdict, a data point opens one of
// its runs as a scenario; a sweep keeps running across a tab switch, and Cancel keeps what finished.
import { expect, test, type Page } from "@playwright/test";
import LZString from "lz-string";
import { settledUrl } from "./settled-url";

/** The scenario and view the address holds now. */
async function linkState(page: Page) {
  const hash = await page.evaluate(() => window.location.hash);
  const text = LZString.decompressFromEncodedURIComponent(hash.slice("#s=".length));
  return JSON.parse(text ?? "null") as {
    scenario: { kind: string; generator?: { id: string; params: { clusters?: number }; seed: number } };
    view: { papers?: { card?: string } };
  };
}

const card = (page: Page, id: string) => page.locator(`[data-testid="paper-card"][data-experiment="${id}"]`);

test("the gallery: two papers' cards open, one runs quick, gives its verdict, and a point opens as a scenario", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/");
  await expect(page.getByTestId("makespan")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Papers" }).click();
  const gallery = page.getByTestId("papers");
  await expect(gallery).toBeVisible();
  // Grouped by paper: at least the multicast and the grid papers, each with its figure cards.
  await expect(gallery.getByRole("heading", { level: 3 })).not.toHaveCount(0);
  const papers = await gallery.getByRole("heading", { level: 3 }).allTextContents();
  expect(papers.length).toBeGreaterThanOrEqual(2);

  // Card 1 (Wu–Yeh–Liu): opens, shows its claim or says none is checked, and its Run button.
  const multicast = card(page, "wyl-fig11");
  await multicast.getByRole("button", { name: /^Open / }).click();
  await expect(multicast.getByRole("button", { name: /^Run \(\d+ runs, quick\)$/ })).toBeVisible();
  await expect(multicast.locator(".claim")).not.toBeEmpty();
  await expect.poll(async () => (await linkState(page)).view.papers?.card).toBe("wyl-fig11");

  // Card 2 (Steffenel–Mounié, another paper): opening it folds the first; it runs with quick params.
  const grid = card(page, "grid-hit-rate");
  await grid.getByRole("button", { name: /^Open / }).click();
  await expect(multicast.getByRole("button", { name: /^Open / })).toBeVisible();
  const run = grid.getByRole("button", { name: /^Run \((\d+) runs, quick\)$/ });
  const total = Number(/\((\d+) runs/.exec((await run.textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(100);
  await run.click();
  // The verdict comes when every run finished; the numbers are those of docs/REPRODUCTION.md.
  await expect(grid.getByTestId("verdict")).toBeVisible({ timeout: 90_000 });
  await expect(grid.getByTestId("verdict")).toHaveText(/^(Reproduced\.|Differs\.|No claim to check)/);
  await expect(grid.getByText(`${total} runs. Whiskers and ± are 95 % confidence intervals.`)).toBeVisible();
  // Table cells carry their interval.
  await expect(grid.locator("table tbody td").filter({ hasText: "±" }).first()).toBeVisible();
  await page.screenshot({ path: "test-results/papers-gallery.png" });

  // The link reopens the gallery with this card open.
  const again = await context.newPage();
  await again.setViewportSize({ width: 1280, height: 720 });
  await again.goto(await settledUrl(page));
  await expect(
    card(again, "grid-hit-rate").getByRole("button", { name: /^Run \(\d+ runs, quick\)$/ }),
  ).toBeVisible();
  await again.close();

  // A data point: its runs, one of which opens as the scenario it was (a generated grid).
  const point = grid.getByTestId("chart-point").nth(3);
  await point.scrollIntoViewIfNeeded();
  // Points of several heuristics can coincide (a 0 % hit rate): click this one, whichever is on top.
  await point.dispatchEvent("click");
  const runs = grid.getByTestId("point-runs");
  await expect(runs).toContainText("95 % CI over");
  const clusters = Number(/at clusters (\d+)/.exec((await runs.textContent()) ?? "")?.[1]);
  await runs.getByTestId("open-run").first().click();
  await expect(page.getByTestId("papers")).toBeHidden();
  await expect(page.getByTestId("makespan")).toBeVisible();
  await expect.poll(async () => (await linkState(page)).scenario.generator?.params.clusters).toBe(clusters);
  const state = await linkState(page);
  expect(state.scenario.kind).toBe("grid-broadcast");
  expect(state.scenario.generator?.id).toBe("grid-random@1");
  expect(state.view.papers).toBeUndefined();
});

test("#papers opens the gallery; Back returns to the scenario", async ({ page }) => {
  await page.goto("/#papers/grid-completion");
  await expect(card(page, "grid-completion").getByRole("button", { name: /^Run / })).toBeVisible();
  await page.getByRole("button", { name: "← Back to the scenario" }).click();
  await expect(page.getByTestId("papers")).toBeHidden();
  await expect(page.getByRole("tab").first()).toBeVisible();
});

test("a sweep keeps running across a tab switch, and Cancel keeps the runs that finished", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await page.getByLabel("Preset").selectOption("grid-paper-grid5000");
  await expect(page.getByLabel("Scenario name")).not.toHaveValue(/Wu–Yeh–Liu/);
  await page.getByRole("tab", { name: "Sweeps" }).click();
  await page.getByLabel("Experiment", { exact: true }).selectOption("grid-completion");
  const runsField = page.getByLabel("Runs", { exact: true });
  await runsField.fill("60");
  await runsField.press("Enter");
  // 13 cluster counts × 60 grids.
  await page.getByRole("button", { name: "Run 780 instances" }).click();
  await expect(page.getByTestId("sweep-progress")).toBeVisible();
  // Away to the Gantt chart and back: the sweep went on meanwhile (it is not restarted, nor lost).
  await page.getByRole("tab", { name: "Gantt" }).click();
  await expect(page.getByTestId("sweep-progress")).toBeHidden();
  await page.waitForTimeout(1500);
  await page.getByRole("tab", { name: "Sweeps" }).click();
  await expect(page.getByTestId("sweep-done")).toContainText("780 runs", { timeout: 90_000 });
  await expect(page.locator(".sweep-chart").first()).toBeVisible();
  await expect(
    page.locator(".experiment-results table tbody td").filter({ hasText: "±" }).first(),
  ).toBeVisible();

  // A long sweep, cancelled once some runs finished: they stay, as results with intervals.
  await runsField.fill("3000");
  await runsField.press("Enter");
  await page.getByRole("button", { name: "Run 39000 instances" }).click();
  await expect(page.getByTestId("sweep-progress")).toHaveText(/^[1-9]\d* \/ 39000 runs$/, {
    timeout: 60_000,
  });
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("sweep-done")).toContainText(/Cancelled: [1-9]\d* of 39000 runs kept/);
  await expect(page.locator(".sweep-chart").first()).toBeVisible();
  await expect(page.getByText(/\d+ of 39000 runs so far/)).toBeVisible();
  // Charts readable when one heuristic dwarfs the others: a log scale.
  await page.getByRole("checkbox", { name: "log scale" }).first().check();
  await expect(page.locator(".sweep-chart .axis-label").filter({ hasText: "(log)" }).first()).toBeVisible();
  // …or the line that dwarfs the others steps aside: a click on its label hides it, another shows it.
  const chart = page.locator(".sweep-chart").first();
  await chart.locator(".series-label").first().click();
  await expect(chart.locator(".hidden-series")).toHaveCount(1);
  await chart.locator(".hidden-series").click();
  await expect(chart.locator(".hidden-series")).toHaveCount(0);
});
