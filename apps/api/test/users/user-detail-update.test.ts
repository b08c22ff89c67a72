import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, userMessages, type User } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import type { TestApp } from '../helpers/test-app.js';
import { expectAdminOnly, nonAdminAuthHeader, type AuthHeader } from '../programs/program-helpers.js';
import { apiCaller, createTestAppWithUsers, createUserViaApi } from './users-helpers.js';

describe('GET and PUT /users/{id}', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;
  const call = apiCaller(
    () => ctx.app,
    () => admin,
  );

  beforeAll(async () => {
    ctx = await createTestAppWithUsers();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('reads a user', async () => {
    const user = await createUserViaApi(ctx.app, admin);
    const response = await call('GET', `/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(user);
  });

  it('answers 404 for a missing user and 422 for an id that is not a number', async () => {
    const missing = await call('GET', '/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: userMessages.notFound });
    expect((await call('GET', '/users/abc')).statusCode).toBe(422);
    expect((await call('PUT', '/users/999999', { height: '180cm' })).statusCode).toBe(404);
  });

  it('changes only the fields sent', async () => {
    const user = await createUserViaApi(ctx.app, admin, { height: '165cm', gender: 'female' });
    const response = await call('PUT', `/users/${user.id}`, { first_name: '  Zoë  ' });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<{ message: string; data: User }>();
    expect(updated.message).toBe(userMessages.updated);
    expect(updated.data).toMatchObject({
      first_name: 'Zoë',
      last_name: user.last_name,
      height: '165cm',
      gender: 'female',
      date_of_birth: user.date_of_birth,
      email: user.email,
    });
    expect(updated.data.updated_at > user.updated_at).toBe(true);
  });

  it('turns empty strings into null', async () => {
    const user = await createUserViaApi(ctx.app, admin);
    const response = await call('PUT', `/users/${user.id}`, { gender: '', date_of_birth: '', height: '' });
    expect(response.json().data).toMatchObject({ gender: null, date_of_birth: null, height: null });
  });

  it('stores a feet-and-inches height as given', async () => {
    const user = await createUserViaApi(ctx.app, admin);
    const response = await call('PUT', `/users/${user.id}`, { height: `6' 1"` });
    expect(response.json().data.height).toBe(`6' 1"`);
  });

  it.each([
    ['first_name', { first_name: '' }, userMessages.firstNameRequired],
    ['last_name', { last_name: 'Li' }, messages.minLength(3)],
    ['first_name', { first_name: 'R2D2' }, messages.lettersAndSpaces],
    ['date_of_birth', { date_of_birth: 'yesterday' }, userMessages.dateOfBirthInvalid],
  ])('refuses a bad %s with the message', async (field, body, message) => {
    const user = await createUserViaApi(ctx.app, admin);
    const response = await call('PUT', `/users/${user.id}`, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message, errors: { [field]: [message] } });
  });

  it('is for admins only', async () => {
    const user = await createUserViaApi(ctx.app, admin);
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url: `/api/users/${user.id}` });
    await expectAdminOnly(ctx.app, nonAdmin, {
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { height: '180cm' },
    });
  });
});
