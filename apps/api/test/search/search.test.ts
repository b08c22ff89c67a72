import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKinds, searchMessages, type SearchKind, type SearchResult } from '@coachboard/contract';
import { createDatabase } from '../../src/db/client.js';
import { searchEverything } from '../../src/modules/search/search-repository.js';
import { searchTerms } from '../../src/modules/search/search-terms.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import type { AuthHeader } from '../programs/program-helpers.js';
import { seedSearchRecords } from './search-seed.js';

describe('GET /search', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let seeded: Awaited<ReturnType<typeof seedSearchRecords>>;

  const search = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/search?${query}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: SearchResult }>().data;
  };
  const hitsOf = (result: SearchResult, kind: SearchKind) =>
    result.groups.find((group) => group.kind === kind)!.hits;
  const titlesOf = (result: SearchResult, kind: SearchKind) => hitsOf(result, kind).map((hit) => hit.title);

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    seeded = await seedSearchRecords(ctx.db);
  });
  afterAll(async () => ctx.close());

  it('answers every kind in order, an empty list for a kind without hits', async () => {
    const result = await search('q=zzqxw');
    expect(result).toEqual({ q: 'zzqxw', groups: searchKinds.map((kind) => ({ kind, hits: [] })) });
    const kettlebell = await search(`q=${encodeURIComponent('  Kettlebell ')}`);
    expect(kettlebell.q).toBe('Kettlebell');
    expect(kettlebell.groups.map((group) => group.kind)).toEqual([...searchKinds]);
    expect(titlesOf(kettlebell, 'users')).toEqual([]);
  });

  it('ranks the exact name, then prefixes, then names holding the term, then similar names', async () => {
    const result = await search('q=kettlebell');
    expect(titlesOf(result, 'programs')).toEqual([
      'Kettlebell',
      'Kettlebell Basics',
      'Kettlebell Basics · Ann Owner',
      'Superkettlebell Blast',
      'Ketlebel Flow',
    ]);
  });

  it('finds a name typed with a typo', async () => {
    const result = await search('q=ketlebell');
    expect(titlesOf(result, 'programs')).toContain('Kettlebell Basics');
    expect(titlesOf(result, 'exercises')).toEqual(['Kettlebell Swing']);
    expect(titlesOf(result, 'recipes')).toEqual(['Kettlebell Protein Oats']);
  });

  it('gives each hit its subtitle and panel path, and leaves trashed records out', async () => {
    const result = await search('q=kettlebell&limit=20');
    const ids = seeded.programIds;
    expect(hitsOf(result, 'programs').slice(0, 3)).toEqual([
      {
        id: ids['Kettlebell'],
        kind: 'programs',
        title: 'Kettlebell',
        subtitle: 'Strength · 4 weeks',
        path: `/admin/programs/${ids['Kettlebell']}`,
      },
      {
        id: ids['Kettlebell Basics'],
        kind: 'programs',
        title: 'Kettlebell Basics',
        subtitle: 'Hypertrophy · 1 week',
        path: `/admin/programs/${ids['Kettlebell Basics']}`,
      },
      {
        id: ids['Kettlebell Basics · Ann Owner'],
        kind: 'programs',
        title: 'Kettlebell Basics · Ann Owner',
        subtitle: 'Strength · 4 weeks · Personal copy for Ann Owner',
        path: `/admin/programs/${ids['Kettlebell Basics · Ann Owner']}`,
      },
    ]);
    expect(titlesOf(result, 'programs')).not.toContain('Kettlebell Trashed');
    expect(hitsOf(result, 'exercises')).toEqual([
      {
        id: seeded.swing.id,
        kind: 'exercises',
        title: 'Kettlebell Swing',
        subtitle: 'Glutes',
        path: `/admin/exercise-library/${seeded.swing.id}`,
      },
    ]);
    expect(hitsOf(result, 'recipes')).toEqual([
      {
        id: seeded.oats.id,
        kind: 'recipes',
        title: 'Kettlebell Protein Oats',
        subtitle: '420 kcal',
        path: `/admin/nutrition/${seeded.oats.id}`,
      },
    ]);
    expect(hitsOf(result, 'posts')).toEqual([
      {
        id: seeded.post.id,
        kind: 'posts',
        title: 'Kettlebell session today, any tips?',
        subtitle: 'Support · Zora Quill',
        path: `/admin/community/${seeded.post.id}`,
      },
    ]);
  });

  it('finds users by e-mail prefix and by name, never a deleted user', async () => {
    const byEmail = await search('q=zora.q');
    expect(hitsOf(byEmail, 'users')).toEqual([
      {
        id: seeded.zora.id,
        kind: 'users',
        title: 'Zora Quill',
        subtitle: 'zora.quill@example.test',
        path: `/admin/users/${seeded.zora.id}`,
      },
    ]);
    const byName = await search('q=quill');
    expect(hitsOf(byName, 'users').map((hit) => hit.id)).toEqual([seeded.zora.id]);
    const short = await search('q=zo');
    expect(hitsOf(short, 'users').map((hit) => hit.id)).toEqual([seeded.zora.id]);
  });

  it('finds users by an e-mail fragment: a domain with or without its @, a local part with its @', async () => {
    const ids = async (term: string) =>
      hitsOf(await search(`q=${encodeURIComponent(term)}`), 'users').map((hit) => hit.id);
    for (const term of ['@fitmail', '@FitMail.test', 'fitmail.test', 'fitmail', 'jane@', 'JANE@fit', '@f']) {
      expect(await ids(term), term).toEqual([seeded.jane.id]);
    }
    expect(hitsOf(await search('q=%40fitmail'), 'users')[0]).toMatchObject({
      title: 'Jane Roe',
      subtitle: 'Jane@FitMail.test',
      path: `/admin/users/${seeded.jane.id}`,
    });
    // Every live app user of the domain (the three seeded; the signed-in admin is a team account), the deleted
    // one never.
    const example = hitsOf(await search('q=%40example&limit=10'), 'users');
    expect(example.map((hit) => hit.subtitle)).toEqual(
      Array(3).fill(expect.stringMatching(/@example\.test$/)),
    );
    expect(example.map((hit) => hit.id)).toEqual(
      expect.arrayContaining([seeded.zora.id, seeded.ann.id, seeded.anna.id]),
    );
    expect(await ids('example.test')).not.toContain(seeded.deletedZora.id);
    expect(await ids('@fitmail')).not.toContain(seeded.gone.id);
    // A domain is where it starts: neither the end of one nor a part of the local part (a name a typo away, as
    // 'Test User1' is from 'mail.test', may still come).
    expect(await ids('@mail.test')).not.toContain(seeded.jane.id);
    expect(await ids('qx@')).toEqual([]);
    expect(await ids('@qx')).not.toContain(seeded.anna.id);
  });

  it('finds app users only: a team account, whose user page answers 404, is not a hit by e-mail or name', async () => {
    expect(hitsOf(await search('q=%40teamhq'), 'users')).toEqual([]);
    expect(hitsOf(await search('q=kim%20lee'), 'users')).toEqual([]);
    expect(hitsOf(await search('q=jane'), 'users').map((hit) => hit.id)).toContain(seeded.jane.id);
  });

  it('puts the record whose id the term is first in its kind, before names holding the number', async () => {
    const result = await search('q=4242');
    expect(titlesOf(result, 'recipes')).toEqual(['Numbered Stew', 'Bars 4242']);
    expect(hitsOf(result, 'recipes')[0]).toMatchObject({ id: 4242, path: '/admin/nutrition/4242' });
  });

  it('takes % and _ literally', async () => {
    expect(titlesOf(await search(`q=${encodeURIComponent('50%')}`), 'programs')).toEqual(['Plan 50% Off']);
    expect(titlesOf(await search('q=a_b'), 'exercises')).toEqual(['Row a_b grip']);
  });

  it('answers at most limit hits per kind, 5 by default', async () => {
    expect(hitsOf(await search('q=kettlebell'), 'programs')).toHaveLength(5);
    const two = await search('q=kettlebell&limit=2');
    expect(titlesOf(two, 'programs')).toEqual(['Kettlebell', 'Kettlebell Basics']);
    expect(hitsOf(await search('q=kettlebell&limit=1'), 'exercises')).toHaveLength(1);
  });

  it('plans the four kinds once per connection: generic plans of one prepared statement per shape', async () => {
    const single = createDatabase(ctx.db.$client.options.connectionString!, { max: 1 });
    try {
      const terms = ['kettlebell', 'squat', 'zzqxw', 'row a_b', 'ann owner', 'basics', 'kettlebel'];
      for (const term of terms) await searchEverything(single.db, searchTerms(term), 5);
      await searchEverything(single.db, searchTerms('ke'), 5);
      const { rows } = await single.pool.query<{ name: string; generic: string; custom: string }>(
        `select name, generic_plans as generic, custom_plans as custom from pg_prepared_statements
         where name like 'search_everything_%' order by name`,
      );
      expect(rows).toEqual([
        { name: 'search_everything_long', generic: String(terms.length), custom: '0' },
        { name: 'search_everything_short', generic: '1', custom: '0' },
      ]);
      // The session keeps its own plan cache mode: the generic plans were the transaction's alone.
      const { rows: mode } = await single.pool.query<{ plan_cache_mode: string }>('show plan_cache_mode');
      expect(mode[0]?.plan_cache_mode).toBe('auto');
    } finally {
      await single.close();
    }
  });

  it('refuses a term under two characters with 422 and the contract message', async () => {
    for (const q of ['', 'k', encodeURIComponent('  k  ')]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${q}`, headers: admin });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, errors: { q: [searchMessages.tooShort] } });
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/search', headers: admin });
    expect(missing.statusCode).toBe(422);
  });
});
