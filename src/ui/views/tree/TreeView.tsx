// The tree view: one relay tree per message (side by side up to four, else a picker), laid out by
// `layoutTree` and drawn by `treeBodySvg`. Editing: drag a node onto another to make it the parent,
// or along its row to reorder its parent's sends; ◀ ▶ (or Alt+← / Alt+→) move the selected node.
// Plain ← → step through the decisions (the app's keyboard, src/ui/keyboard.tsx): never an edit.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { PlanEdit } from "../../../core/family";
import type { MessageTree } from "../../../core/schedule/types";
import { formatTime } from "../../../core/units";
import { CandidateLegend } from "../common/CandidateLegend";
import type { ViewProps } from "../types";
import { messageColor } from "../common/colors";
import { textScaleOf, useColorScheme } from "../common/scheme";
import { exportName } from "../common/download";
import { algorithmName, figuresLine } from "../common/title";
import { shortMessageName } from "../common/details";
import { ExportButtons } from "../common/toolbar";
import { useMeasuredSize } from "../common/use-element-size";
import { useViewSelection } from "../common/use-view-selection";
import { messageCount } from "../gantt/layout";
import { moveChildEdit } from "./edit";
import { messageOfTree, messageTreeCount, messageTrees } from "./model";
import { layoutTree, type TreeDecorations, type TreeLayout } from "./layout";
import { nodeDragHandlers, type NodeDrag } from "./node-drag";
import { SendOrderButtons } from "./SendOrderButtons";
import { describeTreeNode, nextInPreorder } from "./describe";
import { treeBodySvg, treeDefs, treeOverviewSvg, treeShape, treesToSvg, type TreeMarks } from "./svg";
import { overviewBox, sameBox, treeWindow, WINDOWED_FROM, type Box } from "./viewport";
import "../views.css";

const FALLBACK_SIZE = { width: 960, height: 480 };
const SIDE_BY_SIDE = 4;
/**
 * The narrowest panel of trees side by side (was 320: the paper example's three trees, each about
 * 250 px wide, then overflowed an 810 px Trees tab at 1280 × 720 and the third was cut off).
 */
const MIN_PANEL = 240;
const TABS = 12;
/**
 * A tree more than this many panels wide at full size cannot be read there (its edges run off the
 * panel, a screenful shows a few of its hundreds of nodes): it opens fitted to the panel.
 */
const WIDE_PANELS = 4;
/** Fitted below this scale the labels are unreadable: the tree is drawn as an overview of its shape. */
const OVERVIEW_BELOW = 0.25;
/** Pixels between an overview's outermost dots and its panel's edges (the root's dot is 14 px wide). */
const OVERVIEW_PAD = 10;

/** The window of a large tree not measured yet: nothing is drawn (viewport.ts). */
const EMPTY_WINDOW: Box = { x0: 0, y0: 0, x1: -1, y1: -1 };

/**
 * The part of a tree's drawing (its SVG's client rect `r`, of layout size l.width × l.height) inside
 * the scrolled body's client area, in layout coordinates; undefined while the SVG has no size.
 */
function viewOf(l: TreeLayout, r: DOMRect, b: DOMRect, body: HTMLElement): Box | undefined {
  if (r.width <= 0 || r.height <= 0) return undefined;
  const kx = l.width / r.width;
  const ky = l.height / r.height;
  const x0 = (b.left + body.clientLeft - r.left) * kx;
  const y0 = (b.top + body.clientTop - r.top) * ky;
  return { x0, y0, x1: x0 + body.clientWidth * kx, y1: y0 + body.clientHeight * ky };
}

interface Drag extends NodeDrag {
  readonly message: number;
}

export function parseNodeSelection(selection: string | undefined): number {
  const m = /^node:(\d+)$/.exec(selection ?? "");
  return m ? Number(m[1]) : -1;
}

/** What a family's wrapper may add (e.g. the grid's tree view): decorations and a legend line. */
export interface TreeViewProps extends ViewProps {
  readonly decorations?: TreeDecorations;
  /** Shown in the toolbar, e.g. what the highlight means. */
  readonly legend?: React.ReactNode;
  /** Replaces the help line under the trees. */
  readonly help?: string;
  /**
   * Fit to the panel from the start when that shrinks the trees no more than to this scale (e.g. 0.6);
   * a larger tree opens at full size. Default: never (the user ticks "fit to panel").
   */
  readonly autoFit?: number;
}

