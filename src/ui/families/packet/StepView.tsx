// The packet step view (Kesavan–Panda Figs 5–8): the multicast tree twice, FPFS and FCFS side by side
// on one clock, played, paused or stepped through the network-interface steps. Each step lights the
// edges its copies use with the paper's [t]ⱼ labels; nodes fill as packets arrive; badges count what
// each interface buffers. Dragging a node onto another makes it its parent, dragging it along its row
// reorders its parent's children (the generic tree view's rules); the run is replayed at once.
// Step-through: before each step, the (packet, child) copies pending at every interface are the
// candidates (dashed violet), the ones the discipline sends next drawn solid — hidden while the class
// quiz is on, so that the step itself reveals the pick. Labels are 14 px (18 when presenting); a tree
// whose names do not fit two panels side by side stacks them, and the panels scroll vertically.
// While it is on screen, the app's ← → Home End and Space step these steps (useStepper, keyboard.tsx).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { RunResult } from "../../../core/family";
import type { PacketDetails } from "../../../core/packet";
import { detailsOf, scenarioOfKind } from "../../../core/registry";
import type { MessageTree } from "../../../core/schedule/types";
import { formatTime } from "../../../core/units";
import { useStepper } from "../../keyboard";
import { exportName } from "../../views/common/download";
import { svgDocument, text } from "../../views/common/svg";
import { textScaleOf, useColorScheme } from "../../views/common/scheme";
import { ExportButtons } from "../../views/common/toolbar";
import { useElementSize } from "../../views/common/use-element-size";
import { useViewSelection } from "../../views/common/use-view-selection";
import { moveChildEdit } from "../../views/tree/edit";
import { nodeDragHandlers, type NodeDrag } from "../../views/tree/node-drag";
import { SendOrderButtons } from "../../views/tree/SendOrderButtons";
import { parseNodeSelection } from "../../views/tree/TreeView";
import type { ViewProps } from "../../views/types";
import { stepDefs, stepLabel, stepTreeSvg, type StepFrame, type StepMarks } from "./step-svg";
import {
  bufferAt,
  buildTimeline,
  copiesAt,
  edgeHistory,
  pendingAt,
  receivedAfter,
  type Timeline,
  type TreeInput,
} from "./timeline";
import { LABEL_PX, layoutPacketTree, namesFit, type PacketTreeLayout } from "./tree-layout";
import { StepCanvas } from "./StepCanvas";
import "./packet.css";

const FALLBACK = { width: 920, height: 360 };
/** Gap between the two panels (CSS .pk-panels), and each panel's head and caption lines at 14 px. */
const PANEL_GAP = 12;
const PANEL_HEAD = 78;
const SPEEDS = [
  [1400, "slow"],
  [700, "normal"],
  [250, "fast"],
] as const;
/** Up to this many nodes the edges carry their earlier [t]ⱼ labels too. */
const HISTORY_NODES = 64;

const MODES = [
  { mode: "fpfs", name: "FPFS", long: "first packet first served" },
  { mode: "fcfs", name: "FCFS", long: "first child first served" },
] as const;

/** The packet family's results of a run, or null for another family's run. */
export function packetDetailsOf(result: RunResult): PacketDetails | null {
  const d = detailsOf(result, "packet");
  // A run of the family always has them; a hand-made result in a test may not.
  return d !== undefined && "fpfs" in d && "children" in d ? d : null;
}

function frameOf(
  tree: TreeInput,
  d: PacketDetails,
  tl: Timeline,
  done: number,
  history: boolean,
  candidates: { readonly reveal: boolean } | null,
): StepFrame {
  const summary = tl.mode === "fpfs" ? d.fpfs : d.fcfs;
  return {
    ...(candidates ? { pending: pendingAt(tree, summary, d.packets, done), reveal: candidates.reveal } : {}),
    m: d.packets,
    lit: copiesAt(tl, done - 1),
    ...(history ? { history: edgeHistory(tl, done - 1) } : {}),
    received: receivedAfter(tree, summary, d.packets, done),
    buffered: (v) => bufferAt(tl, v, done - 1),
    source: d.source,
  };
}

