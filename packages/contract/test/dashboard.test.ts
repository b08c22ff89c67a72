import { describe, expect, it } from 'vitest';
import {
  attentionMessages,
  auditListQuerySchema,
  dashboardCardKeys,
  dashboardCards,
  emptyTrainingDayListQuerySchema,
  postListQuerySchema,
  postSearchQuerySchema,
  userAttentionValues,
  userListQuerySchema,
} from '../src/index.js';

describe('dashboard attention filters', () => {
  it('each list takes its attention values; empty means none, anything else is refused with the values', () => {
    for (const value of userAttentionValues) {
      expect(userListQuerySchema.parse({ attention: value }).attention).toBe(value);
    }
    expect(userListQuerySchema.parse({ attention: '' }).attention).toBeUndefined();
    const refused = userListQuerySchema.safeParse({ attention: 'soon' });
    expect(refused.error?.issues[0]?.message).toBe(attentionMessages.invalid(userAttentionValues));
    expect(postListQuerySchema.parse({ attention: 'unanswered_support' }).attention).toBe(
      'unanswered_support',
    );
    expect(postSearchQuerySchema.parse({ attention: 'unanswered_support' }).attention).toBe(
      'unanswered_support',
    );
    expect(auditListQuerySchema.parse({ attention: 'failed_sign_ins' }).attention).toBe('failed_sign_ins');
    expect(auditListQuerySchema.safeParse({ attention: 'unanswered_support' }).success).toBe(false);
  });

  it('pages empty training days 50 at a time', () => {
    expect(emptyTrainingDayListQuerySchema.parse({})).toEqual({ page: 1, per_page: 50 });
  });

  it('links every card to a list filtered by a value that list takes', () => {
    expect(Object.keys(dashboardCards)).toEqual([...dashboardCardKeys]);
    for (const key of dashboardCardKeys) {
      const query = new URL(dashboardCards[key].path, 'http://panel').searchParams.get('attention');
      if (query === null) continue;
      const schema =
        key === 'unanswered_support_posts'
          ? postListQuerySchema
          : key === 'failed_sign_ins'
            ? auditListQuerySchema
            : userListQuerySchema;
      expect(schema.safeParse({ attention: query }).success, key).toBe(true);
    }
  });
});
