// Matrix view (Bhat et al. Sec. 4.3): C as a heat map with row and column sums, the binding ones
// (= the lower bound of Sec. 4.2) marked, and the Lemma's bound for the schedule shown. While stepping
// through, the decision's candidates (the sender → receiver pairs it weighs, e.g. the direct schedule's
// K-step slot) are outlined on their cells, the heuristic's pick solid unless the class quiz is on.
// Text is 14 px, 18 when presenting (textScaleOf).
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { expectDetails, scenarioOfKind } from "../../../core/registry";
import { pairValue } from "../../../core/scenario/fields";
import { formatTime } from "../../../core/units";
import { paintCanvas, screenPixelRatio } from "../../views/common/canvas";
import { textScaleOf, useColorScheme } from "../../views/common/scheme";
import { exportName } from "../../views/common/download";
import { algorithmName } from "../../views/common/title";
import { ExportButtons } from "../../views/common/toolbar";
import { Tooltip } from "../../views/common/Tooltip";
import { useElementSize } from "../../views/common/use-element-size";
import type { DetailLine } from "../../views/common/details";
import type { ViewProps } from "../../views/types";
import { hitMatrix, layoutMatrix, type MatrixHit, type MatrixOrientation } from "./matrix-layout";
import { CANVAS_CELLS, paintMatrixCells } from "./matrix-paint";
import { matrixBody, matrixToSvg } from "./matrix-svg";
import { bandwidthText } from "./units";
import "../../views/views.css";
import "./redistribution.css";

const FALLBACK = { width: 600, height: 400 };

