import { expect, test } from "@playwright/test";

// A lecturer's projector is often 1280×720: the view gets the height, the panels come on request.
test.describe("on a 1280×720 screen", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("the decisions and comparison panels start folded and open on request", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Preset").selectOption("multicast-paper-example");
    await expect(page.getByTestId("gantt-view")).toBeVisible();
    const toggle = page.getByRole("button", { name: /Show decisions and comparison/ });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole("button", { name: "Run every heuristic" })).toHaveCount(0);
    const folded = await page.locator(".view-area").boundingBox();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Run every heuristic" })).toBeVisible();
    const open = await page.locator(".view-area").boundingBox();
    expect(folded!.height).toBeGreaterThan(open!.height + 120);
    await page.getByRole("button", { name: "Hide panels" }).click();
    await expect(toggle).toBeVisible();
  });

  test("a decision's candidates fit beside the scenario panel, scores included", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Preset").selectOption("multicast-paper-example");
    await expect(page.getByTestId("gantt-view")).toBeVisible();
    await page.getByRole("button", { name: /Show decisions and comparison/ }).click();
    await page.getByTestId("step-position").click();
    for (const key of ["Home", "ArrowRight", "ArrowRight"]) await page.keyboard.press(key);
    const candidates = page.locator(".steps-panel .candidates");
    await expect(candidates.locator("tr.chosen")).toHaveCount(1);
    // Nothing of the table is cut at the panel's right edge (the score's terms were, under 1440 px).
    const { scroll, client } = await candidates.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    await expect(page.getByRole("button", { name: "Run every heuristic" })).toBeVisible();
  });
});
