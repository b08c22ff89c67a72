import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNotNull } from 'drizzle-orm';
import { difficultyLevels, programTypes } from '@coachboard/contract';
import { files, programUsers, trainingPrograms, trainingWeeks } from '../../src/db/schema/index.js';
import { seedDemoPrograms } from '../../src/seed/demo-programs.js';
import { seedDemoUsers } from '../../src/seed/demo-users.js';
import { storageForDataDir } from '../../src/storage/index.js';
import { createAdmin } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { scheduleOf, trainingDayNumbers } from './program-helpers.js';

describe('seedDemoPrograms', () => {
  let ctx: TestApp;
  let inserted: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    await createAdmin(ctx.db);
    await seedDemoUsers(ctx.db);
    inserted = await seedDemoPrograms(ctx.db, storageForDataDir(ctx.dataDir));
  });
  afterAll(() => ctx.close());

  it('loads about twenty programs across every type and difficulty, 1 to 16 weeks', async () => {
    const programs = await ctx.db.select().from(trainingPrograms);
    expect(inserted).toBe(programs.length);
    expect(programs.length).toBeGreaterThanOrEqual(18);
    expect(new Set(programs.map((p) => p.programType))).toEqual(new Set(programTypes));
    expect(new Set(programs.map((p) => p.difficultyLevel))).toEqual(new Set(difficultyLevels));
    const durations = programs.map((p) => p.durationWeeks);
    expect(Math.min(...durations)).toBe(1);
    expect(Math.max(...durations)).toBe(16);
    expect(programs.some((p) => p.isAdmin)).toBe(true);
    expect(programs.some((p) => !p.isAdmin)).toBe(true);
    expect(programs.every((p) => p.createdBy !== null)).toBe(true);
  });

  it('gives every program its weeks and days with the rest-day pattern', async () => {
    const programs = await ctx.db.select().from(trainingPrograms);
    for (const program of programs) {
      const schedule = await scheduleOf(ctx.db, program.id);
      expect(schedule.size).toBe(program.durationWeeks);
      for (const days of schedule.values())
        expect(trainingDayNumbers(days)).toHaveLength(program.trainingDaysPerWeek!);
    }
  });

  it('stores real PNG and JPEG covers for some programs', async () => {
    const withImages = await ctx.db
      .select({ image: trainingPrograms.image, storageName: files.storageName, mime: files.mime })
      .from(trainingPrograms)
      .innerJoin(files, eq(files.id, trainingPrograms.imageFileId));
    expect(withImages.length).toBeGreaterThanOrEqual(5);
    expect(new Set(withImages.map((row) => row.mime))).toEqual(new Set(['image/png', 'image/jpeg']));
    for (const row of withImages) {
      expect(row.image).toBe(`/uploads/${row.storageName}`);
      const metadata = await sharp(
        fs.readFileSync(path.join(ctx.dataDir, 'uploads', row.storageName)),
      ).metadata();
      expect(metadata.format).toBe(row.mime === 'image/png' ? 'png' : 'jpeg');
      expect(metadata.width).toBe(1200);
    }
    const [all] = await ctx.db.select({ total: count() }).from(trainingPrograms);
    expect(withImages.length).toBeLessThan(all!.total);
  });

  it('assigns some programs to active demo users', async () => {
    const assignments = await ctx.db.select().from(programUsers);
    expect(assignments.length).toBeGreaterThan(20);
    const programsWithUsers = new Set(assignments.map((row) => row.trainingProgramId));
    const [all] = await ctx.db.select({ total: count() }).from(trainingPrograms);
    expect(programsWithUsers.size).toBeGreaterThan(5);
    expect(programsWithUsers.size).toBeLessThan(all!.total);
  });

  it('never seeds twice', async () => {
    const [weeksBefore] = await ctx.db.select({ total: count() }).from(trainingWeeks);
    const filesBefore = fs.readdirSync(path.join(ctx.dataDir, 'uploads', 'training-programs')).length;
    expect(await seedDemoPrograms(ctx.db, storageForDataDir(ctx.dataDir))).toBe(0);
    const [weeksAfter] = await ctx.db.select({ total: count() }).from(trainingWeeks);
    expect(weeksAfter?.total).toBe(weeksBefore?.total);
    expect(fs.readdirSync(path.join(ctx.dataDir, 'uploads', 'training-programs'))).toHaveLength(filesBefore);
    const imageRows = await ctx.db
      .select()
      .from(trainingPrograms)
      .where(isNotNull(trainingPrograms.imageFileId));
    expect(imageRows.length).toBe(filesBefore);
  });
});
