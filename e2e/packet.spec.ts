// The packet family end to end (Kesavan–Panda): the paper's examples through the preset picker, the
// step animation, the optimal-k explorer, editing the tree by dragging, links, and bad input.
import { expect, test, type Page } from "@playwright/test";
import { hashOf } from "./links";
import { settledUrl } from "./settled-url";

async function loadPreset(page: Page, id: string) {
  await page.goto("/");
  await expect(page.getByTestId("makespan")).toBeVisible(); // the app is up
  await page.getByLabel("Preset").selectOption(id);
  await expect(page.getByLabel("Scenario name")).not.toHaveValue(/Wu–Yeh–Liu/);
  await expect(page.locator(".running")).toHaveCount(0);
}

const editorField = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });

async function commit(page: Page, label: string, value: string) {
  const field = editorField(page, label);
  await field.fill(value);
  await field.press("Enter");
}

test("Fig. 5: stepping through 6 steps on the binomial tree, 5 on the linear one", async ({ page }) => {
  await loadPreset(page, "packet-paper-fig5");
  await page.getByRole("tab", { name: "Packet steps" }).click();
  const position = page.getByTestId("ni-step-position");
  await expect(page.getByTestId("steps-fpfs")).toHaveText("6 steps");
  await expect(page.getByTestId("makespan")).toHaveText("55 µs"); // t_s + 6·t_step + t_r

  await page.getByLabel("First step").click();
  await expect(position).toHaveText("0 / 6");
  const fpfs = page.getByRole("region", { name: "FPFS steps" });
  await expect(fpfs).toContainText("before step 1");
  for (let t = 1; t <= 6; t++) {
    await page.getByLabel("Next step").click();
    await expect(position).toHaveText(`${t} / 6`);
  }
  await expect(fpfs).toContainText("step 6: P0→P1 [6]₂, P2→P3 [6]₂ — the last step");
  await expect(page.getByLabel("Next step")).toBeDisabled();

  await page.getByRole("radio", { name: "Linear", exact: true }).click();
  await expect(page.getByTestId("steps-fpfs")).toHaveText("5 steps");
  await expect(page.getByTestId("makespan")).toHaveText("50 µs");
  await page.getByLabel("First step").click();
  await page.getByLabel("Next step").click();
  await page.getByLabel("Next step").click();
  // Fig. 5(b): in step 2 P0 sends packet 1 while P1 forwards packet 0 (steps from 1, as the paper).
  await expect(fpfs).toContainText("step 2: P0→P1 [2]₁, P1→P2 [2]₀");
});

test("changing m changes the optimal k; the link reopens the same view", async ({ page, context }) => {
  await loadPreset(page, "packet-paper-fig5");
  await expect(page.getByTestId("optimal-k")).toContainText("k = 1"); // n = 4, m = 3: the chain (5 steps)
  const before = page.url();
  await commit(page, "m (packets)", "1");
  await expect(page.getByTestId("optimal-k")).toContainText("k = 2"); // one packet: ⌈log2 4⌉
  await expect.poll(() => page.url()).not.toBe(before);

  await page.getByRole("tab", { name: "Optimal k" }).click();
  const summary = page.getByTestId("optimal-k-summary");
  await expect(summary).toContainText("n = 4, m = 1: optimal k = 2, 2 FPFS steps");
  await commit(page, "m (packets)", "8");
  await expect(summary).toContainText("n = 4, m = 8: optimal k = 1, 10 FPFS steps");

  const again = await context.newPage();
  await again.goto(await settledUrl(page));
  await expect(again.getByRole("tab", { name: "Optimal k" })).toHaveAttribute("aria-selected", "true");
  await expect(again.getByTestId("optimal-k-summary")).toContainText("n = 4, m = 8: optimal k = 1");
  await expect(editorField(again, "m (packets)")).toHaveValue("8");
});

test("clicking the optimal-k map uses that n and m", async ({ page }) => {
  await loadPreset(page, "packet-paper-sec5-64-nodes");
  await page.getByRole("tab", { name: "Optimal k" }).click();
  const map = page.locator(".pk-heat svg").last();
  await expect(map).toBeVisible();
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await expect(page.locator(".pk-readout")).toContainText("click to use");
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await expect(editorField(page, "n (nodes, counting the source)")).not.toHaveValue("64");
  await expect(editorField(page, "m (packets)")).not.toHaveValue("8");
});

test("dragging a node to another parent re-runs the step simulation", async ({ page }) => {
  await loadPreset(page, "packet-paper-fig8"); // binomial: P0 → P4, P2, P1; P4 → P6, P5
  await page.getByRole("tab", { name: "Packet steps" }).click();
  await expect(page.getByTestId("steps-fpfs")).toHaveText("9 steps");
  const fpfs = page.getByRole("region", { name: "FPFS steps" });
  const from = (await fpfs.locator('[data-node="5"] circle').first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y - 20, { steps: 4 });
  const to = (await fpfs.locator('[data-node="1"] circle').last().boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByText("edited plan")).toBeVisible();
  // P5 now hangs below P1, the source's last child: packet 0 reaches it in step 3, not step 2.
  await expect(page.getByTestId("steps-fpfs")).not.toHaveText("9 steps");
  await page.getByRole("button", { name: "Reset to heuristic" }).first().click();
  await expect(page.getByTestId("steps-fpfs")).toHaveText("9 steps");
});

