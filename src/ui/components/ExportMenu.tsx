// "Export data ▾": the shown run's tasks as CSV, its schedule as JSON and a Chrome Trace Event file
// for Perfetto / chrome://tracing, saved under the scenario's and the algorithm's names.
import { useEffect, useRef, useState } from "react";
import type { ExportResult, ExportScenario } from "../../core/schedule/export-common";
import { EXPORT_FORMATS, type ExportFormat } from "../../core/schedule/export-formats";
import { cancelExport, exportBlob, ExportFailed, exportTaskCount } from "../exports/export-async";
import { downloadBlob, exportName } from "../views/common/download";
import "./ExportMenu.css";

interface Props {
  readonly result: ExportResult & { readonly algorithm: string };
  readonly scenario: ExportScenario;
}

/** 130560 → "130 560" (a thin space between thousands, as the summary bar writes counts). */
const formatCount = (n: number) => n.toLocaleString("en-US").replace(/,/g, "\u202f");

/** What the menu says while an export is written, or after one failed. */
type Status = { readonly writing: ExportFormat } | { readonly failed: string } | null;

/** "Wu-Yeh-Liu example" + "ecf" + "tasks.csv" → "wu-yeh-liu-example-ecf-tasks.csv". */
export function exportFileName(scenario: ExportScenario, algorithm: string, suffix: string): string {
  return `${exportName(scenario.name || scenario.kind || "schedule", algorithm)}-${suffix}`;
}

export function ExportMenu({ result, scenario }: Props) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const root = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", away);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", away);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);
  // Leaving the page (or the run's summary) stops an export still being written.
  useEffect(() => () => cancelExport(), []);
  const writing = status && "writing" in status ? status.writing : null;
  const start = (format: ExportFormat) => {
    setStatus({ writing: format });
    exportBlob(format.id, result.schedule, result.algorithm, scenario).then(
      (blob) => {
        downloadBlob(exportFileName(scenario, result.algorithm, format.suffix), blob);
        setStatus(null);
        setOpen(false);
      },
      (err: unknown) => {
        if (err instanceof ExportFailed && err.cancelled) return setStatus(null);
        setStatus({ failed: `${format.label} failed: ${err instanceof Error ? err.message : String(err)}` });
      },
    );
  };
  return (
    <details ref={root} className="export-menu" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary title="Save the schedule's data for other tools">Export data</summary>
      <div className="export-menu-items" role="menu" aria-label="Export data">
        {EXPORT_FORMATS.map((format) => (
          <button
            key={format.id}
            type="button"
            role="menuitem"
            title={format.title}
            disabled={writing !== null}
            onClick={() => start(format)}
          >
            {format.label}
          </button>
        ))}
        {writing ? (
          <p className="export-menu-status" role="status" data-testid="export-writing">
            Writing the {writing.label.replace(/^Export /, "")} (
            {formatCount(exportTaskCount(result.schedule))} tasks)…{" "}
            <button
              type="button"
              onClick={() => {
                cancelExport();
                setStatus(null);
              }}
            >
              Cancel
            </button>
          </p>
        ) : null}
        {status && "failed" in status ? (
          <p className="export-menu-status error" role="alert" data-testid="export-failed">
            {status.failed}
          </p>
        ) : null}
      </div>
    </details>
  );
}
