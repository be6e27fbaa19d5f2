// The array view of Bhat et al. Sec. 2, Fig. 1 (pure layout): the array's blocks of x elements in
// order, coloured by their owner under cyclic(x) (b_i on P_(i mod P)) and, below, under cyclic(Kx)
// (b_i in new block B_⌊i/K⌋ on P_(⌊i/K⌋ mod P)), so a student sees which blocks move and which stay.
// Rows end on new-block boundaries where they can (cells down to 8 px for that). Large arrays show their first periods (the owner
// pattern repeats every P·K blocks) and say so. Every label is 14 px × the text scale (18 px when
// presenting), the bands and gutters grow with it.
import { ownerAfter, ownerBefore, type RedistributionLayout } from "../../../core/redistribution/index-sets";
import { textWidth } from "../../views/common/axis";
import { messagePalette, NO_STAGE_FILL, textColorOn, type ColorScheme } from "../../views/common/colors";
import { grouped } from "./units";

/** At most this many blocks are drawn. */
export const SHOWN_BLOCKS_LIMIT = 256;
export const LEFT_GUTTER = 104;
const RIGHT_PAD = 12;
const MIN_CELL = 14;
/** Narrower still, so that a row holds a whole new block of K old ones. */
const TIGHT_CELL = 8;
const LABELLED_CELL = 30;
const MAX_CELL = 56;
const RULER = 16;
const BAND = 28;
const MID = 14;
const ROW_GAP = 18;
export const ROW_HEIGHT = RULER + BAND + MID + BAND + ROW_GAP;
/** The label size at text scale 1. */
export const ARRAY_LABEL_PX = 14;

/** A box of the drawing in the colour of the processor that owns it, with its label. */
interface OwnedBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly owner: number;
  readonly fill: string;
  readonly label: string | null;
  readonly labelColor: string;
}

export interface ArrayCell extends OwnedBox {
  readonly block: number;
}

/** A new block's part within one row (the "after" band merges the K old blocks it is made of). */
export interface NewBlockSpan extends OwnedBox {
  readonly newBlock: number;
}

export interface ArrayText {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly anchor: "start" | "middle" | "end";
  readonly size: number;
  readonly bold?: boolean;
  readonly muted?: boolean;
}

export interface ArrayLayout {
  readonly width: number;
  readonly height: number;
  readonly cellWidth: number;
  readonly perRow: number;
  readonly shownBlocks: number;
  readonly before: readonly ArrayCell[];
  readonly after: readonly ArrayCell[];
  readonly spans: readonly NewBlockSpan[];
  /** Element boundaries inside old blocks (thin lines), when they are far enough apart. */
  readonly ticks: readonly { readonly x: number; readonly y1: number; readonly y2: number }[];
  readonly texts: readonly ArrayText[];
  /** How many old blocks move (in the whole array) and how many stay. */
  readonly moved: number;
  readonly stayed: number;
  /** What is shown when not the whole array, else null. */
  readonly truncation: string | null;
  /** The size of the labels inside the blocks and spans, px. */
  readonly font: number;
}

/** How many blocks to draw: all of a small array; else whole periods (two when they fit), or a prefix. */
export function shownBlockCount(l: RedistributionLayout): number {
  if (l.blockCount <= SHOWN_BLOCKS_LIMIT) return l.blockCount;
  if (2 * l.period <= SHOWN_BLOCKS_LIMIT) return 2 * l.period;
  if (l.period <= SHOWN_BLOCKS_LIMIT) return l.period;
  // A prefix of the first period, in whole new blocks when one fits.
  return l.K <= SHOWN_BLOCKS_LIMIT ? l.K * Math.floor(SHOWN_BLOCKS_LIMIT / l.K) : SHOWN_BLOCKS_LIMIT;
}

/** Old blocks that change owner, and those that stay, over the whole array (period arithmetic). */
export function movedAndStayed(l: RedistributionLayout): { moved: number; stayed: number } {
  const P = l.processors;
  const full = Math.floor(l.blockCount / l.period);
  const rest = l.blockCount % l.period;
  let stayed = 0;
  for (let i = 0; i < Math.min(l.period, l.blockCount); i++) {
    if (ownerBefore(i, P) === ownerAfter(i, P, l.K)) stayed += full + (i < rest ? 1 : 0);
  }
  return { moved: l.blockCount - stayed, stayed };
}