test("bad input is refused with a message naming the field and the reason", async ({ page }) => {
  await loadPreset(page, "packet-paper-fig5");
  const banner = page.getByTestId("rejected");

  await commit(page, "n (nodes, counting the source)", "1");
  await expect(banner).toContainText("nodes (n, counting the source) must be at least 2");
  await expect(editorField(page, "n (nodes, counting the source)")).toHaveAttribute("aria-invalid", "true");

  await commit(page, "m (packets)", "0");
  await expect(banner).toContainText("packets (m) must be at least 1");

  await page.getByLabel("k choice").selectOption("fixed");
  await commit(page, "k (at most k children per node)", "9");
  await expect(banner).toContainText(
    "k: must be between 1 and ⌈log2 n⌉ = 2 for n = 4 nodes (Theorem 3), got 9",
  );

  await commit(page, "Node order (a permutation; the first node is the source)", "0, 1, 1, 3");
  await expect(banner).toContainText("order[2]: P1 appears twice (order must be a permutation of 0…3)");
  // The schedule on screen is still the last valid one.
  await expect(page.getByTestId("makespan")).toHaveText("55 µs");
});

test("the decisions show the pending (packet, child) copies under FPFS, each rank as its terms", async ({
  page,
}) => {
  await loadPreset(page, "packet-paper-fig8");
  await page.getByRole("tab", { name: "Gantt" }).click();
  const open = page.getByRole("button", { name: /Show decisions/ });
  if (await open.isVisible()) await open.click();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("step-position")).toHaveText(/^1 \//);
  const table = page.getByTestId("candidate-table");
  await expect(table).toBeVisible();
  await expect(table).toContainText("FPFS rank");
  await expect(table.getByTestId("score-terms").first()).toContainText("packet j·d");
  await expect(page.getByText("No candidates recorded")).toHaveCount(0);
});

test("the packet-steps position is part of the link: a reload opens at the same step", async ({ page }) => {
  await loadPreset(page, "packet-paper-fig5");
  await page.getByRole("tab", { name: "Packet steps" }).click();
  const position = page.getByTestId("ni-step-position");
  await page.getByLabel("First step").click();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText("2 / 6");
  await settledUrl(page);
  await page.reload();
  await expect(page.getByTestId("ni-step-position")).toHaveText("2 / 6");
});

// Issue 17: the step view readable in a lecture hall — 16 and 32 nodes named at ≥ 14 px (18 when
// presenting), no sideways scrolling, each step's pending copies ringed, the picks hidden in the quiz.
const kBinomial = (nodes: number) => ({
  version: 1,
  kind: "packet-multicast",
  name: `k-binomial, ${nodes} nodes`,
  timeUnit: "us",
  seed: 1,
  nodes,
  packets: 3,
  k: null,
  interface: "fpfs",
  timing: { ts: 12.5, tr: 12.5, tns: 3, tnr: 2 },
});
const link = (nodes: number, view: Record<string, unknown>) =>
  `/${hashOf({ scenario: kBinomial(nodes), view: { v: 1, algorithm: "k-binomial", view: "packet-steps", packetStep: 4, ...view } })}`;

/** The smallest SVG text in the step trees, as drawn on screen (px), and how many labels. */
async function treeText(page: Page): Promise<{ smallest: number; count: number }> {
  return page.evaluate(() => {
    const sizes = Array.from(document.querySelectorAll(".pk-tree-svg text")).map((t) => {
      const m = (t as SVGGraphicsElement).getScreenCTM();
      return parseFloat(getComputedStyle(t).fontSize) * (m ? Math.hypot(m.a, m.b) : 1);
    });
    return { smallest: sizes.length ? Math.min(...sizes) : 0, count: sizes.length };
  });
}

test.describe("at 1280×720", () => {
  test.use({ viewport: { width: 1280, height: 720 } });
  for (const nodes of [16, 32]) {
    test(`${nodes} nodes: named at ≥ 14 px (18 presenting), candidates ringed, no sideways scrolling`, async ({
      page,
    }) => {
      for (const present of [false, true]) {
        await page.goto(link(nodes, present ? { present: true } : {}));
        const fpfs = page.getByRole("region", { name: "FPFS steps" });
        await expect(fpfs.locator(`[data-node="${nodes - 1}"]`)).toHaveCount(1);
        const text = await treeText(page);
        expect(text.count).toBeGreaterThan(2 * nodes);
        expect(text.smallest).toBeGreaterThanOrEqual(present ? 18 : 14);
        // Before step 5: the pending copies ringed, the ones sent next apart from them.
        await expect(fpfs.locator("[data-candidate]").first()).toBeAttached();
        await expect(fpfs.locator("[data-chosen]").first()).toBeAttached();
        await expect(fpfs.locator(".pk-next")).toContainText("before step 5");
        const panels = page.getByTestId("packet-panels");
        const overflow = await panels.evaluate((e) => e.scrollWidth - e.clientWidth);
        expect(overflow).toBeLessThanOrEqual(1);
        const doc = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(doc).toBeLessThanOrEqual(1280);
      }
    });
  }

  test("the quiz hides the next step's picks; the step itself reveals them", async ({ page }) => {
    await page.goto(link(16, { quiz: [] }));
    const fpfs = page.getByRole("region", { name: "FPFS steps" });
    await expect(fpfs.locator("[data-candidate]").first()).toBeAttached();
    await expect(fpfs.locator("[data-chosen]")).toHaveCount(0);
    await expect(fpfs.locator(".pk-next")).toContainText("quiz: which copy");
    const before = await fpfs.locator("[data-candidate]").count();
    expect(before).toBeGreaterThan(0);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("ni-step-position")).toContainText("5 /");
    // The copies of step 5 are now lit edges, with their [5]ⱼ labels.
    await expect(fpfs.locator("[data-lit]").first()).toBeAttached();
  });
});
