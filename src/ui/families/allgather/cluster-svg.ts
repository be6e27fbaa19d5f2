// The cluster view's painter (Wu–Yeh Sec. 3, Fig. 1): the marks of `layoutClusters` as an SVG
// string — the discs with their captions, the inter-agent exchange as chords, the client spokes, the
// nodes coloured by speed — with every colour as an attribute, so the same string is shown on screen
// (under the pan/zoom transform, with the selection and the drag) and exported (without them, with a
// heading and the legend). Pure: tested without a browser.
import { textWidth } from "../../views/common/axis";
import { MUTED_INK } from "../../views/common/colors";
import { el, escapeXml, halo, headingSvg, svgDocument, text, type SvgHeading } from "../../views/common/svg";
import { formatTime, type TimeUnit } from "../../../core/units";
import { targetCluster, type ClusterLayout, type Hit } from "./cluster-layout";
import type { RegroupOutcome } from "./regroup";
import type { SpeedScale } from "./speed-colors";

export const CLUSTER_INK = "#1d2330";
export const ACCENT = "#2f6fd6";
export const ACCENT_SOFT = "#e6eefc";
export const REFUSED = "#b3261e";
export const EXCHANGE_COLOR = "#e15759";
export const SPOKE_COLOR = "#4e79a7";
const AGENT_RING = "#111827";

/** What the drawing shows besides the layout: colours by speed, captions, and the zoom (for text). */
export interface ClusterPaint {
  readonly layout: ClusterLayout;
  readonly colors: SpeedScale;
  /** T_send + T_recv of each node. */
  readonly speed: readonly number[];
  /** Each cluster's caption, by cluster index. */
  readonly captions: readonly string[];
  /** The zoom's scale: text keeps its screen size, and small names are left out. */
  readonly zoom: number;
}

/** The selection and, during a drag, the node dragged and what is under the pointer. */
export interface ClusterMarks {
  readonly selected?: number | null;
  readonly dragged?: number | null;
  readonly target?: Hit | null;
}

/** Chords are faint when there are this many or more (so the clusters stay readable). */
const FAINT_ABOVE = 120;

/** The drawing at layout coordinates: discs and captions, chords, spokes, nodes. */
export function clusterDrawingSvg(p: ClusterPaint, marks: ClusterMarks = {}): string {
  const { layout, zoom } = p;
  const target = marks.target ?? null;
  const into = targetCluster(layout, target);
  // Names show when a client is at least 9 px across the radius; captions stay 13 px on screen.
  const nodeLabels = layout.clientRadius * zoom >= 9;
  const showCaptions = layout.scale * zoom >= 0.3;
  let out = "";
  for (const c of layout.clusters) {
    const lit = c.index === into;
    let g = el("circle", {
      class: lit ? "ag-disc target" : "ag-disc",
      cx: c.cx,
      cy: c.cy,
      r: c.r,
      fill: lit ? ACCENT_SOFT : "#f4f6fa",
      stroke: lit ? ACCENT : "#b8c0cc",
      "stroke-width": lit ? 2.5 : 1.5,
      "stroke-dasharray": lit ? undefined : "5 4",
    });
    if (showCaptions) {
      g += text(
        {
          class: "ag-caption",
          x: c.cx,
          y: c.caption === "above" ? c.cy - c.r - 6 / zoom : c.cy + c.r + 16 / zoom,
          "text-anchor": "middle",
          "font-size": 13 / zoom,
          "font-weight": 600,
          fill: CLUSTER_INK,
          ...halo(3 / zoom),
        },
        p.captions[c.index] ?? "",
      );
    }
    out += el("g", { "data-cluster": c.index }, g);
  }
  let chords = "";
  for (const e of layout.exchange) {
    chords += el(
      "line",
      { x1: e.x1, y1: e.y1, x2: e.x2, y2: e.y2 },
      `<title>${escapeXml(`P${e.from} ⇄ P${e.to}: inter-agent exchange`)}</title>`,
    );
  }
  out += el(
    "g",
    {
      class: "ag-exchange",
      opacity: layout.exchange.length > FAINT_ABOVE ? 0.25 : 1,
      stroke: EXCHANGE_COLOR,
      "stroke-width": 2.5,
      "stroke-opacity": 0.75,
    },
    chords,
  );
  let spokes = "";
  for (const e of layout.spokes) spokes += el("line", { x1: e.x1, y1: e.y1, x2: e.x2, y2: e.y2 });
  out += el(
    "g",
    { class: "ag-spokes", stroke: SPOKE_COLOR, "stroke-width": 1.6, "stroke-opacity": 0.8 },
    spokes,
  );
  for (const n of layout.nodes) {
    if (!n) continue;
    const speed = p.speed[n.node] ?? 0;
    const selected = n.node === marks.selected;
    const dragged = n.node === marks.dragged;
    const over = target?.kind === "node" && target.node === n.node;
    const cls = ["ag-node", n.isAgent ? "agent" : "client"];
    if (selected) cls.push("selected");
    if (dragged) cls.push("dragged");
    if (over) cls.push("target");
    let body = el("circle", {
      r: n.r,
      fill: p.colors.color(speed),
      stroke: selected || over ? ACCENT : n.isAgent ? AGENT_RING : "#ffffff",
      "stroke-width": selected || over ? 4 : n.isAgent ? 3 : 1.5,
    });
    if (nodeLabels) {
      body += text(
        {
          dy: "0.35em",
          "text-anchor": "middle",
          fill: p.colors.text(speed),
          "font-size": n.r * (n.isAgent ? 0.62 : 0.8),
          "font-weight": 700,
          "pointer-events": "none",
        },
        `P${n.node}`,
      );
    }
    out += el(
      "g",
      {
        class: cls.join(" "),
        "data-node": n.node,
        "data-testid": `cluster-node-P${n.node}`,
        transform: `translate(${n.x},${n.y})`,
        opacity: dragged ? 0.35 : undefined,
      },
      body,
    );
  }
  return out;
}

