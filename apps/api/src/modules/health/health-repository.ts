import type { Database } from '../../db/client.js';

/**
 * One round trip to the database; throws when it is unreachable. It goes to the pool directly as a named
 * statement: the health check is polled often and has nothing for the query builder to build.
 */
export const pingDatabase = async (db: Database) => {
  await db.$client.query({ name: 'health_ping', text: 'select 1' });
};
