import { describe, expect, it } from 'vitest';
import { greetingName } from './profile-menu';

describe('greetingName', () => {
  it("uses the part of the e-mail before the at-sign, else 'Admin'", () => {
    expect(greetingName('jane.doe@example.com')).toBe('jane.doe');
    expect(greetingName('')).toBe('Admin');
    expect(greetingName(null)).toBe('Admin');
    expect(greetingName('@example.com')).toBe('Admin');
  });
});
