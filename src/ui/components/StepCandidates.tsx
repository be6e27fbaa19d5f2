// The candidates of one decision, for the steps panel: the table with each score as the paper's sum
// ("RT_i 3 + g_ij 1 + L_ij 2 + F_j 4 = 10", src/core/schedule/score.ts), the heuristic's pick marked;
// and the quiz's question (src/ui/quiz.ts): the same candidates, numbered, without scores.
import { formatBreakdown } from "../../core/schedule/score";
import type { Candidate, Schedule } from "../../core/schedule/types";
import { formatNumber } from "../../core/units";

function messageName(schedule: Schedule, m: number): string {
  const label = schedule.messages[m] ?? `m${m}`;
  return label.split(":")[0] ?? label;
}

interface TableProps {
  readonly schedule: Schedule;
  readonly candidates: readonly Candidate[];
  /** Index of the heuristic's pick. */
  readonly chosen: number;
  /** Index the class picked in the quiz, if it did. */
  readonly picked?: number | undefined;
  readonly unit: string;
}

export function CandidateTable({ schedule, candidates, chosen, picked, unit }: TableProps) {
  const many = schedule.messages.length > 1;
  const heading = candidates[0]?.label ?? "score";
  // A rank or a position has no unit; times do.
  const unitless = /rank|position|step|^k = /.test(heading);
  return (
    <table className="grid-table candidate-table" data-testid="candidate-table">
      <thead>
        <tr>
          <th>sender</th>
          <th>receiver</th>
          {many ? <th>message</th> : null}
          <th className="score-col">
            {/^k = /.test(heading) ? "steps" : heading}
            {unitless ? "" : ` (${unit})`}
          </th>
        </tr>
      </thead>
      <tbody>
        {candidates.map((c, i) => {
          const isChosen = i === chosen;
          const isPicked = i === picked;
          return (
            <tr
              key={i}
              className={`${isChosen ? "chosen" : ""}${isPicked ? " picked" : ""}`.trim() || undefined}
              data-testid={isChosen ? "candidate-chosen" : undefined}
            >
              <td>P{c.sender}</td>
              <td>P{c.receiver}</td>
              {many ? <td title={schedule.messages[c.message]}>{messageName(schedule, c.message)}</td> : null}
              <td className={`score-col${c.breakdown && c.breakdown.terms.length > 1 ? " has-terms" : ""}`}>
                <div className="score-cell">
                  <span className="score-total">
                    <span className="score-value">{formatNumber(c.score)}</span>
                    {isChosen ? " ✓" : ""}
                    {isPicked && !isChosen ? " ✗ (your pick)" : isPicked ? " (your pick)" : ""}
                  </span>
                  {c.breakdown && c.breakdown.terms.length > 1 ? (
                    <span className="score-terms" data-testid="score-terms">
                      {formatBreakdown(c.breakdown)}
                    </span>
                  ) : c.breakdown && c.breakdown.terms.length === 1 ? (
                    <span className="score-terms">{c.breakdown.terms[0]?.name}</span>
                  ) : null}
                  {/^k = /.test(c.label ?? "") ? <span className="score-terms">{c.label}</span> : null}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

interface QuestionProps {
  readonly schedule: Schedule;
  /** The decision's index (0-based; shown from 1). */
  readonly decision: number;
  readonly candidates: readonly Candidate[];
  /** The quiz's order: indices into `candidates`. */
  readonly order: readonly number[];
  readonly onPick: (index: number) => void;
}

export function QuizQuestion({ schedule, decision, candidates, order, onPick }: QuestionProps) {
  const many = schedule.messages.length > 1;
  const keys = order.length >= 9 ? "1–9" : order.length === 1 ? "1" : `1–${order.length}`;
  return (
    <div className="quiz-question" data-testid="quiz-question">
      <p>
        Decision {decision + 1}: which one does <strong>{schedule.algorithm}</strong> pick next? Click, or
        press {keys}.
      </p>
      <ol className="quiz-options">
        {order.map((i, n) => {
          const c = candidates[i] as Candidate;
          return (
            <li key={i}>
              <button type="button" onClick={() => onPick(i)} data-testid={`quiz-option-${n + 1}`}>
                <span className="quiz-key">{n + 1}</span> P{c.sender} → P{c.receiver}
                {many ? ` · ${messageName(schedule, c.message)}` : ""}
                {/^k = /.test(c.label ?? "") ? ` · ${(c.label ?? "").split(":")[0]}` : ""}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
