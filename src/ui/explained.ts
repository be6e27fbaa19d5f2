// Explanations on demand (docs/architecture.md, the worker seam): a run arrives with the candidates of a
// first window of decisions only; the step-through asks the worker for the window around the decision on
// screen and merges the answer. These pure functions keep which decisions are explained.
import type { ExplainWindow, ScenarioDoc } from "../core/family";
import { estimatedBoundWork } from "../engine/bound-estimate";
import type { Step } from "../core/schedule/types";

/** The run's steps as far as they are explained, and which decisions are (disjoint windows). */
export interface ExplainedSteps {
  readonly steps: readonly Step[];
  /** steps.length, known without building the steps (a run's are built from packed ones when read). */
  readonly count: number;
  readonly windows: readonly ExplainWindow[];
  /** Some window was merged in: `steps` is no longer the run's own array. */
  readonly merged?: true;
}

/** Decisions asked for at once around the one on screen. */
export const EXPLAIN_WINDOW = 64;

/**
 * Decisions a run explains with it (`npm run bench -- explain`): on a 256-node all-to-all, 8 cost FEF
 * about 0.3 s more than none, 32 about 1 s; the panel opens after the last decision anyway, and Home then
 * shows the first one's candidates at once while the next window is asked.
 */
export const FIRST_EXPLAINED = 8;

/**
 * From this size a page's first run explains no decision (the size: `estimatedBoundWork`, read from the
 * document without parsing it, n³ for an n-node all-to-all multicast; 2.5·10⁶ ≈ 135 nodes). At 256 nodes
 * the first window cost a run (warm, in Node, `npm run bench -- explain`) FEF 94 → 260 ms and ECF
 * 448 → 477 ms: more than the first draw can spare, for a panel that opens after the last decision (it
 * asks the window it shows). Smaller scenarios, and other families, keep the first window with the run,
 * so Home shows the first decision's candidates at once.
 */
export const EXPLAIN_FIRST_UP_TO = 2.5e6;

/** What a page's first run explains of `doc` (the link's early run and the app's first run agree). */
export function firstExplained(doc: ScenarioDoc): ExplainWindow | false {
  const size = estimatedBoundWork(doc);
  return size !== null && size > EXPLAIN_FIRST_UP_TO ? false : { from: 0, to: FIRST_EXPLAINED };
}

/** A run's steps; `explained` undefined means the run explained every decision. */
export function initialExplained(steps: readonly Step[], explained?: ExplainWindow): ExplainedSteps {
  return { steps, count: steps.length, windows: [explained ?? { from: 0, to: steps.length }] };
}

/**
 * initialExplained for `count` steps not built yet: `steps` reads them (once) only when a window is
 * merged in (the step-through asks one), so showing a run never builds its million step objects.
 */
export function initialExplainedLazy(
  count: number,
  steps: () => readonly Step[],
  explained?: ExplainWindow,
): ExplainedSteps {
  let built: readonly Step[] | null = null;
  return {
    get steps() {
      return (built ??= steps());
    },
    count,
    windows: [explained ?? { from: 0, to: count }],
  };
}

export function isExplained(e: ExplainedSteps, index: number): boolean {
  return e.windows.some((w) => index >= w.from && index < w.to);
}

/** The window of `size` decisions centred on `index`, inside [0, total). */
export function windowAround(index: number, total: number, size = EXPLAIN_WINDOW): ExplainWindow {
  const from = Math.max(0, Math.min(index - Math.floor(size / 2), total - size));
  return { from, to: Math.min(total, from + size) };
}

/** How near the edge of an explained stretch stepping may come before the next window is asked. */
export const PREFETCH = 16;

/**
 * The window to ask for with the step-through at decision `index`: the one centred on it when it is not
 * explained (a jump), else the one that continues the explained stretch when stepping (or playing) comes
 * within PREFETCH decisions of its end, either way; null when nothing is missing nearby.
 */
export function windowToAsk(e: ExplainedSteps, index: number, size = EXPLAIN_WINDOW): ExplainWindow | null {
  const total = e.count;
  if (index >= total) return null;
  if (!isExplained(e, index)) return windowAround(index, total, size);
  for (let k = index + 1; k <= Math.min(total - 1, index + PREFETCH); k++) {
    if (!isExplained(e, k)) return { from: k, to: Math.min(total, k + size) };
  }
  for (let k = index - 1; k >= Math.max(0, index - PREFETCH); k--) {
    if (!isExplained(e, k)) return { from: Math.max(0, k + 1 - size), to: k + 1 };
  }
  return null;
}

/**
 * The steps with `steps` (the explained decisions of `window`, from its start) in place, and the window
 * marked explained (also when `steps` is empty: a failed request is not asked again).
 */
export function mergeExplained(
  e: ExplainedSteps,
  window: ExplainWindow,
  steps: readonly Step[],
): ExplainedSteps {
  const merged = e.steps.slice();
  const to = Math.min(merged.length, window.to);
  steps.forEach((st, k) => {
    if (window.from + k < to) merged[window.from + k] = st;
  });
  return {
    steps: merged,
    count: merged.length,
    windows: [...e.windows, { from: window.from, to }],
    merged: true,
  };
}
