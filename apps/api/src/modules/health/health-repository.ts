import type { Database } from '../../db/client.js';

/**
 * One round trip to the database; throws when it is unreachable. It goes to the pool directly as a named
 * statement: the health check is polled often and has nothing for the query builder to build.
 */
export const pingDatabase = async (db: Database) => {
  await db.$client.query({ name: 'health_ping', text: 'select 1' });
};

/**
 * The ping, given up after `timeoutMs`: a server that stopped answering (a dropped network rather than a
 * refused connection) must not leave the readiness probe hanging until the prober's own timeout.
 */
export const pingDatabaseWithin = async (db: Database, timeoutMs: number) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer from the database within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([pingDatabase(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
};
