// The class quiz (docs/architecture.md, "Step-through and the class quiz"): at each decision the steps
// panel shows the candidates the heuristic weighs, in a neutral order and without scores; the class
// picks one (a click or a number key 1–9); the app reveals the heuristic's pick with the scores and
// keeps a tally over the run ("7 of 9 right"). A pure state machine: one answer per decision, so
// stepping back and forth never counts a decision twice. The state lives in the URL's view state
// (`quiz`: the answers as [decision, picked, right] triples), so a shared link keeps the tally.
import type { Candidate, Step } from "../core/schedule/types";

export interface QuizAnswer {
  /** The decision's index in the schedule's steps (0-based; shown from 1). */
  readonly decision: number;
  /** The candidate picked, as its index in the decision's `candidates`. */
  readonly picked: number;
  /** Whether it is the heuristic's pick. */
  readonly right: boolean;
}

/** The quiz is on when a QuizState exists; its answers so far, in the order given. */
export interface QuizState {
  readonly answers: readonly QuizAnswer[];
}

/** At most this many answers are kept (and written to the URL). */
export const QUIZ_ANSWER_LIMIT = 2000;

export function startQuiz(): QuizState {
  return { answers: [] };
}

/** Q: on (a fresh tally) or off. */
export function toggleQuiz(state: QuizState | undefined): QuizState | undefined {
  return state ? undefined : startQuiz();
}

export function answerAt(state: QuizState | undefined, decision: number): QuizAnswer | undefined {
  return state?.answers.find((a) => a.decision === decision);
}

/**
 * The index in `step.candidates` of the heuristic's pick: the candidate naming the decision's sender,
 * receiver and message; when several or none do, the first listed, which is the rule's best.
 */
export function heuristicPick(step: Step): number {
  const list = step.candidates ?? [];
  const at = list.findIndex(
    (c) => c.sender === step.sender && c.receiver === step.receiver && c.message === step.message,
  );
  return at < 0 ? 0 : at;
}

/**
 * The order the quiz lists the candidates in: by receiver, sender, message, then label — not by score,
 * which would put the heuristic's pick first. Indices into `candidates`.
 */
export function quizOrder(candidates: readonly Candidate[]): number[] {
  return candidates
    .map((c, i) => ({ c, i }))
    .sort(
      (a, b) =>
        a.c.receiver - b.c.receiver ||
        a.c.sender - b.c.sender ||
        a.c.message - b.c.message ||
        (a.c.label ?? "").localeCompare(b.c.label ?? "") ||
        a.i - b.i,
    )
    .map((x) => x.i);
}

/**
 * The class picks candidate `picked` (index in the step's candidates) at `decision`. A decision already
 * answered keeps its first answer (stepping back and picking again does not count twice); an index
 * outside the list, a step without candidates, or the quiz off change nothing.
 */
export function pick(
  state: QuizState | undefined,
  decision: number,
  step: Step,
  picked: number,
): QuizState | undefined {
  if (!state) return state;
  const n = step.candidates?.length ?? 0;
  if (!Number.isInteger(picked) || picked < 0 || picked >= n) return state;
  if (answerAt(state, decision)) return state;
  if (state.answers.length >= QUIZ_ANSWER_LIMIT) return state;
  const right = picked === heuristicPick(step);
  return { answers: [...state.answers, { decision, picked, right }] };
}

/** The number key `key` ("1"–"9") as a position in the quiz's list (0-based), or undefined. */
export function numberKey(key: string): number | undefined {
  return /^[1-9]$/.test(key) ? Number(key) - 1 : undefined;
}

export interface Tally {
  readonly right: number;
  readonly answered: number;
}

export function tally(state: QuizState | undefined): Tally {
  const answers = state?.answers ?? [];
  return { right: answers.filter((a) => a.right).length, answered: answers.length };
}

/** "7 of 9 right". */
export function tallyText(t: Tally): string {
  return `${t.right} of ${t.answered} right`;
}

/** The URL's form: [decision, picked, right ? 1 : 0] per answer. */
export type QuizUrl = [number, number, 0 | 1][];

export function quizToUrl(state: QuizState): QuizUrl {
  return state.answers.map((a): [number, number, 0 | 1] => [a.decision, a.picked, a.right ? 1 : 0]);
}

/** Back from the URL; a decision listed twice keeps its first answer. */
export function quizFromUrl(
  url: readonly (readonly [number, number, 0 | 1])[] | undefined,
): QuizState | undefined {
  if (!url) return undefined;
  const seen = new Set<number>();
  const answers: QuizAnswer[] = [];
  for (const [decision, picked, right] of url) {
    if (seen.has(decision) || answers.length >= QUIZ_ANSWER_LIMIT) continue;
    seen.add(decision);
    answers.push({ decision, picked, right: right === 1 });
  }
  return { answers };
}