function caption(tl: Timeline, done: number): string {
  if (done === 0) return "before step 1: the source's interface has every packet";
  if (done > tl.stepCount) return `finished after ${tl.stepCount} steps: every node has all ${tl.m} packets`;
  const copies = copiesAt(tl, done - 1);
  const shown = copies.slice(0, 6).map((c) => `P${c.from}→P${c.to} ${stepLabel(done - 1, c.packet)}`);
  const more = copies.length > shown.length ? ` … (${copies.length} copies)` : "";
  return `step ${done}: ${shown.join(", ")}${more}${done === tl.stepCount ? " — the last step" : ""}`;
}

const RULE = {
  fpfs: "each interface sends its lowest pending packet, to its first child in send order that lacks it",
  fcfs: "each interface serves its first child in send order that lacks packets, lowest packet first",
} as const;

/** The line under the caption: the next step's candidates and the discipline's rule (Sec. 3). */
export function nextLine(frame: StepFrame, mode: "fpfs" | "fcfs", done: number, quiz: boolean): string {
  const pending = frame.pending ?? [];
  if (pending.length === 0) return "";
  const at = new Set(pending.map((c) => c.from)).size;
  const head = `before step ${done + 1}: ${pending.length} pending (packet, child) cop${pending.length === 1 ? "y" : "ies"} at ${at} interface${at === 1 ? "" : "s"}`;
  return quiz
    ? `${head} — quiz: which copy does each interface send next? (→ reveals)`
    : `${head} — ${mode.toUpperCase()}: ${RULE[mode]}`;
}

