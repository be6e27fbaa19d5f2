// The Papers gallery: one card per experiment that reproduces a paper's figure, grouped by paper, with
// the paper's claim in our words. A card runs its sweep with the experiment's `quick` parameters in the
// worker pool (progress, results as runs finish, Cancel keeps them), draws our chart, and gives the
// verdict on the claim — reproduced, or differs and why — from the same code as `npm run reproduce`
// (src/core/reproduction.ts), so the card and docs/REPRODUCTION.md agree. Open from the view tabs'
// "Papers" button or a link (#papers, #papers/EXPERIMENT-ID; the open card is part of the view state).
import { useMemo } from "react";
import type { ExperimentDef } from "../../core/experiment";
import { allExperiments } from "../../core/registry";
import {
  byPaper,
  REPRODUCTION_SEED,
  reproductionParams,
  verdictOf,
  type VerdictOutcome,
} from "../../core/reproduction";
import { sweepStore, useSweep, type SweepEntry } from "../experiments/sweep-store";
import { SweepResults, useSummaryCi } from "../experiments/SweepResults";
import "./papers.css";

export function PapersGallery({
  card,
  onCard,
  onClose,
}: {
  /** The experiment whose card is open, if any. */
  card: string | undefined;
  onCard: (id: string | undefined) => void;
  onClose: () => void;
}) {
  const groups = useMemo(() => byPaper(allExperiments()), []);
  return (
    <section className="papers" aria-label="Papers gallery" data-testid="papers">
      <div className="papers-head">
        <h2>Papers: their figures, re-run here</h2>
        <button type="button" onClick={onClose}>
          ← Back to the scenario
        </button>
      </div>
      <p className="hint">
        Each card is a figure of one of the papers this app implements: the paper&apos;s claim in our words,
        and a Run that re-runs the figure on this machine with fewer runs than the paper (seeded, so the
        numbers are those of <code>docs/REPRODUCTION.md</code>). Click a point of a chart to open one of its
        runs as a scenario.
      </p>
      {groups.map((g) => (
        <section key={g.paper} className="paper" aria-label={g.paper}>
          <h3>{g.paper}</h3>
          <div className="cards">
            {g.experiments.map((e) => (
              <PaperCard
                key={e.id}
                exp={e}
                open={card === e.id}
                onOpen={() => onCard(e.id)}
                onFold={() => onCard(undefined)}
              />
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}

const slotOf = (id: string) => `papers:${id}`;

function PaperCard({
  exp,
  open,
  onOpen,
  onFold,
}: {
  exp: ExperimentDef;
  open: boolean;
  onOpen: () => void;
  onFold: () => void;
}) {
  const entry = useSweep(slotOf(exp.id));
  const params = useMemo(() => {
    try {
      return reproductionParams(exp, "quick");
    } catch {
      return null;
    }
  }, [exp]);
  const runs = params ? exp.runCount(params) : 0;
  const verdict = entry && entry.status !== "running" && params ? verdictOf(exp, params, entry.byRun) : null;
  return (
    <article
      className={`paper-card${open ? " open" : ""}`}
      data-testid="paper-card"
      data-experiment={exp.id}
      aria-label={`${exp.figure ?? ""}: ${exp.title}`}
    >
      <header>
        <h4>
          <span className="figure">{exp.figure}</span> {exp.title}
        </h4>
        {verdict ? <VerdictBadge verdict={verdict} /> : null}
      </header>
      <p className="claim">
        {exp.claim ? (
          <>
            <strong>The paper:</strong> {exp.claim.text}
          </>
        ) : (
          <span className="muted">
            No claim of the paper is checked for this figure yet; the numbers are ours.
          </span>
        )}
      </p>
      {open ? (
        <CardBody exp={exp} params={params} runs={runs} entry={entry} verdict={verdict} onFold={onFold} />
      ) : (
        <button type="button" onClick={onOpen} aria-label={`Open ${exp.figure ?? exp.id}: ${exp.title}`}>
          Open
        </button>
      )}
    </article>
  );
}

function CardBody({
  exp,
  params,
  runs,
  entry,
  verdict,
  onFold,
}: {
  exp: ExperimentDef;
  params: Record<string, unknown> | null;
  runs: number;
  entry: SweepEntry | undefined;
  verdict: VerdictOutcome | null;
  onFold: () => void;
}) {
  const summary = useSummaryCi(exp, entry);
  if (!params) {
    return (
      <p className="error">This experiment&apos;s quick parameters do not validate; it cannot run here.</p>
    );
  }
  const slot = slotOf(exp.id);
  const start = () =>
    void sweepStore.start(slot, { experiment: exp.id, params, seed: REPRODUCTION_SEED, runs });
  const running = entry?.status === "running";
  return (
    <div className="card-body">
      <p className="hint">{exp.description}</p>
      <div className="row">
        {running && entry ? (
          <>
            <progress aria-label="Sweep progress" max={entry.request.runs} value={entry.done} />
            <span data-testid="sweep-progress">
              {entry.done} / {entry.request.runs} runs
            </span>
            <button type="button" onClick={() => sweepStore.cancel(slot)}>
              Cancel
            </button>
          </>
        ) : (
          <button type="button" className="primary" onClick={start}>
            {entry ? "Run again" : "Run"} ({runs} runs, quick)
          </button>
        )}
        <button type="button" onClick={onFold}>
          Fold
        </button>
        {entry && !running ? (
          <span className="hint">
            {entry.status === "cancelled"
              ? `Cancelled: ${entry.done} of ${entry.request.runs} runs kept, `
              : ""}
            {entry.status === "done" ? `${entry.done} runs in ` : ""}
            {entry.status !== "failed" ? `${(entry.elapsedMs / 1000).toFixed(1)} s` : ""}
          </span>
        ) : null}
      </div>
      {entry?.status === "failed" ? <p className="error">{entry.error}</p> : null}
      {verdict ? <VerdictText verdict={verdict} /> : null}
      {summary && entry ? <SweepResults exp={exp} entry={entry} summary={summary} /> : null}
    </div>
  );
}

function VerdictBadge({ verdict }: { verdict: VerdictOutcome }) {
  if (verdict.kind !== "verdict") return null;
  return (
    <span className={`verdict-badge ${verdict.verdict.reproduced ? "ok" : "differs"}`}>
      {verdict.verdict.reproduced ? "reproduced" : "differs"}
    </span>
  );
}

function VerdictText({ verdict }: { verdict: VerdictOutcome }) {
  switch (verdict.kind) {
    case "verdict":
      return (
        <p className={`verdict ${verdict.verdict.reproduced ? "ok" : "differs"}`} data-testid="verdict">
          <strong>{verdict.verdict.reproduced ? "Reproduced." : "Differs."}</strong> {verdict.verdict.reason}
        </p>
      );
    case "partial":
      return (
        <p className="verdict" data-testid="verdict">
          No verdict: {verdict.finished} of {verdict.total} runs finished (the claim is about the whole
          figure).
        </p>
      );
    case "no-claim":
      return (
        <p className="verdict" data-testid="verdict">
          No claim to check: the numbers below are ours alone.
        </p>
      );
    case "error":
      return (
        <p className="verdict error" data-testid="verdict">
          The verdict failed: {verdict.message}
        </p>
      );
  }
}
