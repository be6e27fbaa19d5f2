// The worker entry: a few lines wiring the pure service to comlink.
import "../core/zod-jitless";
import * as Comlink from "comlink";
import { transferables } from "../core/schedule/pack";
import { AnalysisMemory } from "./analysis";
import type { WorkerApi } from "./protocol";
import {
  ExplainCache,
  handleAnalysis,
  handleBound,
  handleCompare,
  handleExplain,
  handleRun,
  handleSweepChunk,
  postable,
  throttledProgress,
} from "./service";

const clock = () => performance.now();
/** The last few runs' explained windows: stepping back and forth asks for them again. */
const explained = new ExplainCache();
/** The schedule the Analysis queries are about (sent once, with the first query). */
const analysed = new AnalysisMemory();

const api: WorkerApi = {
  async run(request, onProgress) {
    // Progress at most every PROGRESS_INTERVAL_MS: each message costs the page a task.
    const progress = onProgress ? throttledProgress(onProgress, clock) : undefined;
    const reply = handleRun(request, clock, progress ? { progress } : {});
    // A plan the client can rebuild from the tasks is not sent (about as many bytes as the tasks).
    // So is the scenario when the client holds it already (another algorithm on the same document).
    return reply.ok
      ? Comlink.transfer(postable(reply, request.scenarioKnown === true), transferables(reply.schedule))
      : reply;
  },
  async explain(request) {
    return handleExplain(request, explained);
  },
  async bound(request) {
    return handleBound(request, clock);
  },
  async compare(request, onRow) {
    return handleCompare(request, clock, onRow);
  },
  async sweepChunk(request, onProgress) {
    return handleSweepChunk(request, { progress: onProgress });
  },
  async analyze(request) {
    const reply = handleAnalysis(request, clock, analysed);
    // The table's rows (4 bytes per task) are transferred, not copied.
    return reply.ok && reply.result.what === "table-rows"
      ? Comlink.transfer(reply, [reply.result.value.buffer as ArrayBuffer])
      : reply;
  },
};

Comlink.expose(api);
