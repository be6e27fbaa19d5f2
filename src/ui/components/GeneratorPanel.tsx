// A generated scenario's generator: its parameters, seed and overrides, and "detach" (make explicit).
import { familyForKind } from "../../core/registry";
import type { ScenarioDoc } from "../../core/family";
import type { FieldIssue } from "../../core/scenario/errors";
import { materialize } from "../../core/scenario/document";
import { NumberField, issueAt } from "./fields";
import { ParamForm } from "./ParamForm";

interface Props {
  readonly doc: ScenarioDoc;
  readonly issues: readonly FieldIssue[];
  readonly onChange: (next: ScenarioDoc) => void;
}

interface Ref {
  readonly id: string;
  readonly params?: Record<string, unknown>;
  readonly seed?: number;
}

export function GeneratorPanel({ doc, issues, onChange }: Props) {
  const ref = doc.generator as Ref | undefined;
  const gen = ref ? familyForKind(doc.kind)?.generators.find((g) => g.id === ref.id) : undefined;
  if (!ref || !gen) return null;
  const overrides = Object.keys((doc.overrides as Record<string, unknown> | undefined) ?? {}).length;
  const setRef = (next: Ref) => onChange({ ...doc, generator: next });
  return (
    <section className="panel-section generator">
      <h3>
        Generated: {gen.title} <code>{gen.id}</code>
      </h3>
      <ParamForm
        schema={gen.params}
        defaults={gen.defaults}
        labels={gen.labels ?? {}}
        values={ref.params ?? {}}
        issues={issues}
        issuePrefix="generator.params"
        onChange={(params) => setRef({ ...ref, params })}
      />
      <div className="row">
        <label className="param">
          <span>Generator seed</span>
          <NumberField
            value={ref.seed ?? 1}
            label="Generator seed"
            integer
            invalid={issueAt(issues, "generator.seed")}
            onCommit={(seed) => setRef({ ...ref, seed })}
          />
        </label>
        <button
          type="button"
          onClick={() => setRef({ ...ref, seed: (ref.seed ?? 1) + 1 })}
          title="Draw another instance"
        >
          New draw
        </button>
      </div>
      <p className="hint">
        {overrides > 0 ? `${overrides} value${overrides > 1 ? "s" : ""} edited by hand (overrides). ` : ""}
        Values edited below are kept as overrides, so the link stays short.{" "}
        <button type="button" className="link" onClick={() => onChange(materialize(doc))}>
          Detach from generator
        </button>
      </p>
    </section>
  );
}
