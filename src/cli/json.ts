// The `run --json` object of docs/architecture.md, command line.
import type { RunResult } from "../core/family";

export function runToJson(result: RunResult): Record<string, unknown> {
  const s = result.schedule;
  return {
    algorithm: result.algorithm,
    edited: result.edited,
    timeUnit: s.timeUnit,
    makespan: s.makespan,
    lowerBound: s.lowerBound,
    steps: s.steps.map((st) => ({
      sender: st.sender,
      receiver: st.receiver,
      message: st.message,
      complete: st.complete,
    })),
    tasks: s.tasks.map((t) => {
      const { messages, message, ...rest } = t;
      return { ...rest, message: messages && messages.length > 1 ? [...messages] : message };
    }),
    ...(s.matrix ? { matrix: s.matrix } : {}),
    ...result.details,
  };
}
