// A small floating panel of label/value lines beside the pointer, kept inside its container.
import type { DetailLine } from "./details";

export interface TooltipProps {
  readonly x: number;
  readonly y: number;
  /** Size of the positioned container, to flip the panel near its right and bottom edges. */
  readonly bounds: { readonly width: number; readonly height: number };
  readonly title: string;
  readonly color?: string;
  readonly lines: readonly DetailLine[];
}

export function Tooltip({ x, y, bounds, title, color, lines }: TooltipProps) {
  const width = 260;
  const height = 28 + lines.length * 20;
  const left = x + 16 + width > bounds.width ? Math.max(4, x - 16 - width) : x + 16;
  const top = y + 16 + height > bounds.height ? Math.max(4, y - 16 - height) : y + 16;
  return (
    <div className="sx-tooltip" role="tooltip" style={{ left, top, width }}>
      <div className="sx-tooltip-title">
        {color && <span className="sx-swatch" style={{ background: color }} />}
        {title}
      </div>
      <DetailTable lines={lines} />
    </div>
  );
}

/** Label/value lines as a two-column table (the tooltip's body, an inspector card's figures). */
export function DetailTable({ lines }: { readonly lines: readonly DetailLine[] }) {
  return (
    <table>
      <tbody>
        {lines.map((l) => (
          <tr key={l.label}>
            <th>{l.label}</th>
            <td>{l.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
