import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInMessages, type CheckIn, type CheckInPage, type CheckInPhoto } from '@coachboard/contract';
import { checkInPhotos, files } from '../../src/db/schema/index.js';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { postCheckIn, signInMember, signInPanel, uploadPhoto, type Headers } from './check-in-helpers.js';

/**
 * Progress photos are private: stored under the private key folder, refused by the public /uploads route in both
 * storage modes, and streamed only to their member and to the coaching team.
 */
const privacySuite = (mode: 'disk' | 's3', start: () => Promise<TestApp>) => {
  describe(`progress photos are private (${mode} storage)`, () => {
    let t: TestApp;
    let member: { id: number; headers: Headers };
    let checkInId: number;
    let photo: CheckInPhoto;
    let storageName: string;

    const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
    const coachUrl = () => `/api/users/${member.id}/check-ins/${checkInId}/photos/${photo.id}`;

    beforeAll(async () => {
      t = await start();
      member = await signInMember(t.app, t.db);
      checkInId = (await postCheckIn(t.app, member.headers)).json<{ data: CheckIn }>().data.id;
      const uploaded = await uploadPhoto(t.app, member.headers, checkInId);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      photo = uploaded.json<{ data: CheckInPhoto }>().data;
      const [row] = await t.db
        .select({ storageName: files.storageName, fullPath: files.fullPath })
        .from(checkInPhotos)
        .innerJoin(files, eq(files.id, checkInPhotos.fileId))
        .where(eq(checkInPhotos.id, photo.id));
      storageName = row!.storageName;
      expect(storageName).toMatch(/^private\/check-in-photos\/[0-9a-f-]+\.jpg$/);
      expect(row!.fullPath.startsWith('/uploads')).toBe(false);
      // The file really is in the uploads directory the public route serves: only the route's refusal keeps it in.
      if (mode === 'disk') expect(fs.existsSync(path.join(t.dataDir, 'uploads', storageName))).toBe(true);
    });
    afterAll(async () => t?.close());

    it('the member who took it and a coach or owner fetch it, uncached by shared caches', async () => {
      expect(photo.url).toBe(`/api/member/check-ins/${checkInId}/photos/${photo.id}`);
      const own = await get(photo.url, member.headers);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/jpeg');
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      for (const role of ['coach', 'owner'] as const) {
        const panel = await signInPanel(t.app, t.db, role);
        const response = await get(coachUrl(), panel.headers);
        expect(response.statusCode, role).toBe(200);
        expect(response.rawPayload.equals(own.rawPayload)).toBe(true);
      }
    });

    it('an anonymous request, another member, a moderator and a guessed /uploads URL all fail', async () => {
      expect((await get(photo.url)).statusCode).toBe(401);
      expect((await get(coachUrl())).statusCode).toBe(401);
      const other = await signInMember(t.app, t.db);
      expect((await get(photo.url, other.headers)).statusCode).toBe(404);
      expect((await get(coachUrl(), other.headers)).statusCode).toBe(403);
      const moderator = await signInPanel(t.app, t.db, 'moderator');
      expect((await get(coachUrl(), moderator.headers)).statusCode).toBe(403);
      // The coach route names the user: the photo of one member under another's id is not found.
      const coach = await signInPanel(t.app, t.db, 'coach');
      const wrongUser = `/api/users/${other.id}/check-ins/${checkInId}/photos/${photo.id}`;
      expect((await get(wrongUser, coach.headers)).statusCode).toBe(404);

      const [folder, sub, name] = storageName.split('/');
      const guesses = [
        `/uploads/${storageName}`,
        `/uploads/${folder!.toUpperCase()}/${sub}/${name}`,
        `/uploads//${storageName}`,
        `/uploads/./${storageName}`,
        `/uploads/check-in-photos/../${storageName}`,
        `/uploads/${folder}%2F${sub}%2F${name}`,
        `/uploads/%70rivate/${sub}/${name}`,
      ];
      for (const url of guesses) {
        for (const headers of [{}, member.headers]) {
          const response = await get(url, headers);
          expect(response.statusCode, url).not.toBe(200);
          expect(response.rawPayload.subarray(0, 2).equals(Buffer.from([0xff, 0xd8])), url).toBe(false);
        }
      }
    });

    it('at most four photos a check-in: the fifth answers 422', async () => {
      const own = (await postCheckIn(t.app, member.headers)).json<{ data: CheckIn }>().data.id;
      for (let index = 0; index < 4; index += 1) {
        expect((await uploadPhoto(t.app, member.headers, own)).statusCode).toBe(201);
      }
      const fifth = await uploadPhoto(t.app, member.headers, own);
      expect(fifth.statusCode).toBe(422);
      expect(fifth.json()).toMatchObject({ errors: { file: [checkInMessages.tooManyPhotos] } });
      const list = await get('/api/member/check-ins', member.headers);
      const listed = list.json<{ data: CheckInPage }>().data.data.find((checkIn) => checkIn.id === own);
      expect(listed?.photos).toHaveLength(4);
    });

    it('no panel account deletes a progress photo through the files route, an owner neither', async () => {
      const [row] = await t.db
        .select({ fileId: checkInPhotos.fileId })
        .from(checkInPhotos)
        .where(eq(checkInPhotos.id, photo.id));
      for (const role of ['owner', 'coach', 'moderator'] as const) {
        const panel = await signInPanel(t.app, t.db, role);
        const url = `/api/files/delete/${row!.fileId}`;
        const refused = await t.app.inject({ method: 'DELETE', url, headers: panel.headers });
        expect(refused.statusCode, role).toBe(403);
      }
      expect((await get(photo.url, member.headers)).statusCode).toBe(200);
    });

    it("another member's check-in takes no photo, and only its member deletes one", async () => {
      const other = await signInMember(t.app, t.db);
      expect((await uploadPhoto(t.app, other.headers, checkInId)).statusCode).toBe(404);
      const url = photo.url;
      expect((await t.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(404);
      const deleted = await t.app.inject({ method: 'DELETE', url, headers: member.headers });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await get(url, member.headers)).statusCode).toBe(404);
      const fileRows = await t.db.select().from(files).where(eq(files.storageName, storageName));
      expect(fileRows).toHaveLength(0);
    });
  });
};

privacySuite('disk', () => createTestApp());

let s3: TestS3Server | undefined;
privacySuite('s3', async () => {
  s3 = await startS3Server();
  const app = await createTestApp({ config: { storage: s3.storage('uploads') } });
  return {
    ...app,
    close: async () => {
      await app.close();
      await s3?.stop();
    },
  };
});
