// Fake workers for pool and analysis tests: MessageChannels that run the real sweep and analysis service (tests/engine, tests/ui).
import * as Comlink from "comlink";
import { AnalysisMemory } from "../../src/engine/analysis";
import type { WorkerApi } from "../../src/engine/protocol";
import { handleAnalysis, handleSweepChunk } from "../../src/engine/service";

/**
 * A stand-in Worker: `api` exposed over a MessageChannel, as worker.ts exposes the service; terminate
 * closes the channel (after `onTerminate`, for tests that record it).
 */
export function workerOverPorts(api: Partial<WorkerApi>, onTerminate?: () => void): Worker {
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(api, port2);
  port1.start();
  return Object.assign(port1, {
    onerror: null,
    terminate: () => {
      onTerminate?.();
      port1.close();
      port2.close();
    },
  }) as Worker;
}

/** Workers over MessageChannels that run the real sweep service, optionally slowed down. */
export function serviceWorkers(delayMs = 0) {
  let made = 0;
  let asked = 0;
  const factory = () => {
    made++;
    // As in worker.ts: the schedule sent with a worker's first analysis query is kept for the next ones.
    const memory = new AnalysisMemory();
    const api: Pick<WorkerApi, "sweepChunk" | "analyze"> = {
      sweepChunk: async (req) => {
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
        return handleSweepChunk(req);
      },
      analyze: async (req) => {
        asked++;
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
        return handleAnalysis(req, () => 0, memory);
      },
    };
    return workerOverPorts(api);
  };
  return { factory, count: () => made, asked: () => asked };
}
