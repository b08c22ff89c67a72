import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CreateProgramInput, ProgramDetail } from '@coachboard/contract';
import type { Database } from '../../src/db/client.js';
import {
  exercises,
  trainingDays,
  trainingPrograms,
  trainingWeeks,
  userExerciseActivityLogs,
} from '../../src/db/schema/index.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';

export type AuthHeader = Record<string, string>;

export const validProgram = (overrides: Partial<CreateProgramInput> = {}): CreateProgramInput => ({
  name: 'Test Program',
  program_type: 'strength',
  difficulty_level: 'beginner',
  duration_weeks: 4,
  training_days_per_week: 3,
  workout_duration: '45 mins',
  description: 'A description',
  ...overrides,
});

/** Creates a program through the API and returns its detail. */
export const createProgramViaApi = async (
  app: FastifyInstance,
  auth: AuthHeader,
  overrides: Partial<CreateProgramInput> = {},
): Promise<ProgramDetail> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/training-programs/create-admin-program',
    headers: auth,
    payload: validProgram(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: ProgramDetail }>().data;
};

/** A signed-in active user without the admin role: every admin route answers 403. */
export const nonAdminAuthHeader = async (app: FastifyInstance, db: Database) => {
  const { user, password } = await createUser(db, { role: 'user' });
  return bearer((await loginAs(app, user.email, password)).token);
};

interface RouteCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

/** 401 without a token and 403 with a non-admin token, both in the error envelope. */
export const expectAdminOnly = async (app: FastifyInstance, userAuth: AuthHeader, call: RouteCall) => {
  const anonymous = await app.inject({ method: call.method, url: call.url, payload: call.payload });
  expect(anonymous.statusCode, `${call.method} ${call.url} without a token`).toBe(401);
  expect(anonymous.json()).toMatchObject({ success: false });
  const nonAdmin = await app.inject({
    method: call.method,
    url: call.url,
    payload: call.payload,
    headers: userAuth,
  });
  expect(nonAdmin.statusCode, `${call.method} ${call.url} as a non-admin`).toBe(403);
  expect(nonAdmin.json()).toMatchObject({ success: false });
};

/** The week and day layout of a program straight from the tables: `{ [sequence]: [restFlags by day 1..7] }`. */
export const scheduleOf = async (db: Database, programId: number) => {
  const rows = await db
    .select({
      sequence: trainingWeeks.sequenceNumber,
      day: trainingDays.dayOfTheWeek,
      rest: trainingDays.isRestDay,
    })
    .from(trainingWeeks)
    .innerJoin(trainingDays, eq(trainingDays.trainingWeekId, trainingWeeks.id))
    .where(eq(trainingWeeks.trainingProgramId, programId))
    .orderBy(trainingWeeks.sequenceNumber, trainingDays.dayOfTheWeek);
  const weeks = new Map<number, boolean[]>();
  for (const row of rows) {
    const days = weeks.get(row.sequence) ?? [];
    days[row.day - 1] = row.rest;
    weeks.set(row.sequence, days);
  }
  return weeks;
};

/** The training (non-rest) days of a week as day numbers. */
export const trainingDayNumbers = (restFlags: boolean[]) =>
  restFlags.flatMap((rest, index) => (rest ? [] : [index + 1]));

export const insertExercise = async (db: Database, name = 'Back Squat') => {
  const [row] = await db.insert(exercises).values({ name }).returning();
  return row!;
};

/** Assigns an exercise to day `dayOfTheWeek` of week `sequence` directly in the table (the day editor is later). */
export const assignExerciseToDay = async (
  db: Database,
  programId: number,
  sequence: number,
  dayOfTheWeek: number,
  exerciseId: number,
) => {
  const [day] = await db
    .select({ id: trainingDays.id })
    .from(trainingDays)
    .innerJoin(trainingWeeks, eq(trainingWeeks.id, trainingDays.trainingWeekId))
    .where(
      sql`${trainingWeeks.trainingProgramId} = ${programId} and ${trainingWeeks.sequenceNumber} = ${sequence} and ${trainingDays.dayOfTheWeek} = ${dayOfTheWeek}`,
    );
  if (!day) throw new Error(`No day ${dayOfTheWeek} in week ${sequence}`);
  const [log] = await db
    .insert(userExerciseActivityLogs)
    .values({
      trainingDayId: day.id,
      exerciseId,
      position: 1,
      setsData: { set_1: { reps: 10, weight: 40, time: null, rir: null, rest: null } },
    })
    .returning();
  return { dayId: day.id, log: log! };
};

export const programRow = async (db: Database, id: number) => {
  const [row] = await db.select().from(trainingPrograms).where(eq(trainingPrograms.id, id));
  return row;
};

/** A real image made by sharp. */
export const makeImage = (format: 'png' | 'jpeg', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body for app.inject. */
export const multipart = (parts: MultipartPart[]) => {
  const boundary = `----coachboard${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
