// Files the app writes that are not scenarios — a sweep shard (`cli sweep --shard`), a sweep's results
// (Export JSON of a sweep, `cli sweep --format json`), a schedule (Export data → JSON), a Chrome trace —
// are named as what they are when imported or dropped, instead of "version: is required": the message
// says what the file is and where it belongs. Anything else goes to the scenario parser as before.
import { SCHEDULE_JSON_FORMAT } from "../core/schedule/export-json";

/** The shard files' format tag (src/cli/shards.ts; the UI may not import the CLI). */
export const SWEEP_SHARD_FORMAT = "schedule-explorer/sweep-shard";

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/** Why the JSON text is not a scenario when it is another file of this app; null otherwise. */
export function notAScenario(text: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null; // the scenario parser names the JSON error
  }
  if (!isObject(json)) return null;
  const seed = typeof json.seed === "number" ? `, seed ${json.seed}` : "";
  const experiment = typeof json.experiment === "string" ? json.experiment : null;
  if (json.format === SWEEP_SHARD_FORMAT) {
    return (
      `it is a sweep shard (experiment ${experiment ?? "?"}${seed}), not a scenario — ` +
      "merge the shards of one sweep with `npm run cli -- merge FILE…` (docs/sweeps.md)"
    );
  }
  if (json.format === SCHEDULE_JSON_FORMAT) {
    return (
      "it is an exported schedule (Export data → JSON), not a scenario — " +
      "import the scenario file (Export JSON in the header) instead"
    );
  }
  if (Array.isArray(json.traceEvents)) {
    return "it is a Chrome trace (Export data → trace), not a scenario — open it in Perfetto or chrome://tracing";
  }
  if (experiment !== null && "summary" in json && json.kind === undefined) {
    return (
      `it is a sweep's results (experiment ${experiment}${seed}), not a scenario — ` +
      "open the sweep in the Sweeps tab, or one of its points as a scenario"
    );
  }
  return null;
}
