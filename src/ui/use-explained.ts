// The step-through's steps: the shown run's, with the candidates of the decision on screen asked from the
// worker when the run did not explain it (src/ui/explained.ts). Everything that shows a decision's
// candidates reads the schedule this returns.
import { useEffect, useMemo, useRef, useState } from "react";
import type { Schedule } from "../core/schedule/types";
import type { EngineClient, RunOutcome } from "../engine/client";
import { stepCount, withFields } from "../core/schedule/pack";
import {
  initialExplainedLazy,
  isExplained,
  mergeExplained,
  windowToAsk,
  type ExplainedSteps,
} from "./explained";

type Shown = Extract<RunOutcome, { ok: true }>;

export interface ExplainedView {
  /** The run's schedule with every explained window merged into its steps. */
  readonly schedule: Schedule;
  /** Whether decision `index` (0-based) shows what a fully explained run records. */
  readonly explained: (index: number) => boolean;
}

// Lazy: the run's steps are built from its packed ones only when a window is merged in.
const initial = (shown: Shown): ExplainedSteps =>
  initialExplainedLazy(stepCount(shown.result.schedule), () => shown.result.schedule.steps, shown.explained);

/**
 * The shown run's schedule with its explained windows merged in; asks the worker for the window around
 * `position` (the decision on screen, 0-based) when that decision is not explained yet.
 */
export function useExplainedSteps(
  client: EngineClient | null,
  shown: Shown | null,
  position: number,
): ExplainedView | null {
  const [merged, setMerged] = useState<{ shown: Shown; e: ExplainedSteps } | null>(null);
  const e = useMemo(
    () => (shown === null ? null : merged && merged.shown === shown ? merged.e : initial(shown)),
    [merged, shown],
  );
  /** The request in flight: for which run, and which window. */
  const asked = useRef<{ shown: Shown; from: number; to: number } | null>(null);

  useEffect(() => {
    if (!client || !shown || !e) return;
    const w = windowToAsk(e, position);
    if (!w) return;
    const a = asked.current;
    // One request at a time per run: the answer re-runs this effect, which asks for what is still missing.
    if (a && a.shown === shown) return;
    asked.current = { shown, ...w };
    void client
      .explain({ doc: shown.doc, algorithm: shown.result.algorithm, from: w.from, to: w.to })
      .then((reply) => {
        if (asked.current?.shown === shown && asked.current.from === w.from) asked.current = null;
        if (!reply.ok && reply.error.kind === "cancelled") return;
        setMerged((prev) => {
          const base = prev && prev.shown === shown ? prev.e : initial(shown);
          // A failure leaves the steps as they are, marked asked (not asked again and again).
          return {
            shown,
            e: reply.ok ? mergeExplained(base, reply, reply.steps) : mergeExplained(base, w, []),
          };
        });
      });
  }, [client, shown, position, e]);

  return useMemo(() => {
    if (!shown || !e) return null;
    // withFields, not a spread: a spread would build the lazy tasks and trees of a large schedule.
    const schedule = e.merged ? withFields(shown.result.schedule, { steps: e.steps }) : shown.result.schedule;
    return { schedule, explained: (index: number) => isExplained(e, index) };
  }, [e, shown]);
}
