// The communication matrix C of Bhat et al. Sec. 4.3 as a heat map (pure layout): one cell per pair,
// coloured by the event time, the row and column sums beside it, and the lines whose sum is the lower
// bound of Sec. 4.2 (the largest row or column sum) marked. Our matrix is [sender][receiver]; the
// paper's C[j, i] is [receiver][sender] — `orientation` shows either.
import { interpolateBlues, scaleSequential } from "d3";
import type { RedistributionDetails } from "../../../core/redistribution/replay";
import { formatNumber, TIME_UNIT_LABEL, type TimeUnit } from "../../../core/units";
import { textWidth } from "../../views/common/axis";
import { textColorOn } from "../../views/common/colors";

export type MatrixOrientation = "sender-rows" | "paper";

export interface MatrixCell {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  /** The event's sender and receiver (whatever the orientation). */
  readonly sender: number;
  readonly receiver: number;
  /** "event": a network message; "local": blocks that stay (diagonal); "none": no data. */
  readonly kind: "event" | "local" | "none";
  readonly value: number;
  readonly fill: string;
  readonly text: string | null;
  readonly textColor: string;
}

export interface MatrixSum {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly side: "sender" | "receiver";
  readonly node: number;
  readonly value: number;
  readonly binding: boolean;
  /** The text, when it fits the box. */
  readonly text: string | null;
  /** A bar in the box whose length is value / lower bound (full length: binding). */
  readonly bar: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
}

export interface MatrixLayout {
  readonly width: number;
  readonly height: number;
  readonly cell: number;
  /** Top-left of the cell grid. */
  readonly left: number;
  readonly top: number;
  readonly n: number;
  readonly orientation: MatrixOrientation;
  readonly cells: readonly MatrixCell[];
  readonly sums: readonly MatrixSum[];
  /** Row and column header labels. */
  readonly rowLabels: readonly { readonly x: number; readonly y: number; readonly text: string }[];
  readonly colLabels: readonly { readonly x: number; readonly y: number; readonly text: string }[];
  readonly rowTitle: string;
  readonly colTitle: string;
  readonly caption: string;
  /** Outlines of binding rows/columns (x, y, w, h), drawn over the cells. */
  readonly bindingBoxes: readonly {
    readonly x: number;
    readonly y: number;
    readonly w: number;
    readonly h: number;
  }[];
  readonly legend: { readonly max: number; readonly unit: string; readonly colors: readonly string[] };
  /** The size of every label (headers, sums, cell values), px: 14 × the text scale (18 presenting). */
  readonly font: number;
  /** The step-through's candidates (sender → receiver pairs of the decision), outlined on their cells. */
  readonly candidates: readonly MatrixMark[];
}

/** A candidate's cell: where to outline it, and whether it is the heuristic's pick (drawn apart). */
export interface MatrixMark {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly sender: number;
  readonly receiver: number;
  readonly chosen: boolean;
}

export interface MatrixOptions {
  /** Presentation mode's text scale (textScaleOf). Default 1. */
  readonly textScale?: number;
  /** The current decision's candidates, and its pick unless the quiz hides it. */
  readonly candidates?: readonly { readonly sender: number; readonly receiver: number }[];
  readonly chosen?: { readonly sender: number; readonly receiver: number };
}

export const MIN_CELL = 3;
/** Shades of the heat map. */
const COLOR_LEVELS = 48;
export const MAX_CELL = 60;
const HEADER_14 = 70;
const ROW_HEADER_14 = 86;
const SUM_WIDTH_MIN = 70;
/** Height of the column-sum boxes (30 px at 14 px text). */
export function sumHeight(font: number): number {
  return Math.round((30 * font) / 14);
}
/** Room under the column sums for the lower bound line and the colour scale (56 px at 14 px). */
export function footHeight(font: number): number {
  return Math.round((56 * font) / 14);
}

export interface MatrixViewport {
  readonly width: number;
  readonly height: number;
}

