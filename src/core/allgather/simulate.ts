// simulate.ts, where a family has one: its model primitive, timing a plan under the cost model in the
// family's own terms (no Schedule); replay.ts builds the Schedule on it.
//
// The allgather simulator: replays ANY plan (an algorithm's or a user's) under the cost model of
// Wu–Yeh Sec. 2 and 4 as docs/cost-models.md states it. Each node runs its task list in order, one task at a
// time. A send by i starting at t (when i's previous task ends) occupies i for T_send(i). The k-th
// receive on j from i takes the k-th send from i to j: its message is in j's buffer at
// t + T_end(i,j) − T_recv(j) ("arrival"), j is ready at its previous task's end ("posted"), and the
// receive runs [max(posted, arrival), + T_recv(j)], i.e. completes at max(t + T_end(i,j),
// posted + T_recv(j)) — Def. 1's recursion. Combined messages cost one T_end. No barriers.
// A plan is rejected (PlanError naming the node and its task) when a task names a node that does not
// exist, a client talks to anyone but its agent (assumption 5), a node sends data it does not have
// yet, sends and receives of a pair do not match, receivers wait forever, or a node ends without
// every message. The loop advances a node only when its next task can be timed, so it never hangs.
import { PlanError } from "../family";
import { agentOfNodes, groupingIssues } from "./grouping";
import { endToEnd, type AllgatherPlan, type Model, type Stage } from "./scenario";
import { ordinal } from "../units";

export interface TimedTask {
  // (matchPos is filled in once the partner is timed; readonly for callers.)
  readonly op: "send" | "recv";
  readonly peer: number;
  readonly messages: readonly number[];
  readonly stage: Stage;
  readonly start: number;
  readonly end: number;
  /** Receives: when the node was ready; when the message was in its buffer. */
  readonly posted?: number;
  readonly arrival?: number;
  /** Position of the matching task in the peer's list. */
  matchPos: number;
}

export interface Timed {
  /** timed[node][pos]: the node's tasks in plan order. */
  readonly timed: readonly (readonly TimedTask[])[];
  readonly makespan: number;
}

/** Index of task `pos` of `node` when all lists are laid end to end (PlanError.step). */
function flatIndex(plan: AllgatherPlan, node: number, pos: number): number {
  let offset = 0;
  for (let i = 0; i < node; i++) offset += plan.tasks[i]?.length ?? 0;
  return offset + pos;
}

function checkStructure(model: Model, plan: AllgatherPlan): void {
  const { n } = model;
  if (plan.tasks.length !== n) {
    throw new PlanError(`the plan has task lists for ${plan.tasks.length} nodes; the scenario has ${n}`);
  }
  const issue = groupingIssues(plan.clusters, n)[0];
  if (issue) throw new PlanError(`the plan's grouping: ${issue.message}`);
  const agentOf = agentOfNodes(plan.clusters, n);
  const isClient = (i: number) => agentOf[i] !== i;
  const sends = new Int32Array(n * n);
  const recvs = new Int32Array(n * n);
  plan.tasks.forEach((list, node) => {
    list.forEach((task, pos) => {
      const fail = (why: string) =>
        new PlanError(
          `P${node}'s ${ordinal(pos + 1)} task (${task.op} ${task.op === "send" ? "to" : "from"} P${task.peer}): ${why}`,
          flatIndex(plan, node, pos),
        );
      if (task.peer >= n) throw fail(`P${task.peer} does not exist`);
      if (task.peer === node) throw fail("a node cannot talk to itself");
      if (isClient(node) && agentOf[node] !== task.peer) {
        throw fail(`P${node} is a client of P${agentOf[node]} and talks only to its agent`);
      }
      if (isClient(task.peer) && agentOf[task.peer] !== node) {
        throw fail(`P${task.peer} is a client of P${agentOf[task.peer]} and talks only to its agent`);
      }
      if (task.op === "send") {
        for (const m of task.messages) if (m >= n) throw fail(`message m${m} does not exist`);
        sends[node * n + task.peer] = (sends[node * n + task.peer] as number) + 1;
      } else recvs[task.peer * n + node] = (recvs[task.peer * n + node] as number) + 1;
    });
  });
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const s = sends[i * n + j] as number;
      const r = recvs[i * n + j] as number;
      if (s !== r) {
        throw new PlanError(`P${i} sends ${s} message(s) to P${j}, but P${j} receives ${r} from P${i}`);
      }
    }
  }
}

