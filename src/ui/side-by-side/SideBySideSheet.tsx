// Compare and Lockstep over the view area (docs/architecture.md, "Schedules side by side"). Compare
// stacks the Gantts of 2–4 chosen algorithms on one time axis, each with its makespan, the lower bound
// and (when `optimal` is among them) the optimum marked. Lockstep steps two algorithms together: one
// position drives both (the app's ← / → / Home / End / Space through useStepper), the decisions where
// they differ are marked, each side shows the tasks placed so far and its decision's rule, explained on
// demand by the worker (use-explained.ts) like the decisions panel. The choices live in the link.
import { useCallback, useEffect, useMemo, useState } from "react";
import type { AlgorithmInfo, ScenarioDoc } from "../../core/family";
import type { Schedule } from "../../core/schedule/types";
import { formatNumber, TIME_UNIT_LABEL } from "../../core/units";
import { withoutPlan } from "../doc-edit";
import { FIRST_EXPLAINED } from "../explained";
import { isTextEntry, usePlayer, useStepper } from "../keyboard";
import { useExplainedSteps } from "../use-explained";
import {
  comparedAlgorithms,
  decisionText,
  lockstepPair,
  MAX_COMPARED,
  MIN_COMPARED,
  toggleCompared,
} from "./choices";
import type { Reference } from "./layout";
import { compareDecisions, nextDiffer, sameDecision, tasksOfDecision } from "./lockstep";
import { DIFFER_COLOR, lowerBoundReference, SideBySide, type PaneSpec } from "./SideBySide";
import { useSideRuns, type SideRun } from "./use-side-runs";

export type SideUse = "compare" | "lockstep";

export interface SideBySideSheetProps {
  readonly use: SideUse;
  readonly doc: ScenarioDoc;
  readonly algorithms: readonly AlgorithmInfo[];
  readonly current: string | undefined;
  /** From the link's view state. */
  readonly compare: readonly string[] | undefined;
  readonly lockstep: readonly [string, string] | undefined;
  readonly onChange: (patch: { side?: SideUse; compare?: string[]; lockstep?: [string, string] }) => void;
  readonly onClose: () => void;
}

export const OPTIMAL_ID = "optimal";
const OPTIMUM_COLOR = "#047857";

export function SideBySideSheet(props: SideBySideSheetProps) {
  const { use, onChange, onClose } = props;
  // Escape closes (unless a field or a view used it).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented || isTextEntry(e.target)) return;
      onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <section className="sbs-sheet" aria-label="Schedules side by side" data-testid="sbs-sheet">
      <div className="sbs-sheet-head">
        <div role="tablist" aria-label="Side by side" className="sbs-tabs">
          {(["compare", "lockstep"] as const).map((u) => (
            <button
              key={u}
              type="button"
              role="tab"
              aria-selected={u === use}
              className={u === use ? "selected" : undefined}
              onClick={() => onChange({ side: u })}
            >
              {u === "compare" ? "Compare: stacked Gantts" : "Lockstep"}
            </button>
          ))}
        </div>
        <span className="sbs-gap" />
        <button type="button" onClick={onClose} title="Back to the view (Escape)" data-testid="sbs-close">
          Close ×
        </button>
      </div>
      {use === "compare" ? <CompareStack {...props} /> : <Lockstep {...props} />}
    </section>
  );
}

function nameOf(algorithms: readonly AlgorithmInfo[], id: string): string {
  return algorithms.find((a) => a.id === id)?.name ?? id;
}

function runNote(run: SideRun | undefined): string | null {
  if (!run || run.kind === "running") return "running…";
  if (run.kind === "error") return run.message;
  return null;
}

