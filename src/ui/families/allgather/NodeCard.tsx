// The cluster view's inspector for the selected node: its figures (nodeFacts), and the regroupings
// it allows (make a client an agent, move it or its cluster to another agent's cluster).
import { DetailTable } from "../../views/common/Tooltip";
import type { nodeFacts } from "./details";
import { moveToCluster, promote, roleOf, type Groups, type RegroupOutcome } from "./regroup";

/** A node's card in the inspector. */
export function NodeCard({
  groups,
  node,
  facts,
  onApply,
  onClose,
}: {
  groups: Groups;
  node: number;
  facts: ReturnType<typeof nodeFacts>;
  onApply: (outcome: RegroupOutcome) => void;
  onClose: () => void;
}) {
  const role = roleOf(groups, node);
  const others = groups.map((c, g) => ({ agent: c[0] as number, g })).filter((x) => x.g !== role?.cluster);
  return (
    <div className="ag-card" aria-label={`P${node}`}>
      <div className="ag-card-head">
        <strong>{facts.title}</strong>
        <button type="button" className="icon" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <DetailTable lines={facts.lines} />
      {role && !role.isAgent ? (
        <div className="row">
          <button type="button" onClick={() => onApply(promote(groups, node))}>
            Make P{node} an agent
          </button>
        </div>
      ) : null}
      {role && others.length > 0 ? (
        <label className="param">
          <span>
            {role.isAgent
              ? `Merge P${node}'s cluster into the cluster of`
              : `Move P${node} to the cluster of`}
          </span>
          <select
            aria-label={role.isAgent ? `Merge P${node}'s cluster into` : `Move P${node} to agent`}
            value=""
            onChange={(e) => onApply(moveToCluster(groups, node, Number(e.target.value)))}
          >
            <option value="" disabled>
              choose an agent…
            </option>
            {others.map((o) => (
              <option key={o.agent} value={o.g}>
                P{o.agent}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
