import { formatLoad, formatReps, type ParsedPasteLine } from '@coachboard/contract';

/** 'A1' of a pasted superset line, or null. */
export const pasteGroupText = (parsed: ParsedPasteLine) =>
  parsed.group_label === null ? null : `${parsed.group_label}${parsed.group_order ?? ''}`;

/** What the parser read, the way the cards write sets: '4 × 6-8 · @ 75% · RIR 2 · rest 90 s'. */
export const pasteSetsSummary = (parsed: ParsedPasteLine) => {
  // The parser reads a timed set ('3x60s') as 1 rep of 60 seconds: the time is the set, not a rep count.
  const timed = parsed.time !== null && !parsed.amrap && parsed.reps_max === null && parsed.reps <= 1;
  const time = parsed.time === null ? null : `${parsed.time} s`;
  const load = formatLoad(parsed);
  const parts = [
    `${parsed.sets} × ${timed ? time : formatReps(parsed)}`,
    timed ? null : time,
    load ? `@ ${load}` : null,
    parsed.rir !== null ? `RIR ${parsed.rir}` : null,
    parsed.rest !== null ? `rest ${parsed.rest} s` : null,
  ];
  return parts.filter((part) => part !== null).join(' · ');
};