export function layoutMatrix(
  d: RedistributionDetails,
  timeUnit: TimeUnit,
  viewport: MatrixViewport,
  orientation: MatrixOrientation,
  options: MatrixOptions = {},
): MatrixLayout {
  const n = d.matrix.length;
  const font = Math.round(14 * (options.textScale ?? 1));
  const grow = font / 14;
  const HEADER = Math.round(HEADER_14 * grow);
  const ROW_HEADER = Math.round(ROW_HEADER_14 * grow);
  const SUM_HEIGHT = sumHeight(font);
  const u = TIME_UNIT_LABEL[timeUnit];
  let max = 0;
  for (const row of d.matrix) for (const v of row) max = Math.max(max, v);
  const sumText = (v: number) => formatNumber(v);
  const sumWidth = Math.max(SUM_WIDTH_MIN * grow, textWidth(sumText(d.lowerBound), font) + 20);
  const fitW = (viewport.width - ROW_HEADER - sumWidth - 16) / n;
  const fitH = (viewport.height - HEADER - 8 - SUM_HEIGHT - footHeight(font)) / n;
  const cell = Math.max(MIN_CELL, Math.min(MAX_CELL, Math.floor(Math.min(fitW, fitH))));
  const left = ROW_HEADER;
  const top = HEADER;
  const color = scaleSequential(interpolateBlues).domain([0, max > 0 ? max * 1.15 : 1]);
  // Quantised to COLOR_LEVELS shades: a few fills to batch, and no colour string per cell.
  const shades = Array.from(
    { length: COLOR_LEVELS },
    (_, k) => color((k / (COLOR_LEVELS - 1)) * max) as string,
  );
  const shade = (v: number) => shades[max > 0 ? Math.round((v / max) * (COLOR_LEVELS - 1)) : 0] as string;
  const paper = orientation === "paper";
  // Row r, column c of the picture ↔ the event sender → receiver.
  const pair = (r: number, c: number) => (paper ? { sender: c, receiver: r } : { sender: r, receiver: c });

  const cells: MatrixCell[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const { sender, receiver } = pair(r, c);
      const value = d.matrix[sender]?.[receiver] ?? 0;
      const blocks = d.blocks[sender]?.[receiver] ?? 0;
      const kind = sender === receiver ? (blocks > 0 ? "local" : "none") : blocks > 0 ? "event" : "none";
      const fill = kind === "event" ? shade(value) : kind === "local" ? "#eef0f3" : "#ffffff";
      const text =
        kind === "event"
          ? fitText(formatNumber(Number(value.toPrecision(3))), cell, font)
          : kind === "local"
            ? fitText("local", cell, font)
            : null;
      cells.push({
        x: left + c * cell,
        y: top + r * cell,
        size: cell,
        sender,
        receiver,
        kind,
        value,
        fill,
        text,
        textColor: kind === "event" && text ? textColorOn(fill) : "#6b7280",
      });
    }
  }

  // Row sums to the right, column sums below. In our orientation rows are senders.
  const rowSide = paper ? "receiver" : "sender";
  const colSide = paper ? "sender" : "receiver";
  const totals = (side: "sender" | "receiver") => (side === "sender" ? d.sendTotals : d.recvTotals);
  const isBinding = (side: "sender" | "receiver", node: number) =>
    d.binding.some((b) => b.side === side && b.node === node);
  const sums: MatrixSum[] = [];
  const bindingBoxes: MatrixLayout["bindingBoxes"][number][] = [];
  const lb = d.lowerBound > 0 ? d.lowerBound : 1;
  for (let k = 0; k < n; k++) {
    const rv = totals(rowSide)[k] ?? 0;
    const rb = isBinding(rowSide, k);
    const rowBox = { x: left + n * cell + 8, y: top + k * cell, w: sumWidth, h: cell };
    const rowInset = cell >= 8 ? 2 : 0;
    sums.push({
      ...rowBox,
      side: rowSide,
      node: k,
      value: rv,
      binding: rb,
      text: rowBox.h >= font + 2 ? sumText(rv) : null,
      bar: {
        x: rowBox.x + 2,
        y: rowBox.y + rowInset,
        w: (rv / lb) * (rowBox.w - 4),
        h: rowBox.h - 2 * rowInset,
      },
    });
    if (rb) bindingBoxes.push({ x: left, y: top + k * cell, w: n * cell + 8 + sumWidth, h: cell });
    const cv = totals(colSide)[k] ?? 0;
    const cb = isBinding(colSide, k);
    const colBox = { x: left + k * cell, y: top + n * cell + 8, w: cell, h: SUM_HEIGHT };
    const colInset = cell >= 8 ? 2 : 0;
    const barH = (cv / lb) * (colBox.h - 4);
    sums.push({
      ...colBox,
      side: colSide,
      node: k,
      value: cv,
      binding: cb,
      text: textWidth(sumText(cv), font) + 4 <= colBox.w ? sumText(cv) : null,
      bar: { x: colBox.x + colInset, y: colBox.y + 2, w: colBox.w - 2 * colInset, h: barH },
    });
    if (cb) bindingBoxes.push({ x: left + k * cell, y: top, w: cell, h: n * cell + 8 + SUM_HEIGHT });
  }

  const every = Math.max(1, Math.ceil((textWidth(`P${n - 1}`, font) + 8) / cell));
  const rowLabels = [];
  const colLabels = [];
  for (let k = 0; k < n; k += every) {
    rowLabels.push({ x: left - 8, y: top + (k + 0.5) * cell + font * 0.35, text: `P${k}` });
    colLabels.push({ x: left + (k + 0.5) * cell, y: top - 8, text: `P${k}` });
  }
  const rowTitle = paper ? "receiver j (row of C)" : "sender i";
  const colTitle = paper ? "sender i (column of C)" : "receiver j";
  const caption = paper
    ? `C[j, i] as the paper writes it: row j = receiver, column i = sender; event times in ${u}`
    : `C as [sender][receiver] (the paper's C transposed); event times in ${u}`;
  return {
    width: Math.max(viewport.width, left + n * cell + 8 + sumWidth + 16),
    height: top + n * cell + 8 + SUM_HEIGHT + footHeight(font),
    cell,
    left,
    top,
    n,
    orientation,
    cells,
    sums,
    rowLabels,
    colLabels,
    rowTitle,
    colTitle,
    caption,
    bindingBoxes,
    legend: { max, unit: u, colors: [0, 0.25, 0.5, 0.75, 1].map((f) => color(f * max) as string) },
    font,
    candidates: candidateMarks(n, cell, left, top, paper, options),
  };
}

