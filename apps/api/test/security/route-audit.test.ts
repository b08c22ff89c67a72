import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../src/plugins/route-table.js';
import { createPostViaApi } from '../community/community-helpers.js';
import { addToDay, createExerciseViaApi, dayId, weeksOf } from '../exercises/exercise-helpers.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import { mailsTo, readOutbox, resetCodeIn } from '../helpers/outbox.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createProgramViaApi, makeImage, multipart } from '../programs/program-helpers.js';
import { createRecipeViaApi } from '../recipes/recipe-helpers.js';
import { validUserInput } from '../users/users-helpers.js';
import { latestInvitationToken } from '../team/team-helpers.js';
import { checkInAuditCalls } from '../member/check-in-audit-calls.js';
import { nutritionAuditCalls } from '../nutrition/nutrition-audit-calls.js';
import { mealPlanAuditCalls } from '../meal-plans/meal-plan-audit-calls.js';
import { sessionAuditCalls } from '../member/session-audit-calls.js';
import { routeKey } from './route-table.js';
import { passwordStep, totpCode, turnOnTwoFactor } from '../auth/two-factor-helpers.js';

/**
 * Every mutating /api route (Fastify's own route table, as route-access.test.ts walks it) must write an audit
 * entry when it succeeds: each has a happy call below, run in this order; a route without one
 * fails by name, as does a call that answers 2xx without an entry carrying its request id. The one route
 * whose success writes nothing by design is listed in NOT_AUDITED.
 */
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Starting the two-factor set-up only keeps a pending secret: nothing changes until confirm ('two-factor-on').
// The bell's 'Mark all read' keeps the caller's own view state: no record changes, nothing to revert.
const NOT_AUDITED = [
  'POST /api/account/two-factor/start',
  'POST /api/auth/refresh',
  'PUT /api/dashboard/read-marks',
];

interface Fixture {
  app: FastifyInstance;
  auth: Record<string, string>;
  ids: Record<string, number>;
  /** The batch of the last bulk delete (its Undo is walked too). */
  batchId?: string;
  resetEmail: string;
  dataDir: string;
}

type Call = (f: Fixture) => Promise<InjectOptions>;

/** New exercises put on the walk's day (for the group routes); their log ids. */
const walkLogs = async (f: Fixture, names: readonly string[]) => {
  const ids: number[] = [];
  for (const name of names) {
    const exercise = await createExerciseViaApi(f.app, f.auth, { name });
    ids.push((await addToDay(f.app, f.auth, { exercise_id: exercise.id, training_day_id: f.ids.day! })).id);
  }
  return ids;
};

const image = async (name = 'file') =>
  multipart([{ name, value: await makeImage('png'), filename: 'a.png', contentType: 'image/png' }]);

