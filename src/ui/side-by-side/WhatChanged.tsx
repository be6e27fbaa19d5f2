// What changed (docs/architecture.md, "Schedules side by side"): after an edit of the scenario or the
// plan, the schedule before it stays on screen with the new one — as dashed ghosts under the new
// schedule, or as its own chart above it — with the change in makespan ("19 → 26 µs, +7") and the tasks
// that moved outlined, until dismissed (the button or Escape). The tasks are matched by diff.ts.
import { memo, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { Scenario } from "../../core/registry";
import type { RunResult, ScenarioDoc } from "../../core/family";
import { isTextEntry } from "../keyboard";
import type { PackedTasks } from "../../core/schedule/pack";
import type { Schedule } from "../../core/schedule/types";
import { columnsOf } from "../views/gantt/model";
import { diffSchedules, diffSummary, isSameSchedule, makespanChangeText, type ScheduleDiff } from "./diff";
import { lowerBoundReference, SideBySide, warmSideBySide, type PaneSpec } from "./SideBySide";
import { onWarmSchedule } from "../warm-edit";

/** A run on screen, as the app keeps it (state.lastGood). */
export interface ShownRun {
  readonly doc: ScenarioDoc;
  readonly scenario: Scenario;
  readonly result: RunResult;
}

export interface Change<R extends ShownRun = ShownRun> {
  readonly before: R;
  readonly after: R;
}

/**
 * Keeps the run before an edit: call `mark()` when an edit is accepted; the next run on screen of the
 * same algorithm and scenario kind becomes `after`. A run that follows no edit (another algorithm, a
 * preset, a link) clears it.
 */
export function useWhatChanged<R extends ShownRun>(
  shown: R | null,
): { change: Change<R> | null; mark: () => void; dismiss: () => void } {
  const [change, setChange] = useState<Change<R> | null>(null);
  const latest = useRef<R | null>(shown);
  const pending = useRef<R | null>(null);
  const mark = useCallback(() => {
    if (!pending.current) pending.current = latest.current;
  }, []);
  useEffect(() => {
    const before = pending.current;
    const previous = latest.current;
    latest.current = shown;
    if (!shown || shown === before) return;
    if (previous && boundCameIn(previous, shown)) {
      // The run on screen got its lower bound (the "bound-known" swap): not a new run. An edit still
      // waits for its own run, and a change on screen stays, now with the bound.
      if (before === previous) pending.current = shown;
      setChange((c) => (c && c.after === previous ? { before: c.before, after: shown } : c));
      return;
    }
    pending.current = null;
    const comparable =
      before !== null &&
      before.result.algorithm === shown.result.algorithm &&
      before.scenario.kind === shown.scenario.kind;
    setChange(comparable ? { before, after: shown } : null);
  }, [shown]);
  const dismiss = useCallback(() => setChange(null), []);
  return { change, mark, dismiss };
}

/**
 * What changed for the run on screen (`shown`), tracked in this component rather than in the app: when a
 * run arrives, only this component re-renders with the new change, not the whole app between the run's
 * reply and its repaint. The app marks an accepted edit through `markRef` (filled in here); `hidden`
 * keeps the change without drawing it (presentation mode, the schedules side by side).
 */
export function WhatChangedHost({
  shown,
  markRef,
  hidden = false,
  paused = false,
}: {
  shown: ShownRun | null;
  markRef: RefObject<() => void>;
  hidden?: boolean;
  paused?: boolean;
}) {
  const { change, mark, dismiss } = useWhatChanged(shown);
  useEffect(() => {
    markRef.current = mark;
  }, [markRef, mark]);
  // The edit path's warm-up (warm-edit.ts): the comparison of the run on screen with the warm-up's
  // schedule, diffed in one task and laid out and painted in another, results dropped.
  useEffect(() => (shown ? warmWhatChanged(shown.result.schedule) : undefined), [shown]);
  return change && !hidden ? <WhatChanged change={change} onDismiss={dismiss} paused={paused} /> : null;
}

/** How many tasks the warm-up outlines (past MERGE_BOXES_FROM, so the merging runs too). */
const WARM_OUTLINED = 300;

/**
 * Registers What changed's part of the edit path's warm-up for the schedule on screen (`before`): the
 * diff with each warm-up schedule in one task, then in another the panel's pane (ghosts and outlines
 * of its first tasks, as if they had moved) laid out and painted off screen. Returns the unsubscribe.
 */
export function warmWhatChanged(before: Schedule): () => void {
  let after: Schedule | null = null;
  const stopDiff = onWarmSchedule((s) => {
    after = s;
    diffOf(before, s);
  });
  const stopPanes = onWarmSchedule((s) => {
    if (after !== s) return;
    const count = Math.min(WARM_OUTLINED, columnsOf(s).count, columnsOf(before).count);
    const some = Array.from({ length: count }, (_, k) => k);
    const diff: ScheduleDiff = {
      moved: some.map((k) => ({ before: k, after: k, shift: 0 })),
      added: [],
      removed: [],
      unchanged: 0,
      makespanBefore: before.makespan,
      makespanAfter: s.makespan,
    };
    // The panel's default arrangement; "two charts" runs the same code with one pane more.
    const width = typeof window === "undefined" ? 960 : Math.max(320, window.innerWidth - 480);
    warmSideBySide(whatChangedPanes(diff, before, s, false), lowerBoundReference([s]), width);
  });
  return () => {
    stopDiff();
    stopPanes();
  };
}

/** `next` is `previous` with the lower bound that it was waiting for (same document and algorithm). */
function boundCameIn(previous: ShownRun, next: ShownRun): boolean {
  return (
    previous.result.schedule.boundPending === true &&
    previous.doc === next.doc &&
    previous.result.algorithm === next.result.algorithm &&
    previous.result.schedule.makespan === next.result.schedule.makespan
  );
}

/** Runs `f` when the page is idle (within `timeoutMs`); at once where there is no requestIdleCallback. */
function whenIdle(f: () => void, timeoutMs: number): () => void {
  if (typeof window === "undefined" || typeof window.requestIdleCallback !== "function") {
    f();
    return () => {};
  }
  const id = window.requestIdleCallback(f, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(id);
}

/** The longest the comparison waits for an idle moment after an edit (ms). */
export const WHAT_CHANGED_IDLE_MS = 300;

/**
 * `value` once the page has been idle since it last changed; until then the previous one (null at
 * first). The edited schedule is painted first and the comparison (diff, layout, paint: tens of
 * milliseconds for a 64-node all-to-all) follows in its own tasks, never in the frame of the edit.
 * While `paused` (a run is in flight) the wait does not start: the page is idle then only because the
 * worker computes, and the comparison would land between the run's reply and its repaint.
 * `prepare` (a stable function) runs in the idle callback, before the value is taken: work the render
 * then finds cached (What changed's diff), so it is a task of its own and not part of the render's.
 */
export function useIdleValue<T>(
  value: T,
  timeoutMs = WHAT_CHANGED_IDLE_MS,
  paused = false,
  prepare?: (value: T) => void,
): T | null {
  const [idle, setIdle] = useState<{ value: T } | null>(null);
  const taken = idle !== null && idle.value === value;
  useEffect(
    () =>
      paused || taken
        ? undefined
        : whenIdle(() => {
            prepare?.(value);
            setIdle({ value });
          }, timeoutMs),
    [value, timeoutMs, paused, taken, prepare],
  );
  return idle ? idle.value : null;
}

/** The diff of a change, computed (and cached) ahead of the panel's render. */
function diffChange(change: Change): void {
  diffOf(change.before.result.schedule, change.after.result.schedule);
}

/**
 * What changed for `change`, drawn once the page is idle after it arrived (useIdleValue), and not while
 * a run is in flight (`paused`): until then the panel keeps the comparison before it (nothing at first).
 */
export function WhatChanged({
  change,
  onDismiss,
  paused = false,
}: {
  change: Change;
  onDismiss: () => void;
  paused?: boolean;
}) {
  const shown = useIdleValue(change, WHAT_CHANGED_IDLE_MS, paused, diffChange);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented || isTextEntry(e.target)) return;
      onDismiss();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onDismiss]);
  return shown ? <WhatChangedPanel change={shown} onDismiss={onDismiss} /> : null;
}

