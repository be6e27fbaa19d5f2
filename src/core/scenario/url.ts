// The whole scenario plus the view state (algorithm, view, zoom, step, selection) in the URL hash,
// compressed with lz-string and validated with zod. The scenario document and the view state each
// carry their own version; older ones migrate, newer ones are refused with a clear message.
import LZString from "lz-string";
import { LzPrefix } from "./lz-prefix";
import { z } from "zod";
import type { Scenario } from "../registry";
import { expandScenario, migrate, parseScenario, validateExpanded, type ScenarioDoc } from "./document";
import { fromZod, issue, ScenarioError } from "./errors";
import { DOCUMENT_LIMITS, parseJsonText, safeJson } from "./safe-json";

export const VIEW_STATE_VERSION = 1;

/** A zoom bound: finite and far beyond any schedule's times, so a view's scales stay finite. */
const zoomBound = z
  .number()
  .min(-1e30, "a zoom bound must be ≥ -1e30")
  .max(1e30, "a zoom bound is limited to 1e30");

export const viewStateSchema = z.strictObject({
  v: z.literal(VIEW_STATE_VERSION),
  algorithm: z.string().max(40).optional(),
  view: z.string().max(40).optional(),
  /** Visible time window [from, to] in the scenario's time unit. */
  zoom: z.tuple([zoomBound, zoomBound]).optional(),
  /** Step-through position: how many decisions are shown. */
  step: z.number().int().min(0).max(100_000_000, "view.step is limited to 100000000").optional(),
  /** Selected item, as the view names it ("task:3:12", "node:5"). */
  selection: z.string().max(80).optional(),
  /** An experiment's id and parameters (sweeps). */
  experiment: z
    .strictObject({ id: z.string().max(60), params: z.record(z.string(), z.unknown()) })
    .optional(),
  /** The Papers gallery is open (instead of the views), with `card` expanded; absent = closed. */
  papers: z.strictObject({ card: z.string().max(60).optional() }).optional(),
  /** Presentation mode (a projector: the view fills the screen, large text); absent = normal. */
  present: z.literal(true).optional(),
  /** The preset the scenario was loaded from: its note stays, marked modified, after edits. */
  preset: z.string().max(60).optional(),
  /** The scenario panel folded away (true) or shown (false); absent = as the screen's width suits. */
  folded: z.boolean().optional(),
  /** Schedules side by side: the use on screen (Compare's stacked Gantts or Lockstep); absent = closed. */
  side: z.enum(["compare", "lockstep"]).optional(),
  /** The algorithms Compare stacks. */
  compare: z
    .array(z.string().max(40))
    .min(2, "view.compare needs at least 2 algorithms")
    .max(4, "view.compare is limited to 4 algorithms")
    .optional(),
  /** The two algorithms Lockstep steps together. */
  lockstep: z.tuple([z.string().max(40), z.string().max(40)]).optional(),
  /** The class quiz is on: its answers as [decision (0-based), candidate picked, right 1 / wrong 0]. */
  quiz: z
    .array(
      z.tuple([
        z.number().int().min(0).max(100_000_000, "view.quiz decision is limited to 100000000"),
        z.number().int().min(0).max(63, "view.quiz: a picked candidate is limited to 63"),
        z.union([z.literal(0), z.literal(1)]),
      ]),
    )
    .max(2000, "view.quiz is limited to 2000 answers")
    .optional(),
  /** The packet step view's network-interface step (how many steps are shown). */
  packetStep: z.number().int().min(0).max(1_000_000, "view.packetStep is limited to 1000000").optional(),
  /** The Analysis tab's part: the task table, time per node or the link heat map; absent = the table. */
  analysis: z.enum(["tasks", "nodes", "links"]).optional(),
});

export type ViewState = z.infer<typeof viewStateSchema>;

export interface UrlState {
  readonly doc: ScenarioDoc;
  readonly scenario: Scenario;
  readonly view: ViewState;
}

const PREFIX = "#s=";

export function encodeUrlState(doc: ScenarioDoc, view: ViewState): string {
  const payload = JSON.stringify({ scenario: doc, view });
  return PREFIX + LZString.compressToEncodedURIComponent(payload);
}

/**
 * encodeUrlState, byte for byte, for a caller that re-encodes the same document with changing views
 * (the app's address on every zoom or step): the compressor's state after the scenario part is kept
 * for the last document (by identity), so a view-only change compresses only the view.
 */
export function createUrlStateEncoder(): (doc: ScenarioDoc, view: ViewState) => string {
  let last: { doc: ScenarioDoc; prefix: LzPrefix } | null = null;
  return (doc, view) => {
    if (last?.doc !== doc) last = { doc, prefix: new LzPrefix(`{"scenario":${JSON.stringify(doc)},"view":`) };
    return PREFIX + last.prefix.finish(`${JSON.stringify(view)}}`);
  };
}