export function MatrixView({ scenario, result, step, candidates, quiz }: ViewProps) {
  const s = scenarioOfKind(scenario, "redistribution");
  const d = expectDetails(result, "redistribution");
  const u = s.timeUnit;
  const [orientation, setOrientation] = useState<MatrixOrientation>("sender-rows");
  const rootRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const size = useElementSize(bodyRef, FALLBACK);
  const rootSize = useElementSize(rootRef, FALLBACK);
  // The drawing fits inside .rd-scroll's padding (8 px each side): no sideways scrolling.
  const textScale = textScaleOf(useColorScheme());
  // The decision on screen is steps[step] (the next one); its pair is the pick, hidden in the quiz.
  const next = step === undefined ? undefined : result.schedule.steps[step];
  const pickS = next && !quiz ? next.sender : -1;
  const pickR = next && !quiz ? next.receiver : -1;
  const m = useMemo(
    () =>
      layoutMatrix(d, u, { ...size, width: size.width - 16 }, orientation, {
        textScale,
        ...(candidates ? { candidates } : {}),
        ...(pickS >= 0 ? { chosen: { sender: pickS, receiver: pickR } } : {}),
      }),
    [d, u, size, orientation, textScale, candidates, pickS, pickR],
  );
  const binding = d.binding.map((b) => `${b.side} P${b.node}`).join(", ");
  const lowerBound = `lower bound = largest row or column sum = ${formatTime(d.lowerBound, u)}${binding ? ` (${binding})` : ""}`;
  const onCanvas = m.n * m.n > CANVAS_CELLS;
  const svgBody = useMemo(() => matrixBody(m, lowerBound, !onCanvas), [m, lowerBound, onCanvas]);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const ratio = screenPixelRatio();
    const side = m.n * m.cell;
    paintCanvas(canvasRef.current, side, side, ratio, (ctx) => paintMatrixCells(ctx, m, ratio));
  }, [m, onCanvas]);
  const [hover, setHover] = useState<{ x: number; y: number; title: string; lines: DetailLine[] } | null>(
    null,
  );

  const describe = (hit: MatrixHit | null): { title: string; lines: DetailLine[] } | null => {
    if (hit?.type === "cell") {
      const { sender: i, receiver: j } = hit;
      const blocks = d.blocks[i]?.[j] ?? 0;
      const bytes = d.bytes[i]?.[j] ?? 0;
      if (i === j) {
        return {
          title: `P${i} keeps its own blocks`,
          lines: [
            { label: "blocks", value: `${blocks} (${blocks * s.blockSize} elements, ${bytes} bytes)` },
            { label: "cost", value: "a free local copy: not in C nor its bound" },
          ],
        };
      }
      if (blocks === 0) return { title: `P${i} → P${j}`, lines: [{ label: "message", value: "none" }] };
      return {
        title: `P${i} → P${j}: C = ${formatTime(d.matrix[i]?.[j] ?? 0, u)}`,
        lines: [
          { label: "blocks", value: `${blocks} (${blocks * s.blockSize} elements)` },
          { label: "bytes", value: String(bytes) },
          { label: "start-up T", value: formatTime(pairValue(s.startup, i, j), u) },
          { label: "bandwidth B", value: bandwidthText(pairValue(s.bandwidth, i, j), u) },
          { label: "time", value: `T + bytes / B = ${formatTime(d.matrix[i]?.[j] ?? 0, u)}` },
        ],
      };
    }
    if (hit?.type === "sum") {
      const { side, node } = hit;
      const v = (side === "sender" ? d.sendTotals : d.recvTotals)[node] ?? 0;
      const isBinding = d.binding.some((b) => b.side === side && b.node === node);
      return {
        title: `P${node} ${side === "sender" ? "sends" : "receives"} for ${formatTime(v, u)}`,
        lines: [
          { label: "sum of", value: side === "sender" ? "its outgoing events" : "its incoming events" },
          { label: "binding", value: isBinding ? "yes: this is the lower bound" : "no" },
        ],
      };
    }
    return null;
  };

  const heading = `C of ${algorithmName(s.kind, result.algorithm)} — ${s.name ?? "redistribution"}`;
  const exportSvg = () => matrixToSvg(m, { title: heading, lowerBound });
  const fileName = exportName(s.name ?? "redistribution", "matrix");
  const lemma = d.lemma;

  return (
    <div className="sx-view rd-view" ref={rootRef} data-testid="matrix-view">
      <div className="sx-toolbar" role="toolbar" aria-label="Matrix tools">
        <label>
          rows{" "}
          <select
            aria-label="Matrix orientation"
            value={orientation}
            onChange={(e) => setOrientation(e.target.value as MatrixOrientation)}
          >
            <option value="sender-rows">senders (ours: [sender][receiver])</option>
            <option value="paper">receivers (the paper's C[j, i])</option>
          </select>
        </label>
        <span className="sx-toolbar-gap" />
        <ExportButtons fileName={fileName} svg={exportSvg} />
      </div>
      <div className="rd-split">
        <div
          className="rd-scroll"
          ref={bodyRef}
          onMouseMove={(e) => {
            const box = svgRef.current?.getBoundingClientRect();
            const info = box ? describe(hitMatrix(m, e.clientX - box.left, e.clientY - box.top)) : null;
            const r = rootRef.current?.getBoundingClientRect();
            setHover(info && r ? { ...info, x: e.clientX - r.left, y: e.clientY - r.top } : null);
          }}
          onMouseLeave={() => setHover(null)}
        >
          <div className="rd-matrix-stage" style={{ width: m.width, height: m.height }}>
            {onCanvas ? (
              <canvas ref={canvasRef} className="rd-matrix-canvas" style={{ left: m.left, top: m.top }} />
            ) : null}
            <svg
              ref={svgRef}
              width={m.width}
              height={m.height}
              role="img"
              aria-label={`Communication matrix, ${m.n} by ${m.n}`}
              dangerouslySetInnerHTML={{ __html: svgBody }}
            />
          </div>
        </div>
        <aside className="rd-aside" data-testid="matrix-bound">
          <p>
            <strong>Lower bound (Sec. 4.2).</strong> No two events of a sender overlap, nor two of a receiver:
            every row and column sum is a lower bound on the completion time. The largest,{" "}
            <strong className="rd-lb">{formatTime(d.lowerBound, u)}</strong>, is reached by{" "}
            {binding || "no line (no network events)"} (dashed outline).
          </p>
          {lemma ? (
            <p>
              <strong>Lemma (Sec. 4.3).</strong> The last sender to finish is P{lemma.sender}, ending with P
              {lemma.receiver}. Greedy's completion is at most P{lemma.sender}'s send sum + P{lemma.receiver}
              's receive sum = {formatTime(lemma.bound, u)} ≤ 2 × the bound.
            </p>
          ) : null}
          <p>
            This schedule ({algorithmName(s.kind, result.algorithm)}) completes at{" "}
            <strong>{formatTime(result.schedule.makespan, u)}</strong>
            {d.lowerBound > 0 ? ` = ${(result.schedule.makespan / d.lowerBound).toFixed(3)} × the bound` : ""}
            .
          </p>
          <p className="hint">Diagonal (hatched): blocks a processor keeps — free local copies, not in C.</p>
        </aside>
      </div>
      {hover ? (
        <Tooltip x={hover.x} y={hover.y} bounds={rootSize} title={hover.title} lines={hover.lines} />
      ) : null}
    </div>
  );
}
