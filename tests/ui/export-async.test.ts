// A large schedule's export goes to the export worker as the engine's packed columns (no task or step
// objects built on the page), comes back as a Blob, and can be cancelled; a small one is written in place.
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatTasksCsv } from "../../src/core/schedule/export-csv";
import { exportFormat } from "../../src/core/schedule/export-formats";
import { packSchedule, scheduleOfColumnSchedule, unpackSchedule } from "../../src/core/schedule/pack";
import type { Schedule } from "../../src/core/schedule/types";
import { allToAllSchedule } from "./views/fixtures";
import {
  cancelExport,
  EXPORT_IN_WORKER,
  exportBlob,
  ExportFailed,
  exportsInWorker,
  type ExportReply,
  type ExportRequest,
} from "../../src/ui/exports/export-async";

/** A schedule as the page holds a run's: unpacked from the engine's reply, its objects not built. */
function pageSchedule(nodes: number): Schedule {
  return unpackSchedule(structuredClone(packSchedule(allToAllSchedule(nodes, { explain: false }))));
}

/** A stand-in Worker: keeps the requests; `answer` replies as export-worker.ts does. */
class FakeWorker extends EventTarget {
  static last: FakeWorker | null = null;
  readonly requests: ExportRequest[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.last = this;
  }
  postMessage(request: ExportRequest, options: { transfer: Transferable[] }): void {
    this.requests.push(structuredClone(request, options));
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(k = 0): void {
    const r = this.requests[k] as ExportRequest;
    const f = exportFormat(r.format);
    const chunks = f.chunks(
      { schedule: scheduleOfColumnSchedule(r.schedule), algorithm: r.algorithm },
      r.scenario,
    );
    const data: ExportReply = { id: r.id, ok: true, blob: new Blob(chunks, { type: f.type }) };
    this.dispatchEvent(new MessageEvent("message", { data }));
  }
}

describe("exportBlob", () => {
  afterEach(() => {
    cancelExport();
    vi.unstubAllGlobals();
  });

  it("writes a small schedule in place", async () => {
    const s = pageSchedule(8);
    expect(exportsInWorker(s)).toBe(false);
    const blob = await exportBlob("csv", s, "wr", { name: "small" });
    expect(await blob.text()).toBe(formatTasksCsv({ schedule: s, algorithm: "wr" }));
  });

  it("sends a large schedule to the worker packed, without building its tasks or steps", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const s = pageSchedule(100); // 19 800 tasks + 9 900 decisions
    expect(exportsInWorker(s)).toBe(true);
    expect(Object.getOwnPropertyDescriptor(s, "tasks")?.get).toBeDefined();
    const pending = exportBlob("csv", s, "wr", { name: "big", kind: "multicast" });
    const worker = FakeWorker.last as FakeWorker;
    // Posted once its columns are copied (in slices, tasks of the event loop apart when large).
    await vi.waitFor(() => expect(worker.requests).toHaveLength(1));
    // The page built no task or step objects to send it.
    expect(Object.getOwnPropertyDescriptor(s, "tasks")?.get).toBeDefined();
    expect(Object.getOwnPropertyDescriptor(s, "steps")?.get).toBeDefined();
    expect(worker.requests[0]?.scenario).toEqual({ name: "big", kind: "multicast" });
    worker.answer();
    const text = await (await pending).text();
    expect(text).toBe(formatTasksCsv({ schedule: s, algorithm: "wr" }));
    expect(EXPORT_IN_WORKER).toBeLessThanOrEqual(19_800 + 9_900);
  });

  it("cancels: the export is rejected as cancelled and the worker ended", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const s = pageSchedule(100);
    const pending = exportBlob("trace", s, "wr", { name: "big" });
    const worker = FakeWorker.last as FakeWorker;
    cancelExport();
    await expect(pending).rejects.toSatisfy((e) => e instanceof ExportFailed && e.cancelled);
    expect(worker.terminated).toBe(true);
  });
});
