/**
 * The volume `npm run bench:http` measures: the exercise library's volume (which starts with the shared programs
 * volume: 200,001 users, 10,000 programs; then 5,000 exercises, 2,000,000 activity logs and their program links)
 * and 100,000 recipes, in one fresh `coachboard_bench`. The community volume (5 minutes of seeding) stays with
 * `bench/community.ts`.
 *
 *   npx tsx bench/seed-http-volume.ts   (DATABASE_URL or TEST_DATABASE_URL names the server)
 */
import { createDatabase } from '../src/db/client.js';
import { seedExercisesVolume } from './seed-exercises-volume.js';
import { seedRecipeRows } from './seed-recipes-volume.js';

const server = await seedExercisesVolume();
const handle = createDatabase(server.url, { max: 1 });
try {
  await seedRecipeRows(handle.pool);
} finally {
  await handle.close();
  await server.stop();
}
