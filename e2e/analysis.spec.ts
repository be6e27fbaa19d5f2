// The analysis views end to end: sort and filter the task table, the time-per-node chart and the link
// heat map on two families, the Gantt's critical-path toggle, and dropping scenario files on the page
// (a good one keeps the algorithm and view; a bad one or two at once are refused by name).
import { expect, test, type Page } from "@playwright/test";
import { findPreset } from "../src/core/registry";
import { allToAll, hashOf, threeNodeMulticast } from "./links";

test.use({ viewport: { width: 1280, height: 720 } });

async function loadPreset(page: Page, id: string) {
  await page.goto("/");
  await page.getByLabel("Preset").selectOption(id);
  await expect(page.getByTestId("makespan")).not.toBeEmpty();
}

/** Drags files over the page (the overlay appears), then drops them. */
async function dropFiles(page: Page, files: { name: string; text: string }[]) {
  const dt = await page.evaluateHandle((list) => {
    const d = new DataTransfer();
    for (const f of list) d.items.add(new File([f.text], f.name, { type: "application/json" }));
    return d;
  }, files);
  await page.dispatchEvent("main", "dragenter", { dataTransfer: dt });
  await expect(page.getByTestId("file-drop-overlay")).toBeVisible();
  await expect(page.getByTestId("file-drop-overlay")).toContainText("Drop a scenario file");
  await page.dispatchEvent("main", "drop", { dataTransfer: dt });
  await expect(page.getByTestId("file-drop-overlay")).toHaveCount(0);
}

test("the task table sorts by a column and filters by text and range", async ({ page }) => {
  await loadPreset(page, "multicast-multiple-64x16");
  await page.getByRole("tab", { name: "Analysis" }).click();
  await page.getByRole("tab", { name: "Task table" }).click();
  await expect(page.getByTestId("task-table-count")).toHaveText("1024 tasks");
  const rows = page.locator(".task-table-view tbody tr:not(.spacer)");
  expect(await rows.count()).toBeLessThan(120);

  const header = page.locator("th", { hasText: "duration" });
  await header.getByRole("button").click();
  await header.getByRole("button").click();
  await expect(header).toHaveAttribute("aria-sort", "descending");
  const durations = await rows.evaluateAll((trs) =>
    trs.slice(0, 20).map((tr) => Number(tr.children[8]?.textContent)),
  );
  expect(durations).toEqual([...durations].sort((a, b) => b - a));

  await page.getByLabel("Filter by node, message or kind").fill("P7");
  await page.getByLabel("start min (µs)").fill("50000");
  await expect(page.getByTestId("task-table-count")).toHaveText(/^\d+ of 1024 tasks$/);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({ text: tr.textContent ?? "", start: Number(tr.children[6]?.textContent) })),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const r of shown) {
    expect(r.text).toContain("P7");
    expect(r.start).toBeGreaterThanOrEqual(50000);
  }

  // scrolling renders the rows further down (virtualized, no paging)
  await page.getByLabel("Filter by node, message or kind").fill("");
  await page.getByLabel("start min (µs)").fill("");
  await page.getByTestId("task-table-scroll").evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(rows.last()).toHaveAttribute("aria-rowindex", "1025");
});

