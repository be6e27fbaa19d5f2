// The visible time window of a zoomable view (Gantt, timing diagram): its own state, overridden by the
// window from outside (URL, another view) or a new schedule; `commit` sets it and reports it for the URL.
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { clampWindow, sameWindow, windowForUrl, type Window } from "../gantt/zoom";

export interface TimeWindow {
  readonly win: Window;
  /** During a gesture: the window only (reported at its end). */
  readonly setWin: (w: Window) => void;
  /** A finished change (button, key, fit): the window, reported through onZoom. */
  readonly commit: (w: Window) => void;
  /** Reports the current window through onZoom (at the end of a gesture). */
  readonly report: () => void;
  /** Whether the window is narrower than the whole schedule. */
  readonly zoomed: boolean;
}

export function useTimeWindow(
  full: Window,
  zoom: readonly [number, number] | undefined,
  onZoom: ((w: readonly [number, number] | undefined) => void) | undefined,
): TimeWindow {
  const [win, setWinState] = useState<Window>(() => clampWindow(zoom ?? full, full));
  const z0 = zoom?.[0];
  const z1 = zoom?.[1];
  // The window from outside (URL, another view) or a new schedule wins over the local one. Taken
  // while rendering (React renders again at once, before committing), not in an effect: an edit's new
  // makespan used to commit and paint the view at the old window first, then again at the new one.
  // This render already uses it, so the layout of the render React throws away is the one it keeps.
  const [seen, setSeen] = useState({ z0, z1, full });
  let current = win;
  if (seen.z0 !== z0 || seen.z1 !== z1 || !sameWindow(seen.full, full)) {
    setSeen({ z0, z1, full });
    const next = clampWindow(z0 !== undefined && z1 !== undefined ? [z0, z1] : full, full);
    if (!sameWindow(win, next)) {
      setWinState(next);
      current = next;
    }
  }

  // Latest values for callbacks made once (d3 handlers).
  const live = useRef({ full, win: current, onZoom });
  useLayoutEffect(() => {
    live.current = { full, win: current, onZoom };
  });
  const setWin = useCallback((w: Window) => setWinState(clampWindow(w, live.current.full)), []);
  const commit = useCallback((w: Window) => {
    const { full: f, onZoom: report } = live.current;
    const next = clampWindow(w, f);
    setWinState(next);
    report?.(windowForUrl(next, f));
  }, []);
  const report = useCallback(() => {
    const { full: f, win: w, onZoom: report } = live.current;
    report?.(windowForUrl(w, f));
  }, []);
  return { win: current, setWin, commit, report, zoomed: !sameWindow(current, full) };
}