function CompareStack({ doc, algorithms, current, compare, onChange }: SideBySideSheetProps) {
  const ids = useMemo(() => algorithms.map((a) => a.id), [algorithms]);
  const chosen = useMemo(() => comparedAlgorithms(compare, ids, current), [compare, ids, current]);
  const plain = useMemo(() => withoutPlan(doc), [doc]);
  const { runs } = useSideRuns(plain, chosen, false);
  const done = useMemo(
    () =>
      chosen.flatMap((id) => {
        const r = runs.get(id);
        return r?.kind === "done" ? [{ id, schedule: r.outcome.result.schedule }] : [];
      }),
    [chosen, runs],
  );
  const schedules = useMemo(() => done.map((d) => d.schedule), [done]);
  const references = useMemo((): Reference[] => {
    const refs = lowerBoundReference(schedules);
    const opt = runs.get(OPTIMAL_ID);
    if (chosen.includes(OPTIMAL_ID) && opt?.kind === "done") {
      const time = opt.outcome.result.schedule.makespan;
      refs.push({ kind: "optimum", time, name: "optimum", color: OPTIMUM_COLOR, dashed: false });
    }
    return refs;
  }, [schedules, runs, chosen]);
  const lb = references.find((r) => r.kind === "lowerBound")?.time ?? null;
  const panes: PaneSpec[] = done.map(({ id, schedule }) => ({
    id,
    schedule,
    title: paneTitle(nameOf(algorithms, id), schedule, lb),
  }));
  const pending = chosen.filter((id) => runs.get(id)?.kind !== "done");
  return (
    <div className="sbs-body">
      <fieldset className="sbs-choose" aria-label="Algorithms to compare">
        <legend>
          Compare {MIN_COMPARED}–{MAX_COMPARED}:
        </legend>
        {algorithms.map((a) => {
          const on = chosen.includes(a.id);
          const locked = on ? chosen.length <= MIN_COMPARED : chosen.length >= MAX_COMPARED;
          return (
            <label
              key={a.id}
              className="sx-check"
              title={locked ? `choose ${MIN_COMPARED} to ${MAX_COMPARED}` : a.summary}
            >
              <input
                type="checkbox"
                checked={on}
                disabled={locked}
                data-algorithm={a.id}
                onChange={() => onChange({ compare: toggleCompared(chosen, a.id, ids) })}
              />
              {a.name}
            </label>
          );
        })}
      </fieldset>
      {pending.length > 0 ? (
        <p className="muted sbs-note" role="status">
          {pending.map((id) => `${nameOf(algorithms, id)}: ${runNote(runs.get(id)) ?? ""}`).join(" · ")}
        </p>
      ) : null}
      {panes.length > 0 ? (
        <SideBySide
          panes={panes}
          references={references}
          label="Compare: stacked Gantt charts"
          paneHeight={Math.max(90, Math.floor(360 / panes.length))}
          testId="compare-stack"
        />
      ) : null}
    </div>
  );
}

function paneTitle(name: string, s: Schedule, lb: number | null): string {
  const u = TIME_UNIT_LABEL[s.timeUnit];
  const ratio = lb !== null && lb > 0 ? ` (${(s.makespan / lb).toFixed(3)} × lower bound)` : "";
  return `${name} — makespan ${formatNumber(s.makespan)} ${u}${ratio}`;
}

