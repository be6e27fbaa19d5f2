// The lecture from the keyboard (issue 17) at a projector's 1280×720 in presentation mode: the
// Wu–Yeh–Liu Sec. 6 example through ECF then ECFP (`]` / `[` switch the heuristic), a k-binomial packet
// walk (Kesavan–Panda Fig. 9a) under FPFS and then FCFS, and a grid broadcast (Steffenel–Mounié,
// GRID5000) with and without lookahead (ECEF, then ECEF-LA). After each page.goto only keys are
// pressed — no clicks. At every stage: the decision counter, the candidates the panel lists (the
// same, in the same order, as the core's run of that scenario), the main view's "candidates of
// decision k" legend, at least four candidate rows on screen, and a scenario (the link's document)
// that never changed.
//
// The packet interface (FPFS / FCFS) is a field of the scenario (docs/scenario-format.md), not an
// algorithm: no key may switch it without editing the scenario, so the FCFS walk opens a prepared
// link of the same tree with `interface: "fcfs"`, as a lecturer would have one ready.
import { expect, test, type Page } from "@playwright/test";
import LZString from "lz-string";
import type { ScenarioDoc } from "../src/core/family";
import { findPreset, runScenario } from "../src/core/registry";
import { parseScenario } from "../src/core/scenario/document";
import type { Candidate, Step } from "../src/core/schedule/types";
import { hashOf } from "./links";
import { settledUrl } from "./settled-url";

interface Payload {
  readonly scenario?: unknown;
  readonly view?: { readonly algorithm?: string };
}

function payloadOf(url: string): Payload {
  const hash = new URL(url).hash;
  return JSON.parse(LZString.decompressFromEncodedURIComponent(hash.slice("#s=".length)) ?? "{}") as Payload;
}

const scenarioOf = (url: string) => JSON.stringify(payloadOf(url).scenario);

function presetDoc(id: string): ScenarioDoc {
  const preset = findPreset(id);
  if (!preset) throw new Error(`no preset ${id}`);
  return preset.doc;
}

/** The core's decisions for the scenario, with every decision's candidates (what the panel must list). */
function decisionsOf(doc: ScenarioDoc, algorithm: string): readonly Step[] {
  return runScenario(parseScenario(doc), algorithm, { explain: true }).schedule.steps;
}

/** Opens a prepared link in the Gantt with the decisions, then P (a key) presents it. */
async function openLink(page: Page, doc: ScenarioDoc, algorithm: string, preset: string): Promise<string> {
  await page.goto(`/${hashOf({ scenario: doc, view: { v: 1, algorithm, view: "gantt", preset } })}`);
  await expect(page.getByTestId("makespan")).toBeVisible();
  await page.keyboard.press("p");
  await expect(page.locator(".app.present")).toBeVisible();
  await expect(page.getByTestId("step-position")).toBeVisible();
  return scenarioOf(await settledUrl(page));
}

/** Home, then → until decision `k` (1-based) is the one explained; the counter says k − 1 are shown. */
async function goToDecision(page: Page, k: number, total: number) {
  await page.keyboard.press("Home");
  await expect(page.getByTestId("step-position")).toHaveText(`0 / ${total}`);
  for (let i = 1; i < k; i++) await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("step-position")).toHaveText(`${k - 1} / ${total}`);
}

/** "P3 → P5" per candidate row, as the table lists them (sender and receiver cells). */
async function listedPairs(page: Page): Promise<string[]> {
  const rows = page.getByTestId("candidate-table").locator("tbody tr");
  return rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = Array.from(tr.querySelectorAll("td")).map((td) => (td.textContent ?? "").trim());
      return `${cells[0]} → ${cells[1]}`;
    }),
  );
}

const pairOf = (c: Pick<Candidate, "sender" | "receiver">) => `P${c.sender} → P${c.receiver}`;

/** Candidate rows wholly on screen: inside the panel's scroll box and the window. */
async function visibleRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    const box = document.querySelector(".steps-panel .candidates")?.getBoundingClientRect();
    if (!box) return 0;
    const rows = Array.from(document.querySelectorAll('[data-testid="candidate-table"] tbody tr'));
    return rows.filter((tr) => {
      const r = tr.getBoundingClientRect();
      return r.height > 0 && r.top >= box.top - 0.5 && r.bottom <= Math.min(box.bottom, innerHeight) + 0.5;
    }).length;
  });
}

