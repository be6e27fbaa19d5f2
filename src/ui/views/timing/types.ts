// The timing diagram's primitives: what `layoutTiming` returns and the painters (canvas, SVG) draw.
import type { ColorScheme } from "../common/colors";
import type { TimingSide } from "./model";

export type TimingSides = "both" | TimingSide;
/** "peer": a rectangle has the colour of the processor named on it (the family's colours); "message". */
export type TimingColorBy = "peer" | "message";

export interface TimingViewport {
  readonly width: number;
  readonly height: number;
  /** The visible time window [from, to] (time runs downward). */
  readonly window: readonly [number, number];
}

export interface TimingOptions {
  readonly sides: TimingSides;
  readonly colorBy: TimingColorBy;
  /** Step-through: tasks created at decision ≥ step are drawn as ghosts. */
  readonly step?: number | undefined;
  /** With `step`: tasks of later decisions are left out instead of drawn as ghosts (the quiz is asking). */
  readonly hideLater?: boolean;
  /** The colours (presentation mode: colour-blind-safe); "normal" when absent. */
  readonly scheme?: ColorScheme;
  /** Text size factor (presentation mode enlarges every text); 1 when absent. */
  readonly textScale?: number;
}

export interface TimingRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly fill: string;
  /** Not yet decided at this step. */
  readonly ghost: boolean;
  readonly task: number;
  readonly side: TimingSide;
  readonly lane: number;
  /** The destination (sender diagram) or source (receiver diagram), when it fits. */
  readonly label: string | null;
  readonly labelColor: string;
  /**
   * How many events the rectangle draws: 1, or more for consecutive events of a column each under a
   * pixel high, merged into one mark (level of detail; `task` is the first of them).
   */
  readonly count: number;
}

export interface TimingText {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly anchor: "start" | "middle" | "end";
  readonly size: number;
  readonly bold: boolean;
  readonly color: string;
  /** Drawn on a white halo, so it stays readable over rectangles and lines. */
  readonly halo?: boolean;
}

export interface TimingLine {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly color: string;
  readonly width: number;
  readonly dash: readonly number[] | null;
}

export interface TimingPanel {
  readonly side: TimingSide;
  readonly title: string;
  /** Plot area (x) of this panel. */
  readonly plotLeft: number;
  readonly plotRight: number;
  readonly columnWidth: number;
}

export interface TimingLegendEntry {
  readonly color: string;
  readonly label: string;
}

export interface TimingPrimitives {
  readonly width: number;
  readonly height: number;
  /** Plot area (y) shared by the panels: time `window[0]` at plotTop, `window[1]` at plotBottom. */
  readonly plotTop: number;
  readonly plotBottom: number;
  readonly window: readonly [number, number];
  readonly panels: readonly TimingPanel[];
  /** Rectangles, ghosts first, in column order within a side. */
  readonly rects: readonly TimingRect[];
  /** Tick lines, the lower-bound and completion lines. */
  readonly lines: readonly TimingLine[];
  readonly texts: readonly TimingText[];
  readonly legend: readonly TimingLegendEntry[];
  /** What the colours mean, in a few words. */
  readonly legendTitle: string;
  /** Font size (CSS px) of the labels on the events. */
  readonly rectFontPx: number;
  /**
   * How many events the layout read one by one: the level of detail jumps over the others, so this is
   * about columns × pixel rows for a full window, whatever the event count.
   */
  readonly visited: number;
}
