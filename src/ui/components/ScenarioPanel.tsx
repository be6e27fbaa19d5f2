// The left panel: the scenario's name, unit and seed, its generator, and the family's editor.
import type { ScenarioDoc } from "../../core/family";
import { familyOf, type Scenario } from "../../core/registry";
import { memo, useMemo } from "react";
import { useAfterFirstCommit } from "../after-first-commit";
import { presetNote } from "../preset-note";
import type { FieldIssue } from "../../core/scenario/errors";
import { TIME_UNIT_LABEL } from "../../core/units";
import { FamilyEditor } from "../families";
import { GeneratorPanel } from "./GeneratorPanel";
import { NumberField, TextField, issueAt } from "./fields";

interface Props {
  readonly doc: ScenarioDoc;
  /** The preset the scenario was loaded from (view state), so its note survives edits. */
  readonly presetId?: string | undefined;
  readonly scenario: Scenario | null;
  readonly issues: readonly FieldIssue[];
  readonly onChange: (next: ScenarioDoc) => void;
  /** Folds the panel away (more room for the view on a small screen). */
  readonly onFold?: () => void;
}

/**
 * The panel re-renders only when what it shows changes: a run's result (a new schedule on screen, What
 * changed, progress) re-renders the app's shell but not these editors (a 64-node table is 256 fields).
 * `issues` are compared element by element (the shell passes a new empty list each time); `onFold`
 * by presence only (the shell's is a new arrow each render that always folds the panel).
 */
export const ScenarioPanel = memo(ScenarioPanelBody, (a: Props, b: Props) => {
  return (
    a.doc === b.doc &&
    a.presetId === b.presetId &&
    a.scenario === b.scenario &&
    a.onChange === b.onChange &&
    (a.onFold === undefined) === (b.onFold === undefined) &&
    a.issues.length === b.issues.length &&
    a.issues.every((issue, i) => issue === b.issues[i])
  );
});

function ScenarioPanelBody({ doc, presetId, scenario, issues, onChange, onFold }: Props) {
  const family = scenario ? familyOf(scenario) : null;
  // The preset's description (where it comes from, what to look at), kept after edits.
  const note = useMemo(() => presetNote(doc, presetId), [doc, presetId]);
  // The family's editor (tables of rows and fields: most of the page's first DOM) follows the first
  // commit in a task of its own when the page opens, so no single task lays out the whole page.
  const editorNow = useAfterFirstCommit();
  return (
    <aside className="scenario-panel" aria-label="Scenario">
      <section className="panel-section">
        <h2 className="scenario-title">
          Scenario
          {onFold ? (
            <button
              type="button"
              className="icon scenario-fold"
              onClick={onFold}
              title="Fold the scenario panel away (more room for the view)"
              aria-label="Fold the scenario panel"
              aria-expanded="true"
            >
              ◂
            </button>
          ) : null}
        </h2>
        <p className="kind">{family?.title ?? doc.kind}</p>
        {note ? (
          <div
            className={note.modified ? "preset-description modified" : "preset-description"}
            data-testid="preset-description"
          >
            <p className="preset-origin">
              <strong>{note.preset.title}</strong>
              {note.opensOn ? <> · opens on {note.opensOn}</> : null}
              {note.modified ? (
                <span className="preset-modified" title="Figures in this note were for the preset as loaded">
                  {" "}
                  · modified since
                </span>
              ) : null}
            </p>
            <p>{note.preset.description}</p>
          </div>
        ) : null}
        <label className="param wide">
          <span>Name</span>
          <TextField
            width="100%"
            value={String(doc.name ?? "")}
            label="Scenario name"
            placeholder="untitled"
            invalid={issueAt(issues, "name")}
            onCommit={(name) => onChange({ ...doc, name })}
          />
        </label>
        <div className="row">
          <label className="param">
            <span>Time unit</span>
            <select
              aria-label="Time unit"
              value={String(doc.timeUnit ?? scenario?.timeUnit ?? "us")}
              onChange={(e) => onChange({ ...doc, timeUnit: e.target.value })}
              title="All times of the scenario are in this unit; changing it does not convert values."
            >
              {Object.entries(TIME_UNIT_LABEL).map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="param">
            <span>Seed</span>
            <NumberField
              integer
              width={64}
              value={Number(doc.seed ?? 1)}
              label="Scenario seed (randomized heuristics)"
              invalid={issueAt(issues, "seed")}
              onCommit={(seed) => onChange({ ...doc, seed })}
            />
          </label>
        </div>
      </section>
      <GeneratorPanel doc={doc} issues={issues} onChange={onChange} />
      {scenario && scenario.kind === doc.kind ? (
        editorNow ? (
          <FamilyEditor doc={doc} scenario={scenario} issues={issues} onChange={onChange} />
        ) : (
          <p className="muted editor-pending" aria-busy="true">
            Opening the editor…
          </p>
        )
      ) : null}
    </aside>
  );
}
