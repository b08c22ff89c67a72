import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateStorageKey } from '../../src/storage/index.js';
import { ensureAdmin } from '../../src/seed/ensure-admin.js';
import { seedDemoContent } from '../../src/seed/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo check-ins', () => {
  let ctx: TestApp;
  const rows = async <T extends Record<string, unknown>>(query: string) =>
    (await ctx.db.execute<T>(query)).rows;
  const totals = () =>
    rows<{ check_ins: string; schedules: string; photos: string; files: string }>(`
      select (select count(*) from check_ins) as check_ins, (select count(*) from check_in_schedules) as schedules,
        (select count(*) from check_in_photos) as photos, (select count(*) from files) as files`);
  let first: Awaited<ReturnType<typeof totals>>[number];

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureAdmin(ctx.db, ctx.config);
    const report = await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage);
    expect(report.demoCheckIns).toBeGreaterThan(100);
    first = (await totals())[0]!;
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('gives the app users about one check-in a week over twelve weeks, bodyweight trending by user', async () => {
    const [span] = await rows<{ first: number; last: number; users: string; per_user: string }>(`
      select current_date - min(date) as first, current_date - max(date) as last,
        count(distinct user_id) as users, count(*)::numeric / count(distinct user_id) as per_user
      from check_ins`);
    expect(span!.first).toBeLessThanOrEqual(84);
    expect(span!.last).toBeGreaterThanOrEqual(0);
    expect(Number(span!.users)).toBeGreaterThan(10);
    expect(Number(span!.per_user)).toBeGreaterThan(4);
    expect(Number(span!.per_user)).toBeLessThanOrEqual(12);
    const trends = await rows<{ losing: string; gaining: string }>(`
      with ends as (
        select user_id,
          (array_agg(bodyweight_kg order by date))[1] as earliest,
          (array_agg(bodyweight_kg order by date desc))[1] as latest
        from check_ins group by user_id having count(*) >= 6
      )
      select count(*) filter (where latest < earliest - 1) as losing,
        count(*) filter (where latest > earliest + 0.5) as gaining
      from ends`);
    expect(Number(trends[0]!.losing)).toBeGreaterThan(0);
    expect(Number(trends[0]!.gaining)).toBeGreaterThan(0);
    const [measured] = await rows<{ waist: string; sleep: string; energy: string; notes: string }>(`
      select count(waist_cm) as waist, count(sleep_hours) as sleep, count(energy) as energy, count(notes) as notes
      from check_ins`);
    expect(Number(measured!.waist)).toBeGreaterThan(0);
    expect(Number(measured!.sleep)).toBe(Number(first.check_ins));
    expect(Number(measured!.energy)).toBe(Number(first.check_ins));
    expect(Number(measured!.notes)).toBeGreaterThan(0);
    expect(Number(measured!.notes)).toBeLessThan(Number(first.check_ins) / 2);
  });

  it('sets a check-in cadence for some users, on the weekday they check in', async () => {
    const schedules = await rows<{ weekday: string; every_weeks: number; starts_on_weekday: string }>(`
      select weekday, every_weeks, to_char(starts_on, 'FMday') as starts_on_weekday from check_in_schedules`);
    expect(schedules.length).toBeGreaterThan(0);
    expect(schedules.length).toBeLessThan(
      Number((await rows(`select distinct user_id from check_ins`)).length),
    );
    for (const schedule of schedules) expect(schedule.starts_on_weekday).toBe(schedule.weekday);
  });

  it('attaches a few generated progress photos, stored under private keys that exist in storage', async () => {
    const photos = await rows<{ storage_name: string; full_path: string; mime: string; size: string }>(`
      select f.storage_name, f.full_path, f.mime, f.size from check_in_photos p join files f on f.id = p.file_id`);
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.length).toBeLessThanOrEqual(10);
    for (const photo of photos) {
      expect(isPrivateStorageKey(photo.storage_name)).toBe(true);
      expect(photo.full_path).toBe(photo.storage_name);
      expect(photo.mime).toBe('image/jpeg');
      expect(await ctx.app.storage.sizeOf(photo.storage_name)).toBe(Number(photo.size));
    }
  });

  it('adds nothing on a second seed', async () => {
    const again = await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage);
    expect(again.demoCheckIns).toBe(0);
    expect((await totals())[0]).toEqual(first);
  });
});