export function layoutArray(
  l: RedistributionLayout,
  width: number,
  scheme: ColorScheme = "normal",
  textScale = 1,
): ArrayLayout {
  const font = Math.round(ARRAY_LABEL_PX * textScale);
  const g = font / ARRAY_LABEL_PX;
  const LEFT_GUTTER_S = Math.round(LEFT_GUTTER * g);
  const RULER_S = Math.round(RULER * g);
  const BAND_S = Math.round(BAND * g);
  const MID_S = Math.round(MID * g);
  const ROW_HEIGHT_S = Math.round(ROW_HEIGHT * g);
  const P = l.processors;
  const K = l.K;
  const shown = shownBlockCount(l);
  const colors = messagePalette(P, scheme);
  const avail = Math.max(MIN_CELL, width - LEFT_GUTTER_S - RIGHT_PAD);
  // One row when the blocks fit with labels; else rows of whole new blocks (labelled when they fit,
  // narrower when not); else rows of the narrowest cells.
  let perRow = shown;
  if (avail / shown < LABELLED_CELL) {
    const whole = [LABELLED_CELL, MIN_CELL, TIGHT_CELL].find((c) => K * c <= avail);
    perRow = whole ? K * Math.floor(avail / (K * whole)) : Math.max(1, Math.floor(avail / MIN_CELL));
  }
  const cellWidth = Math.max(TIGHT_CELL, Math.min(MAX_CELL, avail / perRow));
  const rows = Math.ceil(shown / perRow);
  const before: ArrayCell[] = [];
  const after: ArrayCell[] = [];
  const spans: NewBlockSpan[] = [];
  const ticks: ArrayLayout["ticks"][number][] = [];
  const texts: ArrayText[] = [];
  const blockLabel = (i: number, w: number) => {
    const t = `b${i}`;
    return textWidth(t, font) + 4 <= w ? t : null;
  };
  const x0 = LEFT_GUTTER_S;
  const elementGap = cellWidth / l.blockSize;

  for (let r = 0; r < rows; r++) {
    const top = 8 + r * ROW_HEIGHT_S;
    const yBefore = top + RULER_S;
    const yAfter = yBefore + BAND_S + MID_S;
    texts.push({
      x: x0 - 8,
      y: yBefore + BAND_S / 2 + 4,
      text: `cyclic(${l.blockSize})`,
      anchor: "end",
      size: font,
      bold: true,
    });
    texts.push({
      x: x0 - 8,
      y: yAfter + BAND_S / 2 + 4,
      text: `cyclic(${l.newBlockSize})`,
      anchor: "end",
      size: font,
      bold: true,
    });
    const first = r * perRow;
    const last = Math.min(shown, first + perRow);
    for (let i = first; i < last; i++) {
      const x = x0 + (i - first) * cellWidth;
      const ob = ownerBefore(i, P);
      const oa = ownerAfter(i, P, K);
      const fb = colors[ob] ?? NO_STAGE_FILL;
      const fa = colors[oa] ?? NO_STAGE_FILL;
      before.push({
        block: i,
        x,
        y: yBefore,
        w: cellWidth,
        h: BAND_S,
        owner: ob,
        fill: fb,
        label: blockLabel(i, cellWidth),
        labelColor: textColorOn(fb),
      });
      after.push({
        block: i,
        x,
        y: yAfter,
        w: cellWidth,
        h: BAND_S,
        owner: oa,
        fill: fa,
        label: null,
        labelColor: textColorOn(fa),
      });
      // Element index at the start of each new block (Fig. 1(c)'s boundaries), and "=" for a block
      // that stays on its processor (a free local copy), "↓" for one that moves.
      if (i % K === 0 && textWidth(String(i * l.blockSize), font) <= Math.max(cellWidth * K, cellWidth) - 2) {
        texts.push({
          x,
          y: top + RULER_S - 4,
          text: String(i * l.blockSize),
          anchor: "start",
          size: font,
          muted: true,
        });
      }
      if (cellWidth >= 12) {
        texts.push({
          x: x + cellWidth / 2,
          y: yBefore + BAND_S + MID_S - 3,
          text: ob === oa ? "=" : "↓",
          anchor: "middle",
          size: font,
          muted: true,
        });
      }
      if (l.blockSize > 1 && elementGap >= 5) {
        for (let e = 1; e < l.blockSize; e++) {
          ticks.push({ x: x + e * elementGap, y1: yBefore + BAND_S - 7, y2: yBefore + BAND_S });
        }
      }
    }
    // The after band: one span per new block (or its part in this row).
    for (let i = first; i < last;) {
      const nb = Math.floor(i / K);
      const end = Math.min(last, (nb + 1) * K);
      const x = x0 + (i - first) * cellWidth;
      const w = (end - i) * cellWidth;
      const owner = nb % P;
      const fill = colors[owner] ?? NO_STAGE_FILL;
      const full = `B${nb} on P${owner}`;
      const label =
        textWidth(full, font) + 6 <= w ? full : textWidth(`P${owner}`, font) + 4 <= w ? `P${owner}` : null;
      spans.push({
        newBlock: nb,
        x,
        y: yAfter,
        w,
        h: BAND_S,
        owner,
        fill,
        label,
        labelColor: textColorOn(fill),
      });
      i = end;
    }
  }
  const { moved, stayed } = movedAndStayed(l);
  const truncation =
    shown < l.blockCount
      ? `Showing blocks 0–${shown - 1} of ${grouped(l.blockCount)} (${
          shown >= l.period
            ? `${shown / l.period} period${shown / l.period > 1 ? "s" : ""}`
            : `part of the first period`
        } of P·K = ${grouped(l.period)} blocks; the owners repeat every period).`
      : null;
  return {
    width: Math.max(width, x0 + perRow * cellWidth + RIGHT_PAD),
    height: 8 + rows * ROW_HEIGHT_S,
    cellWidth,
    perRow,
    shownBlocks: shown,
    before,
    after,
    spans,
    ticks,
    texts,
    moved,
    stayed,
    truncation,
    font,
  };
}
