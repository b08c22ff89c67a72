import { trainingDayName } from '@coachboard/contract/labels';
import {
  MAX_SETS,
  PASTE_SUGGESTIONS,
  pasteMessages,
  programCopyMessages,
  trainingDayMessages,
  type PasteLineResult,
  type PasteOnExisting,
  type PasteResult,
  type PasteWorkout,
} from '@coachboard/contract';
import type { Transaction } from '../../../lib/db-types.js';
import { conflict, invalidField, notFound } from '../../../lib/errors.js';
import { expandAlias } from '../workout-paste/exercise-aliases.js';
import { pastedSets } from '../workout-paste/parse-workout-line.js';
import { readWorkout, supersetsOf } from '../workout-paste/read-workout.js';
import { appendDayExercises } from '../program-tree-writer/index.js';
import { queueProgramComplianceRefresh } from '../program-edit-refresh.js';
import {
  appendSetsToDayExercises,
  lockPasteDay,
  pasteCandidates,
  type AppendedSets,
  type PasteCandidate,
  type PasteWritten,
} from '../workout-paste/workout-paste-repository.js';

/** The trigram similarity of library name to pasted name (or its alias) from which a line matches by itself. */
export const MATCH_SIMILARITY = 0.5;

/**
 * What a paste wrote, kept in its audit entry's details so `POST .../paste/{pasteId}/undo` can take exactly that
 * back: the day exercises added and the exercises given sets, each with the fingerprint of the sets it left.
 */
export interface PasteRecord {
  added: [id: number, fingerprint: string][];
  appended: [id: number, setsBefore: number, setsAdded: number, fingerprint: string][];
}

export interface PastedWorkout {
  /** `paste_id` is null here: the route sets it to the audit entry's id. */
  result: PasteResult;
  /** The day as the audit log names it. */
  day: { id: number; name: string };
  /** Null for a dry run. */
  record: PasteRecord | null;
}

const exerciseRef = (exercise: { id: number; name: string }) => ({ id: exercise.id, name: exercise.name });

/**
 * Reads a pasted workout and matches each line's exercise in the library (exact name, then alias, then the
 * closest name above MATCH_SIMILARITY; a choice by line number overrides the match). A line whose exercise the
 * day holds is `on_day`: its choice's on_existing appends its sets to that day exercise ('add_sets') or leaves
 * the line out ('skip'). Unless `dry_run`, appends every matched line to the end of the day in order
 * (consecutive lines with the same group letter a superset) and the add_sets lines' sets, in the request
 * transaction; or writes nothing (422) when a line is unmatched or unreadable, an on_day line is undecided or
 * would pass MAX_SETS, or nothing is left to add. 404 for a day not found, 409 for a rest day.
 * Four statements at most, whatever the number of lines: lock the day, match, write the exercises, the sets.
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
  const onExisting = new Map<number, PasteOnExisting>();
  for (const choice of input.choices ?? []) {
    if (!numbers.has(choice.line)) throw invalidField('choices', pasteMessages.choiceLineInvalid);
    if (choice.exercise_id !== undefined) choices.set(choice.line, choice.exercise_id);
    if (choice.on_existing !== undefined) onExisting.set(choice.line, choice.on_existing);
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
    const base = {
      line,
      text,
      ignored: read.ignored,
      suggestions: [],
      similarity: null,
      existing: null,
      on_existing: null,
    };
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
    if (takenOn !== undefined) return unmatched(pasteMessages.repeatedExercise(found.name, takenOn));
    taken.set(found.id, line);
    if (found.on_day && found.log_id !== null) {
      const has = found.log_sets ?? 0;
      return {
        ...base,
        status: 'on_day',
        error:
          has + read.parsed.sets > MAX_SETS
            ? pasteMessages.tooManySetsOnExisting(found.name, has, MAX_SETS)
            : null,
        parsed: read.parsed,
        exercise: exerciseRef(found),
        matched_by: found.matched_by,
        similarity: found.similarity,
        existing: { log_id: found.log_id, sets: has },
        on_existing: onExisting.get(line) ?? null,
      };
    }
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

  const dayRef = { id: dayId, name: pasteDayName(day) };
  const toAdd = results.filter((line) => line.status === 'matched');
  const toAppend = results.filter(
    (line) => line.status === 'on_day' && line.on_existing === 'add_sets' && line.error === null,
  );
  const counts = {
    exercises: toAdd.length,
    sets: toAppend.reduce((sum, line) => sum + line.parsed!.sets, 0),
    existing: toAppend.length,
  };
  const answer = (added: readonly PasteWritten[], appended: readonly AppendedSets[]): PasteResult => ({
    lines: results,
    added_log_ids: added.map((log) => log.id),
    appended: appended.map((log) => ({ log_id: log.id, sets_added: log.setsAdded })),
    counts,
    paste_id: null,
  });
  if (input.dry_run) return { result: answer([], []), day: dayRef, record: null };

  if (results.some((line) => line.status === 'unmatched' || line.status === 'unreadable')) {
    throw invalidField('text', pasteMessages.linesNotReady);
  }
  const undecided = results.filter((line) => line.status === 'on_day' && line.on_existing === null);
  if (undecided.length > 0) {
    throw invalidField('choices', pasteMessages.linesUndecided(undecided.map((line) => line.line)));
  }
  const overfull = results.find(
    (line) => line.status === 'on_day' && line.on_existing === 'add_sets' && line.error !== null,
  );
  if (overfull) throw invalidField('choices', overfull.error!);
  if (toAdd.length === 0 && toAppend.length === 0) throw invalidField('choices', pasteMessages.nothingToAdd);

  // The superset letters of the lines that become exercises: a skipped or appended line is not one of them.
  const supersets = supersetsOf(toAdd.map((line) => line.parsed!));
  const added =
    toAdd.length === 0
      ? []
      : await appendDayExercises(
          tx,
          { id: dayId, programId: Number(day.program_id) },
          toAdd.map((line, index) => ({
            exerciseId: line.exercise!.id,
            setsData: pastedSets(line.parsed!),
            superset: supersets[index] ?? null,
          })),
        );
  const appended =
    toAppend.length === 0
      ? []
      : await appendSetsToDayExercises(
          tx,
          dayId,
          toAppend.map((line) => ({ logId: line.existing!.log_id, sets: pastedSets(line.parsed!) })),
        );
  await queueProgramComplianceRefresh(tx, [Number(day.program_id)]);
  return {
    result: answer(added, appended),
    day: dayRef,
    record: {
      added: added.map((log) => [log.id, log.fingerprint]),
      appended: appended.map((log) => [log.id, log.setsBefore, log.setsAdded, log.fingerprint]),
    },
  };
};

/** The day as the audit log names it: 'Week 2 · Day 1 of Strength Base'. */
export const pasteDayName = (day: { day_of_the_week: number; sequence_number: number; program: string }) =>
  trainingDayName(day.sequence_number, day.day_of_the_week, day.program);
