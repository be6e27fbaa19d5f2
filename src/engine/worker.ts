// The worker entry: a few lines wiring the pure service to comlink.
import * as Comlink from "comlink";
import { transferables } from "../core/schedule/pack";
import type { WorkerApi } from "./protocol";
import { handleCompare, handleRun, handleSweepChunk } from "./service";

const clock = () => performance.now();

const api: WorkerApi = {
  async run(request, onProgress) {
    const reply = handleRun(request, clock, { progress: onProgress });
    return reply.ok ? Comlink.transfer(reply, transferables(reply.schedule)) : reply;
  },
  async compare(request) {
    return handleCompare(request, clock);
  },
  async sweepChunk(request, onProgress) {
    return handleSweepChunk(request, { progress: onProgress });
  },
};

Comlink.expose(api);
