import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postReportMessages, type Post, type PostDetail } from '@coachboard/contract';
import { postReports } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signInMember, signInPanel, type Headers } from './check-in-helpers.js';

describe('members report posts', () => {
  let t: TestApp;
  let owner: { id: number; headers: Headers };
  let postId: number;

  const report = (id: number, headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/member/posts/${id}/report`, headers, payload });
  const detail = async (id: number, headers: Headers) =>
    (await t.app.inject({ method: 'GET', url: `/api/posts/${id}`, headers })).json<{ data: PostDetail }>()
      .data;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInPanel(t.app, t.db, 'owner');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: owner.headers,
      payload: { content: 'Buy cheap supplements here', type: 'general' },
    });
    postId = created.json<{ data: Post }>().data.id;
  });
  afterAll(async () => t?.close());

  it('stores one report per member and post: again answers 200 with the first; the detail counts them', async () => {
    expect((await detail(postId, owner.headers)).report_count).toBe(0);
    const first = await signInMember(t.app, t.db);
    const stored = await report(postId, first.headers, { reason: 'spam', text: ' ads ' });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toMatchObject({
      message: postReportMessages.reported,
      data: { post_id: postId, reason: 'spam', text: 'ads' },
    });
    const again = await report(postId, first.headers, { reason: 'abuse' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: postReportMessages.alreadyReported,
      data: { reason: 'spam' },
    });

    const second = await signInMember(t.app, t.db);
    const twice = await Promise.all(
      [0, 1].map(() => report(postId, second.headers, { reason: 'off_topic' })),
    );
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);

    const rows = await t.db.select().from(postReports).where(eq(postReports.postId, postId));
    expect(rows).toHaveLength(2);
    expect((await detail(postId, owner.headers)).report_count).toBe(2);
    const moderator = await signInPanel(t.app, t.db, 'moderator');
    expect((await detail(postId, moderator.headers)).report_count).toBe(2);
  });

  it('refuses a bad reason or text with the field, and a missing post with 404', async () => {
    const member = await signInMember(t.app, t.db);
    const bad = await report(postId, member.headers, { reason: 'boring' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { reason: [postReportMessages.reasonInvalid] } });
    const long = await report(postId, member.headers, { reason: 'other', text: 'x'.repeat(1001) });
    expect(long.json()).toMatchObject({ errors: { text: [postReportMessages.textTooLong] } });
    expect((await report(999_999, member.headers, { reason: 'spam' })).statusCode).toBe(404);
  });
});
