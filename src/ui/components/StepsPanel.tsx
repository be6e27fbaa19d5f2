// The decision sequence, for stepping through a heuristic in class: each decision with the rule that
// chose it, and at the current position the candidates the heuristic weighs next, with their scores.
import { useEffect, useRef, useState } from "react";
import type { Schedule } from "../../core/schedule/types";
import { formatNumber, TIME_UNIT_LABEL } from "../../core/units";

interface Props {
  readonly schedule: Schedule;
  /** How many decisions are revealed; undefined = all. */
  readonly step: number | undefined;
  readonly onStep: (step: number | undefined) => void;
}

export function StepsPanel({ schedule, step, onStep }: Props) {
  const total = schedule.steps.length;
  const pos = step === undefined ? total : Math.min(step, total);
  const [playing, setPlaying] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!playing) return;
    if (pos >= total) {
      setPlaying(false);
      return;
    }
    const id = window.setTimeout(() => onStep(pos + 1 >= total ? undefined : pos + 1), 700);
    return () => window.clearTimeout(id);
  }, [playing, pos, total, onStep]);
  useEffect(() => {
    list.current?.querySelector(".current")?.scrollIntoView({ block: "nearest" });
  }, [pos]);
  if (total === 0) return <div className="steps-panel empty">This schedule records no decisions.</div>;
  const u = TIME_UNIT_LABEL[schedule.timeUnit];
  const next = pos < total ? schedule.steps[pos] : undefined;
  const go = (k: number) => onStep(k >= total ? undefined : Math.max(0, k));
  const label = (m: number) => schedule.messages[m] ?? `m${m}`;
  /** "m2: P2 → {P0,P1,P3}" → "m2" for the compact list (the full label is in the tooltip). */
  const short = (m: number) => label(m).split(":")[0] ?? label(m);
  // With a single message (a broadcast) the message says nothing: leave it out, keep the scores in view.
  const many = schedule.messages.length > 1;
  return (
    <div
      className="steps-panel"
      tabIndex={0}
      aria-label="Decisions"
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") go(pos + 1);
        if (e.key === "ArrowLeft") go(pos - 1);
      }}
    >
      <div className="toolbar">
        <strong>Decisions</strong>
        <button
          type="button"
          onClick={() => go(0)}
          disabled={pos === 0}
          title="Before the first decision"
          aria-label="First"
        >
          |◀
        </button>
        <button
          type="button"
          onClick={() => go(pos - 1)}
          disabled={pos === 0}
          title="Previous decision (←)"
          aria-label="Previous"
        >
          ◀
        </button>
        <button
          type="button"
          onClick={() => (playing ? setPlaying(false) : (pos >= total && go(0), setPlaying(true)))}
          aria-label={playing ? "Pause" : "Play"}
        >
          {playing ? "❚❚ pause" : "▶ play"}
        </button>
        <button
          type="button"
          onClick={() => go(pos + 1)}
          disabled={pos >= total}
          title="Next decision (→)"
          aria-label="Next"
        >
          ▶
        </button>
        <button
          type="button"
          onClick={() => go(total)}
          disabled={pos >= total}
          title="All decisions"
          aria-label="Last"
        >
          ▶|
        </button>
        <span data-testid="step-position">
          {pos} / {total}
        </span>
      </div>
      <div className="steps-body">
        <ol className="decision-list" ref={list} start={0}>
          {schedule.steps.map((st, i) => (
            <li
              key={i}
              className={i < pos ? "done" : i === pos ? "current" : "later"}
              onClick={() => go(i + 1)}
              title={`${label(st.message)}${st.rule ? ` — chosen by: ${st.rule}` : ""}`}
            >
              <span className="idx">{i + 1}.</span> P{st.sender} → P{st.receiver}{" "}
              {many ? <span className="msg">{short(st.message)}</span> : null}{" "}
              <span className="muted">
                · {formatNumber(st.complete)} {u}
              </span>
            </li>
          ))}
        </ol>
        <div className="candidates">
          {next ? (
            <>
              <p>
                Next decision ({pos + 1}):{" "}
                <strong>
                  P{next.sender} → P{next.receiver}
                </strong>{" "}
                {many ? `(${label(next.message)})` : ""}
                {next.rule ? ` — ${next.rule}` : ""}
              </p>
              {next.candidates && next.candidates.length > 0 ? (
                <table className="grid-table">
                  <thead>
                    <tr>
                      <th>sender</th>
                      <th>receiver</th>
                      {many ? <th>message</th> : null}
                      <th>
                        {next.candidates[0]?.label ?? "score"} ({u})
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {next.candidates.map((c, i) => {
                      const chosen =
                        c.sender === next.sender &&
                        c.receiver === next.receiver &&
                        c.message === next.message;
                      return (
                        <tr key={i} className={chosen ? "chosen" : undefined}>
                          <td>P{c.sender}</td>
                          <td>P{c.receiver}</td>
                          {many ? <td title={label(c.message)}>{short(c.message)}</td> : null}
                          <td>
                            {formatNumber(c.score)}
                            {chosen ? " ✓" : ""}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              ) : (
                <p className="muted">No candidates recorded for this decision.</p>
              )}
            </>
          ) : (
            <p className="muted">
              All {total} decisions made. Step back (◀ or ←) to see what each one weighed.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
