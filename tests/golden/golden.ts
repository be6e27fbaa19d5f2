// Shared helpers of the golden tests: where the committed files live, how they are read and
// (only with UPDATE_GOLDEN=1) rewritten, and stable digests of schedules. See tests/golden/README.md.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Step, Task } from "../../src/core/schedule/types";

/** True when the run should rewrite the golden files instead of only comparing against them. */
export const UPDATE = process.env.UPDATE_GOLDEN === "1";

/** Time allowed to a hook that recomputes and writes a golden file (the big presets take seconds). */
export const UPDATE_TIMEOUT = 120_000;

export const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "golden");

export function goldenPath(...parts: string[]): string {
  return join(GOLDEN_DIR, ...parts);
}

/**
 * The committed golden value. A missing file is an error (never silently created): regenerate with
 * `UPDATE_GOLDEN=1 npx vitest run tests/golden` and review the diff.
 */
export function readGolden<T>(path: string): T {
  if (!existsSync(path)) {
    throw new Error(
      `golden file ${path} is missing; run \`UPDATE_GOLDEN=1 npx vitest run tests/golden\` and commit it`,
    );
  }
  return JSON.parse(readFileSync(path, "utf8")) as T;
}

/** Like readGolden, but undefined for a missing file (for the append-only link corpus). */
export function readGoldenIfAny<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as T) : undefined;
}

/** Writes pretty-printed JSON, formatted with the repo's Prettier settings so `format:check` passes. */
export async function writeGolden(path: string, value: unknown): Promise<void> {
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(path)) ?? {};
  const text = await prettier.format(JSON.stringify(value, null, 2), { ...options, parser: "json" });
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** What a value looks like after `JSON.stringify` (NaN → null, undefined keys dropped): what is stored. */
export function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A number rounded to 10 significant digits (≈ 1e-9 relative), as text; -0 reads as 0. */
export function roundRel(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  if (x === 0) return "0";
  // Whole numbers below 1e10 print the same either way; String() is much faster than toPrecision.
  if (Number.isInteger(x) && Math.abs(x) < 1e10) return String(x);
  return Number(x.toPrecision(10)).toString();
}

function sha(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

/** A task as the Schedule holds it, or as `run --json` prints it (`message` a list when combined). */
export interface DigestTask {
  readonly node: number;
  readonly kind: string;
  readonly peer: number;
  readonly message: number | readonly number[];
  readonly messages?: readonly number[];
  readonly start: number;
  readonly end: number;
}

/** "3", or "3,5" for a task carrying several messages (the same text for both task shapes). */
function messageText(t: DigestTask): string {
  if (Array.isArray(t.message)) return t.message.join(",");
  return t.messages && t.messages.length > 1 ? t.messages.join(",") : String(t.message);
}

/**
 * Stable hash of a schedule's tasks, in order: node, kind, peer, message(s), start and end rounded to
 * 1e-9 relative. Equal for a Schedule's tasks and the same tasks as `run --json` prints them.
 */
export function digestTasks(tasks: readonly (Task | DigestTask)[]): string {
  const hash = createHash("sha256");
  for (const t of tasks) {
    hash.update(`${t.node}|${t.kind}|${t.peer}|${messageText(t)}|${roundRel(t.start)}|${roundRel(t.end)}\n`);
  }
  return hash.digest("hex").slice(0, 16);
}

/** Stable hash of the heuristic's decisions: sender, receiver, message, completion time. */
export function digestSteps(steps: readonly Step[]): string {
  return sha(steps.map((s) => [s.sender, s.receiver, s.message, roundRel(s.complete)].join("|")).join("\n"));
}

/** Canonical text of any JSON-able value: keys sorted, numbers rounded 1e-9 relative. */
function canonical(value: unknown): string {
  if (typeof value === "number") return roundRel(value);
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "undefined";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const obj = value as Record<string, unknown>;
  return `{${Object.keys(obj)
    .sort()
    .filter((k) => obj[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`)
    .join(",")}}`;
}

/** Stable hash of any JSON-able value (key order ignored, numbers rounded 1e-9 relative). */
export function digestValue(value: unknown): string {
  return sha(canonical(value));
}
