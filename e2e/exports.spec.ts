// Exports other tools open (issue 18): the summary bar's "Export data" menu saves the shown run's
// tasks as CSV, its schedule as JSON and a Chrome Trace Event file, named after the scenario and the
// algorithm; each download parses.
import { expect, test, type Page } from "@playwright/test";
import { hashOf } from "./links";

async function loadPreset(page: Page, id: string, makespan: string) {
  await page.goto("/");
  await page.getByLabel("Preset").selectOption(id);
  await expect(page.getByTestId("makespan")).toHaveText(makespan);
}

/** Opens the menu, clicks `item`, returns the download's file name and text. */
async function exportItem(page: Page, item: string): Promise<{ name: string; text: string }> {
  await page.getByText("Export data", { exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: item }).click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") };
}

interface TraceEvent {
  readonly ph: string;
  readonly name: string;
  readonly ts?: number;
  readonly dur?: number;
  readonly id?: number;
}

test("the paper example's tasks, schedule and trace download under its name and parse", async ({ page }) => {
  await loadPreset(page, "multicast-paper-example", "19 µs");
  const base = "wu-yeh-liu-sec-6-example-figs-4-5-ecf";

  const csv = await exportItem(page, "Export tasks CSV");
  expect(csv.name).toBe(`${base}-tasks.csv`);
  const lines = csv.text.trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^node,kind,start,end,peer,message,/);
  await expect(page.getByTestId("task-count")).toHaveText(String(lines.length - 1));
  const ends = lines.slice(1).map((l) => Number(l.split(",")[3]));
  expect(Math.max(...ends)).toBe(19);

  const json = await exportItem(page, "Export schedule JSON");
  expect(json.name).toBe(`${base}-schedule.json`);
  const schedule = JSON.parse(json.text) as {
    algorithm: string;
    makespan: number;
    timeUnit: string;
    tasks: [];
  };
  expect(schedule).toMatchObject({ algorithm: "ecf", makespan: 19, timeUnit: "us" });
  expect(schedule.tasks).toHaveLength(lines.length - 1);

  const trace = await exportItem(page, "Export Chrome trace");
  expect(trace.name).toBe(`${base}-trace.json`);
  const events = (JSON.parse(trace.text) as { traceEvents: TraceEvent[] }).traceEvents;
  expect(events.filter((e) => e.ph === "X")).toHaveLength(lines.length - 1);
  expect(events.filter((e) => e.ph === "s")).toHaveLength(events.filter((e) => e.ph === "f").length);
  expect(events.map((e) => e.name)).toContain("send m0 → P1");
  // The menu closes after each choice.
  await expect(page.getByRole("menuitem", { name: "Export Chrome trace" })).toBeHidden();
});

test("a scenario in milliseconds exports its trace in microseconds", async ({ page }) => {
  await loadPreset(page, "grid-paper-grid5000", "982.35 ms");
  const trace = await exportItem(page, "Export Chrome trace");
  expect(trace.name).toMatch(/^grid5000-88-machines-.*-ecef-trace\.json$/);
  const events = (JSON.parse(trace.text) as { traceEvents: TraceEvent[] }).traceEvents;
  const end = Math.max(...events.filter((e) => e.ph === "X").map((e) => (e.ts ?? 0) + (e.dur ?? 0)));
  expect(Math.abs(end - 982_350.18)).toBeLessThan(0.01);
});

test("screenshot: the export menu open at 1280×720", async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await loadPreset(page, "multicast-paper-example", "19 µs");
  await page.getByText("Export data", { exact: true }).click();
  await expect(page.getByRole("menuitem", { name: "Export Chrome trace" })).toBeVisible();
  await page.screenshot({ path: info.outputPath("export-menu-1280x720.png") });
});

test("the Gantt's SVG and PNG exports include the critical path when it is shown", async ({ page }) => {
  await loadPreset(page, "multicast-paper-example", "19 µs");
  const save = async (button: "Export SVG" | "Export PNG") => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: button }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const plain = (await save("Export SVG")).toString("utf8");
  expect(plain).not.toContain("data-critical-path");
  const plainPng = await save("Export PNG");

  await page.getByTestId("critical-path-toggle").check();
  await expect(page.getByTestId("critical-path-summary")).toContainText(/critical path: \d+ tasks/);
  const svg = (await save("Export SVG")).toString("utf8");
  expect(svg).toContain('data-critical-path="true"');
  expect(svg).toMatch(/critical path: \d+ tasks.*\(outlined in red\)/);
  const outlines = svg.match(/<rect[^>]*stroke="#d62728"/g) ?? [];
  expect(outlines.length).toBeGreaterThan(1);
  // The PNG is the same drawing rasterised: it differs from the one without the path.
  const png = await save("Export PNG");
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(png.equals(plainPng)).toBe(false);
});

test("a 256-node all-to-all's exports are written off the page's thread, which stays free to use", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const scenario = {
    version: 1,
    kind: "multicast",
    name: "All-to-all 256",
    generator: { id: "multicast-random@1", params: { nodes: 256, pattern: "all-to-all" }, seed: 1 },
  };
  await page.goto(`/${hashOf({ scenario, view: { v: 1, algorithm: "wr" } })}`);
  await expect(page.getByTestId("gantt-view")).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId("makespan")).toBeVisible();

  // The trace is written by the export worker: the menu says so, and Cancel stops it.
  await page.getByText("Export data", { exact: true }).click();
  await page.getByRole("menuitem", { name: "Export Chrome trace" }).click();
  const writing = page.getByTestId("export-writing");
  await expect(writing).toContainText("Writing the Chrome trace (130 560 tasks)");
  await expect(page.getByRole("menuitem", { name: "Export tasks CSV" })).toBeDisabled();
  await writing.getByRole("button", { name: "Cancel" }).click();
  await expect(writing).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: "Export tasks CSV" })).toBeEnabled();

  // The CSV comes whole: a header and one line per task.
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 120_000 }),
    page.getByRole("menuitem", { name: "Export tasks CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("all-to-all-256-wr-tasks.csv");
  const stream = await download.createReadStream();
  let lines = 0;
  let first = "";
  for await (const chunk of stream) {
    const text = (chunk as Buffer).toString("utf8");
    if (first === "") first = text.slice(0, 40);
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
  }
  expect(first).toMatch(/^node,kind,start,end,peer,message/);
  expect(lines).toBe(130_560 + 1);
});
