import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { files, users } from '../db/schema/index.js';
import type { FileStorage } from '../storage/index.js';
import { renderDemoAvatar } from './demo-user-avatar-images.js';
import { demoUserAvatars, type DemoUserAvatar } from './demo-user-avatars-data.js';
import { claimSeed, isSeeded } from './seed-once.js';

const SEED_KEY = 'demo-user-avatars';

const slug = (avatar: DemoUserAvatar) =>
  `${avatar.firstName}-${avatar.lastName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Gives some demo users a generated profile picture, once (seed_state), after the demo users exist. Users
 * that already have a picture, or that are not there (an address taken by a real account), are skipped.
 * Stored files are removed again when the database part does not happen. Returns how many were attached.
 */
export const seedDemoUserAvatars = async (db: Database, storage: FileStorage): Promise<number> => {
  if (await isSeeded(db, SEED_KEY)) return 0;
  const candidates = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.role, 'user'),
        isNull(users.profileImageId),
        inArray(
          users.firstName,
          demoUserAvatars.map((avatar) => avatar.firstName),
        ),
      ),
    );
  const targets = demoUserAvatars.flatMap((avatar) => {
    const user = candidates.find(
      (row) => row.firstName === avatar.firstName && row.lastName === avatar.lastName,
    );
    return user ? [{ avatar, userId: user.id }] : [];
  });

  const stored: { userId: number; storageName: string; file: typeof files.$inferInsert }[] = [];
  let attached = 0;
  try {
    for (const { avatar, userId } of targets) {
      const image = await renderDemoAvatar(avatar);
      const storageName = `profile-images/${randomUUID()}.${image.extension}`;
      await storage.put(storageName, image.data, image.mime);
      stored.push({
        userId,
        storageName,
        file: {
          fullPath: storage.publicPath(storageName),
          originalName: `${slug(avatar)}.${image.extension}`,
          storageName,
          mime: image.mime,
          size: image.data.length,
        },
      });
    }
    attached = await db.transaction(async (tx) => {
      if (!(await claimSeed(tx, SEED_KEY, { count: stored.length }))) return 0;
      for (const item of stored) {
        const [file] = await tx.insert(files).values(item.file).returning({ id: files.id });
        await tx.update(users).set({ profileImageId: file!.id }).where(eq(users.id, item.userId));
      }
      return stored.length;
    });
  } finally {
    if (attached === 0) await Promise.all(stored.map((item) => storage.remove(item.storageName)));
  }
  return attached;
};
