// The service worker is registered after the load event, the first run's reply, a pause in input and an
// idle moment, so its install (a precache of the whole build) does not compete with the first run or an
// edit's (offline-register.ts).
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FIRST_RUN_WAIT_MS,
  IDLE_WAIT_MS,
  QUIET_CAP_MS,
  QUIET_MS,
  quietFor,
  registerOfflineLater,
  type OfflineHost,
} from "../../src/ui/offline-register";

/** A host whose load, idle moments and timers the test releases by hand; it logs what happened. */
function manualHost(register: () => Promise<unknown> = () => Promise.resolve()) {
  const log: string[] = [];
  let load = () => {};
  let idle = () => {};
  let quiet = () => {};
  const sleeps: { ms: number; done: () => void }[] = [];
  const host: OfflineHost = {
    loaded: () => new Promise<void>((resolve) => (load = resolve)),
    idle: (ms) =>
      new Promise<void>((resolve) => {
        log.push(`idle(${ms})`);
        idle = resolve;
      }),
    sleep: (ms) => new Promise<void>((resolve) => sleeps.push({ ms, done: resolve })),
    quiet: (ms, capMs) =>
      new Promise<void>((resolve) => {
        log.push(`quiet(${ms}, ${capMs})`);
        quiet = resolve;
      }),
    register: () => {
      log.push("register");
      return register();
    },
  };
  return {
    host,
    log,
    sleeps,
    load: () => load(),
    // The pause in input, then (once the chain has moved on) the idle moment.
    idle: async () => {
      quiet();
      await flush();
      idle();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("registerOfflineLater", () => {
  it("waits for the load event, then the first run's reply, a pause in input and an idle moment", async () => {
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
    expect(h.log).toEqual([`quiet(${QUIET_MS}, ${QUIET_CAP_MS})`]);
    await h.idle();
    await done;
    expect(h.log).toEqual([`quiet(${QUIET_MS}, ${QUIET_CAP_MS})`, `idle(${IDLE_WAIT_MS})`, "register"]);
  });

  it("registers when the first run failed, and when it outlasts the cap", async () => {
    const failed = manualHost();
    const rejected = Promise.reject(new Error("cancelled"));
    const a = registerOfflineLater(rejected, failed.host);
    failed.load();
    await flush();
    await failed.idle();
    await a;
    expect(failed.log.at(-1)).toBe("register");

    const slow = manualHost();
    const b = registerOfflineLater(new Promise(() => {}), slow.host);
    slow.load();
    await flush();
    expect(slow.log).toEqual([]);
    slow.sleeps[0]?.done();
    await flush();
    await slow.idle();
    await b;
    expect(slow.log.at(-1)).toBe("register");
  });

  it("without a link waits only for the load event and an idle moment", async () => {
    const h = manualHost();
    const done = registerOfflineLater(null, h.host);
    h.load();
    await flush();
    expect(h.sleeps).toEqual([]);
    await h.idle();
    await done;
    expect(h.log).toEqual([`quiet(${QUIET_MS}, ${QUIET_CAP_MS})`, `idle(${IDLE_WAIT_MS})`, "register"]);
  });

  it("a refused registration (no service workers here) is not an error", async () => {
    const h = manualHost(() => Promise.reject(new Error("SecurityError")));
    const done = registerOfflineLater(null, h.host);
    h.load();
    await flush();
    await h.idle();
    await expect(done).resolves.toBeUndefined();
    expect(h.log.at(-1)).toBe("register");
  });
});

describe("quietFor", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Whether `p` has settled, after the microtasks that follow a timer. */
  async function settled(p: Promise<void>): Promise<boolean> {
    let done = false;
    void p.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  }

  it("resolves after a pause without input; every key, pointer press or wheel starts the pause again", async () => {
    vi.useFakeTimers();
    const p = quietFor(2000, 30_000);
    vi.advanceTimersByTime(1500);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    vi.advanceTimersByTime(1500);
    expect(await settled(p)).toBe(false);
    window.dispatchEvent(new Event("pointerdown"));
    vi.advanceTimersByTime(1999);
    expect(await settled(p)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(p)).toBe(true);
  });

  it("resolves at the cap when the input never pauses, and stops listening", async () => {
    vi.useFakeTimers();
    const remove = vi.spyOn(window, "removeEventListener");
    const p = quietFor(2000, 10_000);
    for (let t = 0; t < 9_000; t += 1000) {
      vi.advanceTimersByTime(1000);
      window.dispatchEvent(new WheelEvent("wheel"));
    }
    expect(await settled(p)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(await settled(p)).toBe(true);
    expect(remove.mock.calls.map((c) => c[0]).sort()).toEqual(["input", "keydown", "pointerdown", "wheel"]);
  });
});
