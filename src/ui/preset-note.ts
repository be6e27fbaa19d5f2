// The note of the preset a scenario came from, kept after edits: a lecturer who changes one cost
// still sees where the example comes from, marked as modified because its figures may no longer hold.
import type { Preset, ScenarioDoc } from "../core/family";
import { allPresets, familyForKind, findPreset } from "../core/registry";

export interface PresetNote {
  readonly preset: Preset;
  /** The scenario differs from the preset's (the note's figures may not hold any more). */
  readonly modified: boolean;
  /** The name of the algorithm the preset opens on ("ECF"), or null when it names none. */
  readonly opensOn: string | null;
}

let byText: Map<string, Preset> | undefined;

/**
 * The preset shown as the scenario's origin: an unchanged preset's document is recognised by its text;
 * an edited one by the id the view state remembers (`view.preset`), as long as the kind still matches.
 */
export function presetNote(doc: ScenarioDoc, presetId: string | undefined): PresetNote | null {
  byText ??= new Map(allPresets().map((p) => [JSON.stringify(p.doc), p]));
  const exact = byText.get(JSON.stringify(doc));
  const preset = exact ?? (presetId !== undefined ? findPreset(presetId) : undefined);
  if (!preset || preset.doc.kind !== doc.kind) return null;
  const family = familyForKind(preset.doc.kind);
  const algorithmId = preset.algorithm ?? family?.defaultAlgorithm;
  const opensOn = family?.algorithms.find((a) => a.id === algorithmId)?.name ?? algorithmId ?? null;
  return { preset, modified: exact === undefined, opensOn };
}
