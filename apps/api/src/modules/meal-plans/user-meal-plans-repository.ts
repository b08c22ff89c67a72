import { and, eq, sql } from 'drizzle-orm';
import { displayName, type UserMealPlan } from '@coachboard/contract';
import { mealPlanDays, mealPlans, userMealPlans, users } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { bigintArray } from '../../lib/sql.js';

const assignmentColumns = {
  userId: userMealPlans.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mealPlanId: userMealPlans.mealPlanId,
  mealPlanName: mealPlans.name,
  trainingDayId: userMealPlans.trainingDayId,
  restDayId: userMealPlans.restDayId,
  startsOn: userMealPlans.startsOn,
  endsOn: userMealPlans.endsOn,
};

type AssignmentRow = {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  mealPlanId: number;
  mealPlanName: string;
  trainingDayId: number | null;
  restDayId: number | null;
  startsOn: string;
  endsOn: string | null;
};

const toUserMealPlan = (row: AssignmentRow): UserMealPlan => ({
  user_id: row.userId,
  user_name: displayName({ first_name: row.firstName, last_name: row.lastName, email: row.email }),
  meal_plan_id: row.mealPlanId,
  meal_plan_name: row.mealPlanName,
  training_day_id: row.trainingDayId,
  rest_day_id: row.restDayId,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
});

const assignments = (db: Queryable) =>
  db
    .select(assignmentColumns)
    .from(userMealPlans)
    .innerJoin(mealPlans, eq(mealPlans.id, userMealPlans.mealPlanId))
    .innerJoin(users, eq(users.id, userMealPlans.userId));

/** The users a (live) plan is assigned to, by name. */
export const listPlanAssignments = async (db: Queryable, planId: number) => {
  const rows = await assignments(db)
    .where(and(eq(userMealPlans.mealPlanId, planId), sql`${users.deletedAt} is null`))
    .orderBy(users.firstName, users.lastName, users.id);
  return rows.map(toUserMealPlan);
};

/** A user's meal plan (null: none, or its plan is in the trash). */
export const findUserMealPlan = async (db: Queryable, userId: number) => {
  const [row] = await assignments(db).where(eq(userMealPlans.userId, userId));
  return row ? toUserMealPlan(row) : null;
};

/** The ids among `ids` that are live app users (not panel accounts, not deleted). */
export const liveAppUserIds = async (db: Queryable, ids: readonly number[]) => {
  const result = await db.execute<{ id: string }>(sql`
    select id from ${users} where id = any(${bigintArray(ids)}) and role = 'user' and deleted_at is null`);
  return new Set(result.rows.map((row) => Number(row.id)));
};

export const planDayIds = async (db: Queryable, planId: number) => {
  const rows = await db
    .select({ id: mealPlanDays.id })
    .from(mealPlanDays)
    .where(eq(mealPlanDays.mealPlanId, planId));
  return new Set(rows.map((row) => row.id));
};

/** Gives each user this plan (replacing the one they had) in one statement. */
export const upsertAssignments = async (
  db: Queryable,
  planId: number,
  userIds: readonly number[],
  values: { trainingDayId: number | null; restDayId: number | null; startsOn: string; endsOn: string | null },
) => {
  if (userIds.length === 0) return;
  await db
    .insert(userMealPlans)
    .values(
      userIds.map((userId) => ({
        userId,
        mealPlanId: planId,
        trainingDayId: values.trainingDayId,
        restDayId: values.restDayId,
        startsOn: values.startsOn,
        endsOn: values.endsOn,
      })),
    )
    .onConflictDoUpdate({
      target: userMealPlans.userId,
      set: {
        mealPlanId: planId,
        trainingDayId: values.trainingDayId,
        restDayId: values.restDayId,
        startsOn: values.startsOn,
        endsOn: values.endsOn,
        updatedAt: sql`now()`,
      },
    });
};

/** Ends a user's assignment to this plan; false when they had none. */
export const deleteAssignment = async (db: Queryable, planId: number, userId: number) => {
  const rows = await db
    .delete(userMealPlans)
    .where(and(eq(userMealPlans.mealPlanId, planId), eq(userMealPlans.userId, userId)))
    .returning({ id: userMealPlans.id });
  return rows.length > 0;
};

/** The assignment covering `date`, of a live plan: which day its training and rest dates take. */
export const assignmentOn = async (db: Queryable, userId: number, date: string) => {
  const [row] = await db
    .select({
      mealPlanId: userMealPlans.mealPlanId,
      trainingDayId: userMealPlans.trainingDayId,
      restDayId: userMealPlans.restDayId,
      startsOn: userMealPlans.startsOn,
      endsOn: userMealPlans.endsOn,
    })
    .from(userMealPlans)
    .innerJoin(mealPlans, eq(mealPlans.id, userMealPlans.mealPlanId))
    .where(
      and(
        eq(userMealPlans.userId, userId),
        sql`${userMealPlans.startsOn} <= ${date}::date`,
        sql`(${userMealPlans.endsOn} is null or ${userMealPlans.endsOn} >= ${date}::date)`,
      ),
    );
  return row ?? null;
};

/** A live app user's name (null: no such app user). */
export const appUserName = async (db: Queryable, userId: number) => {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'user'), sql`${users.deletedAt} is null`));
  return user
    ? displayName({ first_name: user.firstName, last_name: user.lastName, email: user.email })
    : null;
};
