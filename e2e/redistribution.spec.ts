// Block-cyclic redistribution (Bhat et al.) end to end: the paper's ℜ₂(3,4) example as a timing
// diagram (Fig. 3), a drag that reorders a sender's sends, parameter edits, the link, and Fig. 5b's
// sweep against the CLI. Positions on the canvas come from the same pure layout the view uses.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { cli } from "../src/cli/cli";
import type { ExperimentSummary } from "../src/core/experiment";
import { findPreset, runScenario } from "../src/core/registry";
import { parseScenario } from "../src/core/scenario/document";
import { formatNumber } from "../src/core/units";
import { messagePalette } from "../src/ui/views/common/colors";
import { fullWindow } from "../src/ui/views/gantt/layout";
import { layoutTiming } from "../src/ui/views/timing/layout";
import { settledUrl } from "./settled-url";

const R234 = "redistribution-paper-r2-3-4";

/** Greedy on ℜ₂(3,4), Fig. 3 preset (32-byte messages, C = 32 / B µs), worked by hand. */
const FIG3_EVENTS = [
  "P0 → P1: 0–4 µs",
  "P0 → P2: 4–5 µs",
  "P1 → P0: 0–8 µs",
  "P1 → P3: 8–9 µs",
  "P2 → P3: 0–8 µs",
  "P2 → P0: 8–10 µs",
  "P3 → P2: 0–1 µs",
  "P3 → P1: 4–8 µs",
];

async function loadPreset(page: Page, id: string): Promise<void> {
  await page.goto("/");
  await page.getByLabel("Preset").selectOption(id);
}

/** The rectangle of P_from → P_to in the sender diagram, in page coordinates, as the view lays it out. */
async function senderRect(page: Page, from: number, to: number) {
  const stage = page.locator(".sx-timing-stage");
  const box = (await stage.boundingBox())!;
  const [width, height] = await stage.evaluate((el) => [el.clientWidth, el.clientHeight]);
  const s = runScenario(parseScenario(findPreset(R234)!.doc), "greedy", {}).schedule;
  const p = layoutTiming(
    s,
    { width: width!, height: height!, window: fullWindow(s) },
    { sides: "both", colorBy: "peer" },
  );
  const task = s.tasks.findIndex((t) => t.kind === "send" && t.node === from && t.peer === to);
  const r = p.rects.find((x) => x.task === task)!;
  return { x: box.x + r.x, y: box.y + r.y, w: r.w, h: r.h, top: box.y + p.plotTop, fill: r.fill };
}

