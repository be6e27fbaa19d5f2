// Algorithm picker: one button per heuristic of the family, with its paper section and complexity.
import type { AlgorithmInfo } from "../../core/family";

interface Props {
  readonly algorithms: readonly AlgorithmInfo[];
  readonly selected: string;
  readonly onSelect: (id: string) => void;
}

export function AlgorithmBar({ algorithms, selected, onSelect }: Props) {
  const current = algorithms.find((a) => a.id === selected);
  return (
    <div className="algorithm-bar">
      <div className="algorithms" role="radiogroup" aria-label="Algorithm">
        {algorithms.map((a) => (
          <button
            key={a.id}
            type="button"
            role="radio"
            aria-checked={a.id === selected}
            className={a.id === selected ? "selected" : undefined}
            title={`${a.name} — ${a.section}, ${a.complexity}: ${a.summary}`}
            onClick={() => onSelect(a.id)}
            data-algorithm={a.id}
          >
            {a.name}
          </button>
        ))}
      </div>
      {current ? (
        <p
          className="algorithm-summary"
          title={`${current.name} (${current.section}, ${current.complexity}) — ${current.summary}`}
        >
          <strong>{current.name}</strong>{" "}
          <span className="muted">
            ({current.section}, {current.complexity})
          </span>{" "}
          — {current.summary}
        </p>
      ) : null}
    </div>
  );
}
