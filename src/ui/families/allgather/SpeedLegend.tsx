// The cluster view's legend: node colours by speed (T_send + T_recv, fastest to slowest), and the
// two kinds of line (the inter-agent exchange, a client's link to its agent).
import { formatTime, type TimeUnit } from "../../../core/units";
import type { SpeedScale } from "./speed-colors";

export function SpeedLegend({ colors, unit }: { colors: SpeedScale; unit: TimeUnit }) {
  const gradient = `linear-gradient(to right, ${colors.stops.join(", ")})`;
  return (
    <span className="ag-legend" aria-label="Legend">
      <span className="ag-legend-item">
        <span>fast {formatTime(colors.fastest, unit)}</span>
        <span className="ag-ramp" style={{ background: gradient }} />
        <span>
          {colors.slowest > colors.fastest ? `${formatTime(colors.slowest, unit)} slow` : "(all alike)"}
        </span>
        <span className="muted">(T_send + T_recv)</span>
      </span>
      <span className="ag-legend-item">
        <span className="ag-key exchange" /> agent ⇄ agent exchange
      </span>
      <span className="ag-legend-item">
        <span className="ag-key spoke" /> client ↔ its agent
      </span>
    </span>
  );
}