/** Reads a URL hash ("#s=…"). Returns null for an empty hash; throws ScenarioError for a bad one. */
export function decodeUrlState(hash: string): UrlState | null {
  const steps = decodeUrlStateInSteps(hash);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * decodeUrlState in three steps (decompress and read the JSON; expand the scenario's generator;
 * validate it), yielding between them, for a caller that runs each step in a task of its own (the app
 * reading a link while the page opens). Throws what decodeUrlState throws, at the step that finds it.
 */
export function* decodeUrlStateInSteps(hash: string): Generator<void, UrlState | null, void> {
  if (hash === "" || hash === "#") return null;
  if (!hash.startsWith(PREFIX))
    throw issue("link", 'the address does not hold a scenario (it must start with "#s=")');
  const packed = hash.slice(PREFIX.length);
  if (packed.length > DOCUMENT_LIMITS.chars) {
    throw issue("link", `the address is too long (the limit is ${DOCUMENT_LIMITS.chars} characters)`);
  }
  let text: string | null;
  try {
    text = LZString.decompressFromEncodedURIComponent(packed);
  } catch {
    text = null;
  }
  if (!text)
    throw issue("link", "the scenario in the address is damaged (it does not decompress); was it cut short?");
  if (text.length > DOCUMENT_LIMITS.chars) {
    throw issue(
      "link",
      `the scenario in the address is too large (the limit is ${DOCUMENT_LIMITS.chars} characters)`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw issue("link", "the scenario in the address is damaged (not JSON)");
  }
  const json = withPrefix("link", () => safeJson(parsed));
  if (json === null || typeof json !== "object" || Array.isArray(json) || !("scenario" in json)) {
    throw issue("link", "the address holds no scenario");
  }
  const { scenario: rawDoc, view: rawView } = json as { scenario: unknown; view?: unknown };
  yield;
  const expanded = withPrefix("scenario", () => expandScenario(rawDoc));
  yield;
  const scenario = withPrefix("scenario", () => validateExpanded(expanded));
  const view = migrateViewState(rawView ?? { v: VIEW_STATE_VERSION });
  return { doc: rawDoc as ScenarioDoc, scenario, view };
}

/** Runs `f`, naming a bare issue (the whole document) by `what`. */
function withPrefix<T>(what: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof ScenarioError && e.issues.some((i) => i.path === "")) {
      throw new ScenarioError(e.issues.map((i) => (i.path === "" ? { ...i, path: what } : i)));
    }
    throw e;
  }
}

export function migrateViewState(raw: unknown): ViewState {
  if (raw !== null && typeof raw === "object" && "v" in raw) {
    const v = (raw as { v: unknown }).v;
    if (typeof v === "number" && v > VIEW_STATE_VERSION) {
      throw issue("view.v", `${v} is newer than this app understands (${VIEW_STATE_VERSION})`);
    }
  }
  const parsed = viewStateSchema.safeParse(raw);
  if (!parsed.success) throw new ScenarioError(fromZod(parsed.error, ["view"]));
  return parsed.data;
}

/** The part of the view state a scenario file keeps: which algorithm and which view it was shown with. */
export type FileView = Pick<ViewState, "algorithm" | "view">;

/**
 * A scenario file: the scenario document, optionally with `"view": {"v": 1, "algorithm": …,
 * "view": …}` so Export → Import reopens the same heuristic and view. Throws ScenarioError naming the
 * field.
 */
export function parseScenarioFile(text: string): {
  doc: ScenarioDoc;
  scenario: Scenario;
  view: FileView | null;
} {
  const json = parseJsonText(text);
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    throw issue("", "a scenario must be a JSON object");
  }
  const { view: rawView, ...rest } = safeJson(json) as Record<string, unknown>;
  const view = rawView === undefined ? null : migrateViewState(rawView);
  const doc = migrate(rest);
  const scenario = parseScenario(doc);
  return {
    doc,
    scenario,
    view: view
      ? {
          ...(view.algorithm !== undefined ? { algorithm: view.algorithm } : {}),
          ...(view.view !== undefined ? { view: view.view } : {}),
        }
      : null,
  };
}

/** Numbers as entered: float noise of arithmetic (0.047560000000000005) rounded to 15 digits. */
function cleanNumbers(v: unknown): unknown {
  if (typeof v === "number") return Number.isInteger(v) ? v : Number(v.toPrecision(15));
  if (Array.isArray(v)) return v.map(cleanNumbers);
  if (v !== null && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = cleanNumbers(x);
    return out;
  }
  return v;
}

/** The text of an exported scenario file (read back by parseScenarioFile and `cli run`). */
export function scenarioFileText(doc: ScenarioDoc, view: FileView): string {
  const keep: ViewState = {
    v: VIEW_STATE_VERSION,
    ...(view.algorithm !== undefined ? { algorithm: view.algorithm } : {}),
    ...(view.view !== undefined ? { view: view.view } : {}),
  };
  const out = { ...(cleanNumbers(doc) as Record<string, unknown>), view: keep };
  return `${JSON.stringify(out, null, 2)}\n`;
}
