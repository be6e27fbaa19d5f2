// The app, loaded by the page's entry (main.tsx) once the scheduling worker is on its way. `boot` loads
// the app's code in stages, reads the link and renders; each step is a task of its own (the browser
// paints, handles input and starts workers between them), and the first render is a transition, which
// React renders in slices of a few milliseconds (docs/architecture.md, "What loads when").
//
// The stages are dynamic imports, so each chunk's module evaluation is its own task instead of one long
// evaluation of the whole app: React, then zod and the core (the families' schemas are built as their
// modules run), then the app's own modules. Importing a module an earlier stage evaluated costs nothing.
import { bindEarlyRun } from "../engine/early";
import type { StartState } from "./location";

/** Lets the browser run other tasks (input, paint, the worker's start-up) before going on. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** The stages of the app's code, in the order `boot` evaluates them, each after a task boundary. */
export const BOOT_STAGES = [
  () => import("react-dom/client"),
  // Each family's schemas, generators and presets, then the catalogue that lists them.
  () => import("../core/multicast"),
  () => import("../core/allgather"),
  () => import("../core/packet"),
  () => import("../core/grid"),
  () => import("../core/redistribution"),
  () => import("../core/registry"),
  () => import("./location"),
  // The shell with the views and editors: one chunk, so its CSS keeps the order it always had
  // (each module's own sheet in import order, then styles.css, which overrides them).
  () => import("./mount"),
] as const;

export async function boot(): Promise<void> {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing");
  for (const stage of BOOT_STAGES) {
    await nextTask();
    await stage();
  }
  const [{ startFromHashInSteps, linkProblemText }, { mount, knownViewIds }] = await Promise.all([
    import("./location"),
    import("./mount"),
  ]);
  // Reading the link: its JSON, the generator's expansion and the schema's check, a task each.
  const hash = window.location.hash;
  const steps = startFromHashInSteps(hash, knownViewIds);
  let step: IteratorResult<void, StartState>;
  do {
    await nextTask();
    step = steps.next();
  } while (!step.done);
  const start = step.value;
  // The app's first run is the one the link's early run computes (when the link was accepted).
  if (!start.problem) bindEarlyRun(hash, start.doc, start.scenario);
  await nextTask();
  mount(root, start, start.problem ? { ...start.problem, text: linkProblemText(start.problem, true) } : null);
}
