// Interactive at real sizes (issue 14): a 256-node all-to-all multicast (65 280 decisions) draws without
// computing every decision's candidates; the step-through asks the worker for the candidates of the
// decisions it shows, in the middle of the run as at its start; a run started on it (every heuristic)
// is cancelled without moving the step or the schedule; its tree at full size draws the window around
// the view only (views/tree/viewport.ts); presenting it, no decision listed is cut.
import { expect, test } from "@playwright/test";
import { allToAll, hashOf } from "./links";

const scenario = allToAll(256);
const DECISIONS = 256 * 255;

test("a 256-node all-to-all draws, and a decision in the middle lists its candidates", async ({ page }) => {
  test.setTimeout(120_000);
  const middle = DECISIONS / 2;
  await page.goto(`/${hashOf({ scenario, view: { v: 1, algorithm: "wr", step: middle } })}`);
  const position = page.getByTestId("step-position");
  await expect(position).toHaveText(`${middle} / ${DECISIONS}`, { timeout: 60_000 });
  await expect(page.getByTestId("gantt-view")).toBeVisible();
  const candidates = page.locator(".steps-panel .candidates");
  await expect(candidates).toContainText(`Next decision (${middle + 1})`);
  const rows = candidates.locator("tbody tr");
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expect(candidates.locator("tr.chosen")).toHaveCount(1);

  // Stepping with the keyboard: End, then back a few decisions near the end of the run.
  await position.click();
  await page.keyboard.press("End");
  await expect(position).toHaveText(`${DECISIONS} / ${DECISIONS}`);
  for (let k = 0; k < 3; k++) await page.keyboard.press("ArrowLeft");
  await expect(position).toHaveText(`${DECISIONS - 3} / ${DECISIONS}`);
  await expect(candidates).toContainText(`Next decision (${DECISIONS - 2})`);
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expect(candidates.locator("tr.chosen")).toHaveCount(1);

  // Home: the first decision's candidates, asked now (a large scenario's first run explains none).
  await page.keyboard.press("Home");
  await expect(position).toHaveText(`0 / ${DECISIONS}`);
  await expect(candidates).toContainText("Next decision (1)");
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expect(candidates.locator("tr.chosen")).toHaveCount(1);
});

test("a 256-node all-to-all: step through it, then cancel a run; the step and the schedule stay", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`/${hashOf({ scenario, view: { v: 1, algorithm: "wr", step: 100 } })}`);
  const position = page.getByTestId("step-position");
  await expect(position).toHaveText(`100 / ${DECISIONS}`, { timeout: 60_000 });
  const makespan = await page.getByTestId("makespan").textContent();
  await position.click();
  for (let k = 0; k < 5; k++) await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText(`105 / ${DECISIONS}`);
  const candidates = page.locator(".steps-panel .candidates");
  await expect(candidates.locator("tr.chosen")).toHaveCount(1, { timeout: 30_000 });
  // A run of every heuristic on the 256 nodes (seconds each), cancelled while it runs.
  const panel = page.locator(".compare-panel");
  await panel.getByRole("button", { name: "Run every heuristic" }).click();
  await panel.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("compare-cancelled")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  // Nothing else moved: the decision on screen, its candidates and the schedule.
  await expect(position).toHaveText(`105 / ${DECISIONS}`);
  await expect(candidates).toContainText("Next decision (106)");
  await expect(page.getByTestId("makespan")).toHaveText(makespan ?? "");
});

test("a 256-node tree at full size draws the window around the view, and follows the scroll", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/${hashOf({ scenario, view: { v: 1, algorithm: "wr", view: "tree" } })}`);
  const tree = page.getByTestId("tree-view");
  // Opens as an overview, its dots inside the panel.
  await expect(tree.locator(".sx-tree-overview")).toBeVisible({ timeout: 60_000 });
  await tree.getByLabel("fit to panel").uncheck();
  const nodes = tree.locator(".sx-tree-sheet g[data-node]");
  await expect(nodes.first()).toBeVisible();
  const first = await nodes.evaluateAll((gs) => gs.map((g) => g.getAttribute("data-node")));
  expect(first.length).toBeLessThan(100);
  await expect(tree.locator('.sx-tree-sheet g[data-node="0"]')).toHaveCount(1);
  // Scrolled to the far left: other nodes, the source no longer drawn.
  await tree.locator(".sx-tree-body").evaluate((el) => (el.scrollLeft = 0));
  await expect(tree.locator('.sx-tree-sheet g[data-node="0"]')).toHaveCount(0);
  const left = await nodes.evaluateAll((gs) => gs.map((g) => g.getAttribute("data-node")));
  expect(left.length).toBeGreaterThan(0);
  expect(left.length).toBeLessThan(100);
});

test("presenting a 256-node run at 1280×720: every decision listed is written whole, message and time", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  // Late in the run, where the numbers are longest (five-digit indices, three-digit nodes and messages).
  const step = 40_000;
  await page.goto(`/${hashOf({ scenario, view: { v: 1, algorithm: "wr", step, present: true } })}`);
  await expect(page.locator(".app.present")).toBeVisible({ timeout: 60_000 });
  const current = page.locator(".app.present .decision-list li.current");
  await expect(current).toContainText(`${step + 1}. P120 → P98 m150 ·`, { timeout: 60_000 });
  await expect(current).toContainText(/µs$/);
  // No row of the list is cut by the column's ellipsis: each one's text fits its box.
  const rows = page.locator(".app.present .decision-list li:not(.elided)");
  expect(await rows.count()).toBeGreaterThan(100);
  const cut = await rows.evaluateAll((lis) =>
    lis.filter((li) => li.scrollWidth > li.clientWidth).map((li) => li.textContent),
  );
  expect(cut).toEqual([]);
});
