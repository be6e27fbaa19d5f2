// Toolbar buttons the views share: Fit / − / + over a time window, and the SVG / PNG export.
import type { Window } from "../gantt/zoom";
import { zoomWindow } from "../gantt/zoom";
import { downloadPng, downloadSvg } from "./download";

/** How much one − or + (button or key) zooms. */
export const ZOOM_STEP = 1.6;

export function ZoomButtons({
  win,
  full,
  zoomed,
  onWindow,
}: {
  readonly win: Window;
  readonly full: Window;
  /** Whether the window is narrower than the whole schedule (Fit is disabled when it is not). */
  readonly zoomed: boolean;
  readonly onWindow: (w: Window) => void;
}) {
  return (
    <>
      <button
        type="button"
        onClick={() => onWindow(full)}
        disabled={!zoomed}
        title="Show the whole schedule (0)"
      >
        Fit
      </button>
      <button
        type="button"
        onClick={() => onWindow(zoomWindow(win, full, 1 / ZOOM_STEP))}
        title="Zoom out (−)"
      >
        −
      </button>
      <button type="button" onClick={() => onWindow(zoomWindow(win, full, ZOOM_STEP))} title="Zoom in (+)">
        +
      </button>
    </>
  );
}

/** "Export SVG" and (unless `png` is false) "Export PNG" of the drawing `svg()` makes, as `fileName`.svg/.png. */
export function ExportButtons({
  fileName,
  svg,
  png = true,
  className,
}: {
  readonly fileName: string;
  readonly svg: () => string;
  readonly png?: boolean;
  readonly className?: string;
}) {
  return (
    <>
      <button
        type="button"
        data-export
        className={className}
        onClick={() => downloadSvg(`${fileName}.svg`, svg())}
      >
        Export SVG
      </button>
      {png ? (
        <button
          type="button"
          data-export
          className={className}
          onClick={() => void downloadPng(`${fileName}.png`, svg())}
        >
          Export PNG
        </button>
      ) : null}
    </>
  );
}
