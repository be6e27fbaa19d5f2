// Node colours by communication speed, T_send + T_recv (smaller is faster, docs/cost-models.md): blue for the
// fastest, orange for the slowest, through a pale middle, so a fast/slow mix reads at a glance on a
// projector. Text on a node takes whichever of dark/white reads better.
import { interpolateRgbBasis, scaleSequential } from "d3";
import { textColorOn } from "../../views/common/colors";

const RAMP = interpolateRgbBasis(["#1f5fa8", "#8fb3d9", "#f2c38b", "#d9480f"]);
export const SINGLE_SPEED_COLOR = "#1f5fa8";

export interface SpeedScale {
  readonly fastest: number;
  readonly slowest: number;
  readonly color: (speed: number) => string;
  readonly text: (speed: number) => string;
  /** Evenly spaced colours from fastest to slowest, for the legend's gradient. */
  readonly stops: readonly string[];
}

export function speedScale(speeds: readonly number[]): SpeedScale {
  const fastest = Math.min(...speeds);
  const slowest = Math.max(...speeds);
  const uniform = !(slowest > fastest);
  const scale = scaleSequential(RAMP).domain([fastest, uniform ? fastest + 1 : slowest]);
  const color = (s: number) => (uniform ? SINGLE_SPEED_COLOR : scale(s));
  return {
    fastest,
    slowest,
    color,
    text: (s) => textColorOn(color(s)),
    stops: uniform ? [SINGLE_SPEED_COLOR] : Array.from({ length: 9 }, (_, i) => RAMP(i / 8)),
  };
}