export function TreeView(props: TreeViewProps) {
  const { result, scenario, step, onEdit, onSelect, decorations, legend, help, autoFit } = props;
  const schedule = result.schedule;
  // Only the trees shown are built (model.ts): all of them side by side, else the picked one.
  const treeTotal = messageTreeCount(schedule);
  const sideBySide = treeTotal <= SIDE_BY_SIDE;
  const [picked, setPicked] = useState(0);
  const pickedIndex = Math.min(picked, Math.max(0, treeTotal - 1));
  const shown = useMemo(
    () =>
      sideBySide
        ? messageTrees(schedule, 0, treeTotal)
        : messageTrees(schedule, pickedIndex, pickedIndex + 1),
    [sideBySide, schedule, treeTotal, pickedIndex],
  );
  /** The picker's messages (tabs or a list), by tree index: no tree is built for them. */
  const pickable = useMemo(
    () =>
      sideBySide
        ? []
        : Array.from({ length: treeTotal }, (_, i) => {
            const message = messageOfTree(schedule, i);
            return { message, label: schedule.messages[message] ?? `m${message}` };
          }),
    [sideBySide, schedule, treeTotal],
  );
  // The list's options change with the schedule only (not with each drag or selection).
  const options = useMemo(
    () =>
      pickable.map((p, i) => (
        <option key={p.message} value={i}>
          {p.label}
        </option>
      )),
    [pickable],
  );

  const [selection, choose] = useViewSelection(props.selection, onSelect);
  const selected = parseNodeSelection(selection);
  const [activeMessage, setActiveMessage] = useState<number | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  /** undefined until the user ticks or unticks "fit to panel": then `autoFit` decides. */
  const [fitChoice, setFit] = useState<boolean | undefined>(undefined);

  const bodyRef = useRef<HTMLDivElement>(null);
  // Measured after the frame's layout (not by a forced layout in the commit), and the trees laid out
  // only then: a large tree is laid out and drawn once, at the panel's size, in a task of its own.
  const { size, measured } = useMeasuredSize(bodyRef, FALLBACK_SIZE);
  const panelWidth = Math.max(MIN_PANEL, Math.floor(size.width / Math.max(1, shown.length)));
  const scheme = useColorScheme();
  const textScale = textScaleOf(scheme);
  const hideLater = props.decision?.asking === true;
  const layouts = useMemo(
    () =>
      (measured ? shown : []).map((t) =>
        layoutTree(
          t,
          schedule,
          // Presentation mode lays the trees out for a smaller panel and draws them textScale larger.
          { width: panelWidth / textScale, height: Math.max(240, size.height - 40) / textScale },
          { step, hideLater, scheme, ...(decorations ? { decorations } : {}) },
        ),
      ),
    [measured, shown, schedule, panelWidth, size.height, step, hideLater, decorations, scheme, textScale],
  );

  const panelHeight = Math.max(240, size.height - 40);
  const fitScale = (l: TreeLayout) => Math.min(textScale, panelWidth / l.width, panelHeight / l.height);
  const fit =
    fitChoice ??
    ((autoFit !== undefined &&
      layouts.length > 0 &&
      layouts.every((l) => fitScale(l) >= autoFit * textScale)) ||
      layouts.some((l) => l.width * textScale > WIDE_PANELS * panelWidth));
  /** Fitted, too small to read: drawn as an overview stretched to the panel (treeOverviewSvg). */
  const overview = (l: TreeLayout) => fit && fitScale(l) < OVERVIEW_BELOW * textScale;
  /**
   * On-screen size: the layout's, or scaled down to the panel when "fit" is on. A tree at most 10%
   * wider than its panel is always narrowed to it (a small screen: no scrolling sideways for that).
   */
  const fitted = (l: TreeLayout) => {
    // Under its title's two or three lines (the overview note among them).
    if (overview(l)) return { width: panelWidth, height: Math.min(panelHeight - 60, l.height * textScale) };
    const across = panelWidth / l.width;
    const k = fit ? fitScale(l) : across < 1 && across >= 0.9 ? across : 1;
    // Presentation mode: a tree with room to spare is drawn larger (its text with it), up to textScale.
    const room = Math.min(textScale, across, Math.max(240, size.height - 40) / l.height);
    const shown = k === 1 && room > 1 ? room : k;
    return { width: l.width * shown, height: l.height * shown };
  };
  const anyWide = layouts.some((l) => l.width > panelWidth + 1 || l.height > size.height);

  // A wide single tree opens centred on its root (the source), not on its leftmost leaf.
  const first = layouts.length === 1 ? layouts[0] : undefined;
  const rootX = first?.nodes.find((n) => n.root)?.x;
  const firstMessage = first?.message;
  // Before the window is measured (below), in the same commit: the first window drawn is the root's.
  // Once per message shown at full size: after an edit (a new layout) the view stays where it was.
  const centred = useRef("");
  useLayoutEffect(() => {
    const el = bodyRef.current;
    const key = `${firstMessage}`;
    if (fit) centred.current = "";
    if (!el || rootX === undefined || fit || centred.current === key) return;
    centred.current = key;
    el.scrollLeft = Math.max(0, rootX - el.clientWidth / 2);
  }, [firstMessage, rootX, fit]);

  /**
   * A large tree at readable size (not an overview) is drawn by window (viewport.ts): the nodes and
   * edges in the scrolled view and a margin around it, redrawn when the view crosses a tile's edge.
   * Until its window is measured (in the layout effect below, before the frame is painted) nothing is
   * drawn, so unticking "fit to panel" never builds the whole drawing.
   */
  const windowed = (l: TreeLayout) => !overview(l) && l.nodes.length > WINDOWED_FROM;
  const sheets = useRef(new Map<number, HTMLDivElement>());
  const [windows, setWindows] = useState<ReadonlyMap<number, Box>>(() => new Map());
  const measureWindows = () => {
    const body = bodyRef.current;
    if (!body || !layouts.some(windowed)) return;
    const b = body.getBoundingClientRect();
    const next = new Map<number, Box>();
    for (const l of layouts) {
      const sheet = sheets.current.get(l.message);
      if (!windowed(l) || !sheet) continue;
      const view = viewOf(l, sheet.getBoundingClientRect(), b, body);
      // Tiles of half the view: the window is at most three times the view on each axis.
      if (view)
        next.set(l.message, treeWindow(view, { x: (view.x1 - view.x0) / 2, y: (view.y1 - view.y0) / 2 }));
    }
    setWindows((prev) =>
      prev.size === next.size && [...next].every(([m, w]) => sameBox(prev.get(m), w)) ? prev : next,
    );
  };
  const measureRef = useRef(measureWindows);
  measureRef.current = measureWindows;
  useLayoutEffect(() => measureRef.current(), [layouts, fit, panelWidth, panelHeight, textScale]);
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const onScroll = () => {
    if (frame.current !== 0) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      measureRef.current();
    });
  };
  // Keyboard selection (↑ ↓) may go to a node out of view: the view follows it.
  useEffect(() => {
    const body = bodyRef.current;
    const l = layouts[0];
    if (!body || layouts.length !== 1 || !l || !windowed(l) || selected < 0) return;
    const n = l.nodes.find((d) => d.node === selected);
    const r = sheets.current.get(l.message)?.getBoundingClientRect();
    if (!n || !r || r.width <= 0 || r.height <= 0) return;
    const b = body.getBoundingClientRect();
    const x = r.left + (n.x * r.width) / l.width - b.left;
    const y = r.top + (n.y * r.height) / l.height - b.top;
    const margin = 40;
    if (x < margin || x > body.clientWidth - margin) body.scrollLeft += x - body.clientWidth / 2;
    if (y < margin || y > body.clientHeight - margin) body.scrollTop += y - body.clientHeight / 2;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new selection only: scrolling away from it is the user's
  }, [selected]);

  const activeTree =
    shown.find((t) => t.message === activeMessage) ??
    shown.find((t) => selected >= 0 && (t.parent[selected] ?? -2) >= 0);
  const edit = (e: PlanEdit | null) => {
    if (e && onEdit) onEdit(e);
  };

  const local = (ev: React.PointerEvent<SVGSVGElement>) => {
    // Layout coordinates: the SVG may be scaled down to fit the panel.
    // An overview is stretched (preserveAspectRatio="none"): each axis has its own scale.
    // Its viewBox may not start at 0 (overviewBox).
    const r = ev.currentTarget.getBoundingClientRect();
    const box = ev.currentTarget.viewBox.baseVal;
    const kx = box && box.width > 0 && r.width > 0 ? box.width / r.width : 1;
    const ky = box && box.height > 0 && r.height > 0 ? box.height / r.height : kx;
    return { x: (box?.x ?? 0) + (ev.clientX - r.left) * kx, y: (box?.y ?? 0) + (ev.clientY - r.top) * ky };
  };

  const handlers = (t: MessageTree, l: TreeLayout) => ({
    ...nodeDragHandlers({
      tree: t,
      layout: l,
      drag: drag && drag.message === t.message ? drag : null,
      setDrag: (d) => setDrag(d ? { ...d, message: t.message } : null),
      local,
      choose,
      onEdit,
      onPress: () => setActiveMessage(t.message),
    }),
    onKeyDown: (ev: React.KeyboardEvent<SVGSVGElement>) => {
      setActiveMessage(t.message);
      if (ev.key === "Escape") {
        setDrag(null);
        choose(undefined);
        return;
      }
      if (ev.ctrlKey || ev.metaKey) return;
      // ↓ walks the tree (preorder: a node's sends in their order), from its source when nothing is
      // selected: every node is reachable from the keyboard, its description read out (describe.ts).
      if (ev.key === "ArrowDown" && !ev.altKey && !ev.shiftKey) {
        ev.preventDefault();
        const next = nextInPreorder(t, selected);
        if (next !== undefined) choose(`node:${next}`);
        return;
      }
      if (selected < 0) return;
      // Edits take a modifier (Alt): a plain arrow belongs to stepping and must never edit.
      const moves: Record<string, () => void> = ev.altKey
        ? {
            ArrowLeft: () => edit(moveChildEdit(t, selected, -1)),
            ArrowRight: () => edit(moveChildEdit(t, selected, 1)),
          }
        : {
            ArrowUp: () => {
              const p = t.parent[selected] ?? -1;
              if (p >= 0) choose(`node:${p}`);
            },
          };
      const act = moves[ev.key];
      if (act) {
        ev.preventDefault();
        act();
      }
    },
  });

  /**
   * The SVG of a tree: `box` (layout coordinates) drawn at `scale`, or at `size` (an overview is
   * stretched to it); a window of a large tree is placed at its spot on the tree's sheet.
   */
  const svg = (
    l: TreeLayout,
    t: MessageTree,
    box: { x: number; y: number; width: number; height: number },
    scale: number,
    html: string,
    size?: { width: number; height: number; stretch: boolean },
  ) => (
    <svg
      className="sx-tree-svg"
      width={size ? size.width : box.width * scale}
      height={size ? size.height : box.height * scale}
      style={size ? undefined : { position: "absolute", left: box.x * scale, top: box.y * scale }}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      preserveAspectRatio={size?.stretch ? "none" : undefined}
      tabIndex={0}
      role="img"
      aria-label={`relay tree of ${l.title}`}
      {...handlers(t, l)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );

  const heading = (l: TreeLayout) =>
    l.subtitle ??
    (l.waitingTop !== undefined
      ? `${l.nodes.filter((n) => !n.waiting).length} of ${l.nodes.length} have it so far`
      : `all have it at ${formatTime(l.complete, schedule.timeUnit)}`);
  const title = `${algorithmName(scenario.kind, result.algorithm)} — ${scenario.name ?? schedule.family}`;
  const exportSvg = () => treesToSvg(layouts, heading, { title, subtitle: figuresLine(schedule) });
  const fileName = exportName(scenario.name ?? schedule.family, result.algorithm, "trees");
  const count = messageCount(schedule);
  // The selected node in words, in the tree last used (the first one shown otherwise).
  const described = layouts.find((l) => l.message === activeMessage) ?? layouts[0];
  const selectedText =
    selected >= 0 && described
      ? describeTreeNode(described, selected, shortMessageName(schedule, described.message))
      : null;

  return (
    <div className="sx-view sx-tree" data-testid="tree-view">
      <div className="sx-toolbar" role="toolbar" aria-label="Tree tools">
        {!sideBySide && treeTotal <= TABS && (
          <div className="sx-tabs" role="tablist" aria-label="message">
            {pickable.map((t, i) => (
              <button
                key={t.message}
                type="button"
                role="tab"
                aria-selected={i === pickedIndex}
                aria-pressed={i === pickedIndex}
                onClick={() => setPicked(i)}
              >
                <span className="sx-swatch" style={{ background: messageColor(t.message, count, scheme) }} />
                {t.label}
              </button>
            ))}
          </div>
        )}
        {!sideBySide && treeTotal > TABS && (
          <label>
            <span
              className="sx-swatch"
              style={{ background: messageColor(pickable[pickedIndex]?.message ?? 0, count, scheme) }}
            />
            message{" "}
            <select value={pickedIndex} onChange={(e) => setPicked(Number(e.target.value))}>
              {options}
            </select>
          </label>
        )}
        <SendOrderButtons
          tree={activeTree}
          selected={selected}
          onEdit={onEdit}
          titles={["Send to the selected node earlier (Alt+←)", "Send to the selected node later (Alt+→)"]}
        />
        {(anyWide || fit) && (
          <label className="sx-check">
            <input type="checkbox" checked={fit} onChange={(e) => setFit(e.target.checked)} />
            fit to panel
          </label>
        )}
        {legend}
        <CandidateLegend decision={props.decision} count={props.candidates?.length ?? 0} />
        <span className="sx-toolbar-gap" />
        <ExportButtons fileName={fileName} svg={exportSvg} />
      </div>
      <div className="sx-tree-body" ref={bodyRef} onScroll={onScroll}>
        {treeTotal === 0 && <p className="sx-empty">This schedule has no relay trees.</p>}
        <div className="sx-tree-grid">
          {layouts.map((l, k) => {
            const t = shown[k] as MessageTree;
            const marks: TreeMarks = {
              selected: selected >= 0 ? selected : undefined,
              candidates: props.candidates?.map((c, i) => ({ ...c, chosen: props.decision?.chosen === i })),
              drag: drag && drag.message === t.message && drag.moved ? drag : undefined,
            };
            const whole = overview(l);
            const shape = whole ? treeShape(l) : undefined;
            const { width, height } = fitted(l);
            const box = whole
              ? overviewBox(l, width, height, OVERVIEW_PAD)
              : { x: 0, y: 0, width: l.width, height: l.height };
            const w = windowed(l) ? windows.get(l.message) : undefined;
            // The window inside the drawing (nothing until it is measured).
            const drawn = windowed(l)
              ? w
                ? {
                    x0: Math.max(0, w.x0),
                    y0: Math.max(0, w.y0),
                    x1: Math.min(l.width, w.x1),
                    y1: Math.min(l.height, w.y1),
                  }
                : EMPTY_WINDOW
              : undefined;
            return (
              <div className="sx-tree-panel" key={t.message} style={{ minWidth: width }}>
                {/* Kept in view while a wide tree is scrolled sideways. */}
                <div className="sx-tree-title" style={{ maxWidth: panelWidth }}>
                  <span className="sx-swatch" style={{ background: l.color }} />
                  <span className="sx-tree-name" title={l.title}>
                    {l.title}
                  </span>
                  <small>{heading(l)}</small>
                  {shape && (
                    <small className="sx-tree-overview-note" data-testid="tree-overview-note">
                      {`overview of ${l.nodes.length} nodes: ${shape.depth} levels below the source, which sends to ${shape.fanOut} · untick "fit to panel" to read and edit`}
                    </small>
                  )}
                </div>
                {drawn ? (
                  // A sheet of the drawing's size (what scrolls), and an SVG over the window only:
                  // the page paints and composites a window, not a drawing a hundred screens wide.
                  <div
                    className="sx-tree-sheet"
                    style={{ width, height }}
                    ref={(el) => {
                      if (el) sheets.current.set(t.message, el);
                      else sheets.current.delete(t.message);
                    }}
                  >
                    {svg(
                      l,
                      t,
                      {
                        x: drawn.x0,
                        y: drawn.y0,
                        width: Math.max(0, drawn.x1 - drawn.x0),
                        height: Math.max(0, drawn.y1 - drawn.y0),
                      },
                      width / l.width,
                      `<defs>${treeDefs([l])}</defs>${treeBodySvg(l, marks, drawn)}`,
                    )}
                  </div>
                ) : (
                  svg(
                    l,
                    t,
                    box,
                    1,
                    whole
                      ? treeOverviewSvg(l, marks)
                      : `<defs>${treeDefs([l])}</defs>${treeBodySvg(l, marks)}`,
                    { width, height, stretch: whole },
                  )
                )}
              </div>
            );
          })}
        </div>
      </div>
      <p className="sx-sr-only" aria-live="polite" data-testid="tree-selection">
        {selectedText ?? ""}
      </p>
      <div className="sx-status">
        {onEdit
          ? (help ??
            "Drag a node onto another to relay through it · drag along its row or use ◀ ▶ / Alt+← → to reorder sends · ↓ ↑ walk the nodes · ← → step")
          : "Read-only: this view was opened without editing"}
        {step !== undefined &&
          (hideLater
            ? " · the quiz keeps the nodes of later steps out of the tree, under it"
            : " · faded nodes are reached by later steps")}
      </div>
    </div>
  );
}
