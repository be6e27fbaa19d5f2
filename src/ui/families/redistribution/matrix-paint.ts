// The matrix's cells on a canvas, for large P on screen (P = 256 makes 65,536 cells: too many SVG
// nodes to parse and lay out at each change). Fills batched per colour; the SVG draws the rest.
import type { MatrixLayout } from "./matrix-layout";

/** Cells beyond this many go to the canvas on screen. */
export const CANVAS_CELLS = 1024;

const LOCAL_FILL = "#d9dde3";

/** Paints the grid's cells with the canvas origin at the grid's top-left corner. */
export function paintMatrixCells(ctx: CanvasRenderingContext2D, m: MatrixLayout, pixelRatio: number): void {
  const side = m.n * m.cell;
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, side, side);
  const byFill = new Map<string, number[]>();
  for (let k = 0; k < m.cells.length; k++) {
    const c = m.cells[k]!;
    if (c.kind === "none") continue;
    const fill = c.kind === "local" ? LOCAL_FILL : c.fill;
    const list = byFill.get(fill);
    if (list) list.push(k);
    else byFill.set(fill, [k]);
  }
  for (const [fill, list] of byFill) {
    ctx.fillStyle = fill;
    ctx.beginPath();
    for (const k of list) {
      const c = m.cells[k]!;
      ctx.rect(c.x - m.left, c.y - m.top, c.size, c.size);
    }
    ctx.fill();
  }
  ctx.strokeStyle = "#d1d5db";
  ctx.lineWidth = 1;
  ctx.strokeRect(0.5, 0.5, side - 1, side - 1);
}
