import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { createPostViaApi } from '../community/community-helpers.js';
import { addToDay, createExerciseViaApi, dayId, weeksOf } from '../exercises/exercise-helpers.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import { createProgramViaApi } from '../programs/program-helpers.js';
import { createRecipeViaApi } from '../recipes/recipe-helpers.js';

/** The address the fuzzer signs in from, apart from the fuzzed sign-ins' address so their limits do not hit it. */
const FUZZER_ADDRESS = '10.77.0.1';

export interface FuzzAdmin {
  email: string;
  password: string;
  /** Signs in again (after a fuzzed logout ended the session); returns the header to send. */
  signIn: () => Promise<Record<string, string>>;
}

/**
 * Rows with ids 1 to 3 in the main tables (users, programs with weeks and days, exercises, recipes, posts,
 * comments, activity logs, assignments), so that fuzzed ids reach existing rows. The fuzzing admin comes
 * after the three users, so the plausible ids 1-3 never point at it.
 */
export const createFuzzFixtures = async (app: FastifyInstance, db: Database): Promise<FuzzAdmin> => {
  for (let index = 0; index < 3; index += 1) await createUser(db);
  const { user, password } = await createAdmin(db);
  const signIn = async () =>
    bearer((await loginAs(app, user.email, password, { remoteAddress: FUZZER_ADDRESS })).token);
  const auth = await signIn();

  for (let index = 0; index < 3; index += 1) {
    const program = await createProgramViaApi(app, auth, { name: `Fuzz Program ${index + 1}` });
    const exercise = await createExerciseViaApi(app, auth, { name: `Fuzz Exercise ${index + 1}` });
    const weeks = await weeksOf(app, auth, program.id);
    await addToDay(app, auth, { exercise_id: exercise.id, training_day_id: dayId(weeks, 1, 1) });
    await createRecipeViaApi(app, auth, { name: `Fuzz Recipe ${index + 1}` });
    const post = await createPostViaApi(app, auth, { content: `Fuzz post ${index + 1}` });
    const comment = await app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/comments`,
      headers: auth,
      payload: { content: `Fuzz comment ${index + 1}` },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const assigned = await app.inject({
      method: 'POST',
      url: `/api/training-programs/${program.id}/assign-user/${index + 1}`,
      headers: auth,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  }
  return { email: user.email, password, signIn };
};
