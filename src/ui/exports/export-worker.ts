// The page's export worker: writes a run's tasks CSV, schedule JSON or Chrome trace into a Blob off the
// main thread (a 256-node all-to-all's trace took about 3 s on it, and the JSON of a 1024-node one is
// longer than one string may be). It receives the schedule's columns and packed decisions (copies,
// transferred), builds its tasks here, writes the format's pieces (core/schedule/export-formats.ts) into a Blob
// and posts the Blob back (a handle: nothing is copied).
import { exportFormat } from "../../core/schedule/export-formats";
import { scheduleOfColumnSchedule } from "../../core/schedule/pack";
import type { ExportReply, ExportRequest } from "./export-async";

self.addEventListener("message", (e: MessageEvent<ExportRequest>) => {
  const { id, format, schedule, algorithm, scenario } = e.data;
  let message: ExportReply;
  try {
    const f = exportFormat(format);
    const chunks = f.chunks({ schedule: scheduleOfColumnSchedule(schedule), algorithm }, scenario);
    message = { id, ok: true, blob: new Blob(chunks, { type: f.type }) };
  } catch (err) {
    message = { id, ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  self.postMessage(message);
});
