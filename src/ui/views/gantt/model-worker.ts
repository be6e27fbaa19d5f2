// The Gantt model's own worker (docs/architecture.md, performance): packing a large schedule's rows
// takes a few hundred milliseconds at 130 000 tasks and seconds at a million, too long for the main
// thread. The page sends the task columns (copied), this builds the model's flat arrays with the same
// pure function the main thread uses for small schedules, and transfers them back.
import { packTimingModel, timingModelTransferables } from "../timing/model";
import { ganttModelTransferables, packGanttModel } from "./model";
import type { ModelReply, ModelRequest } from "./model-async";

function reply(message: ModelReply, transfer: Transferable[] = []): void {
  // In a worker, postMessage(message, { transfer }) posts to the page that started it.
  self.postMessage(message, { transfer });
}

self.addEventListener("message", (e: MessageEvent<ModelRequest>) => {
  const { id, lanes } = e.data;
  try {
    if (e.data.kind === "timing") {
      // The timing diagram's model too (timing/model.ts), when the page asks for it.
      const timing = packTimingModel(e.data.cols, lanes);
      reply({ id, ok: true, timing }, timingModelTransferables(timing));
      return;
    }
    const cols = e.data.cols;
    const model = packGanttModel(cols, lanes);
    reply({ id, ok: true, model }, ganttModelTransferables(model));
  } catch (err) {
    reply({ id, ok: false, message: err instanceof Error ? err.message : String(err) });
  }
});
