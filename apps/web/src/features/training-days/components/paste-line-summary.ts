import { formatLoad, formatReps, type ParsedPasteLine } from '@coachboard/contract';

/** 'A1' of a pasted superset line, or null. */
export const pasteGroupText = (parsed: ParsedPasteLine) =>
  parsed.group_label === null ? null : `${parsed.group_label}${parsed.group_order ?? ''}`;

/** What the parser read, the way the cards write sets: '4 × 6-8 · @ 75% · RIR 2 · rest 90 s'. */
export const pasteSetsSummary = (parsed: ParsedPasteLine) => {
  const reps = parsed.amrap || parsed.reps > 0 ? formatReps(parsed) : null;
  const time = parsed.time === null ? null : `${parsed.time} s`;
  const load = formatLoad(parsed);
  const parts = [
    reps === null ? `${parsed.sets} × ${time ?? '?'}` : `${parsed.sets} × ${reps}`,
    reps !== null ? time : null,
    load ? `@ ${load}` : null,
    parsed.rir !== null ? `RIR ${parsed.rir}` : null,
    parsed.rest !== null ? `rest ${parsed.rest} s` : null,
  ];
  return parts.filter((part) => part !== null).join(' · ');
};
