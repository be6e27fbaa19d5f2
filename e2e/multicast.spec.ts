import { expect, test, type Page } from "@playwright/test";
import { settledUrl } from "./settled-url";

// The multicast example of Wu–Yeh–Liu Sec. 6 (Figs 4–5): makespans worked out from the definitions.
const PRESET = "multicast-paper-example";

async function openPreset(page: Page) {
  await page.goto("/");
  await page.getByLabel("Preset").selectOption(PRESET);
  await expect(page.getByLabel("Scenario name")).toHaveValue(/Wu.Yeh.Liu/);
}

test("switching between two heuristics changes the schedule and the URL", async ({ page }) => {
  await openPreset(page);
  await page.getByRole("radio", { name: "FEF", exact: true }).click();
  await expect(page.getByTestId("makespan")).toHaveText("23 µs");
  await expect(page.getByTestId("lower-bound")).toHaveText("13 µs");
  const fefUrl = await settledUrl(page);
  await page.getByRole("radio", { name: "WRP", exact: true }).click();
  await expect(page.getByTestId("makespan")).toHaveText("14 µs");
  await expect(page.getByTestId("ratio")).toHaveText("1.077×");
  await expect.poll(() => page.url()).not.toBe(fefUrl);
  await expect(page.getByTestId("gantt-view")).toBeVisible();
});

test("editing a node's receive cost re-runs the schedule", async ({ page }) => {
  await openPreset(page);
  await page.getByRole("radio", { name: "ECF", exact: true }).click();
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  const before = await settledUrl(page);
  await expect(page.getByLabel("Preset")).toHaveValue(PRESET); // the picker names what is on screen
  const rc = page.getByLabel("P3 Rc", { exact: true });
  await rc.fill("12");
  await rc.press("Enter");
  await expect(page.getByTestId("makespan")).not.toHaveText("19 µs");
  await expect.poll(() => page.url()).not.toBe(before);
  await expect(page.getByLabel("Preset")).toHaveValue(""); // edited: no longer the preset
});

test("a bad value is refused with the field named, and the schedule stays", async ({ page }) => {
  await openPreset(page);
  await page.getByRole("radio", { name: "ECF", exact: true }).click();
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  const rc = page.getByLabel("P1 Rc", { exact: true });
  await rc.fill("-3");
  await rc.press("Enter");
  await expect(page.getByTestId("rejected")).toContainText("nodes[1].recvFixed");
  await expect(page.getByTestId("rejected")).toContainText("must be ≥ 0");
  await expect(rc).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
});

test("the URL opened in a new page restores the same view", async ({ page, context }) => {
  await openPreset(page);
  await page.getByRole("radio", { name: "EAFP", exact: true }).click();
  await page.getByRole("tab", { name: "Trees" }).click();
  await expect(page.getByTestId("tree-view")).toBeVisible();
  await page.getByRole("button", { name: "First" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("step-position")).toHaveText("1 / 7");
  const url = await settledUrl(page);

  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByTestId("makespan")).toHaveText("14 µs");
  await expect(other.getByRole("radio", { name: "EAFP", exact: true })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(other.getByRole("tab", { name: "Trees" })).toHaveAttribute("aria-selected", "true");
  await expect(other.getByTestId("step-position")).toHaveText("1 / 7");
  await expect(other.getByLabel("Scenario name")).toHaveValue(/Wu.Yeh.Liu/);
});

test("dragging a node to another parent replays the edited plan; reset returns to the heuristic", async ({
  page,
}) => {
  await openPreset(page);
  await page.getByRole("radio", { name: "ECF", exact: true }).click();
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  await page.getByRole("tab", { name: "Trees" }).click();
  // In ECF's tree of m2 (source P2), P0 relays to P3; drag P3 onto P1 instead.
  const tree = page.locator('svg[aria-label^="relay tree of m2"]');
  const from = await tree.locator('g[data-node="3"] text').first().boundingBox();
  const to = await tree.locator('g[data-node="1"] text').first().boundingBox();
  if (!from || !to) throw new Error("tree nodes not found");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByText("edited plan")).toBeVisible();
  await expect(page.getByTestId("makespan")).not.toHaveText("19 µs");
  await page.getByRole("button", { name: "Reset to heuristic" }).first().click();
  await expect(page.getByText("edited plan")).toHaveCount(0);
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
});

test("every heuristic can be compared against the lower bound", async ({ page }) => {
  await openPreset(page);
  await page.getByRole("button", { name: "Run every heuristic" }).click();
  const table = page.getByRole("table", { name: "Comparison" });
  // Header, the 11 heuristics, the proven optimum and the lower bound.
  await expect(table.getByRole("row")).toHaveCount(1 + 11 + 1 + 1);
  await expect(table.getByRole("row", { name: /^Optimal 14/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /^WRP 14/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /lower bound 13/ })).toBeVisible();
});
