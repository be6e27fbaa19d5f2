// The Analysis computations for a view: computed on the main thread for a small schedule (instant),
// in the worker for a large one (src/engine/analysis.ts, AnalysisClient), with "computing…" meanwhile.
// A large schedule's last value stays on screen while a newer query about the same schedule computes
// (`stale`), so sorting or filtering the table does not blank it. An answer the client keeps (a part
// shown again, a sort asked again: AnalysisClient.cached) is returned in the same render.
import { useEffect, useMemo, useState } from "react";
import { packedTasks } from "../../../core/schedule/pack";
import type { Schedule } from "../../../core/schedule/types";
import { AnalysisClient } from "../../../engine/analysis-client";
import {
  analysisBase,
  computeAnalysis,
  type AnalysisQuery,
  type AnalysisValues,
  type AnalysisWhat,
} from "../../../engine/analysis";

/** From this many tasks on, the Analysis computations run in the worker (≈ 40 ms each on the main thread). */
export const ANALYSIS_WORKER_MIN_TASKS = 20_000;

let shared: AnalysisClient | null = null;
/** The page's one analysis worker (none where there are no workers: tests run everything inline). */
function analysisClient(): AnalysisClient | null {
  if (typeof Worker === "undefined") return null;
  shared ??= new AnalysisClient();
  return shared;
}

export interface AnalysisState<V> {
  /** The value for this schedule (the previous query's while `stale`); null until the first arrives. */
  readonly value: V | null;
  /** A query is computing in the worker. */
  readonly computing: boolean;
  /** `value` answers an earlier query about the same schedule. */
  readonly stale: boolean;
  readonly error: string | null;
}

type QueryOf<W extends AnalysisWhat> = Extract<AnalysisQuery, { what: W }>;

interface Answer {
  readonly schedule: Schedule;
  readonly key: string;
  readonly value: unknown;
  readonly error: string | null;
}

/** The query's value for `schedule`; `query` null asks nothing (e.g. the critical path toggle is off). */
export function useAnalysis<W extends AnalysisWhat>(
  shown: Schedule,
  query: QueryOf<W> | null,
): AnalysisState<AnalysisValues[W]> {
  // The same schedule with its lower bound (a new object over the same columns) keeps the answers.
  const schedule = analysisBase(shown);
  const key = query ? JSON.stringify(query) : "";
  const inWorker = useMemo(
    () => analysisClient() !== null && packedTasks(schedule).count >= ANALYSIS_WORKER_MIN_TASKS,
    [schedule],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is keyed by its JSON
  const q = useMemo(() => query, [key]);
  const inline = useMemo(
    () => (q && !inWorker ? (computeAnalysis(schedule, q).value as AnalysisValues[W]) : null),
    [schedule, q, inWorker],
  );
  const [answer, setAnswer] = useState<Answer | null>(null);
  const client = analysisClient();
  const known = q && inWorker && client ? client.cached(schedule, q) : undefined;

  useEffect(() => {
    const client = analysisClient();
    if (!q || !inWorker || !client || client.cached(schedule, q)) return;
    let live = true;
    void client.analyze(schedule, q).then((reply) => {
      if (!live) return;
      if (!reply.ok && reply.error.kind === "cancelled") return;
      setAnswer({
        schedule,
        key: JSON.stringify(q),
        value: reply.ok ? reply.result.value : null,
        error: reply.ok ? null : reply.error.message,
      });
    });
    return () => {
      live = false;
    };
  }, [schedule, q, inWorker]);

  if (!q) return { value: null, computing: false, stale: false, error: null };
  if (!inWorker) return { value: inline, computing: false, stale: false, error: null };
  if (known?.ok) {
    return { value: known.result.value as AnalysisValues[W], computing: false, stale: false, error: null };
  }
  const mine = answer && answer.schedule === schedule ? answer : null;
  const current = mine?.key === key;
  return {
    value: (mine?.value ?? null) as AnalysisValues[W] | null,
    computing: !current,
    stale: mine !== null && !current,
    error: current ? mine.error : null,
  };
}
