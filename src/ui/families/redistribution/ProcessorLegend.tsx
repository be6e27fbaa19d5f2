// One colour per processor, as the array, matrix and timing views use them (categorical up to 20
// processors, a rainbow beyond).
import { CATEGORICAL_LIMIT, messageColor, type ColorScheme } from "../../views/common/colors";

export function ProcessorLegend({
  processors,
  scheme = "normal",
}: {
  readonly processors: number;
  readonly scheme?: ColorScheme;
}) {
  if (processors > CATEGORICAL_LIMIT) {
    const stops = Array.from({ length: 9 }, (_, k) =>
      messageColor(Math.round((k / 8) * (processors - 1)), processors, scheme),
    );
    return (
      <div className="sx-legend-row rd-legend" aria-label="processor colours">
        <span className="sx-legend-item">colour = owner:</span>
        <span className="sx-legend-item">
          P0{" "}
          <span
            className="sx-ramp"
            style={{ background: `linear-gradient(to right, ${stops.join(", ")})` }}
          />{" "}
          P{processors - 1}
        </span>
      </div>
    );
  }
  return (
    <div className="sx-legend-row rd-legend" aria-label="processor colours">
      <span className="sx-legend-item">colour = owner:</span>
      {Array.from({ length: processors }, (_, p) => (
        <span key={p} className="sx-legend-item">
          <span className="sx-swatch" style={{ background: messageColor(p, processors, scheme) }} />P{p}
        </span>
      ))}
    </div>
  );
}
