import type { Database } from '../db/client.js';

/** The transaction a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository function runs on: the database or a transaction already open. */
export type Queryable = Database | Transaction;