export function StepView(props: ViewProps) {
  const { result, onEdit, onSelect } = props;
  const scenario = scenarioOfKind(props.scenario, "packet-multicast");
  const d = packetDetailsOf(result);
  const tree: TreeInput | null = useMemo(
    () => (d ? { source: d.source, parent: d.parent, children: d.children } : null),
    [d],
  );
  const timelines = useMemo(
    () => (d && tree ? [buildTimeline(tree, d.fpfs, d.packets), buildTimeline(tree, d.fcfs, d.packets)] : []),
    [d, tree],
  );
  const total = timelines.reduce((a, tl) => Math.max(a, tl.stepCount), 0);
  // The position lives in the URL when the app keeps it (view.packetStep), else here; null: the end.
  const [localWanted, setLocalWanted] = useState<number | null>(null);
  const { onPacketStep } = props;
  const wanted = onPacketStep ? (props.packetStep ?? null) : localWanted;
  const setWanted = useCallback(
    (k: number | null) => (onPacketStep ? onPacketStep(k ?? undefined) : setLocalWanted(k)),
    [onPacketStep],
  );
  const done = wanted === null ? total : Math.min(wanted, total);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(SPEEDS[1][0]);
  const [shownModes, setShownModes] = useState<"both" | "fpfs" | "fcfs">("both");
  const go = (p: number) => setWanted(p >= total ? null : Math.max(0, p));

  useEffect(() => {
    if (!playing) return;
    if (done >= total) {
      setPlaying(false);
      return;
    }
    const id = window.setTimeout(() => setWanted(done + 1 >= total ? null : done + 1), speed);
    return () => window.clearTimeout(id);
  }, [playing, done, total, speed, setWanted]);
  const togglePlay = () => {
    if (playing) return setPlaying(false);
    if (done >= total) setWanted(0);
    setPlaying(true);
  };
  useStepper({ position: done, count: total, go, playing, togglePlay });

  const scale = textScaleOf(useColorScheme());
  const quiz = props.quiz === true;
  const [selection, choose] = useViewSelection(props.selection, onSelect);
  const selected = parseNodeSelection(selection);
  const [drag, setDrag] = useState<NodeDrag | null>(null);

  // The panels' area is measured; both panels side by side while the names fit half of it, else
  // stacked (full width, scrolled), unless even the full width cannot hold them (then dots).
  const boxRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(boxRef, FALLBACK);
  const font = Math.round(LABEL_PX * scale);
  const both = shownModes === "both";
  const half = (size.width - PANEL_GAP) / 2;
  const stacked = !!tree && both && !namesFit(tree, half, font) && namesFit(tree, size.width, font);
  const panelSize = useMemo(
    () => ({
      width: Math.max(240, both && !stacked ? half : size.width),
      height: Math.max(160, size.height - PANEL_HEAD * scale),
    }),
    [both, stacked, half, size.width, size.height, scale],
  );
  const layout = useMemo(
    () => (tree ? layoutPacketTree(tree, panelSize, { textScale: scale }) : null),
    [tree, panelSize, scale],
  );
  const messageTree: MessageTree | undefined = result.schedule.trees?.[0];

  const history = !!layout?.named && (tree?.parent.length ?? 0) <= HISTORY_NODES;
  // The candidates are drawn on named trees (a dot tree has no room for them).
  const named = !!layout?.named;
  const frames = useMemo(
    () =>
      d && tree
        ? timelines.map((tl) => frameOf(tree, d, tl, done, history, named ? { reveal: !quiz } : null))
        : [],
    [d, tree, timelines, done, history, named, quiz],
  );
  if (!d || !tree || !layout) return <p className="muted placeholder">This run has no packet steps.</p>;
  const tau = d.stepTime;
  const u = scenario.timeUnit;

  const local = (ev: React.PointerEvent<Element>) => {
    const r = ev.currentTarget.getBoundingClientRect();
    return { x: ev.clientX - r.left, y: ev.clientY - r.top };
  };
  const handlers = (l: PacketTreeLayout) =>
    nodeDragHandlers<Element>({ tree: messageTree, layout: l, drag, setDrag, local, choose, onEdit });
  const marks: StepMarks = {
    ...(selected >= 0 ? { selected } : {}),
    ...(drag && drag.moved ? { drag } : {}),
  };

  const exportSvg = () => {
    const head = 56;
    let body = text(
      { x: 12, y: 26, "font-size": 18, "font-weight": 700, fill: "#111827" },
      `${scenario.name ?? "Packet multicast"} — after ${done} of ${total} steps`,
    );
    MODES.forEach((mo, i) => {
      const tl = timelines[i] as Timeline;
      body +=
        `<g transform="translate(${i * layout.width} ${head})">` +
        text(
          { x: 12, y: 0, "font-size": 15, "font-weight": 700, fill: "#111827" },
          `${mo.name}: ${tl.stepCount} steps`,
        ) +
        stepTreeSvg(layout, frames[i] as StepFrame, done) +
        "</g>";
    });
    return svgDocument(2 * layout.width, layout.height + head, `<defs>${stepDefs(d.packets)}</defs>${body}`);
  };

  return (
    <div
      className="sx-view pk-steps"
      data-testid="packet-steps"
      tabIndex={0}
      onKeyDown={(e) => {
        // Alt+← / Alt+→ move the selected node in its parent's send order (an edit, so a modifier).
        const delta = e.key === "ArrowLeft" ? -1 : e.key === "ArrowRight" ? 1 : 0;
        if (!delta || !e.altKey || e.ctrlKey || e.metaKey || !onEdit || !messageTree || selected < 0) return;
        e.preventDefault();
        const edit = moveChildEdit(messageTree, selected, delta);
        if (edit) onEdit(edit);
      }}
    >
      <div className="sx-toolbar" role="toolbar" aria-label="Step controls">
        <button
          type="button"
          onClick={() => go(0)}
          disabled={done === 0}
          aria-label="First step"
          title="Before step 0 (Home)"
        >
          ◀◀
        </button>
        <button
          type="button"
          onClick={() => go(done - 1)}
          disabled={done === 0}
          aria-label="Previous step"
          title="One step back (←)"
        >
          ◀ back
        </button>
        <button
          type="button"
          aria-label={playing ? "Pause" : "Play"}
          title={playing ? "Pause (Space)" : "Play the steps (Space)"}
          onClick={togglePlay}
        >
          {playing ? "❚❚ pause" : "▶ play"}
        </button>
        <button
          type="button"
          onClick={() => go(done + 1)}
          disabled={done >= total}
          aria-label="Next step"
          title="One step on (→)"
        >
          next ▶
        </button>
        <input
          type="range"
          className="pk-scrub"
          min={0}
          max={total}
          value={done}
          aria-label="Steps done"
          onChange={(e) => go(Number(e.target.value))}
        />
        <span className="pk-position">
          <strong data-testid="ni-step-position">
            {done} / {total}
          </strong>{" "}
          steps · t = {formatTime(scenario.timing.ts + done * tau, u)}
        </span>
        <select aria-label="Speed" value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
          {SPEEDS.map(([ms, name]) => (
            <option key={ms} value={ms}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label="Interfaces shown"
          value={shownModes}
          onChange={(e) => setShownModes(e.target.value as typeof shownModes)}
        >
          <option value="both">both</option>
          <option value="fpfs">FPFS</option>
          <option value="fcfs">FCFS</option>
        </select>
        <span className="sx-toolbar-gap" />
        <SendOrderButtons
          tree={messageTree}
          selected={selected}
          onEdit={onEdit}
          titles={[
            "Serve the selected node earlier among its siblings (Alt+←)",
            "Serve the selected node later among its siblings (Alt+→)",
          ]}
        />
      </div>
      <div
        ref={boxRef}
        className={`pk-panels${both ? (stacked ? " pk-stacked" : "") : " pk-single"}`}
        data-testid="packet-panels"
      >
        {MODES.map((mo, i) => {
          if (shownModes !== "both" && shownModes !== mo.mode) return null;
          const tl = timelines[i] as Timeline;
          const finished = done >= tl.stepCount;
          return (
            <section
              key={mo.mode}
              className={`pk-panel${scenario.interface === mo.mode ? " pk-current" : ""}`}
              aria-label={`${mo.name} steps`}
            >
              <header className="pk-panel-head">
                <strong>{mo.name}</strong>{" "}
                <span className="muted" title={mo.long}>
                  {mo.long}
                </span>
                {scenario.interface === mo.mode ? (
                  <span className="pk-tag" title="The interface the scenario runs (summary, Gantt)">
                    in use
                  </span>
                ) : null}
                <span className="pk-count">
                  <strong data-testid={`steps-${mo.mode}`}>{tl.stepCount} steps</strong> ·{" "}
                  {formatTime(scenario.timing.ts + tl.stepCount * tau + scenario.timing.tr, u)}
                </span>
              </header>
              <div className={`pk-caption${finished ? " pk-finished" : ""}`} title={caption(tl, done)}>
                {caption(tl, done)}
              </div>
              <div
                className="pk-caption pk-next"
                title={nextLine(frames[i] as StepFrame, mo.mode, done, quiz)}
              >
                {nextLine(frames[i] as StepFrame, mo.mode, done, quiz)}
              </div>
              <div className="pk-svg-box" style={{ height: layout.height }}>
                {layout.named ? (
                  <svg
                    className="pk-tree-svg"
                    width={layout.width}
                    height={layout.height}
                    role="img"
                    aria-label={`${mo.name} tree after ${Math.min(done, tl.stepCount)} steps`}
                    {...handlers(layout)}
                    dangerouslySetInnerHTML={{
                      __html: `<defs>${stepDefs(d.packets)}</defs>${stepTreeSvg(layout, frames[i] as StepFrame, done, marks)}`,
                    }}
                  />
                ) : (
                  <StepCanvas
                    layout={layout}
                    frame={frames[i] as StepFrame}
                    marks={marks}
                    label={`${mo.name} tree after ${Math.min(done, tl.stepCount)} steps`}
                    handlers={handlers(layout)}
                  />
                )}
              </div>
            </section>
          );
        })}
      </div>
      <div className="sx-status pk-legend">
        <span>
          <i className="pk-dot pk-dot-part" /> some packets <i className="pk-dot pk-dot-done" /> all{" "}
          <i className="pk-badge">2</i> buffered in its interface this step
          {named ? (
            <>
              {" "}
              <i className="pk-ring" /> pending (packet, child) copy
              {quiz ? null : (
                <>
                  {" "}
                  <i className="pk-ring pk-ring-next" /> sent next
                </>
              )}
            </>
          ) : null}
        </span>
        <span>[t]ⱼ: packet j in step t (steps from 1 as in the paper, packets from 0)</span>
        {onEdit ? <span>Drag a node onto another to re-parent it, along its row to reorder</span> : null}
        {!layout.named ? <span>{tree.parent.length} nodes: drawn as dots (hover for details)</span> : null}
        <ExportButtons
          fileName={exportName(scenario.name ?? "packet", result.algorithm, "steps")}
          svg={exportSvg}
          png={false}
          className="link pk-export"
        />
      </div>
    </div>
  );
}
