import type { ParsedPasteLine } from '@coachboard/contract';

/** 'A1' of a pasted superset line, or null. */
export const pasteGroupText = (parsed: ParsedPasteLine) =>
  parsed.group_label === null ? null : `${parsed.group_label}${parsed.group_order ?? ''}`;

const repsText = (parsed: ParsedPasteLine) => {
  if (parsed.amrap) return 'AMRAP';
  if (parsed.reps_max !== null) return `${parsed.reps}-${parsed.reps_max}`;
  return parsed.reps > 0 ? String(parsed.reps) : null;
};

/** What the parser read, the way a coach writes it back: '4 × 6-8 · @ 75% · RIR 2 · rest 90 s'. */
export const pasteSetsSummary = (parsed: ParsedPasteLine) => {
  const reps = repsText(parsed);
  const time = parsed.time === null ? null : `${parsed.time} s`;
  const parts = [
    reps === null ? `${parsed.sets} × ${time ?? '?'}` : `${parsed.sets} × ${reps}`,
    reps !== null ? time : null,
    parsed.weight !== null ? `@ ${parsed.weight} kg` : null,
    parsed.load_percent !== null ? `@ ${parsed.load_percent}%` : null,
    parsed.rir !== null ? `RIR ${parsed.rir}` : null,
    parsed.rest !== null ? `rest ${parsed.rest} s` : null,
  ];
  return parts.filter((part) => part !== null).join(' · ');
};
