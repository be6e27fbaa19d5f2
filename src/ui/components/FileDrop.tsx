// Drop a scenario file anywhere on the page: while files are dragged over the window an overlay says
// "Drop a scenario file"; a drop hands the file's text to `onFile` (the app's import path: the same
// validation as Import, keeping the algorithm and view), several files or a failed read to `onReject`.
import { useEffect, useRef, useState } from "react";
import "./FileDrop.css";
import { dragHasFiles, dropProblem } from "./file-drop";

export function FileDrop({
  onFile,
  onReject,
}: {
  readonly onFile: (text: string, fileName: string) => void;
  readonly onReject: (message: string) => void;
}) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the drag left the window
  const depth = useRef(0);
  const handlers = useRef({ onFile, onReject });
  useEffect(() => {
    handlers.current = { onFile, onReject };
  });
  useEffect(() => {
    const enter = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer?.types)) return;
      e.preventDefault();
      depth.current++;
      setOver(true);
    };
    const overWindow = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer?.types)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = "copy";
    };
    const leave = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer?.types)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setOver(false);
    };
    const drop = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer?.types)) return;
      e.preventDefault();
      depth.current = 0;
      setOver(false);
      const files = Array.from(e.dataTransfer?.files ?? []);
      const problem = dropProblem(files.map((f) => f.name));
      const file = files[0];
      if (problem || !file) {
        handlers.current.onReject(problem ?? "nothing was dropped that is a file");
        return;
      }
      file.text().then(
        (text) => handlers.current.onFile(text, file.name),
        (err: unknown) =>
          handlers.current.onReject(
            `${file.name} could not be read — ${err instanceof Error ? err.message : String(err)}`,
          ),
      );
    };
    window.addEventListener("dragenter", enter);
    window.addEventListener("dragover", overWindow);
    window.addEventListener("dragleave", leave);
    window.addEventListener("drop", drop);
    return () => {
      window.removeEventListener("dragenter", enter);
      window.removeEventListener("dragover", overWindow);
      window.removeEventListener("dragleave", leave);
      window.removeEventListener("drop", drop);
    };
  }, []);
  if (!over) return null;
  return (
    <div className="file-drop-overlay" data-testid="file-drop-overlay" role="status">
      <div className="file-drop-box">
        <strong>Drop a scenario file</strong>
        <span>a scenario JSON (as Export JSON writes it); the algorithm and view stay</span>
      </div>
    </div>
  );
}
