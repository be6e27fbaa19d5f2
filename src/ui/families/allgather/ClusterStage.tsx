// The cluster drawing on screen: the painter's SVG under the pan/zoom transform, the selection, and
// dragging a node — a press selects (or unselects) it, a move drags a ghost that says what a drop
// there would do, and the release hands the regrouping (dropOutcome) to the view. Hovering a node
// shows its summary.
import { useState, type PointerEvent as ReactPointerEvent, type RefObject } from "react";
import type { ZoomTransform } from "d3";
import { Tooltip } from "../../views/common/Tooltip";
import type { DetailLine } from "../../views/common/details";
import type { Size } from "../../views/common/use-element-size";
import { hitAt, type ClusterLayout } from "./cluster-layout";
import { clusterDrawingSvg, dragGhostSvg, type ClusterPaint } from "./cluster-svg";
import { clusterCandidatesSvg } from "./cluster-candidates";
import type { Candidate } from "../../../core/schedule/types";
import type { DecisionMarks } from "../../views/common/candidates";
import { dropOutcome, type Groups, type RegroupOutcome } from "./regroup";

/** A press that moves further than this many pixels is a drag. */
const DRAG_THRESHOLD = 4;

interface Drag {
  readonly node: number;
  /** Where the press was, on screen. */
  readonly x0: number;
  readonly y0: number;
  /** The pointer, in layout coordinates. */
  readonly x: number;
  readonly y: number;
  readonly moving: boolean;
}

/** The node a pointer event is on (its drawn `g`), or -1. */
export function nodeOfTarget(target: EventTarget | null): number {
  const g = target instanceof Element ? target.closest(".ag-node[data-node]") : null;
  return g ? Number(g.getAttribute("data-node")) : -1;
}

export interface ClusterStageProps {
  readonly bodyRef: RefObject<HTMLDivElement | null>;
  readonly svgRef: RefObject<SVGSVGElement | null>;
  readonly size: Size;
  readonly transform: ZoomTransform;
  /** The drawing without the zoom (ClusterStage sets it). */
  readonly paint: Omit<ClusterPaint, "zoom">;
  readonly groups: Groups;
  readonly selected: number | null;
  readonly onSelect: (selection: string | undefined) => void;
  readonly onDrop: (outcome: RegroupOutcome) => void;
  readonly summary: (node: number) => { readonly title: string; readonly lines: readonly DetailLine[] };
  /** The current decision's candidates (step-through), ringed over the drawing. */
  readonly candidates?: readonly Candidate[] | undefined;
  readonly decision?: DecisionMarks | undefined;
}

export function ClusterStage(props: ClusterStageProps) {
  const { svgRef, transform, paint, groups, selected } = props;
  const layout: ClusterLayout = paint.layout;
  const [drag, setDrag] = useState<Drag | null>(null);
  const [hover, setHover] = useState<{ node: number; x: number; y: number } | null>(null);

  /** Pointer position in the SVG (screen) and in layout coordinates (under the zoom). */
  const local = (e: { clientX: number; clientY: number }) => {
    const box = svgRef.current?.getBoundingClientRect();
    const sx = e.clientX - (box?.left ?? 0);
    const sy = e.clientY - (box?.top ?? 0);
    const [x, y] = transform.invert([sx, sy]);
    return { sx, sy, x, y };
  };
  const onDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    const node = nodeOfTarget(e.target);
    if (e.button !== 0 || node < 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const p = local(e);
    setDrag({ node, x0: p.sx, y0: p.sy, x: p.x, y: p.y, moving: false });
  };
  const onMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const p = local(e);
    if (drag) {
      const moving = drag.moving || Math.hypot(p.sx - drag.x0, p.sy - drag.y0) > DRAG_THRESHOLD;
      setDrag({ ...drag, x: p.x, y: p.y, moving });
      setHover(null);
      return;
    }
    const hit = hitAt(layout, p.x, p.y);
    setHover(hit.kind === "node" ? { node: hit.node, x: p.sx, y: p.sy } : null);
  };
  const onUp = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    setDrag(null);
    if (!drag.moving) return props.onSelect(selected === drag.node ? undefined : `node:${drag.node}`);
    const p = local(e);
    props.onDrop(dropOutcome(groups, drag.node, hitAt(layout, p.x, p.y, drag.node)));
  };

  const moving = drag?.moving ? drag : null;
  const target = moving ? hitAt(layout, moving.x, moving.y, moving.node) : null;
  const zoom = transform.k;
  // Rebuilt on every render: React rewrites the DOM only when the string changes.
  const drawing =
    clusterDrawingSvg({ ...paint, zoom }, { selected, dragged: moving?.node ?? null, target }) +
    clusterCandidatesSvg(layout, props.candidates, props.decision, zoom);
  const ghost = moving
    ? dragGhostSvg(
        layout,
        moving,
        paint.colors.color(paint.speed[moving.node] ?? 0),
        target ? dropOutcome(groups, moving.node, target) : null,
        zoom,
      )
    : "";
  const tip = hover && !drag ? props.summary(hover.node) : null;

  return (
    <div className="ag-cluster-body" ref={props.bodyRef}>
      <svg
        ref={svgRef}
        width={layout.width}
        height={layout.height}
        role="img"
        aria-label={`Clusters: ${groups.map((c) => `P${c[0]} with ${c.length - 1} clients`).join("; ")}`}
        data-testid="cluster-svg"
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerLeave={() => setHover(null)}
        onPointerCancel={() => setDrag(null)}
        className={moving ? "dragging" : undefined}
      >
        <g transform={transform.toString()}>
          <g dangerouslySetInnerHTML={{ __html: drawing }} />
          {moving ? <g dangerouslySetInnerHTML={{ __html: ghost }} /> : null}
        </g>
      </svg>
      {tip && hover ? (
        <Tooltip
          x={hover.x}
          y={hover.y}
          bounds={props.size}
          color={paint.colors.color(paint.speed[hover.node] ?? 0)}
          title={tip.title}
          lines={tip.lines}
        />
      ) : null}
    </div>
  );
}
