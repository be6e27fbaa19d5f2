// The worker entry: a few lines wiring the pure service to comlink. In this bundle the registry loads a
// family's code when a request first needs it (src/core/registry-lazy.ts, put in place of registry.ts by
// vite.config.ts): each handler awaits `loadFamilies` for its request before the synchronous service runs.
import "./worker-hint";
import "../core/zod-jitless";
import * as Comlink from "comlink";
import { isCatalogueKind } from "../core/catalogue";
import type { ScenarioDoc } from "../core/family";
import { loadFamilies } from "../core/registry";
import { transferables } from "../core/schedule/pack";
import { AnalysisMemory } from "./analysis";
import type { EngineError, WorkerApi } from "./protocol";
import {
  ExplainCache,
  handleAnalysis,
  handleBound,
  handleCompare,
  handleExplain,
  handleRun,
  handleSweepChunk,
  handleWarm,
  postable,
  throttledProgress,
} from "./service";

const clock = () => performance.now();
/** The last few runs' explained windows: stepping back and forth asks for them again. */
const explained = new ExplainCache();
/** The schedule the Analysis queries are about (sent once, with the first query). */
const analysed = new AnalysisMemory();

/** A reply saying why a request could not be served (the shape every reply's failure has). */
type Failure = { readonly ok: false; readonly error: EngineError };

/**
 * Loads the families `kinds` (or all); null once they are loaded, else a reply naming what did not load
 * and why (a family's chunk can fail to load, e.g. offline before the app was ever cached).
 */
async function load(kinds: readonly string[] | "all"): Promise<Failure | null> {
  try {
    await loadFamilies(kinds);
    return null;
  } catch (e) {
    const what = kinds === "all" ? "every family" : kinds.join(", ");
    const why = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      error: {
        kind: "internal",
        message: `the scheduling code for ${what} could not be loaded (${why}); reload the page`,
      },
    };
  }
}

/**
 * The families a document needs: its kind's. Any other document gets every family, so its parse (a
 * migration of an older version, the message naming the known kinds) is the same as everywhere else.
 */
const familiesOf = (doc: ScenarioDoc): Promise<Failure | null> =>
  load(isCatalogueKind(doc.kind) ? [doc.kind] : "all");

const api: WorkerApi = {
  async run(request, onProgress) {
    const failed = await familiesOf(request.doc);
    if (failed) return failed;
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
    const failed = await familiesOf(request.doc);
    if (failed) return failed;
    return handleExplain(request, explained);
  },
  async bound(request) {
    const failed = await familiesOf(request.doc);
    if (failed) return failed;
    return handleBound(request, clock);
  },
  async compare(request, onRow) {
    const failed = await familiesOf(request.doc);
    if (failed) return failed;
    return handleCompare(request, clock, onRow);
  },
  async sweepChunk(request, onProgress) {
    // An experiment belongs to one family, but its id does not say which.
    const failed = await load("all");
    if (failed) return failed;
    return handleSweepChunk(request, { progress: onProgress });
  },
  async analyze(request) {
    const reply = handleAnalysis(request, clock, analysed);
    // The table's rows (4 bytes per task) and the link columns are transferred, not copied.
    if (!reply.ok) return reply;
    if (reply.result.what === "table-rows") {
      return Comlink.transfer(reply, [reply.result.value.buffer as ArrayBuffer]);
    }
    if (reply.result.what === "link-columns") {
      const l = reply.result.value;
      const arrays = [l.key, l.transfers, l.messages, l.busy, ...(l.bytes ? [l.bytes] : [])];
      return Comlink.transfer(
        reply,
        arrays.map((a) => a.buffer as ArrayBuffer),
      );
    }
    return reply;
  },
  async warm(request) {
    const failed = await familiesOf(request.doc);
    if (failed) return failed;
    const reply = handleWarm(request, clock);
    return reply.ok ? Comlink.transfer(reply, transferables(reply.schedule)) : reply;
  },
};

Comlink.expose(api);
