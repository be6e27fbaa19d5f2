// The visible time window of a zoomable view (Gantt, timing diagram): its own state, overridden by the
// window from outside (URL, another view) or a new schedule; `commit` sets it and reports it for the URL.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
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
  useEffect(() => {
    // The window from outside (URL, another view) or a new schedule wins over the local one.
    setWinState((w) => {
      const next = clampWindow(z0 !== undefined && z1 !== undefined ? [z0, z1] : full, full);
      return sameWindow(w, next) ? w : next;
    });
  }, [z0, z1, full]);

  // Latest values for callbacks made once (d3 handlers).
  const live = useRef({ full, win, onZoom });
  useLayoutEffect(() => {
    live.current = { full, win, onZoom };
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
  return { win, setWin, commit, report, zoomed: !sameWindow(win, full) };
}
