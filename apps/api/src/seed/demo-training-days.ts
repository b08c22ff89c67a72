import { asc, eq, inArray, sql } from 'drizzle-orm';
import { compactSet, toSetsData, type ExerciseSet, type SetsData } from '@coachboard/contract';
import type { Database } from '../db/client.js';
import {
  dayExerciseGroups,
  exercises,
  programExercises,
  trainingDays,
  trainingPrograms,
  trainingWeeks,
  userExerciseActivityLogs,
} from '../db/schema/index.js';
import { progressWeeks } from '../modules/training-days/public.js';
import { demoPrograms } from './demo-programs-data.js';
import {
  demoSessionsByProgram,
  demoSessionsByType,
  type DemoSessionItem,
} from './demo-training-days-data.js';
import { claimSeed, isSeeded } from './seed-once.js';

const SEED_KEY = 'demo-training-days';
const INSERT_CHUNK = 1000;

const setsOf = (item: DemoSessionItem, weekNumber: number): ExerciseSet[] => {
  const weight =
    item.weight === undefined || item.loadPercent !== undefined
      ? null
      : item.weight + (item.progression ?? 0) * Math.min(weekNumber - 1, 8);
  return Array.from({ length: item.sets }, (_, index) => ({
    reps: item.reps,
    weight: weight === null ? null : Math.round(weight * 2) / 2,
    time: item.time ?? null,
    rir: item.rir ?? null,
    rest: item.rest === 0 ? null : item.rest,
    reps_max: item.repsMax ?? null,
    load_percent: item.loadPercent ?? null,
    amrap: item.amrapLast === true && index === item.sets - 1,
  }));
};

/** Each week's sets of an item with a progression rule, week 1 first, derived once per item. */
const progressed = new WeakMap<DemoSessionItem, SetsData[]>();

const setsDataOf = (item: DemoSessionItem, weekNumber: number): SetsData => {
  if (!item.rule) return toSetsData(setsOf(item, weekNumber).map(compactSet));
  let weeks = progressed.get(item);
  if (!weeks || weeks.length < weekNumber) {
    const first = toSetsData(setsOf(item, 1).map(compactSet));
    weeks = [first, ...progressWeeks(first, item.rule, weekNumber - 1)];
    progressed.set(item, weeks);
  }
  return weeks[weekNumber - 1]!;
};

type LogInsert = typeof userExerciseActivityLogs.$inferInsert;
/** A group to create: its day, kind, rounds, and the logs (two or more, consecutive) that name it. */
interface PendingGroup {
  trainingDayId: number;
  kind: 'superset' | 'circuit';
  rounds: number | null;
  logs: LogInsert[];
}

/**
 * Fills the training days of the demo programs with exercises and sets (sessions by program type, loads
 * growing week by week), once. Runs after the demo programs and the demo exercise library; when either is
 * missing (SEED_DEMO turned on later, or a part removed) it does nothing and tries again next start.
 * Returns how many exercises were placed on days.
 */
export const seedDemoTrainingDays = async (db: Database): Promise<number> => {
  if (await isSeeded(db, SEED_KEY)) return 0;
  return db.transaction(async (tx) => {
    const programs = await tx
      .select({ id: trainingPrograms.id, name: trainingPrograms.name, type: trainingPrograms.programType })
      .from(trainingPrograms)
      .where(
        inArray(
          trainingPrograms.name,
          demoPrograms.map((program) => program.name),
        ),
      );
    const library = await tx.select({ id: exercises.id, name: exercises.name }).from(exercises);
    if (programs.length === 0 || library.length === 0) return 0;
    if (!(await claimSeed(tx, SEED_KEY))) return 0;

    const exerciseId = new Map(library.map((row) => [row.name, row.id]));
    const days = await tx
      .select({
        id: trainingDays.id,
        programId: trainingWeeks.trainingProgramId,
        week: trainingWeeks.sequenceNumber,
      })
      .from(trainingDays)
      .innerJoin(trainingWeeks, eq(trainingWeeks.id, trainingDays.trainingWeekId))
      .where(
        sql`${trainingWeeks.trainingProgramId} = any(${`{${programs.map((p) => p.id).join(',')}}`}::bigint[]) and not ${trainingDays.isRestDay}`,
      )
      .orderBy(
        asc(trainingWeeks.trainingProgramId),
        asc(trainingWeeks.sequenceNumber),
        asc(trainingDays.dayOfTheWeek),
      );

    const programById = new Map(programs.map((program) => [program.id, program]));
    const logs: LogInsert[] = [];
    const groups: PendingGroup[] = [];
    const links = new Set<string>();
    let dayInWeek = 0;
    let previous = '';
    for (const day of days) {
      const program = programById.get(day.programId);
      if (!program) continue;
      const weekKey = `${day.programId}:${day.week}`;
      dayInWeek = weekKey === previous ? dayInWeek + 1 : 0;
      previous = weekKey;
      const sessions = demoSessionsByProgram[program.name] ?? demoSessionsByType[program.type];
      const session = sessions[dayInWeek % sessions.length] ?? [];
      const seen = new Set<number>();
      let open = null as { key: string; group: PendingGroup } | null;
      for (const item of session) {
        const id = exerciseId.get(item.exercise);
        if (id === undefined || seen.has(id)) continue;
        seen.add(id);
        links.add(`${program.id}:${id}`);
        const log: LogInsert = {
          trainingDayId: day.id,
          exerciseId: id,
          position: seen.size,
          setsData: setsDataOf(item, day.week),
        };
        logs.push(log);
        if (!item.group) {
          open = null;
        } else if (open?.key === item.group.key) {
          open.group.logs.push(log);
        } else {
          const group: PendingGroup = {
            trainingDayId: day.id,
            kind: item.group.kind,
            rounds: item.group.kind === 'circuit' ? (item.group.rounds ?? null) : null,
            logs: [log],
          };
          groups.push(group);
          open = { key: item.group.key, group };
        }
      }
    }
    // A group needs two exercises; one whose partner is missing from the library stays a plain exercise.
    const realGroups = groups.filter((group) => group.logs.length >= 2);
    for (let start = 0; start < realGroups.length; start += INSERT_CHUNK) {
      const chunk = realGroups.slice(start, start + INSERT_CHUNK);
      // Ids come from the identity sequence first, so each log can name its group without relying on row order.
      const ids = await tx.execute<{ id: string | number }>(
        sql`select nextval(pg_get_serial_sequence('day_exercise_groups', 'id')) as id from generate_series(1, ${chunk.length})`,
      );
      const values = chunk.map((group, index) => {
        const id = Number(ids.rows[index]?.id);
        for (const log of group.logs) log.groupId = id;
        return { id, trainingDayId: group.trainingDayId, kind: group.kind, rounds: group.rounds };
      });
      await tx.insert(dayExerciseGroups).values(values);
    }
    for (let start = 0; start < logs.length; start += INSERT_CHUNK) {
      await tx.insert(userExerciseActivityLogs).values(logs.slice(start, start + INSERT_CHUNK));
    }
    const programLinks = [...links].map((key) => {
      const [programId, id] = key.split(':').map(Number) as [number, number];
      return { trainingProgramId: programId, exerciseId: id };
    });
    if (programLinks.length > 0) await tx.insert(programExercises).values(programLinks).onConflictDoNothing();
    return logs.length;
  });
};
