// The decision sequence, for stepping through a heuristic in class: each decision with the rule that
// chose it, and at the current position the candidates the heuristic weighs next, with their scores
// broken into the paper's terms (CandidateTable). The class quiz (Q, src/ui/quiz.ts) hides the scores
// and the pick until the class has guessed.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Schedule } from "../../core/schedule/types";
import { formatNumber, TIME_UNIT_LABEL } from "../../core/units";
import { usePlayer, useQuizKeys } from "../keyboard";
import {
  answerAt,
  heuristicPick,
  pick,
  quizOrder,
  tally,
  tallyText,
  toggleQuiz,
  type QuizState,
} from "../quiz";
import { CandidateTable, QuizQuestion } from "./StepCandidates";
import "./steps.css";

interface Props {
  readonly schedule: Schedule;
  /** How many decisions are revealed; undefined = all. */
  readonly step: number | undefined;
  readonly onStep: (step: number | undefined) => void;
  /** Playing, when the app owns it (Space plays wherever the focus is, keyboard.tsx); else the panel's. */
  readonly playing?: boolean;
  readonly onTogglePlay?: () => void;
  /**
   * Whether decision `index` (0-based) is explained yet (src/ui/useExplained.ts asks the worker for the
   * ones on screen); until it is, the panel says the candidates are being computed. Default: all are.
   */
  readonly explained?: (index: number) => boolean;
  /** The class quiz (undefined: off), when the app keeps it (in the URL); else the panel's own. */
  readonly quiz?: QuizState | undefined;
  readonly onQuiz?: (quiz: QuizState | undefined) => void;
}

/** Decisions listed before and after the current one at most. */
const LISTED_AROUND = 150;

export function StepsPanel({ schedule, step, onStep, ...props }: Props) {
  const total = schedule.steps.length;
  const pos = step === undefined ? total : Math.min(step, total);
  const list = useRef<HTMLOListElement>(null);
  const go = useCallback((k: number) => onStep(k >= total ? undefined : Math.max(0, k)), [onStep, total]);
  const own = usePlayer(pos, total, go);
  const playing = props.playing ?? own.playing;
  const onTogglePlay = props.onTogglePlay ?? own.togglePlay;
  const [ownQuiz, setOwnQuiz] = useState<QuizState | undefined>(undefined);
  const quiz = props.onQuiz ? props.quiz : ownQuiz;
  const setQuiz = props.onQuiz ?? setOwnQuiz;
  const next = pos < total ? schedule.steps[pos] : undefined;
  const order = next?.candidates ? quizOrder(next.candidates) : [];
  const answered = answerAt(quiz, pos);
  const asking = quiz !== undefined && next !== undefined && order.length > 0 && !answered;
  const choose = useCallback(
    (k: number) => {
      if (next && quiz) setQuiz(pick(quiz, pos, next, k));
    },
    [next, quiz, pos, setQuiz],
  );
  useQuizKeys({
    toggle: () => setQuiz(toggleQuiz(quiz)),
    pick: (n) => {
      if (!asking || n >= order.length) return false;
      choose(order[n] as number);
      return true;
    },
  });
  useEffect(() => {
    list.current?.querySelector(".current")?.scrollIntoView({ block: "nearest" });
  }, [pos]);
  if (total === 0) return <div className="steps-panel empty">This schedule records no decisions.</div>;
  const u = TIME_UNIT_LABEL[schedule.timeUnit];
  const label = (m: number) => schedule.messages[m] ?? `m${m}`;
  /** "m2: P2 → {P0,P1,P3}" → "m2" for the compact list (the full label is in the tooltip). */
  const short = (m: number) => label(m).split(":")[0] ?? label(m);
  // With a single message (a broadcast) the message says nothing: leave it out, keep the scores in view.
  const many = schedule.messages.length > 1;
  // Only the decisions around the current one are listed: tens of thousands of list items would
  // take seconds to render on every change of the app's state.
  const from = Math.max(0, pos - LISTED_AROUND);
  const to = Math.min(total, pos + LISTED_AROUND);
  return (
    // ← → Home End and Space step from anywhere in the app (keyboard.tsx), not only from here.
    <div className="steps-panel" tabIndex={0} aria-label="Decisions">
      <div className="toolbar">
        <strong>Decisions</strong>
        <button
          type="button"
          onClick={() => go(0)}
          disabled={pos === 0}
          title="Before the first decision (Home)"
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
          onClick={onTogglePlay}
          aria-label={playing ? "Pause" : "Play"}
          title={playing ? "Pause (Space)" : "Play the decisions one by one (Space)"}
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
          title="All decisions (End)"
          aria-label="Last"
        >
          ▶|
        </button>
        <span data-testid="step-position">
          {pos} / {total}
        </span>
        <button
          type="button"
          className="quiz-toggle"
          aria-pressed={quiz !== undefined}
          onClick={() => setQuiz(toggleQuiz(quiz))}
          title={
            quiz
              ? "End the quiz (Q)"
              : "Class quiz (Q): guess each decision before the heuristic's pick and scores are shown"
          }
        >
          Quiz
        </button>
        {quiz ? (
          <span className="quiz-tally" data-testid="quiz-tally" aria-live="polite">
            {tallyText(tally(quiz))}
          </span>
        ) : null}
      </div>
      <div className="steps-body">
        <ol className="decision-list" ref={list}>
          {from > 0 ? <li className="muted elided">… {from} earlier decisions</li> : null}
          {schedule.steps.slice(from, quiz ? pos : to).map((st, k) => {
            const i = from + k;
            return (
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
            );
          })}
          {quiz && pos < total ? (
            <li className="muted elided" onClick={() => go(pos + 1)}>
              … {total - pos} decision{total - pos === 1 ? "" : "s"} to guess
            </li>
          ) : to < total ? (
            <li className="muted elided">… {total - to} later decisions</li>
          ) : null}
        </ol>
        <div className="candidates">
          {next && asking ? (
            <QuizQuestion
              schedule={schedule}
              decision={pos}
              candidates={next.candidates ?? []}
              order={order}
              onPick={choose}
            />
          ) : next && quiz && !answered && props.explained && !props.explained(pos) ? (
            <p className="muted" data-testid="computing-candidates" aria-live="polite">
              computing candidates…
            </p>
          ) : next ? (
            <>
              {answered ? (
                <p
                  className={`quiz-verdict ${answered.right ? "right" : "wrong"}`}
                  data-testid="quiz-verdict"
                >
                  {answered.right
                    ? "✓ Right — that is the heuristic's pick."
                    : `✗ Not this one — the heuristic picks P${next.sender} → P${next.receiver}.`}
                </p>
              ) : null}
              <p>
                Next decision ({pos + 1}):{" "}
                <strong>
                  P{next.sender} → P{next.receiver}
                </strong>{" "}
                {many ? `(${label(next.message)})` : ""}
                {next.rule ? ` — ${next.rule}` : ""}
              </p>
              {next.candidates && next.candidates.length > 0 ? (
                <CandidateTable
                  schedule={schedule}
                  candidates={next.candidates}
                  chosen={heuristicPick(next)}
                  picked={answered?.picked}
                  unit={u}
                />
              ) : props.explained && !props.explained(pos) ? (
                <p className="muted" data-testid="computing-candidates" aria-live="polite">
                  computing candidates…
                </p>
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
