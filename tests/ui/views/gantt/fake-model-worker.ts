// A model worker in the test's thread (model-worker.ts's job): each request is received as postMessage
// delivers it (a structured clone that moves the listed transferables, detaching them on the sender's
// side) and answered with the worker's own functions — at once (the next task), or when the test
// releases the held replies.
import { packGanttModel } from "../../../../src/ui/views/gantt/model";
import type { ModelReply, ModelRequest } from "../../../../src/ui/views/gantt/model-async";
import { packTimingModel } from "../../../../src/ui/views/timing/model";

export class FakeModelWorker {
  static posted: { message: ModelRequest; transfer: Transferable[] }[] = [];
  /** While true, replies wait for `release()`. */
  static hold = false;
  private static held: (() => void)[] = [];
  private listener: ((e: { data: ModelReply }) => void) | null = null;

  static reset(): void {
    FakeModelWorker.posted = [];
    FakeModelWorker.hold = false;
    FakeModelWorker.held = [];
  }

  /** Sends the held replies (each in a task of its own, as a worker's message arrives). */
  static release(): void {
    FakeModelWorker.hold = false;
    for (const send of FakeModelWorker.held.splice(0)) setTimeout(send, 0);
  }

  addEventListener(type: string, f: (e: { data: ModelReply }) => void): void {
    if (type === "message") this.listener = f;
  }

  postMessage(message: ModelRequest, options?: { transfer?: Transferable[] }): void {
    const transfer = options?.transfer ?? [];
    FakeModelWorker.posted.push({ message, transfer });
    const received = structuredClone(message, { transfer });
    const reply: ModelReply =
      received.kind === "timing"
        ? { id: received.id, ok: true, timing: packTimingModel(received.cols, received.lanes) }
        : { id: received.id, ok: true, model: packGanttModel(received.cols, received.lanes) };
    const send = () => this.listener?.({ data: reply });
    if (FakeModelWorker.hold) FakeModelWorker.held.push(send);
    else setTimeout(send, 0);
  }
}
