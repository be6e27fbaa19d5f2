// replay.ts, in every family: replay(scenario, plan, algorithm, steps) times any plan (a heuristic's
// or a user's edit) under the family's cost model into the common Schedule and the family's details.
//
// Replays any plan of the redistribution family into the common Schedule (Bhat et al. Sec. 4.1–4.3):
// send and receive tasks for each network event (both ends busy for C_ij), free `local` tasks for the
// blocks that stay, the lower bound of Sec. 4.2, and the family's details for the CLI and the views
// (timing diagram of Fig. 3, array view of Fig. 1, matrix view, communication graph of Fig. 2a).
import { scoredCandidate } from "../schedule/score";
import type { Schedule, Step, Task } from "../schedule/types";
import { formatNumber, nodeLabel, ordinal } from "../units";
import { directSteps } from "./direct";
import { firstPeriodBlocks, ownerAfter, ownerBefore, type RedistributionLayout } from "./index-sets";
import { communicationMatrix, toRows, type BindingLine, type CommunicationMatrix } from "./matrix";
import { checkPlan } from "./plan";
import type { RedistributionPlan, RedistributionScenario } from "./scenario";
import { timeSendOrders, type TimedEvent } from "./simulate";

/** Old blocks listed per message / per array position at most (bigger arrays: use the formulas). */
export const LISTED_BLOCKS_LIMIT = 4096;

/** An edge of the communication graph (Fig. 2a), or a local copy when from === to. */
export interface RedistributionMessage {
  readonly from: number;
  readonly to: number;
  readonly blocks: number;
  readonly elements: number;
  readonly bytes: number;
  /** C_ij in the time unit (0 for a local copy). */
  readonly cost: number;
  /** Direct runs only: its step in the K-step arrangement (Fig. 2b; k-step.ts); -1 for a local copy. */
  readonly directStep?: number;
  /**
   * Old global block indices moved, within the first period (blocks [0, min(N/x, P·K))); the set
   * repeats every P·K blocks. Empty when the period exceeds LISTED_BLOCKS_LIMIT.
   */
  readonly firstBlocks: readonly number[];
}

export type RedistributionDetails = {
  /** C as [sender][receiver] in the time unit (the paper's C transposed); 0 where no network event. */
  readonly matrix: number[][];
  /** Message sizes [sender][receiver] in bytes; the diagonal is the local copy. */
  readonly bytes: number[][];
  /** Old blocks moved [sender][receiver]; the diagonal stays. */
  readonly blocks: number[][];
  /** Row sums of `matrix` (each sender's busy time). */
  readonly sendTotals: number[];
  /** Column sums of `matrix` (each receiver's busy time). */
  readonly recvTotals: number[];
  readonly lowerBound: number;
  /** The rows/columns that reach the bound. */
  readonly binding: readonly BindingLine[];
  /**
   * The Lemma's bound for this schedule: the sender that finishes last, its last receiver, and their
   * totals' sum (greedy never exceeds it; ≤ 2 × lowerBound). null without network events.
   */
  readonly lemma: { readonly sender: number; readonly receiver: number; readonly bound: number } | null;
  /** Network messages (edges of Fig. 2a), by sender then receiver. */
  readonly graph: readonly RedistributionMessage[];
  /** Local copies, one per processor that keeps blocks. */
  readonly locals: readonly RedistributionMessage[];
  /**
   * The replayed plan: each sender's receivers in order (its column of the timing diagram, top to
   * bottom; a drag there is applyEdit's reorder-sends, see moveSend in edits.ts).
   */
  readonly sendOrder: number[][];
  /** Each receiver's senders in the order received (first come, first served). */
  readonly recvOrder: number[][];
  readonly layout: RedistributionLayout;
  /** Owner of each old block before and after, for the first ≤ LISTED_BLOCKS_LIMIT blocks. */
  readonly blockOwners: { readonly before: number[]; readonly after: number[]; readonly truncated: boolean };
};

