import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { heightMessages, messages, userMessages, type User } from '@coachboard/contract';
import { users } from '../../src/db/schema/index.js';
import { adminAuthHeader, loginAs } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import { expectAdminOnly, nonAdminAuthHeader, type AuthHeader } from '../programs/program-helpers.js';
import { apiCaller, createTestAppWithUsers, validUserInput } from './users-helpers.js';

describe('POST /users', () => {
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

  it('creates an app user with role user, a hashed password and the height as given', async () => {
    const input = validUserInput({ first_name: 'Łukasz', last_name: 'Wróbel', height: `5' 10"` });
    const response = await call('POST', '/users', input);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ message: string; data: User }>();
    expect(body.message).toBe(userMessages.created);
    expect(body.data).toMatchObject({
      email: input.email,
      first_name: 'Łukasz',
      last_name: 'Wróbel',
      gender: 'female',
      date_of_birth: '1991-04-20',
      height: `5' 10"`,
      role: 'user',
      is_active: true,
      deleted_at: null,
      profile_image: null,
    });
    expect(body.data).not.toHaveProperty('password_hash');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, body.data.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    // The password works (the account is an app user, so the sign-in itself succeeds).
    await expect(loginAs(ctx.app, input.email, input.password)).resolves.toMatchObject({ role: 'user' });
  });

  it('accepts only the required fields', async () => {
    const { gender: _g, date_of_birth: _d, height: _h, ...required } = validUserInput();
    const response = await call('POST', '/users', required);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ gender: null, date_of_birth: null, height: null });
  });

  it.each([
    ['email', { email: 'nope' }, messages.emailInvalid],
    ['email', { email: undefined }, 'Email is required'],
    ['password', { password: 'Ab1@' }, messages.passwordMin(8)],
    ['password', { password: 'alllowercase1@' }, messages.passwordComplexity],
    ['first_name', { first_name: undefined }, userMessages.firstNameRequired],
    ['first_name', { first_name: 'Jo' }, messages.minLength(3)],
    ['last_name', { last_name: 'Smith-Jones' }, messages.lettersAndSpaces],
    ['last_name', { last_name: '' }, userMessages.lastNameRequired],
    ['gender', { gender: 'other' }, userMessages.genderInvalid],
    ['date_of_birth', { date_of_birth: '2999-01-01' }, userMessages.dateOfBirthFuture],
    ['date_of_birth', { date_of_birth: '1990-02-31' }, userMessages.dateOfBirthInvalid],
    ['height', { height: 'tall' }, heightMessages.format],
    ['height', { height: '400cm' }, heightMessages.range],
  ])('refuses a bad %s with 422 and the message', async (field, override, message) => {
    const response = await call('POST', '/users', { ...validUserInput(), ...override });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: [message] } });
  });

  it('refuses an e-mail an active user has (any case) and allows one only a deleted user had', async () => {
    const { user } = await createUser(ctx.db, { email: 'Taken@Example.test' });
    const taken = await call('POST', '/users', validUserInput({ email: 'taken@example.TEST' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      success: false,
      message: userMessages.emailTaken,
      errors: { email: [userMessages.emailTaken] },
    });
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const reused = await call('POST', '/users', validUserInput({ email: 'taken@example.test' }));
    expect(reused.statusCode, reused.body).toBe(201);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(ctx.app, nonAdmin, {
      method: 'POST',
      url: '/api/users',
      payload: validUserInput(),
    });
  });
});