for (const [preset, family] of [
  ["multicast-paper-example", "multicast"],
  ["redistribution-paper-r2-3-4", "redistribution"],
] as const) {
  test(`time per node and the link heat map: ${family}`, async ({ page }) => {
    await loadPreset(page, preset);
    await page.getByRole("tab", { name: "Analysis" }).click();
    await page.getByRole("tab", { name: "Time per node" }).click();
    await expect(page.getByTestId("node-time-view")).toBeVisible();
    await expect(page.locator(".node-bar")).toHaveCount(4);
    await page.locator(".node-bar").first().hover();
    await expect(page.getByTestId("node-time-status")).toContainText("P0:");
    await page.getByRole("tab", { name: "Link heat map" }).click();
    await expect(page.getByTestId("link-heat-status")).toContainText("pairs carry traffic");
    const canvas = page.getByTestId("link-heat-canvas");
    const box = await canvas.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(4 * 6);
    // P0 → P1 carries something in both presets: its cell is row 0, column 1
    const cell = (box?.width ?? 0) / 4;
    await canvas.hover({ position: { x: cell * 1.5, y: cell * 0.5 } });
    await expect(page.getByRole("tooltip")).toContainText("P0 → P1");
    await page.getByRole("radio", { name: "busy time" }).click();
    await expect(page.getByRole("radio", { name: "busy time" })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByTestId("link-heat-status")).toContainText("busiest");
    // no horizontal overflow at 1280 × 720
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("a link naming a task opens the table scrolled to it", async ({ page }) => {
  const doc = findPreset("multicast-multiple-64x16")?.doc;
  await page.goto(
    `/${hashOf({ scenario: doc, view: { v: 1, algorithm: "ecf", view: "table", selection: "task:900" } })}`,
  );
  const selected = page.locator(".task-table-view tbody tr.selected");
  await expect(selected).toBeInViewport();
  expect(Number(await selected.getAttribute("aria-rowindex"))).toBeGreaterThan(100);
});

test("the critical path is highlighted on the Gantt chart", async ({ page }) => {
  await loadPreset(page, "grid-example-4");
  const toggle = page.getByTestId("critical-path-toggle");
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByTestId("critical-path-summary")).toContainText(/critical path: \d+ tasks/);
  await toggle.uncheck();
  await expect(page.getByTestId("critical-path-summary")).toHaveCount(0);
});

test("dropping a scenario file keeps the algorithm and view; bad drops are refused by name", async ({
  page,
}) => {
  const good = threeNodeMulticast("Good scenario");
  await page.goto(`/${hashOf({ scenario: good, view: { v: 1, algorithm: "wr", view: "table" } })}`);
  await expect(page.getByLabel("Scenario name")).toHaveValue("Good scenario");
  await expect(page.locator('[data-algorithm="wr"]')).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("tab", { name: "Analysis" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("task-table-count")).toBeVisible();

  const other = {
    ...threeNodeMulticast("Dropped scenario"),
    multicasts: [{ source: 1, destinations: [0, 2], bytes: 1 }],
  };
  await dropFiles(page, [{ name: "dropped.json", text: JSON.stringify(other) }]);
  await expect(page.getByLabel("Scenario name")).toHaveValue("Dropped scenario");
  await expect(page.locator('[data-algorithm="wr"]')).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("tab", { name: "Analysis" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("task-table-count")).toBeVisible();
  const makespan = await page.getByTestId("makespan").textContent();

  await dropFiles(page, [
    { name: "bad.json", text: JSON.stringify({ ...good, nodes: [{ sendFixed: -1 }] }) },
  ]);
  await expect(page.getByTestId("rejected")).toContainText("bad.json was not imported");
  await expect(page.getByTestId("rejected")).toContainText("nodes[0]");
  await expect(page.getByLabel("Scenario name")).toHaveValue("Dropped scenario");
  await expect(page.getByTestId("makespan")).toHaveText(makespan ?? "");

  await dropFiles(page, [
    { name: "a.json", text: "{}" },
    { name: "b.json", text: "{}" },
  ]);
  await expect(page.getByTestId("rejected")).toContainText("2 files were dropped (a.json, b.json)");
  await expect(page.getByLabel("Scenario name")).toHaveValue("Dropped scenario");

  await dropFiles(page, [{ name: "notes.txt", text: "not json" }]);
  await expect(page.getByTestId("rejected")).toContainText("notes.txt was not imported");
  await expect(page.getByLabel("Scenario name")).toHaveValue("Dropped scenario");
});

test("the Analysis part is in the link: a reload reopens it", async ({ page }) => {
  await loadPreset(page, "multicast-paper-example");
  await page.getByRole("tab", { name: "Analysis" }).click();
  await page.getByRole("tab", { name: "Link heat map" }).click();
  await expect(page.getByTestId("link-heat-view")).toBeVisible();
  await expect(page).toHaveURL(/#s=/);
  // the link is written when the page is idle
  await expect.poll(() => page.evaluate(() => location.hash.length)).toBeGreaterThan(10);
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Link heat map" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("link-heat-view")).toBeVisible();
  await page.getByRole("tab", { name: "Time per node" }).click();
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Time per node" })).toHaveAttribute("aria-selected", "true");
});

test("dropped files of another kind (sweep shard, sweep results, schedule) are refused as what they are", async ({
  page,
}) => {
  await loadPreset(page, "multicast-paper-example");
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  const name = await page.getByLabel("Scenario name").inputValue();
  const shard = {
    format: "schedule-explorer/sweep-shard",
    version: 1,
    experiment: "multicast-competitive-ratio",
    params: {},
    seed: 7,
    runs: 4,
    shard: { index: 2, count: 4, from: 1, to: 2 },
    rows: [[]],
  };
  await dropFiles(page, [{ name: "shard-2.json", text: JSON.stringify(shard) }]);
  await expect(page.getByTestId("rejected")).toContainText("shard-2.json was not imported");
  await expect(page.getByTestId("rejected")).toContainText(
    "it is a sweep shard (experiment multicast-competitive-ratio, seed 7), not a scenario",
  );
  await expect(page.getByLabel("Scenario name")).toHaveValue(name);
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");

  const results = { experiment: "multicast-competitive-ratio", seed: 3, runs: 2, summary: [], ci95: [] };
  await dropFiles(page, [{ name: "sweep.json", text: JSON.stringify(results) }]);
  await expect(page.getByTestId("rejected")).toContainText("it is a sweep's results");

  const schedule = { format: "schedule-explorer/schedule", version: 1, tasks: [] };
  await dropFiles(page, [{ name: "schedule.json", text: JSON.stringify(schedule) }]);
  await expect(page.getByTestId("rejected")).toContainText("it is an exported schedule");
  await expect(page.getByLabel("Scenario name")).toHaveValue(name);
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
});

test("a large schedule's analysis runs off the main thread and arrives (computing… meanwhile)", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loadPreset(page, "packet-large-1024");
  await expect(page.getByTestId("makespan")).toBeVisible({ timeout: 120_000 });
  await page.getByRole("tab", { name: "Analysis" }).click();
  await page.getByRole("tab", { name: "Task table" }).click();
  await expect(page.getByTestId("task-table-count")).toHaveText(/^\d+ tasks$/, { timeout: 60_000 });
  const header = page.locator("th", { hasText: "duration" });
  await header.getByRole("button").click();
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  await expect(page.getByTestId("task-table-count")).not.toContainText("computing", { timeout: 60_000 });
  const rows = page.locator(".task-table-view tbody tr:not(.spacer)");
  const durations = await rows.evaluateAll((trs) =>
    trs.slice(0, 20).map((tr) => Number(tr.children[8]?.textContent)),
  );
  expect(durations).toEqual([...durations].sort((a, b) => a - b));
  await page.getByRole("tab", { name: "Time per node" }).click();
  await expect(page.getByTestId("node-time-status")).toContainText("makespan", { timeout: 60_000 });
  await page.getByRole("tab", { name: "Link heat map" }).click();
  await expect(page.getByTestId("link-heat-status")).toContainText(/^\d+ of \d+ pairs carry traffic/, {
    timeout: 60_000,
  });
});

test("a 512-node link heat map opens fitted: the whole matrix, each pixel's hottest link named", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const scenario = allToAll(512);
  await page.goto(
    `/${hashOf({ scenario, view: { v: 1, algorithm: "wr", view: "table", analysis: "links" } })}`,
  );
  const canvas = page.getByTestId("link-heat-canvas");
  await expect(canvas).toHaveAttribute("data-pixels", "overview", { timeout: 60_000 });
  // The whole matrix inside the panel: no scrolling to see its corners.
  const scroll = page.locator(".link-heat-scroll");
  const fits = await scroll.evaluate(
    (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
  );
  expect(fits).toBe(true);
  const box = (await canvas.boundingBox())!;
  let tip = "";
  for (let k = 1; k < 20 && !/the hottest of.*–/.test(tip); k++) {
    await canvas.hover({ position: { x: (box.width * k) / 20, y: box.height / 2 } });
    tip =
      (await page
        .getByRole("tooltip")
        .textContent({ timeout: 500 })
        .catch(() => "")) ?? "";
  }
  // A pixel holds one or two nodes a side here (512 nodes in fewer pixels): its block is named.
  expect(tip).toMatch(/the hottest ofP\d+(–P\d+)? → P\d+(–P\d+)?transfers/);
  // Unticked: the cells, 6 px each, scrolled.
  await page.getByLabel("fit to panel").uncheck();
  await expect(canvas).toHaveAttribute("data-pixels", "cells");
  expect((await canvas.boundingBox())?.width).toBeCloseTo(512 * 6, 0);
});
