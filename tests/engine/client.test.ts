import * as Comlink from "comlink";
import { describe, expect, it } from "vitest";
import { EngineClient } from "../../src/engine/client";
import type { RunReply, RunRequest, WorkerApi } from "../../src/engine/protocol";

/** A stand-in Worker over a MessageChannel; its runs finish only when the test says so. */
function fakeWorkers() {
  const made: { terminated: boolean; finish: (name: string) => void; started: string[] }[] = [];
  const factory = () => {
    const { port1, port2 } = new MessageChannel();
    const pending = new Map<string, (r: RunReply) => void>();
    const record = {
      terminated: false,
      started: [] as string[],
      finish: (name: string) =>
        pending.get(name)?.({ ok: false, error: { kind: "internal", message: `done ${name}` } }),
    };
    const api: Pick<WorkerApi, "run"> = {
      run: (req: RunRequest) =>
        new Promise<RunReply>((resolve) => {
          const name = String(req.algorithm);
          record.started.push(name);
          pending.set(name, resolve);
        }),
    };
    Comlink.expose(api, port2);
    made.push(record);
    const worker = Object.assign(port1, {
      terminate: () => {
        record.terminated = true;
        port1.close();
        port2.close();
      },
    });
    port1.start();
    return worker as unknown as Worker;
  };
  return { factory, made };
}

const doc = { version: 1, kind: "multicast" };
const tick = () => new Promise((r) => setTimeout(r, 10));

describe("EngineClient", () => {
  it("cancels a stale run by terminating its worker, and answers the newer one", async () => {
    const { factory, made } = fakeWorkers();
    const client = new EngineClient(factory);
    const first = client.run({ doc, algorithm: "A" });
    await tick();
    const second = client.run({ doc, algorithm: "B" });
    await tick();
    expect(made).toHaveLength(2);
    expect(made[0]?.terminated).toBe(true);
    expect(made[1]?.started).toEqual(["B"]);
    made[1]?.finish("B");
    const [a, b] = await Promise.all([first, second]);
    expect(a.ok === false && a.error.kind).toBe("cancelled");
    expect(b.ok === false && b.error.message).toBe("done B");
    client.dispose();
  });

  it("keeps one worker for runs that finish before the next edit", async () => {
    const { factory, made } = fakeWorkers();
    const client = new EngineClient(factory);
    const first = client.run({ doc, algorithm: "A" });
    await tick();
    made[0]?.finish("A");
    expect((await first).ok).toBe(false);
    const second = client.run({ doc, algorithm: "B" });
    await tick();
    made[0]?.finish("B");
    const b = await second;
    expect(b.ok === false && b.error.message).toBe("done B");
    expect(made).toHaveLength(1);
    expect(made[0]?.terminated).toBe(false);
    client.dispose();
  });
});