/** In walking order: creates and updates first, deletes and trash last. */
const AUDIT_CALLS: Record<string, Call> = {
  'POST /api/auth/login': async (f) => {
    const { user, password } = await createAdmin(f.app.db);
    return { url: '/api/auth/login', payload: { email: user.email, password, remember_me: false } };
  },
  'POST /api/auth/logout': async (f) => {
    const { user, password } = await createAdmin(f.app.db);
    const session = await loginAs(f.app, user.email, password);
    return { url: '/api/auth/logout', headers: bearer(session.token) };
  },
  'POST /api/account/two-factor/confirm': async (f) => {
    const { user, password } = await createAdmin(f.app.db);
    const auth = bearer((await loginAs(f.app, user.email, password)).token);
    const started = await f.app.inject({
      method: 'POST',
      url: '/api/account/two-factor/start',
      headers: auth,
      payload: { password },
    });
    const code = await totpCode(started.json<{ data: { secret: string } }>().data.secret);
    return { url: '/api/account/two-factor/confirm', headers: auth, payload: { code } };
  },
  'POST /api/account/two-factor/recovery-codes': async (f) => {
    const { user, password } = await createAdmin(f.app.db);
    const auth = bearer((await loginAs(f.app, user.email, password)).token);
    const { recoveryCodes } = await turnOnTwoFactor(f.app, auth, password);
    return {
      url: '/api/account/two-factor/recovery-codes',
      headers: auth,
      payload: { code: recoveryCodes[0] },
    };
  },
  'POST /api/account/two-factor/disable': async (f) => {
    const { user, password } = await createAdmin(f.app.db);
    const auth = bearer((await loginAs(f.app, user.email, password)).token);
    const { secret } = await turnOnTwoFactor(f.app, auth, password);
    const code = await totpCode(secret, 1);
    return { url: '/api/account/two-factor/disable', headers: auth, payload: { password, code } };
  },
  'POST /api/auth/login/second-step': async (f) => {
    const { user, password } = await createAdmin(f.app.db);
    const auth = bearer((await loginAs(f.app, user.email, password)).token);
    const { secret } = await turnOnTwoFactor(f.app, auth, password);
    const challenge = await passwordStep(f.app, user.email, password);
    return { url: '/api/auth/login/second-step', payload: { challenge, code: await totpCode(secret, 1) } };
  },
  'POST /api/auth/request-password-reset': async (f) => ({
    url: '/api/auth/request-password-reset',
    payload: { email: f.resetEmail },
  }),
  'POST /api/auth/verify-reset-code': async (f) => {
    const code = resetCodeIn(mailsTo(await readOutbox(f.app, f.dataDir), f.resetEmail).at(-1)!);
    return { url: '/api/auth/verify-reset-code', payload: { email: f.resetEmail, code } };
  },
  'POST /api/auth/reset-password': async (f) => {
    const code = resetCodeIn(mailsTo(await readOutbox(f.app, f.dataDir), f.resetEmail).at(-1)!);
    return {
      url: '/api/auth/reset-password',
      payload: { email: f.resetEmail, code, password: 'N3w@Passw0rd' },
    };
  },
  // My account: each call signs in a fresh admin, so the walk's own session and password stay.
  'PATCH /api/account': async () => ({
    url: '/api/account',
    payload: { first_name: 'Walk', last_name: 'Account' },
  }),
  'POST /api/account/password': async (f) => {
    const { user, password } = await createAdmin(f.app.db);
    const session = await loginAs(f.app, user.email, password);
    const next = 'walk-copper-meadow-93';
    return {
      url: '/api/account/password',
      headers: bearer(session.token),
      payload: { current_password: password, password: next, password_confirmation: next },
    };
  },
  'DELETE /api/account/sessions/:id': async (f) => {
    const { user, password } = await createAdmin(f.app.db);
    const mine = await loginAs(f.app, user.email, password);
    const other = await loginAs(f.app, user.email, password);
    const listed = await f.app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: bearer(other.token),
    });
    const id = listed.json<{ data: { id: string; current: boolean }[] }>().data.find((s) => s.current)!.id;
    return { url: `/api/account/sessions/${id}`, headers: bearer(mine.token) };
  },
  'POST /api/account/sessions/end-others': async (f) => {
    const { user, password } = await createAdmin(f.app.db);
    const mine = await loginAs(f.app, user.email, password);
    await loginAs(f.app, user.email, password);
    return { url: '/api/account/sessions/end-others', headers: bearer(mine.token) };
  },
  'POST /api/training-programs/create-admin-program': async () => ({
    url: '/api/training-programs/create-admin-program',
    payload: {
      name: 'Walked Program',
      program_type: 'strength',
      difficulty_level: 'beginner',
      duration_weeks: 2,
      training_days_per_week: 3,
      workout_duration: '45 mins',
      description: 'x',
    },
  }),
  'POST /api/training-programs/:id/duplicate': async (f) => ({
    url: `/api/training-programs/${(await createProgramViaApi(f.app, f.auth, { name: 'Walk Copy Source' })).id}/duplicate`,
    payload: {},
  }),
  'POST /api/training-programs/:programId/weeks/:weekId/duplicate': async (f) => {
    const program = await createProgramViaApi(f.app, f.auth, { name: 'Walk Week Source' });
    const weeks = await weeksOf(f.app, f.auth, program.id);
    return { url: `/api/training-programs/${program.id}/weeks/${weeks[0]!.id}/duplicate`, payload: {} };
  },
  'POST /api/training-days/:dayId/copy-to': async (f) => {
    const program = await createProgramViaApi(f.app, f.auth, { name: 'Walk Day Source' });
    const weeks = await weeksOf(f.app, f.auth, program.id);
    return {
      url: `/api/training-days/${dayId(weeks, 1, 1)}/copy-to`,
      payload: { target_day_ids: [dayId(weeks, 2, 1)], mode: 'append' },
    };
  },
  'POST /api/training-programs/:id/sync': async (f) => {
    const template = await createProgramViaApi(f.app, f.auth, { name: 'Walk Sync Template' });
    const { user } = await createUser(f.app.db);
    await f.app.inject({
      method: 'POST',
      url: `/api/training-programs/${template.id}/assign-user/${user.id}`,
      headers: f.auth,
      payload: { mode: 'copy' },
    });
    // A template change for the copy to take: a sync that changes nothing writes no entry.
    const exercise = await createExerciseViaApi(f.app, f.auth, { name: 'Walk Sync Exercise' });
    const weeks = await weeksOf(f.app, f.auth, template.id);
    await addToDay(f.app, f.auth, { exercise_id: exercise.id, training_day_id: dayId(weeks, 1, 1) });
    return { url: `/api/training-programs/${template.id}/sync`, payload: {} };
  },
  'POST /api/training-days/:dayId/exercises/:logId/progression': async (f) => {
    const program = await createProgramViaApi(f.app, f.auth, { name: 'Walk Progression' });
    const weeks = await weeksOf(f.app, f.auth, program.id);
    const exercise = await createExerciseViaApi(f.app, f.auth, { name: 'Walk Progression Exercise' });
    const log = await addToDay(f.app, f.auth, {
      exercise_id: exercise.id,
      training_day_id: dayId(weeks, 1, 1),
    });
    return {
      url: `/api/training-days/${dayId(weeks, 1, 1)}/exercises/${log.id}/progression`,
      payload: { rule: { type: 'linear_reps', step: 1 }, weeks: 1 },
    };
  },
  'POST /api/training-days/:dayId/paste': async (f) => {
    const program = await createProgramViaApi(f.app, f.auth, { name: 'Walk Paste' });
    const weeks = await weeksOf(f.app, f.auth, program.id);
    const exercise = await createExerciseViaApi(f.app, f.auth, { name: 'Walk Paste Exercise' });
    return {
      url: `/api/training-days/${dayId(weeks, 1, 1)}/paste`,
      payload: { text: `${exercise.name} 3x8 @ 60kg` },
    };
  },
  'POST /api/training-days/:dayId/paste/:pasteId/undo': async (f) => {
    const program = await createProgramViaApi(f.app, f.auth, { name: 'Walk Paste Undo' });
    const day = dayId(await weeksOf(f.app, f.auth, program.id), 1, 1);
    const exercise = await createExerciseViaApi(f.app, f.auth, { name: 'Walk Paste Undo Exercise' });
    const pasted = await f.app.inject({
      method: 'POST',
      url: `/api/training-days/${day}/paste`,
      headers: f.auth,
      payload: { text: `${exercise.name} 3x60s` },
    });
    return {
      url: `/api/training-days/${day}/paste/${pasted.json<{ data: { paste_id: number } }>().data.paste_id}/undo`,
    };
  },
  'PUT /api/training-programs/:id': async (f) => ({
    url: `/api/training-programs/${f.ids.program}`,
    payload: {
      name: 'Walked Program Renamed',
      program_type: 'strength',
      difficulty_level: 'beginner',
      duration_weeks: 4,
      training_days_per_week: 3,
      workout_duration: '45 mins',
      description: 'changed',
    },
  }),
  'POST /api/training-programs/:programId/assign-user/:userId': async (f) => ({
    url: `/api/training-programs/${f.ids.program}/assign-user/${f.ids.user}`,
  }),
  'DELETE /api/training-programs/:programId/unassign-user/:userId': async (f) => ({
    url: `/api/training-programs/${f.ids.program}/unassign-user/${f.ids.user}`,
  }),
  'POST /api/training-programs/:programId/assign-exercise/:exerciseId': async (f) => ({
    url: `/api/training-programs/${f.ids.program}/assign-exercise/${f.ids.exercise2}`,
  }),
  'DELETE /api/training-programs/:programId/unassign-exercise/:exerciseId': async (f) => ({
    url: `/api/training-programs/${f.ids.program}/unassign-exercise/${f.ids.exercise2}`,
  }),
  'POST /api/files/training-programs/:id/upload-program-image': async (f) => ({
    url: `/api/files/training-programs/${f.ids.program}/upload-program-image`,
    ...(await image()),
  }),
  'POST /api/user-exercise-activity-logs/add-new': async (f) => ({
    url: '/api/user-exercise-activity-logs/add-new',
    payload: { exercise_id: f.ids.exercise2, training_day_id: f.ids.day },
  }),
  'POST /api/user-exercise-activity-logs/update-positions': async (f) => ({
    url: '/api/user-exercise-activity-logs/update-positions',
    payload: { training_day_id: f.ids.day, positions: { [String(f.ids.log)]: 1 } },
  }),
  'PATCH /api/user-exercise-activity-logs/:logId': async (f) => ({
    url: `/api/user-exercise-activity-logs/${f.ids.log}`,
    payload: { sets_data: { set_1: { reps: 8 } } },
  }),
  'DELETE /api/user-exercise-activity-logs/:logId': async (f) => ({
    url: `/api/user-exercise-activity-logs/${f.ids.log}`,
  }),
  'POST /api/training-days/:dayId/groups': async (f) => ({
    url: `/api/training-days/${f.ids.day}/groups`,
    payload: { log_ids: await walkLogs(f, ['Walk Superset One', 'Walk Superset Two']), kind: 'superset' },
  }),
  'DELETE /api/training-days/:dayId/groups/:groupId': async (f) => {
    const logIds = await walkLogs(f, ['Walk Circuit One', 'Walk Circuit Two']);
    const made = await f.app.inject({
      method: 'POST',
      url: `/api/training-days/${f.ids.day}/groups`,
      headers: f.auth,
      payload: { log_ids: logIds, kind: 'circuit', rounds: 2 },
    });
    type Day = { user_exercise_activity_logs: { id: number; group: { id: number } | null }[] };
    const day = made.json<{ data: Day }>().data;
    const group = day.user_exercise_activity_logs.find((log) => log.id === logIds[0])!.group!;
    return { url: `/api/training-days/${f.ids.day}/groups/${group.id}` };
  },
  'POST /api/exercises': async () => ({
    url: '/api/exercises',
    payload: { name: 'Walked Lunge', target_muscle_group: 'legs' },
  }),
  'PUT /api/exercises/:id': async (f) => ({
    url: `/api/exercises/${f.ids.exercise}`,
    payload: { name: 'Walked Squat', target_muscle_group: 'legs' },
  }),
  'POST /api/recipes': async () => ({ url: '/api/recipes', payload: { name: 'Walked Oats' } }),
  'PUT /api/recipes/:id': async (f) => ({
    url: `/api/recipes/${f.ids.recipe}`,
    payload: { name: 'Walked Porridge' },
  }),
  'POST /api/files/recipes/:id/upload-recipe-image': async (f) => ({
    url: `/api/files/recipes/${f.ids.recipe}/upload-recipe-image`,
    ...(await image()),
  }),
  'POST /api/users': async () => ({ url: '/api/users', payload: validUserInput() }),
  'PUT /api/users/:id': async (f) => ({
    url: `/api/users/${f.ids.user}`,
    payload: { ...validUserInput({ first_name: 'Walked' }), email: undefined, password: undefined },
  }),
  'POST /api/files/users/:id/upload-profile-image': async (f) => ({
    url: `/api/files/users/${f.ids.user}/upload-profile-image`,
    ...(await image()),
  }),
  'POST /api/posts': async () => ({
    url: '/api/posts',
    payload: { content: 'Walked post', type: 'general' },
  }),
  'PUT /api/posts/:id': async (f) => ({
    url: `/api/posts/${f.ids.post}`,
    payload: { content: 'Walked post, edited', type: 'general' },
  }),
  'POST /api/posts/:id/like': async (f) => ({ url: `/api/posts/${f.ids.post}/like` }),
  'DELETE /api/posts/:id/like': async (f) => ({ url: `/api/posts/${f.ids.post}/like` }),
  'POST /api/posts/:id/comments': async (f) => ({
    url: `/api/posts/${f.ids.post}/comments`,
    payload: { content: 'A walked comment' },
  }),
  'PUT /api/posts/:id/comments/:commentId': async (f) => ({
    url: `/api/posts/${f.ids.post}/comments/${f.ids.comment}`,
    payload: { content: 'A walked comment, edited' },
  }),
  'POST /api/files/community/posts/:postId/upload-attachment': async (f) => ({
    url: `/api/files/community/posts/${f.ids.post}/upload-attachment`,
    ...(await image('attachments[]')),
  }),
  'POST /api/audit/:entryId/revert': async (f) => {
    const rows = await f.app.db.execute<{ id: string }>(
      sql`SELECT id FROM audit_entries WHERE action = 'update' AND record_type = 'recipe' AND record_id = ${f.ids.recipe}
          ORDER BY id DESC LIMIT 1`,
    );
    return { url: `/api/audit/${rows.rows[0]?.id ?? 0}/revert` };
  },
  'DELETE /api/files/delete/:imageId': async (f) => {
    const rows = await f.app.db.execute<{ image_file_id: string }>(
      sql`SELECT image_file_id FROM training_programs WHERE id = ${f.ids.program}`,
    );
    return { url: `/api/files/delete/${rows.rows[0]?.image_file_id ?? 0}` };
  },
  'DELETE /api/posts/:id/comments/:commentId': async (f) => ({
    url: `/api/posts/${f.ids.post}/comments/${f.ids.comment}`,
  }),
  'DELETE /api/posts/:id': async (f) => ({ url: `/api/posts/${f.ids.post}` }),
  'DELETE /api/users/:id': async (f) => ({ url: `/api/users/${f.ids.user}` }),
  'POST /api/users/:id/restore': async (f) => ({ url: `/api/users/${f.ids.user}/restore` }),
  'DELETE /api/exercises/:id': async (f) => ({ url: `/api/exercises/${f.ids.exercise}` }),
  'DELETE /api/recipes/:id': async (f) => ({ url: `/api/recipes/${f.ids.recipe}` }),
  // The team
  'PATCH /api/team/members/:id': async (f) => {
    const { user } = await createAdmin(f.app.db, { teamRole: 'moderator' });
    return { url: `/api/team/members/${user.id}`, payload: { team_role: 'coach' } };
  },
  'POST /api/team/members/:id/sessions/end': async (f) => {
    const { user } = await createAdmin(f.app.db, { teamRole: 'coach' });
    return { url: `/api/team/members/${user.id}/sessions/end` };
  },
  'POST /api/team/members/:id/deactivate': async (f) => {
    const { user } = await createAdmin(f.app.db, { teamRole: 'coach' });
    f.ids.teamMember = user.id;
    return { url: `/api/team/members/${user.id}/deactivate` };
  },
  'POST /api/team/members/:id/reactivate': async (f) => ({
    url: `/api/team/members/${f.ids.teamMember}/reactivate`,
  }),
  'POST /api/team/invitations': async () => ({
    url: '/api/team/invitations',
    payload: { email: 'walk-invitee@example.test', team_role: 'coach' },
  }),
  'POST /api/team/invitations/:id/resend': async (f) => {
    const found = await f.app.db.execute<{ id: number }>(
      sql`SELECT id FROM team_invitations WHERE email = 'walk-invitee@example.test' AND accepted_at IS NULL`,
    );
    return { url: `/api/team/invitations/${found.rows[0]!.id}/resend` };
  },
  'POST /api/team/invitations/accept': async (f) => {
    const token = await latestInvitationToken(f.app, f.dataDir, 'walk-invitee@example.test');
    const password = 'violet-harbour-lantern-42';
    return {
      url: '/api/team/invitations/accept',
      payload: { token, first_name: 'Walk', last_name: 'Invitee', password, password_confirmation: password },
    };
  },
  'DELETE /api/team/invitations/:id': async (f) => {
    const invited = await f.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: f.auth,
      payload: { email: 'walk-revoked@example.test', team_role: 'moderator' },
    });
    return { url: `/api/team/invitations/${invited.json<{ data: { id: number } }>().data.id}` };
  },
  'PUT /api/team/settings': async () => ({
    url: '/api/team/settings',
    payload: { require_two_factor: false },
  }),
  'POST /api/trash/:type/:id/restore': async (f) => ({ url: `/api/trash/recipe/${f.ids.recipe}/restore` }),
  'DELETE /api/training-programs/:id': async (f) => ({ url: `/api/training-programs/${f.ids.program}` }),
  'DELETE /api/trash/:type/:id': async (f) => ({ url: `/api/trash/program/${f.ids.program}` }),
  'POST /api/training-programs/bulk-delete': async (f) => ({
    url: '/api/training-programs/bulk-delete',
    payload: { ids: [f.ids.program2] },
  }),
  'POST /api/exercises/bulk-delete': async (f) => ({
    url: '/api/exercises/bulk-delete',
    payload: { ids: [f.ids.exercise2] },
  }),
  'POST /api/recipes/bulk-delete': async (f) => ({
    url: '/api/recipes/bulk-delete',
    payload: { ids: [f.ids.recipe] },
  }),
  'POST /api/users/bulk-delete': async (f) => ({
    url: '/api/users/bulk-delete',
    payload: { ids: [f.ids.user2] },
  }),
  'POST /api/posts/bulk-delete': async (f) => ({
    url: '/api/posts/bulk-delete',
    payload: { ids: [f.ids.post2] },
  }),
  'POST /api/trash/batches/:batchId/restore': async (f) => ({
    url: `/api/trash/batches/${f.batchId}/restore`,
  }),
  // Last: their answers carry a batch_id too, which would replace the trash batch the restore above walks.
  'POST /api/training-programs/:id/assignments': async (f) => {
    const program = await createProgramViaApi(f.app, f.auth, { name: 'Walk Bulk Assign' });
    const { user } = await createUser(f.app.db);
    return { url: `/api/training-programs/${program.id}/assignments`, payload: { user_ids: [user.id] } };
  },
  'POST /api/assignment-batches/:batchId/undo': async (f) => {
    const program = await createProgramViaApi(f.app, f.auth, { name: 'Walk Bulk Undo' });
    const { user } = await createUser(f.app.db);
    const made = await f.app.inject({
      method: 'POST',
      url: `/api/training-programs/${program.id}/assignments`,
      headers: f.auth,
      payload: { user_ids: [user.id], mode: 'copy' },
    });
    return {
      url: `/api/assignment-batches/${made.json<{ data: { batch_id: string } }>().data.batch_id}/undo`,
    };
  },
  ...sessionAuditCalls,
  ...checkInAuditCalls,
  ...nutritionAuditCalls,
  ...mealPlanAuditCalls,
};