/** The candidates' cells (each pair once), the pick marked when it is given. */
function candidateMarks(
  n: number,
  cell: number,
  left: number,
  top: number,
  paper: boolean,
  options: MatrixOptions,
): MatrixMark[] {
  const seen = new Set<string>();
  const out: MatrixMark[] = [];
  for (const c of options.candidates ?? []) {
    const key = `${c.sender}-${c.receiver}`;
    if (seen.has(key) || c.sender < 0 || c.receiver < 0 || c.sender >= n || c.receiver >= n) continue;
    seen.add(key);
    const [r, col] = paper ? [c.receiver, c.sender] : [c.sender, c.receiver];
    out.push({
      x: left + col * cell,
      y: top + r * cell,
      size: cell,
      sender: c.sender,
      receiver: c.receiver,
      chosen: options.chosen?.sender === c.sender && options.chosen.receiver === c.receiver,
    });
  }
  return out;
}

/** `text` if it fits in a cell of `size` pixels at `font` px, else null. */
function fitText(text: string, size: number, font: number): string | null {
  return textWidth(text, font) + 6 <= size && size >= font + 4 ? text : null;
}

export type MatrixHit =
  | { readonly type: "cell"; readonly sender: number; readonly receiver: number }
  | { readonly type: "sum"; readonly side: "sender" | "receiver"; readonly node: number };

/** What is under (x, y) in layout coordinates: a cell (by its event's ends), a sum, or nothing. */
export function hitMatrix(m: MatrixLayout, x: number, y: number): MatrixHit | null {
  const c = Math.floor((x - m.left) / m.cell);
  const r = Math.floor((y - m.top) / m.cell);
  if (c >= 0 && c < m.n && r >= 0 && r < m.n) {
    const cell = m.cells[r * m.n + c];
    return cell ? { type: "cell", sender: cell.sender, receiver: cell.receiver } : null;
  }
  const sum = m.sums.find((s) => x >= s.x && x < s.x + s.w && y >= s.y && y < s.y + s.h);
  return sum ? { type: "sum", side: sum.side, node: sum.node } : null;
}
