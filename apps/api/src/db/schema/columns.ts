import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at timestamptz not null default now()`; spread into a table that records only its creation. */
export const createdAtColumn = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** `created_at` and `updated_at` (both timestamptz, not null, default now()); repositories set updated_at. */
export const timestampColumns = () => ({
  ...createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
