import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as runDrizzleMigrations } from 'drizzle-orm/node-postgres/migrator';
import { createDatabase } from '../../src/db/client.js';
import { findMigrationsFolder } from '../../src/db/migrate.js';
import { createTestDatabase } from './test-database.js';

/** The migrations folder with the journal cut before (`before`) or just after (`through`) the migration `tag`. */
const folderCutAt = (tag: string, cut: 'before' | 'through') => {
  const source = findMigrationsFolder();
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-migrations-'));
  fs.mkdirSync(path.join(target, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`${tag} is not in the migrations journal`);
  const entries = journal.entries.slice(0, cut === 'before' ? at : at + 1);
  for (const entry of entries) {
    fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(target, `${entry.tag}.sql`));
  }
  fs.writeFileSync(path.join(target, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return target;
};

/**
 * A fresh database migrated up to just before the migration `tag`, for a test of what that migration does to
 * rows already there: `applyMigration()` then runs it. Tests write raw SQL before it, since the Drizzle tables
 * describe the latest schema.
 */
export const databaseBeforeMigration = async (tag: string) => {
  const before = folderCutAt(tag, 'before');
  const through = folderCutAt(tag, 'through');
  const database = await createTestDatabase();
  const handle = createDatabase(database.url, { max: 2 });
  await runDrizzleMigrations(handle.db, { migrationsFolder: before });
  return {
    db: handle.db,
    applyMigration: () => runDrizzleMigrations(handle.db, { migrationsFolder: through }),
    close: async () => {
      await handle.close();
      await database.drop();
      for (const folder of [before, through]) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
};
