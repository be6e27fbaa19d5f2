// Makespan, lower bound, ratio, tasks, decisions and the worker's time, plus the edited-plan badge.
import type { RunResult } from "../../core/family";
import type { ExportScenario } from "../../core/schedule/export-common";
import { summaryFigures } from "../../core/schedule/metrics";
import { stepCount } from "../../core/schedule/pack";
import { formatNumber, TIME_UNIT_LABEL } from "../../core/units";
import { memo, useEffect, useState } from "react";
import type { SummaryFigure } from "../families/types";
import { useRunProgress, useRunProgressNote } from "../run-progress";
import type { RunStatus } from "../state";
import { ExportMenu } from "./ExportMenu";

interface Props {
  readonly result: RunResult | null;
  readonly status: RunStatus;
  readonly elapsedMs: number | null;
  readonly onResetPlan: () => void;
  /** The family's own figures (FamilyUi.figures), after the common ones. */
  readonly extra?: readonly SummaryFigure[] | undefined;
  /** The scenario of `result`: when given, the "Export data" menu (tasks CSV, schedule JSON, trace). */
  readonly exportScenario?: ExportScenario | undefined;
  /** Stops the run in flight (the last good schedule stays on screen). */
  readonly onCancel?: (() => void) | undefined;
}

/**
 * How long a run beside a schedule computes before "running…" (its progress and Cancel) shows. An edit's
 * run at tens of nodes answers in tens of milliseconds: shown at once, the status flashed for a frame or
 * two, and the frame that painted it (and the whole page's layers, ≈ 11 ms of the main thread's CPU in a
 * trace) came between the edit's Enter and its new schedule (docs/architecture.md, "Edit → repaint").
 * The page's first run ("Scheduling…", nothing on screen yet) shows at once.
 */
export const RUNNING_SHOWN_AFTER_MS = 250;

/** True once `active` has held for `delayMs` (false again as soon as it stops). */
function useShownAfter(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}

/** Shown for the lower bound and the ratio while the bound is computed after the schedule. */
export const COMPUTING = "computing…";
const COMPUTING_TITLE =
  "The schedule is drawn first; the lower bound (Wu–Yeh–Liu Sec. 3.2) is being computed on a second worker";

/** Memoized: it re-renders when the run or its status changes, never on progress (RunProgress does). */
export const SummaryBar = memo(function SummaryBar({
  result,
  status,
  elapsedMs,
  onResetPlan,
  extra,
  exportScenario,
  onCancel,
}: Props) {
  const runningShown = useShownAfter(status.kind === "running", RUNNING_SHOWN_AFTER_MS);
  if (!result) {
    return (
      <div className="summary-bar" data-run={status.kind}>
        {status.kind === "running" ? (
          <span className="running" role="status">
            Scheduling… <RunProgress /> <CancelButton onCancel={onCancel} />
          </span>
        ) : status.kind === "cancelled" ? (
          <span className="cancelled" role="status" data-testid="run-cancelled">
            Run cancelled
          </span>
        ) : (
          "No schedule yet."
        )}
      </div>
    );
  }
  const s = result.schedule;
  const m = summaryFigures(s);
  const u = TIME_UNIT_LABEL[s.timeUnit];
  const optimality = result.edited ? null : optimalityOf(result.details);
  return (
    <div className="summary-bar" aria-label="Summary" data-run={status.kind}>
      <Figure label="makespan" value={`${formatNumber(m.makespan)} ${u}`} testId="makespan" strong />
      <Figure
        label="lower bound"
        value={
          m.lowerBound !== null ? `${formatNumber(m.lowerBound)} ${u}` : s.boundPending ? COMPUTING : "—"
        }
        testId="lower-bound"
        {...(s.boundPending ? { title: COMPUTING_TITLE } : {})}
      />
      <Figure
        label="ratio"
        value={m.ratio !== null ? `${m.ratio.toFixed(3)}×` : s.boundPending ? COMPUTING : "—"}
        testId="ratio"
        {...(s.boundPending ? { title: COMPUTING_TITLE } : {})}
      />
      <Figure label="tasks" value={`${m.taskCount}`} testId="task-count" />
      <Figure label="decisions" value={`${stepCount(s)}`} testId="decision-count" />
      {optimality ? (
        <Figure
          label="optimum"
          value={optimality.message}
          testId="optimality"
          title="Algorithm optimal: proven when the branch and bound finished within its limit; otherwise the gap to the bound it proved"
        />
      ) : null}
      {extra?.map((f) => (
        <Figure
          key={f.label}
          label={f.label}
          value={f.value}
          {...(f.testId ? { testId: f.testId } : {})}
          {...(f.title ? { title: f.title } : {})}
        />
      ))}
      {elapsedMs !== null ? (
        <Figure
          label="computed in"
          value={`${elapsedMs < 10 ? elapsedMs.toFixed(2) : Math.round(elapsedMs)} ms`}
        />
      ) : null}
      {result.edited ? (
        <span className="edited-badge">
          edited plan{" "}
          <button
            type="button"
            onClick={onResetPlan}
            title="Discard the edits and return to the heuristic's plan"
          >
            Reset to heuristic
          </button>
        </span>
      ) : null}
      {runningShown ? (
        <span className="running" role="status">
          running… <RunProgress /> <CancelButton onCancel={onCancel} />
        </span>
      ) : status.kind === "cancelled" ? (
        <span className="cancelled" role="status" data-testid="run-cancelled">
          Run cancelled — showing the last schedule
        </span>
      ) : null}
      {exportScenario ? <ExportMenu result={result} scenario={exportScenario} /> : null}
    </div>
  );
});

/** The one element that re-renders on every progress message of a run. */
function RunProgress() {
  const progress = useRunProgress();
  const note = useRunProgressNote();
  return (
    <>
      {/* A bar scaled by a transform: each progress message changes only a compositor property (a
          native <progress> restyles its shadow tree, tens of ms with a million-task page). */}
      <span
        className="run-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        <span className="run-progress-fill" style={{ transform: `scaleX(${progress})` }} />
      </span>
      {note ? (
        <span data-testid="search-progress">
          {" "}
          best {formatNumber(note.incumbent)}, bound {formatNumber(note.bound)} (gap{" "}
          {note.gapPercent.toFixed(1)} %)
        </span>
      ) : null}
    </>
  );
}

/** Algorithm `optimal`'s verdict in the run's details: proven, or the gap to its proven bound. */
function optimalityOf(details: Record<string, unknown>): { message: string; proven: boolean } | null {
  const o = details.optimality;
  if (typeof o !== "object" || o === null || !("message" in o) || !("proven" in o)) return null;
  return typeof o.message === "string" ? { message: o.message, proven: o.proven === true } : null;
}

function CancelButton({ onCancel }: { onCancel: (() => void) | undefined }) {
  return onCancel ? (
    <button
      type="button"
      className="cancel-run"
      onClick={onCancel}
      title="Stop this run; the scenario stays as it is, so you can change what made it slow"
    >
      Cancel
    </button>
  ) : null;
}

function Figure({
  label,
  value,
  testId,
  strong,
  title,
}: {
  label: string;
  value: string;
  testId?: string;
  strong?: boolean;
  title?: string;
}) {
  return (
    <span className={`figure${strong ? " strong" : ""}`} title={title}>
      <span className="figure-label">{label}</span>
      <span className="figure-value" data-testid={testId}>
        {value}
      </span>
    </span>
  );
}
