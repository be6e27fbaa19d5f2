// Array view (Bhat et al. Sec. 2, Fig. 1): the array's blocks coloured by owner before (cyclic(x))
// and after (cyclic(Kx)), and each processor's index sets — what it holds, sends and keeps (Fig. 2a).
import { useMemo, useRef, useState } from "react";
import { blocksBetween, ownerAfter, ownerBefore } from "../../../core/redistribution/index-sets";
import type { RedistributionDetails, RedistributionMessage } from "../../../core/redistribution/replay";
import { expectDetails, scenarioOfKind } from "../../../core/registry";
import { messagePalette, type ColorScheme } from "../../views/common/colors";
import { textScaleOf, useColorScheme } from "../../views/common/scheme";
import type { DetailLine } from "../../views/common/details";
import { exportName } from "../../views/common/download";
import { ExportButtons } from "../../views/common/toolbar";
import { Tooltip } from "../../views/common/Tooltip";
import { useElementSize } from "../../views/common/use-element-size";
import type { ViewProps } from "../../views/types";
import { layoutArray } from "./array-layout";
import { arrayBody, arrayToSvg } from "./array-svg";
import { ProcessorLegend } from "./ProcessorLegend";
import "../../views/views.css";
import "./redistribution.css";
import { grouped } from "./units";

const FALLBACK = { width: 900, height: 300 };
/** Block indices listed per cell of the index-set table at most. */
const LISTED = 8;
/** Arrays of at most this many blocks list their index sets in full. */
const ALL_BLOCKS_LIMIT = 4096;

export function ArrayView({ scenario, result }: ViewProps) {
  const s = scenarioOfKind(scenario, "redistribution");
  const d = expectDetails(result, "redistribution");
  const l = d.layout;
  const rootRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(bodyRef, FALLBACK);
  const rootSize = useElementSize(rootRef, FALLBACK);
  // The drawing fits inside .rd-scroll's padding (8 px each side): no sideways scrolling.
  const scheme = useColorScheme();
  const a = useMemo(
    () => layoutArray(l, size.width - 16, scheme, textScaleOf(scheme)),
    [l, size.width, scheme],
  );
  const svgBody = useMemo(() => arrayBody(a), [a]);
  const [hover, setHover] = useState<{ x: number; y: number; title: string; lines: DetailLine[] } | null>(
    null,
  );
  const name = `ℜ${subscript(l.blockSize)}(${l.K},${l.processors})`;
  const summary =
    `${name}: N = ${grouped(l.elements)} elements in ${grouped(l.blockCount)} blocks of x = ${l.blockSize}; ` +
    `new blocks of Kx = ${l.newBlockSize}. Top: cyclic(${l.blockSize}), b_i on P_(i mod ${l.processors}); ` +
    `bottom: cyclic(${l.newBlockSize}), b_i in B_⌊i/${l.K}⌋ on P_(⌊i/${l.K}⌋ mod ${l.processors}).`;

  const describe = (target: Element): { title: string; lines: DetailLine[] } | null => {
    const attr = target.getAttribute("data-block");
    if (attr === null) return null;
    const i = Number(attr);
    const before = ownerBefore(i, l.processors);
    const after = ownerAfter(i, l.processors, l.K);
    const first = i * l.blockSize;
    return {
      title: `block b${i}`,
      lines: [
        { label: "elements", value: l.blockSize > 1 ? `${first}–${first + l.blockSize - 1}` : String(first) },
        { label: `cyclic(${l.blockSize})`, value: `on P${before}` },
        { label: `cyclic(${l.newBlockSize})`, value: `in B${Math.floor(i / l.K)} on P${after}` },
        {
          label: "so",
          value: before === after ? "stays: a free local copy" : `moves P${before} → P${after}`,
        },
      ],
    };
  };
  const exportSvg = () =>
    arrayToSvg(a, { title: `${name}: owners before and after`, subtitle: a.truncation ?? summary });

  return (
    <div className="sx-view rd-view" ref={rootRef} data-testid="array-view">
      <div className="sx-toolbar" role="toolbar" aria-label="Array view tools">
        <span>
          <strong>{grouped(a.moved)}</strong> blocks move (↓), <strong>{grouped(a.stayed)}</strong> stay on
          their processor (=, free local copies)
        </span>
        <span className="sx-toolbar-gap" />
        <ExportButtons fileName={exportName(s.name ?? "redistribution", "array")} svg={exportSvg} />
      </div>
      <div
        className="rd-scroll"
        ref={bodyRef}
        onMouseMove={(e) => {
          const info = describe(e.target as Element);
          const r = rootRef.current?.getBoundingClientRect();
          setHover(info && r ? { ...info, x: e.clientX - r.left, y: e.clientY - r.top } : null);
        }}
        onMouseLeave={() => setHover(null)}
      >
        <p className="rd-note">{summary}</p>
        {a.truncation ? (
          <p className="rd-note rd-truncation" data-testid="array-truncation">
            {a.truncation}
          </p>
        ) : null}
        <ProcessorLegend processors={l.processors} scheme={scheme} />
        <svg
          width={a.width}
          height={a.height}
          role="img"
          aria-label={`Array of ${l.blockCount} blocks coloured by owner before and after`}
          dangerouslySetInnerHTML={{ __html: svgBody }}
        />
        <IndexSets d={d} blockSize={s.blockSize} scheme={scheme} />
      </div>
      {hover ? (
        <Tooltip x={hover.x} y={hover.y} bounds={rootSize} title={hover.title} lines={hover.lines} />
      ) : null}
    </div>
  );
}

