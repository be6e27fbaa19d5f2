// The runs the side-by-side uses show: each chosen algorithm on the scenario (without an edited plan,
// as Compare's table runs them), in a worker of their own so they never cancel the app's run. One at a
// time, in order; a run of the same document and algorithm is kept, a new document starts afresh.
import { useEffect, useMemo, useRef, useState } from "react";
import type { ExplainWindow, ScenarioDoc } from "../../core/family";
import { EngineClient, type RunOutcome } from "../../engine/client";

export type SideRun =
  | { readonly kind: "running" }
  | { readonly kind: "done"; readonly outcome: Extract<RunOutcome, { ok: true }> }
  | { readonly kind: "error"; readonly message: string };

export interface SideRuns {
  readonly client: EngineClient | null;
  /** By algorithm id; an id not started yet is absent. */
  readonly runs: ReadonlyMap<string, SideRun>;
}

export function useSideRuns(
  doc: ScenarioDoc,
  algorithms: readonly string[],
  explain: boolean | ExplainWindow,
): SideRuns {
  const [client, setClient] = useState<EngineClient | null>(null);
  useEffect(() => {
    if (typeof Worker === "undefined") return;
    const c = new EngineClient();
    setClient(c);
    return () => c.dispose();
  }, []);
  // The finished runs of the current document (a ref, so the loop below reads what is already done).
  const cache = useRef<{ doc: ScenarioDoc; runs: Map<string, SideRun> }>({ doc, runs: new Map() });
  const [version, setVersion] = useState(0);
  if (cache.current.doc !== doc) cache.current = { doc, runs: new Map() };
  const key = algorithms.join(",");
  const explainKey = JSON.stringify(explain);
  useEffect(() => {
    if (!client) return;
    let stopped = false;
    const ids = key === "" ? [] : key.split(",");
    const mine = cache.current;
    const set = (id: string, run: SideRun) => {
      mine.runs.set(id, run);
      setVersion((v) => v + 1);
    };
    void (async () => {
      for (const id of ids) {
        if (stopped) return;
        const have = mine.runs.get(id);
        if (have && have.kind !== "running") continue;
        set(id, { kind: "running" });
        const o = await client.run({
          doc,
          algorithm: id,
          explain: JSON.parse(explainKey) as boolean | ExplainWindow,
        });
        // Stopped: a newer effect runs what is still marked running.
        if (stopped) return;
        if (o.ok) set(id, { kind: "done", outcome: o });
        else if (o.error.kind !== "cancelled") set(id, { kind: "error", message: o.error.message });
      }
    })();
    return () => {
      stopped = true;
      client.cancel();
    };
  }, [client, doc, key, explainKey]);
  const runs = useMemo(
    () => new Map(cache.current.runs),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cache is a ref; `version` marks its changes
    [version, doc],
  );
  return { client, runs };
}
