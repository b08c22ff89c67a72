import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInMessages, type CheckIn, type CheckInPage, type CheckInPhoto } from '@coachboard/contract';
import { checkInPhotos, files } from '../../src/db/schema/index.js';
import { sweepStoredFileTask } from '../../src/jobs/stored-file-sweep.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  postCheckIn,
  signInMember,
  signInPanel,
  uploadPhoto,
  type Headers,
} from '../member/check-in-helpers.js';
import { trashPage } from './trash-helpers.js';

/**
 * A member deletes a mistaken check-in: it goes to the trash with its photos, which stay private throughout (no
 * public path before, in the trash, after a restore; the purge deletes the stored files). Coaches and owners see
 * and restore it, moderators neither, and no other member reaches it.
 */
describe('trash: a member’s check-ins', () => {
  let t: TestApp;
  let coach: Headers;
  let owner: Headers;
  let moderator: Headers;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = {}) =>
    t.app.inject({ method, url, headers });
  const storageNameOf = async (photoId: number) => {
    const [row] = await t.db
      .select({ storageName: files.storageName })
      .from(checkInPhotos)
      .innerJoin(files, eq(files.id, checkInPhotos.fileId))
      .where(eq(checkInPhotos.id, photoId));
    return row!.storageName;
  };
  const ownIds = async (headers: Headers) =>
    (await call('GET', '/api/member/check-ins', headers))
      .json<{ data: CheckInPage }>()
      .data.data.map((c) => c.id);
  const queueIds = async () =>
    (await call('GET', '/api/check-ins/to-review?per_page=100', coach))
      .json<{ data: { data: Array<{ check_in: { id: number } }> } }>()
      .data.data.map((item) => item.check_in.id);

  beforeAll(async () => {
    t = await createTestApp();
    coach = (await signInPanel(t.app, t.db, 'coach')).headers;
    owner = (await signInPanel(t.app, t.db, 'owner')).headers;
    moderator = (await signInPanel(t.app, t.db, 'moderator')).headers;
  });
  afterAll(async () => t?.close());

  const checkInWithPhoto = async () => {
    const member = await signInMember(t.app, t.db);
    const created = await postCheckIn(t.app, member.headers, { bodyweight_kg: 81.5, notes: 'Wrong day' });
    expect(created.statusCode, created.body).toBe(201);
    const checkIn = created.json<{ data: CheckIn }>().data;
    const uploaded = await uploadPhoto(t.app, member.headers, checkIn.id);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = uploaded.json<{ data: CheckInPhoto }>().data;
    return { member, checkIn, photo, storageName: await storageNameOf(photo.id) };
  };

  it('a member deletes their own check-in only; its photos stay private in the trash and after a restore', async () => {
    const { member, checkIn, photo, storageName } = await checkInWithPhoto();
    const coachPhotoUrl = `/api/users/${member.id}/check-ins/${checkIn.id}/photos/${photo.id}`;
    expect(await queueIds()).toContain(checkIn.id);

    const other = await signInMember(t.app, t.db);
    expect((await call('DELETE', `/api/member/check-ins/${checkIn.id}`, other.headers)).statusCode).toBe(404);
    const deleted = await call('DELETE', `/api/member/check-ins/${checkIn.id}`, member.headers);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ message: checkInMessages.deleted, data: { id: checkIn.id } });
    expect((await call('DELETE', `/api/member/check-ins/${checkIn.id}`, member.headers)).statusCode).toBe(
      404,
    );

    // Gone from the member's list and the coach's queue; its photo answers nobody, and never publicly.
    expect(await ownIds(member.headers)).not.toContain(checkIn.id);
    expect(await queueIds()).not.toContain(checkIn.id);
    expect((await call('GET', photo.url, member.headers)).statusCode).toBe(404);
    expect((await call('GET', coachPhotoUrl, coach)).statusCode).toBe(404);
    expect((await call('GET', `/uploads/${storageName}`)).statusCode).not.toBe(200);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', storageName))).toBe(true);
    // A late retry of the same upload does not bring it back.
    const retried = await postCheckIn(t.app, member.headers, { client_id: checkIn.client_id });
    expect(retried.statusCode).toBe(409);
    expect(retried.json().message).toBe(checkInMessages.checkInDeleted);

    const entry = (await trashPage(t, coach, '?type=check-in')).data.find((item) => item.id === checkIn.id);
    expect(entry).toMatchObject({ type: 'check-in', goes_with: '1 photo', deleted_by: { id: member.id } });
    expect(entry!.name).toContain(checkIn.date);
    expect((await trashPage(t, moderator)).data.some((item) => item.type === 'check-in')).toBe(false);
    expect((await trashPage(t, moderator, '?type=check-in')).data).toEqual([]);
    expect((await call('POST', `/api/trash/check-in/${checkIn.id}/restore`, moderator)).statusCode).toBe(403);
    expect((await call('POST', `/api/trash/check-in/${checkIn.id}/restore`, member.headers)).statusCode).toBe(
      403,
    );

    const restored = await call('POST', `/api/trash/check-in/${checkIn.id}/restore`, coach);
    expect(restored.statusCode, restored.body).toBe(200);
    const back = (await call('GET', '/api/member/check-ins', member.headers))
      .json<{ data: CheckInPage }>()
      .data.data.find((item) => item.id === checkIn.id);
    expect(back).toEqual({ ...checkIn, photos: [photo] });
    expect(await queueIds()).toContain(checkIn.id);
    expect((await call('GET', photo.url, member.headers)).statusCode).toBe(200);
    expect((await call('GET', coachPhotoUrl, coach)).statusCode).toBe(200);
    expect((await call('GET', `/uploads/${storageName}`)).statusCode).not.toBe(200);
    expect((await call('GET', photo.url)).statusCode).toBe(401);
  });

  it('the purge deletes the check-in and its photo files from storage', async () => {
    const { member, checkIn, photo, storageName } = await checkInWithPhoto();
    expect((await call('DELETE', `/api/member/check-ins/${checkIn.id}`, member.headers)).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/api/trash/check-in/${checkIn.id}`, coach)).statusCode).toBe(403);
    const purged = await call('DELETE', `/api/trash/check-in/${checkIn.id}`, owner);
    expect(purged.statusCode, purged.body).toBe(200);

    const left = await t.db.execute<{
      check_ins: number;
      photos: number;
      files: number;
      entries: number;
    }>(sql`
      select (select count(*)::int from check_ins_with_trash where id = ${checkIn.id}) as check_ins,
        (select count(*)::int from check_in_photos where id = ${photo.id}) as photos,
        (select count(*)::int from files where storage_name = ${storageName}) as files,
        (select count(*)::int from trash_entries where record_type = 'check-in' and record_id = ${checkIn.id})
          as entries`);
    expect(left.rows[0]).toEqual({ check_ins: 0, photos: 0, files: 0, entries: 0 });
    // The files trigger queued the sweep in the purge's transaction; run it as the job runner would.
    await sweepStoredFileTask(t.db, t.app.storage)({ storage_name: storageName }, {} as never);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', storageName))).toBe(false);
  });
});
