// The app's one keyboard model and undo/redo at a projector's 1280×720: ← → Home End step the
// decisions wherever the focus is (the Gantt, the tree view) and never change the scenario; edits
// take explicit actions (Alt+arrows, buttons, drags), and Ctrl+Z / Ctrl+Shift+Z undo and redo every
// kind of edit. The multicast example of Wu–Yeh–Liu Sec. 6: ECF gives 19 µs, FEF 23 µs.
import { expect, test, type Locator, type Page } from "@playwright/test";
import LZString from "lz-string";
import { settledUrl } from "./settled-url";

test.use({ viewport: { width: 1280, height: 720 } });

const PRESET = "multicast-paper-example";

/** The scenario part of the page's link (the document, without the view state). */
function scenarioOf(url: string): string {
  const hash = new URL(url).hash;
  const payload = JSON.parse(
    LZString.decompressFromEncodedURIComponent(hash.slice("#s=".length)) ?? "{}",
  ) as {
    scenario?: unknown;
  };
  return JSON.stringify(payload.scenario);
}

async function openEcf(page: Page) {
  await page.goto("/");
  await page.getByLabel("Preset").selectOption(PRESET);
  await expect(page.getByLabel("Scenario name")).toHaveValue(/Wu.Yeh.Liu/);
  await page.getByRole("radio", { name: "ECF", exact: true }).click();
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  await settledUrl(page);
}

async function showDecisions(page: Page) {
  const open = page.getByRole("button", { name: /Show decisions/ });
  if (await open.isVisible()) await open.click();
  await expect(page.getByTestId("step-position")).toBeVisible();
}

/** A node of the m2 tree that can be sent to later (it has a later sibling), selected by a click on its
 * label (the node group's box also holds the time beside the node, so its centre may be empty). */
async function selectMovableNode(page: Page): Promise<Locator> {
  const tree = page.locator('svg[aria-label^="relay tree of m2"]');
  const later = page.getByRole("button", { name: "later ▶" });
  for (const node of ["0", "1", "3"]) {
    await tree.locator(`g[data-node="${node}"] text`).first().click();
    if (await later.isEnabled()) return tree;
  }
  throw new Error("no node of m2's tree has a later sibling");
}

test("← → Home End step from the Gantt and the tree view and never change the scenario", async ({ page }) => {
  await openEcf(page);
  await showDecisions(page);
  const position = page.getByTestId("step-position");
  const total = Number((await position.textContent())?.split("/")[1]);
  expect(total).toBeGreaterThan(2);
  const scenario = scenarioOf(page.url());

  await page.locator(".sx-gantt-body").click();
  await page.keyboard.press("Home");
  await expect(position).toHaveText(`0 / ${total}`);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText(`2 / ${total}`);
  await page.keyboard.press("ArrowLeft");
  await expect(position).toHaveText(`1 / ${total}`);
  await page.keyboard.press("End");
  await expect(position).toHaveText(`${total} / ${total}`);
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  expect(scenarioOf(page.url())).toBe(scenario);

  // The tree view: with a node selected, plain arrows still step and never reorder its sends.
  await page.getByRole("tab", { name: "Trees" }).click();
  await selectMovableNode(page);
  await page.keyboard.press("Home");
  await expect(position).toHaveText(`0 / ${total}`);
  await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText(`1 / ${total}`);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText(`2 / ${total}`);
  await page.keyboard.press("End");
  await expect(position).toHaveText(`${total} / ${total}`);
  await expect(page.getByText("edited plan")).toHaveCount(0);
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  expect(scenarioOf(page.url())).toBe(scenario);

  // Space plays from the start; Space again pauses.
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
  expect(scenarioOf(page.url())).toBe(scenario);
});

test("with an algorithm's radio button focused, ← → step the decisions and never switch the algorithm", async ({
  page,
}) => {
  await openEcf(page);
  await showDecisions(page);
  const position = page.getByTestId("step-position");
  const total = Number((await position.textContent())?.split("/")[1]);
  const ecf = page.getByRole("radio", { name: "ECF", exact: true });
  await ecf.focus();
  await page.keyboard.press("Home");
  await expect(position).toHaveText(`0 / ${total}`);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText(`2 / ${total}`);
  await page.keyboard.press("ArrowLeft");
  await expect(position).toHaveText(`1 / ${total}`);
  await expect(ecf).toBeChecked();
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  // The algorithm changes from the keyboard on purpose only: ] is the next one (ECF → WR), [ comes back.
  await page.keyboard.press("]");
  await expect(page.getByRole("radio", { name: "WR", exact: true })).toBeChecked();
  await page.keyboard.press("[");
  await expect(ecf).toBeChecked();
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
});

test("Alt+→ reorders a send in the tree view; Ctrl+Z undoes it, Ctrl+Shift+Z redoes it", async ({ page }) => {
  await openEcf(page);
  const original = scenarioOf(page.url());
  await page.getByRole("tab", { name: "Trees" }).click();
  await expect(page.getByRole("button", { name: "later ▶" })).toHaveAttribute("title", /Alt\+→/);
  await selectMovableNode(page);
  await page.keyboard.press("Alt+ArrowRight");
  await expect(page.getByText("edited plan")).toBeVisible();
  const edited = scenarioOf(await settledUrl(page));
  expect(edited).not.toBe(original);
  // Alt+← moves it back (the plan is still an edited one); it never navigates the browser away,
  // not even with the focus outside the tree.
  await page.keyboard.press("Alt+ArrowLeft");
  await expect.poll(() => scenarioOf(page.url())).not.toBe(edited);
  await page.getByTestId("makespan").click();
  await page.keyboard.press("Alt+ArrowLeft");
  await expect(page.getByTestId("tree-view")).toBeVisible();
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  await page.keyboard.press("Control+z");
  await expect.poll(() => scenarioOf(page.url())).toBe(edited);

  await page.keyboard.press("Control+z");
  await expect(page.getByText("edited plan")).toHaveCount(0);
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  await expect.poll(() => scenarioOf(page.url())).toBe(original);
  await page.keyboard.press("Control+Shift+z");
  await expect(page.getByText("edited plan")).toBeVisible();
  await expect.poll(() => scenarioOf(page.url())).toBe(edited);
  // The buttons do the same.
  await page.getByRole("button", { name: "Undo", exact: true }).first().click();
  await expect(page.getByText("edited plan")).toHaveCount(0);
  await page.getByRole("button", { name: "Redo", exact: true }).click();
  await expect(page.getByText("edited plan")).toBeVisible();
});

