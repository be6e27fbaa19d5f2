// What the tooltip says about a task: kind, node, peer, message, the times, the waiting, in units.
import type { Schedule, Task } from "../../../core/schedule/types";
import { formatTime } from "../../../core/units";

export const KIND_NAMES: Readonly<Record<Task["kind"], string>> = {
  send: "send",
  recv: "receive",
  local: "local copy",
  intra: "intra-cluster broadcast",
  packet: "packet step",
};

export function laneName(s: Schedule, lane: number): string {
  return s.lanes[lane] ?? `P${lane}`;
}

export function messageName(s: Schedule, message: number): string {
  return s.messages[message] ?? `m${message}`;
}

/** A short form of a message label for bar captions: "m0" from "m0: P0 → {P1,P2}". */
export function shortMessageName(s: Schedule, message: number): string {
  const label = s.messages[message];
  if (label === undefined) return `m${message}`;
  const head = label.split(":")[0]?.trim() ?? label;
  return head.length <= 10 ? head : `m${message}`;
}

export interface DetailLine {
  readonly label: string;
  readonly value: string;
}

/** The task's details as label/value lines, every time with its unit. */
export function taskDetails(s: Schedule, task: Task): DetailLine[] {
  const u = s.timeUnit;
  const lines: DetailLine[] = [{ label: "kind", value: KIND_NAMES[task.kind] }];
  lines.push({ label: "node", value: laneName(s, task.node) });
  if (task.peer >= 0) {
    const role =
      task.kind === "recv" ? "from" : task.kind === "send" || task.kind === "packet" ? "to" : "peer";
    lines.push({ label: role, value: laneName(s, task.peer) });
  }
  const messages = task.messages && task.messages.length > 1 ? task.messages : [task.message];
  lines.push({
    label: messages.length > 1 ? `messages (${messages.length})` : "message",
    value: messages.map((m) => messageName(s, m)).join(", "),
  });
  if (task.stage) lines.push({ label: "stage", value: task.stage });
  if (task.posted !== undefined) lines.push({ label: "posted", value: formatTime(task.posted, u) });
  if (task.arrival !== undefined) lines.push({ label: "arrival", value: formatTime(task.arrival, u) });
  lines.push({ label: "start", value: formatTime(task.start, u) });
  lines.push({ label: "end", value: formatTime(task.end, u) });
  lines.push({ label: "duration", value: formatTime(task.end - task.start, u) });
  if (task.kind === "recv" && task.posted !== undefined) {
    lines.push({ label: "waiting", value: formatTime(Math.max(0, task.start - task.posted), u) });
  }
  if (task.bytes !== undefined) lines.push({ label: "bytes", value: String(task.bytes) });
  // Decisions are numbered from 1 everywhere in the UI (the steps panel, tooltips, messages).
  if (task.step !== undefined) lines.push({ label: "decision", value: `${task.step + 1}` });
  return lines;
}
