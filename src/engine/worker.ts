// The worker entry: a few lines wiring the pure service to comlink. In this bundle the registry loads a
// family's code when a request first needs it (src/core/registry-lazy.ts, put in place of registry.ts by
// vite.config.ts): each handler awaits `loadFamilies` for its request before the synchronous service runs.
import "../core/zod-jitless";
import * as Comlink from "comlink";
import { isCatalogueKind } from "../core/catalogue";
import type { ScenarioDoc } from "../core/family";
import { loadFamilies } from "../core/registry";
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

/**
 * The families a document needs: its kind's. Any other document gets every family, so its parse (a
 * migration of an older version, the message naming the known kinds) is the same as everywhere else.
 */
const familiesOf = (doc: ScenarioDoc): Promise<void> =>
  loadFamilies(isCatalogueKind(doc.kind) ? [doc.kind] : "all");

const api: WorkerApi = {
  async run(request, onProgress) {
    await familiesOf(request.doc);
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
    await familiesOf(request.doc);
    return handleExplain(request, explained);
  },
  async bound(request) {
    await familiesOf(request.doc);
    return handleBound(request, clock);
  },
  async compare(request, onRow) {
    await familiesOf(request.doc);
    return handleCompare(request, clock, onRow);
  },
  async sweepChunk(request, onProgress) {
    // An experiment belongs to one family, but its id does not say which.
    await loadFamilies("all");
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
