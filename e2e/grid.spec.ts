// The grid family end to end (Steffenel–Mounié): the GRID5000 preset under the seven heuristics, an
// edit of the scenario that reaches the URL and reopens identically, a re-parent by dragging on the
// broadcast tree, and a hit-rate sweep with progress and cancel.
import { expect, test, type Page } from "@playwright/test";
import { settledUrl } from "./settled-url";

/** Makespan (ms, as the summary prints it), tree edges (parent-child) and critical path, per heuristic. */
const GRID5000: readonly [id: string, makespan: string, edges: string[], critical: string][] = [
  ["flat", "1955.35 ms", ["0-1", "0-2", "0-3", "0-4", "0-5"], "P0 → P5"],
  ["fef", "1380.71 ms", ["0-1", "0-5", "2-3", "2-4", "5-2"], "P0 → P5 → P2"],
  ["ecef", "982.35 ms", ["0-1", "0-5", "1-2", "2-3", "2-4"], "P0 → P1 → P2"],
  ["ecef-la", "1155.35 ms", ["0-1", "0-2", "0-5", "1-4", "2-3"], "P0 → P5"],
  ["ecef-lat-min", "1155.35 ms", ["0-1", "0-2", "0-5", "2-3", "2-4"], "P0 → P5"],
  ["ecef-lat-max", "982.35 ms", ["0-1", "0-5", "1-2", "2-3", "2-4"], "P0 → P1 → P2"],
  ["bottom-up", "1150.3 ms", ["0-1", "0-4", "0-5", "2-3", "5-2"], "P0 → P1"],
];

async function loadPreset(page: Page, id: string) {
  await page.goto("/");
  await page.getByLabel("Preset").selectOption(id);
  await expect(page.getByLabel("Scenario name")).not.toHaveValue(/Wu–Yeh–Liu/);
}

const treeEdges = (page: Page) =>
  page
    .locator('[data-testid="tree-view"] [data-edge]')
    .evaluateAll((lines) => lines.map((l) => l.getAttribute("data-edge") ?? "").sort());

test("GRID5000: each of the seven heuristics gives its own tree and makespan", async ({ page }) => {
  await loadPreset(page, "grid-paper-grid5000");
  await expect(page.getByTestId("makespan")).toHaveText("982.35 ms");
  await expect(page.getByTestId("lower-bound")).toHaveText("605.349 ms");
  await page.getByRole("tab", { name: "Broadcast tree" }).click();
  for (const [id, makespan, edges, critical] of GRID5000) {
    await page.locator(`[data-algorithm="${id}"]`).click();
    await expect(page.getByTestId("makespan")).toHaveText(makespan);
    await expect.poll(() => treeEdges(page)).toEqual(edges);
    await expect(page.getByTestId("critical-path")).toContainText(`critical path ${critical} (`);
  }
  // The Gantt has one lane per cluster coordinator, named, in ms.
  await page.getByRole("tab", { name: "Gantt" }).click();
  await expect(page.locator(".sx-gantt-axis")).toContainText("time (ms)");
});

test("an edited latency re-runs at once, reaches the URL, and the link reopens the same view", async ({
  page,
  context,
}) => {
  await loadPreset(page, "grid-example-4");
  await page.getByRole("tab", { name: "Broadcast tree" }).click();
  await expect(page.getByTestId("makespan")).toHaveText("2410 ms");
  const before = page.url();
  const cell = page.getByLabel("L from P0 to P2");
  await cell.fill("1");
  await cell.press("Enter");
  await expect(page.getByTestId("makespan")).toHaveText("2401 ms");
  await expect.poll(() => page.url()).not.toBe(before);

  const again = await context.newPage();
  await again.goto(await settledUrl(page));
  await expect(again.getByTestId("makespan")).toHaveText("2401 ms");
  await expect(again.getByLabel("L from P0 to P2")).toHaveValue("1");
  await expect(again.getByRole("tab", { name: "Broadcast tree" })).toHaveAttribute("aria-selected", "true");
  await expect.poll(() => treeEdges(again)).toEqual(await treeEdges(page));
});

test("dragging a cluster onto another re-parents it and the schedule re-runs", async ({ page }) => {
  await loadPreset(page, "grid-paper-grid5000");
  await page.getByRole("tab", { name: "Broadcast tree" }).click();
  await page.getByLabel("fit to panel").check();
  await expect(page.getByTestId("makespan")).toHaveText("982.35 ms");
  const from = await page.locator('[data-testid="tree-view"] g[data-node="5"] rect').last().boundingBox();
  const to = await page.locator('[data-testid="tree-view"] g[data-node="1"] rect').last().boundingBox();
  if (!from || !to) throw new Error("tree nodes not drawn");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 });
  await page.mouse.up();
  // P5 is now P1's second send: P0 → P1 → P5.
  await expect(page.getByTestId("makespan")).toHaveText("1155.41 ms");
  await expect.poll(() => treeEdges(page)).toEqual(["0-1", "1-2", "1-5", "2-3", "2-4"]);
  await expect(page.locator(".edited-badge")).toContainText("edited plan");
  await page.getByRole("button", { name: "Reset to heuristic" }).first().click();
  await expect(page.getByTestId("makespan")).toHaveText("982.35 ms");
});

test("a hit-rate sweep over thousands of grids shows progress and can be cancelled", async ({
  page,
  context,
}) => {
  await loadPreset(page, "grid-paper-grid5000");
  await page.getByRole("tab", { name: "Sweeps" }).click();
  await page.getByLabel("Experiment", { exact: true }).selectOption("grid-hit-rate");
  const runs = page.getByLabel("Runs", { exact: true });
  await runs.fill("400");
  await runs.press("Enter");
  // 13 cluster counts (2, 6, …, 50) × 400 grids.
  await page.getByRole("button", { name: "Run 5200 instances" }).click();
  await expect(page.getByTestId("sweep-progress")).toHaveText(/^[1-9]\d* \/ 5200 runs$/);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("sweep-progress")).toBeHidden();
  await expect(page.getByRole("button", { name: "Run 5200 instances" })).toBeEnabled();
  // Cancel keeps the runs that finished (issue 18): they are reported, not thrown away.
  await expect(page.getByTestId("sweep-done")).toContainText(/Cancelled: [1-9]\d* of 5200 runs kept/);

  // The sweep's parameters are in the URL.
  const again = await context.newPage();
  await again.goto(await settledUrl(page));
  await expect(again.getByLabel("Experiment", { exact: true })).toHaveValue("grid-hit-rate");
  await expect(again.getByLabel("Runs", { exact: true })).toHaveValue("400");
});
