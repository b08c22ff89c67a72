import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountAgeDays,
  createUserSchema,
  dateOfBirthForInput,
  dateOfBirthProblem,
  formatDateOfBirth,
  heightMessages,
  messages,
  programPickerHasMore,
  updateUserSchema,
  userInitials,
  userListQuerySchema,
  userMessages,
  userStatusLabel,
} from '../src/index.js';

const validUser = {
  email: 'ana.lima@example.com',
  first_name: 'Ana',
  last_name: 'Lima',
  password: 'Str0ng@Pass',
};

const messagesFor = (input: unknown, schema: z.ZodType = createUserSchema) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('createUserSchema', () => {
  it('accepts the required fields alone and leaves the optional ones out', () => {
    const parsed = createUserSchema.parse(validUser);
    expect(parsed).toMatchObject(validUser);
    expect(parsed.gender).toBeUndefined();
  });

  it('accepts names in any alphabet, with accents and spaces', () => {
    for (const [first, last] of [
      ['José', 'Muñoz'],
      ['Zoë', 'Brontë'],
      ['Łukasz', 'Wróbel'],
      ['Mary Ann', 'Van Der Berg'],
      ['Юлия', 'Иванова'],
      ['さくら', '山田太郎'],
    ]) {
      expect(messagesFor({ ...validUser, first_name: first, last_name: last })).toEqual([]);
    }
  });

  it('reads a decomposed accent as one letter', () => {
    const decomposed = 'Jose\u0301';
    expect(createUserSchema.parse({ ...validUser, first_name: decomposed }).first_name).toBe('José');
  });

  it.each([
    [{ first_name: undefined }, `first_name: ${userMessages.firstNameRequired}`],
    [{ first_name: '   ' }, `first_name: ${userMessages.firstNameRequired}`],
    [{ last_name: '' }, `last_name: ${userMessages.lastNameRequired}`],
    [{ first_name: 'Al' }, `first_name: ${messages.minLength(3)}`],
    [{ last_name: "O'Brien" }, `last_name: ${messages.lettersAndSpaces}`],
    [{ first_name: 'Ana3' }, `first_name: ${messages.lettersAndSpaces}`],
    [{ email: 'not-an-email' }, `email: ${messages.emailInvalid}`],
    [{ email: '' }, 'email: Email is required'],
    [{ password: 'Short1@' }, `password: ${messages.passwordMin(8)}`],
    [{ password: 'nouppercase1@' }, `password: ${messages.passwordComplexity}`],
    [{ gender: 'other' }, `gender: ${userMessages.genderInvalid}`],
    [{ date_of_birth: '2001-02-30' }, `date_of_birth: ${userMessages.dateOfBirthInvalid}`],
    [{ date_of_birth: '3000-01-01' }, `date_of_birth: ${userMessages.dateOfBirthFuture}`],
    [{ height: 'very tall' }, `height: ${heightMessages.format}`],
  ])('refuses %o', (override, message) => {
    expect(messagesFor({ ...validUser, ...override })).toEqual([message]);
  });

  it('turns empty optional values into null and keeps height text as given', () => {
    const parsed = createUserSchema.parse({
      ...validUser,
      gender: '',
      date_of_birth: '',
      height: `5' 10"`,
    });
    expect(parsed).toMatchObject({ gender: null, date_of_birth: null, height: `5' 10"` });
  });
});

describe('updateUserSchema', () => {
  it('keeps only the fields sent', () => {
    expect(updateUserSchema.parse({ height: '180cm' })).toEqual({ height: '180cm' });
  });

  it('turns empty strings into null', () => {
    expect(updateUserSchema.parse({ gender: '', date_of_birth: ' ', height: '' })).toEqual({
      gender: null,
      date_of_birth: null,
      height: null,
    });
  });

  it('applies the name rules to names that are sent', () => {
    expect(messagesFor({ first_name: '' }, updateUserSchema)).toEqual([
      `first_name: ${userMessages.firstNameRequired}`,
    ]);
    expect(messagesFor({ last_name: 'Li' }, updateUserSchema)).toEqual([
      `last_name: ${messages.minLength(3)}`,
    ]);
  });
});

describe('dates of birth', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('formats as MM/DD/YYYY with the specification fallbacks', () => {
    expect(formatDateOfBirth('1994-03-12')).toBe('03/12/1994');
    expect(formatDateOfBirth('1994-03-12T00:00:00.000Z')).toBe('03/12/1994');
    expect(formatDateOfBirth(null)).toBe('Not provided');
    expect(formatDateOfBirth('')).toBe('Not provided');
    expect(formatDateOfBirth('12th of March')).toBe('Invalid date');
    expect(formatDateOfBirth('1994-02-30')).toBe('Invalid date');
  });

  it('normalises to YYYY-MM-DD for editing', () => {
    expect(dateOfBirthForInput('1994-03-12T00:00:00.000Z')).toBe('1994-03-12');
    expect(dateOfBirthForInput(null)).toBe('');
  });

  it('must be a real date in the past', () => {
    expect(dateOfBirthProblem('2026-06-14', now)).toBeNull();
    expect(dateOfBirthProblem('2026-06-15', now)).toBe(userMessages.dateOfBirthFuture);
    expect(dateOfBirthProblem('2023-02-29', now)).toBe(userMessages.dateOfBirthInvalid);
    expect(dateOfBirthProblem('1899-12-31', now)).toBe(userMessages.dateOfBirthTooOld);
    expect(dateOfBirthProblem('14/06/2000', now)).toBe(userMessages.dateOfBirthInvalid);
  });

  it('counts the account age in whole days', () => {
    expect(accountAgeDays('2026-06-10T13:00:00Z', now)).toBe(4);
    expect(accountAgeDays('2026-06-15T11:00:00Z', now)).toBe(0);
  });
});

describe('list query and display helpers', () => {
  it('reads is_active as true, false or absent', () => {
    expect(userListQuerySchema.parse({ is_active: 'true' }).is_active).toBe(true);
    expect(userListQuerySchema.parse({ is_active: '0' }).is_active).toBe(false);
    expect(userListQuerySchema.parse({ is_active: '' }).is_active).toBeUndefined();
    expect(userListQuerySchema.safeParse({ is_active: 'maybe' }).success).toBe(false);
    expect(userListQuerySchema.parse({}).per_page).toBe(50);
  });

  it('derives status and initials', () => {
    expect(userStatusLabel({ deleted_at: null })).toBe('Active');
    expect(userStatusLabel({ deleted_at: '2026-01-01T00:00:00Z' })).toBe('Inactive');
    expect(userInitials({ first_name: 'zoë', last_name: 'Brontë', email: 'z@b.co' })).toBe('ZB');
    expect(userInitials({ first_name: null, last_name: null, email: 'kai@example.com' })).toBe('K');
    expect(userInitials({ first_name: '=SUM', last_name: 'Active', email: 'a@b.co' })).toBe('SA');
  });

  it('offers more picker pages only past 60 programs with pages left', () => {
    expect(programPickerHasMore({ total: 60, current_page: 1, last_page: 2 })).toBe(false);
    expect(programPickerHasMore({ total: 61, current_page: 1, last_page: 2 })).toBe(true);
    expect(programPickerHasMore({ total: 130, current_page: 3, last_page: 3 })).toBe(false);
  });
});
