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
import { lowerBoundReference, SideBySide, type PaneSpec } from "./SideBySide";

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
  return change && !hidden ? <WhatChanged change={change} onDismiss={dismiss} paused={paused} /> : null;
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
 * milliseconds for a 64-node all-to-all) follows in its own task, never in the frame of the edit.
 * While `paused` (a run is in flight) the wait does not start: the page is idle then only because the
 * worker computes, and the comparison would land between the run's reply and its repaint.
 */
export function useIdleValue<T>(value: T, timeoutMs = WHAT_CHANGED_IDLE_MS, paused = false): T | null {
  const [idle, setIdle] = useState<{ value: T } | null>(null);
  const taken = idle !== null && idle.value === value;
  useEffect(
    () => (paused || taken ? undefined : whenIdle(() => setIdle({ value }), timeoutMs)),
    [value, timeoutMs, paused, taken],
  );
  return idle ? idle.value : null;
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
  const shown = useIdleValue(change, WHAT_CHANGED_IDLE_MS, paused);
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
  const panes = useMemo((): PaneSpec[] => {
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
  }, [diff, before, after, beside]);
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
