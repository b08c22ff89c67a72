import { describe, expect, it } from 'vitest';
import { panelPasswordMessages } from '@coachboard/contract';
import { panelPasswordProblem } from '../../src/modules/auth/password-policy.js';

describe('panel account passwords', () => {
  it('needs at least 12 characters', () => {
    expect(panelPasswordProblem('Short1!pass')).toBe(panelPasswordMessages.tooShort);
    expect(panelPasswordProblem('a quiet harbour at dawn')).toBeNull();
  });

  it('refuses a common password of 12 characters or more, in any letter case', () => {
    expect(panelPasswordProblem('leavemealone')).toBe(panelPasswordMessages.tooCommon);
    expect(panelPasswordProblem('LeaveMeAlone')).toBe(panelPasswordMessages.tooCommon);
    expect(panelPasswordProblem('123456789012')).toBe(panelPasswordMessages.tooCommon);
  });

  it('refuses more than 128 characters', () => {
    expect(panelPasswordProblem('x'.repeat(129))).toBe(panelPasswordMessages.tooLong);
  });
});
