import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, inArray, sql } from 'drizzle-orm';
import {
  difficultyLevels,
  programApiMessages,
  programTypes,
  type Paginated,
  type ProgramSummary,
} from '@coachboard/contract';
import { trainingPrograms } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { expectAdminOnly, nonAdminAuthHeader, type AuthHeader } from './program-helpers.js';

const PROGRAM_COUNT = 65;

/** 65 programs, one minute apart (program 1 oldest), types and difficulties cycling. */
const seedPrograms = async (ctx: TestApp) => {
  const base = Date.UTC(2025, 0, 1);
  await ctx.db.insert(trainingPrograms).values(
    Array.from({ length: PROGRAM_COUNT }, (_, index) => ({
      name: index === 10 ? 'Summer 100% Shred_Plan' : `Program ${String(index + 1).padStart(2, '0')}`,
      programType: programTypes[index % programTypes.length]!,
      difficultyLevel: difficultyLevels[index % difficultyLevels.length]!,
      durationWeeks: 4,
      trainingDaysPerWeek: 3,
      workoutDuration: '45 mins' as const,
      isAdmin: index % 2 === 0,
      createdAt: new Date(base + index * 60_000),
      updatedAt: new Date(base + index * 60_000),
    })),
  );
  // Two programs with the same created_at: the id decides (higher id first).
  await ctx.db.execute(
    sql`update ${trainingPrograms} set created_at = ${new Date(base + 64 * 60_000).toISOString()} where name = 'Program 64'`,
  );
};

