// Reads a zod object schema of generator/experiment parameters into form field descriptions, so one
// generic form serves every family's generators and sweeps.
import { z } from "zod";

export type ParamField =
  | {
      readonly key: string;
      readonly type: "number";
      readonly min?: number;
      readonly max?: number;
      readonly integer: boolean;
    }
  | { readonly key: string; readonly type: "enum"; readonly options: readonly string[] }
  | { readonly key: string; readonly type: "boolean" }
  | { readonly key: string; readonly type: "list" }
  | { readonly key: string; readonly type: "text" };

function unwrap(f: z.core.$ZodType): z.core.$ZodType {
  let cur = f;
  for (let i = 0; i < 8; i++) {
    if (cur instanceof z.ZodDefault || cur instanceof z.ZodOptional || cur instanceof z.ZodNullable) {
      cur = cur.unwrap();
    } else break;
  }
  return cur;
}

export function paramFields(schema: z.ZodType, defaults: Record<string, unknown>): ParamField[] {
  const shape = schema instanceof z.ZodObject ? schema.shape : undefined;
  const keys = Object.keys(shape ?? defaults);
  return keys.map((key): ParamField => {
    const field = shape?.[key];
    const f = field ? unwrap(field) : undefined;
    if (f instanceof z.ZodNumber) {
      return {
        key,
        type: "number",
        integer: f.isInt,
        ...(f.minValue != null && Number.isFinite(f.minValue) ? { min: f.minValue } : {}),
        ...(f.maxValue != null && Number.isFinite(f.maxValue) ? { max: f.maxValue } : {}),
      };
    }
    if (f instanceof z.ZodEnum) return { key, type: "enum", options: f.options.map(String) };
    if (f instanceof z.ZodBoolean) return { key, type: "boolean" };
    if (f instanceof z.ZodArray || Array.isArray(defaults[key])) return { key, type: "list" };
    if (f === undefined && typeof defaults[key] === "number") return { key, type: "number", integer: false };
    return { key, type: "text" };
  });
}

/** "small" → "Small", "destinationsPerSource" → "Destinations per source". */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Wide enough to show the whole list ("8, 16, 24, … 80"), within reason. */
export function listFieldWidth(text: string): number {
  return Math.min(380, Math.max(180, Math.round(text.length * 7.2) + 20));
}

/** " (1–256)"; a limit of a million or more is a sanity cap, not a range worth reading: " (≥ 0)". */
export function rangeNote(min: number | undefined, max: number | undefined): string {
  const cap = max !== undefined && max >= 1e6 ? undefined : max;
  if (min === undefined && cap === undefined) return "";
  if (cap === undefined) return ` (≥ ${min})`;
  return ` (${min ?? "…"}–${cap})`;
}