function Lockstep({ doc, algorithms, current, lockstep, onChange }: SideBySideSheetProps) {
  const ids = useMemo(() => algorithms.map((a) => a.id), [algorithms]);
  const pair = useMemo(() => lockstepPair(lockstep, ids, current), [lockstep, ids, current]);
  const plain = useMemo(() => withoutPlan(doc), [doc]);
  const pairIds = useMemo(() => (pair ? [...pair] : []), [pair]);
  const { client, runs } = useSideRuns(plain, pairIds, { from: 0, to: FIRST_EXPLAINED });
  const a = pair ? runs.get(pair[0]) : undefined;
  const b = pair ? runs.get(pair[1]) : undefined;
  const shownA = a?.kind === "done" ? a.outcome : null;
  const shownB = b?.kind === "done" ? b.outcome : null;
  const decisions = useMemo(
    () =>
      shownA && shownB
        ? compareDecisions(shownA.result.schedule.steps, shownB.result.schedule.steps)
        : { count: 0, differ: [], firstDiffer: -1 },
    [shownA, shownB],
  );
  const count = decisions.count;
  const [position, setPosition] = useState(0);
  // A new pair or scenario starts again at its first decision.
  useEffect(() => setPosition(0), [shownA, shownB]);
  const go = useCallback((k: number) => setPosition(Math.max(0, Math.min(count, k))), [count]);
  const player = usePlayer(position, count, go);
  useStepper(shownA && shownB ? { position, count, go, ...player } : null);
  // The decision on screen is the last one placed; its rule and candidates come on demand.
  const onScreen = Math.max(0, position - 1);
  const explainedA = useExplainedSteps(client, shownA, onScreen);
  const explainedB = useExplainedSteps(client, shownB, onScreen);

  if (!pair) return <p className="muted">Lockstep needs two algorithms; this family has one.</p>;
  const choose = (side: 0 | 1, id: string) => {
    const next: [string, string] = side === 0 ? [id, pair[1]] : [pair[0], id];
    if (next[0] !== next[1]) onChange({ lockstep: next });
  };
  const differsHere = position > 0 && decisions.differ.includes(position - 1);
  const sides = [
    { id: pair[0], shown: shownA, explained: explainedA, run: a },
    { id: pair[1], shown: shownB, explained: explainedB, run: b },
  ];
  const panes: PaneSpec[] = sides.flatMap(({ id, shown, explained }) => {
    if (!shown) return [];
    const schedule = explained?.schedule ?? shown.result.schedule;
    const step = schedule.steps[position - 1];
    const rule = step?.rule ? ` — ${step.rule}` : "";
    const placed = Math.min(position, schedule.steps.length);
    return [
      {
        id,
        schedule,
        ...(position < schedule.steps.length ? { step: position } : {}),
        highlight: position > 0 ? tasksOfDecision(schedule, position - 1) : [],
        highlightColor: differsHere ? DIFFER_COLOR : undefined,
        accent: differsHere,
        title: `${nameOf(algorithms, id)} · ${placed} / ${schedule.steps.length} decisions · ${
          position > 0 ? `decision ${position}: ${decisionText(schedule, step)}${rule}` : "nothing placed yet"
        }`,
      } satisfies PaneSpec,
    ];
  });
  const prevDiff = nextDiffer(decisions.differ, position - 1, -1);
  const nextDiff = nextDiffer(decisions.differ, position - 1, 1);
  const stepA = shownA?.result.schedule.steps[position - 1];
  const stepB = shownB?.result.schedule.steps[position - 1];
  return (
    <div className="sbs-body">
      <div className="sbs-choose lockstep-controls" role="group" aria-label="Lockstep">
        {/* The pair and the step buttons wrap as two blocks: the buttons never split across lines. */}
        <span className="lockstep-pair">
          {([0, 1] as const).map((side) => (
            <label key={side}>
              {side === 0 ? "Lockstep " : " vs "}
              <select
                value={pair[side]}
                data-testid={`lockstep-${side === 0 ? "a" : "b"}`}
                onChange={(e) => choose(side, e.target.value)}
              >
                {algorithms.map((al) => (
                  <option key={al.id} value={al.id} disabled={al.id === pair[side === 0 ? 1 : 0]}>
                    {al.name}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </span>
        <span className="sbs-gap" />
        <span className="lockstep-steps">
          <button
            type="button"
            onClick={() => go(0)}
            disabled={position === 0}
            title="Before the first decision (Home)"
            aria-label="First"
          >
            |◀
          </button>
          <button
            type="button"
            onClick={() => go(position - 1)}
            disabled={position === 0}
            title="One decision back (←)"
            aria-label="Previous"
          >
            ◀
          </button>
          <span className="lockstep-pos" data-testid="lockstep-position" aria-live="polite">
            {position} / {count}
          </span>
          <button
            type="button"
            onClick={() => go(position + 1)}
            disabled={position >= count}
            title="One decision forward (→)"
            aria-label="Next"
          >
            ▶
          </button>
          <button
            type="button"
            onClick={() => go(count)}
            disabled={position >= count}
            title="After the last decision (End)"
            aria-label="Last"
          >
            ▶|
          </button>
          <button
            type="button"
            onClick={player.togglePlay}
            disabled={count === 0}
            title="Play / pause (Space)"
          >
            {player.playing ? "Pause" : "Play"}
          </button>
          <button
            type="button"
            onClick={() => go(prevDiff + 1)}
            disabled={prevDiff < 0}
            title="The previous decision where they differ"
          >
            ◀ difference
          </button>
          <button
            type="button"
            data-testid="lockstep-next-difference"
            onClick={() => go(nextDiff + 1)}
            disabled={nextDiff < 0}
            title="The next decision where they differ"
          >
            difference ▶
          </button>
        </span>
      </div>
      {shownA && shownB ? (
        <>
          <DecisionStrip count={count} differ={decisions.differ} position={position} onGo={go} />
          <p
            className={`sbs-note${differsHere ? " differ" : ""}`}
            role="status"
            data-testid="lockstep-status"
          >
            {decisions.differ.length === 0
              ? "The two make the same decisions throughout."
              : `They differ at ${decisions.differ.length} of ${count} decisions (first: decision ${decisions.firstDiffer + 1}).`}{" "}
            {position > 0
              ? sameDecision(stepA, stepB)
                ? `Decision ${position}: the same choice.`
                : `Decision ${position} differs.`
              : ""}
          </p>
        </>
      ) : (
        <p className="muted sbs-note" role="status">
          {sides.map((s) => `${nameOf(algorithms, s.id)}: ${runNote(s.run) ?? "ready"}`).join(" · ")}
        </p>
      )}
      {panes.length > 0 ? (
        <SideBySide
          panes={panes}
          references={lowerBoundReference(panes.map((p) => p.schedule))}
          label="Lockstep: two heuristics decision by decision"
          paneHeight={170}
          testId="lockstep-stack"
        />
      ) : null}
    </div>
  );
}

/** One mark per decision (up to 400, else only the differing ones' positions), the differing ones red. */
function DecisionStrip({
  count,
  differ,
  position,
  onGo,
}: {
  count: number;
  differ: readonly number[];
  position: number;
  onGo: (k: number) => void;
}) {
  if (count === 0) return null;
  const differs = new Set(differ);
  const marks = count <= 400 ? Array.from({ length: count }, (_, k) => k) : differ.slice(0, 400);
  return (
    <div className="decision-strip" role="list" aria-label="Decisions (red: they differ)">
      {marks.map((k) => (
        <button
          key={k}
          type="button"
          role="listitem"
          className={`mark${differs.has(k) ? " differ" : ""}${k === position - 1 ? " current" : ""}`}
          data-testid={differs.has(k) ? "lockstep-differ" : undefined}
          style={{ left: `${(100 * (k + 0.5)) / count}%` }}
          title={`decision ${k + 1}${differs.has(k) ? " — they differ" : ""}`}
          aria-label={`decision ${k + 1}${differs.has(k) ? ", they differ" : ""}`}
          onClick={() => onGo(k + 1)}
        />
      ))}
    </div>
  );
}
