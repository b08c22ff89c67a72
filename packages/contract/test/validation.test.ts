import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  createUserSchema,
  loginInputSchema,
  teamInviteSchema,
  verifyResetCodeSchema,
  MAX_IMAGE_BYTES,
  fileMessages,
  messages,
  passwordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  sessionLifetimeMs,
  sessionMessages,
  validateImageFile,
  authMessages,
  idParam,
  ID_PARAM_MESSAGE,
  displayName,
  fullName,
} from '../src/index.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('password rules', () => {
  it('requires eight characters', () => {
    expect(firstMessage(passwordSchema().safeParse('Ab1@'))).toBe('Password must be at least 8 characters');
  });

  it.each(['alllower1@', 'ALLUPPER1@', 'NoDigits@@', 'NoSpecial12'])(
    'requires every character class: %s',
    (pw) => {
      expect(firstMessage(passwordSchema().safeParse(pw))).toBe(messages.passwordComplexity);
    },
  );

  it('accepts a strong password', () => {
    expect(passwordSchema().safeParse('Str0ng@Pass').success).toBe(true);
  });
});

describe('password reset inputs', () => {
  it('asks for an e-mail address when it is empty', () => {
    expect(firstMessage(requestPasswordResetSchema.safeParse({ email: '  ' }))).toBe(authMessages.enterEmail);
  });

  it('refuses a malformed e-mail', () => {
    expect(firstMessage(requestPasswordResetSchema.safeParse({ email: 'nobody' }))).toBe(
      messages.emailInvalid,
    );
  });

  it('requires a six-digit code', () => {
    const input = { email: 'a@b.co', password: 'Str0ng@Pass' };
    expect(resetPasswordSchema.safeParse({ ...input, code: '12345' }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ ...input, code: '123456' }).success).toBe(true);
  });
});

describe('e-mail length', () => {
  /** A well-formed address of exactly `length` characters (64-character local part, labels of at most 63). */
  const emailOfLength = (length: number) =>
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 64 - 1 - 63 - 1 - 63 - 1 - 4)}.com`;
  const longest = emailOfLength(EMAIL_MAX_LENGTH);
  const tooLong = emailOfLength(EMAIL_MAX_LENGTH + 1);

  const inputs: [string, z.ZodType, Record<string, unknown>, string][] = [
    ['sign-in', loginInputSchema, { password: 'x' }, 'Email'],
    ['reset request', requestPasswordResetSchema, {}, 'Email'],
    ['reset code check', verifyResetCodeSchema, { code: '123456' }, 'Email'],
    ['new password', resetPasswordSchema, { code: '123456', password: 'Str0ng@Pass' }, 'Email'],
    [
      'new app user',
      createUserSchema,
      { first_name: 'Ana', last_name: 'Lopez', password: 'Str0ng@Pass', gender: 'female' },
      'Email',
    ],
    ['invitation', teamInviteSchema, { team_role: 'coach' }, 'E-mail'],
  ];

  it.each(inputs)('%s: takes 254 characters and refuses 255', (_name, schema, rest, label) => {
    expect(longest).toHaveLength(254);
    expect(schema.safeParse({ ...rest, email: longest }).success).toBe(true);
    const refused = schema.safeParse({ ...rest, email: tooLong });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['email'], message: `${label} must not exceed 254 characters` }),
    ]);
  });

  it('measures the address without the spaces around it', () => {
    expect(loginInputSchema.parse({ email: `  ${longest}  `, password: 'x' }).email).toBe(longest);
  });
});

describe('session rules', () => {
  it('lasts 24 hours, or 30 days with remember-me', () => {
    expect(sessionLifetimeMs(false)).toBe(86_400_000);
    expect(sessionLifetimeMs(true)).toBe(30 * 86_400_000);
  });

  it('words HTTP errors as the original panel did', () => {
    expect(sessionMessages.httpError(502)).toBe('HTTP error! status: 502');
  });
});

describe('image file check', () => {
  const png = { name: 'photo.png', type: 'image/png', size: 1000 };

  it('accepts JPG, JPEG and PNG up to 20 MB', () => {
    expect(validateImageFile(png)).toBeNull();
    expect(validateImageFile({ name: 'a.JPEG', type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('explains what is wrong', () => {
    expect(validateImageFile(null)).toBe(fileMessages.noFile);
    expect(validateImageFile({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      fileMessages.onlyImages,
    );
    expect(validateImageFile({ ...png, size: MAX_IMAGE_BYTES + 1 })).toBe(fileMessages.tooLarge);
  });
});

describe('names', () => {
  it('joins first and last names and falls back to the e-mail', () => {
    expect(fullName({ first_name: 'Ana', last_name: 'Lima' })).toBe('Ana Lima');
    expect(displayName({ first_name: null, last_name: null, email: 'ana@example.com' })).toBe(
      'ana@example.com',
    );
  });
});

describe('id path parameters', () => {
  it.each(['abc', '-3', '0', '1.5', '1e400'])('refuse %s with one clear message', (raw) => {
    const result = idParam.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([ID_PARAM_MESSAGE]);
  });

  it('reads a whole number', () => {
    expect(idParam.parse('42')).toBe(42);
  });
});