const mutatingRoutes = (app: FastifyInstance) =>
  registeredRoutes(app).filter((route) => MUTATING.has(route.method) && route.url.startsWith('/api/'));

let t: TestApp;
let fixture: Fixture;

beforeAll(async () => {
  t = await createTestApp({ register: undefined });
  const { user: admin, password } = await createAdmin(t.db);
  const auth = bearer((await loginAs(t.app, admin.email, password, { remoteAddress: '10.88.0.1' })).token);
  const program = await createProgramViaApi(t.app, auth, { name: 'Walk Program' });
  const program2 = await createProgramViaApi(t.app, auth, { name: 'Walk Program Two' });
  const exercise = await createExerciseViaApi(t.app, auth, { name: 'Walk Squat' });
  const exercise2 = await createExerciseViaApi(t.app, auth, { name: 'Walk Press' });
  const weeks = await weeksOf(t.app, auth, program.id);
  const day = dayId(weeks, 1, 1);
  const log = await addToDay(t.app, auth, { exercise_id: exercise.id, training_day_id: day });
  const recipe = await createRecipeViaApi(t.app, auth, { name: 'Walk Oats' });
  const { user } = await createUser(t.db);
  const { user: user2 } = await createUser(t.db);
  const { user: resetUser } = await createUser(t.db);
  const post = await createPostViaApi(t.app, auth, { content: 'Walk post' });
  const post2 = await createPostViaApi(t.app, auth, { content: 'Walk post two' });
  const comment = await t.app.inject({
    method: 'POST',
    url: `/api/posts/${post.id}/comments`,
    headers: auth,
    payload: { content: 'Walk comment' },
  });
  fixture = {
    app: t.app,
    auth,
    dataDir: t.dataDir,
    resetEmail: resetUser.email,
    ids: {
      program: program.id,
      program2: program2.id,
      exercise: exercise.id,
      exercise2: exercise2.id,
      day,
      log: log.id,
      recipe: recipe.id,
      user: user.id,
      user2: user2.id,
      post: post.id,
      post2: post2.id,
      comment: comment.json<{ data: { id: number } }>().data.id,
    },
  };
});
afterAll(async () => t?.close());

