// The page's entry, small on purpose (docs/architecture.md, "What loads when"): it starts the scheduling
// worker and posts a link's run (early-run.ts), then loads the app (boot.tsx) as a chunk of its own. The
// browser starts a worker only when the page's main thread is free for a moment, so the app's bundle is
// evaluated after that moment, while the worker loads and computes in parallel.
import "./early-run";
import { firstResultShown } from "./first-result";
import { pageOfflineHost, registerOfflineLater } from "./offline-register";

/** Shown in place of the app when its code cannot be loaded (offline on a first visit, a broken build). */
function bootFailed(e: unknown): void {
  const root = document.getElementById("root");
  if (!root) return;
  const p = document.createElement("p");
  p.className = "boot-failed";
  p.textContent = `Schedule Explorer could not load its code (${
    e instanceof Error ? e.message : String(e)
  }). Reload the page; if you are offline, connect once so the app can be stored for offline use.`;
  root.replaceChildren(p);
}

import("./boot").then((app) => app.boot()).catch(bootFailed);

// The offline copy (a production build only: the dev server generates no service worker).
const offlineHost = import.meta.env.PROD ? pageOfflineHost() : null;
if (offlineHost) void registerOfflineLater(firstResultShown(), offlineHost);
