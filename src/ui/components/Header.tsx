// Top bar: the preset picker, new scenario per family, import/export and the shareable link.
import { useMemo, useRef, useState } from "react";
import { FAMILIES } from "../../core/registry";
import type { Preset, ScenarioDoc } from "../../core/family";
import { scenarioFileText, type FileView } from "../../core/scenario/url";

interface Props {
  readonly doc: ScenarioDoc;
  /** The algorithm and view on screen: an exported file reopens with them. */
  readonly view: FileView;
  readonly onPreset: (preset: Preset) => void;
  readonly onImport: (text: string, fileName: string) => void;
  /** Undo/redo of every edit (the app's history, undoable.ts). */
  readonly undo?: {
    readonly canUndo: boolean;
    readonly canRedo: boolean;
    readonly onUndo: () => void;
    readonly onRedo: () => void;
  };
  /** Opens the list of keyboard shortcuts. */
  readonly onHelp?: () => void;
  /** Presentation mode (P): on, and the button that switches it. */
  readonly presenting?: boolean;
  readonly onPresent?: () => void;
}

export function Header({
  doc,
  view,
  onPreset,
  onImport,
  undo,
  onHelp,
  presenting = false,
  onPresent,
}: Props) {
  const file = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const exportJson = () => {
    const blob = new Blob([scenarioFileText(doc, view)], { type: "application/json" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    const base =
      String(doc.name ?? doc.kind)
        .replace(/[^\w.-]+/g, "-")
        .replace(/^-|-$/g, "") || "scenario";
    a.download = `${base}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    } catch {
      window.prompt("Copy this link:", window.location.href);
    }
  };
  const presets = FAMILIES.map((f) => [f, f.presets] as const).filter(([, p]) => p.length > 0);
  // The picker names the preset on screen until the first edit (then it offers to load one again).
  const current = useMemo(() => presetIdOf(doc), [doc]);
  const presentButton = onPresent ? (
    <button
      type="button"
      className={presenting ? "primary present-button" : "present-button"}
      onClick={onPresent}
      aria-pressed={presenting}
      title={presenting ? "Leave presentation mode (Escape)" : "Presentation mode for a projector (P)"}
    >
      {presenting ? "Leave presentation" : "▣ Present"}
    </button>
  ) : null;
  if (presenting) {
    // Only the title and the way out: the screen belongs to the view.
    return (
      <header className="app-header">
        <h1>{typeof doc.name === "string" ? doc.name : "Schedule Explorer"}</h1>
        <div className="header-actions">{presentButton}</div>
      </header>
    );
  }
  return (
    <header className="app-header">
      <h1>
        <span className="logo" aria-hidden>
          ▤
        </span>{" "}
        Schedule Explorer
      </h1>
      <label className="preset-picker">
        <span>Preset</span>
        <select
          aria-label="Preset"
          value={current}
          onChange={(e) => {
            const p = FAMILIES.flatMap((f) => f.presets).find((x) => x.id === e.target.value);
            if (p) onPreset(p);
          }}
        >
          <option value="" disabled>
            Load a preset…
          </option>
          {presets.map(([f, list]) => (
            <optgroup key={f.kind} label={f.title}>
              {list.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <div className="header-actions">
        {presentButton}
        {undo ? (
          <div className="undo-buttons" role="group" aria-label="Undo and redo">
            <button
              type="button"
              onClick={undo.onUndo}
              disabled={!undo.canUndo}
              aria-label="Undo"
              title="Undo the last edit (Ctrl+Z)"
            >
              ↶<span className="undo-label"> Undo</span>
            </button>
            <button
              type="button"
              onClick={undo.onRedo}
              disabled={!undo.canRedo}
              aria-label="Redo"
              title="Redo (Ctrl+Shift+Z or Ctrl+Y)"
            >
              ↷<span className="undo-label"> Redo</span>
            </button>
          </div>
        ) : null}
        {onHelp ? (
          <button
            type="button"
            onClick={onHelp}
            aria-label="Keyboard shortcuts"
            title="Keyboard shortcuts (?)"
            className="help-button"
          >
            ?
          </button>
        ) : null}
        <button type="button" onClick={() => file.current?.click()}>
          Import JSON…
        </button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label="Import scenario file"
          onChange={async (e) => {
            const f = e.target.files?.[0];
            if (f) onImport(await f.text(), f.name);
            e.target.value = "";
          }}
        />
        <button type="button" onClick={exportJson}>
          Export JSON
        </button>
        <button type="button" className="primary" onClick={() => void copyLink()}>
          {copied ? "Link copied ✓" : "Copy link"}
        </button>
      </div>
    </header>
  );
}

/** Preset id by its document's JSON, built once (the docs never change). */
let presetByText: Map<string, string> | undefined;

function presetIdOf(doc: ScenarioDoc): string {
  presetByText ??= new Map(FAMILIES.flatMap((f) => f.presets).map((p) => [JSON.stringify(p.doc), p.id]));
  return presetByText.get(JSON.stringify(doc)) ?? "";
}
