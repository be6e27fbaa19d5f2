// A generic form over a parameter object (generator or sweep parameters).
import type { z } from "zod";
import { humanize, listFieldWidth, paramFields, rangeNote } from "./param-fields";
import { NumberField, TextField, issueAt } from "./fields";

interface ParamFormProps {
  readonly schema: z.ZodType;
  readonly defaults: Record<string, unknown>;
  readonly values: Record<string, unknown>;
  readonly onChange: (next: Record<string, unknown>) => void;
  readonly issues?: readonly { path: string; message: string }[];
  /** Prefix of issue paths for these params ("generator.params"). */
  readonly issuePrefix?: string;
  readonly labels?: Readonly<Record<string, string>>;
}

export function ParamForm({
  schema,
  defaults,
  values,
  onChange,
  issues = [],
  issuePrefix = "",
  labels = {},
}: ParamFormProps) {
  const fields = paramFields(schema, defaults);
  const merged = { ...defaults, ...values };
  const set = (key: string, value: unknown) => onChange({ ...values, [key]: value });
  return (
    <div className="param-form">
      {fields.map((f) => {
        const label = labels[f.key] ?? humanize(f.key);
        const invalid = issueAt(issues, issuePrefix ? `${issuePrefix}.${f.key}` : f.key);
        const v = merged[f.key];
        let input: React.ReactNode;
        if (f.type === "number") {
          input = (
            <NumberField
              value={Number(v)}
              label={label}
              invalid={invalid}
              integer={f.integer}
              onCommit={(x) => set(f.key, x)}
            />
          );
        } else if (f.type === "enum") {
          input = (
            <select aria-label={label} value={String(v)} onChange={(e) => set(f.key, e.target.value)}>
              {f.options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          );
        } else if (f.type === "boolean") {
          input = (
            <input
              type="checkbox"
              aria-label={label}
              checked={Boolean(v)}
              onChange={(e) => set(f.key, e.target.checked)}
            />
          );
        } else if (f.type === "list") {
          const text = Array.isArray(v) ? v.join(", ") : String(v ?? "");
          input = (
            <TextField
              value={text}
              label={label}
              invalid={invalid}
              width={listFieldWidth(text)}
              onCommit={(text) =>
                set(
                  f.key,
                  text
                    .split(/[,\s]+/)
                    .filter((x) => x !== "")
                    .map((x) => (Number.isNaN(Number(x)) ? x : Number(x))),
                )
              }
            />
          );
        } else {
          input = (
            <TextField
              value={String(v ?? "")}
              label={label}
              invalid={invalid}
              onCommit={(x) => set(f.key, x)}
            />
          );
        }
        return (
          <label key={f.key} className="param">
            <span>
              {label}
              {f.type === "number" ? <small>{rangeNote(f.min, f.max)}</small> : null}
            </span>
            {input}
          </label>
        );
      })}
    </div>
  );
}
