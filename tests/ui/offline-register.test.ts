// The service worker is registered after the load event, the first run's reply and an idle moment, so
// its install (a precache of the whole build) does not compete with the first run (offline-register.ts).
import { describe, expect, it } from "vitest";
import {
  FIRST_RUN_WAIT_MS,
  IDLE_WAIT_MS,
  registerOfflineLater,
  type OfflineHost,
} from "../../src/ui/offline-register";

/** A host whose load, idle moments and timers the test releases by hand; it logs what happened. */
function manualHost(register: () => Promise<unknown> = () => Promise.resolve()) {
  const log: string[] = [];
  let load = () => {};
  let idle = () => {};
  const sleeps: { ms: number; done: () => void }[] = [];
  const host: OfflineHost = {
    loaded: () => new Promise<void>((resolve) => (load = resolve)),
    idle: (ms) =>
      new Promise<void>((resolve) => {
        log.push(`idle(${ms})`);
        idle = resolve;
      }),
    sleep: (ms) => new Promise<void>((resolve) => sleeps.push({ ms, done: resolve })),
    register: () => {
      log.push("register");
      return register();
    },
  };
  return { host, log, sleeps, load: () => load(), idle: () => idle() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("registerOfflineLater", () => {
  it("waits for the load event, then the first run's reply, then an idle moment", async () => {
    const h = manualHost();
    let answer = (_: unknown) => {};
    const firstRun = new Promise((resolve) => (answer = resolve));
    const done = registerOfflineLater(firstRun, h.host);
    await flush();
    expect(h.log).toEqual([]);
    h.load();
    await flush();
    // Loaded, but the run is still computing: nothing yet (its cap is the only timer).
    expect(h.log).toEqual([]);
    expect(h.sleeps.map((s) => s.ms)).toEqual([FIRST_RUN_WAIT_MS]);
    answer({ ok: true });
    await flush();
    expect(h.log).toEqual([`idle(${IDLE_WAIT_MS})`]);
    h.idle();
    await done;
    expect(h.log).toEqual([`idle(${IDLE_WAIT_MS})`, "register"]);
  });

  it("registers when the first run failed, and when it outlasts the cap", async () => {
    const failed = manualHost();
    const rejected = Promise.reject(new Error("cancelled"));
    const a = registerOfflineLater(rejected, failed.host);
    failed.load();
    await flush();
    failed.idle();
    await a;
    expect(failed.log.at(-1)).toBe("register");

    const slow = manualHost();
    const b = registerOfflineLater(new Promise(() => {}), slow.host);
    slow.load();
    await flush();
    expect(slow.log).toEqual([]);
    slow.sleeps[0]?.done();
    await flush();
    slow.idle();
    await b;
    expect(slow.log.at(-1)).toBe("register");
  });

  it("without a link waits only for the load event and an idle moment", async () => {
    const h = manualHost();
    const done = registerOfflineLater(null, h.host);
    h.load();
    await flush();
    expect(h.sleeps).toEqual([]);
    h.idle();
    await done;
    expect(h.log).toEqual([`idle(${IDLE_WAIT_MS})`, "register"]);
  });

  it("a refused registration (no service workers here) is not an error", async () => {
    const h = manualHost(() => Promise.reject(new Error("SecurityError")));
    const done = registerOfflineLater(null, h.host);
    h.load();
    await flush();
    h.idle();
    await expect(done).resolves.toBeUndefined();
    expect(h.log.at(-1)).toBe("register");
  });
});
