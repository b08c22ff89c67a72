import { weekdayName } from '@coachboard/contract/exercise-trash';
import {
  PASTE_SUGGESTIONS,
  pasteMessages,
  programCopyMessages,
  trainingDayMessages,
  type PasteLineResult,
  type PasteResult,
  type PasteWorkout,
} from '@coachboard/contract';
import type { Transaction } from '../../../lib/db-types.js';
import { conflict, invalidField, notFound } from '../../../lib/errors.js';
import { expandAlias } from '../workout-paste/exercise-aliases.js';
import { pastedSets, readWorkout, supersetsOf } from '../workout-paste/parse-workout-line.js';
import {
  appendPastedExercises,
  lockPasteDay,
  pasteCandidates,
  type PasteCandidate,
} from '../workout-paste/workout-paste-repository.js';

/** The trigram similarity of library name to pasted name (or its alias) from which a line matches by itself. */
export const MATCH_SIMILARITY = 0.5;

export interface PastedWorkout {
  result: PasteResult;
  /** The day as the audit log names it. */
  day: { id: number; name: string };
}

const exerciseRef = (exercise: { id: number; name: string }) => ({ id: exercise.id, name: exercise.name });

/**
 * Reads a pasted workout and matches each line's exercise in the library (exact name, then alias, then the
 * closest name above MATCH_SIMILARITY; a choice by line number overrides the match); unless `dry_run`, appends
 * every line to the end of the day in order, consecutive lines with the same group letter a superset, or
 * writes nothing when a line is unmatched or unreadable (422). 404 for a day not found, 409 for a rest day.
 * Three statements at most, whatever the number of lines: lock the day, match, write.
 */
export const pasteWorkout = async (
  tx: Transaction,
  dayId: number,
  input: PasteWorkout,
): Promise<PastedWorkout> => {
  const day = await lockPasteDay(tx, dayId);
  if (!day) throw notFound(trainingDayMessages.notFound);
  if (day.is_rest_day) throw conflict(programCopyMessages.restDay(day.day_of_the_week, day.sequence_number));

  const lines = readWorkout(input.text);
  const numbers = new Set(lines.map((line) => line.line));
  const choices = new Map<number, number>();
  for (const choice of input.choices ?? []) {
    if (!numbers.has(choice.line)) throw invalidField('choices', pasteMessages.choiceLineInvalid);
    choices.set(choice.line, choice.exercise_id);
  }
  const toMatch = lines.flatMap((line) =>
    line.read.ok && !choices.has(line.line)
      ? [{ line: line.line, name: line.read.parsed.name, alias: expandAlias(line.read.parsed.name) }]
      : [],
  );
  const chosenIds = [...new Set(choices.values())];
  const { candidates, chosen } = await pasteCandidates(tx, dayId, toMatch, chosenIds);
  const chosenById = new Map(chosen.map((exercise) => [exercise.id, exercise]));
  const missing = chosenIds.filter((id) => !chosenById.has(id));
  if (missing.length > 0) throw invalidField('choices', pasteMessages.choiceExerciseNotFound(missing));
  const candidatesOf = new Map<number, PasteCandidate[]>();
  for (const candidate of candidates) {
    candidatesOf.set(candidate.line, [...(candidatesOf.get(candidate.line) ?? []), candidate]);
  }

  /** The line each exercise is taken by so far: a day holds an exercise once. */
  const taken = new Map<number, number>();
  const results: PasteLineResult[] = lines.map(({ line, text, read }) => {
    const base = { line, text, ignored: read.ignored, suggestions: [], similarity: null };
    if (!read.ok) {
      return {
        ...base,
        status: 'unreadable',
        error: read.error,
        parsed: null,
        exercise: null,
        matched_by: null,
      };
    }
    const chosenId = choices.get(line);
    const lineCandidates = candidatesOf.get(line) ?? [];
    const best = lineCandidates[0];
    const found =
      chosenId !== undefined
        ? { ...chosenById.get(chosenId)!, matched_by: 'choice' as const, similarity: null }
        : best && (best.rank < 2 || best.score >= MATCH_SIMILARITY)
          ? {
              ...best,
              matched_by:
                best.rank === 1 || (best.rank === 2 && best.by_alias)
                  ? ('alias' as const)
                  : ('name' as const),
              similarity: best.rank === 2 ? Math.round(best.score * 100) / 100 : 1,
            }
          : null;
    const suggestions = lineCandidates
      .filter((candidate) => !candidate.on_day && !taken.has(candidate.id) && candidate.id !== found?.id)
      .slice(0, PASTE_SUGGESTIONS)
      .map(exerciseRef);
    const unmatched = (error: string | null): PasteLineResult => ({
      ...base,
      status: 'unmatched',
      error,
      parsed: read.parsed,
      exercise: null,
      matched_by: null,
      suggestions,
    });
    if (!found) return unmatched(null);
    const takenOn = taken.get(found.id);
    if (found.on_day) return unmatched(pasteMessages.alreadyOnDay(found.name));
    if (takenOn !== undefined) return unmatched(pasteMessages.repeatedExercise(found.name, takenOn));
    taken.set(found.id, line);
    return {
      ...base,
      status: 'matched',
      error: null,
      parsed: read.parsed,
      exercise: exerciseRef(found),
      matched_by: found.matched_by,
      similarity: found.similarity,
    };
  });

  const dayRef = {
    id: dayId,
    name: `${weekdayName(day.day_of_the_week)}, week ${day.sequence_number} of ${day.program}`,
  };
  if (input.dry_run) return { result: { lines: results, added_log_ids: [] }, day: dayRef };
  if (results.some((line) => line.status !== 'matched')) {
    throw invalidField('text', pasteMessages.linesNotReady);
  }
  const parsed = results.map((line) => line.parsed!);
  const supersets = supersetsOf(parsed);
  const addedLogIds = await appendPastedExercises(
    tx,
    { id: dayId, programId: Number(day.program_id) },
    results.map((line, index) => ({
      exerciseId: line.exercise!.id,
      setsData: pastedSets(line.parsed!),
      superset: supersets[index] ?? null,
    })),
  );
  return { result: { lines: results, added_log_ids: addedLogIds }, day: dayRef };
};
