// A large synthetic schedule for the export tests and bench: `messages` sends, each matched by a
// receive, over `nodes` nodes; every node sends and receives one at a time, one time unit each.
import type { Schedule, Task } from "../../../src/core/schedule/types";

export function largeSchedule(messages: number, nodes: number): Schedule {
  const tasks: Task[] = [];
  const sendFree = new Float64Array(nodes);
  const recvFree = new Float64Array(nodes);
  for (let k = 0; k < messages; k++) {
    const from = k % nodes;
    const to = (from + 1 + ((k * 7) % (nodes - 1))) % nodes;
    const start = sendFree[from] as number;
    sendFree[from] = start + 1;
    const arrival = start + 1.25;
    const posted = recvFree[to] as number;
    const begin = Math.max(posted, arrival);
    recvFree[to] = begin + 0.75;
    const at = tasks.length;
    tasks.push({ node: from, kind: "send", peer: to, message: k, start, end: start + 1, match: at + 1 });
    tasks.push({
      node: to,
      kind: "recv",
      peer: from,
      message: k,
      start: begin,
      end: begin + 0.75,
      posted,
      arrival,
      match: at,
    });
  }
  const makespan = Math.max(...recvFree);
  return {
    family: "multicast",
    algorithm: "synthetic",
    timeUnit: "us",
    lanes: Array.from({ length: nodes }, (_, i) => `P${i}`),
    messages: Array.from({ length: messages }, (_, k) => `m${k}`),
    tasks,
    makespan,
    lowerBound: null,
    steps: [],
  };
}
