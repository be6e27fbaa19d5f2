// The whole scenario plus the view state (algorithm, view, zoom, step, selection) in the URL hash,
// compressed with lz-string and validated with zod. The scenario document and the view state each
// carry their own version; older ones migrate, newer ones are refused with a clear message.
import LZString from "lz-string";
import { z } from "zod";
import type { Scenario } from "../registry";
import { parseScenario, type ScenarioDoc } from "./document";
import { fromZod, issue, ScenarioError } from "./errors";

export const VIEW_STATE_VERSION = 1;

export const viewStateSchema = z.strictObject({
  v: z.literal(VIEW_STATE_VERSION),
  algorithm: z.string().max(40).optional(),
  view: z.string().max(40).optional(),
  /** Visible time window [from, to] in the scenario's time unit. */
  zoom: z.tuple([z.number(), z.number()]).optional(),
  /** Step-through position: how many decisions are shown. */
  step: z.number().int().min(0).optional(),
  /** Selected item, as the view names it ("task:3:12", "node:5"). */
  selection: z.string().max(80).optional(),
  /** An experiment's id and parameters (sweeps). */
  experiment: z
    .strictObject({ id: z.string().max(60), params: z.record(z.string(), z.unknown()) })
    .optional(),
  /** Presentation mode (a projector: the view fills the screen, large text); absent = normal. */
  present: z.literal(true).optional(),
  /** The scenario panel folded away (true) or shown (false); absent = as the screen's width suits. */
  folded: z.boolean().optional(),
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

/** Reads a URL hash ("#s=…"). Returns null for an empty hash; throws ScenarioError for a bad one. */
export function decodeUrlState(hash: string): UrlState | null {
  if (hash === "" || hash === "#") return null;
  if (!hash.startsWith(PREFIX))
    throw issue("link", 'the address does not hold a scenario (it must start with "#s=")');
  const text = LZString.decompressFromEncodedURIComponent(hash.slice(PREFIX.length));
  if (!text)
    throw issue("link", "the scenario in the address is damaged (it does not decompress); was it cut short?");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw issue("link", "the scenario in the address is damaged (not JSON)");
  }
  if (json === null || typeof json !== "object" || !("scenario" in json)) {
    throw issue("link", "the address holds no scenario");
  }
  const { scenario: rawDoc, view: rawView } = json as { scenario: unknown; view?: unknown };
  const scenario = parseScenario(rawDoc);
  const view = migrateViewState(rawView ?? { v: VIEW_STATE_VERSION });
  return { doc: rawDoc as ScenarioDoc, scenario, view };
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
