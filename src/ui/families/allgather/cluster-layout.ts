// Layout of the cluster view (Wu–Yeh Sec. 3, Fig. 1): each cluster is a disc with its agent at the
// centre and its clients on rings around it; the clusters sit around an ellipse shaped like the panel
// (in agent rank order, clockwise from the left), so the inter-agent exchange is drawn as chords
// across the middle. The clients of a cluster leave a gap facing the middle so the chords reach the
// agent unobstructed. Many clusters (above GRID_ABOVE) go on a grid instead. Pure: groups and a
// viewport in, screen-space marks out (tested without a browser).
import type { Groups } from "./regroup";

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export interface NodeMark {
  readonly node: number;
  readonly cluster: number;
  readonly isAgent: boolean;
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

export interface ClusterMark {
  readonly index: number;
  readonly agent: number;
  readonly clients: readonly number[];
  readonly cx: number;
  readonly cy: number;
  /** Radius of the cluster's disc (drop zone). */
  readonly r: number;
  /** Where the caption goes: outside the disc, away from the middle. */
  readonly caption: CaptionSide;
}

export type CaptionSide = "above" | "below";

export interface Segment {
  readonly from: number;
  readonly to: number;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

export interface ClusterLayout {
  readonly width: number;
  readonly height: number;
  /** Indexed by node (every node of the grouping has a mark). */
  readonly nodes: readonly NodeMark[];
  readonly clusters: readonly ClusterMark[];
  /** One chord per pair of agents (both directions of the exchange). */
  readonly exchange: readonly Segment[];
  /** Client (from) → agent (to). */
  readonly spokes: readonly Segment[];
  /** Layout units → screen pixels. */
  readonly scale: number;
  /** A client's radius on screen (an agent's is larger). */
  readonly clientRadius: number;
}

// Layout units (scaled to fit the viewport at the end).
const NODE_R = 15;
const AGENT_R = 21;
const NODE_GAP = 8;
const RING_STEP = 2 * NODE_R + 8;
const DISC_PAD = 9;
/** Room between neighbouring discs, and above each for its caption. */
const SEPARATION = 26;
const CAPTION = 22;
/** The arc (radians) facing the middle that a cluster's clients leave free for the chords. */
const CHORD_GAP = 1.75;
const MAX_SCALE = 1.6;
const MARGIN = 10;
export const GRID_ABOVE = 24;

interface Shape {
  readonly agent: number;
  readonly clients: readonly number[];
  /** Ring radius and count of clients per ring. */
  readonly rings: readonly { readonly radius: number; readonly count: number }[];
  readonly radius: number;
}

/** Up to this many clients sit on one ring, whose radius grows to hold them; more open further rings. */
const FIRST_RING_MAX = 14;

function shapeOf(cluster: readonly number[], arc: number): Shape {
  const [agent = -1, ...clients] = cluster;
  const rings: { radius: number; count: number }[] = [];
  const spacing = 2 * NODE_R + NODE_GAP;
  let left = clients.length;
  let radius = Math.max(AGENT_R + NODE_R + 16, (Math.min(left, FIRST_RING_MAX) * spacing) / arc);
  while (left > 0) {
    const capacity = Math.max(1, Math.floor((arc * radius) / spacing));
    const count = Math.min(capacity, left);
    rings.push({ radius, count });
    left -= count;
    radius += RING_STEP;
  }
  const outer = rings.length > 0 ? (rings[rings.length - 1] as { radius: number }).radius + NODE_R : AGENT_R;
  return { agent, clients, rings, radius: outer + DISC_PAD };
}

/** Ramanujan's perimeter of an ellipse with semi-axes ρ·b and b, divided by b. */
const perimeterPerB = (rho: number) => Math.PI * (3 * (rho + 1) - Math.sqrt((3 * rho + 1) * (rho + 3)));

/** Centres on an ellipse, spaced by arc length in proportion to each footprint. */
function ellipseCentres(radii: readonly number[], aspect: number): { x: number; y: number }[] {
  const foot = radii.map((r) => 2 * r + SEPARATION);
  const total = foot.reduce((a, b) => a + b, 0);
  let b = total / perimeterPerB(aspect);
  let a = aspect * b;
  // Arc length from θ = π (the left end), θ increasing: left → top → right → bottom on screen.
  const samples = 1440;
  const cumulative = new Float64Array(samples + 1);
  const at = (t: number) => Math.PI + (2 * Math.PI * t) / samples;
  for (let i = 1; i <= samples; i++) {
    const t0 = at(i - 1);
    const t1 = at(i);
    cumulative[i] =
      (cumulative[i - 1] as number) +
      Math.hypot(Math.cos(t1) - Math.cos(t0), (Math.sin(t1) - Math.sin(t0)) / aspect);
  }
  const unit = cumulative[samples] as number;
  const thetas: number[] = [];
  let s = 0;
  foot.forEach((f, g) => {
    if (g > 0) s += ((foot[g - 1] as number) + f) / 2;
    const target = (s / total) * unit;
    let lo = 0;
    let hi = samples;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) < target) lo = mid;
      else hi = mid;
    }
    thetas.push(at(lo));
  });
  const place = () => thetas.map((t) => ({ x: a * Math.cos(t), y: b * Math.sin(t) }));
  let centres = place();
  // Chords are shorter than arcs: grow the ellipse until no two discs overlap.
  for (let iter = 0; iter < 80 && overlapping(centres, radii); iter++) {
    a *= 1.07;
    b *= 1.07;
    centres = place();
  }
  return centres;
}