describe('every mutating route joins the audit log', () => {
  it('declares how (config.audit), and only token rotation writes nothing', () => {
    const undeclared: string[] = [];
    const silent: string[] = [];
    for (const route of mutatingRoutes(t.app)) {
      const { audit } = route;
      if (!audit) undeclared.push(routeKey(route));
      else if ('writtenBy' in audit && audit.writtenBy === 'none') silent.push(routeKey(route));
    }
    expect(undeclared).toEqual([]);
    expect(silent).toEqual(NOT_AUDITED);
  });

  it('writes an entry with the request id on each happy call', async () => {
    const routes = new Set(mutatingRoutes(t.app).map(routeKey));
    const missing = [...routes].filter((key) => !NOT_AUDITED.includes(key) && !(key in AUDIT_CALLS));
    expect(missing, 'routes without a happy call in AUDIT_CALLS').toEqual([]);

    const problems: string[] = [];
    for (const [key, makeCall] of Object.entries(AUDIT_CALLS)) {
      if (!routes.has(key)) {
        problems.push(`${key}: no such route (remove it from AUDIT_CALLS)`);
        continue;
      }
      const [method] = key.split(' ') as [InjectOptions['method']];
      const call = await makeCall(fixture);
      const response = await t.app.inject({ method, ...call, headers: { ...fixture.auth, ...call.headers } });
      if (response.statusCode >= 300) {
        problems.push(`${key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        continue;
      }
      const body = response.json<{ data?: { batch_id?: string } }>();
      if (body.data?.batch_id) fixture.batchId = body.data.batch_id;
      const entries = await t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM audit_entries WHERE request_id = ${String(response.headers['x-request-id'])}`,
      );
      if (entries.rows[0]!.n === 0) problems.push(`${key}: answered ${response.statusCode} without an entry`);
    }
    expect(problems).toEqual([]);
  });
});