test("ℜ₂(3,4): the paper's timing diagram; dragging an event changes the completion time; the link keeps it", async ({
  page,
  context,
}) => {
  await loadPreset(page, R234);
  await expect(page.getByRole("tab", { name: "Timing diagram" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("makespan")).toHaveText("10 µs");
  await expect(page.getByTestId("lower-bound")).toHaveText("10 µs");
  const events = page.getByTestId("timing-events");
  for (const e of FIG3_EVENTS) await expect(events).toContainText(e);

  // The canvas really has P2 → P0 where the layout says, in P0's colour (the label's processor).
  const r = await senderRect(page, 2, 0);
  const ratio = await page.evaluate(() => window.devicePixelRatio);
  const stageBox = (await page.locator(".sx-timing-stage").boundingBox())!;
  const pixel = await page
    .locator(".sx-timing-canvas")
    .first()
    .evaluate(
      (c: HTMLCanvasElement, [x, y]) => Array.from(c.getContext("2d")!.getImageData(x!, y!, 1, 1).data),
      [Math.round((r.x - stageBox.x + 5) * ratio), Math.round((r.y - stageBox.y + 5) * ratio)],
    );
  const hex = `#${pixel
    .slice(0, 3)
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")}`;
  expect(hex).toBe(messagePalette(4)[0]);

  // The export is an SVG file of the same diagram.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export SVG" }).click(),
  ]);
  const svg = readFileSync(await download.path(), "utf8");
  expect(download.suggestedFilename()).toMatch(/timing\.svg$/);
  expect(svg).toContain("<svg");
  expect(svg).toContain("completion = lower bound = 10 µs");

  // Drag P2's second event (to P0, 8–10 µs) to the top of its column: P2 now asks P0 first, which
  // serves P1 until 8 µs, so P2 → P0 runs 8–10 and P2 → P3 10–18.
  await page.mouse.move(r.x + r.w / 2, r.y + r.h / 2);
  await page.mouse.down();
  await page.mouse.move(r.x + r.w / 2, r.top + 20, { steps: 6 });
  await page.mouse.move(r.x + r.w / 2, r.top + 4, { steps: 2 });
  await page.mouse.up();
  await expect(page.getByTestId("makespan")).toHaveText("18 µs");
  await expect(page.locator(".edited-badge")).toBeVisible();
  await expect(events).toContainText("P2 → P0: 8–10 µs");
  await expect(events).toContainText("P2 → P3: 10–18 µs");

  // The URL holds the edited plan and the view: a new page shows the same.
  await expect(page).toHaveURL(/#s=/);
  const again = await context.newPage();
  await again.goto(await settledUrl(page));
  await expect(again.getByTestId("makespan")).toHaveText("18 µs");
  await expect(again.getByRole("tab", { name: "Timing diagram" })).toHaveAttribute("aria-selected", "true");
  await expect(again.getByTestId("timing-events")).toContainText("P2 → P3: 10–18 µs");
});

test("ℜ₂(3,4): editing K re-runs the schedule and changes the link; a zero bandwidth is refused by name", async ({
  page,
}) => {
  await loadPreset(page, R234);
  await expect(page.getByTestId("makespan")).toHaveText("10 µs");
  const before = await settledUrl(page);
  const k = page.getByLabel("K (factor)");
  await k.fill("2");
  await k.press("Enter");
  await expect(page.getByTestId("redistribution-summary")).toContainText("become 12 blocks of 4");
  await expect(page.getByTestId("makespan")).not.toHaveText("10 µs");
  // K = 2: six messages (a send and a receive each) and two local copies (P0 and P3 keep blocks).
  await expect(page.getByTestId("task-count")).toHaveText("14");
  await expect.poll(() => page.url()).not.toBe(before);

  await page.getByRole("tab", { name: "Array (Fig. 1)" }).click();
  await expect(page.getByTestId("array-view")).toContainText("cyclic(4)");

  const b = page.getByLabel("bandwidth from P0 to P1");
  await b.fill("0");
  await b.press("Enter");
  await expect(page.getByTestId("rejected")).toContainText("bandwidth[0][1]");
  await expect(page.getByTestId("rejected")).toContainText("must be > 0");
});

test("Fig. 5b sweep in the Experiments tab prints the CLI's numbers", async ({ page }) => {
  await loadPreset(page, R234);
  await page.getByRole("tab", { name: "Sweeps" }).click();
  await expect(page.getByLabel("Experiment", { exact: true })).toHaveValue("redistribution-heterogeneity");
  const set = async (label: string, value: string) => {
    const input = page.locator(".experiment-panel").getByLabel(label, { exact: true });
    await input.fill(value);
    await input.press("Enter");
  };
  await set("P (processors)", "8");
  await set("K (factor)", "5");
  await set("N (elements)", "800");
  await set("random networks per point", "1");
  await set("to v (%)", "300");
  await page.getByRole("button", { name: "Run 2 instances" }).click();
  await expect(page.getByTestId("sweep-done")).toBeVisible();

  let out = "";
  const code = cli(
    [
      "sweep",
      "redistribution-heterogeneity",
      "--seed",
      "1",
      ...["processors=8", "K=5", "elements=800", "instances=1", "toPercent=300"].flatMap((p) => [
        "--param",
        p,
      ]),
      "--json",
    ],
    { out: (t) => (out += t), err: (t) => (out += t), readFile: () => "" },
  );
  expect(code).toBe(0);
  const summary = (JSON.parse(out) as { summary: ExperimentSummary }).summary;
  const table = summary.tables[0]!;
  // The first table is the means (the figure sweeps print their 95 % half-widths in a second one).
  const rows = page.locator(".experiment-results table").first().locator("tbody tr");
  await expect(rows).toHaveCount(2);
  for (let r = 0; r < 2; r++) {
    const cells = rows.nth(r).locator("td");
    for (let c = 0; c < table.columns.length; c++) {
      const v = table.rows[r]![c]!;
      await expect(cells.nth(c)).toHaveText(typeof v === "number" ? formatNumber(v) : v);
    }
  }
  await expect(page.getByTestId("sweep-done")).toContainText("--param K=5");
});

test("P = 64, K = 63: the largest preset loads and draws without freezing the page", async ({ page }) => {
  await loadPreset(page, "redistribution-sec5-p64-k63");
  await page.getByRole("tab", { name: "Timing diagram" }).click();
  // 3,968 events scheduled in the worker: allow for a busy machine.
  await expect(page.getByTestId("task-count")).toHaveText("8000", { timeout: 30_000 });
  await expect(page.getByTestId("timing-events")).toContainText("more events");
  // The page still answers: switching views is immediate.
  await page.getByRole("tab", { name: "Matrix C" }).click();
  await expect(page.getByTestId("matrix-bound")).toContainText("is reached by");
  await page.getByRole("tab", { name: "Array (Fig. 1)" }).click();
  await expect(page.getByTestId("array-truncation")).toContainText("4,032 blocks");
});

test("ℜ₂(3,4), Direct (K-step): each decision lists the sender's messages by their K-step step", async ({
  page,
}) => {
  await loadPreset(page, R234);
  await page.getByRole("radio", { name: "Direct (K-step)", exact: true }).click();
  const open = page.getByRole("button", { name: /Show decisions/ });
  if (await open.isVisible()) await open.click();
  await page.getByRole("button", { name: "First", exact: true }).click();
  await expect(page.getByTestId("step-position")).toHaveText(/^0 \//);
  const table = page.getByTestId("candidate-table");
  await expect(table).toBeVisible();
  await expect(table).toContainText("K-step step");
  await expect(page.locator(".candidates")).toContainText("step 1 of");
  await expect(page.getByText("No candidates recorded")).toHaveCount(0);
});

test("ℜ₂(3,4), Direct (K-step): the matrix outlines the decision's slot, the pick apart, 18 px presenting", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await loadPreset(page, R234);
  await page.getByRole("radio", { name: "Direct (K-step)", exact: true }).click();
  await page.getByRole("tab", { name: "Matrix C" }).click();
  const open = page.getByRole("button", { name: /Show decisions/ });
  if (await open.isVisible()) await open.click();
  await page.getByRole("button", { name: "First", exact: true }).click();
  await expect(page.getByTestId("step-position")).toHaveText(/^0 \//);
  const matrix = page.getByTestId("matrix-view");
  // Decision 1's candidates: its sender's messages of the K-step schedule, each on its cell. (They come
  // from the worker when the step-through first shows the decision: read them once they are there.)
  await expect(page.getByTestId("candidate-table").locator("tbody tr").first()).toBeVisible();
  const rows = await page.getByTestId("candidate-table").locator("tbody tr").count();
  await expect(matrix.locator("[data-candidate]")).toHaveCount(rows);
  await expect(matrix.locator("[data-chosen]")).toHaveCount(1);
  const smallest = () =>
    page.evaluate(() =>
      Math.min(
        ...Array.from(document.querySelectorAll('[data-testid="matrix-view"] svg text')).map((t) => {
          const m = (t as SVGGraphicsElement).getScreenCTM();
          return parseFloat(getComputedStyle(t).fontSize) * (m ? Math.hypot(m.a, m.b) : 1);
        }),
      ),
    );
  expect(await smallest()).toBeGreaterThanOrEqual(14);
  await page.keyboard.press("p");
  await expect(page.locator(".app.present")).toBeVisible();
  expect(await smallest()).toBeGreaterThanOrEqual(18);
  await page.getByRole("tab", { name: "Array (Fig. 1)" }).click();
  const arrayText = await page.evaluate(() =>
    Math.min(
      ...Array.from(document.querySelectorAll(".view-area svg text")).map((t) => {
        const m = (t as SVGGraphicsElement).getScreenCTM();
        return parseFloat(getComputedStyle(t).fontSize) * (m ? Math.hypot(m.a, m.b) : 1);
      }),
    ),
  );
  expect(arrayText).toBeGreaterThanOrEqual(18);
});
