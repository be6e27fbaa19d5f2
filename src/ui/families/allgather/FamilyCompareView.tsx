// "Compare families": the same all-to-all instance run by the Cluster-Agent algorithms, the
// simultaneous baseline and every multiple-multicast heuristic (family-compare.ts), one run at a time
// in a worker of its own (cancellable), plus a link that opens the instance as a multicast scenario.
import * as Comlink from "comlink";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { scenarioOfKind } from "../../../core/registry";
import { encodeUrlState, VIEW_STATE_VERSION } from "../../../core/scenario/url";
import { formatNumber, TIME_UNIT_LABEL } from "../../../core/units";
import { defaultWorkerFactory } from "../../../engine/client";
import type { WorkerApi } from "../../../engine/protocol";
import type { ViewProps } from "../../views/types";
import { comparePlan, withRatios, type CompareResult } from "./family-compare";
import "./allgather.css";

/** Up to this many nodes the comparison runs as soon as the tab opens. */
const AUTO_RUN_UP_TO = 16;

type RunState =
  | { readonly kind: "idle" }
  | { readonly kind: "running"; readonly results: readonly CompareResult[] }
  | { readonly kind: "done"; readonly results: readonly CompareResult[] }
  | { readonly kind: "cancelled"; readonly results: readonly CompareResult[] };

export function FamilyCompareView({ scenario }: ViewProps) {
  const s = scenarioOfKind(scenario, "allgather");
  const plan = useMemo(() => comparePlan(s), [s]);
  const [state, setState] = useState<RunState>({ kind: "idle" });
  const worker = useRef<Worker | null>(null);
  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  const run = useCallback(async () => {
    stop();
    const w = defaultWorkerFactory();
    worker.current = w;
    const api = Comlink.wrap<WorkerApi>(w);
    const results: CompareResult[] = [];
    setState({ kind: "running", results: [] });
    for (const job of plan.jobs) {
      const reply = await api.run({
        doc: job.doc,
        algorithm: job.algorithm,
        explain: false,
        ignorePlan: true,
      });
      if (worker.current !== w) return;
      results.push(
        reply.ok
          ? {
              job,
              makespan: reply.schedule.makespan,
              lowerBound: reply.schedule.lowerBound,
              elapsedMs: reply.elapsedMs,
            }
          : { job, makespan: null, lowerBound: null, elapsedMs: 0, error: reply.error.message },
      );
      setState({ kind: "running", results: [...results] });
    }
    stop();
    setState({ kind: "done", results });
  }, [plan, stop]);

  // A new scenario makes old figures stale: small instances re-run at once, large ones on request.
  useEffect(() => {
    setState({ kind: "idle" });
    if (s.nodes.length <= AUTO_RUN_UP_TO && typeof Worker !== "undefined") void run();
    return stop;
  }, [s, run, stop]);

  const u = TIME_UNIT_LABEL[s.timeUnit];
  const results = state.kind === "idle" ? [] : withRatios(state.results);
  const worst = Math.max(0, ...results.map((r) => r.makespan ?? 0));
  const best = results.reduce<number | null>(
    (b, r) => (r.makespan !== null && (b === null || r.makespan < b) ? r.makespan : b),
    null,
  );
  const openMulticast = () => {
    if (!("doc" in plan.multicast)) return;
    const hash = encodeUrlState(plan.multicast.doc, { v: VIEW_STATE_VERSION, algorithm: "ecf" });
    window.open(`${window.location.pathname}${window.location.search}${hash}`, "_blank", "noopener");
  };
  const pending = plan.jobs.slice(results.length);

  return (
    <div className="ag-compare-view">
      <div className="toolbar ag-toolbar">
        <strong>The same all-to-all instance in both families</strong>
        {state.kind === "running" ? (
          <>
            <span role="status" data-testid="family-compare-progress">
              running {results.length + 1} of {plan.jobs.length}…
            </span>
            <button
              type="button"
              onClick={() => {
                stop();
                setState({ kind: "cancelled", results: state.results });
              }}
            >
              Cancel
            </button>
          </>
        ) : (
          <button type="button" className="primary" onClick={() => void run()}>
            {state.kind === "idle" ? "Run the comparison" : "Run again"}
          </button>
        )}
        <button
          type="button"
          onClick={openMulticast}
          disabled={!("doc" in plan.multicast)}
          title="Opens a new tab with this instance as a multiple multicast scenario"
        >
          Open as a multiple multicast ↗
        </button>
      </div>
      <p className="hint ag-hint">
        As a multiple multicast (Wu–Yeh–Liu) every node multicasts its message to all others, with S = T_send,
        R = T_recv, X(i,j) = T_end(i,j) − T_send(i) − T_recv(j) per byte: one message costs the same in both
        models. The Cluster-Agent algorithms also combine messages (one T_end each, as the paper assumes for
        short messages), which the multicast heuristics cannot — so they may end below the multicast bound.
      </p>
      {"error" in plan.multicast ? (
        <div className="ag-message refused" role="alert" data-testid="multicast-check-failed">
          <span>The multicast rows are left out: {plan.multicast.error}.</span>
        </div>
      ) : null}
      <div className="table-scroll tall">
        <table className="grid-table compare ag-compare" aria-label="Comparison of the two families">
          <thead>
            <tr>
              <th>family</th>
              <th>algorithm</th>
              <th>makespan ({u})</th>
              <th>÷ best</th>
              <th className="bar-col" />
              <th>lower bound ({u})</th>
              <th>time (ms)</th>
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr
                key={`${r.job.family}-${r.job.algorithm}`}
                className={r.makespan !== null && r.makespan === best ? "chosen" : undefined}
              >
                <td className="ag-family">{r.job.family === "allgather" ? "Cluster-Agent" : "multicast"}</td>
                <td>{r.job.name}</td>
                <td>
                  {r.makespan === null ? (
                    <span className="error">{r.error ?? "failed"}</span>
                  ) : (
                    formatNumber(r.makespan)
                  )}
                </td>
                <td>{r.ratio === null ? "—" : r.ratio.toFixed(3)}</td>
                <td className="bar-col">
                  <span
                    className="bar"
                    style={{
                      width: `${r.makespan !== null && worst > 0 ? (100 * r.makespan) / worst : 0}%`,
                    }}
                  />
                </td>
                <td>{r.lowerBound === null ? "—" : formatNumber(r.lowerBound)}</td>
                <td>{r.elapsedMs.toFixed(1)}</td>
              </tr>
            ))}
            {pending.map((job) => (
              <tr key={`${job.family}-${job.algorithm}`} className="ag-pending">
                <td className="ag-family">{job.family === "allgather" ? "Cluster-Agent" : "multicast"}</td>
                <td>{job.name}</td>
                <td colSpan={5} className="muted">
                  {state.kind === "running"
                    ? "waiting…"
                    : state.kind === "cancelled"
                      ? "cancelled"
                      : "not run"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {state.kind === "done" ? (
        <p className="hint ag-hint" data-testid="family-compare-done">
          Each row&apos;s lower bound is its own family&apos;s: for allgather the longest shortest chain of
          T_end, for multicast Wu–Yeh–Liu&apos;s Sec. 3.2 bound (messages received one by one).
        </p>
      ) : null}
    </div>
  );
}
