// Fake workers for pool and analysis tests: MessageChannels that run the real sweep and analysis service (tests/engine, tests/ui).
import * as Comlink from "comlink";
import { AnalysisMemory } from "../../src/engine/analysis";
import type { WorkerApi } from "../../src/engine/protocol";
import { handleAnalysis, handleSweepChunk } from "../../src/engine/service";

/** Workers over MessageChannels that run the real sweep service, optionally slowed down. */
export function serviceWorkers(delayMs = 0) {
  let made = 0;
  const factory = () => {
    made++;
    const { port1, port2 } = new MessageChannel();
    // As in worker.ts: the schedule sent with a worker's first analysis query is kept for the next ones.
    const memory = new AnalysisMemory();
    const api: Pick<WorkerApi, "sweepChunk" | "analyze"> = {
      sweepChunk: async (req) => {
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
        return handleSweepChunk(req);
      },
      analyze: async (req) => {
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
        return handleAnalysis(req, () => 0, memory);
      },
    };
    Comlink.expose(api, port2);
    port1.start();
    return Object.assign(port1, {
      terminate: () => {
        port1.close();
        port2.close();
      },
    }) as unknown as Worker;
  };
  return { factory, count: () => made };
}
