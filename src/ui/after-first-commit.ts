// Parts of the first view that can follow it: the page's first commit (the shell, the algorithm bar,
// the summary) is laid out and painted without them, and they render in a transition of their own in
// the next task (docs/architecture.md, "What loads when"). Only the page's first mount waits: once the
// start is over, a part mounts with everything else (unfolding the editor, loading a preset).
import { startTransition, useEffect, useState } from "react";

let started = false;

/** Marks the start as over (tests; the hook does it itself). */
export function markStarted(value = true): void {
  started = value;
}

/**
 * False on the page's first render, true from a following task on (at once after the start). A part
 * behind it costs its own render, layout and paint, in its own task, instead of lengthening the first.
 */
export function useAfterFirstCommit(): boolean {
  const [ready, setReady] = useState(started);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      started = true;
      if (live) startTransition(() => setReady(true));
    };
    channel.port2.postMessage(null);
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
