// The registry as the scheduling worker's bundle has it (vite.config.ts puts this module in place of
// registry.ts there; docs/architecture.md, "The worker's first run"): the same exports, but a family's
// code — its heuristics, simulator, zod schemas, generators, presets and experiments — is a chunk of its
// own, loaded the first time a request needs that family (`loadFamilies`, awaited by worker.ts before it
// hands the request to the synchronous service). A link's first run then evaluates one family instead of
// five. Everywhere else (the app, the CLI, the tests) registry.ts imports every family statically.
// `detailsOf`/`expectDetails` (the views' typed reading of a run's details) are not here: no worker
// code reads them (tests/core/registry-lazy.test.ts checks the rest of the exports match).
import { CATALOGUE_KINDS, catalogueOf } from "./catalogue";
import { PlanError, type AnyFamily } from "./family";
import type { Kind } from "./registry";

export type { AnyFamily, DetailsByFamily, Kind, RunOptions, Scenario, ScenarioOfKind } from "./registry";
export { FAMILY_OF_KIND, isKind, scenarioOfKind } from "./catalogue";
export { PlanError };

/** Each kind's family chunk (one dynamic import each: the bundler splits them). */
const LOADERS: { readonly [K in Kind]: () => Promise<AnyFamily> } = {
  multicast: () => import("./multicast").then((m) => m.multicastFamily.erased),
  allgather: () => import("./allgather").then((m) => m.allgatherFamily.erased),
  "packet-multicast": () => import("./packet").then((m) => m.packetFamily.erased),
  "grid-broadcast": () => import("./grid").then((m) => m.gridFamily.erased),
  redistribution: () => import("./redistribution").then((m) => m.redistributionFamily.erased),
};

const loaded: AnyFamily[] = [];
const rank = (kind: string) => (CATALOGUE_KINDS as readonly string[]).indexOf(kind);
const loading = new Map<Kind, Promise<void>>();

/** The families loaded so far, in catalogue order (the list grows as `loadFamilies` loads them). */
export const FAMILIES: readonly AnyFamily[] = loaded;

export const KINDS: readonly Kind[] = CATALOGUE_KINDS;

/**
 * Loads the families of `kinds` ("all": every one) if they are not loaded yet; kinds outside the catalogue
 * are ignored (the parse then reports them). Resolves once they are in FAMILIES.
 */
export function loadFamilies(kinds: readonly string[] | "all"): Promise<void> {
  const wanted = kinds === "all" ? KINDS : KINDS.filter((k) => kinds.includes(k));
  return Promise.all(
    wanted.map((kind) => {
      let p = loading.get(kind);
      if (!p) {
        p = LOADERS[kind]().then((family) => {
          loaded.push(family);
          loaded.sort((a, b) => rank(a.kind) - rank(b.kind));
        });
        // A chunk that failed to load (offline without a cache) is asked again next time.
        p.catch(() => loading.delete(kind));
        loading.set(kind, p);
      }
      return p;
    }),
  ).then(() => undefined);
}

const CATALOGUE = catalogueOf(loaded);

export const familyForKind = CATALOGUE.familyForKind;
export const familyOf = CATALOGUE.familyOf;
export const allPresets = CATALOGUE.allPresets;
export const allExperiments = CATALOGUE.allExperiments;
export const findExperiment = CATALOGUE.findExperiment;
export const findPreset = CATALOGUE.findPreset;
export const resolveAlgorithm = CATALOGUE.resolveAlgorithm;
export const runScenario = CATALOGUE.runScenario;
