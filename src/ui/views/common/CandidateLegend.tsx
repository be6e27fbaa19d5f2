// The legend entry every main view shows while a decision's candidates are marked: "candidates of
// decision k" (dashed violet) and, once the pick may be shown, "the heuristic's pick" (solid green).
import { CANDIDATE_COLOR, CHOSEN_COLOR, candidateLegendText, type DecisionMarks } from "./candidates";

export function CandidateLegend({
  decision,
  count,
}: {
  readonly decision: DecisionMarks | undefined;
  /** How many candidates the view marks (0: no entry). */
  readonly count: number;
}) {
  if (count === 0) return null;
  return (
    <span className="sx-legend-item sx-candidate-legend" data-testid="candidate-legend">
      <span
        className="sx-kind-swatch"
        aria-hidden
        style={{ background: "transparent", outline: `2px dashed ${CANDIDATE_COLOR}`, outlineOffset: -2 }}
      />
      {candidateLegendText(decision)}
      {decision?.chosen !== undefined && (
        <>
          <span
            className="sx-kind-swatch"
            aria-hidden
            style={{ background: "transparent", outline: `3px solid ${CHOSEN_COLOR}`, outlineOffset: -3 }}
          />
          the heuristic&rsquo;s pick
        </>
      )}
    </span>
  );
}
