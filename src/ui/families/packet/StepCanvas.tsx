// A large tree's step frame on a canvas (see step-canvas.ts), with the same pointer handlers as the SVG.
import { useColorScheme } from "../../views/common/scheme";
import { useEffect, useRef } from "react";
import { paintStepTree } from "./step-canvas";
import type { StepFrame, StepMarks } from "./step-svg";
import type { PacketTreeLayout } from "./tree-layout";
import { screenPixelRatio } from "../../views/common/canvas";

type Handlers = Pick<
  React.DOMAttributes<Element>,
  "onPointerDown" | "onPointerMove" | "onPointerUp" | "onPointerCancel"
>;

export function StepCanvas({
  layout,
  frame,
  marks,
  label,
  handlers,
}: {
  layout: PacketTreeLayout;
  frame: StepFrame;
  marks: StepMarks;
  label: string;
  handlers: Handlers;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const ratio = screenPixelRatio();
  const scheme = useColorScheme();
  useEffect(() => {
    const ctx = ref.current?.getContext("2d");
    if (ctx) paintStepTree(ctx, layout, frame, marks, ratio, scheme);
  }, [layout, frame, marks, ratio, scheme]);
  return (
    <canvas
      ref={ref}
      className="pk-tree-svg"
      width={Math.round(layout.width * ratio)}
      height={Math.round(layout.height * ratio)}
      style={{ width: layout.width, height: layout.height }}
      role="img"
      aria-label={label}
      {...handlers}
    />
  );
}
