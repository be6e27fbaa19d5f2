// The Gantt view's primitives: what the pure layout produces and the painters (canvas on screen, SVG
// string for export) draw. Coordinates are CSS pixels; y is measured from the top of the first lane.
import type { ColorScheme } from "../common/colors";
import type { AxisTick } from "../common/axis";

export type ColorBy = "message" | "stage";

export interface GanttViewport {
  /** Width of the whole view (lane labels + plot). */
  readonly width: number;
  /** Height available for the lanes; lanes shrink to fit it down to a readable minimum, then scroll. */
  readonly height: number;
  /** Visible time window [t0, t1] in the schedule's time unit. */
  readonly window: readonly [number, number];
  /**
   * Only lanes meeting these content y's get bars, captions and arrows (level of detail for many
   * lanes: the painter draws only the lanes scrolled into view). Absent: every lane (exports).
   */
  readonly band?: readonly [number, number];
}

export interface GanttOptions {
  /** Step-through: tasks whose `step` ≥ this are drawn as ghosts (undefined: all shown). */
  readonly step?: number;
  /** With `step`: tasks of later steps are left out instead of drawn as ghosts (the quiz is asking). */
  readonly hideLater?: boolean;
  readonly colorBy: ColorBy;
  readonly showArrows: boolean;
  /** Beyond this many arrows in the window only the hovered/selected task's arrows are drawn. */
  readonly maxArrows?: number;
  /** The colours (presentation mode: colour-blind-safe); "normal" when absent. */
  readonly scheme?: ColorScheme;
  /** Text size factor (presentation mode: about 1.3, so 14 px labels read as 18 px); 1 when absent. */
  readonly textScale?: number;
}

/** Font sizes in CSS pixels of the chart's text, and the axis strip's height that holds them. */
export interface GanttFonts {
  readonly lane: number;
  readonly bar: number;
  readonly marker: number;
  readonly tick: number;
  readonly axisHeight: number;
}

export interface GanttLane {
  readonly index: number;
  readonly label: string;
  readonly y: number;
  readonly height: number;
  readonly rows: number;
  readonly rowHeight: number;
}

/** send, the waiting part of a receive, its processing part, local, intra, packet; merged: several under a pixel. */
export type RectKind = "send" | "wait" | "recv" | "local" | "intra" | "packet" | "merged";

export interface GanttRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly fill: string;
  readonly kind: RectKind;
  /** The task drawn (the first one for a merged rectangle). */
  readonly taskIndex: number;
  /** How many tasks this rectangle stands for (1 unless merged). */
  readonly count: number;
  /** Revealed by a later step (step-through): drawn faded and dashed. */
  readonly ghost: boolean;
  /** Combined messages: one horizontal band per message colour. */
  readonly bands?: readonly string[];
  /** The bar begins before the window (its left edge is not drawn). */
  readonly clippedLeft: boolean;
}

export interface GanttLabel {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly color: string;
  /** Drawn over several colours (combined messages): dark text with a white halo. */
  readonly halo?: boolean;
}

export interface GanttArrow {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly source: number;
  readonly target: number;
  readonly color: string;
}

export interface GanttMarker {
  readonly kind: "makespan" | "lowerBound";
  readonly x: number;
  readonly time: number;
  readonly label: string;
  readonly color: string;
  readonly dashed: boolean;
  /** 0 or 1: markers close together put their labels on different rows. */
  readonly labelRow: number;
  /** The label sits right of the line ("start"), or left of it near the right edge ("end"). */
  readonly labelAnchor: "start" | "end";
  /** Label font size (CSS px). */
  readonly fontPx: number;
}

export interface LegendEntry {
  readonly label: string;
  readonly color: string;
}

export type LegendKind = "send" | "wait" | "recv" | "local" | "intra" | "packet" | "ghost" | "merged";

export interface GanttLegend {
  readonly title: string;
  readonly entries: readonly LegendEntry[];
  /** Beyond 20 messages: a colour ramp from the first to the last message. */
  readonly ramp: { readonly colors: readonly string[]; readonly from: string; readonly to: string } | null;
  readonly kinds: readonly LegendKind[];
}

export interface GanttPrimitives {
  readonly width: number;
  /** Total height of all lanes (may exceed the viewport height: the body scrolls). */
  readonly height: number;
  readonly plotLeft: number;
  readonly plotRight: number;
  readonly window: readonly [number, number];
  readonly lanes: readonly GanttLane[];
  /** Rectangles in lane order; lanes[i]'s are rects[laneStart[i] .. laneStart[i+1]). */
  readonly rects: readonly GanttRect[];
  readonly laneStart: readonly number[];
  readonly labels: readonly GanttLabel[];
  readonly arrows: readonly GanttArrow[];
  /** Arrows left out because there were more than `maxArrows` in the window. */
  readonly arrowsHidden: number;
  readonly markers: readonly GanttMarker[];
  readonly ticks: readonly AxisTick[];
  /** "time (µs)". */
  readonly axisLabel: string;
  readonly legend: GanttLegend;
  /** Tasks that intersect the window (before merging). */
  readonly visibleTasks: number;
  readonly timeUnit: string;
  readonly fonts: GanttFonts;
}
