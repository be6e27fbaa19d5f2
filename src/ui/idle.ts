// Idle work that must not land between an edit's commit and the frame that paints it (issue 14,
// "edit → repaint"; docs/architecture.md). Chromium may run idle callbacks in the gap between a task
// that commits a render and the next frame; an idle callback asked for after that commit (the URL write
// as a run ends, the edit path's warm-up after the first schedule) then delays the repaint. Asked from
// the next animation frame, it runs after that frame instead.

/**
 * Runs `f` when the page is idle after the next frame (at most `timeoutMs` after that frame); returns
 * a cancel. At once where there is no requestIdleCallback (jsdom, older Safari), as before.
 */
export function whenIdleAfterFrame(f: () => void, timeoutMs: number): () => void {
  if (typeof window === "undefined" || typeof window.requestIdleCallback !== "function") {
    f();
    return () => {};
  }
  let idle: number | null = null;
  const frame = window.requestAnimationFrame(() => {
    idle = window.requestIdleCallback(f, { timeout: timeoutMs });
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (idle !== null) window.cancelIdleCallback(idle);
  };
}