/** What the ghost of a dragged node says about dropping it here. */
export function ghostLabel(preview: RegroupOutcome | null): string {
  return preview?.kind === "changed"
    ? preview.summary
    : preview?.kind === "refused"
      ? "not allowed: a client talks only to its agent"
      : "no change";
}

/** The dragged node at the pointer (x, y), a dashed line back to its place, and what a drop does. */
export function dragGhostSvg(
  layout: ClusterLayout,
  drag: { readonly node: number; readonly x: number; readonly y: number },
  color: string,
  preview: RegroupOutcome | null,
  zoom: number,
): string {
  const from = layout.nodes[drag.node];
  const r = from?.r ?? 12;
  let out = "";
  if (from) {
    out += el("line", {
      x1: from.x,
      y1: from.y,
      x2: drag.x,
      y2: drag.y,
      stroke: AGENT_RING,
      "stroke-dasharray": "4 4",
    });
  }
  out += el("circle", {
    cx: drag.x,
    cy: drag.y,
    r,
    fill: color,
    stroke: AGENT_RING,
    "stroke-width": 2,
    opacity: 0.9,
  });
  out += text(
    {
      x: drag.x,
      y: drag.y + r + 16 / zoom,
      "font-size": 13 / zoom,
      "font-weight": 600,
      "text-anchor": "middle",
      class: preview?.kind === "refused" ? "refused" : undefined,
      fill: preview?.kind === "refused" ? REFUSED : CLUSTER_INK,
      ...halo(4 / zoom),
    },
    ghostLabel(preview),
  );
  return el("g", { class: "ag-ghost", "pointer-events": "none" }, out);
}

const LEGEND_HEIGHT = 30;

/** The legend under an export: the speed ramp, fastest to slowest, and the two kinds of line; its width. */
function legendSvg(colors: SpeedScale, unit: TimeUnit, y: number): { svg: string; width: number } {
  const stops = colors.stops
    .map((c, i) =>
      el("stop", {
        offset: `${colors.stops.length > 1 ? (100 * i) / (colors.stops.length - 1) : 0}%`,
        "stop-color": c,
      }),
    )
    .join("");
  let out = `<defs>${el("linearGradient", { id: "ag-speed-ramp" }, stops)}</defs>`;
  const style = { "font-size": 13, fill: CLUSTER_INK };
  let x = 12;
  const word = (s: string, fill = CLUSTER_INK) => {
    out += text({ ...style, fill, x, y: y + 4 }, s);
    x += textWidth(s, 13) + 8;
  };
  word(`fast ${formatTime(colors.fastest, unit)}`);
  out += el("rect", { x, y: y - 6, width: 90, height: 12, rx: 3, fill: "url(#ag-speed-ramp)" });
  x += 98;
  word(colors.slowest > colors.fastest ? `${formatTime(colors.slowest, unit)} slow` : "(all alike)");
  word("(T_send + T_recv)", MUTED_INK);
  x += 6;
  for (const [color, label] of [
    [EXCHANGE_COLOR, "agent ⇄ agent exchange"],
    [SPOKE_COLOR, "client ↔ its agent"],
  ] as const) {
    out += el("line", { x1: x, y1: y, x2: x + 24, y2: y, stroke: color, "stroke-width": 3 });
    x += 30;
    word(label);
  }
  return { svg: out, width: x + 4 };
}

/**
 * The whole drawing as a standalone SVG document: heading, the clusters at the layout's size (centred
 * when the heading or the legend is wider), legend.
 */
export function clusterToSvg(p: ClusterPaint, unit: TimeUnit, heading: SvgHeading = {}): string {
  const head = headingSvg(heading);
  const { width, height } = p.layout;
  const legend = legendSvg(p.colors, unit, head.bottom + height + LEGEND_HEIGHT / 2);
  // Bold 18 px runs wider than textWidth's average.
  const headingWidth = Math.max(
    textWidth(heading.title ?? "", 18) * 1.15,
    textWidth(heading.subtitle ?? "", 13),
  );
  const total = Math.ceil(Math.max(width, headingWidth + 24, legend.width));
  const body =
    head.svg +
    el(
      "g",
      { transform: `translate(${(total - width) / 2},${head.bottom})` },
      clusterDrawingSvg({ ...p, zoom: 1 }),
    ) +
    legend.svg;
  return svgDocument(total, head.bottom + height + LEGEND_HEIGHT, body);
}
