// Form fields that commit on Enter or blur, so a half-typed number never triggers a run, and that
// keep showing a rejected value (marked) until it is fixed.
import { useEffect, useState } from "react";
import { formatNumber } from "../../core/units";

interface NumberFieldProps {
  readonly value: number;
  readonly onCommit: (value: number) => void;
  /** Accessible name, e.g. "P3 receive fixed cost (µs)". */
  readonly label: string;
  readonly invalid?: string | undefined;
  readonly width?: number;
  readonly integer?: boolean;
}

export function NumberField({ value, onCommit, label, invalid, width = 76, integer }: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  useEffect(() => setDraft(null), [value]);
  const commit = () => {
    if (draft === null) return;
    const trimmed = draft.trim();
    const parsed = trimmed === "" ? NaN : Number(trimmed);
    if (parsed === value) {
      setDraft(null);
      return;
    }
    onCommit(integer && Number.isFinite(parsed) ? parsed : parsed);
  };
  return (
    <input
      className={`num${invalid ? " invalid" : ""}`}
      aria-label={label}
      aria-invalid={invalid ? true : undefined}
      title={invalid ?? label}
      style={{ width }}
      inputMode="decimal"
      value={draft ?? shownNumber(value)}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === "Enter") commit();
        if (e.key === "Escape") setDraft(null);
      }}
    />
  );
}

interface TextFieldProps {
  readonly value: string;
  readonly onCommit: (value: string) => void;
  readonly label: string;
  readonly invalid?: string | undefined;
  readonly width?: number | string;
  readonly placeholder?: string;
}

export function TextField({ value, onCommit, label, invalid, width = 140, placeholder }: TextFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  useEffect(() => setDraft(null), [value]);
  const commit = () => {
    if (draft === null || draft === value) return setDraft(null);
    onCommit(draft);
  };
  return (
    <input
      className={`text${invalid ? " invalid" : ""}`}
      aria-label={label}
      aria-invalid={invalid ? true : undefined}
      title={invalid ?? label}
      style={{ width }}
      placeholder={placeholder}
      value={draft ?? value}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === "Enter") commit();
        if (e.key === "Escape") setDraft(null);
      }}
    />
  );
}

/** The message of the first issue at `path` or below it, for marking a field. */
export function issueAt(
  issues: readonly { path: string; message: string }[],
  path: string,
): string | undefined {
  const hit = issues.find(
    (i) => i.path === path || i.path.startsWith(`${path}.`) || i.path.startsWith(`${path}[`),
  );
  return hit ? `${hit.path}: ${hit.message}` : undefined;
}

/** Whole numbers in full (10000000, not 1.000e+7: a rounded display would hide an edit); others trimmed. */
function shownNumber(value: number): string {
  return Number.isInteger(value) && Math.abs(value) < 1e15 ? String(value) : formatNumber(value);
}

/** The × at the end of a table row: "Remove P3", disabled while the row must stay. */
export function RemoveButton({
  what,
  disabled,
  onClick,
}: {
  readonly what: string;
  readonly disabled: boolean;
  readonly onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="icon"
      title={`Remove ${what}`}
      aria-label={`Remove ${what}`}
      disabled={disabled}
      onClick={onClick}
    >
      ×
    </button>
  );
}
