// The Gantt legend as HTML (it wraps with the panel): the kinds of bar, then the message or stage
// colours — a gradient from the first to the last message beyond 20 messages.
import type { CSSProperties, ReactNode } from "react";
import { shade, tint } from "../common/colors";
import { LEGEND_KIND_LABEL } from "./svg";
import type { GanttLegend, LegendKind } from "./types";

function swatchStyle(kind: LegendKind, color: string): CSSProperties {
  const hatch = (base: string, line: string, w: number, gap: number) =>
    `repeating-linear-gradient(-45deg, ${line} 0 ${w}px, ${base} ${w}px ${gap}px)`;
  switch (kind) {
    case "send":
      return { background: color, borderLeft: `3px solid ${shade(color, 1.4)}` };
    case "wait":
      return { background: hatch(tint(color), shade(tint(color), 0.9), 1.25, 5.5) };
    case "intra":
      return {
        background: hatch(tint(color, 0.35), color, 4, 8.5),
        outline: `1px solid ${shade(color, 0.6)}`,
      };
    case "local":
      return { background: tint(color, 0.4), outline: `1px solid ${shade(color, 0.8)}` };
    case "ghost":
      return { background: "#f3f4f6", outline: "1px dashed #9ca3af" };
    case "merged":
      return { background: "#6b7280" };
    default:
      return { background: color };
  }
}

/** "m3: P8 → {P0,P2,…}" → "m3 (P8)": the legend stays on one or two lines; the full label is the tooltip. */
export function shortLabel(label: string): string {
  const m = /^([^:]+):\s*(P\d+)/.exec(label);
  return m ? `${m[1]} (${m[2]})` : (label.split(":")[0] ?? label);
}

/** Many or long labels: show them compact. */
const COMPACT_TOTAL_CHARS = 160;

export function GanttLegendBar({
  legend,
  extra,
}: {
  readonly legend: GanttLegend;
  /** More items for the first row (the step's candidates: common/CandidateLegend). */
  readonly extra?: ReactNode;
}) {
  const compact = legend.entries.reduce((n, e) => n + e.label.length, 0) > COMPACT_TOTAL_CHARS;
  const base = legend.entries[0]?.color ?? legend.ramp?.colors[0] ?? "#4e79a7";
  return (
    <div className="sx-legend" aria-label="legend">
      <div className="sx-legend-row">
        {legend.kinds.map((k) => (
          <span key={k} className="sx-legend-item">
            <span className="sx-kind-swatch" style={swatchStyle(k, base)} />
            {LEGEND_KIND_LABEL[k]}
          </span>
        ))}
        {extra}
      </div>
      <div className="sx-legend-row">
        <strong>{legend.title}:</strong>
        {legend.ramp && (
          // The first and last messages' short names (a whole "m0: P0 → {P1,P2,…}" ran off the panel
          // at 1024 messages); the full names on hover.
          <span className="sx-legend-item" title={`${legend.ramp.from} … ${legend.ramp.to}`}>
            {shortLabel(legend.ramp.from)}
            <span
              className="sx-ramp"
              style={{ background: `linear-gradient(to right, ${legend.ramp.colors.join(", ")})` }}
            />
            {shortLabel(legend.ramp.to)}
          </span>
        )}
        {legend.entries.map((e) => (
          <span key={e.label} className="sx-legend-item" title={e.label}>
            <span className="sx-swatch" style={{ background: e.color }} />
            {compact ? shortLabel(e.label) : e.label}
          </span>
        ))}
      </div>
    </div>
  );
}
