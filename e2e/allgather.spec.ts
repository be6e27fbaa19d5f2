// The allgather family end to end (issue 3): the 8-workstation preset of Wu–Yeh Sec. 6, the chosen
// number of agents and the cost chart, dragging a client to another agent (the makespan and the URL
// change, and the link reopens the same view), a refused drop, and an edit in the scenario panel.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { settledUrl } from "./settled-url";

async function loadPaperPreset(page: Page) {
  await page.goto("/");
  await page.getByLabel("Preset").selectOption("allgather-paper-8-workstations");
  // Two-Step, stage 3 in assignment order (Def. 4 with Sec. 5.1): m = 3, [[P0,P3,P6],[P1,P4,P7],[P2,P5]].
  await expect(page.getByTestId("agent-count")).toHaveText("3");
  await expect(page.getByTestId("makespan")).toHaveText("1260 µs");
}

async function dragOnto(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error("node not on screen");
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 8, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

test("the 8-workstation preset shows the chosen number of agents and the cost chart", async ({ page }) => {
  await loadPaperPreset(page);
  await expect(page.getByTestId("estimated-cost")).toHaveText("1310 µs");
  await expect(page.getByTestId("simultaneous-makespan")).toHaveText("2030 µs");
  await page.getByRole("tab", { name: "Cost chart" }).click();
  await expect(page.getByTestId("cost-chart-two-step")).toContainText("chosen m = 3 (estimate 1310 µs)");
  await expect(page.getByTestId("cost-chart-gather-broadcast")).toContainText(
    "chosen m = 4 (estimate 1270 µs)",
  );
  await expect(page.getByTestId("cost-chart-two-step").locator("svg rect").first()).toBeVisible();
  await expect(page.locator(".ag-cost-view").getByText("differ by design")).toBeVisible();
});

test("dragging a client onto another agent re-runs with that grouping, in the URL too", async ({
  page,
  context,
}) => {
  await loadPaperPreset(page);
  await page.getByRole("tab", { name: "Clusters" }).click();
  const before = page.url();
  await dragOnto(page, page.getByTestId("cluster-node-P5"), page.getByTestId("cluster-node-P1"));
  await expect(page.getByTestId("cluster-message")).toContainText("P5 is now a client of P1");
  // Two-Step on [[P0,P3,P6],[P1,P4,P7,P5],[P2]]: simulated 1330 µs, estimate 1470 µs.
  await expect(page.getByTestId("makespan")).toHaveText("1330 µs");
  await expect(page.getByTestId("estimated-cost")).toHaveText("1470 µs");
  await expect(page.getByTestId("cluster-svg")).toHaveAttribute("aria-label", /P1 with 3 clients/);
  await expect.poll(() => page.url()).not.toBe(before);

  const again = await context.newPage();
  await again.goto(await settledUrl(page));
  await expect(again.getByTestId("makespan")).toHaveText("1330 µs");
  await expect(again.getByRole("tab", { name: "Clusters" })).toHaveAttribute("aria-selected", "true");
  await expect(again.getByTestId("cluster-svg")).toHaveAttribute("aria-label", /P0 with 2 clients/);

  // Back to the cost model's grouping.
  await again.getByRole("button", { name: "Use the cost model's grouping" }).click();
  await expect(again.getByTestId("makespan")).toHaveText("1260 µs");
});

test("a client cannot serve another node: the drop is refused with the reason", async ({ page }) => {
  await loadPaperPreset(page);
  await page.getByRole("tab", { name: "Clusters" }).click();
  await dragOnto(page, page.getByTestId("cluster-node-P4"), page.getByTestId("cluster-node-P5"));
  await expect(page.getByTestId("cluster-message")).toContainText("P5 is a client");
  await expect(page.getByTestId("cluster-message")).toContainText("assumption 5");
  await expect(page.getByTestId("makespan")).toHaveText("1260 µs");
});

test("promoting a client to agent from its card adds a cluster", async ({ page }) => {
  await loadPaperPreset(page);
  await page.getByRole("tab", { name: "Clusters" }).click();
  await page.getByTestId("cluster-node-P7").click();
  await page.getByRole("button", { name: "Make P7 an agent" }).click();
  await expect(page.getByTestId("agent-count")).toHaveText("4");
  await expect(page.getByTestId("makespan")).toHaveText("1500 µs");
});

test("filling T_end by speed class re-runs and changes the URL; a bad value is refused", async ({ page }) => {
  await loadPaperPreset(page);
  const before = page.url();
  const fastSlow = page.getByLabel("T_end fast–slow (µs)");
  await fastSlow.fill("500");
  await fastSlow.press("Enter");
  await page.getByRole("button", { name: "Fill T_end" }).click();
  await expect(page.getByLabel("T_end from P0 to P4 (µs)")).toHaveValue("500");
  await expect(page.getByTestId("makespan")).not.toHaveText("1260 µs");
  await expect.poll(() => page.url()).not.toBe(before);
  const tSend = page.getByLabel("P0 T_send (µs)");
  await tSend.fill("-1");
  await tSend.press("Enter");
  await expect(page.getByTestId("rejected")).toContainText("tSend (T_send) must be > 0");
});

test("the same instance runs in both families, and opens as a multiple multicast", async ({
  page,
  context,
}) => {
  await loadPaperPreset(page);
  await page.getByRole("tab", { name: "Compare families" }).click();
  const table = page.getByRole("table", { name: "Comparison of the two families" });
  await expect(table.getByRole("row", { name: /Gather-Broadcast\s+1180/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Simultaneous broadcast\s+2030/ })).toBeVisible();
  await expect(page.getByTestId("family-compare-done")).toBeVisible();
  // ECF on the converted instance (every message received on its own).
  await expect(table.getByRole("row", { name: /^multicast\s+ECF\s+2350/ })).toBeVisible();

  const popup = context.waitForEvent("page");
  await page.getByRole("button", { name: "Open as a multiple multicast ↗" }).click();
  const multicast = await popup;
  await expect(multicast.getByLabel("Scenario name")).toHaveValue(/as multiple multicast/);
  await expect(multicast.getByTestId("makespan")).toHaveText("2350 µs");
});
