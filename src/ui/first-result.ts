// The end of the page's start-up: its first run's result (or the reason there is none) is on screen.
// Work that can wait for it — the lower bound's second worker (engine/client.ts), the offline copy's
// install (offline-register.ts) — starts then, instead of sharing a small machine's cores with the run
// and with the render of its result (docs/architecture.md, "What loads when").

import { whenIdleAfterFrame } from "./idle";

let shown: () => void = () => {};
const whenShown = new Promise<void>((resolve) => (shown = resolve));
let noted = false;

/**
 * Called when the first run's outcome has been handed to the view: the start-up is over once that
 * commit has been painted (the next frame) and the main thread is idle (the views' own follow-up
 * tasks, such as the Gantt's measure-and-paint, done), or after `idleTimeoutMs` at the latest.
 */
export function noteFirstResult(idleTimeoutMs = 1000): void {
  if (noted) return;
  noted = true;
  whenIdleAfterFrame(() => shown(), idleTimeoutMs);
}

/** Resolves when the start-up is over (see noteFirstResult). */
export function firstResultShown(): Promise<void> {
  return whenShown;
}
