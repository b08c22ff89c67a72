import { describe, expect, it } from 'vitest';
import { communityMessages } from '@coachboard/contract';
import { isDomainError } from '../../src/lib/errors.js';
import { assertCanModerate } from '../../src/modules/community/moderation.js';

describe('author-or-admin rule', () => {
  it('lets an admin and the author through', () => {
    expect(() => assertCanModerate({ id: 1, role: 'admin' }, 2)).not.toThrow();
    expect(() => assertCanModerate({ id: 2, role: 'user' }, 2)).not.toThrow();
  });

  it('refuses anyone else with a forbidden error the handler answers as 403', () => {
    let caught: unknown;
    try {
      assertCanModerate({ id: 3, role: 'user' }, 2);
    } catch (error) {
      caught = error;
    }
    expect(isDomainError(caught) && caught.code).toBe('forbidden');
    expect((caught as Error).message).toBe(communityMessages.notAuthor);
  });
});
