// The app, loaded by the page's entry (main.tsx) once the scheduling worker is on its way. `boot` reads
// the link and renders; its steps are separate tasks (the browser paints and handles input between
// them), and the first render is a transition, which React renders in slices of a few milliseconds.
import "../core/zod-jitless";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { bindEarlyRun } from "../engine/early";
import { App } from "./App";
import { knownViewIds } from "./known-views";
import { linkProblemText, startFromHash } from "./location";
import "./styles.css";

/** Lets the browser run other tasks (input, paint, the worker's start-up) before going on. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

export async function boot(): Promise<void> {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing");
  await nextTask();
  const hash = window.location.hash;
  const start = startFromHash(hash, knownViewIds);
  // The app's first run is the one the link's early run computes (when the link was accepted).
  if (!start.problem) bindEarlyRun(hash, start.doc);
  await nextTask();
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App
          start={start}
          startProblem={
            start.problem ? { ...start.problem, text: linkProblemText(start.problem, true) } : null
          }
        />
      </StrictMode>,
    ),
  );
}
