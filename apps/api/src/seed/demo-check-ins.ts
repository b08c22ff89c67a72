import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { checkInPhotos, files } from '../db/schema/index.js';
import { PRIVATE_KEY_FOLDER, type FileStorage } from '../storage/index.js';
import { renderProgressPhoto } from './demo-progress-photos.js';
import { claimSeed, isSeeded } from './seed-once.js';

const SEED_KEY = 'demo-check-ins';
export const DEMO_CHECK_IN_WEEKS = 12;
/** Members whose first, middle and latest check-ins get a progress photo (nine photos at most). */
const PHOTO_MEMBERS = 3;

interface SeededCheckIn extends Record<string, unknown> {
  id: string;
  user_id: string;
  date: string;
  bodyweight_kg: string | null;
  waist_cm: string | null;
}

/** The first, middle and latest check-in of the first few members who are losing weight (user id % 3 = 0). */
const photoCheckIns = (rows: readonly SeededCheckIn[]) => {
  const byUser = new Map<number, SeededCheckIn[]>();
  for (const row of rows) {
    const userId = Number(row.user_id);
    if (userId % 3 !== 0) continue;
    byUser.set(userId, [...(byUser.get(userId) ?? []), row]);
  }
  return [...byUser.entries()]
    .filter(([, checkIns]) => checkIns.length >= 3)
    .sort(([a], [b]) => a - b)
    .slice(0, PHOTO_MEMBERS)
    .flatMap(([, checkIns], member) => {
      const sorted = [...checkIns].sort((a, b) => a.date.localeCompare(b.date));
      const picked = [sorted[0]!, sorted[Math.floor(sorted.length / 2)]!, sorted.at(-1)!];
      const firstWaist = Number(sorted[0]!.waist_cm ?? 0) || 1;
      return picked.map((checkIn) => ({
        checkIn,
        member,
        waistScale: checkIn.waist_cm ? Number(checkIn.waist_cm) / firstWaist : 1,
      }));
    });
};

/**
 * Twelve weeks of check-ins for the demo's app users (about one a week, a few missed): bodyweight trending down,
 * up or flat by user, a waist measurement every other week, sleep, energy and now and then a note; the users
 * who drop off their training stop checking in too. Half the users get a coach's cadence (their usual weekday,
 * every week or every two). A few check-ins carry a generated progress photo, stored privately as the photo
 * upload stores them. Set-based and run once; stored photos are removed again when the database part fails.
 */
export const seedDemoCheckIns = async (db: Database, storage: FileStorage): Promise<number> => {
  if (await isSeeded(db, SEED_KEY)) return 0;
  const stored: string[] = [];
  let committed = false;
  try {
    const count = await db.transaction(async (tx) => {
      if (!(await claimSeed(tx, SEED_KEY))) return 0;
      const checkIns = await tx.execute<SeededCheckIn>(sql`
        with planned as (
          select u.id as user_id, k as weeks_ago, abs(hashtext(u.id || ':check-in:' || k)) % 100 as roll,
            case u.id % 3 when 0 then 0.35 when 1 then -0.15 else 0 end as kg_per_week_ago,
            current_date - 7 * k - (u.id % 7)::int - (abs(hashtext(u.id || ':late:' || k)) % 2) as date
          from users u
          cross join generate_series(0, ${DEMO_CHECK_IN_WEEKS - 1}::int) k
          where u.role = 'user' and u.deleted_at is null
        )
        insert into check_ins (user_id, client_id, date, bodyweight_kg, waist_cm, sleep_hours, energy, notes,
          created_at, updated_at)
        select user_id, gen_random_uuid(), date,
          round(62 + (user_id * 7) % 38 + kg_per_week_ago * weeks_ago + (roll % 9 - 4) * 0.1, 1),
          case when weeks_ago % 2 = 0 then round(72 + (user_id * 3) % 22 + kg_per_week_ago * 0.6 * weeks_ago, 1) end,
          6 + (roll % 11) * 0.25,
          case when roll % 23 = 0 then 1 else 2 + roll % 4 end,
          case
            when roll % 10 = 0 then 'Knee a bit sore after the squats'
            when roll % 10 = 3 then 'Great week, hit every session'
            when roll % 17 = 5 then 'Travelling, ate out a lot'
          end,
          (date + time '08:30') at time zone 'UTC', (date + time '08:30') at time zone 'UTC'
        from planned
        -- About one check-in in eight is missed; the users who drop off training stop checking in too.
        where roll >= 12 and not (user_id % 5 = 2 and weeks_ago < 5)
        returning id, user_id, date::text as date, bodyweight_kg::text as bodyweight_kg, waist_cm::text as waist_cm`);
      await tx.execute(sql`
        insert into check_in_schedules (user_id, weekday, every_weeks, starts_on)
        select u.id, to_char(current_date - (u.id % 7)::int, 'FMday'), case when u.id % 4 = 0 then 1 else 2 end,
          current_date - ${DEMO_CHECK_IN_WEEKS * 7}::int - (u.id % 7)::int
        from users u
        where u.role = 'user' and u.deleted_at is null and u.id % 2 = 0
        on conflict (user_id) do nothing`);
      for (const { checkIn, member, waistScale } of photoCheckIns(checkIns.rows)) {
        const bodyweightKg = checkIn.bodyweight_kg === null ? null : Number(checkIn.bodyweight_kg);
        const image = await renderProgressPhoto({
          date: checkIn.date,
          bodyweightKg,
          waistScale,
          palette: member,
        });
        const storageName = `${PRIVATE_KEY_FOLDER}/check-in-photos/${randomUUID()}.${image.extension}`;
        await storage.put(storageName, image.data, image.mime);
        stored.push(storageName);
        const [file] = await tx
          .insert(files)
          .values({
            fullPath: storageName,
            originalName: `progress-${checkIn.date}.${image.extension}`,
            storageName,
            mime: image.mime,
            size: image.data.length,
          })
          .returning({ id: files.id });
        await tx.insert(checkInPhotos).values({ checkInId: Number(checkIn.id), fileId: file!.id });
      }
      return checkIns.rows.length;
    });
    committed = true;
    return count;
  } finally {
    if (!committed) await Promise.all(stored.map((name) => storage.remove(name)));
  }
};
