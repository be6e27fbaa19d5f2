// Summary figures of a schedule, shared by the UI summary, the CLI and the sweeps.
import { columnsIfPacked, KIND_CODES } from "./pack";
import type { Schedule, Task } from "./types";

export interface ScheduleMetrics {
  readonly makespan: number;
  readonly lowerBound: number | null;
  /** makespan / lowerBound, or null without a bound (or a zero bound). */
  readonly ratio: number | null;
  readonly taskCount: number;
  readonly sendCount: number;
  readonly recvCount: number;
  /** Sum over receives of max(0, start - posted): time nodes spent waiting for arrivals. */
  readonly totalWaiting: number;
}

export function waitingTime(task: Task): number {
  if (task.kind !== "recv" || task.posted === undefined) return 0;
  return Math.max(0, task.start - task.posted);
}

/**
 * The figures of a summary line (makespan, bound, ratio, task count) without a pass over the tasks:
 * the app's summary bar shows these for a million-task schedule on the frame it arrives.
 */
export function summaryFigures(
  s: Schedule,
): Pick<ScheduleMetrics, "makespan" | "lowerBound" | "ratio" | "taskCount"> {
  return {
    makespan: s.makespan,
    lowerBound: s.lowerBound,
    ratio: s.lowerBound !== null && s.lowerBound > 0 ? s.makespan / s.lowerBound : null,
    taskCount: columnsIfPacked(s)?.count ?? s.tasks.length,
  };
}

export function scheduleMetrics(s: Schedule): ScheduleMetrics {
  let sendCount = 0;
  let recvCount = 0;
  let totalWaiting = 0;
  let taskCount: number;
  const c = columnsIfPacked(s);
  if (c) {
    // From the columns a schedule was built over: reading `tasks` would build every task object.
    taskCount = c.count;
    const SEND = KIND_CODES.indexOf("send");
    const RECV = KIND_CODES.indexOf("recv");
    for (let i = 0; i < c.count; i++) {
      const kind = c.kind[i] as number;
      if (kind === SEND) sendCount++;
      else if (kind === RECV) {
        recvCount++;
        const posted = c.posted[i] as number;
        if (!Number.isNaN(posted)) totalWaiting += Math.max(0, (c.start[i] as number) - posted);
      }
    }
  } else {
    taskCount = s.tasks.length;
    for (const t of s.tasks) {
      if (t.kind === "send") sendCount++;
      else if (t.kind === "recv") {
        recvCount++;
        totalWaiting += waitingTime(t);
      }
    }
  }
  const ratio = s.lowerBound !== null && s.lowerBound > 0 ? s.makespan / s.lowerBound : null;
  return {
    makespan: s.makespan,
    lowerBound: s.lowerBound,
    ratio,
    taskCount,
    sendCount,
    recvCount,
    totalWaiting,
  };
}

/** Latest end over all tasks (0 for an empty schedule). */
export function latestEnd(tasks: readonly Task[]): number {
  let m = 0;
  for (const t of tasks) if (t.end > m) m = t.end;
  return m;
}

/** Tasks grouped by lane, each lane sorted by start then end. */
export function tasksByLane(s: Schedule): Task[][] {
  const lanes: Task[][] = s.lanes.map(() => []);
  for (const t of s.tasks) lanes[t.node]?.push(t);
  for (const lane of lanes) lane.sort((a, b) => a.start - b.start || a.end - b.end);
  return lanes;
}