/**
 * Decision k explained: the counter, the rule's pick first in the table with ✓, every candidate of the
 * core's run listed in its order, four rows (or all) on screen, and the main view's legend naming it.
 */
async function expectDecision(page: Page, steps: readonly Step[], k: number, rule?: RegExp) {
  const step = steps[k - 1]!;
  const candidates = step.candidates ?? [];
  expect(candidates.length, `decision ${k} weighs candidates`).toBeGreaterThan(1);
  const panel = page.getByLabel("Decisions");
  await expect(panel).toContainText(`Next decision (${k}): P${step.sender} → P${step.receiver}`);
  if (rule) await expect(panel.locator(".candidates > p").first()).toContainText(rule);
  await expect.poll(() => listedPairs(page)).toEqual(candidates.map(pairOf));
  const chosen = page.getByTestId("candidate-chosen");
  await expect(chosen).toContainText("✓");
  await expect(chosen.locator("td").nth(0)).toHaveText(`P${step.sender}`);
  await expect(chosen.locator("td").nth(1)).toHaveText(`P${step.receiver}`);
  expect(await visibleRows(page), `decision ${k}: candidate rows on screen`).toBeGreaterThanOrEqual(
    Math.min(4, candidates.length),
  );
  await expect(page.getByTestId("candidate-legend")).toContainText(`candidates of decision ${k}`);
}

async function expectAlgorithm(page: Page, algorithm: string) {
  await expect.poll(async () => payloadOf(await settledUrl(page)).view?.algorithm).toBe(algorithm);
}

test.describe("the lecture from the keyboard at 1280×720, presenting", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("Wu–Yeh–Liu Sec. 6 through ECF, then ECFP with ], and back with [", async ({ page }) => {
    const doc = presetDoc("multicast-paper-example");
    const ecf = decisionsOf(doc, "ecf");
    const ecfp = decisionsOf(doc, "ecfp");
    const scenario = await openLink(page, doc, "ecf", "multicast-paper-example");
    await expect(page.getByTestId("makespan")).toHaveText("19 µs");

    // ECF, decision by decision: each one's candidates by Eq. 5–6, the earliest completion picked.
    await goToDecision(page, 1, ecf.length);
    await expectDecision(page, ecf, 1, /earliest completion/);
    for (let k = 2; k <= 4; k++) {
      await page.keyboard.press("ArrowRight");
      await expect(page.getByTestId("step-position")).toHaveText(`${k - 1} / ${ecf.length}`);
      await expectDecision(page, ecf, k);
    }
    // End: every decision made.
    await page.keyboard.press("End");
    await expect(page.getByTestId("step-position")).toHaveText(`${ecf.length} / ${ecf.length}`);

    // ] five times: WR, EAF, RR, RRS, then ECFP (the heuristics in the family's order).
    for (let i = 0; i < 5; i++) await page.keyboard.press("]");
    await expectAlgorithm(page, "ecfp");
    await expect(page.getByTestId("makespan")).toHaveText("16 µs");
    // ECFP's third decision differs: P1 → P3 fills a receive's waiting time (Eq. 10).
    await goToDecision(page, 3, ecfp.length);
    await expectDecision(page, ecfp, 3, /waiting time/);
    expect(pairOf(ecfp[2]!)).not.toBe(pairOf(ecf[2]!));

    // [ five times: back to ECF, whose third decision is P2 → P1.
    for (let i = 0; i < 5; i++) await page.keyboard.press("[");
    await expectAlgorithm(page, "ecf");
    await expect(page.getByTestId("makespan")).toHaveText("19 µs");
    await goToDecision(page, 3, ecf.length);
    await expectDecision(page, ecf, 3);

    expect(scenarioOf(await settledUrl(page)), "the scenario never changed").toBe(scenario);
  });

  test("a k-binomial packet walk (Fig. 9a) under FPFS, then the same tree under FCFS", async ({ page }) => {
    const fpfsDoc = presetDoc("packet-paper-fig9a-3-binomial");
    expect((fpfsDoc as { interface?: string }).interface).toBe("fpfs");
    const fcfsDoc = { ...fpfsDoc, interface: "fcfs" } as ScenarioDoc;
    const fpfs = decisionsOf(fpfsDoc, "k-binomial");
    const fcfs = decisionsOf(fcfsDoc, "k-binomial");

    const scenario = await openLink(page, fpfsDoc, "k-binomial", "packet-paper-fig9a-3-binomial");
    // Decision 1 weighs the trees (k); decision 2 the pending copies at P0's interface, by FPFS's rank.
    await goToDecision(page, 1, fpfs.length);
    await expect(page.getByLabel("Decisions")).toContainText("k = 3 as given");
    await page.keyboard.press("ArrowRight");
    await expectDecision(page, fpfs, 2, /FPFS/);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("step-position")).toHaveText(`2 / ${fpfs.length}`);
    await expectDecision(page, fpfs, 3, /FPFS/);
    await page.keyboard.press("ArrowRight");
    await expectDecision(page, fpfs, 4, /FPFS/);
    expect(scenarioOf(await settledUrl(page)), "the FPFS scenario never changed").toBe(scenario);

    // The same tree under FCFS: child order first — P0 sends every packet to P3 before P2 gets one.
    const fcfsScenario = await openLink(page, fcfsDoc, "k-binomial", "packet-paper-fig9a-3-binomial");
    await goToDecision(page, 2, fcfs.length);
    await expectDecision(page, fcfs, 2, /FCFS/);
    await expect(page.getByLabel("Decisions").locator(".candidates > p").first()).toContainText("step 4");
    await page.keyboard.press("ArrowRight");
    await expectDecision(page, fcfs, 3, /FCFS/);
    expect(scenarioOf(await settledUrl(page)), "the FCFS scenario never changed").toBe(fcfsScenario);
  });

  test("a grid broadcast (GRID5000) with ECEF, then with lookahead (ECEF-LA) by ]", async ({ page }) => {
    const doc = presetDoc("grid-paper-grid5000");
    const ecef = decisionsOf(doc, "ecef");
    const la = decisionsOf(doc, "ecef-la");
    const scenario = await openLink(page, doc, "ecef", "grid-paper-grid5000");

    await goToDecision(page, 1, ecef.length);
    await expectDecision(page, ecef, 1, /RT_i \+ g_ij \+ L_ij/);
    await page.keyboard.press("ArrowRight");
    await expectDecision(page, ecef, 2);

    await page.keyboard.press("]");
    await expectAlgorithm(page, "ecef-la");
    await goToDecision(page, 2, la.length);
    await expectDecision(page, la, 2, /F_j/);
    // Lookahead changes the second decision, and each score is broken into RT + g + L + F_j.
    expect(pairOf(la[1]!)).not.toBe(pairOf(ecef[1]!));
    await expect(page.getByTestId("candidate-chosen").getByTestId("score-terms")).toContainText("F_j");

    await page.keyboard.press("[");
    await expectAlgorithm(page, "ecef");
    expect(scenarioOf(await settledUrl(page)), "the scenario never changed").toBe(scenario);
  });
});