describe('GET /api/training-programs and /api/training-programs/admin-search', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;

  const list = async (query: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/training-programs${query}`,
      headers: admin,
    });
    return { response, page: response.json<{ data: Paginated<ProgramSummary> }>().data };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
    await seedPrograms(ctx);
  });
  afterAll(() => ctx.close());

  it('pages 30 programs at a time, newest first, in the Laravel paginator shape', async () => {
    const { response, page } = await list('');
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(page).toMatchObject({
      current_page: 1,
      per_page: 30,
      total: PROGRAM_COUNT,
      last_page: 3,
      from: 1,
      to: 30,
      prev_page_url: null,
      next_page_url: '/api/training-programs?page=2',
    });
    expect(page.data).toHaveLength(30);
    // Program 65 and 64 share created_at; the higher id comes first.
    expect(page.data.slice(0, 3).map((program) => program.name)).toEqual([
      'Program 65',
      'Program 64',
      'Program 63',
    ]);
    expect(page.data[0]).toMatchObject({ is_admin: true, training_program_image: null, image: null });
    expect(Object.keys(page.data[0]!).sort()).toEqual(
      [
        'id',
        'name',
        'program_type',
        'difficulty_level',
        'duration_weeks',
        'training_days_per_week',
        'workout_duration',
        'description',
        'image',
        'training_program_image',
        'is_admin',
        'created_at',
        'updated_at',
      ].sort(),
    );
  });

  it('answers the last page and a page past the end', async () => {
    const last = await list('?page=3');
    expect(last.page).toMatchObject({ current_page: 3, from: 61, to: 65, next_page_url: null });
    expect(last.page.prev_page_url).toBe('/api/training-programs?page=2');
    expect(last.page.data.at(-1)?.name).toBe('Program 01');
    const beyond = await list('?page=9');
    expect(beyond.page).toMatchObject({ current_page: 9, total: 65, from: null, to: null, data: [] });
  });

  it('falls back to page 1 for a bad page value', async () => {
    const { response, page } = await list('?page=abc');
    expect(response.statusCode).toBe(200);
    expect(page.current_page).toBe(1);
  });

  it('filters by program type and difficulty, keeping other query values in the page links', async () => {
    const { page } = await list('?program_type=cardio&difficulty_level=advanced');
    // index % 4 == 0 and index % 3 == 2 -> index 8, 20, 32, 44, 56
    expect(page.total).toBe(5);
    expect(page.data.every((p) => p.program_type === 'cardio' && p.difficulty_level === 'advanced')).toBe(
      true,
    );
    const typeOnly = await list('?program_type=mobility_and_warm_up');
    expect(typeOnly.page.total).toBe(16);
    const empty = await list('?program_type=&difficulty_level=');
    expect(empty.page.total).toBe(PROGRAM_COUNT);
    const paged = await list('?difficulty_level=beginner&search=program');
    expect(paged.page.total).toBe(22);
    expect(paged.page.next_page_url).toBeNull();
  });

  it('refuses unknown filter values with 422', async () => {
    const badType = await list('?program_type=yoga');
    expect(badType.response.statusCode).toBe(422);
    expect(badType.response.json().message).toBe(programApiMessages.invalidProgramType);
    const badLevel = await list('?difficulty_level=expert');
    expect(badLevel.response.statusCode).toBe(422);
    expect(badLevel.response.json().errors.difficulty_level).toEqual([
      programApiMessages.invalidDifficultyLevel,
    ]);
  });

  it('searches names case-insensitively by substring, taking % and _ literally', async () => {
    const { page } = await list('?search=PROGRAM%200');
    expect(page.data.map((p) => p.name)).toEqual([
      'Program 09',
      'Program 08',
      'Program 07',
      'Program 06',
      'Program 05',
      'Program 04',
      'Program 03',
      'Program 02',
      'Program 01',
    ]);
    const percent = await list(`?search=${encodeURIComponent('100%')}`);
    expect(percent.page.data.map((p) => p.name)).toEqual(['Summer 100% Shred_Plan']);
    const underscore = await list(`?search=${encodeURIComponent('d_p')}`);
    expect(underscore.page.data.map((p) => p.name)).toEqual(['Summer 100% Shred_Plan']);
    const literalOnly = await list(`?search=${encodeURIComponent('m_0')}`);
    expect(literalOnly.page.total).toBe(0);
  });

  it('refuses a search term over 255 characters', async () => {
    const { response } = await list(`?search=${'a'.repeat(256)}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(programApiMessages.searchTooLong);
  });

  it('answers a search term holding a NUL character as bad input, not a database error', async () => {
    const { response } = await list(`?search=${encodeURIComponent('Program 0\u00009')}`);
    expect(response.statusCode, response.body).toBe(400);
    const adminSearch = await ctx.app.inject({
      method: 'GET',
      url: `/api/training-programs/admin-search?searchTerm=${encodeURIComponent('\u0000')}`,
      headers: admin,
    });
    expect(adminSearch.statusCode, adminSearch.body).toBe(400);
  });

  describe('admin-search', () => {
    const search = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/training-programs/admin-search${query}`,
        headers: admin,
      });
      return { response, page: response.json<{ data: Paginated<ProgramSummary> }>().data };
    };

    it('pages matches 30 at a time with searchTerm in the page links', async () => {
      const { response, page } = await search('?searchTerm=program&page=2');
      expect(response.statusCode).toBe(200);
      expect(page).toMatchObject({
        current_page: 2,
        per_page: 30,
        total: 64,
        last_page: 3,
        from: 31,
        to: 60,
      });
      expect(page.next_page_url).toBe('/api/training-programs/admin-search?searchTerm=program&page=3');
      expect(page.prev_page_url).toBe('/api/training-programs/admin-search?searchTerm=program&page=1');
    });

    it('finds a program by a fragment in any case', async () => {
      const { page } = await search('?searchTerm=%20shred');
      expect(page.total).toBe(1);
      expect(page.data[0]?.name).toBe('Summer 100% Shred_Plan');
    });

    it('lists every program for an empty term and nothing for an unknown one', async () => {
      expect((await search('?searchTerm=')).page.total).toBe(PROGRAM_COUNT);
      expect((await search('?searchTerm=zzz')).page).toMatchObject({ total: 0, data: [], last_page: 1 });
    });

    it('is for admins only', async () => {
      await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url: '/api/training-programs/admin-search' });
    });
  });

  it('keeps the unfiltered total exact through inserts, deletes and a rolled-back insert', async () => {
    const totalNow = async () => (await list('')).page.total;
    const counted = async () => (await ctx.db.select({ n: count() }).from(trainingPrograms))[0]!.n;
    expect(await totalNow()).toBe(await counted());

    const added = await ctx.db
      .insert(trainingPrograms)
      .values(
        ['Counter A', 'Counter B'].map((name) => ({
          name,
          programType: programTypes[0]!,
          difficultyLevel: difficultyLevels[0]!,
          durationWeeks: 1,
        })),
      )
      .returning({ id: trainingPrograms.id });
    expect(await totalNow()).toBe(PROGRAM_COUNT + 2);

    await ctx.db
      .transaction(async (tx) => {
        await tx.insert(trainingPrograms).values({
          name: 'Rolled back',
          programType: programTypes[0]!,
          difficultyLevel: difficultyLevels[0]!,
          durationWeeks: 1,
        });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await totalNow()).toBe(PROGRAM_COUNT + 2);

    await ctx.db.delete(trainingPrograms).where(
      inArray(
        trainingPrograms.id,
        added.map((row) => row.id),
      ),
    );
    expect(await totalNow()).toBe(PROGRAM_COUNT);
    expect(await totalNow()).toBe(await counted());
  });

  it('answers the total of a filtered search on a page past its last one', async () => {
    const beyond = await list('?difficulty_level=beginner&search=program&page=4');
    expect(beyond.page).toMatchObject({ current_page: 4, total: 22, last_page: 1, from: null, data: [] });
    const none = await list('?search=no-such-program');
    expect(none.page).toMatchObject({ current_page: 1, total: 0, last_page: 1, data: [] });
  });

  it('runs every filter combination with its own values in one statement each, searches unnamed', async () => {
    const sent: { name?: string; text: string }[] = [];
    const pool = ctx.db.$client;
    const query = pool.query.bind(pool);
    const spy = vi.spyOn(pool, 'query').mockImplementation(((config: unknown, values: unknown) => {
      if (typeof config === 'object' && config !== null && 'text' in config) {
        sent.push(config as { name?: string; text: string });
      }
      return query(config as never, values as never);
    }) as typeof pool.query);
    try {
      const type = programTypes[1]!;
      const level = difficultyLevels[2]!;
      const expected = (index: number, search?: string) =>
        programTypes[index % programTypes.length] === type &&
        difficultyLevels[index % difficultyLevels.length] === level &&
        (search === undefined || `Program ${String(index + 1).padStart(2, '0')}`.includes(search));
      const matching = (search?: string) =>
        Array.from({ length: PROGRAM_COUNT }, (_, index) => index).filter(
          (index) => index !== 10 && expected(index, search),
        ).length;

      // The same variant twice with other values: the statement is reused, the values are not.
      for (const search of ['Program', 'Program 1']) {
        const { page } = await list(
          `?search=${encodeURIComponent(search)}&program_type=${type}&difficulty_level=${level}`,
        );
        expect(page.total).toBe(matching(search));
        expect(page.data).toHaveLength(matching(search));
      }
      const { page: unfiltered } = await list('');
      expect(unfiltered.total).toBe(PROGRAM_COUNT);
      const { page: typed } = await list(`?program_type=${type}&difficulty_level=${level}`);
      expect(typed.total).toBe(matching());
    } finally {
      spy.mockRestore();
    }
    const programStatements = sent.filter((statement) => statement.text.includes('"training_programs"'));
    const searches = programStatements.filter((statement) => statement.text.includes(' like lower('));
    expect(searches.length).toBe(2);
    expect(searches.every((statement) => statement.name === undefined)).toBe(true);
    const others = programStatements.filter((statement) => !statement.text.includes(' like lower('));
    expect(others.length).toBe(2);
    expect(others.every((statement) => typeof statement.name === 'string')).toBe(true);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url: '/api/training-programs' });
  });
});
