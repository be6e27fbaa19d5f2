// The class quiz from the keyboard at a projector's 1280×720 (src/ui/quiz.ts): Q toggles it, ← → step,
// the candidates are asked without scores, a number key picks one, the app reveals the heuristic's pick
// with the scores and keeps a tally over the run; stepping back does not count a decision twice; the
// quiz is part of the link. The Wu–Yeh–Liu Sec. 6 example under WR.
import { expect, test, type Page } from "@playwright/test";
import LZString from "lz-string";
import { settledUrl } from "./settled-url";

test.use({ viewport: { width: 1280, height: 720 } });

function viewOf(url: string): { quiz?: unknown[] } {
  const hash = new URL(url).hash;
  const payload = JSON.parse(
    LZString.decompressFromEncodedURIComponent(hash.slice("#s=".length)) ?? "{}",
  ) as {
    view?: { quiz?: unknown[] };
  };
  return payload.view ?? {};
}

async function showDecisions(page: Page) {
  const open = page.getByRole("button", { name: /Show decisions/ });
  if (await open.isVisible()) await open.click();
  await expect(page.getByTestId("step-position")).toBeVisible();
}

async function openWr(page: Page) {
  await page.goto("/");
  await page.getByLabel("Preset").selectOption("multicast-paper-example");
  await expect(page.getByLabel("Scenario name")).toHaveValue(/Wu.Yeh.Liu/);
  await page.getByRole("radio", { name: "WR", exact: true }).click();
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  await showDecisions(page);
}

test("Q starts the quiz; a number key picks; the pick and scores are revealed; the tally counts each decision once", async ({
  page,
}) => {
  await openWr(page);
  const position = page.getByTestId("step-position");
  const tally = page.getByTestId("quiz-tally");
  await page.keyboard.press("Home");
  await expect(position).toHaveText("0 / 7");

  await page.keyboard.press("q");
  await expect(page.getByRole("button", { name: "Quiz" })).toHaveAttribute("aria-pressed", "true");
  await expect(tally).toHaveText("0 of 0 right");
  // Asked without scores: no candidate table, no rule, numbered options.
  const question = page.getByTestId("quiz-question");
  await expect(question).toContainText("Decision 1");
  await expect(page.getByTestId("candidate-table")).toHaveCount(0);
  await expect(page.getByTestId("quiz-option-1")).toBeVisible();
  // The decisions not made yet are not listed (they would give the answer away).
  await expect(page.locator(".decision-list li.later")).toHaveCount(0);

  await page.keyboard.press("1");
  await expect(page.getByTestId("quiz-verdict")).toBeVisible();
  await expect(page.getByTestId("candidate-table")).toBeVisible();
  await expect(page.getByTestId("candidate-chosen")).toContainText("✓");
  await expect(tally).toHaveText(/^[01] of 1 right$/);

  await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText("1 / 7");
  await expect(question).toContainText("Decision 2");
  await page.keyboard.press("2");
  await expect(tally).toHaveText(/^[0-2] of 2 right$/);
  const after = (await tally.textContent()) ?? "";

  // Back to decision 1: its answer is shown again, and picking again counts nothing.
  await page.keyboard.press("ArrowLeft");
  await expect(position).toHaveText("0 / 7");
  await expect(page.getByTestId("quiz-verdict")).toBeVisible();
  await page.keyboard.press("1");
  await page.keyboard.press("2");
  await expect(tally).toHaveText(after);
  expect(viewOf(await settledUrl(page)).quiz).toHaveLength(2);

  // Reload: the quiz and its tally come back from the link.
  await page.reload();
  await expect(page.getByTestId("makespan")).toHaveText("19 µs");
  await showDecisions(page);
  await expect(page.getByTestId("quiz-tally")).toHaveText(after);

  await page.keyboard.press("Q");
  await expect(page.getByTestId("quiz-tally")).toHaveCount(0);
  await expect(page.getByTestId("candidate-table")).toBeVisible();
});

test("a click picks too, and the ? list names Q and the number keys", async ({ page }) => {
  await openWr(page);
  await page.keyboard.press("Home");
  await page.getByRole("button", { name: "Quiz" }).click();
  await page.getByTestId("quiz-option-1").click();
  await expect(page.getByTestId("quiz-tally")).toHaveText(/of 1 right$/);
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("class quiz");
  await expect(dialog).toContainText("1 – 9");
});

test("the trees keep later steps' nodes out of the tree while the quiz asks", async ({ page }) => {
  await openWr(page);
  await page.getByRole("tab", { name: "Trees" }).click();
  const edges = page.locator(".view-area [data-edge]");
  await expect(edges).toHaveCount(7);
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("step-position")).toHaveText("2 / 7");
  await page.keyboard.press("q");
  await expect(page.getByTestId("quiz-question")).toContainText("Decision 3");
  // Two decisions made: two edges drawn; the other receivers wait under the trees, with no time.
  await expect(edges).toHaveCount(2);
  await expect(
    page.locator(".view-area").getByText("Not reached yet", { exact: false }).first(),
  ).toBeVisible();
  await expect(page.locator(".view-area [data-node] title", { hasText: "not reached yet" })).toHaveCount(5);
  // Answered: the whole tree again.
  await page.keyboard.press("1");
  await expect(page.getByTestId("quiz-verdict")).toBeVisible();
  await expect(edges).toHaveCount(7);
});
