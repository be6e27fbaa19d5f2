import { expect, test } from "@playwright/test";
import { hashOf } from "./links";

test("a malformed link shows a clear message and keeps the default scenario", async ({ page }) => {
  await page.goto("/#s=this-is-not-a-scenario");
  await expect(page.getByTestId("link-problem")).toContainText("This link could not be opened");
  await expect(page.getByTestId("link-problem")).toContainText("damaged");
  await expect(page.getByLabel("Scenario name")).toHaveValue(/Wu.Yeh.Liu/);
});

test("a link written by a newer version says so", async ({ page }) => {
  await page.goto(`/${hashOf({ scenario: { version: 9, kind: "multicast" }, view: { v: 1 } })}`);
  await expect(page.getByTestId("link-problem")).toContainText(
    "version: 9 is newer than this app understands",
  );
  await expect(page.getByLabel("Scenario name")).toHaveValue(/Wu.Yeh.Liu/);
});

test("a link with a bad value names the field", async ({ page }) => {
  const scenario = {
    version: 1,
    kind: "multicast",
    nodes: [
      { sendFixed: 1, sendPerByte: 0, recvFixed: -3, recvPerByte: 0 },
      { sendFixed: 1, sendPerByte: 0, recvFixed: 3, recvPerByte: 0 },
    ],
    multicasts: [{ source: 0, destinations: [1], bytes: 1 }],
  };
  await page.goto(`/${hashOf({ scenario, view: { v: 1 } })}`);
  await expect(page.getByTestId("link-problem")).toContainText(
    "nodes[0].recvFixed: recvFixed (Rc) must be ≥ 0",
  );
});
