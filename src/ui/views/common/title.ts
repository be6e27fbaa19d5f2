// Headings for exports: the algorithm's name as the paper writes it, and the schedule's figures.
import { columnsIfPacked } from "../../../core/schedule/pack";
import type { Schedule } from "../../../core/schedule/types";
import { familyForKind } from "../../../core/registry";
import { formatTime } from "../../../core/units";

export function algorithmName(kind: string, id: string): string {
  return familyForKind(kind)?.algorithms.find((a) => a.id === id)?.name ?? id;
}

export function figuresLine(s: Schedule): string {
  const parts = [`makespan ${formatTime(s.makespan, s.timeUnit)}`];
  if (s.lowerBound !== null) {
    parts.push(`lower bound ${formatTime(s.lowerBound, s.timeUnit)}`);
    if (s.lowerBound > 0) parts.push(`ratio ${(s.makespan / s.lowerBound).toFixed(2)}`);
  } else if (s.boundPending) parts.push("lower bound not computed yet");
  // The count from the columns when there are some (reading `tasks` would build every task object).
  parts.push(`${columnsIfPacked(s)?.count ?? s.tasks.length} tasks`);
  return parts.join(" · ");
}