test("Ctrl+Z undoes a field edit and a removed node, and says which nodes were renumbered", async ({
  page,
}) => {
  await openEcf(page);
  const rc = page.getByLabel("P3 Rc", { exact: true });
  const before = await rc.inputValue();
  await rc.fill("12");
  await rc.press("Enter");
  await expect(page.getByTestId("makespan")).not.toHaveText("19 µs");
  const edited = await page.getByTestId("makespan").textContent();
  await page.getByTestId("makespan").click(); // out of the field: Ctrl+Z there is the field's own
  await page.keyboard.press("Control+z");
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  await expect(rc).toHaveValue(before);
  await page.keyboard.press("Control+y");
  await expect(page.getByTestId("makespan")).toHaveText(edited ?? "");
  await expect(rc).toHaveValue("12");
  await page.keyboard.press("Control+z");
  await expect(rc).toHaveValue(before);

  const nodes = await page.getByRole("button", { name: /^Remove P\d+$/ }).count();
  await page.getByRole("button", { name: "Remove P1", exact: true }).click();
  const last = nodes - 1;
  await expect(page.getByTestId("edit-notice")).toContainText(
    last === 2 ? "P1 removed; P2 is now P1." : `P1 removed; P2–P${last} are now P1–P${last - 1}.`,
  );
  await expect(page.getByRole("button", { name: /^Remove P\d+$/ })).toHaveCount(nodes - 1);
  await page.getByTestId("edit-notice").getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("button", { name: /^Remove P\d+$/ })).toHaveCount(nodes);
  await expect(page.getByTestId("edit-notice")).toHaveCount(0);
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  await settledUrl(page);
});

test("switching the algorithm sets an edited plan aside, and Ctrl+Z brings both back", async ({ page }) => {
  await openEcf(page);
  await page.getByRole("tab", { name: "Trees" }).click();
  // In ECF's tree of m2 (source P2), P0 relays to P3; drag P3 onto P1 instead.
  const tree = page.locator('svg[aria-label^="relay tree of m2"]');
  const from = (await tree.locator('g[data-node="3"] text').first().boundingBox())!;
  const to = (await tree.locator('g[data-node="1"] text').first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByText("edited plan")).toBeVisible();
  const dragged = await page.getByTestId("makespan").textContent();
  expect(dragged).not.toBe("19 µs");
  const editedUrl = scenarioOf(await settledUrl(page));

  await page.getByRole("radio", { name: "FEF", exact: true }).click();
  await expect(page.getByTestId("makespan")).toHaveText("23 µs");
  await expect(page.getByTestId("edit-notice")).toContainText(
    "Your edited plan was set aside — Undo to get it back.",
  );
  await page.keyboard.press("Control+z");
  await expect(page.getByRole("radio", { name: "ECF", exact: true })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText("edited plan")).toBeVisible();
  await expect(page.getByTestId("makespan")).toHaveText(dragged ?? "");
  await expect.poll(() => scenarioOf(page.url())).toBe(editedUrl);
  await page.keyboard.press("Control+Shift+z");
  await expect(page.getByRole("radio", { name: "FEF", exact: true })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("makespan")).toHaveText("23 µs");
  // And back through the drag to the heuristic's own plan.
  await page.keyboard.press("Control+z");
  await page.keyboard.press("Control+z");
  await expect(page.getByText("edited plan")).toHaveCount(0);
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  await settledUrl(page);
});

test("? lists the shortcuts in a dialog; Escape closes it and focus returns", async ({ page }) => {
  await openEcf(page);
  await page.locator(".sx-gantt-body").click();
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Alt+← / Alt+→");
  await expect(dialog).toContainText("Ctrl+Z");
  await expect(page.getByRole("button", { name: "Close" })).toBeFocused();
  // While it is open the stepping keys do nothing behind it.
  await page.keyboard.press("Home");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.locator(".sx-gantt-body")).toBeFocused();
  await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
  await expect(dialog).toBeVisible();
  await page.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
});

test("in the packet step view the same keys drive its own steps", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("makespan")).toBeVisible();
  await page.getByLabel("Preset").selectOption("packet-paper-fig5");
  await page.getByRole("tab", { name: "Packet steps" }).click();
  const position = page.getByTestId("ni-step-position");
  await expect(position).toHaveText("6 / 6");
  // The link is written when the page is idle: read it once the preset's document is in it.
  const scenario = scenarioOf(await settledUrl(page));
  expect(scenario).toContain('"kind":"packet-multicast"');
  await page.getByRole("region", { name: "FPFS steps" }).click();
  await page.keyboard.press("Home");
  await expect(position).toHaveText("0 / 6");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText("2 / 6");
  await page.keyboard.press("ArrowLeft");
  await expect(position).toHaveText("1 / 6");
  await page.keyboard.press("End");
  await expect(position).toHaveText("6 / 6");
  expect(scenarioOf(await settledUrl(page))).toBe(scenario);
});
