// A heuristic's plan as columns (issue 14, "a run costs what the heuristic costs"): each node's task list
// TaskList_i (Wu–Yeh–Liu Sec. 3.1) flat in three typed arrays, node by node. The heuristics hand the
// simulator their plan this way (replay.ts reads the columns, not a million task objects); the plan's
// `tasks` — the objects of the scenario format (docs/scenario-format.md) — are built only when something
// reads them (an export, the CLI, a test), and from then on the objects are what counts: the columns
// are dropped, so an edit of the objects can never be replayed from stale columns.
import type { MulticastPlan, MulticastPlanTask } from "./scenario";

export interface PlanColumns {
  /** Node i's tasks are [offsets[i], offsets[i + 1]); offsets.length = n + 1. */
  readonly offsets: Int32Array;
  /** 1 for a send, 0 for a receive. */
  readonly send: Uint8Array;
  readonly peer: Int32Array;
  readonly message: Int32Array;
}

const COLUMNS = new WeakMap<MulticastPlan, PlanColumns>();

/** The columns of a plan made by columnarPlan whose tasks nobody has read yet. */
export function planColumns(plan: MulticastPlan): PlanColumns | undefined {
  return COLUMNS.get(plan);
}

function tasksOf(c: PlanColumns): MulticastPlanTask[][] {
  const n = c.offsets.length - 1;
  const lists: MulticastPlanTask[][] = [];
  for (let i = 0; i < n; i++) {
    const from = c.offsets[i] as number;
    const list = new Array<MulticastPlanTask>((c.offsets[i + 1] as number) - from);
    for (let q = 0; q < list.length; q++) {
      const x = from + q;
      list[q] = {
        op: c.send[x] === 1 ? "send" : "recv",
        peer: c.peer[x] as number,
        message: c.message[x] as number,
      };
    }
    lists.push(list);
  }
  return lists;
}

/** A plan over columns: `tasks` is built on first read (an own, enumerable property, as JSON has it). */
export function columnarPlan(columns: PlanColumns): MulticastPlan {
  let tasks: MulticastPlanTask[][] | undefined;
  const plan: MulticastPlan = {
    get tasks(): MulticastPlanTask[][] {
      if (tasks === undefined) {
        tasks = tasksOf(columns);
        COLUMNS.delete(plan);
      }
      return tasks;
    },
    set tasks(value: MulticastPlanTask[][]) {
      tasks = value;
      COLUMNS.delete(plan);
    },
  };
  COLUMNS.set(plan, columns);
  return plan;
}
