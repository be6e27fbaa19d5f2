import { allPresets, runScenario } from "./src/core/registry";
import { parseScenario } from "./src/core/scenario/document";
for (const p of allPresets()) {
  if (!["grid-broadcast","multicast","redistribution"].includes(p.doc.kind)) continue;
  const s = parseScenario(p.doc);
  const t = performance.now();
  try {
    const r = runScenario(s, "optimal", { explain: false });
    console.log(p.id, r.schedule.makespan, JSON.stringify(r.details.optimality), (performance.now()-t).toFixed(0), "ms");
  } catch (e) { console.log(p.id, "ERR", (e as Error).message, (performance.now()-t).toFixed(0), "ms"); }
}