/** Diffs by the two schedules' task columns (the bound's swap keeps them: the diff is not redone). */
const DIFFS = new WeakMap<PackedTasks, WeakMap<PackedTasks, ScheduleDiff>>();

function diffOf(before: Schedule, after: Schedule): ScheduleDiff {
  const b = columnsOf(before);
  const a = columnsOf(after);
  let byAfter = DIFFS.get(b);
  if (!byAfter) DIFFS.set(b, (byAfter = new WeakMap()));
  let d = byAfter.get(a);
  // The makespans come with the columns; checked all the same, as the diff reports them.
  if (!d || d.makespanBefore !== before.makespan || d.makespanAfter !== after.makespan) {
    d = diffSchedules(before, after);
    byAfter.set(a, d);
  }
  return d;
}

/**
 * The panes of What changed: the schedule after the edit with the moved and added tasks outlined and,
 * unless `beside`, dashed ghosts where the moved and removed tasks were; with `beside`, the schedule
 * before the edit above it (its moved and removed tasks outlined).
 */
export function whatChangedPanes(
  diff: ScheduleDiff,
  before: Schedule,
  after: Schedule,
  beside: boolean,
): PaneSpec[] {
  const movedAfter = diff.moved.map((m) => m.after);
  const movedBefore = diff.moved.map((m) => m.before);
  const afterPane: PaneSpec = {
    id: "after",
    schedule: after,
    title: beside ? "after the edit" : "after the edit — dashed: where the moved tasks were before",
    highlight: [...movedAfter, ...diff.added],
    ...(beside
      ? {}
      : { ghosts: [...movedBefore, ...diff.removed].map((task) => ({ schedule: before, task })) }),
  };
  if (!beside) return [afterPane];
  return [
    {
      id: "before",
      schedule: before,
      title: "before the edit",
      highlight: [...movedBefore, ...diff.removed],
    },
    afterPane,
  ];
}