export function replay(
  s: RedistributionScenario,
  plan: RedistributionPlan,
  algorithm: string,
  steps: readonly Step[] | undefined,
  matrix: CommunicationMatrix = communicationMatrix(s),
): { schedule: Schedule; details: RedistributionDetails } {
  checkPlan(matrix, plan);
  const P = s.processors;
  const events = timeSendOrders(P, matrix.cost, plan.sends);
  const ownSteps: Step[] | undefined = steps ? undefined : events.map((e) => editedStep(e, plan));
  const stepList = steps ?? (ownSteps as Step[]);
  const stepOf = new Int32Array(P * P).fill(-1);
  stepList.forEach((st, k) => (stepOf[st.sender * P + st.receiver] = k));

  const tasks: Task[] = [];
  const recvOrder: number[][] = Array.from({ length: P }, () => []);
  let makespan = 0;
  for (const e of events) {
    const k = e.sender * P + e.receiver;
    const bytes = matrix.bytes[k] as number;
    const found = stepOf[k] as number;
    const step = found >= 0 ? found : undefined;
    const at = tasks.length;
    tasks.push({
      node: e.sender,
      kind: "send",
      peer: e.receiver,
      message: 0,
      start: e.start,
      end: e.end,
      match: at + 1,
      bytes,
      step,
    });
    tasks.push({
      node: e.receiver,
      kind: "recv",
      peer: e.sender,
      message: 0,
      start: e.start,
      end: e.end,
      posted: e.posted,
      arrival: e.request,
      match: at,
      bytes,
      step,
    });
    recvOrder[e.receiver]?.push(e.sender);
    makespan = Math.max(makespan, e.end);
  }
  const { graph, locals } = messagesOf(matrix, s.blockSize, algorithm === "direct");
  for (const l of locals) {
    tasks.push({ node: l.from, kind: "local", peer: -1, message: 0, start: 0, end: 0, bytes: l.bytes });
  }

  const schedule: Schedule = {
    family: "redistribution",
    algorithm,
    timeUnit: s.timeUnit,
    lanes: Array.from({ length: P }, (_, i) => nodeLabel(i)),
    messages: ["blocks"],
    tasks,
    makespan,
    lowerBound: matrix.lowerBound,
    steps: stepList,
    matrix: toRows(matrix.cost, P),
    notes: [
      "Blocks that stay on their processor are free local copies: shown, but not in C nor its bound.",
      "matrix is [sender][receiver]; the paper's C is [receiver][sender].",
      "A busy receiver serves waiting senders first come, first served (lower index on ties).",
    ],
  };
  const details: RedistributionDetails = {
    matrix: schedule.matrix as number[][],
    bytes: toRows(matrix.bytes, P),
    blocks: toRows(matrix.blocks, P),
    sendTotals: Array.from(matrix.sendTotals),
    recvTotals: Array.from(matrix.recvTotals),
    lowerBound: matrix.lowerBound,
    binding: matrix.binding,
    lemma: lemmaOf(events, matrix),
    graph,
    locals,
    sendOrder: plan.sends.map((l) => l.slice()),
    recvOrder,
    layout: matrix.layout,
    blockOwners: blockOwnersOf(matrix.layout),
  };
  return { schedule, details };
}

function messagesOf(
  m: CommunicationMatrix,
  blockSize: number,
  withDirectSteps: boolean,
): { graph: RedistributionMessage[]; locals: RedistributionMessage[] } {
  const { processors: P, period } = m.layout;
  const directStep = new Map<number, number>();
  if (withDirectSteps) {
    const direct = directSteps(m);
    direct.order.forEach((list, i) =>
      list.forEach((j, pos) => directStep.set(i * P + j, direct.step[i]?.[pos] ?? -1)),
    );
  }
  const lists = period <= LISTED_BLOCKS_LIMIT ? firstPeriodBlocks(m.layout) : undefined;
  const graph: RedistributionMessage[] = [];
  const locals: RedistributionMessage[] = [];
  for (let i = 0; i < P; i++) {
    for (let j = 0; j < P; j++) {
      const k = i * P + j;
      const blocks = m.blocks[k] as number;
      if (blocks === 0) continue;
      const msg: RedistributionMessage = {
        from: i,
        to: j,
        blocks,
        elements: blocks * blockSize,
        bytes: m.bytes[k] as number,
        cost: m.cost[k] as number,
        ...(withDirectSteps ? { directStep: directStep.get(k) ?? -1 } : {}),
        firstBlocks: lists?.[k] ?? [],
      };
      (i === j ? locals : graph).push(msg);
    }
  }
  return { graph, locals };
}

/** The last sender to finish, its last receiver, and the Lemma's bound sendTotal + recvTotal. */
function lemmaOf(events: readonly TimedEvent[], m: CommunicationMatrix): RedistributionDetails["lemma"] {
  let last: TimedEvent | undefined;
  for (const e of events) if (!last || e.end > last.end) last = e;
  if (!last) return null;
  return {
    sender: last.sender,
    receiver: last.receiver,
    bound: (m.sendTotals[last.sender] as number) + (m.recvTotals[last.receiver] as number),
  };
}

function blockOwnersOf(layout: RedistributionLayout): RedistributionDetails["blockOwners"] {
  const n = Math.min(layout.blockCount, LISTED_BLOCKS_LIMIT);
  const before: number[] = [];
  const after: number[] = [];
  for (let i = 0; i < n; i++) {
    before.push(ownerBefore(i, layout.processors));
    after.push(ownerAfter(i, layout.processors, layout.K));
  }
  return { before, after, truncated: n < layout.blockCount };
}

/** An edited plan's decision: the replay's next send, and what it waited for (sender or receiver). */
function editedStep(e: TimedEvent, plan: RedistributionPlan): Step {
  const pos = (plan.sends[e.sender] ?? []).indexOf(e.receiver);
  const byReceiver = e.posted > e.request;
  const why = byReceiver
    ? `waits for P${e.receiver}, busy receiving until ${formatNumber(e.posted)} (first come, first served)`
    : `starts when P${e.sender} is free, at ${formatNumber(e.request)}`;
  return {
    sender: e.sender,
    receiver: e.receiver,
    message: 0,
    complete: e.end,
    rule: `edited plan — replay: P${e.sender}'s ${ordinal(pos + 1)} send, to P${e.receiver}; ${why}`,
    candidates: [
      scoredCandidate(
        e.sender,
        e.receiver,
        0,
        [
          { name: byReceiver ? "receiver free" : "sender free", value: e.start },
          { name: "C_ij", value: e.end - e.start },
        ],
        "completion",
      ),
    ],
  };
}
