// The cluster view's inspector when nothing is selected: each cluster with its agent, its clients,
// the estimate's T_g (Wu–Yeh Def. 1) and when it was done (simulated); a click selects a node.
import type { AllgatherDetails } from "../../../core/allgather";
import { formatTime, type TimeUnit } from "../../../core/units";

export function GroupingList({
  details,
  unit,
  onSelect,
}: {
  details: AllgatherDetails;
  unit: TimeUnit;
  onSelect: (node: number) => void;
}) {
  return (
    <div className="ag-grouping">
      <strong>Clusters</strong>
      <p className="hint">
        T_g: Def. 1&apos;s gather estimate; done: when the cluster&apos;s last node had every message
        (simulated). Click a node to see its figures and move it.
      </p>
      <ol className="ag-cluster-list">
        {details.clusters.map((c) => {
          const [agent = 0, ...clients] = c;
          const est = details.clusterEstimates.find((x) => x.agent === agent);
          const span = details.clusterSpans.find((x) => x.agent === agent);
          return (
            <li key={agent}>
              <div>
                <button type="button" className="link ag-agent-link" onClick={() => onSelect(agent)}>
                  P{agent}
                </button>{" "}
                <span className="muted">
                  {clients.length} client{clients.length === 1 ? "" : "s"}
                  {est ? ` · T_g ${formatTime(est.gather, unit)}` : ""}
                  {span ? ` · done ${formatTime(span.end, unit)}` : ""}
                </span>
              </div>
              {clients.length > 0 ? (
                <div className="ag-clients">
                  {clients.map((x) => (
                    <button key={x} type="button" className="link" onClick={() => onSelect(x)}>
                      P{x}
                    </button>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
