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
});