/** Times the plan. Throws PlanError for an impossible plan. */
export function simulatePlan(model: Model, plan: AllgatherPlan): Timed {
  checkStructure(model, plan);
  const { n } = model;
  const has = new Uint8Array(n * n);
  for (let i = 0; i < n; i++) has[i * n + i] = 1;
  const ptr = new Int32Array(n);
  const clock = new Float64Array(n);
  const received = new Int32Array(n * n);
  /** Timed sends per ordered pair, with their position in the sender's list. */
  const pairSends: { start: number; pos: number; messages: readonly number[] }[][] = [];
  const timed: TimedTask[][] = Array.from({ length: n }, () => []);
  const blocked = new Uint8Array(n);
  const work: number[] = [];
  for (let i = n - 1; i >= 0; i--) work.push(i);
  let makespan = 0;

  const advance = (node: number): void => {
    const list = plan.tasks[node] ?? [];
    blocked[node] = 0;
    for (let pos = ptr[node] as number; pos < list.length; pos = ptr[node] as number) {
      const task = list[pos];
      if (!task) break;
      const start0 = clock[node] as number;
      if (task.op === "send") {
        const missing = task.messages.find((m) => !has[node * n + m]);
        if (missing !== undefined) {
          throw new PlanError(
            `P${node}'s ${ordinal(pos + 1)} task (send to P${task.peer}) carries m${missing}, which P${node} does not have yet`,
            flatIndex(plan, node, pos),
          );
        }
        const end = start0 + (model.tSend[node] as number);
        (pairSends[node * n + task.peer] ??= []).push({ start: start0, pos, messages: task.messages });
        timed[node]?.push({
          op: "send",
          peer: task.peer,
          messages: task.messages,
          stage: task.stage,
          start: start0,
          end,
          matchPos: -1,
        });
        clock[node] = end;
        makespan = Math.max(makespan, end);
        if (blocked[task.peer]) work.push(task.peer);
      } else {
        const key = task.peer * n + node;
        const k = received[key] as number;
        const send = pairSends[key]?.[k];
        if (!send) {
          blocked[node] = 1;
          return;
        }
        received[key] = k + 1;
        const arrival = send.start + endToEnd(model, task.peer, node) - (model.tRecv[node] as number);
        const start = Math.max(start0, arrival);
        const end = start + (model.tRecv[node] as number);
        for (const m of send.messages) has[node * n + m] = 1;
        timed[node]?.push({
          op: "recv",
          peer: task.peer,
          messages: send.messages,
          stage: task.stage,
          start,
          end,
          posted: start0,
          arrival,
          matchPos: send.pos,
        });
        const partner = timed[task.peer]?.[send.pos];
        if (partner) partner.matchPos = pos;
        clock[node] = end;
        makespan = Math.max(makespan, end);
      }
      ptr[node] = pos + 1;
    }
  };

  for (let node = work.pop(); node !== undefined; node = work.pop()) advance(node);

  for (let node = 0; node < n; node++) {
    const list = plan.tasks[node] ?? [];
    const pos = ptr[node] as number;
    if (pos < list.length) {
      const task = list[pos];
      throw new PlanError(
        `P${node} waits forever at its ${ordinal(pos + 1)} task (receive from P${task?.peer}): the plan has a circular wait`,
        flatIndex(plan, node, pos),
      );
    }
    for (let m = 0; m < n; m++) {
      if (!has[node * n + m])
        throw new PlanError(`P${node} never receives m${m}: the plan is not an all-to-all broadcast`);
    }
  }
  return { timed, makespan };
}
