// The app's own modules, loaded by boot.tsx as its last stage: rendering the shell into the page.
import "../core/zod-jitless";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import type { StartState } from "./location";
import type { ShownLinkProblem } from "./state";

export { knownViewIds } from "./known-views";
// Last, as it always was: the app's sheet overrides the modules' own.
import "./styles.css";

/**
 * Renders the app into `root` in a transition: React renders it in slices of a few milliseconds and
 * commits once (docs/architecture.md, "What loads when").
 */
export function mount(root: HTMLElement, start: StartState, startProblem: ShownLinkProblem | null): void {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App start={start} startProblem={startProblem} />
      </StrictMode>,
    ),
  );
}
