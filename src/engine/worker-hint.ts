// Imported first by worker.ts, so it runs before the rest of the worker's entry chunk is evaluated: when
// the worker's name says which scenario kind its first request needs (early.ts, `workerName`), that
// family's chunk (registry-lazy.ts) is fetched while the entry evaluates (zod, the scenario document,
// the service) instead of after, once the request is read. Its module code runs after the entry's, as a
// chunk that imports the entry (so zod is set jitless first). Light on purpose: no zod, no family.
import { isCatalogueKind } from "../core/catalogue";
import { loadFamilies } from "../core/registry";

const named = typeof self === "undefined" ? "" : self.name;
const hinted = /^schedule-engine (.+)$/.exec(named)?.[1];
// A failure is reported by the request that needs the family (worker.ts loads it again).
if (isCatalogueKind(hinted)) loadFamilies([hinted]).catch(() => {});
