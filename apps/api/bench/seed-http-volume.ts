/**
 * The volume `npm run bench:http` measures: the exercise library's volume (which starts with the shared programs
 * volume: 200,001 users, 10,000 programs; then 5,000 exercises, 2,000,000 activity logs and their program links),
 * 100,000 recipes and the community's 500,000 posts with their likes, comments and attachments, in one fresh
 * `coachboard_bench` (about 7 minutes, most of it the community's likes and comments).
 *
 *   npx tsx bench/seed-http-volume.ts   (DATABASE_URL or TEST_DATABASE_URL names the server)
 */
import { createDatabase } from '../src/db/client.js';
import { seedCommunityRows } from './seed-community-volume.js';
import { seedExercisesVolume } from './seed-exercises-volume.js';
import { seedRecipeRows } from './seed-recipes-volume.js';

const server = await seedExercisesVolume();
const handle = createDatabase(server.url, { max: 1 });
try {
  await seedRecipeRows(handle.pool);
  const client = await handle.pool.connect();
  try {
    await seedCommunityRows(client);
  } finally {
    client.release();
  }
} finally {
  await handle.close();
  await server.stop();
}