const WhatChangedPanel = memo(function WhatChangedPanel({
  change,
  onDismiss,
}: {
  change: Change;
  onDismiss: () => void;
}) {
  const before = change.before.result.schedule;
  const after = change.after.result.schedule;
  const diff = useMemo(() => diffOf(before, after), [before, after]);
  const [beside, setBeside] = useState(false);
  // Compact by default (at most a fifth of the screen: the summary line and a short chart that
  // scrolls); "Expand" gives the charts room.
  const [expanded, setExpanded] = useState(false);
  const panes = useMemo(() => whatChangedPanes(diff, before, after, beside), [diff, before, after, beside]);
  const references = useMemo(() => lowerBoundReference([after]), [after]);
  // Nothing moved: the one line says so, without charts.
  const same = isSameSchedule(diff);
  const head = (
    <>
      <strong>What changed:</strong>
      <span data-testid="what-changed-makespan">
        makespan {makespanChangeText(diff.makespanBefore, diff.makespanAfter, after.timeUnit)}
      </span>
      <span data-testid="what-changed-summary">· {diffSummary(diff)}</span>
      <span className="sbs-gap" />
      {same ? null : (
        <label className="sx-check">
          <input type="checkbox" checked={beside} onChange={(e) => setBeside(e.target.checked)} />
          two charts
        </label>
      )}
      {same ? null : (
        <button
          type="button"
          className="wc-tool"
          onClick={() => setExpanded((x) => !x)}
          aria-expanded={expanded}
          data-testid="what-changed-expand"
          title={expanded ? "Back to the compact panel" : "Larger charts"}
        >
          {expanded ? "Compact" : "Expand"}
        </button>
      )}
      <button
        type="button"
        className="wc-tool"
        onClick={onDismiss}
        data-testid="what-changed-dismiss"
        title="Dismiss (Escape)"
      >
        Dismiss
      </button>
    </>
  );
  // The summary shares the zoom buttons' row, so the charts get the height.
  return (
    <section
      className={`what-changed${expanded ? " expanded" : ""}`}
      aria-label="What changed"
      data-testid="what-changed"
    >
      {same ? (
        <div className="what-changed-head">{head}</div>
      ) : (
        <SideBySide
          panes={panes}
          references={references}
          label="What changed"
          paneHeight={expanded ? (beside ? 120 : 180) : beside ? 56 : 72}
          tools={head}
          toolsFirst
          testId="what-changed-stack"
        />
      )}
    </section>
  );
});
