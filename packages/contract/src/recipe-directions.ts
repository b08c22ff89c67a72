export interface DirectionSteps {
  /** Text before the first marker, if any. */
  intro: string | null;
  steps: string[];
}

/** 'STEP 1.' anywhere, or 'Step 1.' at the start of a line (prose like 'repeat step 2.' is left alone). */
const STEP_MARKER = /\bSTEP\s*\d+\s*\.|^[ \t]*[Ss]tep\s*\d+\s*\./gm;

/**
 * The detail's Cooking Directions: text with 'STEP n.' markers becomes numbered steps (in the order written);
 * null means no markers, so the text is shown as it is.
 */
export const parseDirectionSteps = (directions: string | null | undefined): DirectionSteps | null => {
  if (!directions) return null;
  const markers = [...directions.matchAll(STEP_MARKER)];
  if (markers.length === 0) return null;
  const first = markers[0]?.index ?? 0;
  const intro = directions.slice(0, first).trim() || null;
  const steps = markers
    .map((marker, position) => {
      const start = (marker.index ?? 0) + marker[0].length;
      const end = markers[position + 1]?.index ?? directions.length;
      return directions.slice(start, end).trim();
    })
    .filter((step) => step.length > 0);
  return steps.length > 0 ? { intro, steps } : null;
};