function overlapping(centres: readonly { x: number; y: number }[], radii: readonly number[]): boolean {
  for (let i = 0; i < centres.length; i++) {
    for (let j = i + 1; j < centres.length; j++) {
      const p = centres[i] as { x: number; y: number };
      const q = centres[j] as { x: number; y: number };
      const need = (radii[i] as number) + (radii[j] as number) + SEPARATION / 2;
      if (Math.hypot(p.x - q.x, p.y - q.y) < need) return true;
    }
  }
  return false;
}

/** Many clusters: a grid with the panel's aspect, each cell as large as the largest disc. */
function gridCentres(radii: readonly number[], aspect: number): { x: number; y: number }[] {
  const m = radii.length;
  const cell = 2 * Math.max(...radii) + SEPARATION;
  const cols = Math.max(1, Math.round(Math.sqrt(m * aspect)));
  return radii.map((_, g) => ({ x: (g % cols) * cell, y: Math.floor(g / cols) * (cell + CAPTION) }));
}

/**
 * `captionWidths[g]`: the screen width (px) of cluster g's caption, so the fit leaves room for it
 * (none when omitted).
 */
export function layoutClusters(
  groups: Groups,
  n: number,
  view: Viewport,
  captionWidths?: readonly number[],
): ClusterLayout {
  const m = groups.length;
  const aspect = Math.min(
    3.2,
    Math.max(1, (view.width - 2 * MARGIN) / Math.max(1, view.height - 2 * MARGIN)),
  );
  const grid = m > GRID_ABOVE;
  const arc = m > 1 && !grid ? 2 * Math.PI - CHORD_GAP : 2 * Math.PI;
  const shapes = groups.map((c) => shapeOf(c, arc));
  const radii = shapes.map((s) => s.radius);
  const centres =
    m === 1 ? [{ x: 0, y: 0 }] : grid ? gridCentres(radii, aspect) : ellipseCentres(radii, aspect);

  // Layout-space positions of every node.
  const raw: { node: number; cluster: number; isAgent: boolean; x: number; y: number; r: number }[] = [];
  const middle = centres.reduce((acc, c) => ({ x: acc.x + c.x / m, y: acc.y + c.y / m }), { x: 0, y: 0 });
  shapes.forEach((shape, g) => {
    const c = centres[g] as { x: number; y: number };
    raw.push({ node: shape.agent, cluster: g, isAgent: true, x: c.x, y: c.y, r: AGENT_R });
    // Clients face away from the middle (where the chords come in); all around when alone or on a grid.
    const outward = m > 1 && !grid ? Math.atan2(c.y - middle.y, c.x - middle.x) : -Math.PI / 2;
    let next = 0;
    for (const ring of shape.rings) {
      const spacing = (2 * NODE_R + NODE_GAP) / ring.radius;
      const full = arc >= 2 * Math.PI - 1e-9;
      const step = full
        ? (2 * Math.PI) / ring.count
        : Math.min(spacing * 1.6, arc / Math.max(1, ring.count - 1));
      const first = full ? outward : outward - (step * (ring.count - 1)) / 2;
      for (let i = 0; i < ring.count; i++) {
        const angle = first + i * step;
        raw.push({
          node: shape.clients[next++] as number,
          cluster: g,
          isAgent: false,
          x: c.x + ring.radius * Math.cos(angle),
          y: c.y + ring.radius * Math.sin(angle),
          r: NODE_R,
        });
      }
    }
  });

  // Captions sit outside each disc, away from the middle: below the discs of the lower part, above
  // the others. Their size is in screen pixels, so the fit is iterated.
  const place: CaptionSide[] = centres.map((c) => {
    if (m === 1 || grid) return "above";
    return Math.sin(Math.atan2(c.y - middle.y, c.x - middle.x)) > 0.3 ? "below" : "above";
  });
  const bounds = (scale: number) => {
    let x0 = Infinity;
    let x1 = -Infinity;
    let y0 = Infinity;
    let y1 = -Infinity;
    centres.forEach((c, g) => {
      const r = radii[g] as number;
      const w = (captionWidths?.[g] ?? 0) / scale + 8 / scale;
      const h = CAPTION / Math.min(1, scale);
      const side = place[g];
      x0 = Math.min(x0, c.x - r, c.x - w / 2);
      x1 = Math.max(x1, c.x + r, c.x + w / 2);
      y0 = Math.min(y0, c.y - r - (side === "above" ? h : 0));
      y1 = Math.max(y1, c.y + r + (side === "below" ? h : 0));
    });
    return { x0, x1, y0, y1 };
  };
  const fitScale = (b: { x0: number; x1: number; y0: number; y1: number }) =>
    Math.min(
      MAX_SCALE,
      (view.width - 2 * MARGIN) / Math.max(1, b.x1 - b.x0),
      (view.height - 2 * MARGIN) / Math.max(1, b.y1 - b.y0),
    );
  let scale = fitScale(bounds(MAX_SCALE));
  for (let pass = 0; pass < 3; pass++) scale = fitScale(bounds(scale));
  const { x0, x1, y0, y1 } = bounds(scale);
  const ox = (view.width - (x1 - x0) * scale) / 2 - x0 * scale;
  const oy = (view.height - (y1 - y0) * scale) / 2 - y0 * scale;
  const X = (x: number) => ox + x * scale;
  const Y = (y: number) => oy + y * scale;

  const nodes: NodeMark[] = new Array<NodeMark>(n);
  for (const p of raw) nodes[p.node] = { ...p, x: X(p.x), y: Y(p.y), r: p.r * scale };
  const clusters: ClusterMark[] = shapes.map((shape, g) => {
    const c = centres[g] as { x: number; y: number };
    return {
      index: g,
      agent: shape.agent,
      clients: shape.clients,
      cx: X(c.x),
      cy: Y(c.y),
      r: (radii[g] as number) * scale,
      caption: place[g] as CaptionSide,
    };
  });
  const seg = (from: number, to: number): Segment => {
    const p = nodes[from] as NodeMark;
    const q = nodes[to] as NodeMark;
    return { from, to, x1: p.x, y1: p.y, x2: q.x, y2: q.y };
  };
  const exchange: Segment[] = [];
  for (let i = 0; i < m; i++) {
    for (let j = i + 1; j < m; j++) exchange.push(seg(clusters[i]!.agent, clusters[j]!.agent));
  }
  const spokes = clusters.flatMap((c) => c.clients.map((client) => seg(client, c.agent)));
  return {
    width: view.width,
    height: view.height,
    nodes,
    clusters,
    exchange,
    spokes,
    scale,
    clientRadius: NODE_R * scale,
  };
}

export type Hit =
  | { readonly kind: "node"; readonly node: number }
  | { readonly kind: "cluster"; readonly cluster: number }
  | { readonly kind: "empty" };

/** What is under (x, y): a node (with a little slack), else a cluster's disc, else empty space. */
export function hitAt(layout: ClusterLayout, x: number, y: number, ignore = -1): Hit {
  let best = -1;
  let bestD = Infinity;
  for (const p of layout.nodes) {
    if (!p || p.node === ignore) continue;
    const d = Math.hypot(p.x - x, p.y - y);
    if (d <= p.r + 3 && d < bestD) {
      best = p.node;
      bestD = d;
    }
  }
  if (best >= 0) return { kind: "node", node: best };
  for (const c of layout.clusters) {
    if (Math.hypot(c.cx - x, c.cy - y) <= c.r) return { kind: "cluster", cluster: c.index };
  }
  return { kind: "empty" };
}

/** The cluster a drop on `hit` goes to (its disc, or the cluster of the node under it), or -1. */
export function targetCluster(layout: ClusterLayout, hit: Hit | null | undefined): number {
  if (hit?.kind === "cluster") return hit.cluster;
  if (hit?.kind === "node") return layout.nodes[hit.node]?.cluster ?? -1;
  return -1;
}
