// "Export data ▾": the shown run's tasks as CSV, its schedule as JSON and a Chrome Trace Event file
// for Perfetto / chrome://tracing, saved under the scenario's and the algorithm's names.
import { useEffect, useRef, useState } from "react";
import type { ExportResult, ExportScenario } from "../../core/schedule/export-common";
import { formatTasksCsv } from "../../core/schedule/export-csv";
import { formatScheduleJson } from "../../core/schedule/export-json";
import { formatChromeTrace } from "../../core/schedule/export-trace";
import { downloadBlob, exportName } from "../views/common/download";
import "./ExportMenu.css";

interface Props {
  readonly result: ExportResult & { readonly algorithm: string };
  readonly scenario: ExportScenario;
}

interface Item {
  readonly label: string;
  readonly suffix: string;
  readonly type: string;
  readonly title: string;
  readonly make: (result: ExportResult, scenario: ExportScenario) => string;
}

const ITEMS: readonly Item[] = [
  {
    label: "Export tasks CSV",
    suffix: "tasks.csv",
    type: "text/csv;charset=utf-8",
    title: "One row per task: node, kind, start, end, peer, message and the family's columns",
    make: formatTasksCsv,
  },
  {
    label: "Export schedule JSON",
    suffix: "schedule.json",
    type: "application/json",
    title: "The schedule: algorithm, makespan, lower bound, time unit, tasks and decisions",
    make: (r, s) => formatScheduleJson(r, s, true),
  },
  {
    label: "Export Chrome trace",
    suffix: "trace.json",
    type: "application/json",
    title: "A Chrome Trace Event file: open it in ui.perfetto.dev or chrome://tracing",
    make: formatChromeTrace,
  },
];

/** "Wu-Yeh-Liu example" + "ecf" + "tasks.csv" → "wu-yeh-liu-example-ecf-tasks.csv". */
export function exportFileName(scenario: ExportScenario, algorithm: string, suffix: string): string {
  return `${exportName(scenario.name || scenario.kind || "schedule", algorithm)}-${suffix}`;
}

export function ExportMenu({ result, scenario }: Props) {
  const [open, setOpen] = useState(false);
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
  return (
    <details ref={root} className="export-menu" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary title="Save the schedule's data for other tools">Export data</summary>
      <div className="export-menu-items" role="menu" aria-label="Export data">
        {ITEMS.map((item) => (
          <button
            key={item.suffix}
            type="button"
            role="menuitem"
            title={item.title}
            onClick={() => {
              const text = item.make(result, scenario);
              downloadBlob(
                exportFileName(scenario, result.algorithm, item.suffix),
                new Blob([text], { type: item.type }),
              );
              setOpen(false);
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
    </details>
  );
}