/** Each processor's messages (edges of Fig. 2a) with the blocks they carry, and what it keeps. */
function IndexSets({
  d,
  blockSize,
  scheme,
}: {
  d: RedistributionDetails;
  blockSize: number;
  scheme: ColorScheme;
}) {
  const P = d.layout.processors;
  const palette = messagePalette(P, scheme);
  const bySender: RedistributionMessage[][] = Array.from({ length: P }, () => []);
  for (const m of d.graph) bySender[m.from]?.push(m);
  const local = new Map(d.locals.map((m) => [m.from, m]));
  // A small array lists every block; a large one the first period's (the rest repeat).
  const all = d.layout.blockCount <= ALL_BLOCKS_LIMIT;
  const repeats = !all && d.layout.blockCount > d.layout.period;
  const blocks = (m: RedistributionMessage) => {
    const list = all ? blocksBetween(d.layout, m.from, m.to) : m.firstBlocks;
    const listed = list.slice(0, LISTED).map((b) => `b${b}`);
    const more = m.blocks - listed.length;
    return `${listed.join(" ")}${more > 0 ? ` … (${grouped(m.blocks)} blocks)` : ""}`;
  };
  return (
    <div className="rd-index-sets">
      <h4>
        Index sets: what each processor sends (the edges of Fig. 2a) and keeps
        {repeats
          ? `; blocks listed from the first period, the rest repeat every ${d.layout.period} blocks`
          : ""}
      </h4>
      <div className="table-scroll">
        <table className="grid-table rd-sets">
          <thead>
            <tr>
              <th>processor</th>
              <th>keeps (local copy)</th>
              <th>sends: destination — blocks — bytes</th>
            </tr>
          </thead>
          <tbody>
            {bySender.map((list, p) => {
              const keep = local.get(p);
              return (
                <tr key={p}>
                  <th scope="row">
                    <span className="sx-swatch" style={{ background: palette[p] }} /> P{p}
                  </th>
                  <td>{keep ? blocks(keep) : "—"}</td>
                  <td className="rd-sends">
                    {list.slice(0, LISTED).map((m) => (
                      <span key={m.to} className="rd-send">
                        <strong>P{m.to}</strong> {blocks(m)} · {grouped(m.blocks * blockSize)} el.,{" "}
                        {grouped(m.bytes)} B
                      </span>
                    ))}
                    {list.length > LISTED ? (
                      <span className="rd-send">… and {list.length - LISTED} more</span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function subscript(n: number): string {
  return String(n).replace(/\d/g, (c) => "₀₁₂₃₄₅₆₇₈₉"[Number(c)] ?? c);
}
