// Offline after the first visit (vite.config.ts, `offline`; docs/architecture.md, "What loads when"): the
// app registers its service worker itself, once the page has loaded and its first result is on screen
// (first-result.ts), not at the load event. Installing it precaches the whole build (a fetch and a cache write per file, about
// 1.5 MB) on a thread of the page's renderer; at the load event that work ran beside the first run and
// the page's start-up, and on a two-core machine it delayed a 256-node link's first draw by ≈ 0.2–0.3 s.
// It also waits for a pause in the person's input: right after the first draw, the install took 60 ms of
// CPU in the 300 ms after a first edit's Enter, and that edit's run (29 ms of CPU) took 159 ms waiting for
// a core (a trace, 64-node all-to-all; the edit repainted after ≈ 270 ms instead of ≈ 100).

/** What registering needs from the page (a test passes its own). */
export interface OfflineHost {
  /** Resolves at the page's load event (at once if it has passed). */
  readonly loaded: () => Promise<void>;
  /** Resolves when the main thread is idle, or after `timeoutMs` at the latest. */
  readonly idle: (timeoutMs: number) => Promise<void>;
  /** Resolves after `ms`. */
  readonly sleep: (ms: number) => Promise<void>;
  /**
   * Resolves once `ms` have passed without the person's input (keys, pointer, wheel), or after `capMs`
   * at the latest.
   */
  readonly quiet: (ms: number, capMs: number) => Promise<void>;
  readonly register: () => Promise<unknown>;
}

/** The longest the registration waits for the first run (a 1024-node run takes several seconds). */
export const FIRST_RUN_WAIT_MS = 15_000;
/** How long an idle moment is waited for before registering anyway. */
export const IDLE_WAIT_MS = 2_000;
/** The pause in input the install waits for (someone editing or stepping is not interrupted)… */
export const QUIET_MS = 2_000;
/** …for this long at most: someone who never pauses gets the offline copy all the same. */
export const QUIET_CAP_MS = 30_000;

/**
 * Registers the service worker after the load event, the end of the start-up (`firstRun`: the first
 * result on screen; null: do not wait; a rejection counts as the end) or FIRST_RUN_WAIT_MS, whichever
 * comes first, a pause in input (QUIET_MS, at most QUIET_CAP_MS) and an idle moment.
 * A registration that fails (a browser without service workers, a private window) only means no
 * offline copy: the app works as before.
 */
export async function registerOfflineLater(
  firstRun: Promise<unknown> | null,
  host: OfflineHost,
): Promise<void> {
  await host.loaded();
  if (firstRun) {
    await Promise.race([
      firstRun.then(
        () => {},
        () => {},
      ),
      host.sleep(FIRST_RUN_WAIT_MS),
    ]);
  }
  await host.quiet(QUIET_MS, QUIET_CAP_MS);
  await host.idle(IDLE_WAIT_MS);
  try {
    await host.register();
  } catch {
    // No offline copy this time; the next visit tries again.
  }
}

/** The page's own host: `./sw.js` with the app's folder as its scope, as the build generates it. */
export function pageOfflineHost(): OfflineHost | null {
  if (typeof window === "undefined" || !("serviceWorker" in navigator)) return null;
  return {
    loaded: () =>
      document.readyState === "complete"
        ? Promise.resolve()
        : new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true })),
    idle: (timeoutMs) =>
      new Promise((resolve) => {
        if (typeof window.requestIdleCallback === "function") {
          window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
        } else setTimeout(resolve, 0);
      }),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    quiet: quietFor,
    register: () => navigator.serviceWorker.register("./sw.js", { scope: "./" }),
  };
}

/** The person's input that restarts a quiet wait. */
const INPUT_EVENTS = ["keydown", "pointerdown", "wheel", "input"] as const;

/** Resolves once `ms` pass without input on the page, or after `capMs`. */
export function quietFor(ms: number, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    let timer = 0;
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(done, ms);
    };
    const cap = window.setTimeout(done, capMs);
    function done() {
      window.clearTimeout(timer);
      window.clearTimeout(cap);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, arm, true);
      resolve();
    }
    for (const type of INPUT_EVENTS) window.addEventListener(type, arm, { capture: true, passive: true });
    arm();
  });
}