test.describe("the quiz in the lecture", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("Q: the view marks the candidates without the pick until the class answers", async ({ page }) => {
    const doc = presetDoc("multicast-paper-example");
    const ecf = decisionsOf(doc, "ecf");
    const scenario = await openLink(page, doc, "ecf", "multicast-paper-example");
    await goToDecision(page, 4, ecf.length);
    await page.keyboard.press("q");
    await expect(page.getByTestId("quiz-question")).toContainText("Decision 4");
    const legend = page.getByTestId("candidate-legend");
    await expect(legend).toContainText("candidates of decision 4");
    await expect(legend).not.toContainText("pick");
    await page.keyboard.press("1");
    await expect(page.getByTestId("quiz-verdict")).toBeVisible();
    await expect(legend).toContainText("the heuristic’s pick");
    expect(scenarioOf(await settledUrl(page)), "the scenario never changed").toBe(scenario);
  });
});

test.describe("the candidates and the view together on a short projector", () => {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1024, height: 576 },
  ]) {
    test(`${viewport.width}×${viewport.height}: four candidate rows and a large main view`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const doc = presetDoc("multicast-paper-example");
      const ecf = decisionsOf(doc, "ecf");
      await openLink(page, doc, "ecf", "multicast-paper-example");
      await goToDecision(page, 2, ecf.length);
      await expectDecision(page, ecf, 2);
      const view = await page.locator(".view-area").boundingBox();
      expect(view).not.toBeNull();
      expect(view!.height, "the main view keeps at least 40 % of the height").toBeGreaterThanOrEqual(
        0.4 * viewport.height,
      );
      // Nothing runs off the side.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
    });
  }
});
