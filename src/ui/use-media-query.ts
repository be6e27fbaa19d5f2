// Whether a media query matches, kept in state and updated by the query's change event. Asking
// `window.matchMedia(q).matches` while rendering evaluated the query on every render of the app — in an
// edit's keydown task, after the field's new value had dirtied the page's style, a forced style
// recalculation of the whole page (4 ms per edit under the profiler; the edit bench showed no change
// beyond its noise, docs/architecture.md "Edit → repaint").

import { useEffect, useState } from "react";

/** The query's list, or null where there is no matchMedia (jsdom, a worker). */
function mediaList(query: string): MediaQueryList | null {
  return typeof window === "undefined" || typeof window.matchMedia !== "function"
    ? null
    : window.matchMedia(query);
}

/** `query`'s match now, or `fallback` where there is no matchMedia. */
export function mediaMatches(query: string, fallback: boolean): boolean {
  return mediaList(query)?.matches ?? fallback;
}

/** Whether `query` matches; re-renders when that changes (a window resized past it). */
export function useMediaQuery(query: string, fallback = true): boolean {
  const [matches, setMatches] = useState(() => mediaMatches(query, fallback));
  useEffect(() => {
    const list = mediaList(query);
    if (!list) return;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}
